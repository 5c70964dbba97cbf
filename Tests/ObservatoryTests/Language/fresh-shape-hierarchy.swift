import Foundation

class Shape: CustomStringConvertible {
  let name: String
  init(name: String) {
    self.name = name
    print("init \(name)")
  }
  deinit { print("deinit \(name)") }
  func area() -> Double { 0 }
  var description: String { "\(name)(\(area()))" }
  class var kind: String { "shape" }
}

class Rect: Shape {
  let w: Double, h: Double
  init(w: Double, h: Double, name: String = "rect") {
    self.w = w
    self.h = h
    super.init(name: name)
  }
  override func area() -> Double { w * h }
  override class var kind: String { "rect" }
}

final class Square: Rect {
  init(_ side: Double) { super.init(w: side, h: side, name: "square\(Int(side))") }
  override var description: String { "□" + super.description }
  override class var kind: String { super.kind + "/square" }
  deinit { print("square going away") }
}

final class Circle: Shape {
  let r: Double
  init(r: Double) {
    self.r = r
    super.init(name: "circle")
  }
  override func area() -> Double { (3.14 * r * r * 100).rounded() / 100 }
}

func biggest(_ shapes: [Shape]) -> Shape? { shapes.max { $0.area() < $1.area() } }

do {
  let shapes: [Shape] = [Rect(w: 2, h: 3), Square(3), Circle(r: 1)]
  for s in shapes {
    switch s {
    case let sq as Square: print("square side", sq.w, type(of: sq).kind)
    case let r as Rect: print("rect", r.w, "x", r.h, type(of: r).kind)
    default: print("other", s, type(of: s).kind)
    }
  }
  print(shapes)
  if let b = biggest(shapes) { print("biggest", b.name) }
  let total = shapes.map { $0.area() }.reduce(0, +)
  print("total", total)
  var kept: Shape? = shapes[1]
  print("kept", kept!.name)
  kept = nil
  print("end of scope")
}
print("after")
let s: Shape = Square(2)
print(s is Rect, s is Circle, (s as? Rect)?.h ?? -1)
