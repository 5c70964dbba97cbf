import Observation

// A mutating call (or a write) whose optional chain stops at nil inside a value has entered the
// properties before it: an @Observable model's property notifies (R8), a struct property's
// observers run. Where the chain reaches a class instance first, it only read the property.
struct Point {
    var x = 0
    mutating func bump() { x += 1 }
}

final class Kid {
    var n = 0
    func bump() { n += 1 }
}

struct Holder {
    var opt: Point? = nil {
        didSet { print("  holder.opt didSet") }
    }
    var table: [String: Point] = [:] {
        didSet { print("  holder.table didSet") }
    }
    var kid: Kid? = nil {
        didSet { print("  holder.kid didSet") }
    }
}

@Observable final class Model {
    var labels: [String: [String]] = [:]
    var points: [String: Point] = [:]
    var origin: Point? = nil
    var list: [Int]? = nil
    var kid: Kid? = nil
    var kids: [String: Kid] = [:]
    var holder = Holder()
}

let m = Model()
func probe(_ label: String, _ read: @escaping () -> Void, _ write: () -> Void) {
    nonisolated(unsafe) var fired = false
    withObservationTracking(read) { fired = true }
    write()
    print(label, fired ? "notified" : "silent")
}

probe("labels[\"a\"]?.append", { _ = m.labels }) { m.labels["a"]?.append("x") }
probe("points[\"a\"]?.bump()", { _ = m.points }) { m.points["a"]?.bump() }
probe("points[\"a\"]?.x += 1", { _ = m.points }) { m.points["a"]?.x += 1 }
probe("origin?.bump()", { _ = m.origin }) { m.origin?.bump() }
probe("list?.append", { _ = m.list }) { m.list?.append(1) }
probe("list?.removeAll()", { _ = m.list }) { m.list?.removeAll() }
probe("kid?.bump()", { _ = m.kid }) { m.kid?.bump() }
probe("kids[\"z\"]?.bump()", { _ = m.kids }) { m.kids["z"]?.bump() }
probe("kids[\"z\"]?.n = 1", { _ = m.kids }) { m.kids["z"]?.n = 1 }
probe("holder.opt?.bump()", { _ = m.holder }) { m.holder.opt?.bump() }
probe("holder.kid?.bump()", { _ = m.holder }) { m.holder.kid?.bump() }
m.kids["a"] = Kid()
probe("kids[\"a\"]?.bump()", { _ = m.kids }) { m.kids["a"]?.bump() }
print(m.kids["a"]!.n, m.labels, m.list as Any)

var h = Holder()
h.opt?.x = 1
h.opt?.bump()
h.table["a"]?.bump()
h.table["a"]?.x *= 2
h.kid?.bump()
h.kid?.n = 3
var local: [Int]? = nil
local?.append(1)
print(local as Any, h.opt as Any, h.table.count)
