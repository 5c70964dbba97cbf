@Observable final class Scoreboard {
  var home = 0
}

let board = Scoreboard()
@MainActor func render() {
  let value = withObservationTracking { board.home } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
board.home = 8
board.home = 9
board.home = 13
