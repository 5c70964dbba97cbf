// A tag index whose sets and counts start empty: their enumerated views and zips print with
// their types, as Swift prints them; a set's reversed() is an array.
struct TagIndex {
    var tags: Set<String> = []
    var counts: [String: Int] = [:]
    var pinned: [String] = []

    func numberedTags() -> EnumeratedSequence<Set<String>> { tags.enumerated() }
}

let index = TagIndex()
print(index.tags.enumerated())
print(index.counts.enumerated())
print(zip(index.pinned, index.tags))
print("counted: \(index.counts.enumerated())")
debugPrint(index.numberedTags())
let seen: Set<Int> = []
print([seen.enumerated()], type(of: seen.enumerated()))
print(seen.reversed(), seen.reversed().isEmpty)
let pairs = zip(index.counts, seen)
print(pairs, type(of: pairs))

var filled = index
filled.counts = ["swift": 3]
filled.pinned = ["swift"]
print(filled.counts.enumerated().map { "\($0.offset): \($0.element.key)=\($0.element.value)" })
print(zip(filled.pinned, filled.counts).map { "\($0) \($1.value)" })
