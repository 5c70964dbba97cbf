// Idiom: generic functions with constraints and where clauses: largest<T: Comparable>, a generic pair, Equatable counting.
func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best { best = v }
    return best
}

func countMatches<C: Collection>(_ items: C, _ target: C.Element) -> Int where C.Element: Equatable {
    items.filter { $0 == target }.count
}

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}

func makePairs<T>(_ xs: [T]) -> [Pair<T, T>] {
    stride(from: 0, to: xs.count - 1, by: 2).map { Pair(first: xs[$0], second: xs[$0 + 1]) }
}

print(largest([3, 9, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Double]()) as Any)
print(countMatches([1, 2, 1, 1], 1), countMatches("banana", "a"))
let p = Pair(first: 1, second: "one")
print(p.first, p.second, p.swapped().first)
print(makePairs([1, 2, 3, 4, 5]).map { "\($0.first)-\($0.second)" })
print(p)
