// A settings payload decoded by hand from [String: Any], the way code before Codable did it:
// casts to [Any], [String: Any] and [[String: Any]] check every element, as Swift's do.
let payload: [String: Any] = [
    "version": 3,
    "name": "Observatory",
    "features": ["tracking", "history", 42],
    "limits": ["steps": 1000, "depth": 64],
    "users": [
        ["id": 1, "name": "ada", "roles": ["admin", "dev"]],
        ["id": 2, "name": "bob", "roles": []],
        ["id": "3", "name": "cy"],
    ],
]

struct User: CustomStringConvertible {
    let id: Int
    let name: String
    let roles: [String]
    var description: String { "\(name)#\(id)\(roles.isEmpty ? "" : " " + roles.joined(separator: "/"))" }
}

func describe(_ value: Any, indent: String = "") -> String {
    switch value {
    case let s as String: return "\"\(s)\""
    case let n as Int: return String(n)
    case let xs as [Int]: return "ints\(xs)"
    case let xs as [Any]: return "[" + xs.map { describe($0) }.joined(separator: ", ") + "]"
    case let d as [String: Int]: return "counts(\(d.count))"
    case let d as [String: Any]: return "{" + d.keys.sorted().map { "\($0): \(describe(d[$0]!))" }.joined(separator: ", ") + "}"
    default: return "?"
    }
}

for key in payload.keys.sorted() { print(key, "=", describe(payload[key]!)) }

let features = payload["features"] as? [String] ?? []
let loose = payload["features"] as? [Any] ?? []
print("features as [String]:", features, "as [Any]:", loose.count)
let limits = payload["limits"] as? [String: Int]
print("limits:", limits?["steps"] ?? 0, (payload["limits"] as? [String: String]) == nil)

var users: [User] = []
if let list = payload["users"] as? [[String: Any]] {
    for entry in list {
        guard let id = entry["id"] as? Int, let name = entry["name"] as? String else {
            print("skipping", entry["name"] as? String ?? "?", "- id is", type(of: entry["id"]!))
            continue
        }
        users.append(User(id: id, name: name, roles: entry["roles"] as? [String] ?? []))
    }
}
print(users)

let empty: [Any] = []
let nothing: Any = empty
print(nothing is [Int], nothing is [String: Any], (nothing as? [User])?.count ?? -1)
let numbers: Any = [1, 2, 3]
print(numbers is [Int], numbers is [String], (numbers as? [Any])?.count ?? 0)
do {
    let names = try castAll(payload["features"]!)
    print(names)
} catch {
    print("error:", error)
}

enum PayloadError: Error { case notStrings(Int) }
func castAll(_ value: Any) throws -> [String] {
    guard let xs = value as? [Any] else { return [] }
    let strings = xs.compactMap { $0 as? String }
    if strings.count != xs.count { throw PayloadError.notStrings(xs.count - strings.count) }
    return strings
}
