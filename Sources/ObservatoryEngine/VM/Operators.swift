/// Swift's operators on values: arithmetic, `==` (synthesized for Equatable structs and enums, or
/// the lesson's `static func ==`), ordering for `<` and friends, `===` (identity), `~=` in `case`,
/// and prefix operators. Library functions: they take the VM only to call an operator the lesson
/// declares, to read the program's symbols and to coerce an implicit member (`.high`); Int and
/// Double arithmetic is `Arithmetic`'s.
enum Operators {
  static func binary(_ vm: VM, _ op: BinaryOp, _ a: Value, _ b: Value) throws -> Value {
    if let base = op.compoundBase {
      // `total += price` with the lesson's `static func += (lhs: inout Money, rhs: Money)`.
      if let f = userOperator(vm, op.rawValue, a, b) {
        return try vm.callCompoundOperator(f.proto, owner: f.owner, a, b)
      }
      return try binary(vm, base, a, b)
    }
    switch (a, b) {
    case (.int(let x), .int(let y)): return try Arithmetic.ints(op, x, y)
    case (.double(let x), .double(let y)): return try Arithmetic.doubles(op, x, y)
    case (.int(let x), .double(let y)): return try Arithmetic.doubles(op, Double(x), y)
    case (.double(let x), .int(let y)): return try Arithmetic.doubles(op, x, Double(y))
    case (.host(is NativeValue), _), (_, .host(is NativeValue)):
      if let r = try vm.nativeBinary(op, a, b) { return r }
    case (.host(is ImplicitMember), _), (_, .host(is ImplicitMember)):
      // `1 + .taxRate`, `price * .discount`: a static member of the number type at hand.
      if let x = try numericImplicit(vm, a, like: b) { return try binary(vm, op, x, b) }
      if let y = try numericImplicit(vm, b, like: a) { return try binary(vm, op, a, y) }
      // `a * .identity(2)`: the implicit member is of the type the lesson's operator takes there.
      if let f = userOperator(vm, op.rawValue, a, b), f.proto.paramShapes.count == 2 {
        let x = try implicitOperand(vm, a, f.proto.paramShapes[0])
        let y = try implicitOperand(vm, b, f.proto.paramShapes[1])
        if !(x.isImplicitMember || y.isImplicitMember) {
          return try vm.callProto(f.proto, receiver: .type(f.owner), [x, y])
        }
      }
    case (.structValue, _), (.enumValue, _), (.object, _), (_, .structValue), (_, .enumValue), (_, .object):
      // An operator the lesson declares (`static func + (a: Money, b: Money) -> Money`). `==` with
      // an Optional operand (`dict[k] == V(n: 1)`) is Optional's, which calls the lesson's only
      // when both sides hold a value (`equals`).
      if (op == .eq || op == .ne) && (a.isOptionalCase || b.isOptionalCase) { break }
      // `case teen:` with the lesson's `func ~= (pattern: AgeRange, value: Int) -> Bool`: the
      // pattern comes first, and Swift picks it only where both operands are of its parameters'
      // types (otherwise an Equatable pattern compares equal).
      if op == .match {
        if let f = userOperator(vm, op.rawValue, b, a), f.proto.paramTypes.count == 2,
          vm.types.typeAccepts(f.proto.paramTypes[0], b) != false,
          vm.types.typeAccepts(f.proto.paramTypes[1], a) != false
        {
          return try vm.callProto(f.proto, receiver: .type(f.owner), [b, a])
        }
        break
      }
      if let f = userOperator(vm, op.rawValue, a, b) {
        return try vm.callProto(f.proto, receiver: .type(f.owner), [a, b])
      }
    default: break
    }
    switch op {
    case .eq: return .bool(try equals(vm, a, b))
    case .ne: return .bool(!(try equals(vm, a, b)))
    case .identical, .notIdentical:
      let same: Bool
      switch (a.unwrapped, b.unwrapped) {
      case (nil, nil): same = true
      case (.object(let x)?, .object(let y)?): same = x === y
      case (.host(let x)?, .host(let y)?): same = x === y
      case (.some, .some):
        throw Fault("'===' compares class instances; use '==' to compare values")
      default: same = false
      }
      return .bool(op == .identical ? same : !same)
    case .lt, .gt, .le, .ge:
      let c = try compare(vm, a, b)
      switch op {
      case .lt: return .bool(c < 0)
      case .gt: return .bool(c > 0)
      case .le: return .bool(c <= 0)
      default: return .bool(c >= 0)
      }
    case .add:
      switch (a, b) {
      // Sizes are bounded so that doubling in a loop (`s += s`) stops instead of eating all memory.
      case (.string(let x), .string(let y)):
        guard x.utf8.count + y.utf8.count <= Builtins.maxCount else {
          throw Builtins.tooLarge(x.utf8.count + y.utf8.count, string: true)
        }
        return .string(x + y)
      case (.array(let x), .array(let y)):
        guard x.count + y.count <= Builtins.maxCount else { throw Builtins.tooLarge(x.count + y.count) }
        return .array(x + y)
      // An array or an ArraySlice and another sequence (`out += rest[i...]`, `a + a.reversed()`,
      // `[0] + (1...3)`, `a.reversed() + [9]`): Swift's `RangeReplaceableCollection.+` makes the
      // left's type (a slice keeps its start), or the right's when only the right is one (a new
      // slice from 0) — verified against Swift 6.3.1.
      case (.array, .host(is SequenceWrapper)), (.array, .range), (.host(is SequenceWrapper), .array),
        (.host(is SequenceWrapper), .host(is SequenceWrapper)), (.host(is SequenceWrapper), .range),
        (.range, .array), (.range, .host(is SequenceWrapper)):
        func slice(_ v: Value) -> Int? {
          guard case .host(let w as SequenceWrapper) = v, case .slice(let start) = w.kind else { return nil }
          return start
        }
        if case .array = a { return try joined(a, b, start: nil) }
        if let start = slice(a) { return try joined(a, b, start: start) }
        if case .array = b { return try joined(a, b, start: nil) }
        if slice(b) != nil { return try joined(a, b, start: 0) }
      default: if let t = try vm.dispatchTimeArithmetic(a, b) { return t }
      }
    case .match:
      switch (a, b) {
      case (.int(let x), .range(let r)): return .bool(x >= r.lower && (r.closed ? x <= r.upper : x < r.upper))
      case (_, .host(let r as DoubleRangeValue)):
        guard let x = Builtins.number(a) else { return .bool(false) }
        return .bool(r.contains(x))
      case (_, .host(let r as ComparableRange)): return .bool(try r.contains(vm, a))
      case (.double(let x), .range(let r)):
        // `case ..<0:` on a Double: the literals are Doubles in Swift.
        let lo = r.fromStart ? -Double.infinity : Double(r.lower)
        let hi = r.toEnd ? Double.infinity : Double(r.upper)
        return .bool(x >= lo && (r.closed ? x <= hi : x < hi))
      default: return .bool(try equals(vm, b, a))
      }
    default: break
    }
    if case .missing = a { throw Fault("a value is used before it was initialized") }
    if case .missing = b { throw Fault("a value is used before it was initialized") }
    if a.isNull || b.isNull || isOptional(a) || isOptional(b) {
      throw Fault(
        "binary operator '\(op.rawValue)' cannot be applied to an Optional (\(describePlain(a, debug: true)) \(op.rawValue) \(describePlain(b, debug: true)))",
        hint: "unwrap it first: if let, guard let, ?? default, or !")
    }
    throw Fault(
      "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(valueTypeName(a))' and '\(valueTypeName(b))'"
    )
  }

