@Observable final class Inbox {
  var unread = 2
  var archived = 0
}

let inbox = Inbox()
withObservationTracking {
  _ = inbox.unread
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(inbox.archived)") }
}
inbox.archived += 1
inbox.unread = 11
print("archived is \(inbox.archived)")
