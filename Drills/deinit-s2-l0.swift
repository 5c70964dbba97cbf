@Observable final class Inbox {
  var unread = 2
  deinit { print("Inbox deinit") }
}

var inbox: Inbox? = Inbox()
withObservationTracking {
  _ = inbox?.unread
} onChange: {
  print("unread will change")
}
inbox = nil
print(inbox == nil ? "inbox is gone" : "inbox is here")
