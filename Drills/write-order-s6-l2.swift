@Observable final class Inbox {
  var unread = 2 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(unread)") }
  }
}

let inbox = Inbox()
withObservationTracking { _ = inbox.unread } onChange: {
  print("onChange")
}
inbox.unread = 2
inbox.unread = 9
print("after the write")
