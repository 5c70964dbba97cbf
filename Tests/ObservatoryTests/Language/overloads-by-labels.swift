final class C {
  func f(a: Int) { print("a", a) }
  func f(b: Int) { print("b", b) }
  func f() { print("none") }
}
let c = C()
c.f(a: 1)
c.f(b: 2)
c.f()
func g(x: Int) -> Int { x }
func g(y: Int) -> Int { -y }
print(g(x: 1), g(y: 1))
struct V {
  var n = 0
  mutating func add(_ k: Int) { n += k }
  mutating func add(twice k: Int) { n += 2 * k }
  func show(prefix: String = ">") -> String { prefix + "\(n)" }
  func show(_ label: String, suffix: String) -> String { label + "\(n)" + suffix }
}
var v = V()
v.add(1)
v.add(twice: 5)
print(v.show(), v.show(prefix: "#"), v.show("n=", suffix: "!"))
extension C { func f(c: String) { print("c", c) } }
c.f(c: "x")
let h = c.f(a:)
h(9)
