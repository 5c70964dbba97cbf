//: # Exercise E9 · Migrate the environment
//: A settings screen: a header that shows the user's name, and a status line that reads the
//: settings from the environment. Saving changes only `isSaving`, yet every view of the screen
//: runs again (lesson 14).
//:
//: TODO: migrate `Settings` and the three views to Observation, so that saving runs the status
//: line's body alone. Keep passing the settings through the environment to `StatusLine`.
//: hint(when: bodyCounts["SettingsScreen"] != nil): The screen itself still runs: it still holds the settings as an `ObservableObject`, which hears every change of the object.
//: hint(when: bodyCounts["Header"] != nil && bodyCounts["SettingsScreen"] == nil): The header runs though it never reads `isSaving`: it still subscribes to the whole object.
//: hint(when: bodyCounts["StatusLine"] == nil): The status line did not run: check that it still reads the settings it shows, from the environment.
//: hint: Each legacy wrapper has a replacement: `@StateObject` → `@State`, `@ObservedObject` → a plain property, `@EnvironmentObject` → `@Environment(Type.self)`, `.environmentObject(x)` → `.environment(x)`.

@MainActor
@Observable
final class Settings {
  var username = "ada"
  var isSaving = false
}

struct Header: View {
  var settings: Settings
  var body: some View {
    Text("Signed in as \(settings.username)")
  }
}

struct StatusLine: View {
  @Environment(Settings.self) private var settings
  var body: some View {
    Text(settings.isSaving ? "Saving…" : "Saved")
  }
}

struct SettingsScreen: View {
  @State var settings: Settings
  var body: some View {
    VStack {
      Header(settings: settings)
      StatusLine()
    }
    .environment(settings)
  }
}

let settings = Settings()
host(SettingsScreen(settings: settings))

//: ## The check
resetBodyCounts()
settings.isSaving = true
settle()
#expect(bodyCounts == ["StatusLine": 1])
#screen
