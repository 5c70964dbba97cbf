final class LegacyScoreboard: ObservableObject {
  @Published var home = 0
  @Published var away = 0
}
@Observable final class Scoreboard { var home = 0; var away = 0 }
struct LegacyAway: View {
  @ObservedObject var model: LegacyScoreboard
  var body: some View { Text("\(model.away)") }
}
struct AwayView: View {
  let model: Scoreboard
  var body: some View { Text("\(model.away)") }
}

let legacy = LegacyScoreboard()
let modern = Scoreboard()
host(VStack { LegacyAway(model: legacy); AwayView(model: modern) })
resetBodyCounts()
legacy.home = 4
modern.home = 4
settle()
print(bodyCounts)
