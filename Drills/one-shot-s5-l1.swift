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
inbox.unread += 2
inbox.archived = 7
print("after inbox.archived = 7")
inbox.unread += 4
print("unread is \(inbox.unread)")
