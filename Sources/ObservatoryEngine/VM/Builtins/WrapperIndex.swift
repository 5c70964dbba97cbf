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
    case .string(let str): return .host(StringIndexValue(str.index(str.startIndex, offsetBy: p)))
    case .set, .dict: return .host(HashedIndexValue(p, of: recv))
    case .host(let w as SequenceWrapper):
      switch w.kind {
      case .slice(let start): return .int(start + p)
      case .keys(let d), .values(let d): return .host(HashedIndexValue(p, of: .dict(d)))
      case .utf8(let str): return .host(StringIndexValue(str.utf8.index(str.utf8.startIndex, offsetBy: p)))
      case .unicodeScalars(let str):
        return .host(StringIndexValue(str.unicodeScalars.index(str.unicodeScalars.startIndex, offsetBy: p)))
      default: break
      }
    default: break
    }
    guard SequenceWrapper.isIndexable(recv) else {
      throw Fault("value of type '\(valueTypeName(recv))' has no member '\(s)'")
    }
    return .host(WrapperIndexValue(p, of: recv, own: own))
  }
}

extension Builtins {
  /// `r[i]` with an index `firstIndex` gave: a reversed, enumerated or flattened collection's or
  /// a part's own, a dictionary view's `Dictionary.Index`, a string view's `String.Index`; nil
  /// for another subscript.
  static func indexSubscript(_ recv: Value, _ args: [Value]) throws -> Value? {
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
