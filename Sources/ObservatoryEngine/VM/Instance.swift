/// An instance of a lesson class. Objects get names from the variables and access paths the
/// learner uses (`counter`, `room.player`), or `Type#n` when none exists.
public final class Instance {
  package let cls: ClassInfo
  package var fields: [Value]
  /// An `@Observable` instance's registrar, made at its first registration (nil until then,
  /// and always nil for other classes).
  package private(set) var registrar: Registrar?
  /// Whether the class is `@Observable` (or an `ObservableObject`): writes go through the
  /// registrar's protocol even before anyone registered.
  package let isObservable: Bool
  package let serial: Int
  var name: String?
  /// A copy made when the original died, used only to run the lesson's `deinit`.
  let isZombie: Bool
  /// `ObservableObject`: its `objectWillChange` subscribers and `$property` sinks.
  package var legacyState: LegacyState?
  /// A generic class's type arguments as it was made with them (`<Task2>`, `<main.Task2>`), when
  /// the code that made it wrote them (`Compiler+TypeOf.swift`).
  var typeArguments: TypeArguments?

  init(cls: ClassInfo, fieldCount: Int) {
    self.cls = cls
    self.fields = .missing(fieldCount)
    cls.instanceCount += 1
    self.serial = cls.instanceCount
    self.isObservable = cls.needsRegistrar
    self.isZombie = false
  }

  /// The registrar, made now if this is the first registration.
  func registrarForRegistering() -> Registrar? {
    if registrar == nil && isObservable { registrar = Registrar() }
    return registrar
  }

  private init(zombieOf other: Instance) {
    cls = other.cls
    fields = other.fields
    isObservable = false
    serial = other.serial
    name = other.name
    typeArguments = other.typeArguments
    isZombie = true
  }

  /// Whether every stored property got a value (a `lazy` one may still wait for its first
  /// read). Swift runs a deinit only for an object whose initialization finished: an init that
  /// returned nil or threw before then frees the object without running its deinit.
  private var isFullyInitialized: Bool {
    fields.indices.allSatisfy { k in
      if case .missing = fields[k] { return cls.fields[k].lazyInitializer != nil }
      return true
    }
  }

  /// `counter`, `room.player`, or `Player#2`.
  package var label: String { name ?? "\(cls.name)#\(serial)" }

  deinit {
    // R12: the registrar drops every registration silently; nobody is notified.
    registrar?.dropAll()
    if !isZombie, let n = name, let runtime = cls.runtime, runtime.namedObjects[n] == ObjectIdentifier(self) {
      runtime.namedObjects[n] = nil
    }
    if !isZombie, cls.hasDeinit, isFullyInitialized, let runtime = cls.runtime {
      runtime.pendingDeinits.append(Instance(zombieOf: self))
    }
    // A long chain of objects (a linked list of a million nodes) is freed in a loop, not by
    // recursion (`Reaper`).
    Reaper.release(contentsOf: &fields)
  }
}
