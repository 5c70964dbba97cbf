import Foundation
// A tiny physics step, written with operator functions as games write them.
struct Vector2: Equatable, CustomStringConvertible {
  var x: Double
  var y: Double
  static let zero = Vector2(x: 0, y: 0)
  var description: String { "(\(x), \(y))" }
  var length: Double { (x * x + y * y).squareRoot() }
  static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
  static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
  static func * (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x * k, y: v.y * k) }
  static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
  static func += (a: inout Vector2, b: Vector2) { a = a + b }
  static func *= (a: inout Vector2, k: Double) { a = a * k }
}

func * (k: Double, v: Vector2) -> Vector2 { v * k }

final class Body {
  var position: Vector2
  var velocity: Vector2
  init(position: Vector2, velocity: Vector2 = .zero) {
    self.position = position
    self.velocity = velocity
  }
}

let gravity = Vector2(x: 0, y: -10)
var bodies = [Body(position: Vector2(x: 0, y: 10)), Body(position: Vector2(x: 5, y: 0), velocity: Vector2(x: 1, y: 4))]
for step in 1...3 {
  for body in bodies {
    body.velocity += 0.5 * gravity
    body.position += body.velocity * 0.5
    if body.position.y < 0 {
      body.position.y = 0
      body.velocity = -body.velocity
      body.velocity *= 0.5
    }
  }
  print(step, bodies.map(\.position), bodies.map { $0.velocity.length })
}
var offsets = [Vector2.zero, Vector2(x: 1, y: 1)]
offsets[1] += Vector2(x: 2, y: 0)
var named = ["origin": Vector2.zero]
named["origin", default: .zero] += Vector2(x: 0, y: 3)
print(offsets, named, offsets[1] - offsets[0] == Vector2(x: 3, y: 1))
bodies.removeAll()
