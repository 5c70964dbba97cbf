/// The setter of a stored property of a class instance, as Swift's and the `@Observable` macro's
/// accessors run it: for a tracked property the R7 gate (a same-value write notifies nobody, but
/// the property's own observers still run: `Observation/EqualityGate`), then willSet → store →
/// didSet (R4), the runtime's notification around the property's own observers; an object
/// replaced in the store dies before didSet (R12). `@Published` properties of an
/// `ObservableObject` fire `objectWillChange` in willSet instead. The `_modify` (R8) is
/// `VM+ModifyThroughInstance`.
extension VM {
  /// The setter: `object.property = value`. `ownStorage`: the write is `self.property = value`
  /// in the property's own observer, which stores without running them (Swift).
  func setProperty(_ o: Instance, _ sym: Int, _ newValue: Value, ownStorage: Bool = false) throws {
    guard let field = o.cls.field(sym) else { return try setComputedProperty(o, sym, newValue) }
    if field.isLet {
      throw Fault(
        "cannot assign to property '\(field.name)': it is a 'let' constant",
        hint: "declare it with 'var' in \(o.cls.name) to change it")
    }
    let v = GenericOptionals.wrapped(
      try field.shape.map { try Coercion.coerce(self, newValue, $0) } ?? newValue, field, of: o.cls, o.typeArguments)
    let i = field.index
    if field.isPublished {
      // Part F: objectWillChange and $property fire in willSet, with no same-value gate.
      try runtime.publishWillChange(o, field: i, newValue: v)
      try runWillSet(field, o, v)
      var old = o.fields[i]
      o.fields[i] = v
      nameChild(o, field, old: old, v)
      try runDidSet(field, o, old)
      Reaper.release(taking: &old)
    } else if field.isTracked {
      try setTrackedProperty(o, field, v)
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
  }

  /// An `@Observable` property's setter: R7's gate, then the registrar's willSet, the property's
  /// own willSet, the store, its didSet and the registrar's didSet (R4). An `override` with
  /// observers in a subclass wraps it: Swift's override calls the superclass's setter, the
  /// macro's, from between its own willSet and didSet (verified against Swift 6.3.1).
  func setTrackedProperty(_ o: Instance, _ field: FieldInfo, _ v: Value) throws {
    let i = field.index
    if let base = field.overridden {
      let old = field.didSetObserver != nil && field.didSetReadsOldValue ? o.fields[i] : .void
      if let w = field.willSetObserver { _ = try callProto(w, receiver: .object(o), [v]) }
      try setTrackedProperty(o, base, v)
      if let d = field.didSetObserver { _ = try callProto(d, receiver: .object(o), [old]) }
      return
    }
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
  }

  /// The setter of a member that is not a stored property: a computed property's, or the error.
  private func setComputedProperty(_ o: Instance, _ sym: Int, _ newValue: Value) throws {
    switch o.cls.member(sym) {
    case .computed(_, let setter?)?:
      try callSetter(setter, on: o, newValue)
    case .computed?:
      throw Fault("cannot assign to '\(program.symbolName(sym))': it is a get-only computed property")
    case .method?:
      throw Fault("cannot assign to '\(program.symbolName(sym))': it is a method")
    case .field?, nil:
      throw Fault(
        "value of type '\(o.cls.name)' has no member '\(program.symbolName(sym))'",
        hint: nearestMember(program.symbolName(sym), in: o.cls).map { "did you mean '\($0)'?" })
    }
  }

  /// `room.player` names whichever player the room holds now: a replaced object loses the name
  /// (and so do objects in arrays: `ObjectNaming`).
  func nameChild(_ o: Instance, _ field: FieldInfo, old: Value, _ v: Value) {
    naming.renameField(o, field, old: old, new: v)
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
