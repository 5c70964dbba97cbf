// A generic Sequence with its own Iterator type, paging an array; Swift.min names the global
// function inside it, where min alone is the sequence's own method.
struct Paginator<Item>: Sequence {
    let all: [Item]
    let pageSize: Int
    struct Iterator: IteratorProtocol {
        let all: [Item]
        let size: Int
        var offset = 0
        mutating func next() -> ArraySlice<Item>? {
            guard offset < all.count else { return nil }
            defer { offset += size }
            return all[offset..<Swift.min(offset + size, all.count)]
        }
    }
    func makeIterator() -> Iterator { Iterator(all: all, size: pageSize) }
}

let pages = Paginator(all: Array(1...10), pageSize: 4)
for (n, page) in pages.enumerated() {
    print("page \(n + 1):", Array(page))
}
print(pages.map { $0.reduce(0, +) })
print(pages.first { $0.contains(6) }.map(Array.init) ?? [])
let words = Paginator(all: ["a", "b", "c"], pageSize: 2)
print(Array(words).count, words.flatMap { $0 }, words.contains { $0.count == 1 })
var it = pages.makeIterator()
_ = it.next()
print(it.offset, it.next().map(Array.init)!)
extension Paginator {
    var largestPage: Int { map(\.count).max() ?? 0 }
    var smallestCount: Int { map(\.count).min() ?? 0 }
}
print(pages.largestPage, pages.smallestCount, Swift.max(pages.largestPage, 10))
