// Idiom: counting with d[k, default: 0] += 1 on a local dictionary and on an @Observable dictionary property.
import Observation

@Observable final class WordStats {
    var counts: [String: Int] = [:]
    var lastWord = ""

    func record(_ text: String) {
        for word in text.lowercased().split(separator: " ") {
            counts[String(word), default: 0] += 1
            lastWord = String(word)
        }
    }
}

let stats = WordStats()
withObservationTracking {
    _ = stats.counts["the"]
} onChange: {
    print("counts will change (the = \(stats.counts["the", default: 0]))")
}
stats.record("The cat and the hat")
print(stats.counts.sorted { $0.key < $1.key })
print(stats.counts["the", default: 0], stats.counts["dog", default: 0], stats.counts["dog"] as Any)

var letters: [Character: Int] = [:]
for c in "mississippi" { letters[c, default: 0] += 1 }
print(letters.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
var groups: [Bool: [Int]] = [:]
for n in 1...6 { groups[n.isMultiple(of: 2), default: []].append(n) }
print(groups[true]!, groups[false]!)
