/// Generic parameters used as values: `x as? T`, `x is T`, `case let x as T`, `T.self`,
/// `String(describing: T.self)`, `T(...)` inside `func f<T>(...)`. Swift knows `T` at each call
/// from the static types of the arguments and of the result; the playground, which has no static
/// types, knows it only where the caller passes it: a parameter of type `T.Type` (the
/// type-keyed registry's `resolve(_ type: T.Type) -> T`), or where an argument's own type is
/// `T` and only lesson types without subclasses can be it (`func describe<S: Shape>(_ s: S)`
/// reading `S.kind`). The function's entry stores that type in a local named `T`, which casts,
/// `T.self`, `T.kind` and `T.make()` read. Any other use of `T` as a value is an error when the
/// lesson loads (never a cast that silently fails).
extension Compiler {
  /// At a function's entry: each generic parameter that a `T.Type` parameter without a default
  /// passes, or that an argument of type `T` shows (`valueShowsType`), becomes a local holding
  /// the type, when the body uses it.
  func bindGenericParameters(_ generics: [String], _ params: [Parameter], body: [Stmt]) throws {
    fn.genericParams = generics
    for g in generics {
      if let k = params.firstIndex(where: {
        $0.defaultValue == nil && $0.type == .member(.named(g, []), "Type") && !$0.isInout && !$0.isVariadic
      }) {
        let p = params[k]
        // `_: T.Type` has no name: its argument is in its slot.
        if p.name == "_" {
          emit(.loadLocal(k + 1), p.start)
        } else if case .local(let l)? = resolve(p.name) {
          emit(l.isCell ? .loadLocalCell(l.slot) : .loadLocal(l.slot), p.start)
        } else {
          continue
        }
        storeNew(declareLocal(g, isLet: true), p.start)
        continue
      }
      guard mentions(g, in: body),
        let p = params.first(where: {
          $0.genericName == g && $0.name != "_" && $0.defaultValue == nil && !$0.isVariadic
        })
      else { continue }
      guard case .opaque(.named(let constraint, let args))? = p.type, args.isEmpty else {
        fn.genericLimits[g] = "'\(g)' has no protocol constraint, so any type, of any static type, may be it"
        continue
      }
      if let limit = typeNotShown(constraint) {
        fn.genericLimits[g] = limit
        continue
      }
      // `type(of: s)`: the argument's dynamic type, which is `S` (an existential argument is
      // opened: its dynamic type too).
      let at = p.start
      let typeOf = Expr(.name("type"), at, at)
      try compileCall(
        typeOf, [Argument(label: "of", value: Expr(.name(p.name), at, at), labelStart: at)],
        Expr(.call(typeOf, []), at, at))
      storeNew(declareLocal(g, isLet: true), at)
    }
  }

  /// Why a value whose static type is a generic parameter constrained to `constraint` may not
  /// have that parameter as its dynamic type; nil when it must: the constraint is a lesson
  /// protocol, and every type conforming to it is a non-generic lesson type that no lesson class
  /// inherits from (no `Dog` passed as an `Animal`, no `Double` literal the playground holds as
  /// an Int, no `Character` it holds as a String).
  private func typeNotShown(_ constraint: String) -> String? {
    guard program.nominalType(constraint) is ProtocolInfo else {
      return "'\(constraint)' is not one of the lesson's protocols"
    }
    let relations = TypeRelations(program: program)
    if let b = program.builtinExtensions.values.filter({ relations.conforms($0, to: constraint) }).map(\.name).min() {
      return "the standard library's '\(b)' conforms to '\(constraint)'"
    }
    let types = lessonTypes()
    let superclasses = Set(types.compactMap { ($0 as? ClassInfo)?.superclass.map(ObjectIdentifier.init) })
    for t in types.sorted(by: { $0.path < $1.path }) where !(t is ProtocolInfo) && relations.conforms(t, to: constraint)
    {
      if !t.genericParams.isEmpty { return "'\(t.path)', which conforms to '\(constraint)', is generic" }
      if superclasses.contains(ObjectIdentifier(t)) {
        return
          "'\(t.path)', which conforms to '\(constraint)', has subclasses, and a subclass's instance may be passed as '\(t.path)'"
      }
    }
    return nil
  }

