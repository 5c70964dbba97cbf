@Observable final class Inbox {
  var unread = 2
  var archived = 0
}

let inbox = Inbox()
withObservationTracking {
  _ = inbox.unread
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(inbox.unread)") }
}
inbox.unread = 10
print("unread is \(inbox.unread)")
