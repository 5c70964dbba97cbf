enum Shape { case circle(r: Double), square(Double)
  var area: Double { switch self { case .circle(let r): return 3.0 * r * r; case .square(let s): return s * s } } }
var shapes: [Shape] = [.circle(r: 1), .square(2)] { didSet { print("shapes", shapes.count) } }
shapes.append(.square(3))
print(shapes.map(\.area))
var total: Double { shapes.reduce(0) { $0 + $1.area } }
print(total)
var name: String = "a" {
  willSet(new) { print("will", new) }
  didSet(old) { print("did", old, name) }
}
name = "b"
name += "c"
var t = (1, 2) { didSet { print("t", t) } }
t.0 = 5
var s: Set<Int> = [] { didSet { print("s", s.sorted()) } }
s.insert(3)
s.insert(3)
print(s.contains(3))
var flag = false { didSet { print("flag", flag) } }
flag.toggle()
