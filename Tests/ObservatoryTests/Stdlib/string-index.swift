// String.Index: offsets, subscripts, ranges, searching, mutation at an index; Swift's own printing.
import Foundation

let word = "café"
let i = word.index(word.startIndex, offsetBy: 2)
print(i, word.startIndex, word.endIndex, [i], word[i], word[word.startIndex])
print(word.startIndex..<i, word[word.startIndex..<i], word[i...], word[..<i], word[...i], word[i..<word.endIndex])
print(word.index(after: word.startIndex) < i, i == word.index(word.endIndex, offsetBy: -2), word.distance(from: i, to: word.endIndex))
print(word.index(word.startIndex, offsetBy: 9, limitedBy: word.endIndex) as Any, word.index(before: word.endIndex) == word.index(i, offsetBy: 1))
let r = word.range(of: "fé")!
print(r, r.lowerBound, r.upperBound, word[r], r.isEmpty, word.range(of: "xyz") as Any)
let e = "👍🏽 ok"
let space = e.firstIndex(of: " ")!
print(space, e.distance(from: e.startIndex, to: space), e[e.index(after: space)...], e.lastIndex(of: "o") as Any)
print(e.firstIndex(where: { $0.isLetter }).map { e.distance(from: e.startIndex, to: $0) } as Any, e.firstIndex(of: "z") as Any)
var s = "abc"
s.insert("X", at: s.startIndex)
s.insert(contentsOf: "yz", at: s.endIndex)
print(s, s.remove(at: s.index(after: s.startIndex)), s)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 2))
print(s)
s.replaceSubrange(s.startIndex...s.startIndex, with: "C")
print(s, "Swift".caseInsensitiveCompare("SWIFT"), "a".caseInsensitiveCompare("b") == .orderedAscending)
print([ComparisonResult.orderedSame], "b".caseInsensitiveCompare("A") == ComparisonResult.orderedDescending)
if let range = "Hello, Observation World!".range(of: "Observation") {
  let text = "Hello, Observation World!"
  print(text[range.lowerBound...], text[..<range.lowerBound].count)
}
