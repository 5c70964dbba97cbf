/// `Dictionary`: its initializers, properties and methods. Elements are `(key:value:)` tuples;
/// `keys` and `values` are views (`Dictionary.Keys`). The playground keeps insertion order where
/// Swift's is random per process (README, "Choices where Swift makes none"). Verified against
/// Swift 6.3.1 (`Tests/.../Stdlib/dictionary*`); a trap in Swift (a duplicate key given to
/// `uniqueKeysWithValues:`) is a lesson error.
extension Builtins {
  /// `Dictionary()`, `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)`,
  /// `Dictionary(grouping:by:)`.
  static func constructDictionary(_ vm: VM, _ args: [Value], _ names: [String?]) throws -> Value {
    var d = DictStorage()
    if labels(names) { return .dict(d) }
    if labels(names, "uniqueKeysWithValues") {
      for pair in try elements(args[0]) {
        let (k, v) = try keyValue(pair)
        try Watchdog.poll()
        if d.find(k) != nil {
          throw Fault(
            "Duplicate values for key: '\(describePlain(k))' in Dictionary(uniqueKeysWithValues:)",
            hint: "Dictionary(_:uniquingKeysWith:) keeps one of them")
        }
        d.set(k, v)
      }
      return .dict(d)
    }
    if labels(names, "_", "uniquingKeysWith") {
      for pair in try elements(args[0]) {
        let (k, v) = try keyValue(pair)
        try Watchdog.poll()
        d.set(k, try d[k].map { try vm.callValue(args[1], [$0, v]) } ?? v)
      }
      return .dict(d)
    }
    if labels(names, "grouping", "by") {
      // Each group grows in place: adding to a copy of the group was quadratic.
      var groups: [[Value]] = []
      for x in try elements(args[0]) {
        let k = try call(vm, args[1], x)
        if let i = d.find(k) {
          groups[i].append(x)
        } else {
          d.set(k, .void)
          groups.append([x])
        }
      }
      for (i, group) in groups.enumerated() { d.values[i] = .array(group) }
      return .dict(d)
    }
    throw Fault("no initializer of 'Dictionary' takes these arguments")
  }

  /// A `(key, value)` pair from a sequence of pairs.
  static func keyValue(_ pair: Value) throws -> (Value, Value) {
    guard case .tuple(let kv, _) = pair, kv.count == 2 else {
      throw Fault("expected (key, value) pairs, got \(describePlain(pair, debug: true))")
    }
    return (kv[0], kv[1])
  }

  static func pairs(_ d: DictStorage) -> [Value] {
    zip(d.keys, d.values).map { labeledTuple(.keyValue, [$0, $1]) }
  }

  static func dictMember(_ d: DictStorage, _ s: Sym?) -> Value? {
    if let i = hashedIndexMember(.dict(d), s) { return i }
    switch s {
    case .count?: return .int(d.count)
    case .isEmpty?: return .bool(d.count == 0)
    case .keys?: return .host(SequenceWrapper(.keys(d), d.keys))
    case .values?: return .host(SequenceWrapper(.values(d), d.values))
    case .first?: return d.count == 0 ? .null : Value.some(labeledTuple(.keyValue, [d.keys[0], d.values[0]]))
    default: return nil
    }
  }

  /// Methods whose result is a dictionary again.
  static func dictMethod(_ vm: VM, _ d: DictStorage, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    if let r = try hashedIndexMethod(vm, .dict(d), s, args, names) { return r }
    var out = DictStorage()
    switch s {
    case .filter? where labels(names, "{}"):
      for (k, v) in zip(d.keys, d.values) where try test(vm, args[0], labeledTuple(.keyValue, [k, v])) {
        out.set(k, v)
      }
    case .mapValues? where labels(names, "{}"):
      for (k, v) in zip(d.keys, d.values) { out.set(k, try vm.callValue(args[0], [v])) }
    case .compactMapValues? where labels(names, "{}"):
      for (k, v) in zip(d.keys, d.values) {
        if let x = try vm.callValue(args[0], [v]).unwrapped { out.set(k, x) }
      }
    case .merging? where labels(names, "_", "uniquingKeysWith"):
      out = d
      try merge(vm, &out, args[0], args[1])
    case .contains? where labels(names, "_"):
      throw Fault("a dictionary's elements are (key, value) pairs", hint: "to look for a key, use keys.contains(key)")
    default: return nil
    }
    return .dict(out)
  }

  /// `merge(_:uniquingKeysWith:)`: the closure gets the current and the new value of a shared key.
  static func merge(_ vm: VM, _ d: inout DictStorage, _ other: Value, _ combine: Value) throws {
    let items: [Value]
    if case .dict(let o) = other { items = pairs(o) } else { items = try elements(other) }
    for pair in items {
      let (k, v) = try keyValue(pair)
      d.set(k, try d[k].map { try vm.callValue(combine, [$0, v]) } ?? v)
    }
  }

  static func mutateDict(_ vm: VM, _ d: inout DictStorage, _ s: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    switch s {
    case .removeValue? where labels(names, "forKey"): return optional(d.remove(args[0]))
    case .remove? where labels(names, "at"):
      guard let pair = try hashedIndexSubscript(.dict(d), args), case .tuple(let kv, _) = pair else { return nil }
      d.remove(kv[0])
      return pair
    case .updateValue? where labels(names, "_", "forKey"):
      let old = d[args[1]]
      d.set(args[1], args[0])
      return optional(old)
    case .removeAll? where labels(names): d = DictStorage()
    case .merge? where labels(names, "_", "uniquingKeysWith"): try merge(vm, &d, args[0], args[1])
    default: return nil
    }
    return .void
  }
}
