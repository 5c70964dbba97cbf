enum LedgerError: Error, CustomStringConvertible {
  case insufficientFunds(needed: Int, available: Int)
  case frozen(String)
  case invalidAmount
  var description: String {
    switch self {
    case let .insufficientFunds(n, a): return "needs \(n), has \(a)"
    case .frozen(let who): return "\(who) is frozen"
    case .invalidAmount: return "invalid amount"
    }
  }
}

final class Account {
  let owner: String
  private(set) var balance: Int
  var isFrozen = false
  private(set) var entries: [String] = []
  init(owner: String, balance: Int) {
    self.owner = owner
    self.balance = balance
  }
  func withdraw(_ amount: Int) throws {
    guard amount > 0 else { throw LedgerError.invalidAmount }
    guard !isFrozen else { throw LedgerError.frozen(owner) }
    guard amount <= balance else { throw LedgerError.insufficientFunds(needed: amount, available: balance) }
    balance -= amount
    entries.append("-\(amount)")
  }
  func deposit(_ amount: Int) throws {
    guard amount > 0 else { throw LedgerError.invalidAmount }
    balance += amount
    entries.append("+\(amount)")
  }
}

func transfer(_ amount: Int, from a: Account, to b: Account) -> Result<Int, LedgerError> {
  do {
    try a.withdraw(amount)
    defer { print("  audit: \(a.owner) -> \(b.owner) \(amount)") }
    try b.deposit(amount)
    return .success(b.balance)
  } catch let e as LedgerError {
    return .failure(e)
  } catch {
    fatalError("unexpected \(error)")
  }
}

let alice = Account(owner: "alice", balance: 100)
let bob = Account(owner: "bob", balance: 20)
print(transfer(30, from: alice, to: bob))
print(transfer(500, from: alice, to: bob))
bob.isFrozen = true
print(transfer(5, from: bob, to: alice))
print(transfer(-1, from: alice, to: bob))
print(alice.balance, bob.balance, alice.entries, bob.entries)
let totals = [alice, bob].map(\.balance).reduce(0, +)
print(totals == 120)
