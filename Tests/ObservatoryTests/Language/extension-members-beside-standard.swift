// A method an extension of a standard type adds under a standard member's name is called only
// where its labels are written: `"abc".count` stays String's property beside `count(of:)`, and
// `xs.first(where:)` Array's method beside `first(_:)`. An extension subscript on an Int index
// leaves `s[s.startIndex]` and `s[..<i]` to String's own subscripts.
extension String {
    func count(of ch: Character) -> Int { filter { $0 == ch }.count }
    var isShort: Bool { count < 4 }
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
    subscript(r: Range<Int>) -> String {
        String(self[index(startIndex, offsetBy: r.lowerBound)..<index(startIndex, offsetBy: r.upperBound)])
    }
}

extension Array {
    func first(_ n: Int) -> [Element] { Array(prefix(n)) }
    var head: Element? { first }
    mutating func append(_ e: Element, times: Int) {
        for _ in 0..<times { append(e) }
    }
}

let word = "banana"
print(word.count, word.count(of: "a"), "abc".isShort, word.isShort)
print(word[0], word[2..<4], word[word.startIndex], word[..<word.index(after: word.startIndex)])
let i = word.firstIndex(of: "n")!
print(word[i], word[i...], word[1])
var xs = [5, 8, 13]
print(xs.first as Any, xs.first(2), xs.first(where: { $0 > 6 }) as Any, xs.head as Any)
xs.append(1, times: 2)
xs.append(21)
xs.append(contentsOf: [34])
print(xs, xs.count)
let counts = ["kayak", "level", "abc"].map { ($0.count, $0.count(of: "k")) }
print(counts)

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
}
let names = ["bb", "a", "ccc"]
print(names.sorted(by: \.count), names.sorted(by: \.count, ascending: false))
print(names.sorted(by: >), names.sorted { $0.count > $1.count }, names.sorted())
