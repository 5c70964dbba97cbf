// Key paths through optionals: `\.manager?.name` is nil where the chain meets nil and an
// Optional otherwise; `\.manager!.name` unwraps.
struct Person {
  var name: String
  var email: String?
}

struct Team {
  var title: String
  var manager: Person?
  var size: Int
}

let teams = [
  Team(title: "Platform", manager: Person(name: "Ana", email: "ana@example.com"), size: 6),
  Team(title: "Design", manager: nil, size: 3),
  Team(title: "Growth", manager: Person(name: "Raj", email: nil), size: 4),
]

print(teams.map(\.manager?.name))
print(teams.compactMap(\.manager?.name))
print(teams.compactMap(\.manager?.email))
print(teams.map(\.manager?.name.count))

let managerName = \Team.manager?.name
for team in teams {
  print(team.title, team[keyPath: managerName] ?? "no manager")
}

func values<Root, Value>(_ items: [Root], _ path: KeyPath<Root, Value>) -> [Value] {
  items.map { $0[keyPath: path] }
}
print(values(teams, \.size), values(teams, \.manager?.email))

let managed = teams.filter { $0.manager != nil }
print(managed.map(\.manager!.name))
let sorted = teams.sorted { ($0.manager?.name ?? "") < ($1.manager?.name ?? "") }
print(sorted.map(\.title))
