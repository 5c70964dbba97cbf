@Observable final class Player {
  var score = 0
  var lives = 3
}

let player = Player()
let values = Observations { player.score + player.lives }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
player.score = 8
player.lives = 12
try await Task.sleep(for: .milliseconds(10))
player.score = 17
try await Task.sleep(for: .milliseconds(10))
