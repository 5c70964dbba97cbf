// Idiom: subclassing an @Observable base class — which properties does a tracking see, inherited and the subclass's own?
import Observation

@Observable class Vehicle {
    var speed = 0
    func accelerate() { speed += 10 }
    func describe() -> String { "vehicle at \(speed)" }
}

class Car: Vehicle {
    var gear = 1
    override func accelerate() {
        super.accelerate()
        if speed > 20 { gear += 1 }
    }
    override func describe() -> String { "car in gear \(gear), " + super.describe() }
}

let car = Car()
withObservationTracking {
    _ = car.speed
} onChange: {
    print("speed will change")
}
withObservationTracking {
    _ = car.gear
} onChange: {
    print("gear will change (subclass property)")
}
car.accelerate()
car.accelerate()
car.accelerate()
print(car.describe())
let asVehicle: Vehicle = car
print(asVehicle.describe(), asVehicle is Car)
