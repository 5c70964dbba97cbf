@Observable final class Player {
  var score = 0
  @ObservationIgnored var lives = 3
}

let player = Player()
withObservationTracking { _ = player.lives } onChange: {
  print("lives will change")
}
withObservationTracking { _ = player.score } onChange: {
  print("score will change")
}
player.lives = 6
print("after player.lives = 6")
player.score = 5
player.lives = 10
print("lives is \(player.lives)")
