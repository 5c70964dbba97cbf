/// `Set.Index` and `Dictionary.Index`: a position in the collection's order, which the playground
/// keeps deterministic (insertion order; Swift's is its hash table's, different on every run).
/// Made by `firstIndex(of:)`, `firstIndex(where:)`, `index(forKey:)`, `startIndex`, `endIndex`
/// and `index(after:)`; used by subscripts (`d[i]` is the `(key:, value:)` pair, `s[i]` the
/// member), `remove(at:)`, `==` and `distance(from:to:)`, as in Swift 6.3.1
/// (`Stdlib/hashed-indices`). Swift prints one with its hash table's bucket and an `age` that
/// changes on every run (`Index(_variant: ...(bucket: ...(offset: 3), age: -1993986831))`,
/// measured), so printing one is not available.
final class HashedIndexValue: NativeValue {
  let position: Int
  let ofDictionary: Bool
  init(_ position: Int, ofDictionary: Bool) {
    self.position = position
    self.ofDictionary = ofDictionary
  }
  override var typeName: String { ofDictionary ? "Dictionary.Index" : "Set.Index" }
  override var description: String { typeName }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? HashedIndexValue else { return false }
    return o.position == position && o.ofDictionary == ofDictionary
  }
  override func hash(into h: inout Hasher) { h.combine(position) }
  override func text(_ vm: VM, debug: Bool) throws -> String {
    let kind = ofDictionary ? "Dictionary" : "Set"
    throw Fault(
      "printing a \(kind) index is not available in the playground (Swift prints its hash table's bucket and an "
        + "age that changes on every run)",
      hint: "print the element it gives: collection[index]")
  }
}

extension Builtins {
  /// The members in the order their indices count (a dictionary's keys).
  private static func hashedElements(_ recv: Value) -> (count: Int, ofDictionary: Bool)? {
    switch recv {
    case .set(let s): return (s.count, false)
    case .dict(let d): return (d.count, true)
    default: return nil
    }
  }

  private static func hashedIndex(_ v: Value, _ recv: Value, end: Bool) throws -> Int {
    guard case .host(let i as HashedIndexValue) = v, let (count, ofDictionary) = hashedElements(recv),
      i.ofDictionary == ofDictionary
    else {
      throw Fault("a \(valueTypeName(recv)) is indexed with its own Index, not '\(valueTypeName(v))'")
    }
    guard i.position >= 0, end ? i.position <= count : i.position < count else {
      let kind = ofDictionary ? "Dictionary" : "Set"
      throw Fault("Attempting to access \(kind) elements using an invalid index")
    }
    return i.position
  }

  /// `startIndex` and `endIndex` of a set or dictionary.
  static func hashedIndexMember(_ recv: Value, _ s: Sym?) -> Value? {
    guard let (count, ofDictionary) = hashedElements(recv) else { return nil }
    switch s {
    case .startIndex?: return .host(HashedIndexValue(0, ofDictionary: ofDictionary))
    case .endIndex?: return .host(HashedIndexValue(count, ofDictionary: ofDictionary))
    default: return nil
    }
  }

  /// The index methods of a set or dictionary.
  static func hashedIndexMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    guard let (_, ofDictionary) = hashedElements(recv) else { return nil }
    let index = { (k: Int) in Value.host(HashedIndexValue(k, ofDictionary: ofDictionary)) }
    switch s {
    case .firstIndex? where labels(names, "of") && !ofDictionary:
      guard case .set(let set) = recv, set.contains(args[0]) else { return .null }
      return Value.some(index(set.members.firstIndex { HashKey($0) == HashKey(args[0]) } ?? 0))
    case .firstIndex? where labels(names, "where"):
      for (k, x) in try elements(recv).enumerated() where try test(vm, args[0], x) { return Value.some(index(k)) }
      return .null
    case .index? where labels(names, "forKey") && ofDictionary:
      guard case .dict(let d) = recv else { return nil }
      return d.find(args[0]).map { Value.some(index($0)) } ?? .null
    case .index? where labels(names, "after"):
      let k = try hashedIndex(args[0], recv, end: false)
      return index(k + 1)
    case .distance? where labels(names, "from", "to"):
      return .int(try hashedIndex(args[1], recv, end: true) - hashedIndex(args[0], recv, end: true))
    default: return nil
    }
  }

  /// `s[i]`, `d[i]`: the member, or the `(key:, value:)` pair.
  static func hashedIndexSubscript(_ recv: Value, _ args: [Value]) throws -> Value? {
    guard args.count == 1, case .host(is HashedIndexValue) = args[0] else { return nil }
    let k = try hashedIndex(args[0], recv, end: false)
    switch recv {
    case .set(let s): return s.members[k]
    case .dict(let d): return labeledTuple(.keyValue, [d.keys[k], d.values[k]])
    default: return nil
    }
  }
}
