struct TransactionError: Error {
    let reason: String
}

final class Database {
    private(set) var rows: [String: Int] = [:]
    private var journal: [[String: Int]] = []
    private(set) var log: [String] = []

    func begin() {
        journal.append(rows)
        log.append("begin(depth \(journal.count))")
    }
    func commit() {
        journal.removeLast()
        log.append("commit")
    }
    func rollback() {
        rows = journal.removeLast()
        log.append("rollback")
    }
    func set(_ key: String, _ value: Int) throws {
        guard value >= 0 else { throw TransactionError(reason: "\(key) would be \(value)") }
        rows[key] = value
    }
}

func transaction<T>(_ db: Database, _ body: () throws -> T) rethrows -> T {
    db.begin()
    var committed = false
    defer { if !committed { db.rollback() } }
    let result = try body()
    db.commit()
    committed = true
    return result
}

let db = Database()
defer { print("journal:", db.log.joined(separator: " ")) }

func transfer(_ amount: Int, from: String, to: String) throws {
    try transaction(db) {
        let a = db.rows[from, default: 0], b = db.rows[to, default: 0]
        defer { print("  transfer \(amount) \(from)->\(to) attempted") }
        try db.set(to, b + amount)
        try db.set(from, a - amount)
    }
}

try transaction(db) {
    try db.set("alice", 100)
    try db.set("bob", 20)
}
for (amount, from, to) in [(30, "alice", "bob"), (80, "alice", "bob"), (50, "bob", "carol")] {
    do {
        try transfer(amount, from: from, to: to)
        print("ok", db.rows.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    } catch let e as TransactionError {
        print("failed:", e.reason, "rows still", db.rows.sorted { $0.key < $1.key }.map(\.value))
    }
}

func countdown(_ n: Int) -> [Int] {
    var out: [Int] = []
    for i in (1...n).reversed() {
        defer { out.append(-i) }
        if i % 2 == 0 { continue }
        out.append(i)
    }
    return out
}
print(countdown(5))
let nested = transaction(db) { transaction(db) { db.rows.count } }
print("nested:", nested)
