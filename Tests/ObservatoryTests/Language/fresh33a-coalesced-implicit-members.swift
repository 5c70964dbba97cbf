import Observation

// `??` with an implicit member on its right: Swift makes it a case of the left side's type, so it
// prints as that enum's case (`low`, `main.Theme.dark` in a collection), never as `.low`.
enum Theme: String { case light, dark, sepia }
enum Priority: Int, Comparable {
    case low = 1, normal, urgent
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
enum CraftError: Error, Equatable {
    case missing(String, short: Int)
    case unknown(String)
}

@Observable
final class Preferences {
    var themes: [String: Theme] = ["mail": .dark]
    var pinned: Theme? = nil
    var priorities: [String: Priority] = [:]

    func theme(for app: String) -> Theme { themes[app] ?? pinned ?? .light }
    func lookup(_ app: String) -> Theme? { themes[app] }
}

let prefs = Preferences()
var seen: [String] = []
withObservationTracking {
    _ = prefs.theme(for: "notes")
} onChange: {
    seen.append("notes theme will change")
}
print(prefs.theme(for: "mail"), prefs.theme(for: "notes"))
print(prefs.themes["notes"] ?? .sepia, [prefs.themes["x"] ?? .light, prefs.lookup("mail") ?? .light])
prefs.pinned = .sepia
print(prefs.pinned ?? .light, prefs.theme(for: "notes"), seen)
print(Theme(rawValue: "neon") ?? .light, Priority(rawValue: 7) ?? .normal)
print("urgent: \(prefs.priorities["build"] ?? .urgent)", (prefs.priorities["ci"] ?? .low) < .normal)

let recipes: [String: [String: Int]] = ["bow": ["wood": 3], "axe": ["wood": 2, "iron": 3]]
let stock = ["wood": 4, "iron": 1]

func craft(_ needs: [String: Int]) -> Result<String, CraftError> {
    for (item, n) in needs.sorted(by: { $0.key < $1.key }) where (stock[item] ?? 0) < n {
        return .failure(.missing(item, short: n - (stock[item] ?? 0)))
    }
    return .success("crafted")
}

for name in ["bow", "axe", "shield"] {
    let result = recipes[name].map(craft) ?? .failure(.unknown(name))
    switch result {
    case .success(let s): print(name, s)
    case .failure(let e): print("\(name): \(e)", e == .unknown(name))
    }
    print(" ", result)
}
let errors: [String: CraftError] = [:]
let fallback = errors["x"] ?? .missing("gear", short: 2)
print(fallback, "\(fallback)", [fallback])
