/// The accessors of a top-level variable or a static stored property: a computed one
/// (`var total: Int { a + b }`, with `get` and `set`), or a stored one with observers
/// (`var count = 0 { didSet { ... } }`). Swift runs a stored variable's setter as
/// willSet(newValue) → store → didSet(oldValue); inside its own observers the variable is read
/// and written directly, without them (verified against Swift 6.3.1: `var n = 0 { didSet { if n
/// < 3 { n += 1 } } }` sets `n = 1` to 2, once).
final class VariableAccessors {
  /// Declared with a getter (no storage of its own).
  let isComputed: Bool
  var getter: FunctionProto?
  var setter: FunctionProto?
  var willSet: FunctionProto?
  var didSet: FunctionProto?
  /// Whether didSet reads `oldValue`. When it does not, Swift does not fetch the old value
  /// (SE-0268): it is released by the store, so an object it held dies before didSet runs.
  var didSetReadsOldValue = true

  init(isComputed: Bool) { self.isComputed = isComputed }
}

extension VariableAccessors {
  /// The value of an accessed top-level variable: its getter's result, or what it stores.
  static func value(_ vm: VM, global g: Int) throws -> Value {
    if let a = vm.program.globalAccessors[g], a.isComputed, let getter = a.getter {
      return try vm.callProto(getter, receiver: .void, [])
    }
    return try vm.globalValue(g)
  }

  /// `x = v` for an accessed top-level variable: the setter of a computed one; willSet → store
  /// → didSet for an observed one.
  static func assign(_ vm: VM, global g: Int, _ newValue: Value) throws {
    guard let a = vm.program.globalAccessors[g] else {
      // A later REPL entry declared the name again, without accessors.
      vm.program.setGlobal(g, newValue)
      return
    }
    if a.isComputed {
      guard let setter = a.setter else {
        throw Fault("cannot assign to value: '\(vm.program.globalNames[g])' is a get-only property")
      }
      _ = try vm.callProto(setter, receiver: .void, [newValue])
      return
    }
    let v = try vm.program.globalShapes[g].map { try Coercion.coerce(vm, newValue, $0) } ?? newValue
    try a.store(vm, receiver: .void, old: { vm.program.globals[g] }, v) { vm.program.setGlobal(g, $0) }
  }

  /// `x.append(1)`, `x.a = 1`, `f(&x)` for an accessed top-level variable: Swift's `_modify` of
  /// an observed (or computed) variable changes a copy, then stores it back through the setter
  /// (willSet, store, didSet), so willSet still finds the old value in the variable.
  static func modify(
    _ vm: VM, global g: Int, _ root: inout Value, _ comps: ArraySlice<PathDesc.Component>, _ args: [Value],
    _ action: VM.WriteAction
  ) throws -> Value {
    var v = root
    root = .void
    var i = 0
    let result = try vm.modifyValue(&v, comps, args, &i, action)
    try assign(vm, global: g, v)
    return result
  }

  /// A write through a static property (`Counter.count += 1`, `Config.store[k] = v`): a computed
  /// one through its getter and setter, a stored one in place, then through its observers unless
  /// the write is in one of them (`ownStorage`).
  static func writeStatic(
    _ vm: VM, _ t: NominalType, _ sym: Int, _ rest: ArraySlice<PathDesc.Component>, _ args: [Value], _ i: inout Int,
    _ action: VM.WriteAction, ownStorage: Bool
  ) throws -> Value {
    // A static property a subclass inherits is its superclass's storage.
    let t = (t as? ClassInfo)?.staticDeclarer(sym) ?? t
    let accessors = t.staticAccessors[sym]
    if let a = accessors, a.isComputed {
      guard let setter = a.setter, let getter = a.getter else {
        // `Toggle.binding.value = "on"` of a get-only one: Swift gets it, and the write goes on
        // in the value it returns (a `nonmutating set` or a class instance there).
        if let getter = a.getter, !rest.isEmpty {
          var v = try vm.callProto(getter, receiver: .type(t), [])
          if case .object = v { return try vm.modifyValue(&v, rest, args, &i, action) }
          if vm.types.setsThroughNonmutatingSetter(v, rest) { return try vm.modifyValue(&v, rest, args, &i, action) }
        }
        throw Fault("cannot assign to property: '\(vm.program.symbolName(sym))' is a get-only property")
      }
      var v = Value.void
      var assignsWhole = false
      if rest.isEmpty, case .assign = action { assignsWhole = true }
      if !assignsWhole { v = try vm.callProto(getter, receiver: .type(t), []) }
      let result = try vm.modifyValue(&v, rest, args, &i, action)
      _ = try vm.callProto(setter, receiver: .type(t), [v])
      return result
    }
    var v = try vm.staticMember(t, sym)
    if case .native = v {
      throw Fault("cannot assign to '\(vm.program.symbolName(sym))': it is a computed static property")
    }
    let result = try vm.modifyValue(&v, rest, args, &i, action)
    if let observers = accessors, !ownStorage {
      try observers.store(vm, receiver: .type(t), old: { t.staticMembers[sym] ?? .void }, v) {
        t.staticMembers[sym] = $0
      }
    } else {
      t.staticMembers[sym] = v
    }
    return result
  }

  /// willSet → store → didSet of a stored variable with observers, the observers called with
  /// `receiver` as `self` (a static property's type). The old value is read only if didSet
  /// needs it: holding it would keep an object it holds alive past the store.
  func store(
    _ vm: VM, receiver: Value, old current: () -> Value, _ newValue: Value,
    store: (Value) -> Void
  ) throws {
    let keepsOld = didSet != nil && didSetReadsOldValue
    var old = keepsOld ? current() : Value.void
    if let w = willSet { _ = try vm.callProto(w, receiver: receiver, [newValue]) }
    store(newValue)
    if !keepsOld { try vm.runDeinits() }
    guard let d = didSet else { return }
    _ = try vm.callProto(d, receiver: receiver, [old])
    Reaper.release(taking: &old)
    try vm.runDeinits()
  }
}
