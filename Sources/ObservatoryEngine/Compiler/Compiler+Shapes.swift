/// Static types where they change behaviour: the shape a stored value is converted to (Int
/// literal → Double, wrapped in Optional, ...). The R7 gate a property's type selects is in
/// `Observation/EqualityGate.swift`.
extension Compiler {
  /// How values stored under this declared type must be converted (Int literal → Double, wrap Optional).
  /// The shape of a variable: from its type annotation, or — as Swift infers it — `Double` from a
  /// floating-point literal initializer. Verified against Swift 6.3.1 (`observatory verify`):
  /// after `var d = 0.5`, `d = 2` stores 2.0 and `d = .nan` stores Double.nan.
  func shape(for t: TypeExpr?, _ initializer: Expr?) -> TypeShape? {
    if let t { return shape(for: t) }
    guard let initializer else { return nil }
    switch initializer.kind {
    case .double: return .double
    case .unary("-", let x): if case .double = x.kind { return .double }
    // `Mode.idle`, `Job.run(1)`: the enum's type, as Swift infers it; `Double.nan`: a Double (a
    // later `d = .nan` stores Double.nan, not the implicit member).
    case .member(let base, _):
      if case .name("Double") = base.kind { return .double }
      if case .name(let n) = base.kind, program.nominalType(n) is EnumType { return .enumeration(n) }
    case .call(let callee, _):
      if case .member(let base, _) = callee.kind, case .name(let n) = base.kind, program.nominalType(n) is EnumType {
        return .enumeration(n)
      }
      // `var s = Set<Int>()`: later array literals stored in `s` are sets.
      if case .typeRef(let t) = callee.kind, case .named("Set", _) = t { return shape(for: t) }
      if case .name("Set") = callee.kind { return .set(nil) }
    // `var s = (next: 100, served: 0)`: the labels are the variable's type, kept by a later
    // `s = (s.next + 1, 0)` as in Swift.
    case .tuple(let items) where items.contains(where: { $0.0 != nil }):
      return .tuple(TupleLabels(items.map(\.0)), items.map { shape(for: nil, $0.1) })
    default: break
    }
    return nil
  }

  /// `xs.reversed()` where an array is expected (`let r: [Int] = xs.reversed()`, `as [Int]`, a
  /// function returning `[Int]`): Swift picks Sequence's `reversed()`, which makes an array,
  /// not the `ReversedCollection` the value would be on its own. (An argument of a `[T]`
  /// parameter is not seen here: calls are resolved when they run.)
  func emitArrayContext(_ type: TypeExpr?, for e: Expr) {
    guard isPlainArray(type), case .call(let callee, let args) = e.kind, args.isEmpty,
      case .member(_, "reversed") = callee.kind
    else { return }
    emit(.coerce(shape(.sequenceArray)), e.start)
  }

  /// `[T]` for a `T` whose values need no conversion (no `TypeShape`).
  func isPlainArray(_ type: TypeExpr?) -> Bool {
    guard let type, shape(for: type) == nil else { return false }
    switch type {
    case .array, .named("Array", _): return true
    default: return false
    }
  }

  func shape(for t: TypeExpr?) -> TypeShape? {
    // Through a type alias: `typealias Pair = (key: String, count: Int)`, `typealias Money = Double`.
    guard let t = t.map(unaliased) else { return nil }
    switch t {
    case .named("Double", _), .named("Float", _), .named("CGFloat", _): return .double
    case .named("Self", let args) where args.isEmpty: return .selfType
    // Foundation's, unless the lesson declares a type of that name.
    case .named("Decimal", let args) where args.isEmpty && program.nominalType("Decimal") == nil: return .decimal
    case .named("Date", let args) where args.isEmpty && program.nominalType("Date") == nil: return .date
    case .named("Duration", let args) where args.isEmpty && program.nominalType("Duration") == nil: return .duration
    case .optional(let w): return .optional(shape(for: w))
    case .named("Optional", let args) where args.count == 1: return .optional(shape(for: args[0]))
    case .array(let e): return shape(for: e).map { .array($0) }
    case .named("Array", let args) where args.count == 1: return shape(for: args[0]).map { .array($0) }
    case .dictionary(_, let v): return shape(for: v).map { .dictionary($0) }
    // An array literal where a `Set` is expected is a set.
    case .named("Set", let args): return .set(args.first.flatMap { shape(for: $0) })
    // `Task<Int, Never>`: a task stored there prints its result and failure types.
    case .named("Task", let args) where args.count == 2 && program.nominalType("Task") == nil:
      return staticContainerTypeName(t).map { .task(plain: $0.plain, qualified: $0.qualified) }
    // `KeyPath<P, Int>`: a key path of another type stored there is not named (its static type).
    case .named(let n, _) where Compiler.keyPathTypeNames.contains(n) && program.nominalType(n) == nil:
      return .keyPath(staticKeyPathTypeName(t)?.plain)
    case .named(let n, let args) where program.nominalType(n) is EnumType:
      // `Loadable<Int>`: a `.idle` stored there keeps its arguments.
      guard let (t, plain, qualified) = typeArguments(n, args) else { return .enumeration(n) }
      return .genericInstance(t.path, plain: plain, qualified: qualified)
    case .named(let n, let args) where program.nominalType(n) is StructType || program.nominalType(n) is ClassInfo:
      // `Stack<Int>`: a `Stack()` stored there keeps its arguments.
      guard let (t, plain, qualified) = typeArguments(n, args) else { return .instance(n) }
      return .genericInstance(t.path, plain: plain, qualified: qualified)
    case .member:
      if let e = nominalType(for: t) as? EnumType { return .enumeration(e.path) }
      if let n = nominalType(for: t), n is StructType || n is ClassInfo { return .instance(n.path) }
      return nil
    case .tuple(let items, let labels):
      let shapes = items.map { shape(for: $0) }
      if labels == nil && shapes.allSatisfy({ $0 == nil }) { return nil }
      return .tuple(labels.map(TupleLabels.init), shapes)
    default: return nil
    }
  }

