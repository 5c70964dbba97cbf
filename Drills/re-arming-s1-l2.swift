@Observable final class Player {
  var score = 0
}

let player = Player()
@MainActor func render() {
  let value = withObservationTracking { player.score } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
player.score = 4
player.score = 4
player.score = 11
