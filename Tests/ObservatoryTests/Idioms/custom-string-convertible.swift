// Idiom: CustomStringConvertible and CustomDebugStringConvertible — print, interpolation, arrays and optionals use which one?
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
    let name: String
    var description: String { "#\(name)" }
    var debugDescription: String { "Tag(\(name))" }
}

final class Session: CustomStringConvertible {
    let user: String
    init(user: String) { self.user = user }
    var description: String { "Session for \(user)" }
}

let price = Money(cents: 1205)
print(price)
print("total: \(price)")
print([price, Money(cents: 7)])
print(Optional(price) as Any)
let tag = Tag(name: "swift")
print(tag, [tag])
debugPrint(tag)
print(String(describing: tag), String(reflecting: tag))
print(Session(user: "ada"), [Session(user: "bo")])
