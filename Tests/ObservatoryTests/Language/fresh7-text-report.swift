struct Sale {
    let region: String
    let rep: String
    let amount: Double
}

let sales = [
    Sale(region: "north", rep: "ann", amount: 1200.5),
    Sale(region: "south", rep: "bob", amount: 300),
    Sale(region: "north", rep: "cy", amount: 99.95),
    Sale(region: "east", rep: "ann", amount: 640),
    Sale(region: "south", rep: "dee", amount: 1500),
]

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

let byRegion = Dictionary(grouping: sales, by: \.region)
var lines: [String] = []
defer { print("report had \(lines.count) lines") }
for region in byRegion.keys.sorted() {
    let rows = byRegion[region]!.sorted { $0.amount > $1.amount }
    let total = rows.reduce(0) { $0 + $1.amount }
    lines.append(pad(region.uppercased(), 8) + "total " + String(total))
    for (rank, s) in rows.enumerated() {
        lines.append("  \(rank + 1). \(pad(s.rep, 5)) \(s.amount)")
    }
}
print(lines.joined(separator: "\n"))
let reps = Set(sales.map(\.rep)).sorted()
let best = sales.max { $0.amount < $1.amount }!
print(reps, "best:", best.rep, best.amount)
let words = "the quick brown fox jumps over the lazy dog the end".split(separator: " ")
let freq = words.reduce(into: [:]) { $0[String($1), default: 0] += 1 }
print(freq.filter { $0.value > 1 }.map { "\($0.key)×\($0.value)" }.sorted())
let initials = reps.compactMap(\.first).map(String.init).joined()
print(initials, initials.reversed() == Array("dcba"))
