import Observation

protocol Shape {
  var area: Double { get }
  func describe() -> String
}
extension Shape {
  func describe() -> String { "shape with area \(area)" }
  var isLarge: Bool { area > 10 }
}
struct Square: Shape {
  var side: Double
  var area: Double { side * side }
}
struct Circle: Shape {
  var r: Double
  var area: Double { 3 * r * r }
  func describe() -> String { "circle r=\(r)" }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 2), Square(side: 4)]
for s in shapes { print(s.describe(), s.isLarge) }
print(shapes[1] is Circle, shapes[0] is Shape)

extension Int {
  var doubled: Int { self * 2 }
  func times(_ f: () -> Void) { for _ in 0..<self { f() } }
}
print(5.doubled)
3.times { print("hi") }
extension Array where Element == Int {
  func sum() -> Int { reduce(0, +) }
}
print([1, 2, 3].sum())
extension String {
  var shout: String { uppercased() + "!" }
}
print("hey".shout)

enum Level: Int, CaseIterable {
  case low = 1, mid, high
  var label: String { "L\(rawValue)" }
}
print(Level.mid.rawValue, Level(rawValue: 3) as Any, Level(rawValue: 9) as Any, Level.allCases)
print(Level.allCases.map(\.label))
enum Theme: String { case light, dark, system = "auto" }
print(Theme.dark.rawValue, Theme.system.rawValue, Theme(rawValue: "auto")!)

struct Outer {
  struct Inner { var x: Int }
  enum Kind { case a, b }
  var inner = Inner(x: 1)
  var kind: Kind = .b
}
let o = Outer()
print(o, o.inner, [o.kind], Outer.Inner(x: 5))

@Observable class Base {
  var x = 0
  func describe() -> String { "Base x=\(x)" }
}
@Observable class Derived: Base {
  var y = 0
  override func describe() -> String { "Derived " + super.describe() + " y=\(y)" }
}
let d = Derived()
withObservationTracking { _ = d.x } onChange: { print("d.x changed") }
withObservationTracking { _ = d.y } onChange: { print("d.y changed") }
d.x = 1
d.y = 1
print(d.describe())

class Animal {
  let name: String
  init(name: String) { self.name = name }
  func speak() -> String { "..." }
  var kind: String { "animal" }
}
class Dog: Animal {
  var tricks = 0
  init(name: String, tricks: Int) {
    self.tricks = tricks
    super.init(name: name)
  }
  override func speak() -> String { "Woof" }
  override var kind: String { "dog (" + super.kind + ")" }
}
class Puppy: Dog {
  var age = 1
}
let animals: [Animal] = [Animal(name: "a"), Dog(name: "rex", tricks: 2), Puppy(name: "p", tricks: 0)]
for a in animals { print(a.name, a.speak(), a.kind, a is Dog) }
print((animals[1] as? Dog)?.tricks as Any, (animals[2] as! Puppy).age)

struct Grid {
  var cells = [0, 0, 0, 0]
  subscript(i: Int) -> Int {
    get { cells[i] }
    set { cells[i] = newValue }
  }
}
var g = Grid()
g[2] = 7
g[1] += 3
print(g[2], g.cells)
class Store {
  var data: [String: Int] = [:]
  subscript(key: String) -> Int {
    get { data[key, default: 0] }
    set { data[key] = newValue }
  }
}
let st = Store()
st["a"] = 1
st["a"] += 4
print(st["a"], st["b"])

class Lazy {
  lazy var items: [Int] = { print("computing items"); return [1, 2] }()
}
let lz = Lazy()
print("made")
lz.items.append(3)
print(lz.items)

struct Point: CustomStringConvertible, Equatable {
  var x: Int, y: Int
  var description: String { "(\(x), \(y))" }
}
extension Point {
  init(both v: Int) { self.init(x: v, y: v) }
  static let origin = Point(x: 0, y: 0)
  func moved(by d: Int) -> Point { Point(x: x + d, y: y + d) }
}
print(Point(both: 3), Point.origin, Point.origin.moved(by: 2), [Point(x: 1, y: 2)])
print(Point(both: 1) == Point(x: 1, y: 1))
