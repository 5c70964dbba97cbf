/// R7, the equality gate: the 6.3.1 `@Observable` setter does not notify when the new value is
/// "the same" as the old one. Which check it makes is chosen by the property's static type: `==`
/// for Equatable types, `===` for classes, otherwise none (every write notifies). The property's
/// own willSet/didSet still run on a same-value write, and `_modify` has no gate (R8).
///
/// The gate is chosen where the lesson loads, from the declared type or a plain initial value
/// (`Compiler.gate(for:owner:)`), else from the first value stored (`NotifyGate(ofValue:)`); the
/// setter asks `ObservationRuntime.isSameValue` (`VM+PropertyWrites.swift`).
public enum NotifyGate: Sendable {
  case equatable
  case identity
  case always
  /// Not known from the declaration; decided from the first value stored.
  case unknown

  /// The static kind of a value's type, for properties declared without a type.
  init(ofValue v: Value) {
    switch v {
    case .int, .double, .bool, .string, .range, .set: self = .equatable
    case .some(let x): self = NotifyGate(ofValue: x) == .equatable ? .equatable : .always
    case .object(let o): self = o.cls.isEquatable ? .equatable : .identity
    case .structValue(let s): self = s.type.isEquatable ? .equatable : .always
    case .enumValue(let e): self = e.type.isEquatable || e.type.autoEquatable ? .equatable : .always
    case .array(let xs): self = xs.allSatisfy({ NotifyGate(ofValue: $0) == .equatable }) ? .equatable : .always
    case .dict(let d): self = d.values.allSatisfy({ NotifyGate(ofValue: $0) == .equatable }) ? .equatable : .always
    case .null: self = .unknown
    case .host(let n as NativeValue): self = n.isEquatable ? .equatable : .always
    default: self = .always
    }
  }
}

extension ObservationRuntime {
  /// R7's check, chosen by the property's static type (decided from the first value when the
  /// declaration did not say).
  func isSameValue(_ old: Value, _ new: Value, _ field: FieldInfo) throws -> Bool {
    if field.gate == .unknown { field.gate = NotifyGate(ofValue: old) }
    switch field.gate {
    case .always, .unknown: return false
    case .identity:
      if case .object(let a) = old, case .object(let b) = new { return a === b }
      return false
    case .equatable:
      // Two integers or two strings compare as `Operators.equals` would, without the call.
      if case .int(let a) = old, case .int(let b) = new { return a == b }
      if case .string(let a) = old, case .string(let b) = new { return a == b }
      return try host.isEqual(old, new)
    }
  }

  /// A write R7 let through without notifying: shown and remembered as a same-value write.
  func sameValueWrite(_ object: Instance, _ field: Int, _ value: Value) {
    recordWrite(object, field, .sameValue)
    trace.record(.sameValue(property: propertyLabel(object, field), value: describeShort(value)))
  }
}

/// R7 where the lesson loads: the gate a stored property's declared type (or plain initial
/// value) selects.
extension Compiler {
  /// R7: the notification gate a property's declared type selects.
  func gate(for t: TypeExpr, owner: NominalType) -> NotifyGate {
    switch t {
    case .named(let n, let args):
      if owner.genericParams.contains(n) {
        // The macro's overloads: `Equatable` compares with `==` (also when the parameter is a
        // class too), a class-constrained parameter (`V: AnyObject`) with `===`, any other always
        // notifies (R7).
        if owner.equatableGenericParams.contains(n) { return .equatable }
        let constraints = owner.declaration?.genericConstraints[n] ?? []
        // `Item: Entity` of a `protocol Entity: Equatable`, `T: Numeric`: Equatable too.
        if constraints.contains(where: refinesEquatable) { return .equatable }
        return constraints.contains(where: isClassBound) ? .identity : .always
      }
      switch n {
      case "Int", "Double", "Float", "Bool", "String", "Character", "UInt", "Int64", "Int32", "UInt8", "Date",
        "UUID", "URL", "Substring", "CGFloat", "Decimal", "Duration":
        return .equatable
      case "Set": return .equatable
      case "Array", "Optional":
        guard let a = args.first else { return .unknown }
        return gate(for: a, owner: owner) == .equatable ? .equatable : .always
      case "Dictionary":
        guard args.count == 2 else { return .unknown }
        return gate(for: args[1], owner: owner) == .equatable ? .equatable : .always
      default:
        guard let nt = program.nominalType(n) else { return .unknown }
        return gate(of: nt)
      }
    case .optional(let w), .array(let w), .dictionary(_, let w):
      let g = gate(for: w, owner: owner)
      return g == .equatable ? .equatable : g == .unknown ? .unknown : .always
    case .tuple, .function, .opaque, .composition: return .always
    case .member: return nominalType(for: t).map(gate(of:)) ?? .unknown
    }
  }

  /// A constraint only Equatable types meet: `Equatable` or a standard protocol that refines it
  /// (`Hashable`, `Numeric`, ...), or a lesson protocol that inherits one.
  func refinesEquatable(_ t: TypeExpr) -> Bool { refinesEquatable(t, depth: 0) }

  private func refinesEquatable(_ t: TypeExpr, depth: Int) -> Bool {
    guard depth < 32, case .named(let n, _) = t else { return false }  // a lesson may loop protocols
    if Compiler.equatableProtocols.contains(n) { return true }
    guard let p = program.nominalType(n) as? ProtocolInfo else { return false }
    return p.inherited.contains { refinesEquatable(.named($0, []), depth: depth + 1) }
  }

  static let equatableProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Strideable", "Numeric", "SignedNumeric", "AdditiveArithmetic",
    "BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint",
    "StringProtocol",
  ]

  /// A constraint only classes meet: `AnyObject`, a class, or a protocol that inherits `AnyObject`.
  func isClassBound(_ t: TypeExpr) -> Bool { isClassBound(t, depth: 0) }

  private func isClassBound(_ t: TypeExpr, depth: Int) -> Bool {
    guard depth < 32, case .named(let n, _) = t else { return false }  // a lesson may loop protocols
    if n == "AnyObject" { return true }
    guard let nt = program.nominalType(n) else { return false }
    if nt is ClassInfo { return true }
    guard let p = nt as? ProtocolInfo else { return false }
    return p.inherited.contains { isClassBound(.named($0, []), depth: depth + 1) }
  }

  func gate(of nt: NominalType) -> NotifyGate {
    if nt is ClassInfo { return nt.isEquatable ? .equatable : .identity }
    if let e = nt as? EnumType { return e.isEquatable || e.autoEquatable ? .equatable : .always }
    return nt.isEquatable ? .equatable : .always
  }

  /// The gate of a property declared without a type, from its initial value where that is plain.
  func staticGate(of e: Expr?, owner: NominalType) -> NotifyGate {
    guard let e else { return .unknown }
    switch e.kind {
    case .int, .double, .bool, .string: return .equatable
    case .call(let callee, _):
      if case .name(let n) = callee.kind, let nt = program.nominalType(n) { return gate(of: nt) }
      return .unknown
    case .array(let items):
      guard let first = items.first else { return .unknown }
      let g = staticGate(of: first, owner: owner)
      return g == .equatable ? .equatable : g == .unknown ? .unknown : .always
    default: return .unknown
    }
  }
}
