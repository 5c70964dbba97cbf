// Generic helpers of a small loader and cache: each helper's type parameter is the one its call
// gives, whatever values it holds (an empty page, a nil, an Any).
enum Loadable<Value> {
  case idle
  case loaded(Value)
}

struct Page<Item> {
  var items: [Item] = []
  var next: Int? = nil
}

struct Box<T> {
  var items: [T] = []
}

struct User {
  let name: String
}

class Animal {
  let name: String
  init(name: String) { self.name = name }
}

final class Dog: Animal {}

func describe<T>(_ value: T) -> String { "\(type(of: value))" }

func emptyPage<T>(of type: T.Type) -> Page<T> { Page(items: []) }

func placeholder<T>(like sample: T) -> Loadable<Page<T>> { .loaded(Page()) }

func freshBox<T>(for sample: T) -> Box<T> { Box<T>() }

func firstOrNil<T>(_ items: [T]) -> T? { items.first }

func report<T>(_ label: String, _ value: T) {
  print(label + ":", describe(value))
}

func reportAll<T>(_ values: [T]) {
  print("all:", type(of: values), "count", values.count)
}

func later<T>(_ value: T) -> () -> String {
  { "later: \(type(of: value)) \(type(of: [value]))" }
}

func orDefault<T>(_ value: T?, label: String = "value") {
  print(label, type(of: value))
}

print(describe(emptyPage(of: User.self)))
let noTags: [String] = []
print(describe(noTags))
print(describe(noTags.sorted()))
print(describe([1, 2] as [Any]))
print(describe(1 as Any))
print(describe("x" as Any))
let pet: Animal = Dog(name: "Rex")
print(describe(pet))
print(describe(pet as AnyObject))
let letter: Character = "a"
print(describe(letter))
let ratio: Double = 2
print(describe(ratio))
print(placeholder(like: "title"))
print(placeholder(like: 3))
print(freshBox(for: User(name: "ann")))
print(describe(freshBox(for: 1.5)))
let users: [User] = []
print(describe(firstOrNil(users)))
report("nothing", nil as Int?)
report("users", users)
report("pet", pet)
report("settings", ["dark": true] as [String: Any])
reportAll(users)
reportAll([pet])
reportAll([Any]())
report("pair", (pet, 2))
report("labelled", (name: "ann", age: 3))
let formatter = later(users)
print(formatter())
print(later(pet)())
orDefault(noTags)
orDefault(users, label: "users")
