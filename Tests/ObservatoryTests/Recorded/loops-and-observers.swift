//: # Several observers of one write, several loops resumed by one write
//: Swift calls the observers of one write in no promised order (R13) and resumes the loops one
//: write wakes in no promised order (R21): a recording may hold any order of these blocks.
@Observable final class Model {
  var a = 0
  var b = 0
}
let m = Model()
func watch(_ name: String) -> Task<Void, Never> {
  Task { @MainActor in
    for await v in Observations({ m.a }) {
      print("\(name) got \(v)")
      print("\(name) done with \(v)")
    }
  }
}
let loops = [watch("A"), watch("B"), watch("C")]
try? await Task.sleep(for: .milliseconds(50))
for round in 1...4 {
  for name in ["X", "Y", "Z"] {
    withObservationTracking { _ = m.b } onChange: { print("\(name) sees b = \(m.b) in round \(round)") }
  }
  m.b = round
  m.a = round
  print("round \(round) written")
  try? await Task.sleep(for: .milliseconds(50))
}
for t in loops { t.cancel() }
#expect(m.a == 4)
print("end")
