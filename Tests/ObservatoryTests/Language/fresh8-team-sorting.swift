struct Employee: CustomStringConvertible {
    let name: String
    let team: String
    let level: Int
    let salary: Int
    var manager: String?
    var description: String { "\(name)(\(team) L\(level))" }
}

struct SortRule<T> {
    let compare: (T, T) -> Bool
    init<V: Comparable>(_ keyPath: KeyPath<T, V>, ascending: Bool = true) {
        compare = { a, b in ascending ? a[keyPath: keyPath] < b[keyPath: keyPath] : a[keyPath: keyPath] > b[keyPath: keyPath] }
    }
}

extension Array {
    func sorted(by rules: [SortRule<Element>]) -> [Element] {
        sorted { a, b in
            for rule in rules {
                if rule.compare(a, b) { return true }
                if rule.compare(b, a) { return false }
            }
            return false
        }
    }
}

let staff = [
    Employee(name: "Ana", team: "iOS", level: 3, salary: 120, manager: "Eve"),
    Employee(name: "Ben", team: "Web", level: 2, salary: 95, manager: "Eve"),
    Employee(name: "Cy", team: "iOS", level: 2, salary: 99, manager: "Ana"),
    Employee(name: "Dee", team: "Web", level: 3, salary: 118, manager: nil),
    Employee(name: "Eve", team: "Lead", level: 5, salary: 200, manager: nil),
    Employee(name: "Fox", team: "iOS", level: 3, salary: 115, manager: "Ana"),
]

print(staff.sorted(by: [SortRule(\.team), SortRule(\.level, ascending: false), SortRule(\.name)]))
print(staff.sorted(by: [SortRule(\.salary, ascending: false)]).prefix(3).map(\.name))
let payroll = Dictionary(grouping: staff, by: \.team).mapValues { $0.map(\.salary).reduce(0, +) }
print(payroll.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let reports = Dictionary(grouping: staff.filter { $0.manager != nil }, by: { $0.manager! })
for (boss, team) in reports.sorted(by: { $0.key < $1.key }) {
    print(boss, "->", team.map(\.name).sorted())
}
let chain = { (name: String) -> [String] in
    var out: [String] = []
    var current = staff.first { $0.name == name }
    while let m = current?.manager {
        out.append(m)
        current = staff.first { $0.name == m }
    }
    return out
}
print(chain("Cy"), chain("Eve"), staff.map(\.manager).compactMap { $0 }.count)
let (seniors, juniors) = (staff.filter { $0.level >= 3 }, staff.filter { $0.level < 3 })
print(seniors.count, juniors.map(\.description), staff.allSatisfy { $0.salary > 90 })
