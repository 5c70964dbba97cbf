// Idiom: Decimal money arithmetic — literals, Decimal(string:), multiplying by quantities, sums, comparisons, versus Double.
import Foundation
import Observation

struct LineItem {
    let name: String
    let unitPrice: Decimal
    var quantity: Int
    var total: Decimal { unitPrice * Decimal(quantity) }
}

@Observable final class Invoice {
    var lines: [LineItem] = []
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.total } }
}

print(0.1 + 0.2, Decimal(string: "0.1")! + Decimal(string: "0.2")!)
let invoice = Invoice()
invoice.lines = [
    LineItem(name: "coffee", unitPrice: Decimal(string: "4.50")!, quantity: 2),
    LineItem(name: "cake", unitPrice: Decimal(string: "3.99")!, quantity: 1),
]
withObservationTracking {
    print("subtotal \(invoice.subtotal)")
} onChange: {
    print("subtotal readers invalidated")
}
invoice.lines[1].quantity += 2
print(invoice.subtotal, invoice.lines.map(\.total))
let tax = invoice.subtotal * Decimal(string: "0.2")!
print(tax, invoice.subtotal + tax)
print(Decimal(10) / Decimal(3))
print(Decimal(string: "abc") as Any, Decimal(12) > Decimal(string: "11.99")!, Decimal(5).description)
print(Decimal(2.5), Decimal(100) * 1.1)
