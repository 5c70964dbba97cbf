@Observable final class Scoreboard {
  var home = 0 {
    willSet { print("willSet") }
    didSet { print("didSet") }
  }
}

let board = Scoreboard()
withObservationTracking { _ = board.home } onChange: {
  print("onChange")
}
board.home = 6
print("after the write")
