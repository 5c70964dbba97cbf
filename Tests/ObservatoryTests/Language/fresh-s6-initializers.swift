// Initializers people write: failable, throwing, convenience and required initializers,
// factory methods returning Self, default property values, and init order with prints.
struct Email: CustomStringConvertible, Hashable {
  let user: String, domain: String
  init?(_ raw: String) {
    let parts = raw.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return nil }
    user = String(parts[0]).lowercased()
    domain = String(parts[1]).lowercased()
  }
  var description: String { "\(user)@\(domain)" }
}

enum AgeError: Error { case negative(Int), tooOld(Int) }
struct Age {
  let years: Int
  init(_ y: Int) throws {
    if y < 0 { throw AgeError.negative(y) }
    if y > 150 { throw AgeError.tooOld(y) }
    years = y
  }
}

class Vehicle {
  let wheels: Int
  var name: String
  class var kind: String { "vehicle" }
  required init(wheels: Int, name: String) {
    self.wheels = wheels
    self.name = name
    print("Vehicle.init \(name)")
  }
  convenience init(name: String) {
    self.init(wheels: 4, name: name)
    print("Vehicle.convenience \(name)")
  }
  class func make(_ name: String) -> Self { Self(wheels: 2, name: name) }
  func summary() -> String { "\(Self.kind) \(name) on \(wheels)" }
}

final class Bike: Vehicle {
  var gears = 1
  override class var kind: String { "bike" }
  required init(wheels: Int, name: String) {
    gears = 21
    super.init(wheels: wheels, name: name)
    print("Bike.init gears \(gears)")
  }
}

print(["Ada@Example.com", "nobody", "@x.io", "a@b", "x@y.z"].map { Email($0).map(String.init(describing:)) ?? "invalid" })
print(Set(["A@b.c", "a@B.c"].compactMap(Email.init)).count)
for y in [30, -1, 200] {
  do { print(try Age(y).years) } catch { print("bad age:", error) }
}
print((try? Age(5))?.years as Any, (try? Age(-5)) == nil)
let car = Vehicle(name: "car")
let bike = Bike.make("bmx")
let v: Vehicle = Bike(name: "city")
print(car.summary(), "|", bike.summary(), bike.gears, "|", v.summary(), type(of: v).kind)
let kinds: [Vehicle.Type] = [Vehicle.self, Bike.self]
print(kinds.map { $0.kind }, kinds.map { $0.make("x").summary() })

// Convenience initializers are inherited by a subclass that implements every designated one
// (here as a convenience override), and on down a subclass that declares none.
class Shape {
  var sides: Int
  var label: String
  init(sides: Int, label: String) {
    self.sides = sides
    self.label = label
    print("Shape.init \(label)")
  }
  convenience init(triangle label: String) { self.init(sides: 3, label: label) }
  convenience init() { self.init(triangle: "default") }
}
class Polygon: Shape {
  var color = "red"
  override convenience init(sides: Int, label: String) {
    self.init(sides: sides, label: label, color: "blue")
  }
  init(sides: Int, label: String, color: String) {
    self.color = color
    super.init(sides: sides, label: "poly " + label)
    print("Polygon.init \(color)")
  }
}
final class Tile: Polygon {
  var size = 1
}
let shapes = [Shape(), Polygon(triangle: "t"), Polygon(), Tile(triangle: "tile"), Tile(sides: 4, label: "sq")]
print(shapes.map { "\(type(of: $0)) \($0.sides) \($0.label) \(($0 as? Polygon)?.color ?? "-")" })

// Through a subclass that declares no initializer: the convenience init inherited two levels
// down still runs the most derived class's override.
class Account {
  var balance: Int
  init(balance: Int) { self.balance = balance; print("Account.init \(balance)") }
  convenience init() { self.init(balance: 1) }
}
class Checking: Account { var fee = 2 }
final class Student: Checking {
  override init(balance: Int) { super.init(balance: balance * 10); print("Student.init") }
}
let student = Student()
print(type(of: student), student.balance, student.fee, Checking().balance)
