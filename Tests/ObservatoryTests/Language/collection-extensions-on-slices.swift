// An extension of a collection protocol reaches an ArraySlice too (`xs.dropFirst()[safe: 1]`,
// `xs.prefix(2).second`, `xs[1...].isSortedAscending()`); an extension of Array does not.
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
    var second: Element? { dropFirst().first }
}
extension RandomAccessCollection where Element: Comparable {
    func isSortedAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Array {
    var lastIndexOrNil: Int? { isEmpty ? nil : count - 1 }
}
let xs = [10, 20, 30, 40]
let tail = xs.dropFirst()
print(tail[safe: 1] as Any, tail[safe: 2] as Any, tail[safe: 9] as Any, tail.second as Any)
print(xs[1...].isSortedAscending(), [3, 1].isSortedAscending(), xs.lastIndexOrNil as Any)
print(Array(xs.suffix(2))[safe: 0] as Any, xs.prefix(2).second as Any)
