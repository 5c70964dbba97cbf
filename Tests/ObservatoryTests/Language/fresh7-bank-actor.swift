enum BankError: Error, CustomStringConvertible {
    case insufficient(balance: Int, amount: Int)
    case frozen(String)
    var description: String {
        switch self {
        case let .insufficient(b, a): "needs \(a), has \(b)"
        case .frozen(let id): "\(id) is frozen"
        }
    }
}

actor Account {
    let id: String
    private(set) var balance: Int
    private(set) var isFrozen = false
    private var history: [Int] = []

    init(id: String, balance: Int) {
        self.id = id
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append(amount)
    }

    func withdraw(_ amount: Int) throws -> Int {
        if isFrozen { throw BankError.frozen(id) }
        guard balance >= amount else { throw BankError.insufficient(balance: balance, amount: amount) }
        balance -= amount
        history.append(-amount)
        return balance
    }

    func freeze() { isFrozen = true }
    func statement() -> String { "\(id): \(history.map(String.init).joined(separator: " ")) = \(balance)" }
}

func transfer(_ amount: Int, from: Account, to: Account) async -> Bool {
    do {
        _ = try await from.withdraw(amount)
        await to.deposit(amount)
        return true
    } catch let e as BankError {
        print("transfer of \(amount) failed: \(e)")
        return false
    } catch {
        return false
    }
}

let alice = Account(id: "alice", balance: 100)
let bob = Account(id: "bob", balance: 20)
print(await transfer(70, from: alice, to: bob))
print(await transfer(70, from: alice, to: bob))
await bob.freeze()
print(await transfer(10, from: bob, to: alice))
let results = await withTaskGroup(of: Bool.self) { group in
    for amount in [5, 10, 15] {
        group.addTask { await transfer(amount, from: alice, to: alice) }
    }
    var ok = 0
    for await r in group where r { ok += 1 }
    return ok
}
print(results)
print(await alice.statement())
print(await bob.statement())
