// Ranges, strides, zip, enumerated, min/max of several values.
let r = 0..<5
let c = 1...3
print(r, c, r.count, c.count, r.isEmpty, (3..<3).isEmpty, r.lowerBound, r.upperBound, c.upperBound)
print(r.contains(4), r.contains(5), c.contains(3), c.contains(0), r.first as Any, r.last as Any, c.last as Any)
print(r.map { $0 * $0 }, c.map { "n\($0)" }, r.filter { $0 % 2 == 0 }, r.reduce(0, +), c.reduce(1, *))
print(Array(r.reversed()), Array(c.reversed()), r.reversed().map { $0 }, c.sorted(by: >), r.min() as Any, c.max() as Any)
print(r.contains { $0 > 3 }, r.allSatisfy { $0 >= 0 }, r.first { $0 > 1 } as Any, r.firstIndex(of: 3) as Any, (5..<9).firstIndex(of: 7) as Any)
print(r.prefix(2), r.dropFirst(3), (10..<20).suffix(3), Array(r), r.count(where: { $0 > 2 }), r.randomElement() != nil)
print(r == 0..<5, c == 1...3, [0..<2], [1...2], Optional(0..<1) as Any, (0...0).count)
for i in 0..<3 { print(i, terminator: " ") }
for i in (1...3).reversed() { print(i, terminator: " ") }
print()
for i in stride(from: 0, to: 10, by: 3) { print(i, terminator: " ") }
for i in stride(from: 10, through: 0, by: -5) { print(i, terminator: " ") }
for x in stride(from: 0.0, through: 1.0, by: 0.25) { print(x, terminator: " ") }
for x in stride(from: 0.0, to: 0.3, by: 0.1) { print(x, terminator: " ") }
print()
print(Array(stride(from: 1, to: 2, by: 1)), stride(from: 0, to: 6, by: 2).map { $0 * 10 }, Array(stride(from: 5, through: 1, by: -2)))
print(Array(stride(from: 1.0, to: 2.0, by: 0.3)), stride(from: 0, to: 4, by: 2), stride(from: 0.0, through: 1.0, by: 0.5))
let names = ["a", "b", "c"]
let scores = [3, 1, 2]
print(Array(zip(names, scores)), zip(names, scores).map { $0.0 + String($0.1) }, zip(names, scores).map { n, s in "\(n)\(s)" })
for (n, s) in zip(names, [9, 8]) { print(n, s, terminator: "; ") }
print()
print(zip([1, 2], [3, 4]), zip(1...3, ["x", "y"]).count(where: { $0.0 > 1 }))
for (i, n) in names.enumerated() { print(i, n, terminator: " ") }
print()
print(Array(names.enumerated()), names.enumerated().map { "\($0.offset):\($0.element)" }, names.enumerated().filter { $0.offset > 0 }.map { $0.element })
print(names.enumerated().first { $0.element == "b" }?.offset as Any, Array("hi".enumerated()))
print(min(3, 1), max(3, 1), min(2, 8, -1, 4), max("a", "c", "b"), min(1.5, 0.5), max(2, 2.5))
var iterator = [10, 20].makeIterator()
while let n = iterator.next() { print("next", n) }
print(iterator.next() as Any)
var chars = "ab".makeIterator()
print(chars.next() as Any, chars.next() as Any, chars.next() as Any)
