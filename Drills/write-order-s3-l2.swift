@Observable final class Player {
  var score = 0 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(score)") }
  }
}

let player = Player()
withObservationTracking { _ = player.score } onChange: {
  print("onChange")
}
player.score = 0
player.score = 5
print("after the write")
