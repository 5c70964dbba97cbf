import Foundation

struct Score: Comparable, Hashable {
    let player: String
    let points: Int
    let seconds: Double

    static func < (a: Score, b: Score) -> Bool {
        if a.points != b.points { return a.points > b.points }
        if a.seconds != b.seconds { return a.seconds < b.seconds }
        return a.player < b.player
    }
}

let raw = """
ada,120,31.5
bob,95,28.0
cy,120,29.25
dee,80,40
ada,130,35.125
eve,95,27.5
bob,abc,20
"""

var scores: [Score] = []
var invalid: [Substring] = []
for row in raw.split(separator: "\n") {
    let cols = row.split(separator: ",")
    guard cols.count == 3, let p = Int(cols[1]), let s = Double(cols[2]) else {
        invalid.append(row)
        continue
    }
    scores.append(Score(player: String(cols[0]), points: p, seconds: s))
}
print("invalid rows:", invalid)

let best = Dictionary(grouping: scores, by: \.player).compactMapValues { $0.min() }
let board = best.values.sorted()
for (rank, s) in board.enumerated() {
    let name = s.player.padding(toLength: 5, withPad: ".", startingAt: 0)
    print(String(format: "%2d. %@ %4d pts %6.2fs", rank + 1, name, s.points, s.seconds))
}

var ranks: [Int] = []
var previous: Score?
for (i, s) in board.enumerated() {
    if let p = previous, p.points == s.points { ranks.append(ranks.last!) } else { ranks.append(i + 1) }
    previous = s
}
print(zip(board.map(\.player), ranks).map { "\($0)=\($1)" }.joined(separator: " "))
let average = Double(scores.map(\.points).reduce(0, +)) / Double(scores.count)
print(String(format: "average %.3f over %d scores", average, scores.count))
let medalists = Set(board.prefix(3).map(\.player))
print(medalists.sorted(), medalists.contains("bob"), board.first!.player, board.last!.seconds)
let buckets = Dictionary(grouping: board) { $0.points / 25 * 25 }
for k in buckets.keys.sorted(by: >) { print("\(k)+:", buckets[k]!.map(\.player)) }
