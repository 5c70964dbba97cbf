// A static requirement through a generic parameter whose conforming classes have subclasses:
// Swift's `T` is the static type at the call (`Animal` for a Dog held as an Animal), which the
// playground cannot tell from the value, so it refuses the lesson when it loads.
protocol Named { static var species: String { get } }

class Animal: Named {
    class var species: String { "animal" }
    let name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    override class var species: String { "dog" }
}

func label<T: Named>(_ value: T) -> String { T.species }

let rex = Dog(name: "Rex")
let pet: Animal = rex
print(label(rex), label(pet))
print(type(of: pet).species)
