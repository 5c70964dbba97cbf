// Idiom: synthesized Hashable — structs as Set elements and Dictionary keys; duplicates collapse; printed in a stable order.
struct Coordinate: Hashable {
    let x: Int
    let y: Int
}

enum Suit: Hashable {
    case hearts, spades
}

struct Card: Hashable {
    let rank: Int
    let suit: Suit
}

var visited: Set<Coordinate> = []
for step in [Coordinate(x: 0, y: 0), Coordinate(x: 1, y: 0), Coordinate(x: 0, y: 0)] {
    let (inserted, _) = visited.insert(step)
    print("visit \(step.x),\(step.y): \(inserted ? "new" : "again")")
}
print(visited.count, visited.contains(Coordinate(x: 1, y: 0)))

var labels: [Coordinate: String] = [:]
labels[Coordinate(x: 2, y: 3)] = "treasure"
labels[Coordinate(x: 2, y: 3)] = "gold"
print(labels.count, labels[Coordinate(x: 2, y: 3)] ?? "none")

let hand: Set<Card> = [Card(rank: 1, suit: .hearts), Card(rank: 1, suit: .hearts), Card(rank: 12, suit: .spades)]
print(hand.count)
print(hand.sorted { $0.rank < $1.rank }.map { "\($0.rank) of \($0.suit)" })
let counts = Dictionary(grouping: hand, by: \.suit).mapValues(\.count)
print(counts[.hearts] ?? 0, counts[.spades] ?? 0)
