import Observation

@Observable class Vehicle {
  var speed = 0
  var name: String
  init(name: String) { self.name = name }
  func accelerate() { speed += 10 }
  var summary: String { "\(name) at \(speed)" }
}
@Observable final class Car: Vehicle {
  var gear = 1
  override func accelerate() {
    super.accelerate()
    if speed > 20 { gear += 1 }
  }
  override var summary: String { super.summary + " in gear \(gear)" }
}
let car = Car(name: "mini")
withObservationTracking { print("reads:", car.summary) } onChange: { print("summary will change") }
car.accelerate()
car.accelerate()
car.accelerate()
print(car.summary)
let v: Vehicle = car
withObservationTracking { _ = v.speed } onChange: { print("speed will change") }
v.accelerate()
print(v.summary, v is Car, (v as? Car)?.gear ?? 0)
