import Observation
enum Level { case low, mid, high }
func label(_ n: Int) -> String {
  if n < 0 { "negative" } else if n == 0 { "zero" } else { "positive" }
}
func level(_ n: Int) -> Level {
  switch n {
  case ..<10: .low
  case 10..<100: .mid
  default: .high
  }
}
struct Temp: CustomStringConvertible {
  var c: Double
  var description: String {
    switch c {
    case ..<0: "freezing \(c)"
    case 0..<25: "mild \(c)"
    default: "hot \(c)"
    }
  }
}
enum Bad: Error { case no }
func check(_ n: Int) throws -> Int {
  let v = switch n {
  case 0: throw Bad.no
  case let k where k > 5: k * 2
  default: n
  }
  return v
}
@Observable final class M { var n = 1; var flag = false }
let m = M()
let shown = if m.flag { "on" } else { m.n > 0 ? "pos" : "nonpos" }
print(label(-3), label(0), label(5), level(5), level(50), level(500), Temp(c: -2), Temp(c: 30))
print(shown, (try? check(0)) as Any, try check(7), try check(3))
let fs = [1, 2, 3].map { x in if x % 2 == 0 { "even" } else { "odd" } }
print(fs)
var total = 0
let add: (Int) -> Void = { x in if x > 1 { total += x } else { total -= 1 } }
add(1); add(5)
print(total)
withObservationTracking {
  let s = switch m.n { case 1: "one"; default: "many" }
  print("read", s)
} onChange: { print("changed") }
m.n = 2
let nested = if m.n > 1 { switch m.flag { case true: "a"; case false: "b" } } else { "c" }
print(nested)