  /// The elements of `a` then `b`: an array, or an ArraySlice from `start`.
  private static func joined(_ a: Value, _ b: Value, start: Int?) throws -> Value {
    let xs = try Builtins.elements(a)
    let ys = try Builtins.elements(b)
    guard xs.count + ys.count <= Builtins.maxCount else { throw Builtins.tooLarge(xs.count + ys.count) }
    guard let start else { return .array(xs + ys) }
    return .host(SequenceWrapper(.slice(start: start), xs + ys))
  }

  static func isOptional(_ v: Value) -> Bool { if case .some = v { return true } else { return false } }
}

extension Value {
  /// `.identity(2)`, `.zero` before the type it belongs to is known.
  var isImplicitMember: Bool { if case .host(is ImplicitMember) = self { true } else { false } }
  /// An Optional's value: `.some(x)` or nil.
  var isOptionalCase: Bool {
    switch self {
    case .some, .null: true
    default: false
    }
  }
}

extension Operators {
  /// `==` as Swift resolves it: synthesized for Equatable structs and enums, user-written
  /// `static func ==` when declared, identity is not equality.
  static func equals(_ vm: VM, _ a: Value, _ b: Value, depth: Int = 0) throws -> Bool {
    guard depth < Value.maxDepth else {
      throw Fault("these values are nested too deeply to compare (more than \(Value.maxDepth) levels)")
    }
    if let r = try resolvingImplicit(vm, b, like: a) { return try equals(vm, a, r, depth: depth + 1) }
    if let r = try resolvingImplicit(vm, a, like: b) { return try equals(vm, r, b, depth: depth + 1) }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .double(let y)): return Double(x) == y
    case (.double(let x), .int(let y)): return x == Double(y)
    case (.null, .null), (.void, .void): return true
    case (.null, _), (_, .null): return false
    case (.some(let x), .some(let y)): return try equals(vm, x, y, depth: depth + 1)
    case (.some(let x), _): return try equals(vm, x, b, depth: depth + 1)
    case (_, .some(let y)): return try equals(vm, a, y, depth: depth + 1)
    case (.array(let x), .array(let y)), (.tuple(let x, _), .tuple(let y, _)):
      guard x.count == y.count else { return false }
      for (p, q) in zip(x, y) where !(try equals(vm, p, q, depth: depth + 1)) { return false }
      return true
    // `xs.sorted() == xs.reversed()`: `==` takes two arrays, so Swift picks the `reversed()` that
    // makes one (Sequence's) over the lazy ReversedCollection, which is not Equatable.
    case (.array, .host(let w as SequenceWrapper)) where w.isReversed:
      return try equals(vm, a, .array(w.elements), depth: depth + 1)
    case (.host(let w as SequenceWrapper), .array) where w.isReversed:
      return try equals(vm, .array(w.elements), b, depth: depth + 1)
    case (.dict(let x), .dict(let y)):
      guard x.count == y.count else { return false }
      for (k, v) in zip(x.keys, x.values) {
        guard let w = y[k], try equals(vm, v, w, depth: depth + 1) else { return false }
      }
      return true
    // Members are Hashable, so their `==` is the hash key's: order does not matter (R7: an equal
    // set in another order is the same value and does not notify).
    case (.set, .set), (.set, .array), (.array, .set): return structurallyEqual(a, b, depth: depth)
    case (.structValue(let x), .structValue(let y)):
      guard x.type === y.type else { return false }
      if let eq = x.type.equalsFunction { return try truth(vm.callProto(eq, receiver: .type(x.type), [a, b])) }
      guard x.type.isEquatable else {
        throw Fault(
          "'==' cannot compare two '\(x.type.name)' values: '\(x.type.name)' is not Equatable",
          hint: "declare it as 'struct \(x.type.name): Equatable'")
      }
      for (p, q) in zip(x.fields, y.fields) where !(try equals(vm, p, q, depth: depth + 1)) { return false }
      return true
    case (.enumValue(let x), .enumValue(let y)):
      guard x.type === y.type else { return false }
      if let eq = x.type.equalsFunction { return try truth(vm.callProto(eq, receiver: .type(x.type), [a, b])) }
      guard x.caseIndex == y.caseIndex else { return false }
      for (p, q) in zip(x.payload, y.payload) where !(try equals(vm, p, q, depth: depth + 1)) { return false }
      return true
    case (.enumValue(let x), .host(let m as ImplicitMember)), (.host(let m as ImplicitMember), .enumValue(let x)):
      return m.args.isEmpty && x.name == m.name && x.payload.isEmpty
    case (.object(let x), .object):
      if let eq = x.cls.equalsFunction { return try truth(vm.callProto(eq, receiver: .type(x.cls), [a, b])) }
      throw Fault(
        "'==' cannot compare two '\(x.cls.name)' instances: the class is not Equatable",
        hint: "use === to ask whether both are the same instance")
    case (.range(let x), .range(let y)): return x.lower == y.lower && x.upper == y.upper && x.closed == y.closed
    case (.host(is NativeValue), _), (_, .host(is NativeValue)):
      // `price == 0`: a number next to a Decimal is a literal of that type.
      if case .bool(let r)? = try vm.nativeBinary(.eq, a, b) { return r }
      if case .host(let x) = a, case .host(let y) = b { return x.isEqual(to: y) || y.isEqual(to: x) }
      return false
    case (.host(let m as ImplicitMember), .host(let c as ComparisonResultValue)): return c.isEqual(to: m)
    case (.host(let x), .host(let y)): return x.isEqual(to: y)
    // `scalar == "a"`: the literal is a Unicode.Scalar there.
    case (.host(let u as ScalarValue), .string(let s)), (.string(let s), .host(let u as ScalarValue)):
      return s.unicodeScalars.count == 1 && s.unicodeScalars.first == u.scalar
    case (.type(let x), .type(let y)): return try sameType(x, y)
    case (.missing, _), (_, .missing): throw Fault("a value is used before it was initialized")
    default: return false
    }
  }

  static func truth(_ v: Value) throws -> Bool {
    if case .bool(let b) = v { return b }
    throw Fault("expected a Bool, got \(describePlain(v, debug: true)) of type '\(valueTypeName(v))'")
  }

  /// Ordering for `<` and friends: numbers, strings, and tuples of those.
  static func compare(_ vm: VM, _ a: Value, _ b: Value) throws -> Int {
    if let r = try resolvingImplicit(vm, b, like: a) { return try compare(vm, a, r) }
    if let r = try resolvingImplicit(vm, a, like: b) { return try compare(vm, r, b) }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y ? -1 : x > y ? 1 : 0
    case (.string(let x), .string(let y)): return x < y ? -1 : x > y ? 1 : 0
    case (.double(let x), .double(let y)): return x < y ? -1 : x > y ? 1 : 0
    case (.int(let x), .double(let y)): return Double(x) < y ? -1 : Double(x) > y ? 1 : 0
    case (.double(let x), .int(let y)): return x < Double(y) ? -1 : x > Double(y) ? 1 : 0
    case (.tuple(let x, _), .tuple(let y, _)):
      for (p, q) in zip(x, y) {
        let c = try compare(vm, p, q)
        if c != 0 { return c }
      }
      return x.count - y.count
    case (.host(let x as StringIndexValue), .host(let y as StringIndexValue)):
      return x.index < y.index ? -1 : x.index > y.index ? 1 : 0
    case (.host(let n as NativeValue), _):
      if let c = try n.order(vm, b) { return c }
    case (_, .host(let n as NativeValue)):
      if let c = try n.order(vm, a) { return -c }
    case (.structValue(let x), .structValue(let y)) where x.type === y.type:
      if let r = try userLess(vm, x.type, a, b) { return r }
    case (.object(let x), .object(let y)) where x.cls === y.cls:
      if let r = try userLess(vm, x.cls, a, b) { return r }
    case (.enumValue(let x), .enumValue(let y)) where x.type === y.type:
      if let r = try userLess(vm, x.type, a, b) { return r }
      // Synthesized Comparable (SE-0266): case order, then the associated values.
      if x.type.conformances.contains("Comparable") {
        if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex ? -1 : 1 }
        for (p, q) in zip(x.payload, y.payload) {
          let c = try compare(vm, p, q)
          if c != 0 { return c }
        }
        return 0
      }
    default: break
    }
    if a.isNull || b.isNull || isOptional(a) || isOptional(b) {
      throw Fault("'<' cannot compare Optional values", hint: "unwrap them first: if let, guard let, ?? default")
    }
    throw Fault("values of type '\(valueTypeName(a))' and '\(valueTypeName(b))' cannot be ordered with '<'")
  }

  /// The `static func` a lesson type declares for this operator, on either operand's type.
  static func userOperator(_ vm: VM, _ op: String, _ a: Value, _ b: Value) -> (
    proto: FunctionProto, owner: NominalType
  )? {
    let sym = vm.program.symbol(op)
    for v in [a, b] {
      let t: NominalType?
      switch v {
      case .structValue(let s): t = s.type
      case .enumValue(let e): t = e.type
      case .object(let o): t = o.cls
      default: t = nil
      }
      if let t, case .closure(let c)? = t.staticMembers[sym] { return (c.proto, t) }
    }
    return nil
  }

  /// An operand as the operator's parameter declares it: an implicit member becomes a value of
  /// that type (`.identity(2)`, `.zero`); any other operand is left as it is.
  private static func implicitOperand(_ vm: VM, _ v: Value, _ shape: TypeShape?) throws -> Value {
    guard v.isImplicitMember, let shape else { return v }
    return try Coercion.coerce(vm, v, shape)
  }

  /// A lesson type's own `static func <`: -1, 0 or 1, or nil when it has none.
  private static func userLess(_ vm: VM, _ t: NominalType, _ a: Value, _ b: Value) throws -> Int? {
    guard case .closure(let c)? = t.staticMembers[vm.program.symbol("<")] else { return nil }
    if try truth(vm.callProto(c.proto, receiver: .type(t), [a, b])) { return -1 }
    if try truth(vm.callProto(c.proto, receiver: .type(t), [b, a])) { return 1 }
    return 0
  }

  /// An implicit member next to a number: a static member of `Int` or `Double` (the playground's
  /// own, like `.pi`, or one a lesson extension adds).
  static func numericImplicit(_ vm: VM, _ v: Value, like other: Value) throws -> Value? {
    guard case .host(let m as ImplicitMember) = v, !m.isCall else { return nil }
    let types: [String]
    switch other {
    case .int: types = ["Int", "Double"]  // an Int literal beside a Double member is a Double
    case .double: types = ["Double"]
    default: return nil
    }
    let sym = vm.program.symbol(m.name)
    for name in types {
      if let ext = vm.program.builtinExtensions[name], ext.staticMembers[sym] != nil {
        return try vm.staticMember(ext, sym)
      }
    }
    if case .int = other {  // `dist[k, default: .max]` beside an Int
      switch m.name {
      case "max": return .int(.max)
      case "min": return .int(.min)
      case "zero": return .int(0)
      default: break
      }
    }
    if let d = Coercion.doubleConstants[m.name] { return .double(d) }  // `.pi`, `.infinity`
    return nil
  }

  /// `.high` compared with a `Priority`: the implicit member as a value of the other side's type.
  static func resolvingImplicit(_ vm: VM, _ v: Value, like other: Value) throws -> Value? {
    guard case .host(is ImplicitMember) = v else { return nil }
    let r: Value
    switch other.unwrapped ?? other {
    case .enumValue(let e): r = try Coercion.coerce(vm, v, .enumeration(e.type.path))
    case .structValue(let s): r = try Coercion.coerce(vm, v, .instance(s.type.path))
    case .object(let o): r = try Coercion.coerce(vm, v, .instance(o.cls.path))
    case .int, .double: return try numericImplicit(vm, v, like: other)  // `[3.0, .nan]`
    case .host(is DurationValue): r = try Coercion.coerce(vm, v, .duration)  // `max(d, .seconds(1))`
    default: return nil
    }
    if case .host(is ImplicitMember) = r { return nil }
    return r
  }

  static func unary(_ vm: VM, _ op: UnaryOp, _ v: Value) throws -> Value {
    switch (op, v) {
    case (.neg, .int(let x)):
      if x == Int.min { throw Fault("arithmetic overflow: -(\(x)) does not fit in Int") }
      return .int(-x)
    case (.neg, .double(let x)): return .double(-x)
    case (.neg, .host(let m as ImplicitMember)) where !m.isCall && Coercion.doubleConstants[m.name] != nil:
      // `let y: Double = -.nan`, `-.pi`: Double's member, negated (`-nan` prints as Swift does).
      return .double(-Coercion.doubleConstants[m.name]!)
    case (.not, .bool(let b)): return .bool(!b)
    case (.bitNot, .int(let x)): return .int(~x)
    case (.neg, .host(let n as NativeValue)): if let r = try n.negated() { return r } else { fallthrough }
    case (_, .structValue), (_, .enumValue), (_, .object):
      // A prefix operator the lesson declares (`static prefix func - (v: Vector) -> Vector`).
      if let f = userOperator(vm, op.rawValue, v, v) { return try vm.callProto(f.proto, receiver: .type(f.owner), [v]) }
      fallthrough
    default:
      if v.isNull || isOptional(v) {
        throw Fault("prefix '\(op.rawValue)' cannot be applied to an Optional", hint: "unwrap it first")
      }
      throw Fault("prefix operator '\(op.rawValue)' cannot be applied to a value of type '\(valueTypeName(v))'")
    }
  }
}
