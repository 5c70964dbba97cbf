// OptionSets start empty with `init()` (SetAlgebra's, `self.init(rawValue: 0)`), with a memberwise
// `init(rawValue:)` and with one written by hand; then grow by insert and union.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let execute = Permissions(rawValue: 4)

    var description: String {
        [(Permissions.read, "r"), (.write, "w"), (.execute, "x")].map { contains($0.0) ? $0.1 : "-" }.joined()
    }
}

struct Features: OptionSet {
    var rawValue: Int
    init(rawValue: Int) {
        self.rawValue = rawValue
    }
    static let sync = Features(rawValue: 1 << 0)
    static let share = Features(rawValue: 1 << 1)
}

var granted = Permissions()
print(granted, granted.isEmpty, granted.rawValue)
for p in [Permissions.read, .execute] { granted.insert(p) }
print(granted, granted.rawValue)
let byRole: [String: Permissions] = ["admin": [.read, .write, .execute], "guest": Permissions()]
for role in byRole.keys.sorted() { print(role, byRole[role]!, byRole[role]!.isEmpty) }

var enabled = Features()
enabled.formUnion(.share)
print(enabled.rawValue, enabled.contains(.sync), enabled == Features(rawValue: 2))