  /// Whether `name` is a generic parameter of the function being compiled (or one it is nested
  /// in) or of the type whose method it is; `bound` when its type is known at run time.
  func genericParameter(_ name: String) -> (bound: Bool, ofType: Bool)? {
    var f: FunctionState? = fn
    while let s = f {
      if s.genericParams.contains(name) {
        if case .local? = resolve(name) { return (true, false) }
        if case .capture? = resolve(name) { return (true, false) }
        return (false, false)
      }
      if let t = s.selfType, t.genericParams.contains(name) { return (false, true) }
      f = s.parent
    }
    return nil
  }

  /// `T` in `T.init(...)`: a generic parameter (an error when the lesson loads where its type is
  /// not known).
  func isGenericName(_ e: Expr) -> Bool {
    if case .name(let n) = e.kind { return genericParameter(n) != nil }
    return false
  }

  /// The load-time error for a generic parameter used as a value where its type is not known.
  func unboundGeneric(_ name: String, _ use: String, ofType: Bool, at offset: Int) -> LessonError {
    if ofType {
      return error(
        "\(use) is not supported by the playground: it does not know a generic type's parameter '\(name)' at run time (Swift knows it from static types)",
        at: offset,
        hint:
          "pass the type to the method as an argument ('_ type: \(name).Type') and use that, or cast to a concrete type"
      )
    }
    var f: FunctionState? = fn
    while let s = f, s.genericLimits[name] == nil { f = s.parent }
    if let limit = f?.genericLimits[name] {
      return error(
        "\(use) is not supported by the playground here: Swift takes '\(name)' from the static type at each call, and the playground takes it from an argument's own type only where the two must be one, which they need not be here (\(limit))",
        at: offset, hint: "add a parameter '_ type: \(name).Type' and pass the type ('Int.self')")
    }
    return error(
      "\(use) is not supported by the playground here: it knows a generic parameter at run time only from an argument of type '\(name).Type' (Swift also infers '\(name)' from static types, which the playground does not have)",
      at: offset, hint: "add a parameter '_ type: \(name).Type' and pass the type ('Int.self')")
  }

  /// The generic parameter a cast's type names, when it is one. `T?` or `[T]` the playground
  /// cannot check: an error.
  func genericCastTarget(_ t: TypeExpr, use: String, at offset: Int) throws -> String? {
    if case .named(let n, let args) = t, args.isEmpty, let g = genericParameter(n) {
      guard g.bound else { throw unboundGeneric(n, use, ofType: g.ofType, at: offset) }
      return n
    }
    if let g = mentionedGeneric(in: t) { throw castThroughGeneric(g, t, offset) }
    return nil
  }

  private func mentionedGeneric(in t: TypeExpr) -> String? {
    switch t {
    case .named(let n, let args):
      if args.isEmpty && genericParameter(n) != nil { return n }
      return args.lazy.compactMap { self.mentionedGeneric(in: $0) }.first
    case .optional(let w), .array(let w): return mentionedGeneric(in: w)
    case .dictionary(let k, let v): return mentionedGeneric(in: k) ?? mentionedGeneric(in: v)
    default: return nil
    }
  }

  private func castThroughGeneric(_ g: String, _ t: TypeExpr, _ offset: Int) -> LessonError {
    error(
      "casting to '\(t.description)' is not supported by the playground: it can check a generic parameter ('as? \(g)') but not a type built from one",
      at: offset, hint: "cast to '\(g)' and convert the result")
  }

  /// `x is T`, `x as? T`, `x as! T` with `T` bound at run time: the value, then the type, then
  /// the check (`Op.castTo`).
  func emitGenericCast(_ kind: CastKind, _ g: String, at offset: Int) throws {
    try compileName(g, Expr(.name(g), offset, offset))
    emit(.castTo(kind), offset)
  }
}
