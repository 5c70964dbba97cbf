/// Generic parameters used as values: `x as? T`, `x is T`, `case let x as T`, `T.self`,
/// `String(describing: T.self)`, `T(...)` inside `func f<T>(...)`. Swift knows `T` at each call
/// from the static types of the arguments and of the result; the playground, which has no static
/// types, knows it only where the caller passes it: a parameter of type `T.Type` (the
/// type-keyed registry's `resolve(_ type: T.Type) -> T`). The function's entry stores that
/// argument in a local named `T`, which casts and `T.self` read. Any other use of `T` as a value
/// is an error when the lesson loads (never a cast that silently fails).
extension Compiler {
  /// At a function's entry: each generic parameter that a `T.Type` parameter without a default
  /// passes becomes a local holding the type.
  func bindGenericParameters(_ generics: [String], _ params: [Parameter]) {
    fn.genericParams = generics
    for g in generics {
      guard
        let p = params.first(where: {
          $0.defaultValue == nil && $0.type == .member(.named(g, []), "Type") && !$0.isInout && !$0.isVariadic
        }), case .local(let l)? = resolve(p.name)
      else { continue }
      emit(l.isCell ? .loadLocalCell(l.slot) : .loadLocal(l.slot), p.start)
      storeNew(declareLocal(g, isLet: true), p.start)
    }
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
