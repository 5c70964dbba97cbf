// Implicitly unwrapped optionals: declared `T!`, used as a `T` where an optional would not do
// (a member, arithmetic, a typed declaration), as an optional where one does (`== nil`,
// `if let`, `??`, `print`, a declaration without a type).
import Observation

final class Engine {
  var rpm = 800
  func rev() -> Int { rpm * 2 }
}

final class Car {
  var engine: Engine!
  var gears: Int! = 5
  var nickname: String!
}

@Observable final class Dashboard {
  var speed: Int! = 0
  var label: String! = "idle"
}

let car = Car()
print(car.engine == nil, car.gears == nil)
car.engine = Engine()
let rpm: Int = car.engine.rpm
print(rpm, car.engine.rev(), car.gears + 1, car.gears * car.engine.rpm)
car.engine.rpm = 900
print(car.engine.rpm)
let maybe = car.gears
print(maybe as Any, car.gears as Any)
if let engine = car.engine { print("engine at", engine.rpm) }
print(car.nickname ?? "no nickname")
car.nickname = "Bolt"
let name: String = car.nickname
print(name, name.count, car.nickname.uppercased())

var counter: Int! = 10
counter += 5
print(counter + 0, counter == 15)
counter = nil
print(counter == nil, counter ?? -1)

let dashboard = Dashboard()
withObservationTracking {
  _ = dashboard.speed
} onChange: {
  print("speed changed")
}
dashboard.speed = 30
print(dashboard.speed + 5, dashboard.label.count)

// As an argument: unwrapped for a parameter that is not an Optional, kept for one that is.
func doubled(_ n: Int) -> Int { n * 2 }
func shout(_ s: String) -> String { s.uppercased() }
func describe(_ s: String?) -> String { String(describing: s) }
final class Gauge {
  var level = 1
  func raised(by k: Int) -> Int { level + k }
}
var steps: Int! = 4
var word: String! = "go"
print(doubled(steps), shout(word), describe(word), Gauge().raised(by: steps))
func local() -> Int {
  func next(_ v: Int) -> Int { v + 1 }
  return next(steps)
}
print(local())
