/// A class that conforms to `Observable` by hand, as the macro's expansion does: it keeps an
/// `ObservationRegistrar` of its own and calls it from its accessors, `access(self, keyPath:)` in
/// a getter (R1), `withMutation(of:keyPath:_:)` in a setter (R4: willSet, the mutation, didSet),
/// `willSet`/`didSet` around an in-place change (R8). The registrar acts on the object's registrar
/// in the simulated runtime, so its reads, notifications and gate show in the trace exactly as
/// for the properties the macro makes.
///
/// The runtime keys observations by a property id: for an `@Observable` class the index of the
/// stored property, for a class that conforms by hand an index into `names`, the properties of
/// the class (stored and computed) in declaration order. A key path `\.name` is resolved to the
/// id once, where the lesson loads (`KeyPathValue.observed`) or at its first use.
package final class ObservationByHand {
  /// Property id → its name (`counter.count` in the trace).
  let names: [String]
  /// Property name → id, used while the lesson loads and at a key path's first use.
  let ids: [String: Int]
  /// Property id → the stored property its getter returns (`get { access(...); return _count }`),
  /// which holds the value the trace shows; nil where the getter computes something else.
  var storage: [Int?]

  init(names: [String]) {
    self.names = names
    var ids: [String: Int] = [:]
    for (k, n) in names.enumerated() where ids[n] == nil { ids[n] = k }
    self.ids = ids
    storage = Array(repeating: nil, count: names.count)
  }
}

/// `ObservationRegistrar()`: stored in a class that conforms to `Observable` by hand. Its methods
/// act on the registrar of the object they are given (each object has one in the runtime).
final class ObservationRegistrarValue: HostObject {
  override var typeName: String { "ObservationRegistrar" }
}

extension ClassInfo {
  /// The class (this one or a superclass) that conforms to `Observable` by hand.
  var observedByHand: ObservationByHand? {
    var c: ClassInfo? = self
    while let k = c {
      if let t = k.byHand { return t }
      c = k.superclass
    }
    return nil
  }

  /// The name of the property an observation id stands for.
  package func observedName(_ id: Int) -> String {
    if let t = observedByHand { return id < t.names.count ? t.names[id] : "?" }
    return fields[id].name
  }
}

/// A setter of a property of a class that conforms by hand, running now: `withMutation` shows its
/// new value, and a setter that ends without notifying is shown as R7's same-value write when it
/// stored the same value.
struct SetterByHand {
  let object: Instance
  let id: Int
  let newValue: Value
  var notified = false
}

/// The registrar a class that conforms by hand calls, run by the runtime on the object's own
/// registrar (R1, R4, R8).
extension ObservationRuntime {
  /// `registrar.access(_:keyPath:)`, `withMutation(of:keyPath:_:)`, `willSet(_:keyPath:)`,
  /// `didSet(_:keyPath:)`.
  func registrarMethod(_ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    // A trailing closure has no label.
    let names = labels.map { $0 == "" ? nil : $0 }
    switch (name, names) {
    case ("access", [nil, "keyPath"]):
      let (o, id) = try observedProperty(args[0], args[1])
      access(o, id)
      return .void
    case ("withMutation", ["of", "keyPath", nil]):
      let (o, id) = try observedProperty(args[0], args[1])
      let announced = try willSetByHand(o, id)
      // Swift's `withMutation` calls didSet in a `defer`: also when the mutation throws.
      let result: Value
      do {
        result = try host.call(args[2])
      } catch {
        try? didSetByHand(o, id, announced: announced)
        throw error
      }
      try host.runDeinits()
      try didSetByHand(o, id, announced: announced)
      return result
    case ("willSet", [nil, "keyPath"]):
      let (o, id) = try observedProperty(args[0], args[1])
      pendingWillSets.append((ObjectIdentifier(o), id, try willSetByHand(o, id)))
      return .void
    case ("didSet", [nil, "keyPath"]):
      let (o, id) = try observedProperty(args[0], args[1])
      let k = pendingWillSets.lastIndex { $0.object == ObjectIdentifier(o) && $0.id == id }
      let announced = k.map { pendingWillSets.remove(at: $0).announced } ?? false
      try didSetByHand(o, id, announced: announced)
      return .void
    default: return nil
    }
  }

  /// The willSet half, with the values the trace shows: the property's storage before, and the
  /// new value where its setter is running (else an in-place change, as `_modify`'s).
  private func willSetByHand(_ o: Instance, _ id: Int) throws -> Bool {
    var newValue: Value? = nil
    if let k = settersByHand.lastIndex(where: { $0.object === o && $0.id == id }) {
      settersByHand[k].notified = true
      newValue = settersByHand[k].newValue
    }
    return try willSet(o, id, old: storedValue(o, id), new: newValue)
  }

  private func didSetByHand(_ o: Instance, _ id: Int, announced: Bool) throws {
    try didSet(o, id, new: storedValue(o, id), announced: announced)
  }

  /// The value of a property of a class that conforms by hand, from the stored property its
  /// getter returns; a macro-made property's own storage.
  private func storedValue(_ o: Instance, _ id: Int) -> Value {
    guard let t = o.cls.observedByHand else { return o.fields[id].weakDereferenced }
    guard id < t.storage.count, let f = t.storage[id] else { return .host(UnshownValue()) }
    return o.fields[f].weakDereferenced
  }

  /// The object and property id a registrar call names: `subject` and the key path's property.
  private func observedProperty(_ subject: Value, _ keyPath: Value) throws -> (Instance, Int) {
    guard case .object(let o) = subject.unwrapped ?? subject, o.isObservable else {
      throw Fault("the registrar's subject must be an instance of a class that conforms to Observable")
    }
    guard case .host(let k as KeyPathValue) = keyPath else { throw Fault("expected a key path in 'keyPath:'") }
    if let (cls, id) = k.observed, o.cls === cls || o.cls.isSubclass(of: cls) { return (o, id) }
    guard let id = Self.observationId(k.components, in: o.cls) else {
      throw Fault("'\(k.description)' names no property of '\(o.cls.name)' that the registrar can observe")
    }
    k.observed = (o.cls, id)
    return (o, id)
  }

  /// The id of the property a one-component key path names in `cls`: an index into the table of
  /// a class that conforms by hand, or an `@Observable` class's tracked stored property.
  static func observationId(_ components: [String], in cls: ClassInfo) -> Int? {
    guard components.count == 1 else { return nil }
    if let t = cls.observedByHand { return t.ids[components[0]] }
    guard let f = cls.fieldsByName[components[0]], f.isTracked else { return nil }
    return f.index
  }

  /// The setter of property `id` of a class that conforms by hand, called with the new value. A
  /// setter that stores the value it already had without calling the registrar is R7's
  /// same-value write, shown as the macro's setter shows it.
  func runSetterByHand(_ setter: FunctionProto, on o: Instance, id: Int, _ newValue: Value) throws {
    settersByHand.append(SetterByHand(object: o, id: id, newValue: newValue))
    defer { settersByHand.removeLast() }
    _ = try host.call(setter, on: .object(o), argument: newValue)
    let s = settersByHand[settersByHand.count - 1]
    guard !s.notified, let t = o.cls.observedByHand, id < t.storage.count, let f = t.storage[id],
      (try? host.isEqual(o.fields[f].weakDereferenced, newValue)) == true
    else { return }
    sameValueWrite(o, id, newValue)
  }
}

/// The value of a hand-written property whose getter computes it (no one stored property holds
/// it): the trace cannot show it, and says so.
final class UnshownValue: HostObject {
  override var typeName: String { "?" }
  override var description: String { "(value not known)" }
}
