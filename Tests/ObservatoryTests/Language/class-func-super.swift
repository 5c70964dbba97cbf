// `super` inside `class func` and `static func`: the superclass's static member, with `Self`
// still the class the call went through.
class Shape {
  class var kind: String { "shape" }
  class func describe() -> String { "a \(kind)" }
  class func make(size: Double) -> Shape { Shape(size: size) }
  let size: Double
  required init(size: Double) { self.size = size }
  static func registry() -> [String] { ["shape"] }
}

class Circle: Shape {
  override class var kind: String { "circle" }
  override class func describe() -> String { super.describe() + " (round)" }
  override class func make(size: Double) -> Shape {
    print("making a circle via", String(describing: super.make(size: size)).split(separator: ".").last!)
    return Circle(size: size)
  }
}

final class Ring: Circle {
  override class var kind: String { "ring, a " + super.kind }
  override class func describe() -> String { "[" + super.describe() + "]" }
}

print(Shape.describe())
print(Circle.describe())
print(Ring.describe())
print(Ring.kind)
let made = Circle.make(size: 2)
print(type(of: made), made.size)
let types: [Shape.Type] = [Shape.self, Circle.self, Ring.self]
print(types.map { $0.describe() })
