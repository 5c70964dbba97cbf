// A lesson type conforming to Sequence: for-in and the standard library's Sequence methods call its
// makeIterator() and next(), one element at a time, interleaved with their closures.
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        defer { n -= 1 }
        print("  next gives", n)
        return n
    }
}
struct Fibs: Sequence {
    func makeIterator() -> FibIterator { FibIterator() }
}
struct FibIterator: IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
final class Lines: Sequence {
    let text: String
    init(_ t: String) { text = t }
    func makeIterator() -> IndexingIterator<[String]> { text.split(separator: "\n").map(String.init).makeIterator() }
}
let c = Countdown(n: 3)
for x in c { print("loop", x) }
print(c.map { $0 * 10 })
print(c.first { $0 < 3 } ?? -1)
print(Array(Fibs().prefix(10)), Fibs().first { $0 > 50 }!)
print(Fibs().dropFirst(5).prefix(3).map { $0 }, Fibs().contains(21))
print(Fibs().enumerated().first { $0.element > 10 }!)
let lines = Lines("a\nbb\nccc")
print(lines.map(\.count), lines.reduce(0) { $0 + $1.count }, lines.sorted(by: >))
for (i, l) in lines.enumerated() { print(i, l) }
print(c.prefix(2))
print(type(of: Fibs().prefix(2)), c.min()!, c.filter { $0 != 2 })
var it = c.makeIterator()
print(it.next()!, it.next()!, c.n)
print(c.allSatisfy { $0 > 0 }, c.reversed(), Set(c).count)
print(c.prefix(2), c.dropFirst())
print(c.elementsEqual([3, 2, 1]), c.split(separator: 2), c.suffix(2), c.starts(with: [3]))
let counts = [Countdown(n: 1), Countdown(n: 2)]
print(counts.map { Array($0) }, counts.flatMap { $0 })

// A sequence's own extension calls Sequence methods on self implicitly.
extension Fibs {
    func below(_ limit: Int) -> [Int] { prefix { $0 < limit }.map { $0 } }
}
extension Countdown {
    var total: Int { reduce(0, +) }
    var text: String { map(String.init).joined(separator: "-") }
}
print(Fibs().below(30), c.total, c.text)
