import Foundation
enum ValidationError: Error, CustomStringConvertible {
  case tooShort(min: Int), missing(String)
  var description: String {
    switch self {
    case .tooShort(let min): return "must be at least \(min) characters"
    case .missing(let field): return "\(field) is required"
    }
  }
}
func validate(_ name: String?) throws(ValidationError) -> String {
  guard let name, !name.isEmpty else { throw .missing("name") }
  guard name.count >= 3 else { throw .tooShort(min: 3) }
  return name.capitalized
}
for input in [nil, "", "al", "grace hopper"] as [String?] {
  do { print("ok:", try validate(input)) } catch { print("error:", error) }
}
print((try? validate("bob")) ?? "none", (try? validate("x")) ?? "none")
func apply<T>(_ xs: [T], _ f: (T) throws -> T) rethrows -> [T] { try xs.map(f) }
print(apply([1, 2, 3]) { $0 * 10 })
protocol Container {
  associatedtype Item
  var items: [Item] { get set }
  mutating func add(_ item: Item)
}
extension Container {
  mutating func add(_ item: Item) { items.append(item) }
  var count: Int { items.count }
}
struct Stack<Element>: Container {
  var items: [Element] = []
  mutating func pop() -> Element? { items.popLast() }
}
var s = Stack<Int>()
s.add(1); s.add(2); s.add(3)
print(s.pop() as Any, s.count, s.items)
struct Temperature {
  var celsius: Double
  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }
}
var t = Temperature(celsius: 100)
t.fahrenheit = 32
print(t.celsius, t.fahrenheit)
var handlers: [() -> Void] = []
for i in 1...3 { handlers.append { print("handler", i) } }
handlers.forEach { $0() }
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<10).map(fib))
let pi = 3.14159
print("pi is \(pi), rounded \((pi * 100).rounded() / 100), int \(Int(pi))")
print(stride(from: 10, to: 0, by: -3).map { $0 }, Array(stride(from: 0.0, through: 1.0, by: 0.25)))
let pairs = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
print(pairs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
