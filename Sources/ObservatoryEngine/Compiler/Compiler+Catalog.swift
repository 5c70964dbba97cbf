/// Load-time checks of builtin uses against the `Catalog`: a member, initializer or static the
/// playground lacks is a lesson error before the first statement runs ("never silently wrong"),
/// and an unlabeled trailing closure takes the label of the signature it fills, so the VM sees
/// `removeAll(where:)` for `removeAll { ... }`.
extension Compiler {
  /// Records the member names the lesson declares (on its types, extensions and protocols) and
  /// its tuple labels: a member with one of these names may belong to a lesson value, which the
  /// VM resolves by label matching at run time.
  func collectDeclaredMembers(_ stmts: [Stmt]) {
    final class Names { var set: Set<String> = [] }
    let names = Names()
    func typeLabels(_ t: TypeExpr?) {
      guard let t else { return }
      switch t {
      case .tuple(let items, let labels):
        for l in labels ?? [] { if let l { names.set.insert(l) } }
        items.forEach(typeLabels)
      case .named(_, let args): args.forEach(typeLabels)
      case .optional(let w), .array(let w), .opaque(let w): typeLabels(w)
      case .dictionary(let k, let v):
        typeLabels(k)
        typeLabels(v)
      case .function(let ps, let r):
        ps.forEach(typeLabels)
        typeLabels(r)
      case .member(let b, _): typeLabels(b)
      case .composition(let ps): ps.forEach(typeLabels)
      }
    }
    var walk = SyntaxWalk()
    walk.visitMember = { m in
      switch m {
      case .property(let v): names.set.formUnion(v.pattern.names)
      case .method(let f): names.set.insert(f.name)
      case .enumCase(let c):
        names.set.insert(c.name)
        for l in c.payloadLabels { if let l { names.set.insert(l) } }
      // `kind.init()` on a metatype value (`for kind in [A.self, B.self] as [A.Type]`).
      case .initializer: names.set.insert("init")
      case .deinitializer, .nestedType, .subscriptDecl: break
      }
    }
    walk.visitVariable = { v, _ in typeLabels(v.type) }
    // `typealias Span = (lo: Int, hi: Int)`: its labels are members of the values typed with it.
    walk.visitStmt = { s, _ in if case .typeAlias(_, let t) = s.kind { typeLabels(t) } }
    walk.visitFunction = { f in
      typeLabels(f.returnType)
      for p in f.params { typeLabels(p.type) }
    }
    walk.visitExpr = { e, _ in
      switch e.kind {
      case .tuple(let items): for (l, _) in items { if let l { names.set.insert(l) } }
      case .cast(_, _, let t), .typeRef(let t): typeLabels(t)
      default: break
      }
    }
    walk.walk(stmts)
    // A protocol's requirements are members of the types that conform (`rawValue` of an OptionSet).
    for s in stmts { if case .protocolDecl(let p) = s.kind { names.set.formUnion(p.requirements) } }
    program.declaredMemberNames.formUnion(names.set)
  }

  /// The builtin type an expression names (`String`, `Set<Int>`), if any.
  func builtinTypeName(_ e: Expr) -> String? {
    let n: String
    switch e.kind {
    case .name(let name), .typeRef(.named(let name, _)): n = name
    default: return nil
    }
    // The type's own name, also through a `typealias`.
    guard let r = resolve(n), case .global(let g) = r, case .type(let t as BuiltinType) = program.globals[g] else {
      return nil
    }
    return t.name
  }

  /// The label set of a call, with trailing closures renamed after the builtin signature they
  /// fill. Throws when no signature of the builtin fits.
  func builtinCallLabels(
    _ what: String, candidates: [[String?]]?, _ args: [Argument], at offset: Int
  ) throws -> Int {
    let given = args.map { $0.isTrailing ? nil : $0.label }
    let trailing = args.map(\.isTrailing)
    guard let candidates, !candidates.isEmpty else {
      throw unavailable(what, at: offset)
    }
    guard let labels = Catalog.match(candidates, labels: given, trailing: trailing) else {
      let called = what + "(" + args.map { $0.isTrailing ? "{ }" : ($0.label ?? "_") + ":" }.joined() + ")"
      // `String(contentsOfFile:)`: a label the playground lacks on purpose says why.
      if let reason = given.lazy.compactMap({ $0.flatMap { Catalog.unavailable[$0] } }).first {
        throw error("'\(called)' is not available in the playground: \(reason)", at: offset)
      }
      let forms = candidates.map { what + "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" }
      throw error(
        "'\(called)' is not available in the playground", at: offset,
        hint: "the playground has " + forms.joined(separator: ", "))
    }
    return program.labelSet(labels.map { $0.map { program.symbol($0) } })
  }

  func unavailable(_ what: String, at offset: Int) -> LessonError {
    let name = what.split(separator: ".").last.map(String.init) ?? what
    if let reason = Catalog.unavailable[name] ?? Catalog.unavailable[what] {
      return error("'\(what)' is not available in the playground: \(reason)", at: offset)
    }
    return error(
      "'\(what)' is not available in the playground", at: offset,
      hint: "docs/language.md lists what the playground's standard library has")
  }

