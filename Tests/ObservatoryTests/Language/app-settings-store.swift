import Foundation
import Observation

enum Appearance: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: String { rawValue }
  var title: String { rawValue.capitalized }
}

@Observable final class SettingsStore {
  var appearance: Appearance = .system { didSet { log.append("appearance \(oldValue) -> \(appearance)") } }
  var fontScale = 1.0
  var notificationsEnabled = true
  var mutedChannels: Set<String> = []
  @ObservationIgnored var log: [String] = []

  var effectiveScale: Double { (fontScale * 10).rounded() / 10 }
  var isMuted: (String) -> Bool { { [mutedChannels] in mutedChannels.contains($0) } }

  func reset() {
    appearance = .system
    fontScale = 1.0
    notificationsEnabled = true
    mutedChannels.removeAll()
  }
}

let settings = SettingsStore()
withObservationTracking {
  _ = settings.appearance
  _ = settings.effectiveScale
} onChange: {
  print("settings view will update")
}
settings.fontScale += 0.25
settings.appearance = .dark
settings.mutedChannels.insert("marketing")
settings.mutedChannels.formUnion(["news", "marketing"])
print(Appearance.allCases.map(\.title), settings.effectiveScale, settings.isMuted("news"), settings.isMuted("alerts"))
print(settings.mutedChannels.sorted(), settings.log)
settings.reset()
print(settings.log, settings.mutedChannels.isEmpty, settings.appearance.id)
