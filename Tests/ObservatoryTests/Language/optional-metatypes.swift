// A settings schema that names each field's type, optionals included (`Int?.self`).
struct Field {
    let key: String
    let type: Any.Type
    let required: Bool
}

struct Profile {
    var name: String
    var age: Int?
    var tags: [String?]
}

let schema = [
    Field(key: "name", type: String.self, required: true),
    Field(key: "age", type: Int?.self, required: false),
    Field(key: "tags", type: [String?].self, required: false),
    Field(key: "scores", type: [String: Double?].self, required: false),
]
for f in schema {
    print(f.key, f.type, f.required ? "required" : "optional")
}
print(schema.map { "\($0.type)" })
print(schema.map(\.type).contains { $0 == Int?.self })
print(Int?.self == Optional<Int>.self, Int?.self == Int.self)
print(type(of: Int?.self), String?.self)
func describe<T>(_ t: T.Type) -> String { "\(t)" }
print(describe(Double?.self), describe([Int?].self))
let p = Profile(name: "Ada", age: nil, tags: ["x", nil])
print(type(of: p.age) == Int?.self, type(of: p.tags) == [String?].self)
