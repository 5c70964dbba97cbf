import Foundation

struct Product {
    let sku: String
    let name: String
    let category: String
    var stock: Int
    let unitPrice: Double
    var value: Double { Double(stock) * unitPrice }
}

extension Product: CustomStringConvertible {
    var description: String {
        String(format: "%-6@ %-14@ %4d × %7.2f = %9.2f", sku as NSString, name as NSString, stock, unitPrice, value)
    }
}

struct Inventory {
    private(set) var products: [String: Product] = [:]

    init(_ list: [Product]) {
        for p in list { products[p.sku] = p }
    }

    mutating func receive(_ sku: String, _ qty: Int) {
        products[sku]?.stock += qty
    }

    mutating func ship(_ sku: String, _ qty: Int) -> Bool {
        guard let p = products[sku], p.stock >= qty else { return false }
        products[sku]!.stock -= qty
        return true
    }

    func lowStock(below limit: Int) -> [Product] {
        products.values.filter { $0.stock < limit }.sorted { ($0.stock, $0.sku) < ($1.stock, $1.sku) }
    }

    var byCategory: [(String, Double)] {
        Dictionary(grouping: products.values, by: \.category)
            .mapValues { $0.reduce(0) { $0 + $1.value } }
            .sorted { $0.value > $1.value }
    }
}

var inventory = Inventory([
    Product(sku: "A100", name: "Desk lamp", category: "home", stock: 14, unitPrice: 23.5),
    Product(sku: "A200", name: "Notebook", category: "office", stock: 120, unitPrice: 2.75),
    Product(sku: "B300", name: "Headphones", category: "audio", stock: 3, unitPrice: 79.99),
    Product(sku: "B310", name: "Speaker", category: "audio", stock: 0, unitPrice: 45),
    Product(sku: "C400", name: "Mug", category: "home", stock: 36, unitPrice: 6.4),
])

let orders: [(String, Int)] = [("A200", 30), ("B300", 5), ("B310", 1), ("C400", 12), ("A100", 14)]
var shipped = 0, rejected: [String] = []
for (sku, qty) in orders {
    if inventory.ship(sku, qty) { shipped += qty } else { rejected.append("\(sku)×\(qty)") }
}
inventory.receive("B310", 8)
inventory.receive("ZZZ", 1)

for sku in inventory.products.keys.sorted() { print(inventory.products[sku]!) }
print("shipped \(shipped) units; rejected:", rejected.joined(separator: ", "))
print("low:", inventory.lowStock(below: 10).map { "\($0.name) (\($0.stock))" })
for (category, value) in inventory.byCategory {
    print(category.padding(toLength: 8, withPad: ".", startingAt: 0), String(format: "%.1f", value))
}
let total = inventory.products.values.map(\.value).reduce(0, +)
print(String(format: "total %.2f, mean price %.3f", total, inventory.products.values.map(\.unitPrice).reduce(0, +) / 5))
