import Observation

// A write through a computed property runs its getter once, then its setter; where the getter
// returns a class instance, or the change is a `nonmutating set`, nothing is written back.
struct Size: CustomStringConvertible {
    var w = 1, h = 2
    var description: String { "\(w)x\(h)" }
}

final class Box {
    var n = 0
}

struct Handle {
    let box: Box
    var value: Int {
        get { box.n }
        nonmutating set { box.n = newValue }
    }
}

final class Layer {
    var name = "base"
}

@Observable final class Canvas {
    var storage = Size()
    let box = Box()
    var layers = [Layer()]
    var size: Size {
        get { print("  size get"); return storage }
        set { print("  size set \(newValue)"); storage = newValue }
    }
    var handle: Handle {
        get { print("  handle get"); return Handle(box: box) }
        set { print("  handle set") }
    }
    var top: Layer {
        print("  top get")
        return layers[layers.count - 1]
    }
}

struct Frame {
    var storage = Size()
    var size: Size {
        get { print("  Frame.size get"); return storage }
        set { print("  Frame.size set"); storage = newValue }
    }
}

let c = Canvas()
withObservationTracking { _ = c.storage } onChange: { print("  storage notified") }
c.size.w = 10
c.size.h += 1
print(c.storage)
c.handle.value = 7
c.handle.value += 1
print(c.box.n)
withObservationTracking { _ = c.layers } onChange: { print("  layers notified") }
c.top.name = "ink"
c.top.name += "!"
print(c.layers.map(\.name))
var f = Frame()
f.size.w = 5
f.size.h *= 3
print(f.storage)
