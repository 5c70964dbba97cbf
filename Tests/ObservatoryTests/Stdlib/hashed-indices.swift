struct Item: Hashable {
  let sku: String
  let qty: Int
}

var stock: [String: Int] = ["bolt": 40, "nut": 0, "gear": 7]
if let i = stock.firstIndex(where: { $0.value == 0 }) {
  let pair = stock[i]
  print("out of stock:", pair.key, pair.value)
  let removed = stock.remove(at: i)
  print("removed", removed.key, "left", stock.count)
}
if let j = stock.index(forKey: "gear") {
  print(stock[j].key, stock[j].value, stock[j] == (key: "gear", value: 7))
  print(j == stock.index(forKey: "gear"), j != stock.endIndex, stock.distance(from: stock.startIndex, to: stock.endIndex))
}
print(stock.index(forKey: "axle") == nil, stock.firstIndex { $0.key.hasPrefix("z") } == nil)

var bins: Set<Item> = [Item(sku: "A", qty: 3), Item(sku: "B", qty: 0)]
if let k = bins.firstIndex(of: Item(sku: "B", qty: 0)) {
  print("found", bins[k].sku, bins[k].qty)
  let gone = bins.remove(at: k)
  print("removed", gone.sku, bins.count, bins.contains(gone))
}
if let e = bins.firstIndex(where: { $0.qty > 2 }) {
  print("stocked", bins[e].sku, bins.index(after: e) == bins.endIndex)
}
let empty: Set<Int> = []
print(empty.startIndex == empty.endIndex, empty.firstIndex(of: 1) == nil)
var tags: Set<String> = ["swift"]
var idx = tags.startIndex
var seen: [String] = []
while idx != tags.endIndex {
  seen.append(tags[idx])
  idx = tags.index(after: idx)
}
print(seen)
