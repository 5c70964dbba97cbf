// A class that conforms to Observable by hand, as the @Observable macro's expansion does: its own
// ObservationRegistrar, getters that call access, setters that call withMutation, and an
// in-place change between willSet and didSet. Observed exactly as a macro-made class.
import Observation

final class Thermostat: Observable {
  private let registrar = ObservationRegistrar()

  private var _target = 20
  var target: Int {
    get {
      registrar.access(self, keyPath: \.target)
      return _target
    }
    set {
      // The macro's gate for an Equatable value: the same value notifies nobody.
      guard newValue != _target else {
        _target = newValue
        return
      }
      registrar.withMutation(of: self, keyPath: \.target) {
        _target = newValue
      }
    }
  }

  private var _log: [String] = []
  var log: [String] {
    get {
      registrar.access(self, keyPath: \.log)
      return _log
    }
    set {
      registrar.withMutation(of: self, keyPath: \.log) {
        _log = newValue
      }
    }
  }

  /// An in-place change: willSet, the mutation, didSet (as the macro's _modify).
  func record(_ entry: String) {
    registrar.access(self, keyPath: \.log)
    registrar.willSet(self, keyPath: \.log)
    defer { registrar.didSet(self, keyPath: \.log) }
    _log.append(entry)
  }

  /// A name nobody observes: reading it records nothing.
  var unobserved = 0
}

let t = Thermostat()
withObservationTracking {
  print("read target:", t.target)
} onChange: {
  print("target will change")
}
t.target = 21
t.target = 22
print("now", t.target)

// The same value: no notification.
withObservationTracking {
  _ = t.target
} onChange: {
  print("never printed")
}
t.target = 22
print("same value stored:", t.target)

// willSet and didSet by hand.
withObservationTracking {
  _ = t.log
} onChange: {
  print("log will change")
}
t.record("heating")
t.record("idle")
print(t.log)

// A mutation that throws still ends with didSet.
enum Failure: Error { case rejected }
final class Account: Observable {
  let _$observationRegistrar = ObservationRegistrar()
  private var _balance = 100
  var balance: Int {
    get {
      access(keyPath: \.balance)
      return _balance
    }
    set {
      withMutation(keyPath: \.balance) { _balance = newValue }
    }
  }
  internal nonisolated func access<Member>(keyPath: KeyPath<Account, Member>) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }
  internal nonisolated func withMutation<Member, MutationResult>(
    keyPath: KeyPath<Account, Member>, _ mutation: () throws -> MutationResult
  ) rethrows -> MutationResult {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
  func withdraw(_ amount: Int) throws {
    try withMutation(keyPath: \.balance) {
      guard amount <= _balance else { throw Failure.rejected }
      _balance -= amount
    }
  }
}

let account = Account()
withObservationTracking {
  _ = account.balance
} onChange: {
  print("balance will change")
}
do {
  try account.withdraw(500)
} catch {
  print("withdraw failed:", error)
}
print("balance", account.balance)
try account.withdraw(30)
print("balance", account.balance)

// Observations over a class that conforms by hand.
protocol Model: Observable {}
final class Room: Model {
  private let registrar = ObservationRegistrar()
  private var _people = 0
  var people: Int {
    get {
      registrar.access(self, keyPath: \.people)
      return _people
    }
    set {
      registrar.withMutation(of: self, keyPath: \.people) { _people = newValue }
    }
  }
}

let room = Room()
let counts = Observations { room.people }
let loop = Task {
  for await n in counts {
    print("people:", n)
    if n == 3 { break }
  }
}
Task {
  room.people = 1
  await Task.yield()
  room.people = 2
  room.people = 3
}
await loop.value
print("done")
