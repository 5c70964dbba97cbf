// Idiom: for await over Observations — a computed summary string, break on a condition, writes separated by sleeps.
import Observation

@Observable final class Order {
    var items = 0
    var shipped = false
    var summary: String { shipped ? "shipped \(items)" : "\(items) in cart" }
}

let order = Order()
let watcher = Task { @MainActor () -> [String] in
    var seen: [String] = []
    for await summary in Observations({ order.summary }) {
        seen.append(summary)
        if order.shipped { break }
    }
    return seen
}
try? await Task.sleep(for: .milliseconds(20))
order.items += 1
try? await Task.sleep(for: .milliseconds(20))
order.items += 1
order.items += 1
try? await Task.sleep(for: .milliseconds(20))
order.shipped = true
print(await watcher.value)
