final class LegacyPlayer: ObservableObject {
  @Published var score = 0
  @Published var lives = 3
}
@Observable final class Player { var score = 0; var lives = 3 }
struct LegacyLives: View {
  @ObservedObject var model: LegacyPlayer
  var body: some View { Text("\(model.lives)") }
}
struct LivesView: View {
  let model: Player
  var body: some View { Text("\(model.lives)") }
}

let legacy = LegacyPlayer()
let modern = Player()
host(VStack { LegacyLives(model: legacy); LivesView(model: modern) })
resetBodyCounts()
legacy.score = 0
modern.score = 0
settle()
print(bodyCounts)
