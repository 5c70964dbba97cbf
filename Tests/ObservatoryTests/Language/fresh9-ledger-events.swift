import Foundation

enum LedgerEvent {
    case opened(account: String, at: Int)
    case deposited(account: String, amount: Int)
    case withdrew(account: String, amount: Int)
    case transferred(from: String, to: String, amount: Int)
    case closed(account: String)
}

struct Snapshot: CustomStringConvertible {
    var balances: [String: Int] = [:]
    var closed: Set<String> = []
    var rejected: [String] = []
    var description: String {
        balances.keys.sorted().map { k in
            "\(k)=\(balances[k]!)\(closed.contains(k) ? "(closed)" : "")"
        }.joined(separator: " ")
    }
}

let events: [LedgerEvent] = [
    .opened(account: "ops", at: 1), .opened(account: "payroll", at: 2),
    .deposited(account: "ops", amount: 500), .transferred(from: "ops", to: "payroll", amount: 320),
    .withdrew(account: "payroll", amount: 400), .withdrew(account: "payroll", amount: 120),
    .closed(account: "ops"), .deposited(account: "ops", amount: 10), .opened(account: "tax", at: 9),
    .transferred(from: "payroll", to: "tax", amount: 200),
]

let snapshot = events.reduce(into: Snapshot()) { s, e in
    switch e {
    case let .opened(account, _):
        s.balances[account] = 0
    case let .deposited(account, amount) where !s.closed.contains(account):
        s.balances[account, default: 0] += amount
    case let .withdrew(account, amount) where s.balances[account, default: 0] >= amount:
        s.balances[account]! -= amount
    case let .transferred(from, to, amount) where s.balances[from, default: 0] >= amount:
        s.balances[from]! -= amount
        s.balances[to, default: 0] += amount
    case .closed(let account):
        s.closed.insert(account)
    default:
        s.rejected.append("\(e)")
    }
}
print(snapshot)
for r in snapshot.rejected { print("rejected:", r) }

let perAccount = Dictionary(grouping: events) { e -> String in
    switch e {
    case .opened(let a, _), .deposited(let a, _), .withdrew(let a, _), .closed(let a): return a
    case .transferred(let from, _, _): return from
    }
}
for key in perAccount.keys.sorted() { print(key, perAccount[key]!.count) }
let volume = events.compactMap { e -> Int? in
    if case let .transferred(_, _, amount) = e { return amount }
    if case let .deposited(_, amount) = e { return amount }
    return nil
}
print(volume, volume.reduce(0, +), String(format: "%.2f avg", Double(volume.reduce(0, +)) / Double(volume.count)))
