// partition(by:): the standard library's in-place algorithm, the index it returns and the order
// it leaves each part in; on a local, through a struct property and on an @Observable property.
import Observation

var scores = [72, 95, 40, 88, 61, 99, 55]
let firstPassing = scores.partition(by: { $0 >= 60 })
print(firstPassing, scores, scores[..<firstPassing], scores[firstPassing...])

var words = ["kiwi", "apple", "fig", "banana", "plum"]
let long = words.partition { $0.count > 4 }
print(long, words)

var none: [Int] = []
print(none.partition { $0 > 0 }, none)
var all = [1, 2, 3]
print(all.partition { $0 > 0 }, all, all.partition { $0 > 5 }, all)

struct Queue { var jobs: [(name: String, urgent: Bool)] }
var q = Queue(jobs: [("a", false), ("b", true), ("c", false), ("d", true)])
let split = q.jobs.partition { !$0.urgent }
print(split, q.jobs.map(\.name))

@Observable final class Board {
    var cards = [5, 1, 8, 3, 9, 2]
}
let board = Board()
withObservationTracking { _ = board.cards } onChange: { print("cards will change") }
let pivot = board.cards.partition { $0 >= 5 }
print(pivot, board.cards)
