// Arrays made from class references: an array literal's type is its items' static type (the
// base class, where a subclass instance sits in a base-class variable), not their classes.
class Animal: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    var description: String { "\(type(of: self))(\(name))" }
}

final class Dog: Animal {
    override func speak() -> String { "Woof" }
}

final class Cat: Animal {
    override func speak() -> String { "Meow" }
}

struct Shelter {
    var residents: [Animal] = []
    let mascot: Animal
}

let zoo: [Animal] = [Dog(name: "Rex"), Cat(name: "Tom")]
let favourite: Animal = zoo[0]
let rex = Dog(name: "Rex II")
print(type(of: favourite), type(of: [favourite]), type(of: [favourite, rex]))
print(type(of: [zoo[1]]), type(of: [rex]), type(of: [rex, rex]))
let pair = [favourite, rex]
print(pair.map { $0.speak() }, type(of: pair))

var shelter = Shelter(mascot: Cat(name: "Felix"))
shelter.residents.append(contentsOf: [rex, shelter.mascot])
print(shelter.residents, type(of: shelter.residents))
print(type(of: [shelter.mascot]), type(of: shelter.mascot))
let grouped = Dictionary(grouping: zoo + [rex]) { $0.speak() }
print(grouped.keys.sorted(), grouped["Woof"]!.count)
// `first` and `last` of a literal are optionals of its static element type.
print(type(of: [favourite].first), type(of: [rex, favourite].last), type(of: [favourite].first!))
if let newest = [shelter.mascot, rex].last { print(newest, type(of: [shelter.mascot, rex].first)) }
