@Observable final class Scoreboard {
  var home = 0
  var venue = "Arena"
}

let board = Scoreboard()
withObservationTracking {
  _ = board.venue
} onChange: {
  print("venue will change")
}
board.venue = "Arena"
print("wrote board.venue = \"Arena\"")
board.venue = "Field"
print("wrote board.venue = \"Field\"")
board.venue = board.venue
print("wrote board.venue = board.venue")
