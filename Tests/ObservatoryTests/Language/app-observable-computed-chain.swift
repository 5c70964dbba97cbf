import Foundation
import Observation

@Observable final class Invoice {
  var lineItems: [(name: String, cents: Int)] = []
  var taxRate = 0.2
  var currency = "EUR"
  @ObservationIgnored var renderCount = 0

  var subtotal: Int { lineItems.reduce(0) { $0 + $1.cents } }
  var tax: Int { Int((Double(subtotal) * taxRate).rounded()) }
  var total: Int { subtotal + tax }
  var formatted: String {
    renderCount += 1
    return "\(currency) \(total / 100).\(String(format: "%02d", total % 100))"
  }
}

let invoice = Invoice()
func track(_ label: String, _ body: @escaping () -> Void) {
  withObservationTracking(body) { print("  -> \(label) invalidated") }
}
track("total label") { _ = invoice.formatted }
invoice.lineItems.append((name: "Design", cents: 120_000))
print(invoice.formatted)
track("tax row") { _ = invoice.tax }
invoice.currency = "USD"
invoice.taxRate = 0.075
print(invoice.formatted, invoice.renderCount)
track("names") { _ = invoice.lineItems.map(\.name) }
invoice.lineItems[0].cents += 5
print(invoice.lineItems.map { "\($0.name): \($0.cents)" }, invoice.formatted)
