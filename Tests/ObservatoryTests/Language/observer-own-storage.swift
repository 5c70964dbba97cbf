import Observation
@Observable class M {
  var y: Int = 0 { didSet { print("didSet y", oldValue, y); if y < 3 { y += 1 } } }
  var z: Int = 0 { willSet { print("willSet z", newValue) } }
}
let m = M()
withObservationTracking { _ = m.y } onChange: { print("onChange y") }
m.y = 1
print(m.y)
class C { var y: Int = 0 { didSet { print("C didSet", y); if y < 3 { y += 1 } } } }
let c = C(); c.y = 1; print(c.y)
class D: C { override var y: Int { didSet { print("D didSet", y); if y < 5 { y += 1 } } } }
let d = D(); d.y = 1; print(d.y)
struct S { var q = 0 { didSet { print("S didSet", q); if q < 3 { q += 1 } } }
  mutating func bump() { q += 10 } }
var s = S(); s.q = 1; print(s.q)
s.bump(); print(s.q)
class E { var arr: [Int] = [] { didSet { print("E didSet", arr); if arr.count < 3 { arr.append(0) } } } }
let e = E(); e.arr.append(7); print(e.arr)
class F { var v = 0 { didSet { self.v = 100 } } ; func f() { v = 5 } }
let f = F(); f.f(); print(f.v)
var nn = 0 { didSet { print("didSet nn", nn); if nn < 3 { [1].forEach { _ in nn += 1 } } } }
nn = 1
print(nn)
class CC { var y = 0 { didSet { print("CC didSet", y); if y < 3 { [1].forEach { _ in self.y += 1 } } } } }
let cc = CC(); cc.y = 1; print(cc.y)
class DD { var y = 0 { didSet { print("DD didSet", y); if y < 3 { self.y += 1 } } } }
let dd = DD(); dd.y = 1; print(dd.y)
class EE { var y = 0 { didSet { print("EE didSet", y); if y < 3 { let me = self; me.y += 1 } } } }
let ee = EE(); ee.y = 1; print(ee.y)
