// Idiom: debugPrint, String(describing:), String(reflecting:) and dump() of a struct, an enum and a class.
struct Item {
    let name: String
    var tags: [String]
    var price: Double?
}

enum Status {
    case draft
    case published(year: Int)
}

final class Author {
    let name = "Ada"
    var books = 2
}

let item = Item(name: "pen", tags: ["office", "blue"], price: 1.5)
debugPrint(item)
debugPrint("text", 1, 2.0, [1: "one"])
print(String(describing: item))
print(String(reflecting: item))
debugPrint(Status.published(year: 2024))
dump(item)
dump(Status.published(year: 2024))
dump([1, 2])
dump(Author())
