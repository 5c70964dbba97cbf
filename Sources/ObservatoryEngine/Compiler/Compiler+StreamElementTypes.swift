/// An `AsyncStream`'s element type is named when the lesson loads, so printing a stream or its
/// continuation (`AsyncStream<Animal>(context: Swift.AsyncStream<main.Animal>._Context)`) never
/// depends on what it yields: Swift names the static type (a stream of `Animal` yielding a `Dog`
/// is still `AsyncStream<Animal>`; verified against Swift 6.3.1, `Language/stream-element-types`).
///
/// The type comes from where Swift's comes from: written (`AsyncStream<Int> { ... }`,
/// `AsyncStream(Int.self) { ... }`, `makeStream(of: Int.self)`), or the context the stream is made
/// for (`func f() -> AsyncStream<Int> { AsyncStream { ... } }`, `let s: AsyncStream<Int> = ...`,
/// `return`, an assignment to a property declared with the type). Swift also infers it from what
/// the closure yields; the playground does not, and refuses that form by name.
extension Compiler {
  /// The callee to compile for a call of `AsyncStream` or `AsyncStream.makeStream`: rewritten to
  /// `AsyncStream<T>` with the element type, nil when the call is no such call.
  func streamCallee(_ callee: Expr, _ args: [Argument], _ call: Expr) throws -> Expr? {
    switch callee.kind {
    case .name("AsyncStream") where isBuiltinType("AsyncStream"):
      if case .closure(let c)? = args.last?.value.kind, !c.hasParamList, dollarCount(in: c.body) == 0 {
        throw error(
          "AsyncStream(unfolding:) is not supported by the playground: it makes streams with a closure that "
            + "takes the continuation", at: callee.start, hint: "AsyncStream<Int> { continuation in ... }")
      }
      let element = try args.first.flatMap { $0.label == nil && !$0.isTrailing ? try metatype($0.value) : nil }
      guard let element = element ?? contextElementType(call) else {
        throw streamRefusal(at: callee.start)
      }
      return try typed(element, at: callee)
    case .typeRef(.named("AsyncStream", let ts)) where ts.count == 1 && isBuiltinType("AsyncStream"):
      _ = try elementNames(ts[0], at: callee.start)
      return nil
    case .member(let base, "makeStream"):
      switch base.kind {
      case .name("AsyncStream") where isBuiltinType("AsyncStream"):
        let of = try args.first { $0.label == "of" }.flatMap { try metatype($0.value) }
        guard let element = of ?? contextElementType(call) else { throw streamRefusal(at: callee.start) }
        return Expr(.member(try typed(element, at: base), "makeStream"), callee.start, callee.end)
      case .typeRef(.named("AsyncStream", let ts)) where ts.count == 1 && isBuiltinType("AsyncStream"):
        _ = try elementNames(ts[0], at: base.start)
        return nil
      default: return nil
      }
    default: return nil
    }
  }

  /// The plain and qualified names of a stream's element type (`Array<Int>`,
  /// `Swift.Array<Swift.Int>`); a type the playground cannot name is refused, except in the
  /// prelude (its task groups' streams are never printed).
  func elementNames(_ t: TypeExpr, at offset: Int) throws -> (plain: String, qualified: String)? {
    if let n = staticTypeName(t) { return n }
    if file === LessonPrelude.parsed.file { return nil }
    throw error(
      "an AsyncStream of '\(t.description)' is not supported by the playground: it cannot name that element type",
      at: offset,
      hint: "a stream of Int, Double, String, Bool, a type the lesson declares, or arrays, "
        + "dictionaries and optionals of them")
  }

  /// `Int.self`, `[Item].self`: the type; nil for another expression.
  private func metatype(_ e: Expr) throws -> TypeExpr? {
    guard case .member(let base, "self") = e.kind, let t = typeWritten(base) else { throw streamRefusal(at: e.start) }
    return t
  }

  /// The type an expression before `.self` writes: `Int`, `AsyncStream<Int>`, `[Int]`, `[String: Int]`.
  private func typeWritten(_ e: Expr) -> TypeExpr? {
    switch e.kind {
    case .name(let n): return .named(n, [])
    case .typeRef(let t): return t
    case .array(let xs) where xs.count == 1: return typeWritten(xs[0]).map { .array($0) }
    case .dictionary(let kv) where kv.count == 1:
      guard let k = typeWritten(kv[0].0), let v = typeWritten(kv[0].1) else { return nil }
      return .dictionary(k, v)
    default: return nil
    }
  }

  /// `AsyncStream<T>` from the type the call's result is used as.
  private func contextElementType(_ call: Expr) -> TypeExpr? {
    switch resultContext[call.start].map(unaliased) {
    case .named("AsyncStream", let ts)? where ts.count == 1: return ts[0]
    // `let (stream, continuation): (AsyncStream<Int>, AsyncStream<Int>.Continuation) = ...makeStream()`
    case .tuple(let ts, _)? where ts.count == 2:
      if case .named("AsyncStream", let es) = unaliased(ts[0]), es.count == 1 { return es[0] }
      return nil
    default: return nil
    }
  }

  /// A type alias's type (`typealias Updates = AsyncStream<Int>`), through aliases of aliases.
  func unaliased(_ t: TypeExpr) -> TypeExpr {
    var t = t
    for _ in 0..<16 {
      guard case .named(let n, let args) = t, args.isEmpty, let target = program.aliasedTypes[n] else { break }
      t = target
    }
    return t
  }

  private func typed(_ element: TypeExpr, at callee: Expr) throws -> Expr {
    _ = try elementNames(element, at: callee.start)
    return Expr(.typeRef(.named("AsyncStream", [element])), callee.start, callee.end)
  }

  private func streamRefusal(at offset: Int) -> LessonError {
    error(
      "an AsyncStream whose element type Swift infers from its closure is not supported by the playground",
      at: offset,
      hint: "write the type: AsyncStream<Int> { ... }, AsyncStream(Int.self) { ... } or makeStream(of: Int.self)")
  }
}
