struct Employee {
    let name: String
    let level: Int
}

struct SortKey<Root> {
    let describe: String
    let ascending: (Root, Root) -> Bool

    init<Value: Comparable>(_ keyPath: KeyPath<Root, Value>, label: String) {
        describe = label
        ascending = { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}

let staff = [Employee(name: "Cy", level: 2), Employee(name: "Ana", level: 3), Employee(name: "Bo", level: 1)]
for key in [SortKey(\Employee.name, label: "name"), SortKey(\Employee.level, label: "level")] {
    print(key.describe, staff.sorted(by: key.ascending).map(\.name))
}

enum Lookup: Error { case missing(String) }

func level(of name: String) async throws -> Int {
    try await Task.sleep(for: .milliseconds(name.count * 10))
    guard let e = staff.first(where: { $0.name == name }) else { throw Lookup.missing(name) }
    return e.level
}

let found = Task { try await level(of: "Ana") }
let lost = Task { try await level(of: "Dee") }
print(await found.result)
print(await lost.result)
let pairs = await withTaskGroup(of: (String, Result<Int, Error>).self) { group in
    for name in ["Bo", "Zedd", "Ana"] {
        group.addTask { (name, await Task { try await level(of: name) }.result) }
    }
    var out: [String] = []
    for await (name, result) in group {
        switch result {
        case .success(let n): out.append("\(name)=\(n)")
        case .failure(let e): out.append("\(name): \(e)")
        }
    }
    return out
}
print(pairs)
