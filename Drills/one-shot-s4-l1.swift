@Observable final class Inbox {
  var unread = 2
  var archived = 0
}

let inbox = Inbox()
withObservationTracking {
  _ = inbox.unread
  _ = inbox.archived
} onChange: {
  print("onChange runs")
}
inbox.archived = 6
inbox.unread = 4
print("after inbox.unread = 4")
inbox.archived += 3
print("unread is \(inbox.unread)")
