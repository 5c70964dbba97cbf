//: # Lesson 17 · The AsyncStream recipe
//: A migration guide suggests wrapping `withObservationTracking` in an `AsyncStream` to get every
//: change of a property: yield the value inside the tracking, and re-arm from `onChange`. Run it
//: and look closely at *which* value each change yields.

//: ## The recipe, as the guide writes it
@Observable
final class UserSettings {
  var username = ""
}

extension UserSettings {
  var usernameChanges: AsyncStream<String> {
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

let settings = UserSettings()
var received: [String] = []
let listener = Task { @MainActor in
  for await name in settings.usernameChanges {
    received.append(name)
  }
}
try? await Task.sleep(for: .milliseconds(10))

//: ## Two changes
#predict("What does the stream yield for username = \"ada\"?", ["\"ada\"", "\"\" (the old value)", "nothing"], answer: 1)
//: `onChange` runs inside the write, before the new value is stored (R4). The recipe re-arms
//: right there, so the new tracking reads — and yields — the value that is about to be replaced.
settings.username = "ada"
try? await Task.sleep(for: .milliseconds(10))
settings.username = "grace"
try? await Task.sleep(for: .milliseconds(10))
#expect(received == ["", "", "ada"])

//: The stream is always one change behind: after "grace" it has yielded "ada".
listener.cancel()

//: ## The fix: re-arm after the write
//: Re-arming from a `Task` runs the next tracking after the write has landed, on the main actor's
//: next turn, so it yields the new value. Writes made before it runs are one change.
extension UserSettings {
  var latestUsernames: AsyncStream<String> {
    AsyncStream { continuation in
      @Sendable func observe() {
        withObservationTracking {
          _ = continuation.yield(self.username)
        } onChange: {
          Task { @MainActor in observe() }
        }
      }
      observe()
    }
  }
}

let fixed = UserSettings()
var latest: [String] = []
let fixedListener = Task { @MainActor in
  for await name in fixed.latestUsernames {
    latest.append(name)
  }
}
try? await Task.sleep(for: .milliseconds(10))
fixed.username = "ada"
#predict("The fixed stream re-arms from a Task. What does it yield for \"ada\"?", ["\"ada\"", "\"\" (the old value)"], answer: 0)
try? await Task.sleep(for: .milliseconds(10))
fixed.username = "grace"
try? await Task.sleep(for: .milliseconds(10))
#expect(latest == ["", "ada", "grace"])
fixedListener.cancel()

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * Re-arming inside `onChange` reads the old value: the stream lags one change behind.
//: * Re-arm later (a `Task`), or use `Observations`, which does exactly this for you.
print("recipe: \(received), fixed: \(latest)")
