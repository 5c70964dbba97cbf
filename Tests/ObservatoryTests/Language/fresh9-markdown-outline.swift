import Foundation
// A tiny Markdown outliner: headings, bullets and word counts, all by splitting text.
struct Section {
    var title: Substring
    var level: Int
    var bullets: [Substring] = []
    var words = 0
}

let document = """
# Observation
Swift tracks reads inside withObservationTracking.

## Tracking
- reads are recorded
- writes notify once
Only the first change fires.

## Observations
- an async sequence
- transactions end at suspension points
### Details
Values are coalesced.
"""

var sections: [Section] = []
for line in document.split(separator: "\n", omittingEmptySubsequences: true) {
    if line.hasPrefix("#") {
        let hashes = line.prefix(while: { $0 == "#" })
        let title = line.dropFirst(hashes.count).drop(while: { $0 == " " })
        sections.append(Section(title: title, level: hashes.count))
    } else if line.hasPrefix("- ") {
        sections[sections.count - 1].bullets.append(line.dropFirst(2))
        sections[sections.count - 1].words += line.split(separator: " ").count - 1
    } else {
        sections[sections.count - 1].words += line.split(whereSeparator: { $0 == " " || $0 == "." }).count
    }
}

for s in sections {
    let indent = String(repeating: "  ", count: s.level - 1)
    print("\(indent)\(s.title) (\(s.words) words)")
    for b in s.bullets { print("\(indent)  • \(b.capitalized)") }
}

let titles = sections.map { String($0.title) }
print(titles.joined(separator: " | "))
let slugs = sections.map { s in
    s.title.lowercased().split(separator: " ").joined(separator: "-")
}
print(slugs)
let longest = sections.max { $0.words < $1.words }!
print("longest:", longest.title, longest.words)
let allWords = document.split { !$0.isLetter }.map { $0.lowercased() }
let counts = Dictionary(allWords.map { ($0, 1) }, uniquingKeysWith: +)
let top = counts.filter { $0.value > 1 }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4)
for (word, n) in top { print(word, n) }
let firstSentence = document.split(separator: "\n")[1].prefix { $0 != "." }
print(firstSentence, firstSentence.count, firstSentence.last!)
