// Dictionary: initializers, closure methods in both forms, default subscripts. Dictionaries with
// more than one key are printed sorted: Swift's order is random per process.
var d = ["b": 2, "a": 1]
print(d.count, d.isEmpty, d["a"] as Any, d["z"] as Any, d["z", default: 0])
print(d.keys.sorted(), d.values.sorted(), d.values.reduce(0, +), Array(d.keys).count)
print(d.sorted { $0.key < $1.key }, d.sorted(by: { $0.value > $1.value }).map { $0.key })
print(d.map { $0.value * 10 }.sorted(), d.map { key, value in key + String(value) }.sorted())
print(d.filter { $0.value > 1 }, d.filter({ $0.key == "a" }))
print(d.mapValues { $0 * 100 }.sorted { $0.key < $1.key }, d.compactMapValues { $0 > 1 ? "big" : nil })
print(d.contains { $0.value == 2 }, d.contains(where: { $0.key == "q" }), d.keys.contains("a"))
print(d.first { $0.value == 2 } as Any, d.min { $0.value < $1.value } as Any, d.max(by: { $0.value < $1.value }) as Any)
print(d.reduce(0) { $0 + $1.value }, d.allSatisfy { $0.value > 0 }, d.count(where: { $0.value > 1 }))
d["c"] = 3
d["a"] = nil
print(d.sorted { $0.key < $1.key })
d["b", default: 0] += 10
d["n", default: 0] += 1
print(d.sorted { $0.key < $1.key })
print(d.updateValue(7, forKey: "c") as Any, d.updateValue(8, forKey: "x") as Any, d.removeValue(forKey: "x") as Any, d.removeValue(forKey: "zz") as Any)
print(d.sorted { $0.key < $1.key })
var m = ["a": 1]
m.merge(["a": 5, "b": 2]) { old, new in old + new }
print(m.sorted { $0.key < $1.key })
m.merge(["b": 9], uniquingKeysWith: { _, new in new })
print(m.sorted { $0.key < $1.key }, m.merging(["c": 3]) { a, _ in a }.count)
m.removeAll()
print(m, m.isEmpty)
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let groups = Dictionary(grouping: words) { $0.first! }
print(groups.keys.sorted(), groups["b"] as Any, Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 })[0] as Any)
let pairs = Dictionary(uniqueKeysWithValues: [("x", 1), ("y", 2)])
print(pairs.sorted { $0.key < $1.key }, Dictionary(uniqueKeysWithValues: zip(["k"], [9])))
let summed = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(summed.sorted { $0.key < $1.key }, Dictionary([("q", 1), ("q", 2)]) { first, _ in first })
var counts: [String: Int] = [:]
for w in ["x", "y", "x", "x"] { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }, counts["x"]!, counts.values.max() as Any)
var nested: [String: [Int]] = [:]
nested["a", default: []].append(1)
nested["a", default: []].append(2)
print(nested, nested["a"]?.count as Any)
let e = [String: Int]()
print(e, e.count, e.first as Any, [Int: String](), Dictionary<String, Bool>())
print(["one": 1], ["k": [1, 2]], [1: "x"], ["t": true], ["d": 1.5], ["o": Optional(1)], ["n": Optional<Int>.none])
for (key, value) in ["only": 1] { print(key, value) }
for pair in ["p": 2] { print(pair, pair.key, pair.value) }
print(["a": 1] == ["a": 1], ["a": 1] != ["a": 2], d.first(where: { $0.key == "c" })?.value as Any)
