@Observable final class Player {
  var score = 0
  var lives = 3
}

let player = Player()
withObservationTracking {
  _ = player.score
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(player.lives)") }
}
player.lives = 10
player.score = 1
player.score = 10
print("lives is \(player.lives)")
