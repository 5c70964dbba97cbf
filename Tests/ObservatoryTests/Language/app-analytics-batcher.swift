@MainActor final class AnalyticsBatcher {
  private var buffer: [String] = []
  private(set) var sent: [[String]] = []
  private var flushTask: Task<Void, Never>?
  let maxBatch: Int
  init(maxBatch: Int) { self.maxBatch = maxBatch }

  func log(_ event: String) {
    buffer.append(event)
    if buffer.count >= maxBatch {
      flush(reason: "full")
    } else if flushTask == nil {
      flushTask = Task {
        try? await Task.sleep(for: .milliseconds(200))
        guard !Task.isCancelled else { return }
        flush(reason: "timer")
      }
    }
  }

  func flush(reason: String) {
    flushTask?.cancel()
    flushTask = nil
    guard !buffer.isEmpty else { return }
    print("flush (\(reason)): \(buffer)")
    sent.append(buffer)
    buffer.removeAll()
  }
}

let batcher = AnalyticsBatcher(maxBatch: 3)
batcher.log("open")
batcher.log("tap")
try await Task.sleep(for: .milliseconds(250))
batcher.log("scroll")
batcher.log("tap")
batcher.log("close")
batcher.log("open")
try await Task.sleep(for: .milliseconds(100))
batcher.flush(reason: "background")
try await Task.sleep(for: .milliseconds(300))
print(batcher.sent.count, batcher.sent.map(\.count))
