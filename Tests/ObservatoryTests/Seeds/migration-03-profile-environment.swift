// Seed: migration guide — ProfileView reads @Environment(UserSettings.self); injected with .environment(settings).
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
}

struct ProfileView: View {
    @Environment(UserSettings.self) var settings

    var body: some View {
        Text(settings.username)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Profile")
            ProfileView()
        }
    }
}

let settings = UserSettings()
host(ContentView()
    .environment(settings))
settle()
print("first render: \(bodyCounts)")
resetBodyCounts()
settings.username = "grace"
settle()
print("username: \(bodyCounts)")
resetBodyCounts()
settings.theme = .light
settle()
print("theme: \(bodyCounts)")
