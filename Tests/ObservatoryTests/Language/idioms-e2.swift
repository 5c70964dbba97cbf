import Observation
@Observable class Shape {
  var name: String
  init(name: String) { self.name = name }
  func area() -> Double { 0 }
  var summary: String { "\(name): \(area())" }
}
@Observable final class Circle: Shape {
  var radius: Double
  init(radius: Double) {
    self.radius = radius
    super.init(name: "circle")
  }
  override func area() -> Double { 3.0 * radius * radius }
}
final class Square: Shape {
  var side = 2.0
  init() { super.init(name: "square") }
  override func area() -> Double { side * side }
}
let shapes: [Shape] = [Circle(radius: 1), Square()]
for s in shapes {
  withObservationTracking { _ = s.summary } onChange: { print("\(s.name) summary will change") }
}
(shapes[0] as! Circle).radius = 2
(shapes[1] as! Square).side = 3
shapes[1].name = "big square"
print(shapes.map(\.summary))
print(shapes.map { type(of: $0) == Circle.self })
if let c = shapes.first as? Circle { print("circle r", c.radius) }
switch shapes[1] {
case let sq as Square: print("square side", sq.side)
default: print("other")
}
