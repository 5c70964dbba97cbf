protocol Named {
    static var label: String { get }
    static func make(_ n: Int) -> Self
    var tag: String { get }
}

struct Dog: Named {
    static let label = "dogs"
    let tag: String
    static func make(_ n: Int) -> Dog { Dog(tag: "dog#\(n)") }
}

struct Cat: Named {
    static let label = "cats"
    let tag: String
    static func make(_ n: Int) -> Cat { Cat(tag: "cat#\(n)") }
}

final class Shelter<Animal: Named> {
    private(set) var residents: [Animal] = []

    func admit(_ count: Int) -> String {
        for _ in 0..<count { residents.append(Animal.make(residents.count + 1)) }
        return "\(Animal.label): \(residents.map(\.tag).joined(separator: ", "))"
    }

    var sign: String { "Home for \(String(describing: Animal.self))s" }

    func report() -> [String] {
        residents.indices.map { i in "\(Animal.label)[\(i)] \(residents[i].tag)" }
    }
}

struct Page<Item: Named> {
    var number: Int
    var heading: String { "\(Item.label) — page \(number)" }
    mutating func next() -> String {
        number += 1
        return heading
    }
}

let dogs = Shelter<Dog>()
let cats: Shelter<Cat> = .init()
print(dogs.admit(2), "|", cats.admit(1), "|", dogs.admit(1))
print(dogs.sign, cats.sign)
print(dogs.report(), cats.report())
var page = Page<Cat>(number: 1)
print(page.heading, page.next(), page.next())
let copy = page
print(copy.heading, type(of: copy))
