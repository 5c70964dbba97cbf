// Idiom: a throwing method on an @Observable model that writes state before it throws; observers see the partial write.
import Observation

enum TransferError: Error {
    case insufficientFunds(needed: Int)
}

@Observable final class Account {
    var balance = 100
    var lastAttempt = 0

    func withdraw(_ amount: Int) throws {
        lastAttempt = amount
        guard amount <= balance else {
            throw TransferError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
    }
}

let account = Account()
withObservationTracking {
    _ = account.lastAttempt
} onChange: {
    print("lastAttempt will change")
}
withObservationTracking {
    _ = account.balance
} onChange: {
    print("balance will change from \(account.balance)")
}
do {
    try account.withdraw(500)
} catch TransferError.insufficientFunds(let needed) {
    print("short by \(needed)")
} catch {
    print(error)
}
print(account.balance, account.lastAttempt)
try? account.withdraw(30)
print(account.balance, account.lastAttempt)