  /// The lesson type a type annotation names: `Item`, or a nested `Outer.Inner`.
  func nominalType(for t: TypeExpr) -> NominalType? {
    switch t {
    case .named(let n, _): return program.nominalType(n)
    case .member(let base, let n): return nominalType(for: base)?.nestedTypes[n]
    default: return nil
    }
  }
}

extension Pattern {
  var names: [String] {
    switch self {
    case .name(let n): return [n]
    case .wildcard, .expr, .isType: return []
    case .tuple(let ps): return ps.flatMap(\.names)
    case .enumCase(_, let ps): return ps?.flatMap(\.names) ?? []
    case .optional(let p), .cast(let p, _): return p.names
    }
  }

}

extension Compiler {
  /// `undos.append((name, action))` on `undos: [(name: String, action: () -> Void)]`, `xs[i] = (a, b)`,
  /// `byID[k] = (a, b)` on a dictionary of such tuples: the element takes the declared element
  /// type's tuple labels, as Swift converts it (`Language/tuple-element-labels`).
  func labelElement(of base: Expr, _ method: String, _ args: [Argument]) -> [Argument] {
    if method == "updateValue", args.count == 2, let value = optionalDictionaryValue(of: base) {
      // `o.updateValue(4, forKey: 3)` on `o: [Int: Int?]` stores `Optional(4)`.
      var out = args
      out[0].value = Expr(.cast(args[0].value, .as, value), args[0].value.start, args[0].value.end)
      return out
    }
    // `cache.updateValue(Page(), forKey: k)` on `cache: [String: Page<Int>]` keeps `<Int>`.
    if method == "updateValue", args.count == 2, args[1].label == "forKey",
      case .dictionary(_, let v)? = declaredType(of: base).map(unaliased), let value = convertedElement(v)
    {
      var out = args
      out[0].value = Expr(.cast(args[0].value, .as, value), args[0].value.start, args[0].value.end)
      return out
    }
    guard method == "append" || method == "insert", let first = args.first, first.label == nil,
      let element = convertedArrayElement(of: base)
    else { return args }
    var out = args
    out[0].value =
      genericOptionalWrap(first.value, element)
      ?? Expr(.cast(first.value, .as, element), first.value.start, first.value.end)
    return out
  }

  /// The value stored by `base[k] = value` converted to a declared labelled tuple element type.
  func labelSubscriptValue(_ lhs: Expr, _ rhs: Expr) -> Expr {
    guard case .subscriptAccess(let base, _) = lhs.kind else { return rhs }
    if case .nilLiteral = rhs.kind { return rhs }
    if let value = optionalDictionaryValue(of: base) {
      // `o[k] = .none` removes the key; `o[k] = .some(x)` stores `x` as the value type (`.some(nil)`
      // a nil value), as the setter's `Int??` takes them.
      if case .implicitMember("none") = rhs.kind { return Expr(.nilLiteral, rhs.start, rhs.end) }
      if case .call(let f, let args) = rhs.kind, case .implicitMember("some") = f.kind, args.count == 1,
        args[0].label == nil
      {
        return labelSubscriptValue(lhs, args[0].value, optionalValue: value)
      }
    }
    return labelSubscriptValue(lhs, rhs, optionalValue: nil)
  }

