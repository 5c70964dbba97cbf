// A subscript with an argument label in an extension of a standard type is called only where its
// label is written: `d[key]`, `byID[id]` in a generic type and the `self[i]` inside it stay the
// standard library's subscripts.
extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Array where Element: Numeric {
    subscript(wrapping i: Int) -> Element { self[((i % count) + count) % count] }
}

extension String {
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
}

protocol Keyed {
    associatedtype Key: Hashable
    var key: Key { get }
}

struct Item: Keyed {
    let key: Int
    let name: String
}

struct Store<Model: Keyed> {
    private var byKey: [Model.Key: Model] = [:]
    mutating func put(_ m: Model) { byKey[m.key] = m }
    func find(_ k: Model.Key) -> Model? { byKey[k] }
}

let scores = ["ann": 3, "bob": 5]
print(scores["ann"] as Any, scores["zed"] as Any)
let xs = [10, 20, 30]
print(xs[1], xs[safe: 1] as Any, xs[safe: 7] as Any, xs[safe: -1] as Any)
print(xs[wrapping: 4], xs[wrapping: -1], Array(xs.prefix(2))[safe: 1] as Any)
print("hello"[1], "hello"[safe: "hello".startIndex] as Any)
var store = Store<Item>()
store.put(Item(key: 3, name: "three"))
store.put(Item(key: 1, name: "one"))
print(store.find(3)?.name ?? "-", store.find(2)?.name ?? "-")
let words = ["a", "b"]
if let w = words[safe: 1] { print("second word", w) }
print(words[safe: 2]?.uppercased() ?? "none", [Int]()[safe: 0] as Any)
let nested = [[1, 2], [3]]
print(nested[safe: 1]?[safe: 0] as Any, nested[safe: 1]?[safe: 1] as Any)
