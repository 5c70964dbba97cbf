enum PlayerState: Equatable, CustomStringConvertible {
  case idle
  case loading(track: String)
  case playing(track: String, position: Int)
  case paused(track: String, position: Int)
  case failed(String)

  var description: String {
    switch self {
    case .idle: return "idle"
    case .loading(let t): return "loading \(t)"
    case let .playing(t, p): return "playing \(t) @\(p)s"
    case let .paused(t, p): return "paused \(t) @\(p)s"
    case .failed(let why): return "failed: \(why)"
    }
  }
}

enum PlayerEvent { case load(String), ready, tick(Int), pause, resume, stop, error(String) }

func reduce(_ state: PlayerState, _ event: PlayerEvent) -> PlayerState {
  switch (state, event) {
  case (_, .stop): return .idle
  case (_, .error(let why)): return .failed(why)
  case (.idle, .load(let t)), (.failed, .load(let t)): return .loading(track: t)
  case (.loading(let t), .ready): return .playing(track: t, position: 0)
  case (.playing(let t, let p), .tick(let s)): return .playing(track: t, position: p + s)
  case (.playing(let t, let p), .pause): return .paused(track: t, position: p)
  case (.paused(let t, let p), .resume): return .playing(track: t, position: p)
  default: return state
  }
}

var state = PlayerState.idle
let events: [PlayerEvent] = [
  .ready, .load("Intro"), .ready, .tick(5), .tick(3), .pause, .tick(10), .resume, .tick(1), .error("network"),
  .resume, .load("Outro"), .stop,
]
var history: [String] = []
for e in events {
  let next = reduce(state, e)
  if next != state { history.append(next.description) }
  state = next
}
print(history.joined(separator: " -> "))
if case .idle = state { print("back to idle") }
let positions = history.compactMap { $0.split(separator: "@").last.flatMap { Int($0.dropLast()) } }
print(positions, positions.max() ?? 0)
