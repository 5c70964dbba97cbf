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
inbox?.unread = 5
print("after inbox?.unread = 5")
inbox = nil
print(inbox == nil ? "inbox is gone" : "inbox is here")
