// A delegate held unowned outlives its owner: reading it afterwards traps.
final class Player {
  let name: String
  init(name: String) { self.name = name }
  deinit { print("\(name) left") }
}
final class Scoreboard {
  unowned let leader: Player
  var points = 0
  init(leader: Player) { self.leader = leader }
  func describe() -> String { "\(leader.name): \(points)" }
}
var current: Player? = Player(name: "ana")
let board = Scoreboard(leader: current!)
board.points = 12
print(board.describe())
current = nil
print("leader released")
print(board.describe())
