/// A type written with `?` used as a value (`Int?.self`, `[String?].self`, `[String: Int?].self`,
/// `Optional<Int>.self`): the parser reads `Int?` in an expression as an optional chain on `Int`,
/// so the compiler turns the written type back into the metatype Swift means (`Optional<Int>`,
/// `Swift.Optional<Swift.Int>` inside a collection). A tuple type used as a value
/// (`(Int, String).self`, `[(x: Int, y: Int)].self`), which the parser reads as a tuple of
/// metatypes (printed `(Swift.Int, Swift.String)`), is turned back the same way (`(Int, String)`),
/// and so is a collection of collections (`[[Int]].self`: `Array<Array<Int>>`).
extension Compiler {
  /// The type a `.self` expression names when what is written before it holds an optional.
  func optionalMetatypeName(_ e: Expr) -> (plain: String, qualified: String)? {
    var x = e
    if case .optionalChain(let inner) = x.kind { x = inner }
    guard case .member(let base, "self") = x.kind, let t = writtenTypeWithOptionals(base),
      t.holdsOptional || t.holdsTuple || t.nestsCollections
    else {
      return nil
    }
    return staticTypeName(t)
  }

  /// `writtenType`, also reading `T?` (parsed as an optional chain on `T`).
  private func writtenTypeWithOptionals(_ e: Expr) -> TypeExpr? {
    switch e.kind {
    case .optionalChain(let x): return writtenTypeWithOptionals(x)
    case .bindOptional(let x): return writtenTypeWithOptionals(x).map { .optional($0) }
    case .name(let n): return isLessonTypeName(e) || builtinTypeName(e) != nil ? .named(n, []) : nil
    case .typeRef(let t): return t.optionalsSpelledOut
    case .tuple(let xs) where xs.count > 1:
      var ts: [TypeExpr] = []
      for (_, x) in xs {
        guard let t = writtenTypeWithOptionals(x) else { return nil }
        ts.append(t)
      }
      let labels = xs.map(\.0)
      return .tuple(ts, labels: labels.contains { $0 != nil } ? labels : nil)
    case .array(let xs) where xs.count == 1: return writtenTypeWithOptionals(xs[0]).map { .array($0) }
    case .dictionary(let kv) where kv.count == 1:
      guard let k = writtenTypeWithOptionals(kv[0].0), let v = writtenTypeWithOptionals(kv[0].1) else { return nil }
      return .dictionary(k, v)
    default: return nil
    }
  }
}

extension TypeExpr {
  /// The type with each `Optional<T>` written `T?` (the playground has no `Optional` type value).
  var optionalsSpelledOut: TypeExpr {
    switch self {
    case .named("Optional", let ts) where ts.count == 1: return .optional(ts[0].optionalsSpelledOut)
    case .named(let n, let ts): return .named(n, ts.map(\.optionalsSpelledOut))
    case .optional(let t): return .optional(t.optionalsSpelledOut)
    case .array(let t): return .array(t.optionalsSpelledOut)
    case .dictionary(let k, let v): return .dictionary(k.optionalsSpelledOut, v.optionalsSpelledOut)
    default: return self
    }
  }

  /// Whether a collection type holds another (`[[Int]]`, `[String: [Int]]`), which the parser
  /// reads as a literal of metatypes (printed `[[Swift.Int]]`; Swift: `Array<Array<Int>>`).
  var nestsCollections: Bool {
    switch self {
    case .array(let t): return t.isCollectionType || t.nestsCollections
    case .dictionary(let k, let v): return [k, v].contains { $0.isCollectionType || $0.nestsCollections }
    default: return false
    }
  }

  private var isCollectionType: Bool {
    switch self {
    case .array, .dictionary: return true
    default: return false
    }
  }

  /// Whether a tuple is written anywhere in the type.
  var holdsTuple: Bool {
    switch self {
    case .tuple: return true
    case .named(_, let ts), .composition(let ts): return ts.contains { $0.holdsTuple }
    case .member(let t, _), .array(let t), .opaque(let t), .optional(let t): return t.holdsTuple
    case .dictionary(let k, let v): return k.holdsTuple || v.holdsTuple
    case .function: return false
    }
  }

  /// Whether an optional is written anywhere in the type.
  var holdsOptional: Bool {
    switch self {
    case .optional: return true
    case .named(_, let ts), .tuple(let ts, _), .composition(let ts): return ts.contains { $0.holdsOptional }
    case .member(let t, _), .array(let t), .opaque(let t): return t.holdsOptional
    case .dictionary(let k, let v): return k.holdsOptional || v.holdsOptional
    case .function(let ps, let r): return r.holdsOptional || ps.contains { $0.holdsOptional }
    }
  }
}
