// An integer literal in a ternary beside a Double branch is a Double, as Swift types it: the
// playground printed '0' (and String(format: "%.2f") refused it) without the compiler check
// (fresh33b's sales report).
struct Sale {
    let units: Int
    let revenue: Double
}

let sales = [Sale(units: 4, revenue: 10), Sale(units: 0, revenue: 0), Sale(units: 3, revenue: 4.5)]
let perUnit = sales.map { $0.units == 0 ? 0 : $0.revenue / Double($0.units) }
print(perUnit)

let discounts = sales.map { $0.revenue > 5 ? $0.revenue * 0.1 : 0 }
print(discounts, discounts.reduce(0, +))

let signs = [-2.5, 0.0, 4.0].map { $0 < 0 ? -1 : Double(1) }
print(signs)

func safeRatio(_ a: Double, _ b: Double) -> String {
    let r = b == 0 ? 0 : a / b
    return "\(r)"
}
print(safeRatio(3, 4), safeRatio(1, 0))
