import Observation

@Observable
final class Player {
  var name: String
  var score = 0
  init(name: String) { self.name = name }
  deinit { print("player \(name) leaves") }
}

@Observable
final class Match {
  var players: [Player] = []
  var round = 1
  var leader: Player? { players.max { $0.score < $1.score } }
  var standings: String { players.sorted { ($0.score, $1.name) > ($1.score, $0.name) }.map { "\($0.name):\($0.score)" }.joined(separator: " ") }
}

let match = Match()
var fired: [String] = []

func trackLeader() {
  withObservationTracking {
    print("leader:", match.leader?.name ?? "-", "| round", match.round)
  } onChange: {
    fired.append("leader")
    print("leader view invalidated")
  }
}

func trackRound() {
  withObservationTracking {
    _ = match.round
  } onChange: {
    fired.append("round")
    print("round view invalidated")
  }
}

match.players = ["ana", "bo", "cy"].map(Player.init)
trackLeader()
trackRound()
match.players[1].score += 3
trackLeader()
match.players[0].name = "anna"
match.players[2].score = 3
print(match.standings)
match.round += 1
trackLeader()
trackRound()
match.players.removeFirst()
print("removed first")
trackLeader()
let p = match.players[0]
p.score = 10
print(match.standings, fired)
match.players = []
print("cleared", p.name)
