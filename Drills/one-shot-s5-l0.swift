@Observable final class Scoreboard {
  var home = 0
  var away = 0
}

let board = Scoreboard()
withObservationTracking {
  _ = board.home
} onChange: {
  print("home will change")
}
board.away = 5
print("after board.away = 5")
board.home = 2
print("home is \(board.home)")
