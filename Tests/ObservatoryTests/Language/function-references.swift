// Initializers, functions and methods used as values: a function value takes its arguments
// without labels (Point.init, greet, model.select), and a method named on its type is curried
// (Counter.add is (Counter) -> (Int) -> Int).
struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}

struct Tag {
    let name: String
    init(name: String) { self.name = name.lowercased() }
}

final class Counter {
    private(set) var count = 0
    let step: Int
    init(step: Int) { self.step = step }
    func increment() { count += step }
    func add(by amount: Int) -> Int {
        count += amount
        return count
    }
    func reset(to value: Int, reason: String) {
        print("reset to \(value): \(reason)")
        count = value
    }
}

func greet(name: String, punctuation: String = "!") -> String { "Hello, \(name)\(punctuation)" }
func area(width w: Int, height h: Int) -> Int { w * h }

let makePoint = Point.init
print(makePoint(1, 2), makePoint(-3, 4))
let explicit = Point.init(x:y:)
print(explicit(5, 6))
let makers: [(Int, Int) -> Point] = [Point.init, { Point(x: $1, y: $0) }]
print(makers.map { $0(7, 8) })

print(["Swift", "Observation"].map(Tag.init).map(\.name))
let tagMaker: (String) -> Tag = Tag.init
print(tagMaker("MIXED").name)

let hello = greet
print(hello("Ann", "?"), hello("Bo", "."))
let measure = area
print(measure(3, 4), [(1, 2), (3, 5)].map { measure($0.0, $0.1) })

let counter = Counter(step: 2)
let bump = counter.increment
bump()
bump()
let addTo = counter.add
print(addTo(10), counter.count)
let reset = counter.reset
reset(1, "by value")
print(counter.count)

let curriedIncrement = Counter.increment
curriedIncrement(counter)()
let curriedAdd = Counter.add
let addToCounter = curriedAdd(counter)
print(addToCounter(100), Counter.add(counter)(by: 1))

var actions: [String: () -> Void] = [:]
actions["bump"] = counter.increment
actions["zero"] = { reset(0, "from the table") }
for key in actions.keys.sorted() { actions[key]!() }
print(counter.count)

let later = Counter(step: 5)
let pending = later.add
print(pending(1), later.count)
