@Observable final class Stopwatch { var seconds = 0; var laps = 0 }
struct LapsLabel: View {
  let stopwatch: Stopwatch
  var body: some View { Text("\(stopwatch.laps)") }
}
struct Screen: View {
  let stopwatch: Stopwatch
  var body: some View {
    VStack {
      Text("\(stopwatch.seconds)")
      LapsLabel(stopwatch: stopwatch)
    }
  }
}

let stopwatch = Stopwatch()
host(Screen(stopwatch: stopwatch))
resetBodyCounts()
stopwatch.seconds = 6
stopwatch.laps = 0
settle()
print(bodyCounts)
