// Model code: users with a description, roles keyed by an enum, grouped scores, tuples.
struct User: Hashable, CustomStringConvertible { let name: String; let age: Int; var description: String { "\(name) (\(age))" } }
enum Role: String, Hashable { case admin, guest }
let users = [User(name: "Ann", age: 31), User(name: "Bo", age: 25)]
print(users, "\(users)", users.map(\.description), Set(users).count)
let roles: [User: Role] = [users[0]: .admin]
print(roles, roles[users[0]]?.rawValue ?? "-", [Role.admin: 1], Role.guest, [Role.guest], Role(rawValue: "admin") as Any)
let oldest = users.max { $0.age < $1.age }
print("oldest: \(oldest?.name ?? "none")", oldest as Any, users.sorted { $0.age < $1.age }.first!.name)
let ages = users.map(\.age)
print(ages.reduce(0, +) / ages.count, Double(ages.reduce(0, +)) / Double(ages.count), ages.min()!, ages.sorted(by: >))
print(users.filter { $0.age > 30 }.isEmpty, users.contains { $0.name.hasPrefix("B") }, users.firstIndex { $0.age == 25 } ?? -1)
let lookup = Dictionary(uniqueKeysWithValues: users.map { ($0.name, $0) })
print(lookup["Ann"]?.age as Any, lookup["Zed"] as Any, lookup.count, lookup.keys.sorted())
var scores: [String: [Int]] = [:]
scores["Ann", default: []].append(90)
scores["Ann", default: []].append(75)
scores["Bo", default: []] += [60]
print(scores.sorted { $0.key < $1.key }, scores.mapValues { $0.reduce(0, +) / $0.count }.sorted { $0.key < $1.key })
let nested: [[String: Int]] = [["a": 1], [:], ["b": 2]]
print(nested, nested.flatMap { $0.values }, nested.compactMap { $0["a"] }, nested.map(\.count))
print((1...4).map { String(repeating: "*", count: $0) }.joined(separator: "\n"))
print([1, 2, 3].map { $0 % 2 == 0 ? "even" : "odd" }, Array(repeating: [0], count: 2), [[Int]](repeating: [], count: 2))
let t = (name: "x", score: 3.5)
print(t, t.name, t.score * 2, [t], Optional(t) as Any)
