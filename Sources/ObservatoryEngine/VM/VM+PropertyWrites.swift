/// The setter and `_modify` of a stored property of a class instance, as Swift's and the
/// `@Observable` macro's accessors run them: for a tracked property the R7 gate (a same-value
/// write notifies nobody, but the property's own observers still run), then willSet → store →
/// didSet (R4); a `_modify` (`+=`, an element, an `&` argument) is one access with one
/// willSet/didSet pair and no gate (R8); an object replaced in the store dies before didSet (R12).
/// `@Published` properties of an `ObservableObject` fire `objectWillChange` in willSet instead.
extension VM {
  /// The setter: `object.property = value`. `ownStorage`: the write is `self.property = value`
  /// in the property's own observer, which stores without running them (Swift).
  func setProperty(_ o: Instance, _ sym: Int, _ newValue: Value, ownStorage: Bool = false) throws {
    switch o.cls.member(sym) {
    case .field(let field)?:
      if field.isLet {
        throw Fault(
          "cannot assign to property '\(field.name)': it is a 'let' constant",
          hint: "declare it with 'var' in \(o.cls.name) to change it")
      }
      let v = try field.shape.map { try coerce(newValue, $0) } ?? newValue
      let i = field.index
      if field.isPublished {
        // Part F: objectWillChange and $property fire in willSet, with no same-value gate.
        try publishWillChange(o, field: i, newValue: v)
        try runWillSet(field, o, v)
        var old = o.fields[i]
        o.fields[i] = v
        nameChild(o, field, old: old, v)
        try runDidSet(field, o, old)
        Reaper.release(taking: &old)
      } else if field.isTracked {
        // R7: the 6.3.1 setter skips notification when the value is "the same".
        if try runtime.isSameValue(o.fields[i], v, field) {
          // R7 skips the registrar, not the property's own willSet/didSet: they still run
          // (verified against Swift 6.3.1).
          try runWillSet(field, o, v)
          let old = o.fields[i]
          o.fields[i] = v
          try runDidSet(field, o, old)
          runtime.sameValueWrite(o, i, v)
          return
        }
        let announced = try runtime.willSet(o, i, old: o.fields[i], new: v)
        try runWillSet(field, o, v)
        var old = o.fields[i]
        o.fields[i] = v
        nameChild(o, field, old: old, v)
        try releaseUnlessDidSetReads(field, &old)
        try runDidSet(field, o, old)
        // The store inside `withMutation` releases the old value: an object that dies there runs
        // its deinit before the didSet callbacks (R4, R12; verified against Swift 6.3.1).
        Reaper.release(taking: &old)
        try runDeinits()
        try runtime.didSet(o, i, new: v, announced: announced)
      } else {
        if !ownStorage { try runWillSet(field, o, v) }
        var old = o.fields[i]
        o.fields[i] = v
        nameChild(o, field, old: old, v)
        if !ownStorage {
          try releaseUnlessDidSetReads(field, &old)
          try runDidSet(field, o, old)
        }
        Reaper.release(taking: &old)
      }
    case .computed(_, let setter?)?:
      try callSetter(setter, on: o, newValue)
    case .computed?:
      throw Fault("cannot assign to '\(program.symbolName(sym))': it is a get-only computed property")
    case .method?:
      throw Fault("cannot assign to '\(program.symbolName(sym))': it is a method")
    case nil:
      throw Fault(
        "value of type '\(o.cls.name)' has no member '\(program.symbolName(sym))'",
        hint: nearestMember(program.symbolName(sym), in: o.cls).map { "did you mean '\($0)'?" })
    }
  }

