/// A lesson class or actor: its superclass, and whether its instances are observed (`@Observable`,
/// `ObservableObject`), which decides whether they get a registrar.
public final class ClassInfo: NominalType {
  package let isObservable: Bool
  /// An `actor`: code outside it that awaits one of its members hops there and back (R18).
  var isActor = false
  package let isObservableObject: Bool
  /// A class that conforms to `Observable` by hand: its properties' observation ids.
  var byHand: ObservationByHand?
  /// `class Dog: Animal`: the lesson class it inherits from.
  var superclass: ClassInfo?
  /// An instance needs a registrar when any class along its chain is `@Observable` or an
  /// `ObservableObject` (a plain subclass of an `@Observable` class keeps the inherited tracking).
  var needsRegistrar: Bool {
    var c: ClassInfo? = self
    while let k = c {
      if k.isObservable || k.isObservableObject || k.byHand != nil { return true }
      c = k.superclass
    }
    return false
  }
  /// This class or one it inherits from is `other`.
  func isSubclass(of other: ClassInfo) -> Bool {
    var c: ClassInfo? = self
    while let k = c {
      if k === other { return true }
      c = k.superclass
    }
    return false
  }
  /// The class along the chain that declares the static property or method `sym` (nil: none).
  /// A subclass shares its superclass's static storage (one per declaration, as in Swift).
  func staticDeclarer(_ sym: Int) -> ClassInfo? {
    var c: ClassInfo? = self
    while let k = c {
      if k.staticMembers[sym] != nil { return k }
      c = k.superclass
    }
    return nil
  }
  /// The class's own `deinit` (a subclass's runs first, then its superclass's: `deinitializers`).
  var deinitializer: FunctionProto?
  /// Whether an instance runs any `deinit` (its class's or a superclass's).
  var hasDeinit: Bool {
    var c: ClassInfo? = self
    while let k = c {
      if k.deinitializer != nil { return true }
      c = k.superclass
    }
    return false
  }
  /// Every `deinit` an instance runs when it dies, subclass first (as Swift chains them).
  var deinitializers: [FunctionProto] {
    var out: [FunctionProto] = []
    var c: ClassInfo? = self
    while let k = c {
      if let d = k.deinitializer { out.append(d) }
      c = k.superclass
    }
    return out
  }
  /// Counts instances for `Type#n` names.
  package var instanceCount = 0
  weak var runtime: ObservationRuntime?
  init(name: String, isObservable: Bool, isObservableObject: Bool) {
    self.isObservable = isObservable
    self.isObservableObject = isObservableObject
    super.init(name: name)
  }
}
