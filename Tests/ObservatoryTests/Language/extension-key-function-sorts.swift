// A lesson's own sorted(by:) taking a key function, beside the standard library's sorted(by:):
// a one-parameter closure calls the lesson's, as Swift picks by the closure's type.
struct Book { let title: String; let year: Int; let pages: Int }

extension Sequence {
    func sorted<K: Comparable>(by key: (Element) -> K) -> [Element] {
        var out = Array(self)
        out.sort(by: { (a: Element, b: Element) -> Bool in key(a) < key(b) })
        return out
    }
    func max<K: Comparable>(by key: (Element) -> K) -> Element? {
        var best: Element? = nil
        for x in self where best == nil || key(best!) < key(x) { best = x }
        return best
    }
}

let shelf = [
    Book(title: "Observation in Practice", year: 2024, pages: 310),
    Book(title: "Swift Basics", year: 2019, pages: 180),
    Book(title: "Concurrency", year: 2022, pages: 420),
]
print(shelf.sorted(by: { $0.year }).map(\.title))
print(shelf.sorted(by: { book in book.pages }).map(\.pages))
print(shelf.max(by: { $0.title.count })!.title)
print([5, 3, 9].sorted(by: { (n: Int) in -n }), "swift".sorted(by: { $0 }))
