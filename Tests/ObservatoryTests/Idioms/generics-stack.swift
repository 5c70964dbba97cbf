// Idiom: a generic struct Stack<Element> with mutating push/pop, stored in an @Observable class; pushes through the property fire observers.
import Observation

struct Stack<Element> {
    private var storage: [Element] = []
    mutating func push(_ element: Element) { storage.append(element) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }
}

@Observable final class Navigator {
    var path = Stack<String>()
}

let nav = Navigator()
func observe() {
    withObservationTracking {
        print("top: \(nav.path.top ?? "root") (depth \(nav.path.count))")
    } onChange: {
        print("path will change")
    }
}
observe()
nav.path.push("settings")
observe()
nav.path.push("profile")
observe()
let popped = nav.path.pop()
print("popped \(popped ?? "nothing"), depth \(nav.path.count)")

var numbers = Stack<Int>()
for n in 1...3 { numbers.push(n * n) }
while let n = numbers.pop() { print(n, terminator: " ") }
print()
print(numbers.isEmpty)
