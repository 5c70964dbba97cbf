// Extensions of the collection protocols reach the standard library's wrappers as Swift's
// conformances say: a reversed array, an enumerated one, a zip, a dictionary's keys and values.
extension Sequence {
  func countWhere(_ test: (Element) -> Bool) -> Int {
    var n = 0
    for x in self where test(x) { n += 1 }
    return n
  }
  var asArray: [Element] { Array(self) }
}
extension Collection {
  var second: Element? { dropFirst().first }
  subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
  var middle: Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
}
extension BidirectionalCollection {
  var penultimate: Element? { dropLast().last }
}
extension Sequence where Element: Numeric {
  func total() -> Element { reduce(0, +) }
}

let scores = [70, 85, 92, 64]
let fromLast = scores.reversed()
print(fromLast.second as Any, fromLast.middle as Any, fromLast.penultimate as Any)
print(fromLast[safe: fromLast.startIndex] as Any, fromLast.countWhere { $0 > 80 }, fromLast.total())
print(fromLast.asArray)

let ranked = scores.enumerated()
print(ranked.countWhere { $0.offset % 2 == 0 }, ranked.asArray.map { "\($0.offset):\($0.element)" })
print(ranked.second.map { "\($0.offset):\($0.element)" } ?? "none")

let pairs = zip(["a", "b", "c"], scores)
print(pairs.countWhere { $0.1 > 80 }, pairs.asArray.count)

let stock = ["apples": 3, "pears": 0, "plums": 7]
print(stock.values.total(), stock.keys.countWhere { $0.hasPrefix("p") })
print(stock.values.sorted(), stock.keys.sorted().second as Any)
print((1...10).reversed().total(), stride(from: 0, to: 10, by: 3).total())
