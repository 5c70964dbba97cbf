@Observable final class Scoreboard {
  var home = 0
  var venue = "Arena"
}

let board = Scoreboard()
withObservationTracking {
  _ = board.home
} onChange: {
  print("home will change")
}
board.home = 0
print("wrote board.home = 0")
board.home = 0
print("wrote board.home = 0")
board.home = 4
print("wrote board.home = 4")
