@Observable final class Scoreboard {
  var home = 0
  var away = 0
}

let board = Scoreboard()
withObservationTracking {
  _ = board.home
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(board.away)") }
}
board.away += 2
board.home += 2
print("away is \(board.away)")
