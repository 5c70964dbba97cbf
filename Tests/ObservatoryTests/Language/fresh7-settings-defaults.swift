import Foundation

enum Theme: String, CaseIterable, CustomStringConvertible {
    case light, dark, system
    var description: String { rawValue.capitalized }
}

struct Settings: Equatable {
    var theme: Theme = .system
    var fontScale = 1.0
    var notifications = true
    var blockedUsers: Set<String> = []

    static let `default` = Settings()

    mutating func apply(_ overrides: [String: String]) -> [String] {
        var ignored: [String] = []
        for key in overrides.keys.sorted() {
            let value = overrides[key]!
            switch key {
            case "theme":
                if let t = Theme(rawValue: value) { theme = t } else { ignored.append(key) }
            case "fontScale":
                if let d = Double(value), (0.5...2.0).contains(d) { fontScale = d } else { ignored.append(key) }
            case "notifications":
                notifications = value == "on"
            case let k where k.hasPrefix("block."):
                blockedUsers.insert(String(k.dropFirst(6)))
            default:
                ignored.append(key)
            }
        }
        return ignored
    }
}

final class SettingsStore {
    private(set) var current = Settings.default {
        didSet {
            if oldValue != current { print("settings changed: \(diff(oldValue, current))") }
        }
    }
    private var history: [Settings] = []

    func update(_ overrides: [String: String]) {
        history.append(current)
        var copy = current
        let ignored = copy.apply(overrides)
        if !ignored.isEmpty { print("ignored", ignored) }
        current = copy
    }

    func revert() {
        guard let last = history.popLast() else { return }
        current = last
    }

    private func diff(_ a: Settings, _ b: Settings) -> String {
        var parts: [String] = []
        if a.theme != b.theme { parts.append("theme \(a.theme)→\(b.theme)") }
        if a.fontScale != b.fontScale { parts.append("scale \(a.fontScale)→\(b.fontScale)") }
        if a.notifications != b.notifications { parts.append("notify \(b.notifications)") }
        if a.blockedUsers != b.blockedUsers { parts.append("blocked \(b.blockedUsers.sorted())") }
        return parts.joined(separator: ", ")
    }
}

let store = SettingsStore()
store.update(["theme": "dark", "fontScale": "1.25"])
store.update(["fontScale": "9", "colour": "red", "block.spam": "1", "block.troll": "1"])
store.update(["theme": "dark"])
store.update(["notifications": "off"])
store.revert()
store.revert()
print(store.current.theme, store.current.fontScale, store.current.notifications, store.current.blockedUsers.count)
print(Theme.allCases.map(\.description), store.current == .default)
