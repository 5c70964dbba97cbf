@Observable final class Scoreboard {
  var home = 0
  var away = 0
}

let board = Scoreboard()
let values = Observations { board.home }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
board.home = 7
board.home = 13
try await Task.sleep(for: .milliseconds(10))
board.home = 14
board.home = 17
try await Task.sleep(for: .milliseconds(10))
