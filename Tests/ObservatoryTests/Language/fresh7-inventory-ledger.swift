struct StockMove {
    enum Kind { case receive, ship, adjust(reason: String) }
    let sku: String
    let quantity: Int
    let kind: Kind
}

enum LedgerError: Error {
    case unknownSKU(String)
    case wouldGoNegative(sku: String, available: Int, requested: Int)
}

struct Ledger {
    private(set) var stock: [String: Int]
    private(set) var journal: [String] = []

    init(initial: [String: Int]) { stock = initial }

    mutating func post(_ move: StockMove) throws {
        guard let have = stock[move.sku] else { throw LedgerError.unknownSKU(move.sku) }
        let delta: Int
        switch move.kind {
        case .receive: delta = move.quantity
        case .ship: delta = -move.quantity
        case .adjust(let reason):
            delta = move.quantity
            journal.append("adjust \(move.sku) by \(delta): \(reason)")
        }
        guard have + delta >= 0 else {
            throw LedgerError.wouldGoNegative(sku: move.sku, available: have, requested: -delta)
        }
        stock[move.sku] = have + delta
        journal.append("\(move.sku) \(have)→\(have + delta)")
    }

    mutating func postAll(_ moves: [StockMove]) -> (posted: Int, failed: [String]) {
        var posted = 0
        var failed: [String] = []
        for m in moves {
            do {
                try post(m)
                posted += 1
            } catch LedgerError.unknownSKU(let s) {
                failed.append("unknown \(s)")
            } catch let LedgerError.wouldGoNegative(sku, available, requested) {
                failed.append("\(sku): only \(available) of \(requested)")
            } catch {
                failed.append("\(error)")
            }
        }
        return (posted, failed)
    }
}

var ledger = Ledger(initial: ["bolt": 10, "nut": 4])
let result = ledger.postAll([
    StockMove(sku: "bolt", quantity: 5, kind: .ship),
    StockMove(sku: "nut", quantity: 6, kind: .ship),
    StockMove(sku: "gear", quantity: 1, kind: .receive),
    StockMove(sku: "nut", quantity: 10, kind: .receive),
    StockMove(sku: "bolt", quantity: -2, kind: .adjust(reason: "damaged")),
])
print(result.posted, result.failed)
print(ledger.stock.sorted { $0.key < $1.key })
for line in ledger.journal { print(" ", line) }
let snapshot = ledger
try? ledger.post(StockMove(sku: "bolt", quantity: 3, kind: .ship))
print(snapshot.stock["bolt"]!, ledger.stock["bolt"]!)
