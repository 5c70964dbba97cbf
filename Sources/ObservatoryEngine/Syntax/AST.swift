/// The syntax tree of a lesson. Every node keeps the byte offset where it starts, so the compiler
/// can attach a source location to each instruction and errors can point at the exact spot.

public struct Expr: Sendable {
  public var kind: ExprKind
  public var start: Int
  public var end: Int
  public init(_ kind: ExprKind, _ start: Int, _ end: Int) {
    self.kind = kind
    self.start = start
    self.end = end
  }
}

public struct Argument: Sendable {
  public var label: String?
  public var value: Expr
  public var labelStart: Int
  /// An unlabeled trailing closure, which Swift matches to parameters by position.
  public var isTrailing = false
  /// An inherited initializer passing its variadic parameter's array on to `super.init`
  /// (`Compiler+Initializers.swift`): the array is the parameter's value, not one element of it.
  public var forwardsVariadic = false
}

public enum InterpolatedPart: Sendable {
  case text(String)
  case expr(Expr)
}

public indirect enum ExprKind: Sendable {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string([InterpolatedPart])
  case nilLiteral
  case name(String)
  /// `$0` or `$name`.
  case dollar(String)
  case selfRef
  /// `super` in `super.method()`, `super.init(...)`.
  case superRef
  case member(Expr, String)
  /// `.milliseconds(50)`, `.finish`: a member of the type the context expects.
  case implicitMember(String)
  case call(Expr, [Argument])
  case subscriptAccess(Expr, [Argument])
  case unary(String, Expr)
  case binary(String, Expr, Expr)
  case ternary(Expr, Expr, Expr)
  case closure(ClosureExpr)
  case array([Expr])
  case dictionary([(Expr, Expr)])
  case tuple([(String?, Expr)])
  /// `x!`
  case forceUnwrap(Expr)
  /// The `x?` inside an optional chain; it jumps to the end of the enclosing `optionalChain`.
  case bindOptional(Expr)
  /// The whole chain `a?.b.c`: nil if any link was nil.
  case optionalChain(Expr)
  case tryExpr(TryKind, Expr)
  case await(Expr)
  /// `&x` as an inout argument.
  case inoutRef(Expr)
  case cast(Expr, CastKind, TypeExpr)
  /// A type used as a value: `Observations<Int, Never>` in `Observations<Int, Never>.untilFinished`.
  case typeRef(TypeExpr)
  /// `\.self`, `\Model.title`.
  case keyPath(String?, [String])
  /// `#expect(...)` used as an expression inside a closure.
  case directive(String, [Argument])
  /// An `if` or `switch` used as a value (SE-0380): `let x = if c { 1 } else { 2 }`; each branch
  /// is one expression (or a `throw`).
  case statementValue(Stmt)
}

extension ExprKind {
  public var isSelf: Bool { if case .selfRef = self { true } else { false } }
  /// `...` alone, as in `s[...]`.
  public var isUnboundedRange: Bool { if case .name("...") = self { true } else { false } }
  public var isSuper: Bool { if case .superRef = self { true } else { false } }
}

public enum TryKind: Sendable { case plain, optional, forced }
public enum CastKind: Sendable { case `is`, `as`, asOptional, asForced }

public struct ClosureParam: Sendable {
  public var name: String
  public var type: TypeExpr?
}

extension Expr {
  /// `{ value }` made around an `@autoclosure` argument (or `onChange:`), so that it runs only
  /// when called.
  static func autoclosure(returning value: Expr) -> Expr {
    let c = ClosureExpr(
      params: [], hasParamList: true, returnType: nil, body: [Stmt(.returnStmt(value), value.start, value.end)],
      start: value.start, captureList: [], isAutoclosure: true)
    return Expr(.closure(c), value.start, value.end)
  }
}

