@Observable final class Inbox {
  var unread = 2
  var archived = 0
}

let inbox = Inbox()
let values = Observations { inbox.unread }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
inbox.archived = 9
try await Task.sleep(for: .milliseconds(10))
inbox.archived = 3
try await Task.sleep(for: .milliseconds(10))
