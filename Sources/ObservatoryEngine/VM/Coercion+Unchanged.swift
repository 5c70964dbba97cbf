/// Whether converting a value to its declared type would change it. An array or dictionary
/// declared with its type (`var points: [Point]`) is converted whole after a `_modify` that may
/// have brought a value in (`m.values[i] += 1`, `m.points.sort()`): when every element already is
/// what the type holds, `Coercion.coerce` returns the value as it is, without building a new
/// array (each element copied) on every write.
extension Coercion {
  /// True only when `coerce(vm, v, shape)` certainly returns `v` unchanged and changes nothing
  /// (a generic instance given its type arguments is changed in place); false whenever a
  /// conversion might apply.
  static func leavesUnchanged(_ v: Value, _ shape: TypeShape) -> Bool {
    if case .host(let h) = v, h is ImplicitMember { return false }  // `.busy`, `.init(...)`, `.pi`
    switch shape {
    case .double:
      if case .int = v { return false }
      return true
    case .date, .duration, .enumeration, .selfType:
      return true  // only an implicit member converts
    case .decimal:
      switch v {
      case .int, .double: return false
      default: return true
      }
    case .substring: return false
    case .optional(let inner):
      switch v {
      case .null, .missing: return true
      case .some(let x): return inner.map { leavesUnchanged(x, $0) } ?? true
      default: return false  // wrapped in `.some`
      }
    case .array(let e):
      switch v {
      case .array(let xs): return xs.allSatisfy { leavesUnchanged($0, e) }
      case .host: return false  // `xs.reversed()` becomes an array
      default: return true
      }
    case .set:
      switch v {
      case .array, .set: return false
      default: return true
      }
    case .dictionary(let e):
      guard case .dict(let d) = v else { return true }
      return d.values.allSatisfy { leavesUnchanged($0, e) }
    case .instance:
      if case .array = v { return false }  // an OptionSet's array literal
      return true
    case .genericInstance:
      // `keepTypeArguments` gives a value made without type arguments the declared ones.
      switch v {
      case .object(let o): return o.typeArguments != nil || o.cls.genericParams.isEmpty
      case .structValue(let s): return s.typeArguments != nil || s.type.genericParams.isEmpty
      case .enumValue(let x): return x.typeArguments != nil || x.type.genericParams.isEmpty
      case .type, .array: return false
      default: return true
      }
    case .task, .keyPath, .sequenceArray:
      if case .host = v { return false }
      return true
    case .weak, .unowned:
      if case .cell = v { return true }
      return false
    case .tuple(let labels, let shapes):
      guard case .tuple(let xs, let old) = v else { return true }
      if let labels, labels !== old { return false }
      for (k, s) in shapes.enumerated() where k < xs.count {
        if let s, !leavesUnchanged(xs[k], s) { return false }
      }
      return true
    }
  }
}
