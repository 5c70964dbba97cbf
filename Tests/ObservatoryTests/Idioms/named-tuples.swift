// Idiom: named tuples — labels and positions, destructuring, returning tuples, comparing and printing them.
import Observation

func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard let first = values.first else { return nil }
    return values.reduce((min: first, max: first)) { (min: min($0.min, $1), max: max($0.max, $1)) }
}

let point = (x: 3, y: 4)
print(point.x, point.1, point)
let (x, y) = point
print(x + y)
if let range = minMax([5, 2, 9]) {
    print("min \(range.min), max \(range.max)")
    print(range)
}
print(minMax([]) as Any)
print((1, "a") == (1, "a"), (1, 2) < (1, 3))

@Observable final class Board {
    var cursor: (row: Int, col: Int) = (0, 0)
}
let board = Board()
withObservationTracking {
    _ = board.cursor.row
} onChange: {
    print("cursor will change")
}
board.cursor.col = 5
print(board.cursor)
let pairs = [(name: "a", score: 2), (name: "b", score: 1)]
print(pairs.sorted { $0.score < $1.score }.map(\.name))
