// A lesson's own Sequence zipped with an array, a range or another lesson Sequence; a metatype
// of a sugared type as a parameter; a trailing closure given to a subscript.

struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    guard n > 0 else { return nil }
    defer { n -= 1 }
    return n
  }
}

struct Fibonacci: Sequence {
  struct Iterator: IteratorProtocol {
    var a = 0
    var b = 1
    mutating func next() -> Int? {
      defer { (a, b) = (b, a + b) }
      return a
    }
  }
  func makeIterator() -> Iterator { Iterator() }
}

for (n, name) in zip(Countdown(n: 3), ["three", "two", "one", "liftoff"]) {
  print(n, name)
}
let labelled = zip(["a", "b", "c", "d"], Fibonacci()).map { "\($0)=\($1)" }
print(labelled.joined(separator: " "))
print(Array(zip(1..., Countdown(n: 4))).map { $0.0 * $0.1 })
print(zip(Fibonacci(), Countdown(n: 6)).filter { $0.0 < $0.1 }.count)
let pairs = Dictionary(uniqueKeysWithValues: zip(Countdown(n: 3), ["c", "b", "a"]))
print(pairs.sorted { $0.key < $1.key })

func describe(_ type: [String: Int].Type) -> String { "dictionary type \(type)" }
func describe(_ type: [Int].Type) -> String { "array type \(type)" }
func width(of type: (Int, Int).Type) -> Int { 2 }
print(describe([String: Int].self), describe([Int].self), width(of: (Int, Int).self))

final class Memo {
  private var cache: [String: Int] = [:]
  private(set) var computed = 0
  subscript(key: String, compute: () -> Int) -> Int {
    if let hit = cache[key] { return hit }
    computed += 1
    let value = compute()
    cache[key] = value
    return value
  }
}

let memo = Memo()
let words = ["swift", "observation", "swift", "zip", "observation"]
var total = 0
for w in words {
  total += memo[w] { w.count * 10 }
}
print(total, memo.computed, memo["zip"] { 0 }, memo["new", { -1 }])

// Swift's zip reads the first side, then the second, one pair at a time.
struct Noisy: Sequence, IteratorProtocol {
  var n = 0
  mutating func next() -> Int? {
    n += 1
    print("next", n)
    return n <= 2 ? n : nil
  }
}
for (a, b) in zip(Noisy(), ["x", "y", "z"]) { print(a, b) }
let powers = sequence(first: 1) { $0 * 2 }
print(zip(["a", "b", "c"], powers).map { "\($0)\($1)" }, Array(zip(Countdown(n: 2), powers)).count)
