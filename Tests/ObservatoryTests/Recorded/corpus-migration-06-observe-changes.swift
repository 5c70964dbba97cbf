// Seed: migration guide — the re-arm pattern func observeChanges(to:) as written: "Settings changed" on every change.
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

func observeChanges(to settings: UserSettings) {
    withObservationTracking {
        // Access properties you want to track
        _ = settings.username
        _ = settings.theme
    } onChange: {
        // Called once when any tracked property changes
        // Must re-register to observe again
        print("Settings changed")
        observeChanges(to: settings)  // Re-register
    }
}

let settings = UserSettings()
observeChanges(to: settings)
print("username = ada")
settings.username = "ada"
print("isLoggedIn = true")
settings.isLoggedIn = true
print("theme = .dark")
settings.theme = .dark
print("theme = .dark again")
settings.theme = .dark
print("username += \"!\"")
settings.username += "!"
print(settings.username, settings.theme)
