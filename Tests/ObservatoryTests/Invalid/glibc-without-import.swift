import Observation

// The C library's math and process functions, used without importing Foundation (or Glibc):
// Swift refuses each. The standard library's own `squareRoot()` needs no import.
@Observable
final class Circle {
  var radius = 2.0
  var area: Double { Double.pi * pow(radius, 2) }
}

let circle = Circle()
print(sqrt(circle.area))
print(circle.radius.squareRoot())
print(floor(circle.area), (circle.area).rounded(.down))
if circle.radius < 0 { exit(1) }
