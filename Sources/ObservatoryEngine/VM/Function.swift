/// Compiled code for one function, method, closure, accessor or top-level script.
public final class FunctionProto {
  enum Kind { case script, function, closure, method, initializer, getter, setter, observer, deinitializer }

  let name: String
  let kind: Kind
  let file: SourceFile
  let start: Int
  var code: [Op] = []
  /// `code`'s first instruction, for the dispatch loop (`VM.execute`): fetching through it takes
  /// no reference count. Code is complete before it first runs and never changes after, and the
  /// running frame keeps its function alive, so the storage stays where it is.
  @inline(__always)
  var codeStart: UnsafePointer<Op> { code.withUnsafeBufferPointer { $0.baseAddress! } }
  /// Source offset of each instruction, for error messages and the trace.
  var locs: [Int] = []
  var constants: [Value] = []
  /// The operands of `coerce` (type shapes) and of `nameObject`, `cast`, `missingReturn` (names).
  var shapes: [TypeShape] = []
  var strings: [String] = []
  /// The operands of `unifyGenericOptionals`.
  var optionalGroups: [GenericOptionalGroup] = []
  /// Argument labels as symbol ids (nil for `_`), one per parameter.
  var paramLabels: [Int?] = []
  var paramNames: [String] = []
  /// The declared parameter types, for overloads that differ only in them (`init(_: Int)`,
  /// `init(_: String)`).
  var paramTypes: [TypeExpr?] = []
  var paramShapes: [TypeShape?] = []
  var paramHasDefault: [Bool] = []
  var paramIsFunction: [Bool] = []
  var paramIsInout: [Bool] = []
  var paramIsVariadic: [Bool] = [] { didSet { hasVariadic = paramIsVariadic.contains(true) } }
  /// Kept with `paramIsVariadic`: every call asks.
  private(set) var hasVariadic = false
  var returnShape: TypeShape?
  /// Slot 0 is `self` (or the callee); parameters follow; then locals.
  var slotCount = 1
  /// Where `makeClosure` finds each captured value in the enclosing frame.
  var captures: [CaptureSource] = []
  var nested: [FunctionProto] = []
  var paths: [PathDesc] = []
  var inoutCalls: [InoutCallDesc] = []
  var checks: [CheckDesc] = []
  var directives: [DirectiveDesc] = []
  var isAsync = false
  /// Runs on the main actor: top-level code, `@MainActor` functions and types' methods, and the
  /// closures made in them (`VM+ActorHop.swift`).
  var isMainActor = false
  /// Declared `nonisolated` (in a `@MainActor` type).
  var isNonisolated = false
  /// An `async` function that is not isolated to the main actor (nor an actor's own method): a
  /// call of it from main-actor code leaves the main actor and comes back (SE-0338).
  var runsOffMainActor: Bool { isAsync && !isMainActor && (owner as? ClassInfo)?.isActor != true && kind != .closure }
  var isMutating = false
  /// A struct's or enum's `nonmutating set`: it runs on a copy of a `let` value (`VM+ModifyValue`).
  var isNonmutatingSetter = false
  var isFailableInit = false
  var isStatic = false
  /// The setter of a property of a class that conforms to `Observable` by hand: the property's
  /// observation id (`ManualRegistrar.swift`).
  var observedId: Int?
  /// The type a method belongs to; types and their code live and die together in a Program.
  unowned(unsafe) var owner: NominalType?
  /// Argument-label matching results, cached per call-site label set.
  var labelMatches: [Int: [Int]] = [:]
  /// The label set of the parameters' own labels, once known (`VM.exactLabels`).
  var exactLabelSet = -1
  /// Whether a call that passes every parameter in order, as declared, needs nothing but a new
  /// frame (`VM.pushFrame`'s fast path): no overloads, no variadic or converted parameter, not an
  /// actor's method. Worked out at the first call, when the function is complete; nil before.
  var isPlainCall: Bool?
  /// `code.count` and `paramCount`, kept beside `isPlainCall` for the fast path, with the room
  /// a plain call's frame needs on the stack and where its first free slot is (above its
  /// locals, or above its arguments when it has fewer slots than they fill).
  var plainLength = 0
  var plainArity = 0
  /// `FunctionProto.plainKey(argc:labels:)` of the plain call (its arity, its own labels) when
  /// `isPlainCall` is true, else -1: `callGlobal`'s fast path tests it in one comparison.
  var plainKey = -1
  var plainReserve = 0
  var plainTop = 0
  /// Functions of one base name told apart by their labels (`f(a:)`, `f(b:)`): every member of
  /// the set holds the whole set; a call takes the one its labels fit (`OverloadResolution.chooseOverload`).
  var overloads: [FunctionProto]?

