// A Double's static members written as implicit members, negated where a Double is expected
// (`-.nan`, `-.pi`, `-.infinity`), and a property whose initial value is `Double.nan`, later given
// `.nan` again: the implicit member is Double's, whether the type was written or inferred.
struct Reading {
  var low: Double = -.infinity
  var value = Double.nan
}
let y: Double = -.nan
let p: Double = -.pi
print(y, p, y.isNaN)
var r = Reading()
print(r.low, r.value)
r.value = .nan
print(r.value, r.value == r.value)
r.value = -.greatestFiniteMagnitude
print(r.value)
func scale(_ x: Double) -> Double { x * 2 }
print(scale(-.pi))
