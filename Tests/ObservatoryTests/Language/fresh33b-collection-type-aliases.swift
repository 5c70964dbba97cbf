// Type aliases of collection types (`typealias Board = [[Int]]`, found by fresh33b's sudoku
// program): annotations, parameters, results, initializers, casts and type(of:) read the type
// the alias names.
typealias Row = [Int]
typealias Board = [Row]
typealias Tally = [String: Int]

let puzzle: Board = [
    [5, 3, 0, 0],
    [0, 0, 3, 5],
    [3, 0, 0, 0],
    [0, 5, 0, 3],
]

func blanks(in b: Board) -> Int { b.joined().filter { $0 == 0 }.count }

func fill(_ b: inout Board, with value: Int) {
    for r in b.indices {
        for c in b[r].indices where b[r][c] == 0 { b[r][c] = value }
    }
}

func transpose(_ b: Board) -> Board {
    guard let first = b.first else { return Board() }
    return first.indices.map { c in b.map { $0[c] } }
}

var board = puzzle
fill(&board, with: 1)
print(blanks(in: puzzle), blanks(in: board), puzzle[0], board[0])
print(transpose(puzzle).map { $0.map(String.init).joined() }.joined(separator: "/"))

var grid = Board(repeating: Row(repeating: 0, count: 3), count: 2)
grid[1][2] = 9
var empty = Board()
empty.append([4])
print(grid, empty, type(of: grid), type(of: empty))

var counts = Tally()
for row in puzzle {
    for n in row where n != 0 { counts[String(n), default: 0] += 1 }
}
print(counts.sorted { $0.key < $1.key }, type(of: counts))

let stored: [Any] = [puzzle, counts, "text"]
for item in stored {
    if let b = item as? Board {
        print("board of", b.count, "rows")
    } else if item is Tally {
        print("tally")
    } else {
        print("other:", item)
    }
}
let maybe: Board? = stored.first as? Board
print(maybe?.count ?? 0, type(of: maybe))