  /// `_modify`: access, willSet, in-place mutation, didSet — always notifies (R8). The new value
  /// is converted to the property's type unless `coerced` says `body` already converted what it
  /// brought in (`VM+IncomingCoercion`).
  func modifyProperty(
    _ o: Instance, _ sym: Int, coerced: Bool = false, ownStorage: Bool = false, _ body: (inout Value) throws -> Value
  ) throws -> Value {
    switch o.cls.member(sym) {
    case .field(let field)?:
      if field.isLet {
        throw Fault(
          "cannot change property '\(field.name)': it is a 'let' constant",
          hint: "declare it with 'var' in \(o.cls.name) to change it")
      }
      let i = field.index
      if case .missing = o.fields[i], field.lazyInitializer != nil { _ = try readField(o, field) }
      if field.isPublished {
        // @Published has get and set only: the new value is computed on a copy, then set.
        var copy = o.fields[i]
        let result = try body(&copy)
        try setProperty(o, sym, copy)
        return result
      }
      var announced = false
      if field.isTracked {
        runtime.access(o, i)
        announced = try runtime.willSet(o, i, old: o.fields[i], new: nil)
      }
      // The value is moved out of the field while it is mutated, so that it is the only reference
      // (`VM+Uniqueness`); the old value is kept only for whoever looks at it: willSet and didSet
      // observers, and the names of the objects it holds.
      var v = o.fields[i].weakDereferenced
      o.fields[i] = .missing
      let observed = field.hasObservers && !ownStorage
      let keepsOld = observed || namesMove(o, v)
      var old = keepsOld ? v : .void
      let result: Value
      do {
        fieldsInAccess += 1
        defer {
          fieldsInAccess -= 1
          o.fields[i] = coerced ? v : field.shape.flatMap { try? coerce(v, $0) } ?? v
        }
        result = try body(&v)
      }
      nameChild(o, field, old: old, o.fields[i])
      if observed, field.hasWillSet {
        // With a willSet observer, `_modify` is a get and a set: willSet sees the new value while
        // the property still holds the old one (R8; verified against Swift 6.3.1).
        let newValue = o.fields[i]
        o.fields[i] = old
        try runWillSet(field, o, newValue)
        o.fields[i] = newValue
      }
      if observed {
        // What the mutation removed dies before didSet unless didSet reads `oldValue`.
        try releaseUnlessDidSetReads(field, &old)
        try runDidSet(field, o, old)
      }
      // An element replaced in place dies inside `_modify`, before didSet (as in the setter).
      old = .void
      v = .void
      try runDeinits()
      if field.isTracked { try runtime.didSet(o, i, new: o.fields[i], announced: announced) }
      return result
    case .computed(let getter, let setter?)?:
      var v = try callProto(getter, receiver: .object(o), [])
      let r = try body(&v)
      try callSetter(setter, on: o, v)
      return r
    case .computed?:
      throw Fault("cannot change '\(program.symbolName(sym))': it is a get-only computed property")
    default:
      throw Fault(
        "value of type '\(o.cls.name)' has no property '\(program.symbolName(sym))'",
        hint: nearestMember(program.symbolName(sym), in: o.cls).map { "did you mean '\($0)'?" })
    }
  }

  /// `object.count += 1`: `modifyProperty` for an `Int` property without willSet/didSet of its
  /// own, with the arithmetic done in place (no value moved, nothing renamed: an `Int` holds no
  /// object). The same accesses and notifications in the same order (R8). False, having done
  /// nothing, for any other property.
  func modifyIntProperty(_ o: Instance, _ sym: Int, _ op: BinaryOp, _ rhs: Int) throws -> Bool {
    guard case .field(let field)? = o.cls.member(sym), !field.isLet, !field.isPublished, !field.hasObservers,
      case .int = o.fields[field.index]
    else { return false }
    let i = field.index
    var announced = false
    if field.isTracked {
      runtime.access(o, i)
      announced = try runtime.willSet(o, i, old: o.fields[i], new: nil)
    }
    // A willSet callback may have stored something else (`modifyProperty` reads it here too).
    if case .int(let x) = o.fields[i] {
      o.fields[i] = try intOp(op, x, rhs)
    } else {
      let v = try binary(op, o.fields[i], .int(rhs))
      o.fields[i] = field.shape.flatMap { try? coerce(v, $0) } ?? v
    }
    try runDeinits()
    if field.isTracked { try runtime.didSet(o, i, new: o.fields[i], announced: announced) }
    return true
  }

  /// `room.player` names whichever player the room holds now: a replaced object loses the name
  /// (and so do objects in arrays: `VM+Names`).
  func nameChild(_ o: Instance, _ field: FieldInfo, old: Value, _ v: Value) {
    renameField(o, field, old: old, new: v)
  }

  /// A property's own `willSet` (and those of the properties it overrides), with the new value.
  func runWillSet(_ field: FieldInfo, _ o: Instance, _ newValue: Value) throws {
    guard field.hasObservers else { return }
    for p in field.willSetChain { _ = try callProto(p, receiver: .object(o), [newValue]) }
  }

  /// A computed property's setter, called with the new value; a hand-written `Observable`
  /// property's goes through the runtime, which shows what its registrar calls did (R7).
  func callSetter(_ setter: FunctionProto, on o: Instance, _ newValue: Value) throws {
    if let id = setter.observedId, o.cls.observedByHand != nil {
      try runtime.runSetterByHand(setter, on: o, id: id, newValue)
    } else {
      _ = try callProto(setter, receiver: .object(o), [newValue])
    }
  }

  /// SE-0268: a didSet that does not mention `oldValue` is not given it, so the store released
  /// the old value, and an object only it held dies before didSet runs.
  func releaseUnlessDidSetReads(_ field: FieldInfo, _ old: inout Value) throws {
    guard field.hasObservers, !field.keepsOldValue else { return }
    Reaper.release(taking: &old)
    try runDeinits()
  }

  /// A property's own `didSet` (after those of the properties it overrides), with the old value.
  func runDidSet(_ field: FieldInfo, _ o: Instance, _ oldValue: Value) throws {
    guard field.hasObservers else { return }
    for p in field.didSetChain { _ = try callProto(p, receiver: .object(o), [oldValue]) }
  }
}
