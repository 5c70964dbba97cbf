//: # Lesson 14 · Migrating a screen
//: The Observation article ends with a migration table. This lesson builds one small settings
//: screen twice — once with every legacy wrapper, once with its replacement — applies the same
//: changes to both, and counts the bodies.
//:
//: | ObservableObject | @Observable |
//: |---|---|
//: | `final class Model: ObservableObject` | `@Observable final class Model` |
//: | `@Published var value` | `var value` |
//: | `@StateObject private var model = Model()` | `@State private var model = Model()` |
//: | `@ObservedObject var model: Model` | `var model: Model` (or `@Bindable` for bindings) |
//: | `@EnvironmentObject var model: Model` | `@Environment(Model.self) private var model` |
//: | `objectWillChange.sink { ... }` | `withObservationTracking`, or `for await` over `Observations` |

//: ## The legacy screen
@MainActor
final class LegacySettings: ObservableObject {
  @Published var username = "ada"
  @Published var isSaving = false
}

struct LegacyHeader: View {
  @ObservedObject var settings: LegacySettings
  var body: some View {
    Text("Signed in as \(settings.username)")
  }
}

struct LegacyStatus: View {
  @EnvironmentObject var settings: LegacySettings
  var body: some View {
    Text(settings.isSaving ? "Saving…" : "Saved")
  }
}

struct LegacyScreen: View {
  @StateObject var settings: LegacySettings
  var body: some View {
    VStack {
      LegacyHeader(settings: settings)
      LegacyStatus()
    }
    .environmentObject(settings)
  }
}

//: ## The modern screen
@MainActor
@Observable
final class Settings {
  var username = "ada"
  var isSaving = false
}

struct ModernHeader: View {
  var settings: Settings
  var body: some View {
    Text("Signed in as \(settings.username)")
  }
}

struct ModernStatus: View {
  @Environment(Settings.self) private var settings
  var body: some View {
    Text(settings.isSaving ? "Saving…" : "Saved")
  }
}

struct ModernScreen: View {
  @State var settings: Settings
  var body: some View {
    VStack {
      ModernHeader(settings: settings)
      ModernStatus()
    }
    .environment(settings)
  }
}

let legacySettings = LegacySettings()
let modernSettings = Settings()
host(LegacyScreen(settings: legacySettings))
host(ModernScreen(settings: modernSettings))
settle()
#screen

//: ## Saving
//: Only the status reads `isSaving`.
resetBodyCounts()
legacySettings.isSaving = true
modernSettings.isSaving = true
#predict("Which bodies run?", ["LegacyStatus and ModernStatus", "the three legacy views and ModernStatus", "all six"], answer: 1)
//: Legacy: the whole screen holds the object, and so do its header and status — all three
//: re-run. Modern: the status alone.
settle()
#expect(bodyCounts == ["LegacyScreen": 1, "LegacyHeader": 1, "LegacyStatus": 1, "ModernStatus": 1])

//: ## Renaming
//: Only the header reads `username`.
resetBodyCounts()
legacySettings.username = "grace"
modernSettings.username = "grace"
settle()
#expect(bodyCounts == ["LegacyScreen": 1, "LegacyHeader": 1, "LegacyStatus": 1, "ModernHeader": 1])

//: ## Listening without a view
//: `objectWillChange.sink` hears every change of the object, before it happens, without saying
//: which. `withObservationTracking` hears the first change of what it read; re-arm it to hear
//: more.
var legacyHeard = 0
let subscription = legacySettings.objectWillChange.sink { legacyHeard += 1 }
nonisolated(unsafe) var modernHeard = 0
withObservationTracking {
  _ = modernSettings.username
} onChange: {
  modernHeard += 1
}
#predict("Four writes follow: isSaving, then username, on each model. How often is each listener called?", ["sink 2, tracking 1", "sink 2, tracking 2", "sink 1, tracking 1"], answer: 0)
legacySettings.isSaving = false
modernSettings.isSaving = false
legacySettings.username = "ada"
modernSettings.username = "ada"
#expect(legacyHeard == 2)
#expect(modernHeard == 1)

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * Each legacy wrapper has a direct replacement; the screen looks the same.
//: * What changes is who re-runs: legacy views re-run for every change of an object they hold,
//:   modern views only for what their body read.
print("heard: legacy \(legacyHeard), modern \(modernHeard)")
