class C { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
var a: C? = C("a1") { didSet { print("didSet a") } }
a = C("a2")
var b: C? = C("b1") { didSet { print("didSet b", oldValue?.n ?? "nil") } }
b = C("b2")
var c: C? = C("c1") { willSet { print("willSet c", newValue?.n ?? "nil", c?.n ?? "nil") } }
c = nil
var xs: [Int] = [1] { willSet { print("willSet xs", newValue, xs) } didSet { print("didSet xs", oldValue, xs) } }
xs.append(2)
xs[0] += 10
func bump(_ v: inout [Int]) { v.append(99); print("in bump", xs) }
bump(&xs)
print(xs.contains(3))
struct P { var q = 0; mutating func inc() { q += 1 }; func get() -> Int { q } }
var p = P() { didSet { print("didSet p", oldValue.q, p.q) } }
p.inc()
_ = p.get()
p.q = 5
var total: Int { print("get total"); return xs.count }
var settable: Int { get { p.q } set { print("set", newValue); p.q = newValue } }
print(total)
settable += 1
settable = 1
var n = 0 { didSet { if n < 3 { n += 1 }; print("didSet n", n) } }
n = 1
func writeN() { n = 10 }
var m = 0 { didSet { print("didSet m", m); if m == 1 { writeN() } } }
m = 1
print(n)
