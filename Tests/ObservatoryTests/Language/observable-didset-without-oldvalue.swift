import Observation
class C { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
@Observable class M {
  var a: C? = C("a1") { didSet { print("didSet a") } }
  var b: C? = C("b1") { didSet { print("didSet b", oldValue?.n ?? "-") } }
  var list: [C] = [C("l1"), C("l2")] { didSet { print("didSet list") } }
}
let m = M()
withObservationTracking { _ = m.a; _ = m.b; _ = m.list } onChange: { print("onChange") }
m.a = nil
m.b = nil
m.list.removeLast()
print("end")
