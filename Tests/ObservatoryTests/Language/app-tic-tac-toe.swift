enum Player: String { case x = "X", o = "O"; var other: Player { self == .x ? .o : .x } }

struct Board: CustomStringConvertible {
  private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
  static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

  mutating func play(_ p: Player, at i: Int) -> Bool {
    guard cells.indices.contains(i), cells[i] == nil else { return false }
    cells[i] = p
    return true
  }
  var winner: Player? {
    for line in Board.lines {
      if let p = cells[line[0]], line.allSatisfy({ cells[$0] == p }) { return p }
    }
    return nil
  }
  var isFull: Bool { !cells.contains { $0 == nil } }
  var description: String {
    stride(from: 0, to: 9, by: 3).map { r in (r..<r + 3).map { cells[$0]?.rawValue ?? "." }.joined() }
      .joined(separator: "/")
  }
}

var board = Board()
var turn = Player.x
for move in [4, 0, 4, 8, 2, 6, 3, 5, 1] {
  if !board.play(turn, at: move) {
    print("illegal move \(move) by \(turn)")
    continue
  }
  if let w = board.winner {
    print("\(w.rawValue) wins: \(board)")
    break
  }
  turn = turn.other
}
print(board, board.winner?.rawValue ?? "none", board.isFull)
