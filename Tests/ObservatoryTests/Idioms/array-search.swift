// Idiom: searching arrays — contains { }, contains(where:), first { }, first(where:), firstIndex(of:), lastIndex(where:), allSatisfy.
struct User {
    let name: String
    let age: Int
}

let users = [User(name: "ada", age: 36), User(name: "bob", age: 17), User(name: "cy", age: 52)]
print(users.contains { $0.age < 18 }, users.contains(where: { $0.name == "zed" }))
print(users.first { $0.age > 40 }?.name ?? "none")
print(users.first(where: { $0.name.count == 3 })?.name ?? "none")
print(users.firstIndex { $0.name == "bob" } as Any, users.lastIndex(where: { $0.age > 30 }) as Any)
print(users.allSatisfy { $0.age > 10 }, users.allSatisfy { $0.age > 20 })

let numbers = [4, 8, 15, 16, 23, 42]
print(numbers.contains(15), numbers.firstIndex(of: 16) as Any, numbers.firstIndex(of: 99) as Any)
print(numbers.first!, numbers.last!, numbers.min()!, numbers.max()!)
print(numbers.filter { $0.isMultiple(of: 2) }.count, numbers.count(where: { $0 > 10 }))
let names = users.map(\.name)
print(names.contains("cy"), names.firstIndex(of: "cy")!)
