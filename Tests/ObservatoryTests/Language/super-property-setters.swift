// Overrides whose setters call the superclass's: `super.balance = newValue` in a subclass of a
// class that conforms to Observable by hand, and `super.level += 1` of a plain base's computed
// property. The superclass's setter runs on the subclass's instance, and its registrar notifies.
import Observation

class Account: Observable {
  let registrar = ObservationRegistrar()
  private var _balance: Int
  init(balance: Int) { _balance = balance }

  var balance: Int {
    get {
      registrar.access(self, keyPath: \.balance)
      return _balance
    }
    set {
      print("  Account.balance set \(newValue)")
      registrar.withMutation(of: self, keyPath: \.balance) { _balance = newValue }
    }
  }

  func deposit(_ amount: Int) { balance += amount }
}

final class Savings: Account {
  let floor: Int
  private(set) var rejected: [Int] = []

  init(balance: Int, floor: Int) {
    self.floor = floor
    super.init(balance: balance)
  }

  override var balance: Int {
    get { super.balance }
    set {
      guard newValue >= floor else {
        rejected.append(newValue)
        return
      }
      super.balance = newValue
    }
  }

  func addInterest(percent: Int) {
    super.balance += super.balance * percent / 100   // past the floor check, on purpose
  }
}

let savings = Savings(balance: 200, floor: 100)
let accounts: [Account] = [Account(balance: 50), savings]

func watch(_ label: String, _ a: Account) {
  withObservationTracking {
    print("\(label) reads \(a.balance)")
  } onChange: {
    print("  \(label) will change from \(a.balance)")
  }
}

watch("plain", accounts[0])
watch("savings", accounts[1])
for a in accounts { a.deposit(-120) }
watch("savings", savings)
savings.balance = 150
savings.addInterest(percent: 10)
print("balances:", accounts.map(\.balance), "rejected:", savings.rejected)

class Dimmer {
  private var raw = 0
  var level: Int {
    get { raw }
    set { raw = min(max(newValue, 0), 10) }
  }
}

final class LoggingDimmer: Dimmer {
  var log: [String] = []
  override var level: Int {
    get { super.level }
    set {
      log.append("\(super.level)->\(newValue)")
      super.level = newValue
    }
  }
  func boost() { super.level += 5 }
}

let d = LoggingDimmer()
d.level = 4
d.level += 20
d.boost()
d.level = -3
d.boost()
print("level:", d.level, "log:", d.log)
