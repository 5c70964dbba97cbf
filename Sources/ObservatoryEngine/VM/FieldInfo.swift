/// A stored property of a class or struct. Properties have integer ids (their index), so a field
/// access is an array index, not a name lookup.
public final class FieldInfo {
  package let name: String
  package let index: Int
  let isLet: Bool
  /// `@Observable` stored `var` not marked `@ObservationIgnored`: reads call `access`, writes
  /// call `willSet`/`didSet` on the registrar.
  package let isTracked: Bool
  /// `@Published` in an `ObservableObject`.
  let isPublished: Bool
  let shape: TypeShape?
  package let declaredType: TypeExpr?
  var gate: NotifyGate
  /// Swift property observers declared on the property (`didSet { ... }`).
  var willSetObserver: FunctionProto?
  var didSetObserver: FunctionProto?
  /// Whether the didSet reads `oldValue`. When no didSet of the chain does, Swift does not fetch
  /// the old value (SE-0268): the store releases it, so an object it held dies before didSet.
  var didSetReadsOldValue = false
  var keepsOldValue: Bool { didSetReadsOldValue || overridden?.keepsOldValue == true }
  /// `lazy var`: its initial value, computed on first read (with `self`) and then stored.
  var lazyInitializer: FunctionProto?
  /// The declared initial value (its gate is decided again once extensions have added conformances).
  var initialValue: Expr?
  let attributes: [String]
  /// `override var x { didSet { ... } }` in a subclass: the superclass's property, whose own
  /// observers run inside the subclass's (its willSet after, its didSet before).
  var overridden: FieldInfo?
  /// Declared `T!` (`Compiler+ImplicitUnwrap`).
  var isImplicitlyUnwrapped = false

  /// The willSet observers to run, in order: the subclass's first (Swift calls the superclass's
  /// setter from inside the override's).
  var willSetChain: [FunctionProto] { (willSetObserver.map { [$0] } ?? []) + (overridden?.willSetChain ?? []) }
  var didSetChain: [FunctionProto] { (overridden?.didSetChain ?? []) + (didSetObserver.map { [$0] } ?? []) }
  /// Whether either chain has an observer (asked on every write; building the chains allocates).
  /// Inlined where it is asked: a property with no observers and no overridden one answers with
  /// three loads, no call.
  var hasObservers: Bool {
    @inline(__always) get {
      willSetObserver != nil || didSetObserver != nil || (overridden != nil && overriddenObserves)
    }
  }
  private var overriddenObserves: Bool { overridden?.hasObservers == true }
  var hasWillSet: Bool { willSetObserver != nil || overridden?.hasWillSet == true }
  var isUnowned: Bool { if case .unowned? = shape { true } else { false } }
  /// `weak` or `unowned`: the field holds a cell that does not keep its object alive.
  var holdsReferenceCell: Bool {
    switch shape {
    case .weak?, .unowned?: return true
    default: return false
    }
  }

  /// A copy for a subclass that overrides the property's observers (same storage index).
  func overriddenCopy() -> FieldInfo {
    let f = FieldInfo(
      name: name, index: index, isLet: isLet, isTracked: isTracked, isPublished: isPublished, shape: shape,
      declaredType: declaredType, gate: gate, attributes: attributes)
    f.lazyInitializer = lazyInitializer
    f.initialValue = initialValue
    f.isImplicitlyUnwrapped = isImplicitlyUnwrapped
    f.overridden = self
    return f
  }

  init(
    name: String, index: Int, isLet: Bool, isTracked: Bool, isPublished: Bool, shape: TypeShape?,
    declaredType: TypeExpr?, gate: NotifyGate, attributes: [String]
  ) {
    self.name = name
    self.index = index
    self.isLet = isLet
    self.isTracked = isTracked
    self.isPublished = isPublished
    self.shape = shape
    self.declaredType = declaredType
    self.gate = gate
    self.attributes = attributes
  }
}
