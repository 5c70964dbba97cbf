@Observable final class Scoreboard { var home = 0; var away = 0 }
struct AwayLabel: View {
  let board: Scoreboard
  var body: some View { Text("\(board.away)") }
}
struct Screen: View {
  let board: Scoreboard
  var body: some View {
    VStack { Text("\(board.home)"); AwayLabel(board: board) }
  }
}

let board = Scoreboard()
host(Screen(board: board))
resetBodyCounts()
board.home += 0
board.away = 0
settle()
print(bodyCounts)
