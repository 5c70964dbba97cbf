import Observation

@MainActor @Observable final class Leaderboard {
  private(set) var scores: [String: Int] = [:]
  var top3: [String] {
    scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3).map { "\($0.key) \($0.value)" }
  }
  func record(_ player: String, _ points: Int) { scores[player, default: 0] += points }
}

let board = Leaderboard()
let feed = Task { @MainActor in
  var updates = 0
  for await top in Observations({ board.top3 }) {
    updates += 1
    print("top:", top)
    if updates == 4 { break }
  }
}
board.record("ana", 10)
board.record("bo", 5)
try await Task.sleep(for: .milliseconds(10))
board.record("cy", 12)
try await Task.sleep(for: .milliseconds(10))
board.record("bo", 20)
board.record("dee", 1)
try await Task.sleep(for: .milliseconds(10))
board.record("dee", 30)
await feed.value
print(board.scores.count, board.top3.first ?? "-")
