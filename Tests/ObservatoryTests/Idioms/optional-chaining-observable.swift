// Idiom: optional chaining through @Observable objects — reads a?.b?.c, writes model?.count += 1, optional method calls returning Void?.
import Observation

@Observable final class Engine {
    var rpm = 800
    func rev() { rpm += 1000 }
}

@Observable final class Car {
    var engine: Engine? = Engine()
    var name = "Herbie"
}

var car: Car? = Car()
withObservationTracking {
    print("rpm: \(car?.engine?.rpm ?? 0)")
} onChange: {
    print("rpm readers invalidated")
}
car?.engine?.rpm += 200
print(car?.engine?.rpm as Any)
let revved: Void? = car?.engine?.rev()
print(revved != nil, car?.engine?.rpm ?? 0)
car?.engine = nil
print(car?.engine?.rev() == nil, car?.engine?.rpm as Any)
car = nil
car?.name = "nobody"
print(car?.name ?? "no car")
