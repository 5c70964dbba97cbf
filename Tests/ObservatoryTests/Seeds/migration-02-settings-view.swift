// Seed: migration guide — ContentView owns UserSettings in @State and passes it to SettingsView, which reads only username.
import Observation

enum Theme: String {
    case system, light, dark
}

@Observable
class UserSettings {
    var username: String = ""
    var isLoggedIn: Bool = false
    var theme: Theme = .system

    var displayName: String {
        username.isEmpty ? "Anonymous" : username
    }

    func logOut() {
        isLoggedIn = false
        username = ""
    }
}

struct SettingsView: View {
    var settings: UserSettings

    var body: some View {
        Text(settings.username)
    }
}

struct ContentView: View {
    @State var settings = UserSettings()

    var body: some View {
        SettingsView(settings: settings)
    }
}

let settings = UserSettings()
host(ContentView(settings: settings))
settle()
print("first render: \(bodyCounts)")

resetBodyCounts()
settings.theme = .dark
settings.isLoggedIn = true
settle()
print("theme and isLoggedIn: \(bodyCounts)")

resetBodyCounts()
settings.username = "ada"
settle()
print("username: \(bodyCounts)")

resetBodyCounts()
settings.logOut()
settle()
print("logOut: \(bodyCounts), displayName \(settings.displayName)")
