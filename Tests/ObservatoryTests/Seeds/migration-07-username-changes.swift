// Seed: migration guide — extension UserSettings { var usernameChanges: AsyncStream<String> } with a nested @Sendable observe().
import Observation

enum Theme: String {
    case system, light, dark
}

@Observable
class UserSettings {
    var username: String = ""
    var isLoggedIn: Bool = false
    var theme: Theme = .system
}

extension UserSettings {
    var usernameChanges: AsyncStream<String> {
        AsyncStream { continuation in
            @Sendable func observe() {
                withObservationTracking {
                    continuation.yield(self.username)
                } onChange: {
                    observe()
                }
            }
            observe()
        }
    }
}

let settings = UserSettings()
settings.username = "first"
let listener = Task { @MainActor () -> [String] in
    var names: [String] = []
    for await name in settings.usernameChanges {
        names.append(name)
        if names.count == 4 { break }
    }
    return names
}
try? await Task.sleep(for: .milliseconds(20))
settings.username = "second"
try? await Task.sleep(for: .milliseconds(20))
settings.username = "third"
try? await Task.sleep(for: .milliseconds(20))
settings.username = "fourth"
try? await Task.sleep(for: .milliseconds(20))
print(await listener.value)
