@Observable final class Inbox {
  var unread = 2
  var archived = 0
}

let inbox = Inbox()
let values = Observations { inbox.unread + inbox.archived }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
inbox.archived = 2
inbox.archived = 8
try await Task.sleep(for: .milliseconds(10))
inbox.archived = 8
try await Task.sleep(for: .milliseconds(10))
