// Seed: migration guide common mistakes (the ✅ versions) — ParentView owns Settings in @State, ChildView is a plain var.
import Observation

@Observable
class Settings {
    var name: String = ""
}

struct ChildView: View {
    var settings: Settings
    var body: some View { Text("Name: \(settings.name)") }
}

struct ParentView: View {
    @State private var settings = Settings()

    var body: some View { ChildView(settings: settings) }
}

host(ParentView())
settle()
print(bodyCounts)

let settings = Settings()
struct MyView: View {
    var settings: Settings
    var body: some View {
        Text(settings.name)
    }
}
host(MyView(settings: settings))
settle()
resetBodyCounts()
settings.name = "Ada"
settle()
print(bodyCounts)
