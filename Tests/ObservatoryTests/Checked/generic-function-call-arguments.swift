// A report builder's generic helpers are given computed values (a map, a filter, a dictionary
// lookup): with the compiler check each helper's type parameter is the one Swift gives the call,
// even where the value is empty or nil.
struct Order {
  let id: Int
  let tags: [String]
}

class Customer {
  let name: String
  init(name: String) { self.name = name }
}

final class Member: Customer {}

func kind<T>(_ value: T) -> String { "\(type(of: value))" }

func column<T>(_ title: String, _ values: T) {
  print(title + ":", type(of: values))
}

func pair<A, B>(_ a: A, _ b: B) -> String { "\(type(of: a)) + \(type(of: b))" }

func batch<T>(_ items: T) -> [T] { [] }

let orders: [Order] = []
let tagsByOrder: [Int: [String]] = [:]
let customers: [Customer] = [Member(name: "ann")]

column("ids", orders.map { $0.id })
column("tags", orders.flatMap { $0.tags })
column("first tags", tagsByOrder[1])
column("long", orders.filter { $0.tags.count > 2 })
print(pair(orders.map { $0.tags }, tagsByOrder.keys.sorted()))
print(kind(customers.first!))
print(kind(customers.map { $0.name }))
print(kind(batch(orders.compactMap { $0.tags.first })))
