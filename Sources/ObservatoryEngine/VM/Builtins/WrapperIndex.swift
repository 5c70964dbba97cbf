/// The index of a collection whose `Index` is not an Int: a `ClosedRange<Int>.Index`, a
/// `ReversedCollection`'s, an `EnumeratedSequence`'s, a `FlattenSequence`'s, a `Slice`'s (its
/// base's). It is the element's position in the collection, printed as Swift prints the index
/// (`SequenceWrapper.indexText`: `Index(base: 4)`, `inRange(3)`, `Swift.ReversedCollection<
/// Swift.Array<Swift.Int>>.Index(base: 3)` inside an optional), compared by position and read by
/// the collection's subscript (verified against Swift 6.3.1: `Language/wrapper-indices`). A
/// dictionary view's index is the dictionary's (`HashedIndexValue`), a string view's the string's
/// (`StringIndexValue`).
final class WrapperIndexValue: NativeValue {
  let position: Int
  let collection: Value
  /// Whether it is the collection's own `startIndex` or `endIndex` (a String index inside it
  /// prints `0[any]`), not one computed from them.
  let own: Bool
  init(_ position: Int, of collection: Value, own: Bool) {
    self.position = position
    self.collection = collection
    self.own = own
  }
  override var typeName: String { "Index" }
  override var description: String { (try? written(nil, debug: false)) ?? typeName }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? WrapperIndexValue else { return false }
    return o.position == position
  }
  override func hash(into h: inout Hasher) { h.combine(position) }
  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard case .host(let o as WrapperIndexValue) = other else { return nil }
    return isLeft ? NativeValue.compare(op, position, o.position) : NativeValue.compare(op, o.position, position)
  }
  override func text(_ vm: VM, debug: Bool) throws -> String { try written(vm, debug: debug) }

  /// Inside a collection or an optional the index's full type path; alone its own name and fields
  /// (`Index(base: 4)`), or an enum's case (`inRange(3)`).
  private func written(_ vm: VM?, debug: Bool) throws -> String {
    guard let full = try SequenceWrapper.indexText(collection, position, own, vm) else {
      throw Fault("internal: an index of a '\(valueTypeName(collection))' that cannot be written")
    }
    return debug ? full : WrapperIndexValue.lastComponent(full)
  }

  /// `Index` (`Swift.ClosedRange<Swift.Int>.Index` when `qualified`), as `type(of:)` names it.
  func swiftType(qualified: Bool) throws -> String {
    let full = try WrapperIndexValue.indexTypeName(collection)
    return qualified ? full : WrapperIndexValue.lastComponent(full)
  }

  /// The type of `collection`'s indices, qualified: a Slice's are its base's.
  static func indexTypeName(_ collection: Value) throws -> String {
    if case .host(let w as SequenceWrapper) = collection, case .part(let base, _, _) = w.kind {
      return try indexTypeName(base)
    }
    return try swiftTypeName(collection, qualified: true) + ".Index"
  }

  /// `Index(base: 4)` of `Swift.ReversedCollection<Swift.Array<Swift.Int>>.Index(base: 4)`,
  /// `inRange(3)` of `(extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(3)`: the
  /// text after the type path's last `.` outside brackets, before the fields.
  static func lastComponent(_ full: String) -> String {
    var text = Substring(full)
    if text.hasPrefix("(extension in Swift):") { text = text.dropFirst("(extension in Swift):".count) }
    var depth = 0
    var start = text.startIndex
    for i in text.indices {
      switch text[i] {
      case "<": depth += 1
      case ">": depth -= 1
      case "." where depth == 0: start = text.index(after: i)
      case "(" where depth == 0: return String(text[start...])
      default: break
      }
    }
    return String(text[start...])
  }

  /// `collection[i]`: the element at the index's position; Swift traps at the end index.
  func element(of collection: Value) throws -> Value {
    let xs = try Builtins.elements(collection)
    guard position >= 0, position < xs.count else { throw Fault("Index out of range") }
    return xs[position]
  }
}

extension Builtins {
  /// The index of element `p` of `recv`, as `firstIndex`/`lastIndex` return it (`own`: it is
  /// `startIndex`): an array's or a range's Int, a slice's base index, else the collection's own.
  /// Strings, sets and dictionaries answer their index methods first (`Builtins+StringIndex.swift`,
  /// `Builtins+HashedIndex.swift`).
  static func collectionIndex(_ recv: Value, _ p: Int, own: Bool, _ s: Sym) throws -> Value {
    switch recv {
    case .array: return .int(p)
    case .range(let r) where !r.closed && !r.fromStart && !r.toEnd: return .int(r.lower + p)
    case .host(let w as SequenceWrapper): if case .slice(let start) = w.kind { return .int(start + p) }
    default: break
    }
    guard let x = indexing(recv) else { throw Fault("value of type '\(valueTypeName(recv))' has no member '\(s)'") }
    return x.make(p, own)
  }
}

