@Observable final class Scoreboard {
  var home = 0
  @ObservationIgnored var away = 0
}

let board = Scoreboard()
withObservationTracking {
  _ = board.away
  _ = board.home
} onChange: {
  print("onChange runs")
}
board.away = 6
print("after board.away = 6")
board.home = 2
print("away is \(board.away)")
