import Observation

struct StockChange: Sendable {
    let sku: String
    let delta: Int
}

@MainActor
@Observable
final class Inventory {
    private(set) var stock: [String: Int] = [:]
    private(set) var lowStock: Set<String> = []
    let threshold = 3

    func apply(_ change: StockChange) {
        let new = stock[change.sku, default: 0] + change.delta
        guard new >= 0 else {
            print("  rejected \(change.sku) \(change.delta): only \(stock[change.sku, default: 0]) left")
            return
        }
        stock[change.sku] = new
        if new < threshold { lowStock.insert(change.sku) } else { lowStock.remove(change.sku) }
    }
}

let inventory = Inventory()
let (updates, feed) = AsyncStream.makeStream(of: StockChange.self, bufferingPolicy: .unbounded)

let consumer = Task { @MainActor in
    var applied = 0
    for await change in updates {
        inventory.apply(change)
        applied += 1
    }
    return applied
}

let alerts = Task { @MainActor in
    var seen: [String] = []
    for await low in Observations({ inventory.lowStock.sorted() }) {
        seen.append(low.joined(separator: ","))
        print("low stock:", low.isEmpty ? "none" : low.joined(separator: ", "))
        if seen.count == 4 { break }
    }
    return seen
}

let script: [(String, Int)] = [("apple", 10), ("pear", 2), ("apple", -8), ("pear", 5), ("plum", 1), ("apple", -5), ("plum", 4)]
for (sku, delta) in script {
    feed.yield(StockChange(sku: sku, delta: delta))
    try await Task.sleep(for: .milliseconds(5))
}
feed.finish()
print("applied", await consumer.value)
let history = await alerts.value
print(history)
for (sku, n) in inventory.stock.sorted(by: { $0.key < $1.key }) { print(sku, n) }