public final class ClosureExpr: Sendable {
  public let params: [ClosureParam]
  public let hasParamList: Bool
  public let returnType: TypeExpr?
  public let body: [Stmt]
  public let start: Int
  /// The capture list: `[weak self]`, `[unowned self]`, `[count]`, `[total = model.total]`.
  public let captureList: [CaptureEntry]
  /// A closure the compiler made around an `@autoclosure` argument.
  public let isAutoclosure: Bool
  /// Its header says `throws` (`() throws -> Int in`), with `throws(E)`'s type when written.
  public let declaresThrows: Bool
  public let thrownType: TypeExpr?
  public init(
    params: [ClosureParam], hasParamList: Bool, returnType: TypeExpr?, body: [Stmt], start: Int,
    captureList: [CaptureEntry], isAutoclosure: Bool = false, declaresThrows: Bool = false,
    thrownType: TypeExpr? = nil
  ) {
    self.isAutoclosure = isAutoclosure
    self.declaresThrows = declaresThrows
    self.thrownType = thrownType
    self.params = params
    self.hasParamList = hasParamList
    self.returnType = returnType
    self.body = body
    self.start = start
    self.captureList = captureList
  }
}

/// One entry of a closure's capture list: the name inside the closure, how it holds its value,
/// and the value (the same-named variable when none is written). The value is taken when the
/// closure is made, not when it runs.
public struct CaptureEntry: Sendable {
  public enum Ownership: Sendable { case strong, weak, unowned }
  public var name: String
  public var ownership: Ownership
  public var value: Expr?
  public var start: Int
}

public indirect enum TypeExpr: Sendable, Equatable {
  case named(String, [TypeExpr])
  case member(TypeExpr, String)
  case optional(TypeExpr)
  case array(TypeExpr)
  case dictionary(TypeExpr, TypeExpr)
  /// `(Int, String)`, `(min: Int, max: Int)`: `labels` is nil when no element has one.
  case tuple([TypeExpr], labels: [String?]? = nil)
  case function([TypeExpr], TypeExpr)
  /// `some View`, `any P`
  case opaque(TypeExpr)
  /// `P & Q`, `Animal & Pet`: a protocol composition.
  case composition([TypeExpr])

  public var description: String {
    switch self {
    case .named(let n, let args): return args.isEmpty ? n : "\(n)<\(args.map(\.description).joined(separator: ", "))>"
    case .member(let b, let n): return "\(b.description).\(n)"
    case .optional(let t): return "\(t.description)?"
    case .array(let t): return "[\(t.description)]"
    case .dictionary(let k, let v): return "[\(k.description): \(v.description)]"
    case .tuple(let ts, let labels):
      return "("
        + ts.enumerated().map { k, t in (labels?[k].map { $0 + ": " } ?? "") + t.description }.joined(separator: ", ")
        + ")"
    case .function(let ps, let r): return "(\(ps.map(\.description).joined(separator: ", "))) -> \(r.description)"
    case .opaque(let t): return "some \(t.description)"
    case .composition(let ts): return ts.map(\.description).joined(separator: " & ")
    }
  }
}

public struct Stmt: Sendable {
  public var kind: StmtKind
  public var start: Int
  public var end: Int
  public init(_ kind: StmtKind, _ start: Int, _ end: Int) {
    self.kind = kind
    self.start = start
    self.end = end
  }
}

/// A pattern: what `let`/`var`, `for`, `case`, `if case` and `catch` match a value against and bind
/// names from. `let`/`var` and `for` take only the irrefutable forms (names, `_`, tuples).
public indirect enum Pattern: Sendable {
  /// A new name bound to the value (`let x`, or `x` inside `let (x, y)` / `case let .a(x)`).
  case name(String)
  case wildcard
  case tuple([Pattern])
  /// An expression the value is matched against with `~=`: `1...5`, `"a"`, `MyError.full`.
  case expr(Expr)
  /// `.loaded(let items)`, `Result.success(let v)`, `.idle`: the case's name and, when written,
  /// the patterns for its associated values.
  case enumCase(String, [Pattern]?)
  /// `let x?`: matches a non-nil optional.
  case optional(Pattern)
  /// `is T`
  case isType(TypeExpr)
  /// `let e as MyError`
  case cast(Pattern, TypeExpr)

  /// Whether every value matches (so `let`, `var` and `for` can bind without a check).
  public var isIrrefutable: Bool {
    switch self {
    case .name, .wildcard: return true
    case .tuple(let ps): return ps.allSatisfy(\.isIrrefutable)
    default: return false
    }
  }
}

public enum Condition: Sendable {
  case expr(Expr)
  /// `let x = e` / `var x = e` / `let x` (shorthand for `let x = x`).
  case optionalBinding(isLet: Bool, name: String, value: Expr?, start: Int)
  /// `case .loaded(let items) = state`, `case let x? = value`.
  case casePattern(Pattern, Expr, start: Int)
}

