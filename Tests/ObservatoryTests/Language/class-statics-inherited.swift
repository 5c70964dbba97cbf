class Shape {
  class var kind: String { "shape" }
  class func describe() -> String { "a \(kind) with \(sides) sides" }
  class var sides: Int { 0 }
  static var made = 0
  static let unit = "cm"
  init() { Shape.made += 1 }
}

class Polygon: Shape {
  override class var kind: String { "polygon" }
}

final class Triangle: Polygon {
  override class var sides: Int { 3 }
}

final class Blob: Shape {}

let shapes: [Shape] = [Shape(), Polygon(), Triangle(), Blob()]
for s in shapes {
  let t = type(of: s)
  print(t, t.kind, t.sides, t.describe())
}
print(Blob.kind, Blob.unit, Triangle.unit, Triangle.describe())
print("made", Shape.made, Blob.made, Triangle.made)
Blob.made += 10
Triangle.made = Triangle.made * 2
print("after writes", Shape.made, Polygon.made, Blob.made)
