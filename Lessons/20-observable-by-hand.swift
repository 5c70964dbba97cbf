//: # Lesson 20 · Observable by hand
//: `@Observable` is a macro: it writes Swift code into your class, and nothing more. Here the
//: same counter is written twice, once with the macro and once by hand — a registrar, a getter
//: that reports its read, a setter that wraps its store in `withMutation` — and the trace shows
//: the two alike. To see the macro's own code, type `:expand MacroCounter` in the REPL, or run
//: `observatory expand Lessons/20-observable-by-hand.swift` in a shell.

//: ## The macro's version
//: One stored property. The macro turns `count` into a computed property over a storage
//: `_count`, adds a registrar `_$observationRegistrar`, and conforms the class to `Observable`.
@Observable final class MacroCounter {
  var count = 0
}

//: ## The same class, by hand
//: What the expansion does, written out: the getter calls `access` (R1), the setter checks for
//: the same value (R7) and then stores inside `withMutation`, which runs willSet, the store and
//: didSet (R4). The registrar can have any name; the macro's is `_$observationRegistrar`.
final class HandCounter: Observable {
  private let registrar = ObservationRegistrar()
  private var _count = 0

  var count: Int {
    get {
      registrar.access(self, keyPath: \.count)
      return _count
    }
    set {
      guard newValue != _count else {
        _count = newValue
        return
      }
      registrar.withMutation(of: self, keyPath: \.count) {
        _count = newValue
      }
    }
  }
}

let macro = MacroCounter()
let hand = HandCounter()
nonisolated(unsafe) var fired: [String] = []

//: ## Reads
//: One scope reads both counters. Each getter reports its read, so the scope's list gets
//: `macro.count` and `hand.count` — the hand-written getter's `access` call is the line the
//: trace points at.
withObservationTracking {
  _ = macro.count
  _ = hand.count
} onChange: {
  fired.append("both")
}

//: ## A write
#predict("hand.count = 1: does the scope's onChange run?", ["yes, as for macro.count", "no: the class is not @Observable"], answer: 0)
//: `withMutation` is where the notification happens: willSet first (the onChange runs here,
//: and still sees 0), then the store, then didSet — the same lines a macro-made property shows.
hand.count = 1
#expect(fired == ["both"])

//: ## The same value
withObservationTracking {
  _ = hand.count
} onChange: {
  fired.append("hand, same value")
}
//: The setter's `guard` is the gate the macro writes (R7): the same value is stored without
//: calling the registrar, so nobody is told — the trace shows it as it shows the macro's.
hand.count = 1
#expect(fired == ["both"])

//: ## `+= 0`, by hand and by macro
withObservationTracking {
  _ = macro.count
} onChange: {
  fired.append("macro += 0")
}
#predict("macro.count += 0 and hand.count += 0: which one notifies?", ["both", "only macro.count", "only hand.count", "neither"], answer: 1)
//: The macro also writes a `_modify` accessor: `+=` changes the value in place and always
//: notifies, with no gate (R8). The hand-written class has only `get` and `set`, so `+= 0` is a
//: read and then a set of the same value, and its gate stops it. Same code at the call site,
//: different accessors underneath.
macro.count += 0
hand.count += 0
#expect(fired == ["both", "macro += 0"])

//: ## A getter that forgets `access`
//: The registrar only knows what the accessors tell it. A property whose getter does not call
//: `access` is read without a trace, and no scope can ever observe it.
final class Forgetful: Observable {
  private let registrar = ObservationRegistrar()
  private var _value = 0
  var value: Int {
    get { _value }
    set { registrar.withMutation(of: self, keyPath: \.value) { _value = newValue } }
  }
}
let forgetful = Forgetful()
withObservationTracking {
  _ = forgetful.value
} onChange: {
  fired.append("forgetful")
}
forgetful.value = 5
#expect(fired == ["both", "macro += 0"])

//: ## The graph at the end
#graph

//: ## What to remember
//: * `@Observable` writes ordinary Swift: a registrar, `access` in each getter, `withMutation`
//:   in each setter, a same-value check before it. `:expand` shows the macro's own code.
//: * A class can conform to `Observable` by hand and be observed exactly the same way.
//: * The macro's `_modify` makes `+=` notify even when nothing changes; a hand-written `set`
//:   with a gate does not.
print("fired: \(fired)")
