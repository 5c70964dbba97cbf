import Foundation

struct Receipt {
  let items: [(String, Int, Double)]
  var lines: [String] {
    items.map { name, qty, price in
      let total = Double(qty) * price
      return name.padding(toLength: 10, withPad: ".", startingAt: 0) + String(format: "%3d x %6.2f = %7.2f", qty, price, total)
    }
  }
  var total: Double { items.reduce(0) { $0 + Double($1.1) * $1.2 } }
}

let r = Receipt(items: [("Coffee", 2, 3.5), ("Croissant", 1, 2.25), ("Water", 3, 1.1)])
for l in r.lines { print(l) }
print(String(format: "TOTAL %.2f | hex %X | padded %05d | %@", r.total, 255, 42, "thanks"))
let pct = 0.256
print(String(format: "%.1f%%", pct * 100), String(format: "%-6@|", "ab"), String(format: "%+d", 7))
let names = ["ana", "BOB", "carla mendes"]
print(names.map { $0.capitalized }, names.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() })
print("price: \(String(format: "%.2f", 9.999))", "tab\tsep", "quote: \"q\"")
