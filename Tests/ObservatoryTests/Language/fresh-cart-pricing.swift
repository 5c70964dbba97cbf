import Observation

protocol PricingService {
  func price(for sku: String) throws -> Int
  var name: String { get }
}

extension PricingService {
  var name: String { "pricing" }
  func total(_ skus: [String]) throws -> Int {
    try skus.reduce(0) { $0 + (try price(for: $1)) }
  }
}

enum PricingError: Error, CustomStringConvertible {
  case unknownSKU(String)
  case outOfStock(sku: String, restockDays: Int)

  var description: String {
    switch self {
    case .unknownSKU(let s): return "unknown SKU \(s)"
    case let .outOfStock(sku, days): return "\(sku) out of stock for \(days) days"
    }
  }
}

struct TablePricing: PricingService {
  let table: [String: Int]
  var name: String { "table" }
  func price(for sku: String) throws -> Int {
    if sku.hasPrefix("X") { throw PricingError.outOfStock(sku: sku, restockDays: sku.count) }
    guard let p = table[sku] else { throw PricingError.unknownSKU(sku) }
    return p
  }
}

struct FreePricing: PricingService {
  func price(for sku: String) throws -> Int { 0 }
}

@Observable
final class Cart {
  var skus: [String] = []
  var lastError: String?
  let pricing: any PricingService

  init(pricing: any PricingService) { self.pricing = pricing }

  var total: Int? {
    do {
      return try pricing.total(skus)
    } catch let e as PricingError {
      lastError = e.description
      return nil
    } catch {
      return nil
    }
  }
}

func checkout(_ cart: Cart) -> String {
  var log: [String] = []
  defer { print("checkout log:", log) }
  log.append("start \(cart.pricing.name)")
  guard let t = cart.total else {
    log.append("failed")
    return "error: \(cart.lastError ?? "?")"
  }
  log.append("ok")
  return "total \(t)"
}

let cart = Cart(pricing: TablePricing(table: ["A1": 250, "B2": 1_199, "C3": 45]))
withObservationTracking {
  _ = cart.skus.count
} onChange: {
  print("cart changed")
}
cart.skus += ["A1", "C3"]
print(checkout(cart))
cart.skus.append("Q9")
print(checkout(cart))
cart.skus.removeLast()
cart.skus.append("XYZ")
print(checkout(cart))
let free = Cart(pricing: FreePricing())
free.skus = ["A1", "B2"]
print(checkout(free), free.pricing.name)
let services: [any PricingService] = [TablePricing(table: [:]), FreePricing()]
for s in services {
  do {
    print(s.name, try s.total(["A1"]))
  } catch {
    print(s.name, "threw", error)
  }
}
