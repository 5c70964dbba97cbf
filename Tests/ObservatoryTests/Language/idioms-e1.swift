import Observation
@Observable final class Inventory {
  var stock: [String: Int] = ["apple": 3, "pear": 0]
  var history: [(item: String, delta: Int)] = []
  func adjust(_ item: String, by delta: Int) {
    stock[item, default: 0] += delta
    history.append((item: item, delta: delta))
  }
  var inStock: [String] { stock.filter { $0.value > 0 }.map(\.key).sorted() }
}
let inv = Inventory()
withObservationTracking { _ = inv.inStock } onChange: { print("inStock will change") }
inv.adjust("pear", by: 2)
inv.adjust("kiwi", by: 1)
print(inv.inStock, inv.history.count, inv.history.last!.item, inv.history.map(\.delta))
for (item, delta) in inv.history { print("\(item): \(delta > 0 ? "+" : "")\(delta)") }
let grouped = Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! })
for key in grouped.keys.sorted() { print(key, grouped[key]!) }
let counts = ["a", "b", "a"].reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
var matrix = [[1, 2], [3, 4]]
matrix[1][0] = 30
matrix[0].append(5)
print(matrix, matrix.flatMap { $0 }, matrix.map { $0.reduce(0, +) })
let words = "the quick brown fox".split(separator: " ").map(String.init)
print(words.max(by: { $0.count < $1.count })!, words.sorted { $0.count > $1.count }.first!, words.joined(separator: "-"))
let nums = [3, 1, 4, 1, 5, 9, 2, 6]
print(nums.sorted().prefix(3), nums.filter { $0.isMultiple(of: 2) }, nums.firstIndex(of: 4) as Any, Set(nums).count)
let optionals: [Int?] = [1, nil, 3]
print(optionals.compactMap { $0 }, optionals.map { $0 ?? 0 })
var q: [Int] = []
q.append(contentsOf: 1...3)
while let x = q.popLast() { print("pop", x) }
