// Seed: field report — AppState { var user: User? } injected with .environment(appState), ContentView reads appState.user?.name ?? "".
import Observation

@Observable final class User {
    var name: String
    init(name: String) { self.name = name }
}

@Observable class AppState { var user: User? }

struct ContentView: View {
    @Environment(AppState.self) var appState
    var body: some View { Text(appState.user?.name ?? "") }
}

let appState = AppState()
host(ContentView().environment(appState))
settle()
print("no user: \(bodyCounts)")

resetBodyCounts()
appState.user = User(name: "Grace")
settle()
print("signed in: \(bodyCounts)")

resetBodyCounts()
appState.user?.name = "Grace H."
settle()
print("renamed: \(bodyCounts)")

resetBodyCounts()
appState.user = nil
settle()
print("signed out: \(bodyCounts), user: \(String(describing: appState.user?.name))")
