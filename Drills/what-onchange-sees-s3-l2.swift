@Observable final class Scoreboard {
  var home = 0
  var away = 0
}

let board = Scoreboard()
withObservationTracking {
  _ = board.home
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(board.home)") }
}
board.home += 4
board.home = 9
print("home is \(board.home)")
