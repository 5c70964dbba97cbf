final class Player {
  let name: String
  init(name: String) { self.name = name }
}

struct Score {
  let points: Int
  init(points: Int) { self.points = points }
  init(text: String, bonus: Int) { points = (Int(text) ?? 0) + bonus }
  func adding(extra: Int) -> Int { points + extra }
}

func greet(name: String) -> String { "hi \(name)" }
func shout(_ s: String, times: Int) -> String { String(repeating: s.uppercased(), count: times) }

let players = ["ana", "bo"].map(Player.init)
print(players.map(\.name))
print(["cy", "di"].map(greet), [3, 7].map(Score.init).map(\.points))
print([1, 2].map(Score(points: 10).adding))
let pairs = [("a", 2), ("b", 1)]
print(pairs.map { shout($0.0, times: $0.1) })

print(["x"].compactMap(Int.init), ["5", "z"].compactMap(Int.init))
print(players.map(\.name).map(greet).joined(separator: "; "))
