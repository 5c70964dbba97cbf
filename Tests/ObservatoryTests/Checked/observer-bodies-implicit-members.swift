// An @Observable document whose property observers report events with implicit members
// (`continuation.yield(.renamed(...))`). The macro copies each willSet/didSet body; Swift's
// facts about the cases made there keep only their lines, and the check finds them by name.
import Observation

enum DocumentEvent: CustomStringConvertible {
  case renamed(from: String, to: String)
  case grew(Int)
  case shrank(Int)
  case cleared

  var description: String {
    switch self {
    case let .renamed(from, to): return "renamed '\(from)' -> '\(to)'"
    case .grew(let n): return "grew by \(n)"
    case .shrank(let n): return "shrank by \(n)"
    case .cleared: return "cleared"
    }
  }
}

var history: [DocumentEvent] = []

@Observable final class Document {
  @ObservationIgnored let events: AsyncStream<DocumentEvent>
  @ObservationIgnored private let continuation: AsyncStream<DocumentEvent>.Continuation

  var title = "Untitled" {
    didSet {
      continuation.yield(.renamed(from: oldValue, to: title))
      history.append(.renamed(from: oldValue, to: title))
    }
  }

  var text = "" {
    willSet {
      let delta = newValue.count - text.count
      if newValue.isEmpty {
        continuation.yield(.cleared)
      } else if delta >= 0 {
        continuation.yield(.grew(delta)); print("  (\(text.count) -> \(newValue.count))")
      } else {
        continuation.yield(.shrank(-delta))
      }
    }
  }

  init() {
    (events, continuation) = AsyncStream.makeStream(of: DocumentEvent.self)
  }

  func close() { continuation.finish() }
}

let doc = Document()
withObservationTracking {
  print("tracking", doc.title)
} onChange: {
  print("title will change")
}
doc.title = "Notes"
doc.text = "Buy milk"
doc.text += ", eggs"
doc.text = "Eggs"
doc.text = ""
doc.close()

for await event in doc.events {
  print(event)
}
doc.title = "Shopping"
print("history:", history)
