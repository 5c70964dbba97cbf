// Values called as functions (SE-0253): a struct validator, a class formatter and an enum
// strategy each declare 'callAsFunction'; a form model calls them like closures.
import Observation

struct LengthRule {
  let min: Int
  let message: String
  func callAsFunction(_ text: String) -> String? {
    text.count >= min ? nil : message
  }
}

final class PriceFormatter {
  let symbol: String
  private(set) var calls = 0
  init(symbol: String) { self.symbol = symbol }
  func callAsFunction(_ cents: Int, showCents: Bool = true) -> String {
    calls += 1
    let whole = "\(symbol)\(cents / 100)"
    return showCents ? whole + "." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)" : whole
  }
}

enum Rounding {
  case down, nearest
  func callAsFunction(_ x: Double) -> Int {
    switch self {
    case .down: return Int(x)
    case .nearest: return Int(x.rounded())
    }
  }
}

@Observable
final class CheckoutForm {
  var name = ""
  var priceCents = 1999
  let nameRule = LengthRule(min: 3, message: "name too short")
  let format = PriceFormatter(symbol: "$")

  var errors: [String] { [nameRule(name)].compactMap { $0 } }
  var priceLabel: String { format(priceCents) }
}

let form = CheckoutForm()
withObservationTracking {
  print(form.errors, form.priceLabel)
} onChange: {
  print("form changing")
}
form.name = "Al"
print(form.errors)
form.name = "Alan"
print(form.errors.isEmpty, form.priceLabel, form.format(505, showCents: false))
let rules = [LengthRule(min: 1, message: "empty"), LengthRule(min: 8, message: "short")]
print(rules.map { $0("hello") })
let round = Rounding.nearest
print(round(2.5), Rounding.down(2.9), [Rounding.down, .nearest].map { $0(7.6) })
print(form.format.calls)
