/// `Set.Index` and `Dictionary.Index`: a position in the collection's order, which the playground
/// keeps deterministic (insertion order; Swift's is its hash table's, different on every run).
/// Made by `firstIndex(of:)`, `firstIndex(where:)`, `index(forKey:)`, `startIndex`, `endIndex`
/// and `index(after:)`; used by subscripts (`d[i]` is the `(key:, value:)` pair, `s[i]` the
/// member), `remove(at:)`, `==` and `distance(from:to:)`, as in Swift 6.3.1
/// (`Stdlib/hashed-indices`). It prints in Swift's format (`Index(_variant: ...(bucket:
/// Swift._HashTable.Bucket(offset: 3), age: -1993986831)))`), whose bucket and age change on every
/// run in Swift: the playground writes the member's place in its own order as the bucket (the
/// table's size for `endIndex`) and age 0, and says so once (`TraceNote.hashTablePositions`).
final class HashedIndexValue: NativeValue {
  let position: Int
  /// The set or dictionary it indexes: its type and size name the index.
  let collection: Value
  init(_ position: Int, of collection: Value) {
    self.position = position
    self.collection = collection
  }
  var ofDictionary: Bool { if case .dict = collection { true } else { false } }
  override var typeName: String { ofDictionary ? "Dictionary.Index" : "Set.Index" }
  override var description: String { (try? HashedIndexValue.text(collection, position, qualified: false)) ?? typeName }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? HashedIndexValue else { return false }
    return o.position == position && o.ofDictionary == ofDictionary
  }
  override func hash(into h: inout Hasher) { h.combine(position) }
  override func text(_ vm: VM, debug: Bool) throws -> String {
    HashedIndexValue.noteOnce(vm)
    return try HashedIndexValue.text(collection, position, qualified: debug)
  }

  /// How Swift prints the index at `position` of a set or dictionary (`qualified`: inside a
  /// collection or another value, `Swift.Set<Swift.Int>.Index(...)`). An empty one is Swift's
  /// empty singleton (bucket 1, age 0, the same on every run).
  static func text(_ collection: Value, _ position: Int, qualified: Bool) throws -> String {
    let type = try swiftTypeName(collection, qualified: true)
    let count = Builtins.hashedElements(collection)?.count ?? 0
    let bucket = position < count ? position : bucketCount(count)
    return (qualified ? type + ".Index" : "Index") + "(_variant: " + type
      + ".Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: \(bucket)), age: 0)))"
  }

  /// The number of buckets Swift's hash table has for `count` members made at once (its
  /// `scale(forCapacity:)`: at most 3/4 full, a power of two; 1 for the empty singleton).
  static func bucketCount(_ count: Int) -> Int {
    guard count > 0 else { return 1 }
    let minimum = max(Int((Double(count) / 0.75).rounded(.up)), count + 1)
    var n = 1
    while n < minimum { n *= 2 }
    return n
  }

  /// Shows the learner once per run that Swift prints other buckets and ages.
  static func noteOnce(_ vm: VM?) {
    guard let vm, !vm.hashTableNoteShown else { return }
    vm.hashTableNoteShown = true
    vm.trace.record(.note(.hashTablePositions))
  }
}

/// `line` with the hash-table positions of Set and Dictionary indices written as `_`: what
/// differs between two runs of the same Swift program (each index's bucket and age), and nothing
/// else. `verify` and the corpus compare lines through it (`HashedIndexValue`).
package func maskingHashTablePositions(_ line: String) -> String {
  guard line.contains("_HashTable.Bucket(offset: ") else { return line }
  return line.replacing(/_HashTable\.Bucket\(offset: \d+\), age: -?\d+\)/) { _ in
    "_HashTable.Bucket(offset: _), age: _)"
  }
}

extension Builtins {
  /// The members in the order their indices count (a dictionary's keys).
  static func hashedElements(_ recv: Value) -> (count: Int, ofDictionary: Bool)? {
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
    guard let (count, _) = hashedElements(recv) else { return nil }
    switch s {
    case .startIndex?: return .host(HashedIndexValue(0, of: recv))
    case .endIndex?: return .host(HashedIndexValue(count, of: recv))
    default: return nil
    }
  }

  /// The index methods of a set or dictionary.
  static func hashedIndexMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    guard let (_, ofDictionary) = hashedElements(recv) else { return nil }
    let index = { (k: Int) in Value.host(HashedIndexValue(k, of: recv)) }
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
