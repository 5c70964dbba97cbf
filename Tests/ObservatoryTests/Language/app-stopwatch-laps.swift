import Observation

@MainActor @Observable final class Stopwatch {
  private(set) var elapsed = 0
  private(set) var laps: [Int] = []
  private var task: Task<Void, Never>?
  var isRunning: Bool { task != nil }

  func start() {
    guard task == nil else { return }
    task = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(100))
        if Task.isCancelled { break }
        elapsed += 100
      }
    }
  }
  func stop() {
    task?.cancel()
    task = nil
  }
  func lap() { laps.append(elapsed - laps.reduce(0, +)) }
  var fastestLap: Int? { laps.min() }
}

let watch = Stopwatch()
watch.start()
try await Task.sleep(for: .milliseconds(350))
watch.lap()
try await Task.sleep(for: .milliseconds(520))
watch.lap()
watch.stop()
let frozen = watch.elapsed
try await Task.sleep(for: .milliseconds(300))
print(watch.elapsed == frozen, watch.laps, watch.fastestLap ?? 0, watch.isRunning)
watch.start()
try await Task.sleep(for: .milliseconds(250))
watch.stop()
print(watch.elapsed, watch.laps.count)
