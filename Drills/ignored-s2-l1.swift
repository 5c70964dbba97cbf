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
board.away = 6
print("after board.away = 6")
board.away += 1
board.away = 12
print("away is \(board.away)")
