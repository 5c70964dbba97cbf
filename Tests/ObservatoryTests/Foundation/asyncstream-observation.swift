// The migration guide's recipe, as written: an extension turns withObservationTracking into an
// AsyncStream. onChange runs in willSet, so each element is the value before the change; breaking
// out of the loop over the (temporary) stream cancels it. Then a producer task feeding a stream
// from re-armed trackings.
import Observation

@Observable
class UserSettings {
    var username: String = ""
    var isLoggedIn: Bool = false
}

extension UserSettings {
    var usernameChanges: AsyncStream<String> {
        AsyncStream { continuation in
            continuation.onTermination = { termination in
                print("usernameChanges terminated: \(termination)")
            }
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
        if names.count == 3 { break }
    }
    print("listener stops")
    return names
}
try? await Task.sleep(for: .milliseconds(20))
settings.username = "second"
try? await Task.sleep(for: .milliseconds(20))
settings.username = "third"
try? await Task.sleep(for: .milliseconds(20))
settings.isLoggedIn = true
settings.username = "fourth"
try? await Task.sleep(for: .milliseconds(20))
print(await listener.value)
settings.username = "fifth"
print("no listener any more")

@Observable final class Thermometer {
    var celsius = 20
}
let thermometer = Thermometer()
let (readings, input) = AsyncStream.makeStream(of: Int.self)
func watch() {
    withObservationTracking {
        _ = thermometer.celsius
    } onChange: {
        Task { @MainActor in
            input.yield(thermometer.celsius)
            watch()
        }
    }
}
watch()
let display = Task { @MainActor () -> [Int] in
    var seen: [Int] = []
    for await value in readings { seen.append(value) }
    return seen
}
for reading in [21, 22, 25] {
    thermometer.celsius = reading
    try? await Task.sleep(for: .milliseconds(20))
}
input.finish()
print(await display.value)
