@Observable final class Inbox {
  var unread = 2
  @ObservationIgnored var archived = 0
}

let inbox = Inbox()
withObservationTracking {
  _ = inbox.archived
  _ = inbox.unread
} onChange: {
  print("onChange runs")
}
inbox.archived = 9
print("after inbox.archived = 9")
inbox.archived = 15
print("archived is \(inbox.archived)")