extension Builtins {
  /// `r[i]` with an index `firstIndex` gave (or `startIndex`, `index(after:)`...): a reversed, enumerated or flattened collection's or
  /// a part's own, a dictionary view's `Dictionary.Index`, a string view's `String.Index`; nil
  /// for another subscript.
  static func indexSubscript(_ recv: Value, _ args: [Value]) throws -> Value? {
    // A range's element at an Int index is that Int.
    if case .range(let r) = recv, !r.closed, !r.fromStart, !r.toEnd, args.count == 1, case .int(let i) = args[0] {
      guard i >= r.lower, i < r.upper else { throw Fault("Index out of range") }
      return args[0]
    }
    guard args.count == 1, case .host(let index) = args[0] else { return nil }
    if let i = index as? WrapperIndexValue { return try i.element(of: recv) }
    guard case .host(let w as SequenceWrapper) = recv else { return nil }
    switch (w.kind, index) {
    case (.keys, let i as HashedIndexValue), (.values, let i as HashedIndexValue):
      guard i.ofDictionary, i.position >= 0, i.position < w.elements.count else {
        throw Fault("Attempting to access Dictionary elements using an invalid index")
      }
      return w.elements[i.position]
    case (.utf8(let str), is StringIndexValue):
      let i = try checked(args[0], in: str, end: false)
      return w.elements[str.utf8.distance(from: str.utf8.startIndex, to: i)]
    case (.unicodeScalars(let str), is StringIndexValue):
      let i = try checked(args[0], in: str, end: false)
      return w.elements[str.unicodeScalars.distance(from: str.unicodeScalars.startIndex, to: i)]
    default: return nil
    }
  }
}

extension Builtins {
  /// How a collection whose `Index` is not an Int makes its indices (`startIndex`, `endIndex`,
  /// `indices`, the index methods): `make(p, own)` is the index of element `p` (`own`: the
  /// collection's own `startIndex`/`endIndex`), `position` the element an index of it stands for.
  struct Indexing {
    let count: Int
    let make: (Int, Bool) -> Value
    let position: (Value) -> Int?
  }

  /// A reversed, enumerated or flattened collection's, a part's, a closed range's and a
  /// `DefaultIndices`' own indices (`WrapperIndexValue`), a string view's and a String's
  /// `String.Index`, a set's, a dictionary's and a dictionary view's hashed index. nil for an array,
  /// an array slice or a range (Int indices) and a sequence that is not a collection.
  static func indexing(_ recv: Value) -> Indexing? {
    func own(_ n: Int) -> Indexing {
      Indexing(
        count: n, make: { .host(WrapperIndexValue($0, of: recv, own: $1)) },
        position: { if case .host(let i as WrapperIndexValue) = $0 { i.position } else { nil } })
    }
    func hashed(_ n: Int, _ collection: Value) -> Indexing {
      Indexing(
        count: n, make: { p, _ in .host(HashedIndexValue(p, of: collection)) },
        position: { if case .host(let i as HashedIndexValue) = $0 { i.position } else { nil } })
    }
    /// The view's own startIndex prints as the string's (`0[any]`), one moved from it `1[utf8]`.
    func string<C: BidirectionalCollection>(_ c: C) -> Indexing where C.Index == String.Index {
      Indexing(
        count: c.count,
        make: { p, own in .host(StringIndexValue(own && p == 0 ? c.startIndex : c.index(c.startIndex, offsetBy: p))) },
        position: {
          guard case .host(let i as StringIndexValue) = $0, i.index >= c.startIndex, i.index <= c.endIndex else {
            return nil
          }
          return c.distance(from: c.startIndex, to: i.index)
        })
    }
    switch recv {
    case .range(let r) where r.closed && !r.fromStart && !r.toEnd: return own(r.count)
    case .string(let str): return string(str)
    case .host(let sub as SubstringSlice): return string(sub.sub)
    case .set(let set): return hashed(set.members.count, recv)
    case .dict(let d): return hashed(d.keys.count, recv)
    case .host(let w as SequenceWrapper):
      switch w.kind {
      case .slice: return nil
      case .keys(let d), .values(let d): return hashed(w.elements.count, .dict(d))
      case .utf8(let str): return string(str.utf8)
      case .unicodeScalars(let str): return string(str.unicodeScalars)
      default: return SequenceWrapper.isCollection(recv) ? own(w.elements.count) : nil
      }
    default: return nil
    }
  }

