class Shape: CustomStringConvertible {
  let name: String
  init(name: String) { self.name = name }
  func area() -> Double { 0 }
  var description: String { "\(name)(\(area()))" }
  func scaled(by f: Double) -> Shape { self }
}
class Rect: Shape {
  let w: Double, h: Double
  init(w: Double, h: Double) {
    self.w = w
    self.h = h
    super.init(name: "rect")
  }
  convenience init(side: Double) { self.init(w: side, h: side) }
  override func area() -> Double { w * h }
  override func scaled(by f: Double) -> Shape { Rect(w: w * f, h: h * f) }
}
final class Square: Rect {
  init(_ s: Double) { super.init(w: s, h: s) }
  override var description: String { "square \(w)" }
}
final class Circle: Shape {
  let r: Double
  init(r: Double) {
    self.r = r
    super.init(name: "circle")
  }
  override func area() -> Double { (3.0 * r * r * 100).rounded() / 100 }
  override func scaled(by f: Double) -> Shape { Circle(r: r * f) }
}

let shapes: [Shape] = [Rect(w: 2, h: 3), Square(4), Circle(r: 1.5), Rect(side: 1)]
print(shapes)
print(shapes.map { $0.scaled(by: 2).area() })
let squares = shapes.compactMap { $0 as? Square }
let rects = shapes.filter { $0 is Rect }
print(squares.count, rects.count, shapes.sorted { $0.area() > $1.area() }.map(\.name))
for s in shapes {
  switch s {
  case let sq as Square: print("square side", sq.w)
  case let r as Rect where r.w == r.h: print("square-ish rect", r.w)
  case is Circle: print("round")
  default: print("other", s)
  }
}
print(shapes.reduce(0) { $0 + $1.area() })
