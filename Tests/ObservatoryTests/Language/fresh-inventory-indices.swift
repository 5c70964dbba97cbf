struct Part: Hashable {
  let code: String
  var qty: Int
}

var stock: [String: Int] = ["bolt": 40, "nut": 0, "gear": 7]
if let i = stock.firstIndex(where: { $0.value == 0 }) {
  print("empty:", stock[i].key)
  stock.remove(at: i)
}
print(stock.count, stock["nut"] == nil)
if let j = stock.index(forKey: "gear") {
  let (k, v) = stock[j]
  print(k, v)
}
let parts: Set<String> = ["axle", "wheel"]
if let p = parts.firstIndex(of: "wheel") {
  print(parts[p], parts.contains(parts[p]))
}
let bins = [Part(code: "A", qty: 3), Part(code: "B", qty: 0), Part(code: "C", qty: 9)]
let firstEmpty = bins.firstIndex { $0.qty == 0 }
print(firstEmpty as Any, bins.lastIndex(where: { $0.qty > 2 }) ?? -1)
let slice = bins[1...]
print(slice.firstIndex(where: { $0.code == "C" }) ?? -1, slice.startIndex)
let sorted = stock.sorted { $0.key < $1.key }
for (idx, pair) in sorted.enumerated() { print(idx, pair.key, pair.value) }
let ranks = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [1, 2]))
print(ranks.keys.sorted(), ranks.values.reduce(0, +))
