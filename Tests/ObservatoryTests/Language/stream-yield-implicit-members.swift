// A download manager reports progress through an AsyncStream of its own enum, yielding cases as
// implicit members (`continuation.yield(.progress(file, percent))`): each arrives as a case of
// the stream's element type and prints through its description.
import Observation

enum DownloadEvent: CustomStringConvertible, Equatable {
  case started(String)
  case progress(String, Int)
  case finished(String, bytes: Int)
  case failed(String, reason: String)

  var description: String {
    switch self {
    case .started(let f): return "\(f): started"
    case let .progress(f, p): return "\(f): \(p)%"
    case let .finished(f, bytes): return "\(f): done (\(bytes) bytes)"
    case let .failed(f, reason): return "\(f): failed, \(reason)"
    }
  }
}

@Observable final class DownloadManager {
  var active: Set<String> = []
  @ObservationIgnored let events: AsyncStream<DownloadEvent>
  @ObservationIgnored private let continuation: AsyncStream<DownloadEvent>.Continuation

  init() {
    (events, continuation) = AsyncStream.makeStream(of: DownloadEvent.self)
  }

  func download(_ file: String, size: Int, failAt: Int? = nil) async {
    active.insert(file)
    continuation.yield(.started(file))
    for percent in stride(from: 50, through: 100, by: 50) {
      try? await Task.sleep(for: .milliseconds(10))
      if let failAt, percent >= failAt {
        continuation.yield(.failed(file, reason: "connection reset"))
        active.remove(file)
        return
      }
      continuation.yield(.progress(file, percent))
    }
    continuation.yield(.finished(file, bytes: size))
    active.remove(file)
  }

  func close() { continuation.finish() }
}

let manager = DownloadManager()
let log = Task {
  var finished = 0
  for await event in manager.events {
    print(event)
    if case .finished = event { finished += 1 }
    if event == .started("b.zip") { print("  (b.zip is on its way)") }
  }
  return finished
}

await manager.download("a.png", size: 2048)
await manager.download("b.zip", size: 9000, failAt: 100)
manager.close()
print("finished downloads:", await log.value, "active:", manager.active.count)
