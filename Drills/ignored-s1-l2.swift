@Observable final class Scoreboard {
  var home = 0
  @ObservationIgnored var away = 0
}

let board = Scoreboard()
withObservationTracking { _ = board.away } onChange: {
  print("away will change")
}
withObservationTracking { _ = board.home } onChange: {
  print("home will change")
}
board.away += 1
print("after board.away += 1")
board.away = 2
board.home = 9
print("away is \(board.away)")
