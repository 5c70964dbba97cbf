//: # Exercise E11 · Fix the stream
//: The `AsyncStream` recipe from a migration guide, wrapped around `withObservationTracking`. It
//: should yield each new username; it yields each one a change late (lesson 17).
//:
//: TODO: change `usernames` so that the listener receives `["", "ada", "grace"]`.
//: hint(when: received == ["", "", "ada"]): Every value arrives one change late: the new tracking is armed, and reads the username, inside `onChange` — before the new value is stored.
//: hint(when: received == [""]): Only the first value arrived: the tracking is no longer armed again after a change.
//: hint: Arm the next tracking after the write has landed: on the main actor's next turn, not inside the write.

@Observable
final class Account {
  var username = ""
}

extension Account {
  var usernames: AsyncStream<String> {
    AsyncStream { continuation in
      @Sendable func observe() {
        withObservationTracking {
          _ = continuation.yield(self.username)
        } onChange: {
          observe()
        }
      }
      observe()
    }
  }
}

let account = Account()
var received: [String] = []
let listener = Task { @MainActor in
  for await name in account.usernames {
    received.append(name)
  }
}
try? await Task.sleep(for: .milliseconds(10))
account.username = "ada"
try? await Task.sleep(for: .milliseconds(10))
account.username = "grace"
try? await Task.sleep(for: .milliseconds(10))
listener.cancel()

//: ## The check
#expect(received == ["", "ada", "grace"])
