class C { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
class Holder {
  var a: C? = C("a1") { didSet { print("didSet a") } }
  var b: C? = C("b1") { didSet { print("didSet b", oldValue?.n ?? "-") } }
  var c: C? = C("c1") { willSet { print("willSet c") } }
}
let h = Holder()
h.a = nil
h.b = nil
h.c = nil
struct S { var a: C? = C("sa") { didSet { print("didSet sa") } } }
var s = S()
s.a = nil
print("end")
class K { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
class Holder2 {
  var a: [K] = [K("a1"), K("a2")] { didSet { print("didSet a", a.count) } }
  var b: [K] = [K("b1"), K("b2")] { didSet { print("didSet b", oldValue.count) } }
  var c: [K] = [K("c1"), K("c2")] { willSet { print("willSet c", newValue.count) } }
  var d: [K] = [K("d1"), K("d2")] { willSet { print("willSet d") } didSet { print("didSet d") } }
}
let h2 = Holder2()
h2.a.removeLast()
h2.b.removeLast()
h2.c.removeLast()
h2.d.removeLast()
struct S2 { var a: [K] = [K("s1"), K("s2")] { didSet { print("didSet s2") } } }
var s2 = S2()
s2.a.removeLast()
var g: [K] = [K("g1"), K("g2")] { didSet { print("didSet g") } }
g.removeLast()
print("end")
