// `type(of:)` of a declared collection or optional names its static element type, as Swift does:
// `[Animal]` holding a Dog is `Array<Animal>`, `[any Shape]` is `Array<Shape>`, an empty `[Item]` too.
class Animal {}
class Dog: Animal {}
protocol Shape {}
struct Circle: Shape {}
let xs: [Animal] = [Dog()]
print(type(of: xs))
let shapes: [any Shape] = [Circle()]
print(type(of: shapes))
let maybe: Animal? = Dog()
print(type(of: maybe))
let dict: [String: Animal] = ["a": Dog()]
print(type(of: dict), [xs])
struct Item { var name: String }
final class Store {
  var items: [Item] = []
  var tags: Set<String> = []
  var byID: [Int: Item] = [:]
  var selected: Item? = nil
}
let store = Store()
print(type(of: store.items), type(of: store.tags), type(of: store.byID), type(of: store.selected))
var names: [String] = []
print(type(of: names), [type(of: names)])
func describe<T>(_ xs: [T]) -> String { "\(type(of: xs))" }
print(describe([1, 2]), describe(["a"]))
let nested: [[Int]] = [[]]
print(type(of: nested))
let n = 5
print(type(of: n), type(of: store))
