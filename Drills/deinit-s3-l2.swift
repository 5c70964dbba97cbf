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
board?.home = 9
print("after board?.home = 9")
board = nil
print(board == nil ? "board is gone" : "board is here")