  private func labelSubscriptValue(_ lhs: Expr, _ rhs: Expr, optionalValue: TypeExpr?) -> Expr {
    guard case .subscriptAccess(let base, _) = lhs.kind else { return rhs }
    if let value = optionalValue ?? optionalDictionaryValue(of: base), optionalValue != nil || isOfValueType(rhs, value)
    {
      // `o[3] = 4` on `o: [Int: Int?]`: the setter takes `Int??`, so Swift stores `Optional(4)`
      // (and a nil `Int?` as a nil value; only `nil`, `.none` or an `Int??` that is nil removes
      // the key).
      let converted = Expr(.cast(rhs, .as, value), rhs.start, rhs.end)
      let wrap = Expr(.name("Optional"), rhs.start, rhs.start)
      return Expr(.call(wrap, [Argument(label: nil, value: converted, labelStart: rhs.start)]), rhs.start, rhs.end)
    }
    let element: TypeExpr?
    switch declaredType(of: base) {
    case .dictionary(_, let v)?: element = convertedElement(v)
    default: element = convertedArrayElement(of: base)
    }
    guard let element else { return rhs }
    if let wrapped = genericOptionalWrap(rhs, element) { return wrapped }
    return Expr(.cast(rhs, .as, element), rhs.start, rhs.end)
  }

  /// `storage[tail] = e` on `storage: [Element?]` with `e: Element` (a generic parameter): the
  /// value stored is `Optional(e)`, as Swift converts it; nil where `value` is not known to be
  /// of exactly the parameter's type (the cast to `Element?` then decides).
  private func genericOptionalWrap(_ value: Expr, _ element: TypeExpr) -> Expr? {
    guard case .optional(.named(let w, let args)) = unaliased(element), args.isEmpty, genericParameter(w) != nil
    else { return nil }
    if case .nilLiteral = value.kind { return value }  // `items.append(nil)`
    guard case .named(let d, let dargs)? = declaredType(of: value), dargs.isEmpty, d == w
    else { return nil }
    let wrap = Expr(.name("Optional"), value.start, value.start)
    return Expr(.call(wrap, [Argument(label: nil, value: value, labelStart: value.start)]), value.start, value.end)
  }

  /// `Int?` for a dictionary declared `[Int: Int?]`: its Optional value type.
  private func optionalDictionaryValue(of base: Expr) -> TypeExpr? {
    guard case .dictionary(_, let v)? = declaredType(of: base).map(unaliased) else { return nil }
    return optionalWrapped(unaliased(v)) == nil ? nil : v
  }

  /// Whether `e` is known to be of a dictionary's Optional value type `value` (or of its
  /// wrapped type), not of `value?` (`o[k] = other[k]` passes an `Int??` as it is).
  private func isOfValueType(_ e: Expr, _ value: TypeExpr) -> Bool {
    switch e.kind {
    case .int, .double, .bool, .string, .array, .dictionary, .tuple: return true
    case .unary("-", let x): return isOfValueType(x, value)
    case .binary(let op, _, _):
      return ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op)
    default:
      // A declared `Int` or `Int?`; not an `Int??`.
      guard let t = staticType(of: e).map(unaliased) else { return false }
      guard let inner = optionalWrapped(t) else { return true }
      return inner.description == optionalWrapped(unaliased(value)).map(unaliased)?.description
    }
  }

  /// `Int` for `Int?` or `Optional<Int>`.
  private func optionalWrapped(_ t: TypeExpr) -> TypeExpr? {
    switch t {
    case .optional(let w): return w
    case .named("Optional", let ws) where ws.count == 1: return ws[0]
    default: return nil
    }
  }

  /// The element type of the array `base` (declared, or made as `[Int?]()`) when a value stored
  /// into it is converted: as `convertedElement`, and an Optional (`xs.insert(n, at: 0)` on
  /// `[Int?]` stores `Optional(n)`).
  private func convertedArrayElement(of base: Expr) -> TypeExpr? {
    var element = elementType(of: base)
    if element == nil, case .array(let t)? = staticType(of: base).map(unaliased) { element = t }
    if let t = convertedElement(element) { return t }
    if case .optional? = element.map(unaliased) { return element }
    return nil
  }

  /// `t` when a value stored as it is converted: a labelled tuple type, or a generic type with
  /// its arguments (`xs.append(Stack())` on `[Stack<Int>]` keeps `<Int>`).
  private func convertedElement(_ t: TypeExpr?) -> TypeExpr? {
    if case .genericInstance? = shape(for: t) { return t }
    let t = t.map(unaliased)
    guard case .tuple(_, let labels?)? = t, labels.contains(where: { $0 != nil }) else { return nil }
    return t
  }
}
