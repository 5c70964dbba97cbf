// Duration: the unit makers of an Int or a Double, .zero, arithmetic, comparisons and printing.
var total: Duration = .zero
print(total)
for _ in 0..<3 { total += .milliseconds(250) }
print(total, [total])
total = total + .milliseconds(1005)
print(total, total.components, total.components.seconds)
print(Duration.seconds(3) + .milliseconds(33), Duration.seconds(0) - .milliseconds(1))
print(Duration.seconds(1.5), Duration.microseconds(7), Duration.nanoseconds(1), Duration.milliseconds(0.5))
print(Duration.seconds(2) * 3, Duration.seconds(3) / 2, Duration.seconds(3) / Duration.milliseconds(500))
print(Duration.seconds(1) < .milliseconds(999), Duration.seconds(1) == .milliseconds(1000))
print(Duration.seconds(100_000), Duration.seconds(1e-9), Duration.seconds(60) * 1.25)
let maybe: Duration? = .seconds(2)
print(maybe as Any, String(describing: maybe), "\(Duration.seconds(60))")
print(max(Duration.seconds(1), .seconds(2)), min(.zero, Duration.seconds(-1)), [Duration.seconds(3), .seconds(1)].sorted())
print(type(of: total), Set([Duration.seconds(1), .milliseconds(1000)]).count)
