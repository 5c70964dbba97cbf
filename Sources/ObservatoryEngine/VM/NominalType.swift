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
  /// The module Swift names the type by: `main` for the lesson's, `Swift` for the standard
  /// library types the prelude declares (`Result`, `TaskGroup`, `CheckedContinuation`).
  var module = "main"
  /// `main.Outer.Inner`, `Swift.Result`: the type as Swift's debug descriptions qualify it.
  var qualifiedPath: String { module + "." + path }
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
    /// The argument labels as declared (`subscript(row r: Int)`: `row`); a use is matched by its
    /// index values, which the compiler makes sure is unambiguous (`Compiler.declareSubscript`).
    let labels: [String?]
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
    didSet {
      memberTable = nil
      fieldTable = []
    }
  }
  private var memberTable: [MemberRef?]?
  /// The stored properties among `members`, by symbol (empty until `field(_:)` first asks).
  private var fieldTable: [FieldInfo?] = []

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

  /// The stored property with this symbol (nil: no member, or not a stored property): what
  /// `member(_:)` says for a `.field`, without copying a `MemberRef` (every property write asks).
  @inline(__always)
  func field(_ sym: Int) -> FieldInfo? {
    if sym < fieldTable.count { return fieldTable[sym] }
    if fieldTable.isEmpty, !members.isEmpty { return makeFieldTable(asking: sym) }
    return nil
  }

  private func makeFieldTable(asking sym: Int) -> FieldInfo? {
    var table = [FieldInfo?](repeating: nil, count: (members.keys.max() ?? -1) + 1)
    for case (let k, .field(let f)) in members { table[k] = f }
    fieldTable = table
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
  /// The stored properties (by index) Set members and Dictionary keys of this type are told apart
  /// by, where its own `hash(into:)` and `==` use only those; nil: all of them (a struct), the
  /// object itself (a class). Read when the lesson loads (`Compiler+HashableKeys.swift`).
  var keyFields: [Int]?
  var isEquatable: Bool {
    !conformances.isDisjoint(with: ["Equatable", "Hashable", "Comparable"]) || equalsFunction != nil
  }
  package var fields: [FieldInfo] = []
  package var fieldsByName: [String: FieldInfo] = [:]
  /// Stored properties declared with a type built from the type's parameters
  /// (`Compiler+OwnerTypeArguments.swift`).
  var ownerFields: [OwnerField] = []
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

/// A lesson protocol: the members its extensions provide by default to the types that conform.
public final class ProtocolInfo: NominalType {
  var inherited: [String] = []
  var requirements: Set<String> = []
}

/// A lesson struct: a value type, copied on assignment.
public final class StructType: NominalType {
  var isView: Bool { conformances.contains("View") }
}

/// A lesson enum: its cases, each with its payload labels.
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
