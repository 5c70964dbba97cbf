@Observable final class Inbox {
  var unread = 2
}

let inbox = Inbox()
@MainActor func render() {
  let value = withObservationTracking { inbox.unread } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
inbox.unread = 3
inbox.unread = 4
inbox.unread = 11
