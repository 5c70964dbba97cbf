// The "access and mutation" check of the Swift project's Observation test suite
// (test/stdlib/Observation/Observable.swift), ported to a standalone program: an `@Observable`
// class that declares its own `access(keyPath:)` and `withMutation(keyPath:_:)`, which the
// macro's getters and setters call instead of the registrar's.
import Observation

@Observable class Audited {
  var level = 3
  let onAccess: (String) -> Void
  let onMutation: (String) -> Void

  init(onAccess: @escaping (String) -> Void, onMutation: @escaping (String) -> Void) {
    self.onAccess = onAccess
    self.onMutation = onMutation
  }

  internal func access<Member>(keyPath: KeyPath<Audited, Member>) {
    onAccess(keyPath == \Audited.level ? "level" : "other")
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal func withMutation<Member, T>(
    keyPath: KeyPath<Audited, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    onMutation(keyPath == \Audited.level ? "level" : "other")
    return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

func check(_ name: String, _ value: Bool) {
  print(value ? "ok  " : "FAIL", name)
}

// access and mutation
do {
  var accessed: String? = nil
  var mutated: String? = nil
  let audited = Audited { accessed = $0 } onMutation: { mutated = $0 }
  check("nothing accessed yet", accessed == nil)
  _ = audited.level
  check("a read calls access", accessed == "level")
  check("a read does not call withMutation", mutated == nil)
  accessed = nil
  audited.level = 123
  check("a write does not call access", accessed == nil)
  check("a write calls withMutation", mutated == "level")
}

