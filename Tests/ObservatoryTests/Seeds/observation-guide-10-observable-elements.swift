// Seed: observation guide §7 — items as @Observable CartLine elements: items[0].quantity fires line readers, not items.count readers.
import Observation

@MainActor
@Observable
final class CartLine {
    let name: String
    var quantity: Int
    init(name: String, quantity: Int = 1) {
        self.name = name
        self.quantity = quantity
    }
}

@MainActor
@Observable
final class Cart {
    var items: [CartLine] = []
}

let cart = Cart()
cart.items = [CartLine(name: "Coffee"), CartLine(name: "Tea", quantity: 2)]

withObservationTracking {
    _ = cart.items.count
} onChange: {
    print("count reader invalidated")
}
let line = cart.items[0]
withObservationTracking {
    _ = line.quantity
} onChange: {
    print("line reader invalidated; still sees quantity \(MainActor.assumeIsolated { line.quantity })")
}

print("cart.items[0].quantity += 1")
cart.items[0].quantity += 1
print("quantities: \(cart.items.map { "\($0.name)×\($0.quantity)" })")
print("append a line")
cart.items.append(CartLine(name: "Mug"))
print("lines: \(cart.items.count)")
await Task.yield()
