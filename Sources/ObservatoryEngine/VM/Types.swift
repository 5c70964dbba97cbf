/// A type as a runtime value: `Counter` in `Counter()`, `Double` in `Double.nan`.
public class TypeValue {
  package let name: String
  init(name: String) { self.name = name }
}

/// Builtin types (`Int`, `Task`, `Observations`, ...), whose members are natives.
public final class BuiltinType: TypeValue {
  /// The generic arguments written after the name (`AsyncStream<Int>`: `["Int"]`), if any.
  let arguments: [String]
  init(name: String, arguments: [String] = []) {
    self.arguments = arguments
    super.init(name: name)
  }
}

/// Which check the 6.3.1 `@Observable` setter makes before notifying (R7). Chosen by the
/// property's static type: `==` for Equatable types, `===` for classes, otherwise none.
public enum NotifyGate: Sendable {
  case equatable
  case identity
  case always
  /// Not known from the declaration; decided from the first value stored.
  case unknown
}

/// What a stored value must be converted to when stored: Swift would have typed the literal so.
public indirect enum TypeShape: Sendable {
  case double
  case optional(TypeShape?)
  case array(TypeShape)
  case dictionary(TypeShape)
  /// `Set<T>`: an array literal stored there becomes a set (with `T`'s shape for its members).
  case set(TypeShape?)
  /// An enum the lesson declares: `.busy` stored there becomes `Mode.busy`.
  case enumeration(String)
  /// Foundation's `Decimal`: an integer or floating-point literal stored there becomes a Decimal.
  case decimal
  /// Foundation's `Date`: `.now` stored there reads the virtual clock.
  case date
  /// A struct or class the lesson declares: `.coffee`, `.shared` or `.init(...)` stored there is
  /// its static member or a new instance.
  case instance(String)
  /// A tuple: its labels (`(min: Int, max: Int)`) and its elements' shapes (empty: none).
  case tuple(TupleLabels?, [TypeShape?])
  /// A `weak var` stored property: the field holds a weak cell, read as an Optional (nil once the
  /// object is gone).
  case weak
  /// `Self` in a protocol's or type's method (`func union(_ other: Self)`): the receiver's type
  /// (`VM.pushFrame` resolves it to `.instance` or `.enumeration`).
  case selfType
  /// An `unowned` stored property: a cell that does not keep its object alive, read as the object
  /// itself (a trap once the object is gone).
  case unowned
  /// `[T]` (any `T` that needs no conversion) where the value is `xs.reversed()`: Swift picks
  /// Sequence's `reversed()`, which makes an array (`Compiler.emitArrayContext`).
  case sequenceArray
}

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

  /// The willSet observers to run, in order: the subclass's first (Swift calls the superclass's
  /// setter from inside the override's).
  var willSetChain: [FunctionProto] { (willSetObserver.map { [$0] } ?? []) + (overridden?.willSetChain ?? []) }
  var didSetChain: [FunctionProto] { (overridden?.didSetChain ?? []) + (didSetObserver.map { [$0] } ?? []) }
  /// Whether either chain has an observer (asked on every write; building the chains allocates).
  var hasObservers: Bool { willSetObserver != nil || didSetObserver != nil || overridden?.hasObservers == true }
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

/// How a member name resolves on a type.
package enum MemberRef {
  case field(FieldInfo)
  case computed(getter: FunctionProto, setter: FunctionProto?)
  case method(FunctionProto)
}

/// A lesson-declared class, struct, enum or protocol, or the members a lesson's extensions add to a
/// builtin type.
public class NominalType: TypeValue {
  /// The name with its enclosing types (`Outer.Inner`), as Swift's debug descriptions write it.
  var path: String
  /// Types declared inside this one, by their own name.
  package var nestedTypes: [String: NominalType] = [:]
  weak var outer: NominalType?
  /// The declaration (extensions' initializers need its stored properties' initial values).
  var declaration: TypeDecl?
  /// `subscript(...)`s: each getter takes the index arguments; its setter those and the new value.
  var subscripts: [Subscript] = []
  struct Subscript {
    let getter: FunctionProto
    let setter: FunctionProto?
    let argc: Int
  }
  /// The subscript a use with `argc` index arguments calls.
  func subscriptFor(argc: Int) -> Subscript? { subscripts.first { $0.argc == argc } }
  /// Members copied from protocol extensions (a type's own declaration replaces them).
  var defaultedMembers: Set<Int> = []
  /// The members its declaration and its extensions declare (not inherited, not defaulted).
  var ownMemberNames: Set<String> = []
  /// The protocol whose extension gave each defaulted member.
  var defaultSources: [Int: NominalType] = [:]
  /// Members this class (or a superclass below the conformance) declares again where the class
  /// that conforms had them from a protocol extension: not overrides. A call through the
  /// protocol, or through a type above the redeclaration, takes the protocol's (the witness).
  var shadowedDefaults: [Int: NominalType] = [:]
  /// The declarations of its initializers (written or synthesized), which a subclass that
  /// declares none inherits.
  var initDecls: [FunctionDecl] = []

