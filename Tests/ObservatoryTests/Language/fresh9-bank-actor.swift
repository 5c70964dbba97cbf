enum BankError: Error, Equatable {
    case insufficientFunds(needed: Int, available: Int)
    case unknownAccount(String)
    case frozen(String)
}

actor Bank {
    private var balances: [String: Int] = [:]
    private var frozen: Set<String> = []
    private(set) var log: [String] = []

    func open(_ id: String, deposit: Int) {
        balances[id] = deposit
        log.append("open \(id) \(deposit)")
    }

    func freeze(_ id: String) { frozen.insert(id) }

    func balance(of id: String) throws -> Int {
        guard let b = balances[id] else { throw BankError.unknownAccount(id) }
        return b
    }

    func transfer(_ amount: Int, from: String, to: String) throws {
        guard !frozen.contains(from) else { throw BankError.frozen(from) }
        let available = try balance(of: from)
        _ = try balance(of: to)
        guard available >= amount else {
            throw BankError.insufficientFunds(needed: amount, available: available)
        }
        balances[from, default: 0] -= amount
        balances[to, default: 0] += amount
        log.append("move \(amount) \(from)->\(to)")
    }

    var total: Int { balances.values.reduce(0, +) }
}

struct Teller {
    let bank: Bank
    func pay(_ amount: Int, _ from: String, _ to: String) async -> Result<Int, BankError> {
        do {
            try await bank.transfer(amount, from: from, to: to)
            return .success(try await bank.balance(of: from))
        } catch let e as BankError {
            return .failure(e)
        } catch {
            fatalError("unexpected \(error)")
        }
    }
}

let bank = Bank()
await bank.open("alice", deposit: 100)
await bank.open("bob", deposit: 20)
await bank.open("carol", deposit: 0)
let teller = Teller(bank: bank)

let requests: [(Int, String, String)] = [(30, "alice", "bob"), (60, "bob", "carol"), (5, "dave", "bob"), (50, "bob", "carol")]
for (amount, from, to) in requests {
    switch await teller.pay(amount, from, to) {
    case .success(let left): print("paid \(amount) from \(from), \(left) left")
    case .failure(.insufficientFunds(let needed, let available)): print("declined: needs \(needed), has \(available)")
    case .failure(let other): print("failed:", other)
    }
}

await bank.freeze("carol")
let results = await withTaskGroup(of: (Int, Bool).self) { group in
    for (i, amount) in [10, 20, 30].enumerated() {
        group.addTask {
            let r = await teller.pay(amount, i == 2 ? "carol" : "alice", "bob")
            if case .success = r { return (i, true) } else { return (i, false) }
        }
    }
    var out: [Int: Bool] = [:]
    for await (i, ok) in group { out[i] = ok }
    return out
}
print(results.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print("total", await bank.total)
for entry in await bank.log { print(entry) }
let r: Result<Int, BankError> = .failure(.frozen("x"))
print(r, (try? r.get()) as Any)
