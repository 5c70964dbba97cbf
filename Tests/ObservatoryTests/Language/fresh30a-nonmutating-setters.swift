import Observation

// A `nonmutating set` (a struct whose storage lives in a reference) runs on a copy: a `let`
// value, a constant's stored properties and a temporary accept it, and it reads the property
// that holds the value rather than changing it (no observers, nothing notified).
final class Box {
    var n = 0
}

struct Binding: CustomStringConvertible {
    let box: Box
    var value: Int {
        get { box.n }
        nonmutating set { box.n = newValue }
    }
    var description: String { "Binding(\(box.n))" }
    func bump() { value += 10 }
}

enum Slot {
    case shared(Box), empty
    var count: Int {
        get { if case .shared(let b) = self { return b.n } else { return 0 } }
        nonmutating set { if case .shared(let b) = self { b.n = newValue } }
    }
}

enum Level: Int {
    case low = 1, mid, high
    var step: Int {
        get { rawValue }
        set { self = Level(rawValue: min(max(newValue, 1), 3)) ?? .low }
    }
}

struct Pair {
    let left: Binding
    var right: Binding {
        didSet { print("  right didSet") }
    }
}

@Observable final class Model {
    var binding = Binding(box: Box())
    var pair = Pair(left: Binding(box: Box()), right: Binding(box: Box()))
    let fixed = Binding(box: Box())
}

let b = Binding(box: Box())
b.value = 4
b.value += 3
b.bump()
print(b.value, b)
let slot = Slot.shared(b.box)
slot.count *= 2
print(b.value, Slot.empty.count)
var level = Level.low
level.step += 1
print(level, level.step)
level.step = 10
print(level)

var p = Pair(left: b, right: Binding(box: Box()))
p.left.value -= 1
p.right.value = 9
let q = p
q.left.value += 100
q.right.value += 100
print(p.left, p.right, q.left, q.right)
Binding(box: b.box).value = 1
print(b)

let m = Model()
withObservationTracking {
    _ = m.binding
    _ = m.pair
} onChange: {
    print("  model notified")
}
m.binding.value = 5
m.binding.value += 1
m.pair.right.value = 2
m.fixed.value = 3
print(m.binding, m.pair.right, m.fixed)
m.pair.right = Binding(box: Box())
print(m.pair.right)
