import Foundation
import Observation

enum BudgetError: LocalizedError {
    case insufficient(envelope: String, available: Decimal)
    case noSuchEnvelope(String)
    var errorDescription: String? {
        switch self {
        case let .insufficient(e, a): return "\(e) has only \(a)"
        case .noSuchEnvelope(let e): return "no envelope named \(e)"
        }
    }
}

@Observable
final class Envelope {
    let name: String
    var allotted: Decimal
    var spent: Decimal = 0
    init(_ name: String, _ allotted: Decimal) { self.name = name; self.allotted = allotted }
    var available: Decimal { allotted - spent }
}

@Observable
final class Budget {
    var envelopes: [Envelope] = []
    var unassigned: Decimal = 0

    func envelope(_ name: String) throws -> Envelope {
        guard let e = envelopes.first(where: { $0.name == name }) else { throw BudgetError.noSuchEnvelope(name) }
        return e
    }

    func spend(_ amount: Decimal, from name: String) throws {
        let e = try envelope(name)
        guard e.available >= amount else { throw BudgetError.insufficient(envelope: name, available: e.available) }
        e.spent += amount
    }

    func move(_ amount: Decimal, from a: String, to b: String) throws {
        let src = try envelope(a), dst = try envelope(b)
        guard src.available >= amount else { throw BudgetError.insufficient(envelope: a, available: src.available) }
        src.allotted -= amount
        dst.allotted += amount
    }
}

let budget = Budget()
budget.envelopes = [Envelope("Groceries", 400), Envelope("Fun", 120), Envelope("Rent", 1200)]

var warnings: [String] = []
func watchLow(_ e: Envelope) {
    withObservationTracking {
        if e.available < 50 { warnings.append("\(e.name) low: \(e.available)") }
    } onChange: {
        Task { @MainActor in watchLow(e) }
    }
}
budget.envelopes.forEach(watchLow)

let ops: [() throws -> Void] = [
    { try budget.spend(82.35, from: "Groceries") },
    { try budget.spend(95, from: "Fun") },
    { try budget.spend(40, from: "Fun") },
    { try budget.move(60, from: "Groceries", to: "Fun") },
    { try budget.spend(40, from: "Fun") },
    { try budget.spend(10, from: "Travel") },
]
for (i, op) in ops.enumerated() {
    do { try op() } catch { print("op \(i):", error.localizedDescription) }
    await Task.yield()
}
for e in budget.envelopes { print(e.name, e.allotted, e.spent, e.available) }
print(warnings)
let total = budget.envelopes.reduce(Decimal(0)) { $0 + $1.spent }
print("spent", total, "of", budget.envelopes.map(\.allotted).reduce(0, +))
