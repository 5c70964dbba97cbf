import Observation

@MainActor @Observable final class CountdownTimer {
  private(set) var remaining: Int
  private(set) var isRunning = false
  private var ticker: Task<Void, Never>?
  var onFinish: (() -> Void)?
  init(seconds: Int) { remaining = seconds }

  func start() {
    guard !isRunning, remaining > 0 else { return }
    isRunning = true
    ticker = Task {
      while remaining > 0 && !Task.isCancelled {
        do { try await Task.sleep(for: .seconds(1)) } catch { break }
        remaining -= 1
      }
      isRunning = false
      if remaining == 0 { onFinish?() }
    }
  }
  func pause() {
    ticker?.cancel()
    ticker = nil
  }
}

let timer = CountdownTimer(seconds: 5)
timer.onFinish = { print("ding!") }
let display = Task { @MainActor in
  for await value in Observations({ "\(timer.remaining)s \(timer.isRunning ? "running" : "stopped")" }) {
    print(value)
    if timer.remaining == 0 && !timer.isRunning { break }
  }
}
timer.start()
try await Task.sleep(for: .milliseconds(2500))
timer.pause()
try await Task.sleep(for: .seconds(3))
print("resuming at", timer.remaining)
timer.start()
await display.value
print("done", timer.remaining)
