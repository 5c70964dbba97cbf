import Observation

// A stopwatch model whose elapsed time and laps are `Duration`s: made with .zero and the unit
// makers, added, compared, scaled, sorted, printed, and handed to Task.sleep.
@Observable
final class Stopwatch {
  var elapsed: Duration = .zero
  var isRunning = false
  var laps: [Duration] = []
  let tick: Duration

  init(tick: Duration = .milliseconds(250)) { self.tick = tick }

  var display: String { isRunning ? "\(elapsed)" : "paused at \(elapsed)" }
  var fastestLap: Duration? { laps.min() }
  var averageLap: Duration { laps.isEmpty ? .zero : laps.reduce(.zero, +) / laps.count }

  func advance(by d: Duration) { if isRunning { elapsed += d } }
  func lap() {
    let previous = laps.reduce(Duration.zero) { $0 + $1 }
    laps.append(elapsed - previous)
  }
}

let watch = Stopwatch()
let screen = Task { @MainActor in
  var shown = 0
  for await text in Observations({ watch.display }) {
    print("screen:", text)
    shown += 1
    if shown == 6 { break }
  }
}

await Task.yield()
watch.isRunning = true
await Task.yield()
for _ in 0..<3 { watch.advance(by: watch.tick) }
await Task.yield()
watch.lap()
watch.advance(by: .seconds(1.5))
watch.advance(by: .milliseconds(5))
watch.lap()
await Task.yield()
watch.elapsed += .zero  // the same value: Duration is Equatable, so no change is announced
await Task.yield()
try await Task.sleep(for: watch.tick * 2)
watch.advance(by: .microseconds(40))
await screen.value
watch.isRunning = false
print(watch.display)

print("laps:", watch.laps, "sorted:", watch.laps.sorted(by: >))
print("fastest:", watch.fastestLap ?? .zero, "average:", watch.averageLap)
print("over a second:", watch.laps.filter { $0 > .seconds(1) }.count)
print("ratio:", watch.laps[1] / watch.laps[0], "half:", watch.elapsed / 2, "x1.5:", watch.tick * 1.5)
print("components:", watch.elapsed.components, watch.elapsed.components.seconds)
print(Duration.seconds(3) == .milliseconds(3000), max(watch.tick, .milliseconds(100)), [Duration.nanoseconds(1)])
let budget: Duration? = watch.elapsed > .seconds(2) ? nil : .seconds(2) - watch.elapsed
print(budget as Any, type(of: watch.elapsed), Duration.seconds(100_000), Duration.seconds(0.1))
