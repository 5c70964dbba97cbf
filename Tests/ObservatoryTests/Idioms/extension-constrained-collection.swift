// Idiom: constrained extensions on Array/Collection/Sequence (where Element == Int, Element: Numeric) used on an @Observable model's array.
import Observation

extension Array where Element == Int {
    func sum() -> Int { reduce(0, +) }
}

extension Collection {
    var isNotEmpty: Bool { !isEmpty }
}

extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

extension Array where Element: Comparable {
    func isSortedAscending() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}

@Observable final class Scores {
    var values: [Int] = [3, 5, 8]
}

let scores = Scores()
withObservationTracking {
    print("sum \(scores.values.sum()), sorted \(scores.values.isSortedAscending())")
} onChange: {
    print("scores will change")
}
scores.values.append(1)
print(scores.values.sum(), scores.values.isSortedAscending(), scores.values.isNotEmpty, [Int]().isNotEmpty)
print([1.5, 2.25].total(), Set([1, 2, 3]).total())
