/// A lesson generic method's type arguments at run time (`func resolve<T>(_ type: T.Type) ->
/// Box<T>` in a struct, class or enum; static ones, those of extensions and of generic types):
/// as for a top-level generic function (`Compiler+FunctionTypeArguments.swift`), a call the
/// compiler resolves to one method hands it the types its arguments' static types bind, or with
/// the compiler check Swift's own (the SIL's `apply %N<Owner's, Method's>` of the method's
/// `function_ref` or `class_method`: the method's are the last). The method takes them under
/// `methodKey(name)` (an override takes what its overridden method would). Resolved means: the
/// receiver is a type name or a value whose static type is a lesson struct, enum, class or actor
/// (not a protocol), whose member of that name is one generic method (overloads:
/// `Compiler+OverloadTypeArguments.swift`); for a class, every lesson subclass's member of that
/// name is one too. An `async` method and an awaited call take them too: the VM enters a callee
/// at once (a hop happens after the awaited call returns), so its first instructions take them
/// before any suspension. A mutating method on
/// a variable reached through accessors (a computed or observed path) is not followed: the path's
/// own code runs first. Elsewhere nothing is handed over and the method behaves as before.
/// Verified against Swift 6.3.1 (`Language/generic-method-type-arguments`,
/// `Checked/generic-method-call-arguments`).
extension Compiler {
  /// The key a generic method takes its type arguments under (a top-level function's is its name).
  static func methodKey(_ name: String) -> String { "." + name }

  /// Before `base.name(args)` (its arguments on the stack, the call next): the hand-over, where
  /// the compiler resolves the call to one generic method. `viaPath`: a mutating call through
  /// the storage path `base`.
  func emitMethodTypeArguments(_ base: Expr, _ name: String, _ args: [Argument], at nameAt: Int, viaPath: Bool) {
    if !viaPath, let p = existentialProtocol(receiverType(base)) {
      return emitExistentialTypeArguments(p, name, args, at: nameAt)  // `Compiler+OverloadTypeArguments.swift`
    }
    guard let (proto, f, ownerArguments) = typeArgumentMethod(base, name, viaPath: viaPath) else {
      return
    }
    if let f {
      guard accepts(f, args) else { return }
      emitTypeArgumentsPass(
        f, key: Compiler.methodKey(name), args, factAt: nameAt, at: nameAt, ownerArguments: ownerArguments)
    } else {
      emitTypeArgumentsPass(  // `Compiler+OverloadTypeArguments.swift`
        methodOverloadCandidates(proto, args), overloaded: true, args, factAt: nameAt, at: nameAt,
        owner: ownerArguments)
    }
  }

  /// Before `super.name(args)` in an instance method of a class: the superclass's generic method
  /// is the one that runs.
  func emitSuperMethodTypeArguments(_ name: String, _ args: [Argument], at nameAt: Int) {
    var f: FunctionState? = fn
    while let s = f, s.selfType == nil { f = s.parent }  // a closure inside a method
    guard let method = f, !method.proto.isStatic, let cls = method.selfType as? ClassInfo, let base = cls.superclass,
      case .method(let p)? = base.member(program.symbol(name)),
      !p.isStatic, p.overloads == nil, let decl = program.typeArgumentMethods[ObjectIdentifier(p)], accepts(decl, args)
    else { return }
    emitTypeArgumentsPass(
      decl, key: Compiler.methodKey(name), args, factAt: nameAt, at: nameAt, ownerArguments: base.genericParams.count)
  }

  /// The method `base.name` calls, its declaration where it is one generic method (nil where it
  /// is overloaded: each overload takes its own) and its owner's number of generic parameters;
  /// nil where the compiler cannot tell which methods may run.
  private func typeArgumentMethod(_ base: Expr, _ name: String, viaPath: Bool) -> (FunctionProto, FunctionDecl?, Int)? {
    guard !program.typeArgumentMethods.isEmpty else { return nil }
    let sym = program.symbol(name)
    let proto: FunctionProto
    let owner: NominalType
    if let t = namedLessonType(base) {
      guard !viaPath, case .closure(let c)? = t.staticMembers[sym] else { return nil }
      (proto, owner) = (c.proto, t)  // `Parser.decode(User.self, from: text)`, `Store<Int>.empty(of: T.self)`
    } else {
      if viaPath, !isPlainStorage(base) { return nil }
      guard case .named(let n, _)? = receiverType(base), let t = program.nominalType(n),
        case .method(let p)? = t.member(sym)
      else { return nil }
      (proto, owner) = (p, t)
    }
    guard !(owner is ProtocolInfo) else { return nil }
    if let set = proto.overloads {
      // Overloads: a class's only where no lesson subclass declares a member of that name.
      guard set.contains(where: { program.typeArgumentMethods[ObjectIdentifier($0)] != nil }) else { return nil }
      if let c = owner as? ClassInfo, !proto.isStatic {
        for case .type(let k as ClassInfo) in program.globals where k !== c && inherits(k, from: c) {
          guard case .method(let q)? = k.member(sym), q === proto else { return nil }
        }
      }
      return (proto, nil, owner.genericParams.count)
    }
    guard let f = program.typeArgumentMethods[ObjectIdentifier(proto)], f.modifiers.isStatic == proto.isStatic
    else { return nil }
    if let c = owner as? ClassInfo, !proto.isStatic {
      // Dispatch may reach a subclass's: each must take the arguments too.
      for case .type(let k as ClassInfo) in program.globals where k !== c && inherits(k, from: c) {
        guard case .method(let q)? = k.member(sym), q.overloads == nil,
          let g = program.typeArgumentMethods[ObjectIdentifier(q)] ?? (q === proto ? f : nil),
          g.genericParams.count == f.genericParams.count
        else { return nil }
      }
    }
    return (proto, f, owner.genericParams.count)
  }

  /// The static type of a method's receiver, also of one in an optional chain (`some?.echo(x)`
  /// of a `some: Repo?`) or force-unwrapped.
  func receiverType(_ base: Expr) -> TypeExpr? {
    switch base.kind {
    case .bindOptional(let x), .forceUnwrap(let x):
      guard case .optional(let w)? = staticType(of: x).map(unaliased) else { return nil }
      return unaliased(w)
    default: return staticType(of: base).map(unaliased)
    }
  }

  /// The lesson type `e` names (`Parser`, `Store<Int>`); nil where it is a value.
  private func namedLessonType(_ e: Expr) -> NominalType? {
    switch e.kind {
    case .name(let n):
      guard case .global(let g)? = resolve(n), case .type(let t as NominalType) = program.globals[g] else { return nil }
      return t
    case .typeRef(.named(let n, _)):
      if let r = resolve(n), case .global = r {} else if resolve(n) != nil { return nil }
      return program.nominalType(n)
    default: return nil
    }
  }

  func inherits(_ k: ClassInfo, from c: ClassInfo) -> Bool {
    var s = k.superclass
    while let x = s {
      if x === c { return true }
      s = x.superclass
    }
    return false
  }

  /// `cache`, `self`: a local, or a global without accessors, whose path runs no code of its own.
  private func isPlainStorage(_ e: Expr) -> Bool {
    if e.kind.isSelf { return true }
    guard case .name(let n) = e.kind else { return false }
    switch resolve(n) {
    case .local?: return true
    case .global(let g)?: return program.globalAccessors[g] == nil
    default: return false
    }
  }
}
