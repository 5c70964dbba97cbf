//: # Failing checks: reported in place, counted, and the program exits with status 1
@Observable final class Counter { var count = 0 }
let c = Counter()
withObservationTracking { _ = c.count } onChange: { print("count will change") }
c.count += 1
#expect(c.count == 2)
print("between")
#expect(c.count == 1, "one increment")
for k in 0..<3 { #expect(k < 2) }
print("end")
