@Observable final class Scoreboard {
  var home = 0
  deinit { print("Scoreboard deinit") }
}

var board: Scoreboard? = Scoreboard()
withObservationTracking {
  _ = board?.home
} onChange: {
  print("home will change")
}
board = Scoreboard()
print("after board = Scoreboard()")
board?.home = 1
board = nil
print(board == nil ? "board is gone" : "board is here")
