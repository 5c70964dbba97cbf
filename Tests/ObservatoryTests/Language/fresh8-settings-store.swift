import Foundation
import Observation

enum Appearance: String, CaseIterable, CustomStringConvertible {
    case system, light, dark
    var description: String { rawValue.capitalized }
}

enum TextSize: Int, Comparable {
    case small = 12, medium = 15, large = 18, huge = 24
    static func < (a: TextSize, b: TextSize) -> Bool { a.rawValue < b.rawValue }
}

@Observable
final class SettingsStore {
    var appearance: Appearance = .system {
        didSet { changes.append("appearance \(oldValue) -> \(appearance)") }
    }
    var textSize: TextSize = .medium {
        willSet { if newValue > .large { changes.append("warning: huge text") } }
    }
    var notificationsEnabled = true
    var mutedChannels: [String] = []
    @ObservationIgnored var changes: [String] = []

    var summary: String {
        let notes = notificationsEnabled ? "on, muted \(mutedChannels.count)" : "off"
        return "\(appearance), \(textSize.rawValue)pt, notifications \(notes)"
    }

    func reset() {
        appearance = .system
        textSize = .medium
        notificationsEnabled = true
        mutedChannels = []
    }

    func export() -> [String: String] {
        [
            "appearance": appearance.rawValue,
            "textSize": String(textSize.rawValue),
            "notifications": notificationsEnabled ? "1" : "0",
            "muted": mutedChannels.joined(separator: ","),
        ]
    }

    func load(_ stored: [String: String]) {
        if let a = stored["appearance"].flatMap(Appearance.init(rawValue:)) { appearance = a }
        if let raw = stored["textSize"].flatMap({ Int($0) }), let size = TextSize(rawValue: raw) { textSize = size }
        notificationsEnabled = stored["notifications"] != "0"
        mutedChannels = stored["muted"]?.split(separator: ",").map(String.init) ?? []
    }
}

let settings = SettingsStore()

func watchSummary() {
    withObservationTracking {
        print("summary:", settings.summary)
    } onChange: {
        print("summary will change")
    }
}

watchSummary()
settings.changes.append("opened")
settings.appearance = .dark
watchSummary()
settings.textSize = .huge
settings.mutedChannels += ["ads", "news"]
watchSummary()
let saved = settings.export()
print(saved.keys.sorted().map { "\($0)=\(saved[$0]!)" }.joined(separator: "&"))
settings.reset()
watchSummary()
settings.load(["appearance": "light", "textSize": "18", "notifications": "0", "muted": "x"])
watchSummary()
settings.load(["appearance": "sepia", "textSize": "13"])
print(settings.summary)
print(settings.changes)
print(Appearance.allCases, TextSize.small < .huge, [TextSize.huge, .small, .large].sorted().map(\.rawValue))
