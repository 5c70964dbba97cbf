/// Which implementation a call reaches when Swift decides it from static types.
///
/// - A class that conforms to a protocol and has a requirement only from the protocol's
///   extension uses that default as its witness. A subclass that declares a member of the same
///   name does not override it (there was no class member to override): a call through the
///   protocol (`any P`, a generic `T: P`, `[P]`), or through the superclass's static type, still
///   reaches the default; only a call on the subclass's own static type reaches the subclass's.
/// - A member a protocol extension adds without the protocol requiring it is dispatched
///   statically: inside the extension, `helper()` on `self` is the extension's own.
///
/// The playground has no static types, so the compiler works out the receiver's where Swift's
/// answer depends on it (`staticType(of:)`) and emits `Op.witnessMember`, or stops the lesson when
/// it loads where it cannot tell (verified against Swift 6.3.1).
extension Compiler {
  /// After the protocol defaults are applied: every class member that shadows, rather than
  /// overrides, a default its superclass's conformance uses.
  func findShadowedDefaults() {
    for case .type(let c as ClassInfo) in program.globals {
      for sym in c.members.keys where !c.defaultedMembers.contains(sym) {
        guard let declaring = declaringClass(c, program.symbolName(sym)) else { continue }
        var k = declaring.superclass
        while let base = k {
          if base.defaultedMembers.contains(sym), let source = base.defaultSources[sym] {
            c.shadowedDefaults[sym] = source
            program.shadowedDefaultSymbols.insert(sym)
            break
          }
          if base.member(sym) != nil { break }  // an override of a class member: dynamic dispatch
          k = base.superclass
        }
      }
    }
  }

  /// The class along `c`'s chain that declares the member `name` (in its body or an extension).
  private func declaringClass(_ c: ClassInfo, _ name: String) -> ClassInfo? {
    var k: ClassInfo? = c
    while let cls = k {
      if cls.ownMemberNames.contains(name) { return cls }
      k = cls.superclass
    }
    return nil
  }

  enum Dispatch {
    /// The protocol's witness (`Op.witnessMember`).
    case witness
    /// A protocol extension's member that its protocol does not require, called statically.
    case extensionMember(ProtocolInfo)
  }

  /// How `base.name` must be dispatched, where Swift's static dispatch differs from looking the
  /// name up on the value's own type; nil for the plain lookup. Stops the lesson where the
  /// answer depends on a static type the compiler cannot work out.
  func staticDispatch(_ base: Expr, _ name: String, at offset: Int) throws -> Dispatch? {
    if let p = staticProtocolMember(base, name) { return .extensionMember(p) }
    return try dispatch(forType: staticType(of: base), name, at: offset)
  }

  /// The dispatch of `name` on a value of static type `type` (nil when it is not known).
  func dispatch(forType type: TypeExpr?, _ name: String, at offset: Int) throws -> Dispatch? {
    let sym = program.symbol(name)
    let shadowed = program.shadowedDefaultSymbols.contains(sym)
    let added = protocolsAdding(name).filter { p in conformingTypesDeclaring(name, p) }
    guard shadowed || !added.isEmpty else { return nil }
    return try dispatch(forType: type, name, shadowed: shadowed, added: added, at: offset)
  }

  private func dispatch(
    forType type: TypeExpr?, _ name: String, shadowed: Bool, added: [ProtocolInfo], at offset: Int
  ) throws -> Dispatch? {
    let sym = program.symbol(name)
    guard let type else {
      let kind =
        shadowed
        ? "a subclass declares its own '\(name)' beside the default its superclass's conformance uses"
        : "a type has its own '\(name)' beside the one an extension of '\(added[0].name)' adds"
      throw error(
        "which '\(name)' Swift calls here depends on the static type of the value, which the playground cannot tell here (\(kind))",
        at: offset, hint: "declare the value's type: let x: \(added.first?.name ?? "TheType") = ...")
    }
    var t = type
    while case .opaque(let inner) = t { t = inner }
    if case .optional(let inner) = t { t = inner }
    guard case .named(let n, _) = t, let nt = program.nominalType(n) else { return nil }
    if let p = nt as? ProtocolInfo {
      if added.contains(where: { $0 === p }) { return .extensionMember(p) }
      return shadowed ? .witness : nil
    }
    // A class whose own member is the default: a subclass's redeclaration does not reach it.
    if shadowed, nt is ClassInfo, nt.defaultedMembers.contains(sym) { return .witness }
    return nil
  }

  /// Whether a type conforming to `p` declares its own member `name` (so a call through `p`
  /// and one through the type differ).
  private func conformingTypesDeclaring(_ name: String, _ p: ProtocolInfo) -> Bool {
    let sym = program.symbol(name)
    for case .type(let t as NominalType) in program.globals where !(t is ProtocolInfo) {
      guard t.member(sym) != nil, !t.defaultedMembers.contains(sym), conformsStatically(t, p.name) else { continue }
      return true
    }
    return false
  }

  private func conformsStatically(_ t: NominalType, _ name: String) -> Bool {
    allProtocols(of: t).contains { $0.name == name }
  }

  /// `base.name` where static dispatch decides: emits the receiver and its member, and returns
  /// true; false (nothing emitted) for the plain lookup.
  func emitStaticDispatch(_ base: Expr, _ name: String, at offset: Int) throws -> Bool {
    guard let d = try staticDispatch(base, name, at: offset) else { return false }
    try compileExpr(base)
    switch d {
    case .witness: emit(.witnessMember(program.symbol(name)), offset)
    case .extensionMember(let p): emit(.superMember(program.symbol(name), type: constant(.type(p))), offset)
    }
    return true
  }

  /// The static type of an expression where the compiler can tell it: a declared variable,
  /// parameter or property, `self`, a lesson type's initializer, a top-level function's result.
  func staticType(of e: Expr) -> TypeExpr? {
    if let t = declaredType(of: e) ?? initializedType(e) { return t }
    switch e.kind {
    case .selfRef:
      var f: FunctionState? = fn
      while let s = f, s.selfType == nil { f = s.parent }  // a closure inside a method
      return f?.selfType.map { .named($0.path, []) }
    case .call(let callee, let args):
      if case .name(let n) = callee.kind {
        if let t = collectionConversionType(n, args) { return t }  // `Array(tags)`
        switch resolve(n) {
        case .global(let g)?: return program.functionResultTypes[g] ?? genericResultType(g, e)
        case .selfMember?, nil: return methodResultType(Expr(.selfRef, callee.start, callee.end), n)  // `all()` in a method
        default: return nil
        }
      }
      if case .member(let base, let name) = callee.kind {
        return methodResultType(base, name) ?? collectionResultType(base, name, args)
      }
      return nil
    case .forceUnwrap(let x):
      if case .optional(let inner)? = staticType(of: x) { return inner }
      return nil
    case .cast(_, .as, let t), .cast(_, .asForced, let t): return t
    default: return nil
    }
  }
}
