/// Which `subscript` a lesson declared for a value's type (or in an extension of a standard type)
/// serves `v[args]`: by the number of indices, then by their declared types.
extension TypeRelations {
  /// The getter of a `subscript` the lesson declared for this value's type (or in an extension).
  func customSubscript(_ v: Value, _ args: [Value]) -> NominalType.Subscript? {
    let t: NominalType?
    switch v {
    case .object(let o): t = o.cls
    case .structValue(let s): t = s.type
    case .enumValue(let e): t = e.type
    default:
      // `self[i]` with a String.Index inside `extension String { subscript(i: Int) ... }`, `s[..<i]`:
      // the standard library's subscript, which Swift picks by the index's type.
      guard let table = program.extensionTable(for: v), let s = subscriptFor(table, args) else { return nil }
      for (type, a) in zip(s.getter.paramTypes, args) where !extensionIndexFits(type, a) { return nil }
      return s
    }
    return t.flatMap { subscriptFor($0, args) }
  }

  /// Whether an index value can be the declared index of a lesson's subscript on a builtin value
  /// (a `Range<Int>` index takes a range, never a `String.Index`).
  private func extensionIndexFits(_ type: TypeExpr?, _ a: Value) -> Bool {
    if typeAccepts(type, a) == false { return false }
    guard case .named(let n, _)? = type, n.hasSuffix("Range") || n.hasPrefix("PartialRange") else { return true }
    if case .range = a { return true }
    return false
  }

  /// The subscript of `t` that these index values fit: by their number, then (for
  /// `subscript(key: String)` beside `subscript(index: Int)`) by the declared index types.
  func subscriptFor(_ t: NominalType, _ args: [Value]) -> NominalType.Subscript? {
    let fitting = t.subscripts.filter { $0.argc == args.count }
    // `r[2]` of `subscript(i: Int, default d: Int = -1)`: the later indices take their defaults.
    guard !fitting.isEmpty else {
      return t.subscripts.first { s in
        s.argc > args.count && s.getter.paramHasDefault.count == s.argc
          && s.getter.paramHasDefault[args.count...].allSatisfy { $0 }
      }
    }
    guard fitting.count > 1 else { return fitting.first }
    func verdict(_ s: NominalType.Subscript) -> Bool? {
      var result: Bool? = true
      for (type, a) in zip(s.getter.paramTypes, args) {
        switch typeAccepts(type, a) {
        case false?: return false
        case nil: result = nil
        default: continue
        }
      }
      return result
    }
    return fitting.first { verdict($0) == true } ?? fitting.first { verdict($0) == nil } ?? fitting.first
  }
}
