// `outbox = inbox.reversed()` where the property is declared as an array: Swift picks
// Sequence's reversed(), which makes an array (a mutable one: popLast() works on it).
struct Queue<T> {
    private var inbox: [T] = [], outbox: [T] = []
    var count: Int { inbox.count + outbox.count }
    mutating func enqueue(_ x: T) { inbox.append(x) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

final class History {
    var pages: [String] = []
    var newestFirst: [String] = []
    func refresh() { self.newestFirst = pages.reversed() }
}

var q = Queue<String>()
["a", "b", "c"].forEach { q.enqueue($0) }
print(q.dequeue()!, q.count)
q.enqueue("d")
var drained: [String] = []
while let x = q.dequeue() { drained.append(x) }
print(drained)

let h = History()
h.pages = ["home", "search", "item"]
h.refresh()
print(h.newestFirst, type(of: h.newestFirst))
h.newestFirst = h.pages.reversed()
h.newestFirst.append("end")
print(h.newestFirst)