  /// `T(args)` for a builtin type `T`: the label set to emit.
  func checkInitializer(_ type: String, _ args: [Argument], at offset: Int) throws -> Int {
    if Builtins.viewTypeNames.contains(type) { return labels(args) }
    try checkFoundationImport(type, args, at: offset)
    try checkLimitedArguments(type, args)
    return try builtinCallLabels(type, candidates: Catalog.initializers[type], args, at: offset)
  }

  /// `T.name` / `T.name(args)` for a builtin type `T`.
  func checkStatic(_ type: String, _ name: String, _ args: [Argument]?, at offset: Int) throws -> Int? {
    // A static member the lesson's own extension declares (`extension Int { static var answer }`).
    if program.builtinExtensions[type]?.staticMembers[program.symbol(name)] != nil { return args.map(labels) }
    let sigs = Catalog.statics[type]?[name] ?? []
    guard let args else {
      // `Int.max`, or `Task.sleep` as a function value.
      if sigs.isEmpty { throw unavailable("\(type).\(name)", at: offset) }
      return nil
    }
    let methods = sigs.compactMap(\.labels)
    return try builtinCallLabels("\(type).\(name)", candidates: methods, args, at: offset)
  }

  /// Whether an expression names a type the lesson declares (its members are checked at run time).
  func isLessonTypeName(_ e: Expr) -> Bool {
    switch e.kind {
    case .name(let n), .typeRef(.named(let n, _)): return program.nominalType(n) != nil
    default: return false
    }
  }

  /// `base.name` where `base` is a value: a lesson member, or one the catalog has.
  func checkMember(_ name: String, at offset: Int) throws {
    if isLessonMember(name) || Catalog.members[name] != nil || program.preludeMemberNames.contains(name) { return }
    throw unknownMember(name, at: offset)
  }

  /// A member no lesson type declares and the playground's standard library lacks.
  func unknownMember(_ name: String, at offset: Int) -> LessonError {
    if Catalog.unavailable[name] != nil { return unavailable(name, at: offset) }
    let limit = max(1, name.count / 3)
    let lowered = name.lowercased()
    var near: (String, Int)? = nil
    for c in program.declaredMemberNames.union(Catalog.members.keys) {
      let d = editDistance(c.lowercased(), lowered)
      guard d <= limit else { continue }
      if let n = near, n.1 < d || (n.1 == d && n.0 <= c) { continue }
      near = (c, d)
    }
    return error(
      "a value here has no member '\(name)': no type of the lesson has one, and neither has the playground's "
        + "standard library", at: offset,
      hint: near.map { "did you mean '\($0.0)'?" } ?? "docs/language.md lists what the standard library has")
  }

  /// `base.name(args)` on a value: the label set to emit (a lesson method's labels are matched
  /// at run time).
  func checkMethodCall(_ name: String, _ args: [Argument], at offset: Int) throws -> Int {
    if isLessonMember(name) { return labels(args) }
    guard Catalog.members[name] != nil else {
      if program.preludeMemberNames.contains(name) { return labels(args) }
      throw unknownMember(name, at: offset)
    }
    try checkLimitedArguments(name, args)
    let methods = Catalog.members[name]?.compactMap(\.labels)
    if methods?.isEmpty ?? true {
      // A property holding a function (`task.value`), or a closure stored in a builtin.
      return labels(args)
    }
    return try builtinCallLabels(name, candidates: methods, args, at: offset)
  }

  func isLessonMember(_ name: String) -> Bool {
    program.declaredMemberNames.contains(name) || name.hasPrefix("$") || Int(name) != nil
  }
}

/// Attributes: those the playground knows — it models them (`@Observable`, `@Published`, ...) or
/// they change nothing it runs (`@MainActor` on one simulated actor, `@Sendable`, `@escaping`) —
/// and the rest, each an error when the lesson loads, as an attribute silently ignored could
/// change what the code means (a property wrapper, a result builder).
extension Compiler {
  static let knownAttributes: Set<String> = [
    "Observable", "ObservationIgnored", "ObservationTracked", "Published", "ObservedObject", "StateObject",
    "EnvironmentObject", "State", "Bindable", "Binding", "Environment", "ViewBuilder", "MainActor", "Sendable",
    "unchecked",
    "escaping", "autoclosure", "discardableResult", "available", "inlinable", "inline", "usableFromInline",
    "frozen", "objc", "nonobjc", "preconcurrency", "testable", "_spi", "warn_unqualified_access",
    "weak", "unowned", "async", "nonisolated",
  ]

  static let unsupportedAttributes: [String: String] = [
    "propertyWrapper":
      "property wrappers are not supported by the playground; write a computed property over a stored one",
    "resultBuilder": "result builders are not supported by the playground (only SwiftUI's view builders are simulated)",
    "dynamicMemberLookup": "dynamic member lookup is not supported by the playground",
    "main": "the lesson's top-level code is its entry point; remove '@main'",
    "Model": "SwiftData does not exist on Linux; the playground simulates Observation only",
    "Query": "SwiftData does not exist on Linux; the playground simulates Observation only",
    "AppStorage": "UserDefaults storage is not available in the playground: lessons cannot write files",
    "SceneStorage": "SwiftUI scene storage is not simulated by the playground",
    "FocusState": "SwiftUI focus state is not simulated by the playground",
    "GestureState": "SwiftUI gesture state is not simulated by the playground",
  ]

