// Array: every closure-taking method in its labelled and trailing-closure forms.
var a = [3, 1, 2, 5, 4]
print(a.count, a.isEmpty, a.first as Any, a.last as Any, a.indices, a.startIndex, a.endIndex)
print(a.contains(2), a.contains(9), a.contains(where: { $0 > 4 }), a.contains { $0 > 5 })
print(a.first(where: { $0 > 2 }) as Any, a.first { $0 > 9 } as Any)
print(a.last(where: { $0 < 3 }) as Any, a.last { $0 > 3 } as Any)
print(a.firstIndex(of: 5) as Any, a.firstIndex(where: { $0 == 2 }) as Any, a.firstIndex { $0 == 7 } as Any)
print(a.lastIndex(of: 1) as Any, a.lastIndex(where: { $0 > 2 }) as Any, a.lastIndex { $0 > 2 } as Any)
print(a.sorted(), a.sorted(by: >), a.sorted { $0 > $1 }, a.sorted(by: { $0 < $1 }))
print(a.min() as Any, a.max() as Any, a.min(by: { $0 > $1 }) as Any, a.max { $0 > $1 } as Any)
print(a.map { $0 * 2 }, a.map({ $0 + 1 }), a.filter { $0 % 2 == 1 }, a.filter({ $0 > 2 }))
print(a.reduce(0, +), a.reduce(0) { $0 + $1 }, a.reduce(1, { $0 * $1 }))
print(a.reduce(into: [Int]()) { $0.append($1 * 10) }, a.reduce(into: 0, { acc, x in acc += x }))
print(a.allSatisfy { $0 > 0 }, a.allSatisfy({ $0 > 1 }))
print(a.count(where: { $0 > 2 }), a.count { $0 < 3 })
print(a.compactMap { $0 > 2 ? $0 : nil }, ["1", "x", "3"].compactMap { Int($0) }, [[1, 2], [3]].flatMap { $0 })
print([1, 2, 3].flatMap { [$0, $0] }, [[1], [2, 3]].joined().map { $0 }, ["a", "b"].joined(), ["a", "b"].joined(separator: "-"))
a.forEach { print($0, terminator: " ") }
print()
for (i, x) in a.enumerated() { print(i, x, terminator: "; ") }
print()
print(a.enumerated().map { $0.offset * $0.element }, a.enumerated().map { i, x in i + x })
print(Array(a.enumerated()).count, a.prefix(2), a.suffix(2), a.dropFirst(), a.dropLast(2), a.dropFirst(9))
print(a.prefix(while: { $0 > 2 }), a.drop(while: { $0 > 2 }), a.prefix { $0 != 2 })
print(a.split(separator: 2), [1, 0, 2, 0, 0, 3].split(separator: 0), [1, 0, 2].split { $0 == 0 })
print(a.elementsEqual([3, 1, 2, 5, 4]), a.starts(with: [3, 1]), a.starts(with: [1]))
print(Array(a.reversed()), a.reversed().map { $0 })
var b = a
b.append(6)
b.append(contentsOf: [7, 8])
b.insert(0, at: 0)
b.insert(contentsOf: [9, 9], at: 1)
print(b)
print(b.remove(at: 1), b.removeFirst(), b.removeLast(), b)
b.removeFirst(2)
b.removeLast(1)
print(b, b.popLast() as Any)
b.removeAll(where: { $0 == 5 })
print(b)
b.removeAll { $0 > 3 }
print(b)
b.removeAll()
print(b, b.popLast() as Any, b.first as Any)
var c = [5, 2, 8]
c.sort()
print(c)
c.sort(by: >)
print(c)
c.sort { $0 < $1 }
print(c)
c.reverse()
print(c)
c.swapAt(0, 2)
print(c)
print(Array(repeating: "x", count: 3), Array(1...4), Array("hey"), [Int](), [String]())
print([1, 2] + [3], [1, 2] == [1, 2], [1, 2] != [2, 1])
var d = [1, 2, 3, 4, 5, 6]
d.removeSubrange(1..<3)
print(d, d[1...2], d[0..<2], Array(d[2..<4]))
d.replaceSubrange(0..<2, with: [7, 7, 7])
print(d)
print([3, 1, 2].sorted().first as Any, ["b", "a"].sorted(), ["b", "A", "a"].sorted(), [2.5, 1.5].sorted())
print(["x": 1].isEmpty, [[1, 2], [3]].map { $0.count }, [1, 2, 3].map { String($0) })
print([1, 2, 3].contains(where: { $0 == 2 }) ? "yes" : "no")
let words = ["apple", "fig", "banana"]
print(words.max(by: { $0.count < $1.count }) as Any, words.min { $0.count < $1.count } as Any)
print(words.sorted { $0.count < $1.count }, words.map(\.count), words.sorted(by: { $0 > $1 }))
print(words.firstIndex(of: "fig") as Any, words.firstIndex(of: "kiwi") as Any)
print(words.filter { $0.hasPrefix("b") }.count, words.map { $0.uppercased() }.joined(separator: ", "))
// Random results are printed only where they cannot differ: sorted, counted, or of one element.
var deck = [3, 1, 2]
deck.shuffle()
print(deck.sorted(), deck.shuffled().sorted(), [7].randomElement() as Any, [Int]().randomElement() as Any, [1, 2, 3].dropLast())
print(Array<Int>(), Array<String>().isEmpty)
let tail = [1, 2, 3, 4, 5].dropFirst()
var cut = [1, 2, 3, 4, 5]
cut.removeSubrange(3...)
print(tail[2...], tail[..<3], tail[...2], [tail[3...]], tail.startIndex, tail.indices, cut)
var buffer: [Int] = []
buffer.reserveCapacity(8)
buffer += tail
print(buffer, buffer.count, buffer.isEmpty)
var index: [String: Int] = [:]
index.reserveCapacity(4)
var seen: Set<Int> = []
seen.reserveCapacity(4)
var text = ""
text.reserveCapacity(16)
index["a"] = 1
seen.insert(2)
text += "ok"
print(index, seen, text)
