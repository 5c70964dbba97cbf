/// Everything compiled so far in one session: interned member names, global variables, call-site
/// label sets and declared types. The REPL keeps adding to the same program.
public final class Program {
  private(set) var symbolIds: [String: Int] = [:]
  private(set) var symbolNames: [String] = []
  package var globalIndex: [String: Int] = [:]
  /// Generic lesson types whose code uses a type parameter as a value (`E.collection`), with
  /// the parameter: their values must keep the type arguments they were made with
  /// (`Compiler+TypeParameters.swift`).
  var typeParametersUsedAsValues: [String: String] = [:]
  package var globalNames: [String] = []
  package let globals = GlobalSlots()
  var globalIsLet: [Bool] = []
  /// What a global's initializer says (how a String it holds was made:
  /// `Compiler+StringIterators.swift`).
  var bindings: [Int: Compiler.BindingFacts] = [:]
  /// Whether a lesson or REPL entry compiled so far had a string literal of more than 15 UTF-8 bytes.
  var sawLongStringLiteral = false
  /// Globals a top-level `func` declares: a call of one compiles to `callGlobal`. The closure
  /// each holds is also in `globals[function: g]`, unretained (`callGlobal`): a frame running it
  /// needs no reference of its own, because the global keeps it alive, and when a later REPL
  /// entry declares the name again, the old closure moves to `retiredFunctions` instead of dying
  /// (a task may still be running it).
  var functionGlobals: Set<Int> = []
  private var retiredFunctions: [Value] = []
  var globalShapes: [TypeShape?] = []
  /// Top-level variables declared with a getter or observers (`VariableAccessors`).
  var globalAccessors: [Int: VariableAccessors] = [:]
  /// The types top-level declarations wrote (`let greeters: [any Greeter]`), for static dispatch.
  package var globalTypes: [Int: TypeExpr] = [:]
  /// The lesson declares a variable or property `T!` (`Compiler+ImplicitUnwrap`); these globals do.
  var hasImplicitlyUnwrapped = false
  var implicitlyUnwrappedGlobals: Set<Int> = []
  /// `mutating ... async` methods' names: a call of one on a variable is refused (the playground
  /// runs a mutation of a storage path to its end, without suspending).
  var mutatingAsyncMethodNames: Set<String> = []
  /// Every function and method the lesson declares, by name (`Compiler+Overloads.swift`).
  var declaredSignatures: [String: [Compiler.Signature]] = [:]
  /// The declarations of each name that one with an `@autoclosure` parameter has
  /// (`Compiler+Autoclosures.swift`).
  var autoclosureSignatures: [String: [Compiler.AutoclosureSignature]] = [:]
  /// The modules the lesson (or an earlier REPL entry) imports (`Compiler+Imports.swift`).
  var importedModules: Set<String> = []
  /// The types the lesson's type aliases stand for (`typealias Updates = AsyncStream<Int>`).
  var aliasedTypes: [String: TypeExpr] = [:]
  /// The expressions the lesson binds to each name, nil where it cannot see the value
  /// (`Compiler+FileURLs.swift`).
  var boundExpressions: [String: [Expr?]] = [:]
  /// The lesson refers to the builtin `dump` (`Compiler+DumpLimits.swift`).
  var referencesDump = false
  /// The first construct seen whose values `dump` cannot print (`Compiler+DumpLimits.swift`).
  var dumpOpaqueConstruct: (name: String, what: String)?
  /// A wrapper sequence `dump` prints (`reversed`) and a method that takes a part of one
  /// (`prefix`), each the first the lesson names (`Compiler+DumpLimits.swift`).
  var dumpWrapperName: String?
  var dumpPartName: String?
  /// The result types top-level functions declare (`func make() -> French`), for static dispatch.
  var functionResultTypes: [Int: TypeExpr] = [:]
  /// Top-level generic functions (not overloaded) with a declared result (`func wrap<T>(_ x: T)
  /// -> [T]`): a call's static type binds the result's parameters from its arguments.
  var genericFunctions: [Int: FunctionDecl] = [:]
  /// Top-level generic functions (not overloaded) whose calls pass their type
  /// arguments (`Compiler+FunctionTypeArguments.swift`), by slot and by name.
  var typeArgumentFunctions: [Int: FunctionDecl] = [:]
  var typeArgumentFunctionNames: Set<String> = []
  /// Overloaded top-level functions of which one or more is generic: each overload
  /// a call may reach, by slot and by name (each takes its own arguments, or drops them).
  var typeArgumentOverloads: [Int: [FunctionDecl]] = [:]
  var typeArgumentOverloadNames: Set<String> = []
  /// The generic methods a call the compiler resolves passes its
  /// type arguments to, by their code (`Compiler+MethodTypeArguments.swift`).
  var typeArgumentMethods: [ObjectIdentifier: FunctionDecl] = [:]
  /// Top-level functions, not overloaded and not generic: a closure argument takes its
  /// parameter's declared result (`Compiler+ClosureResults.swift`).
  var singleFunctions: [Int: FunctionDecl] = [:]
  /// Members some class declares again without overriding, where its superclass had them from a
  /// protocol extension (`Compiler+Witnesses.swift`).
  var shadowedDefaultSymbols: Set<Int> = []
  /// Member names the lesson declares on its types, extensions and protocols, and its tuple
  /// labels (`Compiler+Catalog.swift`): a member with such a name may be the lesson's own.
  var declaredMemberNames: Set<String> = []
  /// Member names the lesson prelude declares (`Result.get`, `TaskGroup.addTask`): known members,
  /// but not ones that make a builtin call's labels the lesson's own.
  var preludeMemberNames: Set<String> = []
  /// Names of structs' `lazy var`s: reading one through a variable stores the computed value.
  var lazyStructFields: Set<String> = []
  /// Top-level `async let`s: the global holds the child task; reading it awaits the value.
  var asyncLetGlobals: Set<Int> = []
  /// Members lesson extensions add to builtin types, per extended name and merged per kind of
  /// value (`BuiltinExtensions`).
  var builtinExtensions: [String: NominalType] = [:]
  var valueExtensions: [NominalType?] = []
  private(set) var labelSets: [[Int?]] = []
  private var labelSetIndex: [[Int?]: Int] = [:]
  /// Names of every `mutating func` declared on a struct: calls to them go through storage paths.
  var mutatingMethodNames: Set<String> = Program.builtinMutatingMethods
  /// Names of every instance method of a lesson type that is not `mutating` (a class's, a
  /// protocol's): where one shares a name with a `mutating func`, only the receiver tells which.
  var nonmutatingMethodNames: Set<String> = []
  /// Builtin methods that mutate their receiver in place (`Builtins.mutatingMethods`, and
  /// `Date.addTimeInterval`, an unfold sequence's `next()`).
  static let builtinMutatingMethods: Set<String> = Set(Builtins.mutatingMethods.map { Sym.names[$0.rawValue] })
    .union(["addTimeInterval", "next"])
  /// Marker label for an unlabeled trailing closure, which Swift matches by position.
  static let trailingClosureLabel = -1
  /// Marker label for an array passed on whole to a variadic parameter labelled `label`
  /// (`Argument.forwardsVariadic`): -2 unlabelled, -3 - symbol labelled.
  static func forwardedVariadicLabel(_ label: Int?) -> Int { label.map { -3 - $0 } ?? -2 }