  /// `startIndex`, `endIndex` and `indices` (Swift's `DefaultIndices` of the collection; a
  /// range's are itself) of a receiver `indexing` knows.
  static func indexMember(_ recv: Value, _ s: Sym?) -> Value? {
    guard s == .startIndex || s == .endIndex || s == .indices else { return nil }
    // A range's indices, and `DefaultIndices`', are the collection itself.
    if case .range(let r) = recv, !r.closed, !r.fromStart, !r.toEnd, s == .indices { return recv }
    if case .host(let w as SequenceWrapper) = recv, case .indices = w.kind, s == .indices { return recv }
    guard let x = indexing(recv) else { return nil }
    switch s {
    case .startIndex?: return x.make(0, true)
    case .endIndex?: return x.make(x.count, true)
    default: return .host(SequenceWrapper(.indices(of: recv), (0..<x.count).map { x.make($0, $0 == 0) }))
    }
  }

  /// The same methods of an array, an array slice or a range, whose indices are Ints: Swift's
  /// Array moves them without a check (the subscript checks).
  private static func intIndexMethod(_ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch recv {
    case .array: break
    case .range(let r) where !r.closed && !r.fromStart && !r.toEnd: break
    case .host(let w as SequenceWrapper): guard case .slice = w.kind else { return nil }
    default: return nil
    }
    let ints = args.map { v -> Int? in if case .int(let i) = v { i } else { nil } }
    guard ints.allSatisfy({ $0 != nil }) else { return nil }
    let n = ints.map { $0! }
    func sum(_ a: Int, _ b: Int) throws -> Int {
      let (x, overflow) = a.addingReportingOverflow(b)
      guard !overflow else { throw Fault("arithmetic overflow") }
      return x
    }
    switch s {
    case .index? where labels(names, "after"): return .int(try sum(n[0], 1))
    case .index? where labels(names, "before"): return .int(try sum(n[0], -1))
    case .index? where labels(names, "_", "offsetBy"): return .int(try sum(n[0], n[1]))
    case .index? where labels(names, "_", "offsetBy", "limitedBy"):
      let (i, k, limit) = (n[0], n[1], n[2])
      if k >= 0 ? (limit >= i && limit < i &+ k) : (limit <= i && limit > i &+ k) { return .null }
      return Value.some(.int(try sum(i, k)))
    case .distance? where labels(names, "from", "to"): return .int(n[1] &- n[0])
    default: return nil
    }
  }

  /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)` and
  /// `distance(from:to:)` with indices of a receiver `indexing` knows (by position, as the
  /// collection's own index methods move them).
  static func indexMethod(_ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    guard s == .index || s == .distance else { return nil }
    if let r = try intIndexMethod(recv, s, args, names) { return r }
    guard let x = indexing(recv) else { return nil }
    let (n, make) = (x.count, x.make)
    func position(_ v: Value) -> Int? { x.position(v) }
    /// Swift traps moving an index past the collection's ends.
    func moved(_ p: Int) throws -> Value {
      guard p >= 0, p <= n else { throw Fault("Index out of bounds") }
      return make(p, false)
    }
    switch s {
    case .index? where labels(names, "after"):
      guard let p = position(args[0]) else { return nil }
      return try moved(p + 1)
    case .index? where labels(names, "before"):
      guard let p = position(args[0]) else { return nil }
      return try moved(p - 1)
    case .index? where labels(names, "_", "offsetBy"):
      guard let p = position(args[0]), case .int(let k) = args[1] else { return nil }
      return try moved(p + k)
    case .index? where labels(names, "_", "offsetBy", "limitedBy"):
      guard let p = position(args[0]), case .int(let k) = args[1], let limit = position(args[2]) else {
        return nil
      }
      // nil when the limit lies between the index and its target (Swift's rule).
      if k >= 0 ? (limit >= p && limit < p + k) : (limit <= p && limit > p + k) { return .null }
      return Value.some(try moved(p + k))
    case .distance? where labels(names, "from", "to"):
      guard let a = position(args[0]), let b = position(args[1]) else { return nil }
      return .int(b - a)
    default: return nil
    }
  }
}
