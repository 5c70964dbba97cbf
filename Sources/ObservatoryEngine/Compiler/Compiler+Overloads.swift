/// Overloads that Swift tells apart by static types: `greet(_: Dog)` beside `greet(_: Animal)`
/// (the most specific one that the argument's static type fits), `parse(_:) -> Int` beside
/// `parse(_:) -> String` (the one the result is used as). The VM chooses among overloads by the
/// arguments' values (`OverloadResolution.swift`); where a value could fit several of them, or only the
/// result's type tells them apart, the compiler passes the static types it knows with the call
/// (`Op.callTypes`), and stops the lesson when it loads where it knows too little.
extension Compiler {
  /// A declared function or method: what a call site needs to tell overloads apart.
  struct Signature {
    /// The type it is a method of (nil for a top-level function).
    let owner: String?
    let labels: [String?]
    let types: [TypeExpr?]
    let result: TypeExpr?
    let hasDefaults: Bool
    var isStatic = false
    var hasInout = false
    var hasVariadic = false
  }

  /// Every top-level function and method the lesson declares, by name (built once per script).
  func collectSignatures(_ stmts: [Stmt]) {
    func add(_ f: FunctionDecl, _ owner: String?) {
      guard !f.isInit else { return }
      program.declaredSignatures[f.name, default: []].append(
        Signature(
          owner: owner, labels: f.params.map(\.label), types: f.params.map(\.type), result: f.returnType,
          hasDefaults: f.params.contains { $0.defaultValue != nil || $0.isVariadic },
          isStatic: f.modifiers.isStatic, hasInout: f.params.contains(where: \.isInout),
          hasVariadic: f.params.contains(where: \.isVariadic)))
    }
    func members(_ ms: [Member], _ owner: String) {
      for m in ms {
        switch m {
        case .method(let f): add(f, owner)
        case .nestedType(let d): members(d.members, owner + "." + d.name)
        default: continue
        }
      }
    }
    for s in stmts {
      switch s.kind {
      case .function(let f): add(f, nil)
      case .type(let d): members(d.members, d.name)
      case .extensionDecl(let x): members(x.members, x.typeName)
      default: continue
      }
    }
  }

  /// The groups of overloads of `name` (each of one owner) that a call with these labels may
  /// reach, where a group has several that static types tell apart; empty for an ordinary call.
  /// `owner` is the top level (nil) or, for a method, the receiver's type where known.
  func ambiguousOverloads(
    _ name: String, _ args: [Argument], method: Bool, owner: String?, local: [Signature]? = nil
  ) -> [[Signature]] {
    guard let all = local ?? program.declaredSignatures[name], all.count > 1 else { return [] }
    let given = args.map { $0.isTrailing ? nil : $0.label }
    let fitting = all.filter { s in
      (method ? s.owner != nil && (owner == nil || s.owner == owner) : s.owner == nil)
        && !s.hasDefaults && s.labels.count == args.count
        && zip(s.labels, given).enumerated().allSatisfy { k, pair in
          pair.0 == pair.1 || (args[k].isTrailing && isFunctionType(s.types[k]))
        }
    }
    return Dictionary(grouping: fitting, by: { $0.owner ?? "" }).values.filter { $0.count > 1 }
      .sorted { ($0[0].owner ?? "") < ($1[0].owner ?? "") }
  }

  private func isFunctionType(_ t: TypeExpr?) -> Bool {
    if case .function? = t { return true }
    return false
  }

  /// Before a call of an overloaded name: the arguments' static types and the type the result is
  /// used as, for the VM to choose with. An error where they would not tell Swift's choice.
  /// `local`: the signatures of local overloads the name refers to (`Compiler+LocalOverloads`).
  func emitCallTypes(
    _ name: String, _ args: [Argument], call: Expr, receiver: Expr? = nil, local: [Signature]? = nil
  ) throws {
    var owner: String? = nil
    if let receiver, case .named(let n, _)? = staticType(of: receiver) { owner = n }
    let groups = ambiguousOverloads(name, args, method: receiver != nil, owner: owner, local: local)
    guard !groups.isEmpty else { return }
    let all = groups.flatMap { $0 }
    let types = args.indices.map { k -> TypeExpr? in
      // An integer literal is a Double where only a Double parameter takes it, else an Int.
      if case .int = args[k].value.kind {
        let takesInt = all.contains { $0.types[k] == .named("Int", []) }
        let takesDouble = all.contains { $0.types[k] == .named("Double", []) }
        return .named(takesDouble && !takesInt ? "Double" : "Int", [])
      }
      return staticArgumentType(args[k].value)
    }
    let result = resultContext[call.start]
    for candidates in groups {
      for k in args.indices where types[k] == nil {
        // A value fits two overloads here: its static type decides, and it is not known.
        let overlapping = candidates.indices.contains { i in
          candidates.indices.contains { j in i < j && mayOverlap(candidates[i].types[k], candidates[j].types[k]) }
        }
        if overlapping {
          throw error(
            "which '\(name)' Swift calls here depends on the static type of this argument, which the playground cannot tell here",
            at: args[k].value.start,
            hint: "declare the argument's type (let x: TheType = ...) or convert it (x as TheType)")
        }
      }
      let sameParameters = candidates.indices.contains { i in
        candidates.indices.contains { j in
          i < j && candidates[i].types == candidates[j].types && candidates[i].result != candidates[j].result
        }
      }
      if sameParameters && result == nil {
        throw error(
          "which '\(name)' Swift calls here depends on the type its result is used as, which the playground cannot tell here",
          at: call.start, hint: "declare the type: let value: Int = \(name)(...)")
      }
    }
    emit(.callTypes(constant(.host(CallTypes(arguments: types, result: result)))), call.start)
  }

