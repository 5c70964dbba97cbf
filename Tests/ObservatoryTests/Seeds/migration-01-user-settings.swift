// Seed: migration guide — UserSettings after migration: Theme enum, computed displayName, logOut(); displayName readers fire.
import Observation

enum Theme: String {
    case system, light, dark
}

@Observable
class UserSettings {
    var username: String = ""
    var isLoggedIn: Bool = false
    var theme: Theme = .system

    // Computed properties based on observed properties DO trigger updates
    var displayName: String {
        username.isEmpty ? "Anonymous" : username
    }

    func logOut() {
        isLoggedIn = false
        username = ""
    }
}

let settings = UserSettings()
print(settings.displayName, settings.theme, settings.theme.rawValue)

withObservationTracking {
    print("showing \(settings.displayName)")
} onChange: {
    print("displayName will change")
}
settings.username = "ada"
settings.isLoggedIn = true
print(settings.displayName)

withObservationTracking {
    _ = settings.isLoggedIn
    _ = settings.displayName
} onChange: {
    print("logOut changed what we read")
}
settings.logOut()
print(settings.displayName, settings.isLoggedIn)
settings.theme = .dark
print(settings.theme, Theme(rawValue: "light") as Any, Theme(rawValue: "sepia") as Any)
