// Idiom: Dictionary(grouping:by:) on structs and strings; printing groups in sorted key order.
struct Contact {
    let name: String
    let city: String
}

let contacts = [
    Contact(name: "Ada", city: "London"),
    Contact(name: "Alan", city: "London"),
    Contact(name: "Grace", city: "Arlington"),
    Contact(name: "Linus", city: "Helsinki"),
]
let byCity = Dictionary(grouping: contacts, by: { $0.city })
for (city, people) in byCity.sorted(by: { $0.key < $1.key }) {
    print(city, people.map(\.name))
}
let byInitial = Dictionary(grouping: ["apple", "avocado", "banana", "cherry", "blueberry"]) { $0.first! }
print(byInitial.keys.sorted(), byInitial["b"]!.sorted())
let byLength = Dictionary(grouping: [1, 22, 333, 4, 55], by: { String($0).count })
print(byLength.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
print(byCity.count, byCity["Paris"] == nil, byCity["London"]?.count ?? 0)
