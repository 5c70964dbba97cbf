final class LegacyStopwatch: ObservableObject {
  @Published var seconds = 0
  @Published var laps = 0
}
@Observable final class Stopwatch { var seconds = 0; var laps = 0 }
struct LegacyLaps: View {
  @ObservedObject var model: LegacyStopwatch
  var body: some View { Text("\(model.laps)") }
}
struct LapsView: View {
  let model: Stopwatch
  var body: some View { Text("\(model.laps)") }
}

let legacy = LegacyStopwatch()
let modern = Stopwatch()
host(VStack { LegacyLaps(model: legacy); LapsView(model: modern) })
resetBodyCounts()
legacy.seconds = 6
modern.seconds = 6
settle()
print(bodyCounts)
