// An implicit member as an operand of an operator the lesson declares (`a * .identity(2)`,
// `v + .zero`) is a value of the type that operator takes there.
struct Matrix2: Equatable, CustomStringConvertible {
  var a, b, c, d: Int
  static func identity() -> Matrix2 { Matrix2(a: 1, b: 0, c: 0, d: 1) }
  static var zero: Matrix2 { Matrix2(a: 0, b: 0, c: 0, d: 0) }
  static func scale(_ k: Int) -> Matrix2 { Matrix2(a: k, b: 0, c: 0, d: k) }
  static func * (l: Matrix2, r: Matrix2) -> Matrix2 {
    Matrix2(a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d, c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d)
  }
  static func + (l: Matrix2, r: Matrix2) -> Matrix2 {
    Matrix2(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c, d: l.d + r.d)
  }
  var description: String { "[\(a) \(b); \(c) \(d)]" }
}

struct Vec: CustomStringConvertible {
  var x, y: Double
  static let unitX = Vec(x: 1, y: 0)
  static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
  static func * (l: Vec, k: Double) -> Vec { Vec(x: l.x * k, y: l.y * k) }
  var description: String { "(\(x), \(y))" }
}

let m = Matrix2(a: 1, b: 2, c: 3, d: 4)
print(m * .identity() == m, m + .zero == m)
print(m * .scale(3))
print(.scale(2) * m)
var acc = Matrix2.identity()
for _ in 1...3 { acc = acc * m }
print(acc, acc == m * m * m)
let moved = Vec(x: 2, y: 3) + .unitX
print(moved, moved * 2, Vec(x: 0, y: 1) + Vec.unitX * 3)