  override init(name: String) {
    path = name
    super.init(name: name)
  }

  /// Member symbol id → member. Lookups go through `member(_:)`, an array indexed by symbol.
  package var members: [Int: MemberRef] = [:] {
    didSet { memberTable = nil }
  }
  private var memberTable: [MemberRef?]?

  /// The member with this symbol: an array index, not a hash lookup, on the hot path.
  @inline(__always)
  func member(_ sym: Int) -> MemberRef? {
    if let table = memberTable {
      return sym < table.count ? table[sym] : nil
    }
    var table = [MemberRef?](repeating: nil, count: (members.keys.max() ?? -1) + 1)
    for (k, m) in members { table[k] = m }
    memberTable = table
    return sym < table.count ? table[sym] : nil
  }
  /// Static properties and methods: symbol id → storage cell or function.
  package var staticMembers: [Int: Value] = [:]
  /// The accessors of static properties that have them (a setter, willSet/didSet), by symbol id.
  var staticAccessors: [Int: VariableAccessors] = [:]
  var inits: [FunctionProto] = []
  var conformances: Set<String> = []
  /// A user-written `static func ==`.
  var equalsFunction: FunctionProto?
  /// A user-written `func hash(into:)`.
  var hashFunction: FunctionProto?
  var isEquatable: Bool {
    !conformances.isDisjoint(with: ["Equatable", "Hashable", "Comparable"]) || equalsFunction != nil
  }
  package var fields: [FieldInfo] = []
  package var fieldsByName: [String: FieldInfo] = [:]
  /// Runs the stored properties' initial values (prepended to every initializer).
  var genericParams: [String] = []
  var equatableGenericParams: [String] = []
  /// `@MainActor` on the type (or its superclass), or a SwiftUI `View`: its methods run on the
  /// main actor.
  var isMainActor = false

  func addField(_ f: FieldInfo, symbol: Int, replacing: Bool = false) {
    if !replacing { fields.append(f) }
    fieldsByName[f.name] = f
    members[symbol] = .field(f)
  }
}

public final class ClassInfo: NominalType {
  package let isObservable: Bool
  /// An `actor`: code outside it that awaits one of its members hops there and back (R18).
  var isActor = false
  package let isObservableObject: Bool
  /// `class Dog: Animal`: the lesson class it inherits from.
  var superclass: ClassInfo?
  /// An instance needs a registrar when any class along its chain is `@Observable` or an
  /// `ObservableObject` (a plain subclass of an `@Observable` class keeps the inherited tracking).
  var needsRegistrar: Bool {
    var c: ClassInfo? = self
    while let k = c {
      if k.isObservable || k.isObservableObject { return true }
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

/// A lesson protocol: the members its extensions provide by default to the types that conform.
public final class ProtocolInfo: NominalType {
  var inherited: [String] = []
  var requirements: Set<String> = []
}

public final class StructType: NominalType {
  var isView: Bool { conformances.contains("View") }
}

public final class EnumType: NominalType {
  struct Case {
    let name: String
    let payloadCount: Int
    /// `case loaded(items: [String])`: printed as `loaded(items: ["a"])`.
    var payloadLabels: [String?] = []
    /// How each associated value is stored (`case circle(r: Double)` makes `.circle(r: 1)` hold 1.0).
    var payloadShapes: [TypeShape?] = []
    /// The associated values' declared types (a generic enum's type arguments come from them).
    var payloadTypes: [TypeExpr?] = []
  }
  var cases: [Case] = []
  var caseIndexByName: [String: Int] = [:]
  /// `enum Level: Int { ... }`: each case's raw value, nil for an enum without raw values.
  var rawValues: [Value]?
  /// Enums without associated values are Equatable automatically.
  var autoEquatable: Bool { cases.allSatisfy { $0.payloadCount == 0 } }
}

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
    isZombie = true
  }

  /// `counter`, `room.player`, or `Player#2`.
  package var label: String { name ?? "\(cls.name)#\(serial)" }

  deinit {
    // R12: the registrar drops every registration silently; nobody is notified.
    registrar?.dropAll()
    if !isZombie, let n = name, let runtime = cls.runtime, runtime.namedObjects[n] == ObjectIdentifier(self) {
      runtime.namedObjects[n] = nil
    }
    if !isZombie, cls.hasDeinit, let runtime = cls.runtime {
      runtime.pendingDeinits.append(Instance(zombieOf: self))
    }
    // A long chain of objects (a linked list of a million nodes) is freed in a loop, not by
    // recursion (`Reaper`).
    Reaper.release(contentsOf: &fields)
  }
}
