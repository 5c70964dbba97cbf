import Observation

// A settings model people dump while debugging: Swift's dump shows the macro's storage
// (`_theme`), the ignored property as written, and the registrar's private state.
@Observable final class Settings {
  var theme = "dark"
  var fontSize = 14
  var recent: [String] = ["notes.md"]
  var accent: String? = nil
  @ObservationIgnored var saves = 0
}

struct Snapshot {
  let theme: String
  let fontSize: Int
}

let settings = Settings()
settings.fontSize += 2
let snapshot = Snapshot(theme: settings.theme, fontSize: settings.fontSize)
dump(snapshot)
dump(settings, name: "settings")
