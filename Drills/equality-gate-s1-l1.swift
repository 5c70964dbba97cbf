@Observable final class Player {
  var score = 0
  var name = "Ada"
}

let player = Player()
withObservationTracking {
  _ = player.score
} onChange: {
  print("score will change")
}
player.score += 0
print("wrote player.score += 0")
player.score = 0
print("wrote player.score = 0")
player.score = 1
print("wrote player.score = 1")
