/// Collection literals: which element types Swift gives `[1.5, 2]`, `[Any]` and `[.north, .south]`.
extension Compiler {
  /// Whether an expression written as a value names a type: `Int`, `[Int]`, `[String: [Int]]`, `Set<Int>`
  /// (in `[[Int]](repeating: [], count: 2)`).
  static func namesType(_ e: Expr) -> Bool {
    switch e.kind {
    case .name(let n): return n.first?.isUppercase == true
    case .typeRef: return true
    // `[Int?]()`: `Int?` in an expression is parsed as an optional chain on `Int`.
    case .optionalChain(let x), .bindOptional(let x): return namesType(x)
    case .array(let items): return items.count == 1 && namesType(items[0])
    case .dictionary(let pairs): return pairs.count == 1 && namesType(pairs[0].0) && namesType(pairs[0].1)
    default: return false
    }
  }

  /// Whether a collection literal has a floating-point literal element and no element that
  /// cannot be a number: Swift then types its integer literals as `Double` too (`[1.5, 2]` is
  /// `[1.5, 2.0]`; verified against Swift 6.3.1). `[1, "two", 3.0]` can only be `[Any]`, where
  /// `1` stays an `Int`.
  static func hasDoubleLiteral(_ items: [Expr]) -> Bool {
    var double = false
    for x in items {
      switch x.kind {
      case .double: double = true
      case .unary("-", let y): if case .double = y.kind { double = true }
      case .string, .bool, .nilLiteral, .array, .dictionary: return false
      default: break
      }
    }
    return double
  }

  /// Whether the literal being compiled is the value of a declaration typed `[Any]`,
  /// `[any P]` or `[K: Any]` (`existentialElements`): its elements keep their own types.
  /// Asked once, by the outermost literal.
  func takeExistentialElements() -> Bool {
    defer { existentialElements = false }
    return existentialElements
  }

  /// `let log: [Any] = ["a", 1, n as Any]` with `n: Int?`: each element is as it is (the nil `n`
  /// prints `nil`, `"a"` stays a String), where a literal holding an Optional is otherwise an
  /// `[Int?]` whose plain values are wrapped. So is a literal with an `x as Any` element where no
  /// declared type says otherwise (`f(["a", n as Any])`, `log = [...]`): Swift infers `[Any]`. Made by a call that takes the elements as they are,
  /// when an element may be an Optional (not only plain literals); false otherwise.
  func compileExistentialArray(_ items: [Expr], _ e: Expr) throws -> Bool {
    let plain = items.allSatisfy {
      switch $0.kind {
      case .int, .double, .string, .bool: true
      default: false
      }
    }
    guard !plain, !items.isEmpty else { return false }
    existentialElements = false
    let make = NativeFunction("[Any]") { _, values, _ in .array(values) }
    emit(.pushConst(constant(.native(make))), e.start)
    for x in items { try compileElement(x, asDouble: false) }
    emit(.call(argc: items.count, labels: program.labelSet(Array(repeating: nil, count: items.count))), e.start)
    return true
  }

  /// `[Any]`, `[any P]`, `[AnyHashable]`, `[K: Any]`: a collection whose elements keep their types.
  static func hasExistentialElements(_ t: TypeExpr?) -> Bool {
    func existential(_ e: TypeExpr) -> Bool {
      switch e {
      case .named("Any", _), .named("AnyHashable", _), .named("AnyObject", _), .opaque: return true
      default: return false
      }
    }
    switch t {
    case .array(let e)?: return existential(e)
    case .named("Array", let args)? where args.count == 1: return existential(args[0])
    case .dictionary(_, let v)?: return existential(v)
    default: return false
    }
  }

  /// The type an element of a collection literal names (`Direction.north`, `Shape.circle(1)`): Swift
  /// gives it to the literal's implicit members (`[Direction.north, .south]`).
  static func enumContext(_ items: [Expr]) -> Expr? {
    for x in items {
      var e = x
      if case .call(let callee, _) = e.kind { e = callee }
      if case .member(let base, _) = e.kind, case .name(let n) = base.kind, n.first?.isUppercase == true { return base }
    }
    return nil
  }

  /// An element of a collection literal; an integer literal among floating-point ones is a Double,
  /// an implicit member is a member of the type the other elements name (verified against Swift 6.3.1).
  func compileElement(_ x: Expr, asDouble: Bool, enumType: Expr? = nil) throws {
    if let call = literalInitCall(x) {
      try compileLiteralInit(call, at: x.start)
    } else if let t = enumType, case .implicitMember(let name) = x.kind {
      try compileExpr(Expr(.member(t, name), x.start, x.end))
    } else if let t = enumType, case .call(let callee, let args) = x.kind, case .implicitMember(let name) = callee.kind
    {
      try compileExpr(Expr(.call(Expr(.member(t, name), callee.start, callee.end), args), x.start, x.end))
    } else if asDouble, case .int(let i) = x.kind {
      emit(.pushConst(constant(.double(Double(i)))), x.start)
    } else if asDouble, case .unary("-", let y) = x.kind, case .int(let i) = y.kind {
      emit(.pushConst(constant(.double(-Double(i)))), x.start)
    } else {
      try compileExpr(x)
    }
  }
}
