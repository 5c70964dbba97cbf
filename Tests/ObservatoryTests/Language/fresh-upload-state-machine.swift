import Observation

enum UploadState: Equatable {
  case idle
  case uploading(progress: Double)
  case failed(reason: String, retries: Int)
  case done(url: String)

  var isTerminal: Bool {
    if case .done = self { return true }
    if case .failed(_, let r) = self, r >= 2 { return true }
    return false
  }
}

enum UploadEvent {
  case start, progress(Double), fail(String), finish(String), retry
}

@Observable
final class Uploader {
  private(set) var state: UploadState = .idle
  private(set) var history: [String] = []

  func send(_ e: UploadEvent) {
    let old = state
    switch (state, e) {
    case (.idle, .start): state = .uploading(progress: 0)
    case (.uploading, .progress(let p)) where p <= 1: state = .uploading(progress: p)
    case (.uploading, .fail(let why)): state = .failed(reason: why, retries: 0)
    case (.failed(let why, let n), .retry) where n < 2:
      state = .failed(reason: why, retries: n + 1)
      state = .uploading(progress: 0)
    case (.uploading(let p), .finish(let url)) where p == 1: state = .done(url: url)
    default:
      history.append("ignored \(e) in \(state)")
      return
    }
    history.append("\(old) -> \(state)")
  }
}

let up = Uploader()
var changes = 0
func track() {
  withObservationTracking {
    if case .uploading(let p) = up.state { print("progress \(Int(p * 100))%") } else { print("state", up.state) }
  } onChange: {
    changes += 1
  }
}
let events: [UploadEvent] = [
  .progress(0.3), .start, .progress(0.5), .finish("x"), .fail("timeout"), .retry, .progress(1), .finish("https://cdn/1"), .retry,
]
for e in events {
  up.send(e)
  track()
}
print("changes", changes, "terminal", up.state.isTerminal)
for line in up.history { print(" ", line) }
print(up.state == .done(url: "https://cdn/1"), UploadState.failed(reason: "a", retries: 2).isTerminal)
