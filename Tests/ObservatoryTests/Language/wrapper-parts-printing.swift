// Parts of lazy wrappers print as Swift's Slice of them, with the base's indices: the top of a
// reversed leaderboard, the first rows of an enumerated list, pages of flattened results, the
// rest of a closed range. Code usually wraps them in Array(...), which prints the elements.
struct Leaderboard {
  var scores: [Int] = []

  var topTwo: Slice<ReversedCollection<[Int]>> { scores.sorted().reversed().prefix(2) }
}

var board = Leaderboard()
board.scores = [40, 75, 10, 90]
let top = board.topTwo
print(top)
print(Array(top), top.count, top.first ?? 0)
print(type(of: top), [top.prefix(1)])

let names = ["Ada", "Grace", "Linus"]
let firstRows = names.enumerated().prefix(2)
print(firstRows)
for (i, name) in firstRows { print(i, name) }

let pages = [[1, 2, 3], [], [4, 5]]
let afterFirst = pages.joined().dropFirst(2)
print(afterFirst, Array(afterFirst))

let levels = 1...5
let remaining = levels.dropFirst(2)
print(remaining, remaining.reduce(0, +), type(of: remaining))
let recent = names.dropFirst().reversed().prefix(1)
print(recent, type(of: recent))
let flipped = board.topTwo.reversed()
print(Array(flipped), type(of: flipped))
