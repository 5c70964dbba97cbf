import Observation

@Observable
class Account {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
        print("open \(owner)")
    }
    deinit { print("close \(owner)") }

    func deposit(_ amount: Int) { balance += amount }
    var label: String { "\(owner): \(balance)" }
}

@Observable
final class SavingsAccount: Account {
    var rate: Int
    init(owner: String, balance: Int, rate: Int) {
        self.rate = rate
        super.init(owner: owner, balance: balance)
    }
    func applyInterest() { deposit(balance * rate / 100) }
    override var label: String { super.label + " @\(rate)%" }
}

func watch(_ account: Account, _ name: String) {
    withObservationTracking {
        _ = account.label
    } onChange: { [weak account] in
        print("\(name) changed (account still alive: \(account != nil))")
    }
}

var checking: Account? = Account(owner: "ana", balance: 100)
var savings: SavingsAccount? = SavingsAccount(owner: "bo", balance: 1000, rate: 5)
watch(checking!, "checking")
watch(savings!, "savings")
checking?.deposit(50)
savings?.applyInterest()
print(checking?.label ?? "-", "|", savings?.label ?? "-")
watch(savings!, "savings")
savings?.rate = 7
watch(savings!, "savings")
let accounts: [Account] = [checking!, savings!]
print(accounts.map(\.label), accounts.map { $0 is SavingsAccount })
checking = nil
print("checking released?")
savings = nil
print("savings still referenced by the array:", accounts.count)
