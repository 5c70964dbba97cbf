// Idiom: computed properties in extensions — on Int, on String, and on an @Observable model (tracked through its stored properties).
import Observation

extension Int {
    var squared: Int { self * self }
    var isEven: Bool { self % 2 == 0 }
}

extension String {
    var initials: String {
        split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }
}

@Observable final class Person {
    var firstName = "Ada"
    var lastName = "Lovelace"
    var age = 36
}

extension Person {
    var fullName: String { "\(firstName) \(lastName)" }
}

print(7.squared, 7.isEven, (-4).squared, "Grace Brewster Hopper".initials)

let person = Person()
withObservationTracking {
    print("rendering \(person.fullName) (\(person.fullName.initials))")
} onChange: {
    print("fullName readers invalidated")
}
person.age += 1
print("age changed to \(person.age): nothing fired")
person.lastName = "King"
print(person.fullName)