  /// The labels as declared (`[nil, "to"]` for `f(_:to:)`), known before the body is compiled:
  /// overloads must differ in them.
  var declaredLabels: [String?] = []
  var declaredTypes: [TypeExpr?] = []
  /// The declared result type (overloads may differ in it alone: `Compiler+Overloads.swift`).
  var declaredResult: TypeExpr?
  /// Its declared result without the Optional and its first parameter's declared type, as
  /// `type(of:)` names them: the element and state types of an unfold sequence it makes
  /// (`UnfoldSequence+Printing.swift`). nil where not written, or not named by the compiler.
  struct UnfoldTypeNames {
    var element: (plain: String, qualified: String)?
    var state: (plain: String, qualified: String)?
  }
  var declaredUnfoldTypes = UnfoldTypeNames()
  /// Where the code unwraps an implicitly unwrapped optional (`Compiler+ImplicitUnwrap`): a nil
  /// there traps with Swift's words for it.
  var implicitUnwraps: Set<Int> = []

  /// A call site's argument count and label set in one number (`plainKey`).
  @inline(__always)
  static func plainKey(argc: Int, labels: Int) -> Int { labels &<< 32 | argc }

  /// Makes `self` and `other` overloads of one name.
  func addOverload(_ other: FunctionProto) {
    let set = (overloads ?? [self]) + [other]
    for p in set {
      p.overloads = set
      p.isPlainCall = false  // a call must choose among them now (a REPL entry may add one late)
      p.plainKey = -1
    }
  }

  init(name: String, kind: Kind, file: SourceFile, start: Int) {
    self.name = name
    self.kind = kind
    self.file = file
    self.start = start
  }

  var paramCount: Int { paramLabels.count }

  var paramLabelNames: [String?] = []
  /// `name(label:label:)`, as Swift spells a function in messages.
  var signature: String { name + "(" + paramLabelNames.map { ($0 ?? "_") + ":" }.joined() + ")" }
}

enum CaptureSource {
  case local(Int)
  case localCell(Int)
  case capture(Int)
  case captureCell(Int)
}

/// The closure a top-level `func` declared and its function, unretained (the global holding
/// the closure keeps both alive: `GlobalSlots[function:]`): the dispatch loop reads them as it
/// reads a frame's, with no reference counted.
struct DeclaredFunction {
  unowned(unsafe) let closure: Closure
  unowned(unsafe) let proto: FunctionProto
}

/// A function value: compiled code plus the values (or cells) it captured.
public final class Closure {
  let proto: FunctionProto
  /// Emptied only by the reaper, when the closure dies.
  var captures: [Value]
  /// Local overloads (`Compiler+LocalOverloads`): the closures of the other functions of this
  /// name, each with its own captures; a call that chooses one of them runs it with its captures.
  var siblings: [Closure] = []
  /// For methods turned into values: the receiver.
  init(proto: FunctionProto, captures: [Value]) {
    self.proto = proto
    self.captures = captures
  }
  deinit { Reaper.release(contentsOf: &captures) }
}