/// `catch`, `catch let e`, `catch MyError.full`, `catch let e as MyError where ...`.
public struct CatchClause: Sendable {
  /// nil: catches everything and binds `error`.
  public var pattern: Pattern?
  public var guardExpr: Expr?
  public var body: [Stmt]
  public var start: Int
}

public indirect enum StmtKind: Sendable {
  case expr(Expr)
  case variable(VariableDecl)
  case assign(Expr, String, Expr)
  case ifStmt([Condition], [Stmt], [Stmt]?)
  case guardStmt([Condition], [Stmt])
  case whileStmt([Condition], [Stmt])
  case repeatWhile([Stmt], Expr)
  /// `for pattern in sequence where filter { body }`; `for case` patterns may be refutable (the
  /// elements that do not match are skipped).
  /// `for var x in ...` binds `x` as a variable (`isVar`).
  case forIn(Pattern, Expr, Expr?, [Stmt], isAwait: Bool, isVar: Bool, isTry: Bool)
  case switchStmt(Expr, [SwitchCase])
  case breakStmt(String?)
  /// `fallthrough`: into the body of the next `case`.
  case fallthroughStmt
  case continueStmt(String?)
  case returnStmt(Expr?)
  case throwStmt(Expr)
  case deferStmt([Stmt])
  case doStmt([Stmt], [CatchClause])
  case function(FunctionDecl)
  case type(TypeDecl)
  /// `extension T: P where ... { ... }`: members (and conformances) added to an existing type.
  case extensionDecl(ExtensionDecl)
  /// `protocol P: Q { requirements }`.
  case protocolDecl(ProtocolDecl)
  case narration(String)
  /// `#log`, `#graph`, `#counts`, `#expect(...)`, ... as statements.
  case directive(String, [Argument])
  case labeled(String, Stmt)
  /// `typealias Name = Type`.
  case typeAlias(String, TypeExpr)
  /// `import`: parsed and ignored.
  case ignored
}

public struct SwitchCase: Sendable {
  /// Empty for `default`; several for `case .a, .b:`.
  public var patterns: [Pattern]
  /// The `where condition` of each pattern, which applies to that pattern alone: in
  /// `case 1, 2 where x > 5:` only to `2` (as swiftc warns).
  public var guards: [Expr?]
  public var body: [Stmt]
  public var start: Int
}

public struct Modifiers: Sendable {
  public var attributes: [String] = []
  public var isStatic = false
  public var isMutating = false
  public var isLazy = false
  /// A class's `convenience init`, which subclasses may inherit (`inheritConvenienceInitializers`).
  public var isConvenience = false
  /// `private(set)`, `fileprivate(set)`: the setter is less visible than the property (a key path
  /// to it may be read-only where it is written: `Compiler+KeyPathTypes.swift`).
  public var restrictsSetter = false
  /// `final`: a class or member no subclass may override (a key path to a final class's stored
  /// `var` prints its name: `Compiler+KeyPathPrinting.swift`).
  public var isFinal = false
  public func has(_ attribute: String) -> Bool { attributes.contains(attribute) }
}

public struct Accessors: Sendable {
  public var getter: [Stmt]?
  public var setter: [Stmt]?
  public var setterName: String = "newValue"
  /// `nonmutating set` (a struct's setter that does not change the value itself).
  public var nonmutatingSetter = false
  /// `didSet(old)`: the name of didSet's parameter.
  public var oldValueName: String = "oldValue"
  public var willSet: [Stmt]?
  public var didSet: [Stmt]?
}

public struct VariableDecl: Sendable {
  public var isLet: Bool
  public var pattern: Pattern
  public var type: TypeExpr?
  public var initializer: Expr?
  public var modifiers: Modifiers
  public var accessors: Accessors?
  public var start: Int
  public var nameStart: Int
  /// `var window: Window!`: an Optional that is unwrapped wherever it is used as its value
  /// (`Compiler+ImplicitUnwrap`).
  public var isImplicitlyUnwrapped = false
}

