import Foundation
// Strings, collections, higher-order functions people paste
let words = "the quick brown fox jumps over the lazy dog".split(separator: " ").map(String.init)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
for (k, v) in freq.sorted(by: { $0.key < $1.key }) where v > 0 { print(k, v) }
let grouped = Dictionary(grouping: words, by: { $0.count })
for k in grouped.keys.sorted() { print(k, grouped[k]!) }
print(words.filter { $0.hasPrefix("t") }.count, words.compactMap { Int($0) }, words.first(where: { $0.count == 5 }) ?? "-")
print(zip(words, 1...).map { "\($1):\($0)" }.prefix(3))
for (i, w) in words.enumerated() where i % 4 == 0 { print(i, w.uppercased()) }
print(stride(from: 10, to: 0, by: -3).map { $0 })
print(Array(words.reversed().prefix(2)), words.dropFirst(7))
let joined = words.joined(separator: "-")
print(joined.count, joined.contains("fox"), joined.replacingOccurrences(of: "-", with: "+").prefix(15))
let n = words.reduce(into: [Character: Int]()) { acc, w in acc[w.first!, default: 0] += 1 }
print(n.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print(words.min() ?? "", words.max(by: { $0.count < $1.count }) ?? "", words.allSatisfy { !$0.isEmpty })
var arr = [5, 3, 8, 1]
arr.sort(by: >)
print(arr, arr.firstIndex(of: 3) ?? -1, arr.contains(where: { $0 > 7 }))
arr.removeAll { $0 < 4 }
print(arr, arr.indices, arr.lastIndex(where: { $0 > 4 }) as Any)
let text = "  Hello, World!  "
print("[\(text.trimmingCharacters(in: .whitespaces))]", text.lowercased(), text.count)
let s2 = "Swift"
print(s2.first!, s2.last!, String(s2.reversed()), s2.dropFirst(), s2.prefix(2), Array(s2))
print(s2.map { $0.isUppercase }, s2.unicodeScalars.count, s2 + "!", s2 == "Swift", s2 < "Taylor")
let opt: Int? = nil
print(opt ?? 0, opt.map { $0 * 2 } as Any, (opt ?? 4).description, String(describing: opt))
let nested = [[1, 2], [3], []]
print(nested.flatMap { $0 }, nested.map(\.count), nested.joined().map { $0 * 10 })
print(Set([3, 1, 2]).sorted(), Set("hello").count)
var d2 = ["a": 1, "b": 2]
d2["c"] = 3; d2["a"] = nil
print(d2.sorted { $0.key < $1.key }, d2.count, d2.keys.sorted(), d2.values.sorted(), d2.mapValues { $0 * 2 }.sorted { $0.key < $1.key })
print(d2.filter { $0.value > 2 }, d2.isEmpty, d2.contains { $0.key == "b" })
