struct Counter { static var created = 0 { didSet { print("created", created) } }
  static var label: String { "made \(created)" }
  init() { Counter.created += 1 } }
_ = Counter(); _ = Counter()
print(Counter.label)
class Base { var v: Int { 1 }; func who() -> String { "base \(v)" } }
class Sub: Base { override var v: Int { 2 }; override func who() -> String { super.who() + " sub" } }
let objs: [Base] = [Base(), Sub()]
print(objs.map { $0.who() })
var a = [1, 2, 3]
var b = a
b.append(4)
print(a, b)
class R { var n = 0 }
let r1 = R(); let r2 = r1; r2.n = 9; print(r1.n, r1 === r2)
let opt: [Int]? = [1]
print(opt?.first ?? 0, opt?.count as Any, (nil as [Int]?)?.count as Any)
var i = 0
while true { i += 1; if i % 2 == 0 { continue }; if i > 7 { break }; print("odd", i) }
outer: for x in 1...3 { for y in 1...3 { if y == 2 { continue outer }; if x == 3 { break outer }; print(x, y) } }
let tuple = (name: "a", age: 3)
let (n, ag) = tuple
print(n, ag, tuple.name, tuple)
print(type(of: 3), type(of: "s"), type(of: [1]), type(of: tuple))