  /// Member names that cannot be `Sym` cases (`Sym` itself has `rawValue` and `allCases`).
  private(set) var rawValueSymbol = 0
  private(set) var allCasesSymbol = 0

  public init() {
    internBuiltinSymbols()
    rawValueSymbol = symbol("rawValue")
    allCasesSymbol = symbol("allCases")
  }

  func symbol(_ name: String) -> Int {
    if let id = symbolIds[name] { return id }
    let id = symbolNames.count
    symbolIds[name] = id
    symbolNames.append(name)
    return id
  }

  package func symbolName(_ id: Int) -> String {
    id >= 0 && id < symbolNames.count ? symbolNames[id] : "_"
  }

  /// The label set of `n` unlabeled arguments: what the runtime passes when it calls back into
  /// the lesson (an observer, a closure given to a builtin), kept by count so that such a call
  /// neither builds nor hashes an array.
  @inline(__always)
  func positionalLabelSet(_ n: Int) -> Int {
    if n < positionalLabelSets.count, positionalLabelSets[n] >= 0 { return positionalLabelSets[n] }
    return makePositionalLabelSet(n)
  }

  private func makePositionalLabelSet(_ n: Int) -> Int {
    let id = labelSet(Array(repeating: nil, count: n))
    if n < 64 {
      while positionalLabelSets.count <= n { positionalLabelSets.append(-1) }
      positionalLabelSets[n] = id
    }
    return id
  }
  private var positionalLabelSets: [Int] = []

  func labelSet(_ labels: [Int?]) -> Int {
    if let i = labelSetIndex[labels] { return i }
    labelSets.append(labels)
    labelSetIndex[labels] = labelSets.count - 1
    return labelSets.count - 1
  }

  /// Stores a global's new value; the old one is released by the reaper.
  @inline(__always)
  func setGlobal(_ i: Int, _ value: Value) { globals.store(value, at: i) }

  /// Declares (or finds) a global slot.
  @discardableResult
  package func global(_ name: String, isLet: Bool = false, shape: TypeShape? = nil, value: Value = .missing) -> Int {
    if let i = globalIndex[name] {
      if globals[function: i] != nil {
        retiredFunctions.append(globals[i])
        globals[function: i] = nil
      }
      globalIsLet[i] = isLet
      globalShapes[i] = shape
      return i
    }
    globalIndex[name] = globals.count
    globalNames.append(name)
    globals.append(value)
    globalIsLet.append(isLet)
    globalShapes.append(shape)
    return globals.count - 1
  }

  /// Records the closure a top-level `func` declaration put in global `g`, for `callGlobal`.
  func noteFunction(_ g: Int) {
    guard case .closure(let c) = globals[g] else { return }
    globals[function: g] = DeclaredFunction(closure: c, proto: c.proto)
  }

  /// A type declared by the lesson, by name.
  func nominalType(_ name: String) -> NominalType? {
    guard let i = globalIndex[name], case .type(let t) = globals[i] else { return nil }
    return t as? NominalType
  }

  /// The only lesson enum with a case of this name and payload count, if exactly one has it.
  func enumWithUniqueCase(_ name: String, payloadCount: Int, conformingTo proto: String? = nil) -> EnumType? {
    var found: EnumType? = nil
    for case .type(let e as EnumType) in globals {
      guard let ci = e.caseIndexByName[name], e.cases[ci].payloadCount == payloadCount, found !== e else { continue }
      if let proto, !e.conformances.contains(proto) { continue }
      if found != nil { return nil }
      found = e
    }
    return found
  }
}
