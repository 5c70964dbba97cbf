// Per-category tallies kept as labelled tuples in a dictionary, updated through
// `subscript(_:default:)` with an unlabelled default `(0, 0)`: in a declared dictionary and in
// `reduce(into:)`'s accumulator. The default takes the dictionary's value type (labels, Doubles).
struct Order {
    let category: String
    let quantity: Int
    let price: Double
}

let orders = [
    Order(category: "books", quantity: 2, price: 12.5),
    Order(category: "games", quantity: 1, price: 59.99),
    Order(category: "books", quantity: 1, price: 8),
    Order(category: "music", quantity: 3, price: 1.25),
]

var totals: [String: (count: Int, revenue: Double)] = [:]
for order in orders {
    totals[order.category, default: (0, 0)].count += order.quantity
    totals[order.category, default: (0, 0)].revenue += Double(order.quantity) * order.price
}
for key in totals.keys.sorted() {
    let t = totals[key]!
    print(key, t.count, t.revenue, t)
}

let byCategory = orders.reduce(into: [String: (orders: Int, units: Int, biggest: Double)]()) { acc, order in
    acc[order.category, default: (0, 0, 0)].orders += 1
    acc[order.category, default: (0, 0, 0)].units += order.quantity
    acc[order.category, default: (0, 0, 0)].biggest = max(acc[order.category]!.biggest, order.price)
}
for (key, value) in byCategory.sorted(by: { $0.key < $1.key }) {
    print(key, value.orders, value.units, value.biggest)
}
print(byCategory["books"]!, type(of: byCategory["music"]!.biggest))
