// The checks of the Swift project's own Observation test suite (test/stdlib/Observation/
// Observable.swift), ported to a standalone program: each check prints what it found instead of
// asserting it. The declarations cover the kinds of class the suite compiles: empty, weak,
// unowned and implicitly unwrapped properties, a non-observable superclass, a nested class,
// conformances added beside the macro's, an ignored property,
// inheritance, isolation and an explicit or inherited `Observable` conformance. (The suite's
// "access and mutation" check is swift-suite-access-and-mutation.swift.)
import Observation

@Observable class Empty {}

@Observable class HoldsWeak {
  weak var target: AnyObject? = nil
}

@Observable class HoldsUnowned {
  unowned var target: AnyObject? = nil
}

@Observable class HoldsImplicitlyUnwrapped {
  var count: Int! = nil
}

class Base {}
@Observable class DerivedFromBase: Base {}

protocol Marker {}
@Observable class AdoptsMarker: Marker {}

struct Outer {
  @Observable class Inner {
    var level: Int = 3
  }
}

@Observable final class Shared: Sendable {
  var level: Int = 3
}

@Observable final class Keyed {
  var level: Int = 3
}

// The suite's class is Hashable with its own hash(into:), which the playground does not run.
extension Keyed: Equatable {
  static func == (lhs: Keyed, rhs: Keyed) -> Bool { lhs.level == rhs.level }
}

@Observable class PartlyIgnored {
  var level = 3
  @ObservationIgnored var scratch = 4
}

@Observable class Being {
  var age: Int = 0
}

@Observable class Human: Being {
  var first = ""
  var last = ""
  var friends = [Human]()
  var full: String { first + " " + last }
}

@Observable class MiddleNamed: Human {
  var middle = ""
  override var full: String { first + " " + middle + " " + last }
}

@Observable class MainActorProperty {
  @MainActor var text = "hello"
}

@MainActor @Observable class MainActorClass {
  var text = "hello"
}

@Observable class AlreadyObservable: Observable {}

protocol Refines: Observable {}
@Observable class ThroughRefinement: Refines {}

final class Flag {
  var raised = false
}

func check(_ name: String, _ value: Bool) {
  print(value ? "ok  " : "FAIL", name)
}

// unobserved value changes
let quiet = MiddleNamed()
for i in 0..<100 { quiet.first = "\(i)" }
check("unobserved changes keep the last value", quiet.first == "99")

// tracking changes
do {
  let flag = Flag()
  let person = MiddleNamed()
  withObservationTracking {
    _ = person.first
  } onChange: {
    flag.raised = true
  }
  person.first = "c"
  check("a tracked write calls onChange", flag.raised)
  flag.raised = false
  person.first = "c"
  check("onChange runs once", !flag.raised)
}

// conformance, decided by overload resolution
do {
  func conforms<O: Observable>(_ o: O) -> Bool { true }
  func conforms<O>(_ o: O) -> Bool { false }
  check("an @Observable class is Observable", conforms(Human()))
  check("a plain class is not", !conforms(Base()))
}

// tracking nonchanged
do {
  let flag = Flag()
  let person = MiddleNamed()
  withObservationTracking {
    _ = person.last
  } onChange: {
    flag.raised = true
  }
  person.first = "c"
  check("a write to another property does not call onChange", !flag.raised)
}

// tracking computed
do {
  let flag = Flag()
  let person = MiddleNamed()
  withObservationTracking {
    _ = person.full
  } onChange: {
    flag.raised = true
  }
  person.middle = "c"
  check("a computed property tracks what it reads", flag.raised)
  flag.raised = false
  person.middle = "c"
  check("and only once", !flag.raised)
}

// graph changes
do {
  let flag = Flag()
  let person = MiddleNamed()
  let friend = MiddleNamed()
  person.friends.append(friend)
  withObservationTracking {
    _ = person.friends.first?.full
  } onChange: {
    flag.raised = true
  }
  person.middle = "c"
  check("the person's own middle name is not read", !flag.raised)
  friend.middle = "c"
  check("the friend's is", flag.raised)
}

// nesting
do {
  let outer = Flag()
  let inner = Flag()
  let person = MiddleNamed()
  withObservationTracking {
    withObservationTracking {
      _ = person.first
    } onChange: {
      inner.raised = true
    }
  } onChange: {
    outer.raised = true
  }
  person.first = "c"
  check("the inner tracking fires", inner.raised)
  check("the outer tracking fires", outer.raised)
  outer.raised = false
  person.first = "c"
  check("the outer fires only once", !outer.raised)
}

// ignores no change
do {
  let flag = Flag()
  let model = PartlyIgnored()
  withObservationTracking {
    _ = model.scratch
  } onChange: {
    flag.raised = true
  }
  model.scratch = 122112
  check("an ignored property is not tracked", !flag.raised)
  model.level = 3429
  check("a property not read is not tracked", !flag.raised)
}

// ignores change
do {
  let flag = Flag()
  let model = PartlyIgnored()
  withObservationTracking {
    _ = model.scratch
    _ = model.level
  } onChange: {
    flag.raised = true
  }
  model.scratch = 122112
  check("a write to the ignored property does not fire", !flag.raised)
  model.level = 3429
  check("a write to the tracked one does", flag.raised)
}

// isolated class
@MainActor func checkIsolatedClass() {
  let flag = Flag()
  let model = MainActorProperty()
  withObservationTracking {
    _ = model.text
  } onChange: {
    flag.raised = true
  }
  model.text = "c"
  check("a main-actor property is tracked", flag.raised)
  flag.raised = false
  model.text = "c"
  check("once", !flag.raised)
}
await checkIsolatedClass()

// the other declarations compile, conform and run
let held = HoldsWeak()
let target = Base()
held.target = target
check("a weak property holds its object", held.target === target)
let unowned = HoldsUnowned()
unowned.target = target
check("an unowned property holds its object", unowned.target === target)
let counted = HoldsImplicitlyUnwrapped()
check("an implicitly unwrapped property starts nil", counted.count == nil)
counted.count = 2
check("and is used as its value", counted.count + 1 == 3)
check("nested class", Outer.Inner().level == 3)
check("Sendable class", Shared().level == 3)
check("Equatable class", Keyed() == Keyed())
@MainActor func checkMainActorClass() {
  check("MainActor class", MainActorClass().text == "hello")
}
await checkMainActorClass()
let everything: [Any] = [
  Empty(), DerivedFromBase(), AdoptsMarker(), AlreadyObservable(), ThroughRefinement(), Shared(), Human(),
]
check("every @Observable class is Observable", everything.allSatisfy { $0 is any Observable })
check("a plain class is not Observable", !((Base() as Any) is any Observable))
check("a refining protocol is adopted", (ThroughRefinement() as Any) is any Refines)
check("a marker protocol is adopted", (AdoptsMarker() as Any) is any Marker)
