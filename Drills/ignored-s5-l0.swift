@Observable final class Player {
  var score = 0
  @ObservationIgnored var lives = 3
}

let player = Player()
withObservationTracking {
  _ = player.lives
  _ = player.score
} onChange: {
  print("onChange runs")
}
player.lives = 6
print("after player.lives = 6")
player.score = 2
print("lives is \(player.lives)")
