@Observable final class Scoreboard {
  var home = 0 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(home)") }
  }
}

let board = Scoreboard()
withObservationTracking { _ = board.home } onChange: {
  print("onChange")
}
board.home = 0
board.home = 6
print("after the write")
