// A shelf's tags, ratings and scores start empty: what their sorted, filtered, shuffled and
// combined results are is named as Swift names it, empty or not.
struct Shelf {
    var tags: Set<String> = []
    var ratings: [String: Int] = [:]
    var scores: [Double] = []
}

var shelf = Shelf()
print(type(of: shelf.tags.sorted()), type(of: shelf.tags.reversed()))
print(type(of: shelf.tags.filter { $0.hasPrefix("s") }), type(of: shelf.tags.union(["swift"])))
print(type(of: shelf.ratings.filter { $0.value > 3 }))
print(type(of: shelf.ratings.sorted { $0.key < $1.key }))
print(type(of: shelf.scores.sorted(by: >)), type(of: shelf.scores.shuffled()))
print(shelf.scores.sorted().reversed())
let empty: [Int] = []
print(type(of: empty.filter { $0 > 0 }.sorted()))
let merged = shelf.ratings.merging(["swift": 5]) { a, _ in a }
print(type(of: merged), merged)

shelf.tags = ["ui", "swift"]
shelf.scores = [2.5, 4.0]
print(shelf.tags.sorted(), type(of: shelf.tags.intersection(["swift"])))
print(shelf.scores.sorted(by: >).reversed(), type(of: shelf.tags.subtracting(["ui"])))
