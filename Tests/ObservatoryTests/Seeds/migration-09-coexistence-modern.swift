// Seed: migration guide coexistence (modern half) — ModernSettings.theme shown as Text("Theme: \(modern.theme.rawValue)").
import Observation

enum Theme: String {
    case system, light, dark
}

@Observable
class ModernSettings {
    var theme: Theme = .system
}

struct ChildView: View {
    var fontSize: Int
    var modern: ModernSettings

    var body: some View {
        VStack {
            Text("Font: \(fontSize)")
            Text("Theme: \(modern.theme.rawValue)")
        }
    }
}

struct ContentView: View {
    @State var modern = ModernSettings()

    var body: some View {
        ChildView(fontSize: 14, modern: modern)
    }
}

let modern = ModernSettings()
host(ContentView(modern: modern))
settle()
print(bodyCounts)
resetBodyCounts()
modern.theme = .dark
settle()
print("theme = .dark: \(bodyCounts)")
resetBodyCounts()
modern.theme = .dark
settle()
print("same theme again: \(bodyCounts)")