  /// `let n: Int = try parse(s)`: the call's result is used as `t`.
  func noteResultContext(_ e: Expr, _ t: TypeExpr) {
    switch e.kind {
    case .tryExpr(_, let x), .await(let x): noteResultContext(x, t)
    case .call:
      resultContext[e.start] = t
      noteClosureResult(e, t)  // `Task { 1 }` as a `Task<Double, Never>`
      noteArgumentContexts(e, t)
    case .closure, .array, .dictionary, .name: noteClosureResult(e, t)  // `[{ $0 * 2 }]`, `(+)` too
    case .int, .unary("-", _), .tuple: noteDoubleContext(e, t)
    // `parse(a) + parse(b)` as an Int: arithmetic keeps its operands' type.
    case .binary(let op, let a, let b) where ["+", "-", "*", "/", "%"].contains(op):
      noteResultContext(a, t)
      noteResultContext(b, t)
    // `let x: Double = opt ?? 3`: the default is of the result's type.
    case .binary("??", _, let b): noteResultContext(b, t)
    default: break
    }
  }

  /// The static type of an argument: as `staticType(of:)`, and a literal's default type.
  func staticArgumentType(_ e: Expr) -> TypeExpr? {
    switch e.kind {
    case .string: return .named("String", [])
    case .bool: return .named("Bool", [])
    case .double: return .named("Double", [])
    case .int: return .named("Int", [])
    case .array(let items) where !items.isEmpty:
      // `[1, 2]`: an array of the elements' one type.
      let types = items.map { staticArgumentType($0) }
      let numbers: [TypeExpr?] = [.named("Int", []), .named("Double", [])]
      if types.allSatisfy({ numbers.contains($0) }) {
        return .array(types.contains(.named("Double", [])) ? .named("Double", []) : .named("Int", []))
      }
      guard let first = types[0], types.allSatisfy({ $0 == first }) else { return nil }
      return .array(first)
    default: return staticType(of: e)
    }
  }

  /// Whether one value could be of both types (so only static types tell two overloads apart).
  func mayOverlap(_ a: TypeExpr?, _ b: TypeExpr?) -> Bool {
    guard let a, let b else { return true }
    if a == b { return true }
    switch (a, b) {
    case (.optional(let x), .optional(let y)): return mayOverlap(x, y)
    case (.optional(let x), _): return mayOverlap(x, b)  // a value converts to an Optional
    case (_, .optional(let y)): return mayOverlap(a, y)
    case (.array(let x), .array(let y)): return mayOverlap(x, y)
    case (.opaque(let x), _): return mayOverlap(x, b)
    case (_, .opaque(let y)): return mayOverlap(a, y)
    case (.named(let x, _), .named(let y, _)):
      let concrete: Set<String> = ["Int", "Double", "String", "Bool", "Character"]
      if concrete.contains(x) && concrete.contains(y) { return false }
      let s = program.nominalType(x)
      let t = program.nominalType(y)
      if let s, let t, !(s is ProtocolInfo), !(t is ProtocolInfo) {
        if let c = s as? ClassInfo, let d = t as? ClassInfo { return c.isSubclass(of: d) || d.isSubclass(of: c) }
        return false  // two different structs or enums
      }
      if (s != nil && !(s is ProtocolInfo) && concrete.contains(y))
        || (t != nil && !(t is ProtocolInfo) && concrete.contains(x))
      {
        return false
      }
      return true  // a protocol, Any, a generic parameter: may hold either
    case (.named, _), (_, .named): return true
    default: return false
    }
  }
}

/// The static types of a call's arguments (nil where unknown) and the type its result is used as,
/// which the VM's overload choice takes over the values (`Op.callTypes`).
final class CallTypes: HostObject {
  let arguments: [TypeExpr?]
  let result: TypeExpr?
  init(arguments: [TypeExpr?], result: TypeExpr?) {
    self.arguments = arguments
    self.result = result
  }
}
