@Observable final class Stopwatch { var seconds = 0; var laps = 0 }
struct LapsLabel: View {
  let stopwatch: Stopwatch
  var body: some View { Text("\(stopwatch.laps)") }
}
struct SecondsLabel: View {
  let stopwatch: Stopwatch
  var body: some View { Text("\(stopwatch.seconds)") }
}

let stopwatch = Stopwatch()
host(VStack {
  SecondsLabel(stopwatch: stopwatch)
  LapsLabel(stopwatch: stopwatch)
})
resetBodyCounts()
stopwatch.seconds = 5
settle()
print(bodyCounts)
