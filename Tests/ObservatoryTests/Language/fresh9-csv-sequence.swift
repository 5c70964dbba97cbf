// Reading a CSV with quoted fields using an index-walking tokenizer and sequence(state:next:).
func fields(of line: Substring) -> [String] {
    var out: [String] = []
    var current = ""
    var quoted = false
    for ch in line {
        switch (ch, quoted) {
        case ("\"", _): quoted.toggle()
        case (",", false):
            out.append(current)
            current = ""
        default: current.append(ch)
        }
    }
    out.append(current)
    return out
}

let csv = """
id,name,city,tags
1,"Lovelace, Ada",London,"math,poetry"
2,Turing,Wilmslow,
3,"Hopper, Grace","New York",navy
"""

let lines = csv.split(separator: "\n")
let header = fields(of: lines[0])
let rows = sequence(state: lines.dropFirst().makeIterator()) { it -> [String: String]? in
    guard let line = it.next() else { return nil }
    return Dictionary(uniqueKeysWithValues: zip(header, fields(of: line)))
}
for row in rows {
    let tags = row["tags"]!.split(separator: ",")
    print(row["id"]!, row["name"]!, "|", row["city"]!, "|", tags.isEmpty ? "-" : tags.joined(separator: "+"))
}
let cities = rows.map { $0["city"]! }.sorted()
print(cities, rows.first { $0["name"]!.hasPrefix("Turing") }?["id"] ?? "none")

let ids = sequence(first: 1) { $0 < 3 ? $0 + 1 : nil }
print(Array(ids), ids.reduce(0, +))
let backoff = sequence(first: 100) { min($0 * 2, 1_000) }
print(backoff.prefix(6).map { "\($0)ms" }.joined(separator: " "))
var countdown = sequence(state: 3) { (n: inout Int) -> Int? in
    defer { n -= 1 }
    return n > 0 ? n : nil
}
while let n = countdown.next() { print("T-\(n)") }
print(countdown.next() as Any)
