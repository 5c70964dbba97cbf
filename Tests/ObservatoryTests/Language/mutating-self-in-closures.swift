// A non-escaping closure inside a mutating method changes `self` (Swift's inout self): the
// caller's value has every change when the method returns, and the closure reads what the method
// wrote before it.
struct Inventory {
    var stock: [String: Int] = [:]
    var log: [String] = []
    var total: Int { stock.values.reduce(0, +) }

    mutating func remove(_ names: [String]) {
        names.forEach { stock[$0] = nil }
        names.forEach { name in log.append("removed \(name)") }
    }

    mutating func restock(by n: Int) {
        for key in stock.keys.sorted() { stock[key]! += n }
        stock.keys.sorted().forEach { self.log.append("\($0) -> \(self.stock[$0]!)") }
    }

    mutating func reset() {
        let before = total
        [0].forEach { _ in self = Inventory() }
        log.append("reset from \(before)")
    }

    mutating func apply(_ changes: [(String, Int)]) -> Int {
        var applied = 0
        changes.filter { $0.1 != 0 }.forEach { name, delta in
            stock[name, default: 0] += delta
            applied += 1
        }
        return applied
    }
}

enum Counter {
    case idle, counting(Int)
    mutating func tick(_ times: Int) {
        (0..<times).forEach { _ in
            switch self {
            case .idle: self = .counting(1)
            case .counting(let n): self = .counting(n + 1)
            }
        }
    }
}

var inv = Inventory(stock: ["apple": 3, "pear": 1, "plum": 5])
inv.remove(["pear", "kiwi"])
print(inv.stock.sorted { $0.key < $1.key }, inv.log)
inv.restock(by: 2)
print(inv.total, inv.log.suffix(2))
print(inv.apply([("apple", -1), ("fig", 4), ("plum", 0)]), inv.stock.sorted { $0.key < $1.key })
var copy = inv
copy.reset()
print(copy.stock, copy.log, inv.total)
var c = Counter.idle
c.tick(3)
print(c)
var counters = [Counter.idle, .counting(10)]
counters[1].tick(2)
print(counters)
