@Observable final class Inbox {
  var unread = 2
  var archived = 0
  var folder = "Inbox"
  var hasUnread: Bool { unread > 0 }
}

let inbox = Inbox()
withObservationTracking { _ = inbox.hasUnread } onChange: {
  print("hasUnread will change")
}
inbox.unread = 11
print("after inbox.unread = 11")
inbox.archived += 3
inbox.folder = "Spam"
print(inbox.hasUnread)