public struct Parameter: Sendable {
  /// The argument label callers write; nil for `_`.
  public var label: String?
  public var name: String
  public var type: TypeExpr?
  public var defaultValue: Expr?
  public var isInout: Bool
  public var start: Int
  /// `_ values: Int...`: the function receives the arguments as an array.
  public var isVariadic = false
  /// `_ message: @autoclosure () -> String`: a call's argument is wrapped in a closure
  /// (`Compiler+Autoclosures.swift`).
  public var isAutoclosure = false
  /// `_ s: S` in `func f<S: Shape>(_ s: S)`: the generic parameter the type named before the
  /// constraint replaced it (`some Shape`); the function learns `S` from the argument
  /// (`Compiler+GenericParameters.swift`).
  public var genericName: String?
}

public final class FunctionDecl: Sendable {
  public let name: String
  public let params: [Parameter]
  public let returnType: TypeExpr?
  public let body: [Stmt]
  public let modifiers: Modifiers
  public let isAsync: Bool
  public let isThrowing: Bool
  public let genericParams: [String]
  public let start: Int
  public let isInit: Bool
  public let isFailableInit: Bool
  public init(
    name: String, params: [Parameter], returnType: TypeExpr?, body: [Stmt], modifiers: Modifiers,
    isAsync: Bool, isThrowing: Bool, genericParams: [String], start: Int, isInit: Bool = false,
    isFailableInit: Bool = false
  ) {
    self.name = name
    self.params = params
    self.returnType = returnType
    self.body = body
    self.modifiers = modifiers
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.genericParams = genericParams
    self.start = start
    self.isInit = isInit
    self.isFailableInit = isFailableInit
  }
}

public enum Member: Sendable {
  case property(VariableDecl)
  case method(FunctionDecl)
  case initializer(FunctionDecl)
  case deinitializer([Stmt], Int)
  case enumCase(EnumCaseDecl)
  case nestedType(TypeDecl)
  /// `subscript(i: Int) -> T { get set }`: `getter` takes the index parameters; `setter` takes
  /// them and then the new value.
  case subscriptDecl(FunctionDecl, setter: FunctionDecl?)
}

/// `case loaded(items: [String])`, `case high = "H"`.
public struct EnumCaseDecl: Sendable {
  public var name: String
  public var payload: [TypeExpr]
  /// The associated values' labels (`items` above), nil where there is none.
  public var payloadLabels: [String?]
  public var rawValue: Expr?
  public var start: Int
}

public final class ExtensionDecl: Sendable {
  /// The extended type as written: `Cart`, `Outer.Inner`, `Array`, `Collection`.
  public let typeName: String
  public let inherited: [String]
  public let members: [Member]
  public let start: Int
  public init(typeName: String, inherited: [String], members: [Member], start: Int) {
    self.typeName = typeName
    self.inherited = inherited
    self.members = members
    self.start = start
  }
}

public final class ProtocolDecl: Sendable {
  public let name: String
  public let inherited: [String]
  /// The names its requirements declare (properties, methods); a protocol extension's code may
  /// use them on `self`.
  public let requirements: [String]
  public let start: Int
  public init(name: String, inherited: [String], requirements: [String], start: Int) {
    self.name = name
    self.inherited = inherited
    self.requirements = requirements
    self.start = start
  }
}

public enum TypeDeclKind: String, Sendable {
  case `class`, `struct`, `enum`, `actor`
  /// The body of an `extension` (parsed like a type's members).
  case `extension`
}

public final class TypeDecl: Sendable {
  public let kind: TypeDeclKind
  public let name: String
  public let genericParams: [String]
  /// Generic parameters declared `T: Equatable` (or Hashable, Comparable).
  public let equatableGenericParams: [String]
  /// Every constraint written on each generic parameter (`V: AnyObject & Sendable`).
  public let genericConstraints: [String: [TypeExpr]]
  public let inherited: [String]
  public let modifiers: Modifiers
  public let members: [Member]
  public let start: Int
  public let nameStart: Int
  public init(
    kind: TypeDeclKind, name: String, genericParams: [String], equatableGenericParams: [String],
    genericConstraints: [String: [TypeExpr]] = [:], inherited: [String], modifiers: Modifiers, members: [Member],
    start: Int, nameStart: Int
  ) {
    self.genericConstraints = genericConstraints
    self.kind = kind
    self.name = name
    self.genericParams = genericParams
    self.equatableGenericParams = equatableGenericParams
    self.inherited = inherited
    self.modifiers = modifiers
    self.members = members
    self.start = start
    self.nameStart = nameStart
  }
}
