/// Type arguments handed to overloaded generic functions and methods (`func wrap<T>(_ x: T)`
/// beside `func wrap<T>(_ x: [T])`, `func fetch<T>(_ kind: T.Type)` beside `fetch<T>(_ kind:
/// T.Type, limit: Int)` or beside a non-generic `fetch(id: Int)`). The VM chooses the overload
/// when the call runs (`OverloadResolution.swift`), so a call hands over, for each generic
/// overload its labels fit, the arguments that overload takes (its own parameters bound to the
/// arguments' static types, or with the compiler check Swift's, where the SIL's apply fits one
/// overload only); each overload takes its own (keyed by its declaration, `overloadKey`), and an
/// overload that takes none drops them at its entry, so no later entry takes another's. Where
/// an overload's arguments are not known, it takes nothing and behaves as before.
/// Verified against Swift 6.3.1 (`Language/generic-overload-type-arguments`).
extension Compiler {
  /// Before a direct call of overloaded top-level functions (`all`, one of them generic).
  func emitOverloadTypeArguments(_ all: [FunctionDecl], _ args: [Argument], callee: Expr) {
    guard let name = all.first?.name, program.typeArgumentOverloadNames.contains(name) else { return }
    let candidates = all.filter { !$0.genericParams.isEmpty && accepts($0, args) }
    emitTypeArgumentsPass(
      candidates.map { ($0, Compiler.overloadKey($0.name, $0.start)) }, overloaded: true, args,
      factAt: callee.start, at: callee.end, owner: 0)
  }

  /// Before a call of a local generic function (or local overloads, each generic): each one the
  /// call's labels fit gets its own, as for overloads.
  func emitLocalFunctionTypeArguments(_ all: [FunctionDecl], _ args: [Argument], callee: Expr) {
    emitTypeArgumentsPass(
      all.filter { accepts($0, args) }.map { ($0, Compiler.overloadKey(Compiler.localKey($0.name), $0.start)) },
      overloaded: true, args, factAt: callee.start, at: callee.end, owner: 0)
  }

  /// The name a local function takes its type arguments under (with its place: `overloadKey`).
  static func localKey(_ name: String) -> String { "local " + name }

  /// Before `repo.fetch(User.self)` of a receiver whose static type is a protocol (`any Repo`):
  /// where every lesson type conforming to it has the member as one generic method (its own or
  /// a protocol extension's) and the call's static types give each the same arguments, those.
  /// Nothing where a builtin type conforms (its member is not the lesson's), or one differs.
  func emitExistentialTypeArguments(_ p: ProtocolInfo, _ name: String, _ args: [Argument], at nameAt: Int) {
    let sym = program.symbol(name)
    if program.builtinExtensions.values.contains(where: { t in allProtocols(of: t).contains { $0 === p } }) { return }
    var decls: [FunctionDecl] = []
    for case .type(let t as NominalType) in program.globals where !(t is ProtocolInfo) && conforms(t, p) {
      guard case .method(let q)? = t.member(sym), q.overloads == nil, !q.isStatic,
        let f = program.typeArgumentMethods[ObjectIdentifier(q)], accepts(f, args)
      else { return }
      decls.append(f)
    }
    guard let first = decls.first, let given = staticArguments(first, args) else { return }
    for f in decls.dropFirst() {
      guard f.genericParams.count == first.genericParams.count, let other = staticArguments(f, args),
        other.map(\.plain) == given.map(\.plain), other.map(\.qualified) == given.map(\.qualified),
        other.map(\.passes) == given.map(\.passes), other.map(\.isClass) == given.map(\.isClass)
      else { return }
    }
    // Swift's call goes through the witness table: no fact of the check names it (-1).
    emitTypeArgumentsPass(first, key: Compiler.methodKey(name), args, factAt: -1, at: nameAt)
  }

  /// The protocol `P` of a static type `any P` (or `P`, `some P`).
  func existentialProtocol(_ t: TypeExpr?) -> ProtocolInfo? {
    switch t {
    case .named(let n, let none)? where none.isEmpty: return program.nominalType(n) as? ProtocolInfo
    case .opaque(.named(let n, let none))? where none.isEmpty: return program.nominalType(n) as? ProtocolInfo
    default: return nil
    }
  }

  /// Whether `t` (or a superclass of it) conforms to `p`, directly or through inheritance.
  private func conforms(_ t: NominalType, _ p: ProtocolInfo) -> Bool {
    var k: NominalType? = t
    while let c = k {
      if allProtocols(of: c).contains(where: { $0 === p }) { return true }
      k = (c as? ClassInfo)?.superclass
    }
    return false
  }

  /// The generic overloads of a method (`proto`'s set) a call with `args` may reach, each with
  /// its key.
  func methodOverloadCandidates(_ proto: FunctionProto, _ args: [Argument]) -> [(FunctionDecl, String)] {
    var out: [(FunctionDecl, String)] = []
    for q in proto.overloads ?? [] {
      guard let f = program.typeArgumentMethods[ObjectIdentifier(q)], f.modifiers.isStatic == q.isStatic,
        accepts(f, args)
      else { continue }
      out.append((f, Compiler.overloadKey(Compiler.methodKey(f.name), q.start)))
    }
    return out
  }
}

/// Integer literals beside Doubles for one type parameter (`pair(1, 2.5)` of `func pair<T>(_ a:
/// T, _ b: T)`): Swift gives `T` one type, `Double`, and makes the `1` a `1.0`. With the
/// compiler check the SIL says so (the literal is compiled as a Double); without it the
/// playground would make an `Int`, so the lesson is refused when it loads.
extension Compiler {
  func refuseMixedNumberLiterals(_ f: FunctionDecl, _ args: [Argument]) throws {
    guard accepts(f, args) else { return }
    for g in f.genericParams {
      var integer: Expr? = nil
      var decimal = false
      var remaining = args[...]
      for p in f.params {
        guard let a = remaining.first, a.label == p.label else { continue }
        remaining = remaining.dropFirst()
        guard !p.isVariadic else { continue }
        var values: [Expr] = []
        switch p.type {
        case .named(let n, let none)? where none.isEmpty && n == g:
          values = [a.value]
          if case .array(let xs) = a.value.kind { values = xs }  // `pair([1], [2.5])`: `T` is `[Double]`
        case .array(.named(let n, let none))? where none.isEmpty && n == g:
          // `merge([1], [2.5])` of `func merge<T>(_ a: [T], _ b: [T])`: each element is a `T`.
          if case .array(let xs) = a.value.kind { values = xs }
          if case .array(.named("Double", []))? = staticType(of: a.value) { decimal = true }
        default: continue
        }
        // One array literal's integers beside its decimals are Doubles already (`[1, 2.5]`).
        var own: Expr? = nil
        var ownDecimal = false
        for x in values {
          switch x.kind {
          case .int(let v): if isDoubleLiteral(v, at: x.start) { ownDecimal = true } else { own = own ?? x }
          case .double: ownDecimal = true
          default: if case .named("Double", [])? = staticType(of: x) { ownDecimal = true }
          }
        }
        if ownDecimal { decimal = true } else if let own { integer = integer ?? own }
      }
      if let integer, decimal {
        throw error(
          "an integer literal given for '\(g)' beside a Double is not supported by the playground without the compiler check: Swift makes '\(g)' a Double and the literal a Double too",
          at: integer.start, hint: "write it as a decimal (1.0), or run with the compiler check")
      }
    }
  }
}
