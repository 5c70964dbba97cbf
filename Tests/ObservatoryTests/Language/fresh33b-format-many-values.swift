import Foundation

// String(format:) with a report row's many values (fresh33b's sales report formatted six and
// more and was refused as 'String(format:_:_:_:_:_:_:)' not available).
struct Row {
    let region: String
    let units: Int
    let price: Double
    let returns: Int
}

let rows = [
    Row(region: "North", units: 120, price: 9.99, returns: 3),
    Row(region: "South", units: 310, price: 4.25, returns: 12),
    Row(region: "East", units: 42, price: 99.0, returns: 0),
]

for r in rows {
    let revenue = Double(r.units) * r.price
    let rate = Double(r.returns) / Double(r.units) * 100
    print(String(format: "%@|%5d|%8.2f|%10.2f|%3d|%5.1f%%|%x", r.region, r.units, r.price, revenue, r.returns, rate, r.units))
}
print(String(format: "%d-%d-%d %d:%d:%d.%03d", 2026, 12, 7, 23, 5, 9, 42))
print(String(format: "%2$@ %1$@ %4$d %3$d %6$.1f %5$.1f %7$@ %8$c", "a", "b", 1, 2, 1.5, 2.5, "end", 33))
let cells = (1...10).map { Double($0) / 4 }
print(String(format: "%.2f %.2f %.2f %.2f %.2f %.2f %.2f %.2f %.2f %.2f", cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[6], cells[7], cells[8], cells[9]))
