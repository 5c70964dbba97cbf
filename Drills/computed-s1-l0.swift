@Observable final class Scoreboard {
  var home = 0
  var away = 0
  var venue = "Arena"
  var summary: String { "\(home) and \(away)" }
}

let board = Scoreboard()
withObservationTracking { _ = board.summary } onChange: {
  print("summary will change")
}
board.home = 1
print("after board.home = 1")
board.home = 9
print(board.summary)