/// A storage path that a statement writes through: `room.player.volume`, `items[0].q`,
/// `self.values[i]`. The VM finds the last class instance along it; everything before that is a
/// read (a getter in Swift), everything after it is an in-place mutation of a value.
///
/// A class, never changed once made: an instruction that writes through it reads it from the
/// function's table without copying its arrays (no reference counted per field).
final class PathDesc {
  enum Root {
    case local(Int)
    case localCell(Int)
    case capture(Int)
    case captureCell(Int)
    case global(Int)
    /// A top-level variable with observers or a getter and setter (`VariableAccessors`): read
    /// through its getter, and written back through its setter or willSet → store → didSet.
    case accessedGlobal(Int)
    /// A value computed by an expression, left on the stack.
    case temporary
  }
  enum Component {
    case member(Int)
    case subscriptAccess(argc: Int)
    case force
    case bind
    /// `[keyPath: k]`: the key path (a subscript argument) stands for its member components.
    case keyPath
  }
  let root: Root
  let rootName: String
  let rootIsMutable: Bool
  let components: [Component]
  /// Source offsets of each component, for errors.
  let offsets: [Int]
  /// `self.value` in `value`'s own willSet/didSet: the first member is written to its storage
  /// directly, without the observers (`FunctionState.OwnStorage`).
  let writesOwnStorage: Bool
  /// The values the path's subscripts take from the stack (a key path is one).
  let subscriptArgCount: Int
  /// Whether a component is `[keyPath: k]` (the VM then expands the path on every write).
  let hasKeyPath: Bool
  /// In a path the VM expanded: which components a key path stood for. Swift writes through a
  /// key path's component with its getter and setter, never a `_modify` (`VM.write`).
  let fromKeyPath: [Bool]?

  init(
    root: Root, rootName: String, rootIsMutable: Bool, components: [Component], offsets: [Int],
    writesOwnStorage: Bool = false, fromKeyPath: [Bool]? = nil
  ) {
    self.root = root
    self.rootName = rootName
    self.rootIsMutable = rootIsMutable
    self.components = components
    self.offsets = offsets
    self.writesOwnStorage = writesOwnStorage
    self.fromKeyPath = fromKeyPath
    subscriptArgCount = components.reduce(0) { n, c in
      switch c {
      case .subscriptAccess(let k): return n + k
      case .keyPath: return n + 1
      default: return n
      }
    }
    hasKeyPath = components.contains { if case .keyPath = $0 { true } else { false } }
  }
}

extension PathDesc {
  /// `model[keyPath: k] = v`: the path with each key path's components as member steps of it
  /// (marked `fromKeyPath`), and the subscript arguments left once the key paths are taken.
  func expandingKeyPaths(_ args: [Value], _ program: Program) throws -> (PathDesc, [Value]) {
    var components: [Component] = []
    var offsets: [Int] = []
    var fromKeyPath: [Bool] = []
    var rest: [Value] = []
    var i = 0
    for (c, offset) in zip(self.components, self.offsets) {
      switch c {
      case .keyPath:
        guard case .host(let k as KeyPathValue) = args[i] else { throw Fault("expected a key path in [keyPath:]") }
        i += 1
        for name in k.components where name != "self" {
          components.append(name == "?" ? .bind : name == "!" ? .force : .member(program.symbol(name)))
          offsets.append(offset)
          fromKeyPath.append(true)
        }
      case .subscriptAccess(let argc):
        rest += args[i..<i + argc]
        i += argc
        fallthrough
      default:
        components.append(c)
        offsets.append(offset)
        fromKeyPath.append(false)
      }
    }
    let expanded = PathDesc(
      root: root, rootName: rootName, rootIsMutable: rootIsMutable, components: components, offsets: offsets,
      writesOwnStorage: writesOwnStorage, fromKeyPath: fromKeyPath)
    return (expanded, rest)
  }
}

/// A call with `&` arguments: `bump(&model.count)`, `swap(&a, &b)`. Each `&` argument is a storage
/// path written through as one `_modify` access around the call (R8).
struct InoutCallDesc {
  /// The paths of the `&` arguments, in argument order.
  let paths: [Int]
  /// Their argument positions.
  let positions: [Int]
  let argc: Int
  let labels: Int
}

/// An `#expect`, `assert` or `precondition` site.
struct CheckDesc {
  enum Kind { case expect, assert, precondition }
  let kind: Kind
  /// For `a op b` both sides are kept, so a failure can show their values.
  let op: BinaryOp?
  let text: String
  let lhsText: String?
  let rhsText: String?
  let hasMessage: Bool
  let start: Int
}

/// A playground directive (`#log`, `#graph`, ...) with its argument count.
struct DirectiveDesc {
  let name: String
  let argc: Int
  let argTexts: [String]
  let start: Int
}
