// Casting a value held in an Any to an Optional type, as Swift does: a nil of any Optional type
// is one, an Optional(36) is an Int? and an Int, and `as? Int?` gives an Optional of the Optional.
struct Column {
    let name: String
    let value: Any
}

let middleName: String? = nil
let age: Int? = 36
let row = [
    Column(name: "first", value: "Ada"),
    Column(name: "middle", value: middleName as Any),
    Column(name: "age", value: age as Any),
    Column(name: "score", value: 9.5),
]

for c in row {
    let kind: String
    if c.value is Int? && !(c.value is Int) {
        kind = "a nil (fits every Optional)"
    } else if c.value is Int {
        kind = "an integer"
    } else if c.value is String? {
        kind = "text"
    } else {
        kind = "something else"
    }
    print(c.name, "is", kind)
}

print(row.map { $0.value is String? }, row.map { $0.value is Double })
print((row[2].value as? Int?) as Any, (row[1].value as? Int?) as Any, (row[0].value as? Int?) as Any)
if let outer = row[2].value as? Int?, let n = outer { print("age", n) }
let total = row.compactMap { $0.value as? Int }.reduce(0, +)
print(total)