  /// Number types whose arithmetic and printing the playground does not model (every integer is
  /// an `Int`, every floating-point number a `Double`): taking them for `Int`/`Double` would give
  /// wrong answers (`Float(1) / 3` prints `0.33333334`, a `UInt8` wraps at 256).
  static let unsupportedTypes: [String: String] = {
    var out: [String: String] = [:]
    for n in ["Float", "Float16", "Float80"] { out[n] = "its precision differs from Double's; use Double" }
    for n in ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
      out[n] = "the playground's integers are 64-bit Ints; use Int"
    }
    // `Character(UnicodeScalar(n)!)` (refused as a name Swift lacks: "cannot find ... in scope").
    out["UnicodeScalar"] =
      "a scalar made from a number is not modeled by the playground; use a string's unicodeScalars, or index an array of Characters"
    // Swift's `[AnyHashable]` prints `[AnyHashable(1), AnyHashable("a")]`: the playground keeps the bare values.
    out["AnyHashable"] =
      "Swift wraps its values (AnyHashable(1) inside a collection), which the playground does not; use a concrete key type or Any"
    return out
  }()

  /// Every attribute of every declaration in `stmts` is one the playground knows, and so is
  /// every number type they name.
  func checkAttributes(_ stmts: [Stmt]) throws {
    final class Found { var error: LessonError? }
    let found = Found()
    let sleepConversions = Compiler.sleepNanosecondsConversions(stmts)
    func check(_ m: Modifiers, at offset: Int) {
      guard found.error == nil else { return }
      for a in m.attributes {
        let name = String(a.split(separator: ":").first ?? "")  // "Environment:Cart" is @Environment(Cart.self)
        if Compiler.knownAttributes.contains(name) { continue }
        if let reason = Compiler.unsupportedAttributes[name] {
          found.error = error("'@\(name)': \(reason)", at: offset)
        } else {
          found.error = error(
            "unknown attribute '@\(name)'", at: offset,
            hint: "the playground knows the attributes Observation and SwiftUI lessons use (docs/language.md)")
        }
        return
      }
    }
    func checkType(_ t: TypeExpr?, at offset: Int) {
      guard found.error == nil, let t else { return }
      switch t {
      case .named(let n, let args):
        if let reason = Compiler.unsupportedTypes[n] {
          found.error = error("'\(n)' is not available in the playground: \(reason)", at: offset)
        }
        for a in args { checkType(a, at: offset) }
      case .optional(let w), .array(let w), .opaque(let w), .member(let w, _): checkType(w, at: offset)
      case .dictionary(let k, let v):
        checkType(k, at: offset)
        checkType(v, at: offset)
      case .tuple(let items, _), .composition(let items): for i in items { checkType(i, at: offset) }
      case .function(let ps, let r):
        for p in ps { checkType(p, at: offset) }
        checkType(r, at: offset)
      }
    }
    var walk = SyntaxWalk()
    walk.visitVariable = { v, _ in
      check(v.modifiers, at: v.start)
      checkType(v.type, at: v.start)
    }
    walk.visitFunction = { f in
      check(f.modifiers, at: f.start)
      for p in f.params { checkType(p.type, at: p.start) }
      checkType(f.returnType, at: f.start)
    }
    walk.visitExpr = { e, _ in
      switch e.kind {
      case .cast(_, _, let t), .typeRef(let t): checkType(t, at: e.start)
      // `UInt8(200)`, `[UInt8](repeating: 0, count: 4)`, `UInt8.max`: values of the type made
      // (`Float.self`, only its name, is fine).
      case .call(let callee, _):
        if case .name(let n) = callee.kind, !sleepConversions.contains(e.start) {
          checkType(.named(n, []), at: e.start)
        }
        if case .array(let items) = callee.kind, items.count == 1, case .name(let n) = items[0].kind {
          checkType(.named(n, []), at: e.start)
        }
      case .member(let base, let m) where m != "self":
        if case .name(let n) = base.kind { checkType(.named(n, []), at: e.start) }
      default: break
      }
    }
    walk.visitType = { t in check(t.modifiers, at: t.start) }
    walk.walk(stmts)
    if let e = found.error { throw e }
    // Arithmetic Swift does at a sized integer's width on a value whose type the lesson never
    // names (`c.asciiValue! - 97` is a UInt8 subtraction, which traps below 0): the compiler
    // check's SIL shows it.
    if let (offset, type) = file.sizedArithmetic.min(by: { $0.key < $1.key }) {
      throw error(
        "arithmetic on \(type.hasSuffix("integer") ? "an" : "a") '\(type)' value is not supported by the playground: Swift does it at that width (it traps or wraps where a 64-bit Int would not), and the playground's integers are 64-bit Ints",
        at: offset, hint: "convert the value first, as in 'Int(c.asciiValue!) - 97'")
    }
  }
}
