// Idiom: plain class inheritance — init chaining with super.init, override, super calls, `is`/`as?` casts.
import Observation

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    func introduce() -> String { "\(name) says \(speak())" }
}

class Dog: Animal {
    var tricks: [String] = []
    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
    }
    override func speak() -> String { "Woof" }
}

final class Puppy: Dog {
    override func speak() -> String { super.speak() + " (squeaky)" }
}

@Observable final class Shelter {
    var animals: [Animal] = []
}

let shelter = Shelter()
withObservationTracking {
    _ = shelter.animals.count
} onChange: {
    print("shelter changed")
}
shelter.animals.append(Animal(name: "Generic"))
shelter.animals += [Dog(name: "Rex", tricks: ["sit"]), Puppy(name: "Bit", tricks: [])]
for animal in shelter.animals {
    print(animal.introduce())
}
let dogs = shelter.animals.compactMap { $0 as? Dog }
print("dogs: \(dogs.map(\.name)), puppies: \(shelter.animals.filter { $0 is Puppy }.count)")
if let rex = shelter.animals[1] as? Dog {
    rex.tricks.append("roll over")
    print(rex.tricks)
}
