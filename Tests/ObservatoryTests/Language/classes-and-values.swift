import Foundation
// Classes, protocols, value semantics people test
protocol Animal: AnyObject {
  var name: String { get }
  func speak() -> String
}
extension Animal {
  func intro() -> String { "I am \(name): \(speak())" }
}
class Dog: Animal {
  let name: String
  init(name: String) { self.name = name }
  func speak() -> String { "woof" }
}
final class Puppy: Dog {
  override func speak() -> String { super.speak() + "!" }
}
let pets: [Animal] = [Dog(name: "Rex"), Puppy(name: "Bit")]
for p in pets { print(p.intro()) }
print(pets.compactMap { $0 as? Puppy }.count, pets[1] is Dog, type(of: pets[1]))

struct Point: Equatable, Hashable, CustomStringConvertible {
  var x = 0, y = 0
  var description: String { "(\(x), \(y))" }
  static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  static let zero = Point()
  mutating func move(by d: Point) { self = self + d }
}
var p = Point(x: 1, y: 2)
var q = p
q.move(by: Point(x: 10, y: 10))
print(p, q, p == q, Point.zero, [p, q].contains(Point(x: 1, y: 2)), Set([p, p, q]).count)
var grid = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 2)
grid[1][2] = 5
grid[0].append(9)
print(grid, grid.map { $0.reduce(0, +) })
class Counter {
  private(set) var value = 0
  func increment() -> Self { value += 1; return self }
}
let c = Counter()
c.increment().increment()
print(c.value)
var counters = [Counter(), Counter()]
counters[0].increment()
let copy = counters
copy[0].increment()
print(counters[0].value, copy.count)
struct Wrapper { var items: [Int] = [] }
var w1 = Wrapper()
var w2 = w1
w2.items.append(1)
print(w1.items, w2.items)
let numbers = [3, 1, 2]
let sortedNumbers = numbers.sorted()
print(numbers, sortedNumbers, numbers.sorted(by: >), numbers.max()!, numbers.firstIndex(of: 2)!)
let s: String? = "42"
if let s, let n = Int(s), n > 40 { print("big", n) }
guard let m = Int("7") else { fatalError() }
print(m)
let tuple = (name: "a", age: 3)
let (nm, ag) = tuple
print(nm, ag, tuple.name, tuple)
print(String(repeating: "ab", count: 3), "x".padding(toLength: 3, withPad: "-", startingAt: 0))
print(Int.max, Int.min, Double.pi, 7 / 2, 7 % 3, -7 / 2, 7.0 / 2, Double(7) / 2, Int(3.9), Int(-3.9), (2.5).rounded(), (3.5).rounded())
print(abs(-3), max(1, 5, 3), min(2.5, 1.5), pow(2.0, 10.0), (10.0).squareRoot(), 1e3, 0.1 + 0.2)
