enum PaymentError: Error, Equatable, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case cardExpired
    case limitExceeded(limit: Int)

    var description: String {
        switch self {
        case .insufficientFunds(let needed): return "insufficient funds (need \(needed) more)"
        case .cardExpired: return "card expired"
        case .limitExceeded(let limit): return "over the limit of \(limit)"
        }
    }
}

struct Receipt {
    let id: String
    let amount: Int
}

protocol PaymentMethod {
    var label: String { get }
    mutating func charge(_ amount: Int) -> Result<Receipt, PaymentError>
}

struct Wallet: PaymentMethod {
    var balance: Int
    var label: String { "wallet(\(balance))" }
    mutating func charge(_ amount: Int) -> Result<Receipt, PaymentError> {
        guard amount <= balance else { return .failure(.insufficientFunds(needed: amount - balance)) }
        balance -= amount
        return .success(Receipt(id: "W\(balance)", amount: amount))
    }
}

struct Card: PaymentMethod {
    let expired: Bool
    let limit: Int
    var spent = 0
    var label: String { expired ? "card (expired)" : "card \(spent)/\(limit)" }
    mutating func charge(_ amount: Int) -> Result<Receipt, PaymentError> {
        if expired { return .failure(.cardExpired) }
        if spent + amount > limit { return .failure(.limitExceeded(limit: limit)) }
        spent += amount
        return .success(Receipt(id: "C\(spent)", amount: amount))
    }
}

func pay(_ amount: Int, using methods: inout [any PaymentMethod]) -> Result<Receipt, PaymentError> {
    var lastError = PaymentError.cardExpired
    for i in methods.indices {
        switch methods[i].charge(amount) {
        case .success(let receipt): return .success(receipt)
        case .failure(let error): lastError = error
        }
    }
    return .failure(lastError)
}

var methods: [any PaymentMethod] = [Card(expired: true, limit: 0), Wallet(balance: 50), Card(expired: false, limit: 100)]
for amount in [30, 40, 70, 10] {
    let result = pay(amount, using: &methods)
    let text = result.map { "paid \($0.amount) via \($0.id)" }.mapError { e -> PaymentError in e }
    switch text {
    case .success(let s): print(s)
    case .failure(let e): print("declined \(amount): \(e)")
    }
}
print(methods.map(\.label))

func total(_ results: [Result<Receipt, PaymentError>]) throws -> Int {
    try results.reduce(0) { sum, r in sum + (try r.get().amount) }
}

var wallet = Wallet(balance: 20)
let batch = [wallet.charge(5), wallet.charge(10), wallet.charge(10)]
do {
    print(try total(batch))
} catch let e as PaymentError {
    print("batch failed:", e, e == .insufficientFunds(needed: 5))
}
let ok = batch.compactMap { try? $0.get() }
print(ok.map(\.id), Result<Int, PaymentError> { 42 }.map { $0 * 2 })
