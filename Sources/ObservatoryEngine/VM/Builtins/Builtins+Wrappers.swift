/// The standard library's wrapper sequences that lessons meet: `ArraySlice` (`a.dropFirst()`,
/// `a[1...]`), `ReversedCollection` (`a.reversed()`), `EnumeratedSequence`, `Zip2Sequence`,
/// `FlattenSequence` (`[[1], [2]].joined()`), `StrideTo`/`StrideThrough`, `Dictionary.Keys` and
/// `Dictionary.Values`. They hold their elements (every sequence method reads `elements`) and
/// what Swift prints for them: each prints as a struct with its generic type, e.g.
/// `ReversedCollection<Array<Int>>(_base: [1, 2, 3])` (verified against Swift 6.3.1).
final class SequenceWrapper: HostObject {
  enum Kind {
    /// `ArraySlice`: keeps its base's indices, so `a.dropFirst()[0]` is out of range as in Swift.
    case slice(start: Int)
    case reversed(Value)
    case enumerated(Value)
    case zip(Value, Value)
    case flatten(Value)
    /// Its arguments too, which the iterator of a `drop(while:)` of it prints.
    case stride(through: Bool, bounds: StrideBounds)
    /// `d.keys`: the dictionary too, so `keys.contains(k)` is a lookup, not a walk.
    case keys(DictStorage)
    /// `d.values`: the dictionary too, whose key type names the values' type.
    case values(DictStorage)
    /// `s.utf8` (elements: the bytes) and `s.unicodeScalars`: print as the string itself.
    case utf8(String)
    case unicodeScalars(String)
    /// A part of a collection wrapper, a set, a dictionary, a closed range or a string view
    /// (`a.reversed().prefix(2)`): its base's elements `range`, Swift's `Slice` of the collection
    /// (`Substring.UTF8View` of `s.utf8`), printed with the base's indices (`indexText`).
    case part(of: Value, range: Range<Int>, ends: PartEnds)
    /// `prefix(n)` and `dropFirst(n)` of a sequence that is not a collection (a zip, a stride):
    /// Swift's `PrefixSequence` and `DropFirstSequence`, which keep the base and the count.
    case prefixSequence(Value, maxLength: Int)
    case dropFirstSequence(Value, limit: Int)
    /// `drop(while:)` of such a sequence: Swift's `DropWhileSequence`, which keeps the base's
    /// iterator after the `dropped` elements and the one after them (`SequenceIterator.swift`).
    case dropWhileSequence(Value, dropped: Int)
    /// `c.indices` of a collection whose Index is not an Int: Swift's `DefaultIndices` of it
    /// (elements: its indices), printed with the bounds of its base's indices.
    case indices(of: Value)
  }
  /// `stride(from:to:by:)`'s three arguments, Int or Double.
  enum StrideBounds {
    case int(Int, Int, Int)
    case double(Double, Double, Double)
    var isDouble: Bool { if case .double = self { true } else { false } }
  }
  /// Whether a part's start and end are its base's own `startIndex` and `endIndex`, or indices
  /// computed from them (`index(_:offsetBy:)`): a String index prints which (`0[any]`, `0[utf8]`).
  struct PartEnds {
    var startIsStartIndex: Bool
    var endIsEndIndex: Bool
  }
  let kind: Kind
  let elements: [Value]
  /// The type the compiler knows for it (`Compiler+WrapperTypes.swift`), for when its elements
  /// cannot name it (an empty base).
  var staticType: (plain: String, qualified: String)?
  /// A `DropWhileSequence`'s: how the Strings its iterator walks were made (`StringStorage`),
  /// stamped by the compiler.
  var stringStorage: StringStorage? = nil
  init(_ kind: Kind, _ elements: [Value]) {
    self.kind = kind
    self.elements = elements
  }

  var isReversed: Bool { if case .reversed = kind { true } else { false } }

  override var typeName: String {
    switch kind {
    case .slice: return "ArraySlice"
    case .reversed: return "ReversedCollection"
    case .enumerated: return "EnumeratedSequence"
    case .zip: return "Zip2Sequence"
    case .flatten: return "FlattenSequence"
    case .stride(let through, _): return through ? "StrideThrough" : "StrideTo"
    case .keys: return "Dictionary.Keys"
    case .values: return "Dictionary.Values"
    case .utf8: return "String.UTF8View"
    case .unicodeScalars: return "String.UnicodeScalarView"
    case .part(let base, _, _): return "part of a \(valueTypeName(base))"
    case .prefixSequence: return "PrefixSequence"
    case .dropFirstSequence: return "DropFirstSequence"
    case .dropWhileSequence: return "DropWhileSequence"
    case .indices: return "DefaultIndices"
    }
  }

  /// Equal as `==` on two slices (or a slice and an array literal) is: element by element.
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? SequenceWrapper else { return false }
    return elements.count == o.elements.count && zip(elements, o.elements).allSatisfy { structurallyEqual($0, $1) }
  }

  /// What `print` writes (`debug == false`) or a collection around it.
  func text(_ debug: Bool, _ vm: VM?, _ describe: (Value, Bool) throws -> String) throws -> String {
    func generic(_ name: String, _ bases: [Value]) throws -> String {
      do {
        let args = try bases.map { try swiftTypeName($0, qualified: debug) }.joined(separator: ", ")
        return (debug ? "Swift." : "") + name + "<" + args + ">"
      } catch {
        guard let s = staticType else { throw error }
        return debug ? s.qualified : s.plain
      }
    }
    switch kind {
    case .part(let base, let range, let ends):
      guard let start = try SequenceWrapper.indexText(base, range.lowerBound, ends.startIsStartIndex, vm),
        let end = try SequenceWrapper.indexText(base, range.upperBound, ends.endIsEndIndex, vm)
      else { throw unprintablePart() }
      let fields = "(_startIndex: " + start + ", _endIndex: " + end + ", _base: " + (try describe(base, true)) + ")"
      // `s.utf8.prefix(2)` is a `Substring.UTF8View` around a Slice of the string's view.
      if SequenceWrapper.isStringView(base) {
        return try swiftType(qualified: debug) + "(_slice: Swift.Slice<" + swiftTypeName(base, qualified: true) + ">"
          + fields + ")"
      }
      return (debug ? "Swift." : "") + "Slice<" + (try swiftTypeName(base, qualified: debug)) + ">" + fields
    case .prefixSequence(let base, let n):
      return try generic("PrefixSequence", [base]) + "(_base: " + describe(base, true) + ", _maxLength: \(n))"
    case .dropFirstSequence(let base, let n):
      return try generic("DropFirstSequence", [base]) + "(_base: " + describe(base, true) + ", _limit: \(n))"
    case .dropWhileSequence(let base, let dropped):
      guard
        let iterator = try SequenceWrapper.iteratorText(
          base, calls: dropped + 1, vm, storage: stringStorage, describe)
      else {
        throw unprintablePart()
      }
      let next = elements.first.map { Value.some($0) } ?? .null
      return try generic("DropWhileSequence", [base]) + "(_iterator: " + iterator + ", _nextElement: "
        + describe(next, true) + ")"
    case .indices(let c):
      // Of a part, its base's indices between the part's bounds (Swift's `Slice.Indices`).
      var (base, range, ends) = (c, 0..<elements.count, PartEnds(startIsStartIndex: true, endIsEndIndex: true))
      if case .host(let w as SequenceWrapper) = c, case .part(let b, let r, let e) = w.kind {
        (base, range, ends) = (b, r, e)
      }
      guard let start = try SequenceWrapper.indexText(base, range.lowerBound, ends.startIsStartIndex, vm),
        let end = try SequenceWrapper.indexText(base, range.upperBound, ends.endIsEndIndex, vm)
      else { throw unprintablePart() }
      return try generic("DefaultIndices", [base]) + "(_elements: " + describe(base, true) + ", _startIndex: " + start
        + ", _endIndex: " + end + ")"
    case .utf8(let s): return debug ? "UTF8View(" + debugQuoted(s) + ")" : s
    case .unicodeScalars(let s): return debug ? "StringUnicodeScalarView(" + debugQuoted(s) + ")" : s
    default: break
    }
    let list = "[" + (try elements.map { try describe($0, true) }.joined(separator: ", ")) + "]"
    switch kind {
    case .utf8, .unicodeScalars, .part, .prefixSequence, .dropFirstSequence, .dropWhileSequence, .indices: return list
    case .slice: return debug ? "ArraySlice(" + list + ")" : list
    case .keys: return debug ? "Dictionary.Keys(" + list + ")" : list
    case .values: return debug ? "Dictionary.Values(" + list + ")" : list
    case .reversed(let b): return try generic("ReversedCollection", [b]) + "(_base: " + describe(b, true) + ")"
    case .enumerated(let b): return try generic("EnumeratedSequence", [b]) + "(_base: " + describe(b, true) + ")"
    case .flatten(let b): return try generic("FlattenSequence", [b]) + "(_base: " + describe(b, true) + ")"
    case .zip(let a, let b):
      return try generic("Zip2Sequence", [a, b]) + "(_sequence1: " + describe(a, true) + ", _sequence2: "
        + describe(b, true) + ")"
    // Swift writes these with their module even in `print`.
    case .stride(let through, let bounds):
      return "Swift.Stride" + (through ? "Through" : "To") + "<Swift." + (bounds.isDouble ? "Double" : "Int") + ">"
    }
  }

  /// A part of `base`'s elements `range` (`prefix`, `suffix`, `dropFirst`, `dropLast`): a part of
  /// a collection's part is a part of that collection, as Swift's `Slice` of a `Slice` is.
  static func part(of base: Value, _ range: Range<Int>, _ ends: PartEnds, _ elements: [Value]) -> SequenceWrapper {
    if case .host(let w as SequenceWrapper) = base, case .part(let inner, let r, let innerEnds) = w.kind {
      let shifted = (r.lowerBound + range.lowerBound)..<(r.lowerBound + range.upperBound)
      // The part's own startIndex is the inner part's start, whatever that was.
      let kept = PartEnds(
        startIsStartIndex: ends.startIsStartIndex && innerEnds.startIsStartIndex,
        endIsEndIndex: ends.endIsEndIndex && innerEnds.endIsEndIndex)
      return SequenceWrapper(.part(of: inner, range: shifted, ends: kept), elements)
    }
    return SequenceWrapper(.part(of: base, range: range, ends: ends), elements)
  }

  /// `s.utf8`, `s.unicodeScalars`: collections whose part is a Substring view.
  static func isStringView(_ v: Value) -> Bool {
    guard case .host(let w as SequenceWrapper) = v else { return false }
    switch w.kind {
    case .utf8, .unicodeScalars: return true
    default: return false
    }
  }

  /// Whether a part of `v` is Swift's `Slice` of it: `v` is a collection whose `SubSequence` is
  /// `Slice<Self>` (a zip or a stride is only a sequence; a string view has its own). An
  /// enumerated or flattened sequence is a collection when what it wraps is (Swift 6.3.1).
  static func isCollection(_ v: Value) -> Bool {
    switch v {
    case .range(let r): return r.closed && !r.fromStart && !r.toEnd
    case .set, .dict: return true
    case .host(let w as SequenceWrapper):
      switch w.kind {
      case .reversed, .keys, .values, .indices: return true
      case .part(let base, _, _): return isCollection(base) || isStringView(base)
      case .enumerated(let base): return isIndexable(base)
      case .flatten(let base):
        guard isIndexable(base), let inner = try? Builtins.elements(base) else { return false }
        return inner.allSatisfy(isIndexable)
      default: return false
      }
    default: return false
    }
  }

  /// Whether `v` is a collection whose indices `indexText` can write.
  static func isIndexable(_ v: Value) -> Bool {
    switch v {
    case .array, .string, .set, .dict: return true
    case .range(let r): return !r.fromStart && !r.toEnd
    case .host(let w as SequenceWrapper):
      if case .slice = w.kind { return true }
      return isStringView(v) || isCollection(v)
    default: return false
    }
  }

  /// How Swift prints `base`'s index before its element `p` (`p == count`: its `endIndex`), as a
  /// part's `_startIndex`/`_endIndex` or inside another index (verified against Swift 6.3.1):
  /// an array's or a range's Int, a closed range's `Index.inRange(3)`/`Index.pastEnd`, a String's
  /// UTF-8 offset (`0[any]` for its own `startIndex`, `3[utf8]` for one computed from it), a Set's
  /// or a Dictionary's hash-table index (`HashedIndexValue`), and the wrappers' indices around
  /// their base's (`ReversedCollection<...>.Index(base: 4)`, `Index(base: 1, _offset: 1)`,
  /// `Index(_outer: 1, _inner: Optional(0))`). `own`: the index is the collection's own
  /// `startIndex`/`endIndex`, not computed. nil for a base whose indices it does not know.
  static func indexText(_ base: Value, _ p: Int, _ own: Bool, _ vm: VM?) throws -> String? {
    let ext = "(extension in Swift):"
    func stringIndex(_ utf8Offset: Int) -> String { own && p == 0 ? "0[any]" : "\(utf8Offset)[utf8]" }
    switch base {
    case .array: return "\(p)"
    case .range(let r) where !r.fromStart && !r.toEnd:
      guard r.closed else { return "\(r.lower + p)" }
      return ext + (try swiftTypeName(base, qualified: true)) + ".Index."
        + (p < r.count ? "inRange(\(r.lower + p))" : "pastEnd")
    case .string(let s): return stringIndex(s.prefix(p).utf8.count)
    case .set, .dict:
      HashedIndexValue.noteOnce(vm)
      return try HashedIndexValue.text(base, p, qualified: true)
    case .host(let w as SequenceWrapper):
      let n = w.elements.count
      switch w.kind {
      case .slice(let start): return "\(start + p)"
      case .utf8: return stringIndex(p)
      case .unicodeScalars(let s): return stringIndex(s.unicodeScalars.prefix(p).reduce(0) { $0 + $1.utf8.count })
      case .keys(let d), .values(let d): return try indexText(.dict(d), p, own, vm)
      // `DefaultIndices`' indices are its collection's.
      case .indices(let c): return try indexText(c, p, own, vm)
      case .part(let inner, let r, let ends):
        // Its own startIndex and endIndex are the bounds it was made with.
        let kept = own && (p == 0 ? ends.startIsStartIndex : p == n && ends.endIsEndIndex)
        return try indexText(inner, r.lowerBound + p, kept, vm)
      case .reversed(let inner):
        guard let b = try indexText(inner, n - p, own, vm) else { return nil }
        return (try swiftTypeName(base, qualified: true)) + ".Index(base: " + b + ")"
      case .enumerated(let inner):
        guard let b = try indexText(inner, p, own, vm) else { return nil }
        // Its own endIndex has offset 0 (Swift 6.3.1 compares these indices by their base only).
        let offset = own && p == n ? 0 : p
        return ext + (try swiftTypeName(base, qualified: true)) + ".Index(base: " + b + ", _offset: \(offset))"
      case .flatten(let outer):
        // The outer index of the inner collection holding element `p`, and its inner index.
        let inner = try Builtins.elements(outer)
        var rest = p
        var k = 0
        while k < inner.count {
          let c = try Builtins.elements(inner[k]).count
          if rest < c { break }
          rest -= c
          k += 1
        }
        guard let o = try indexText(outer, k, own, vm) else { return nil }
        var i = "nil"
        if k < inner.count {
          guard let t = try indexText(inner[k], rest, own, vm) else { return nil }
          i = "Optional(" + t + ")"
        }
        return ext + (try swiftTypeName(base, qualified: true)) + ".Index(_outer: " + o + ", _inner: " + i + ")"
      default: return nil
      }
    default: return nil
    }
  }

  func unprintablePart() -> Fault { SequenceWrapper.unprintable(typeName) }

  /// Unreachable: the compiler stamps how the Strings an iterator walks were made, or refuses
  /// the lesson when it loads (`Compiler+StringIterators.swift`); every other part prints.
  static func unprintable(_ typeName: String) -> Fault {
    Fault("internal error: no text for \(typeName)")
  }

  /// The type's name as `type(of:)` prints it.
  func swiftType(qualified: Bool) throws -> String {
    do { return try computedSwiftType(qualified: qualified) } catch {
      guard let s = staticType else { throw error }
      return qualified ? s.qualified : s.plain
    }
  }

  private func computedSwiftType(qualified: Bool) throws -> String {
    let q = qualified ? "Swift." : ""
    switch kind {
    case .prefixSequence(let b, _): return q + "PrefixSequence<" + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .dropFirstSequence(let b, _):
      return q + "DropFirstSequence<" + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .dropWhileSequence(let b, _):
      return q + "DropWhileSequence<" + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .indices(let c):
      var base = c
      if case .host(let w as SequenceWrapper) = c, case .part(let b, _, _) = w.kind { base = b }
      return q + "DefaultIndices<" + (try swiftTypeName(base, qualified: qualified)) + ">"
    case .part(let base, _, _):
      if SequenceWrapper.isCollection(base) {
        return q + "Slice<" + (try swiftTypeName(base, qualified: qualified)) + ">"
      }
      guard case .host(let w as SequenceWrapper) = base else { throw unprintablePart() }
      switch w.kind {
      // Swift's `String.UTF8View.SubSequence` (verified against Swift 6.3.1).
      case .utf8: return (qualified ? "Swift.Substring." : "") + "UTF8View"
      case .unicodeScalars: return (qualified ? "Swift.Substring." : "") + "UnicodeScalarView"
      default: throw unprintablePart()  // a `PrefixSequence`, `DropFirstSequence` or an array
      }
    case .slice: return q + "ArraySlice<" + (try elementTypeName(elements, qualified: qualified)) + ">"
    // A nested type prints by its own name, and in full inside a collection (verified against
    // Swift 6.3.1: `Keys`, `[Swift.Dictionary<Swift.String, Swift.Int>.Keys]`).
    case .keys(let d), .values(let d):
      let name = if case .keys = kind { "Keys" } else { "Values" }
      guard qualified else { return name }
      return "Swift.Dictionary<" + (try elementTypeName(d.keys, qualified: true)) + ", "
        + (try elementTypeName(d.values, qualified: true)) + ">." + name
    case .utf8: return (qualified ? "Swift.String." : "") + "UTF8View"
    case .unicodeScalars: return (qualified ? "Swift.String." : "") + "UnicodeScalarView"
    case .reversed(let b): return q + "ReversedCollection<" + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .enumerated(let b): return q + "EnumeratedSequence<" + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .flatten(let b): return q + "FlattenSequence<" + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .zip(let a, let b):
      return q + "Zip2Sequence<" + (try swiftTypeName(a, qualified: qualified)) + ", "
        + (try swiftTypeName(b, qualified: qualified)) + ">"
    case .stride(let through, let bounds):
      return q + "Stride" + (through ? "Through" : "To") + "<" + q + (bounds.isDouble ? "Double" : "Int") + ">"
    }
  }
}

/// A value's type as Swift writes it (`Array<Int>`, `Optional<String>`, `main.Point` when
/// `qualified`). Where a value does not tell (an empty array's elements, `nil`, a closure), the
/// playground says so rather than guess.
package func swiftTypeName(_ v: Value, qualified: Bool, depth: Int = 0) throws -> String {
  guard depth < 50 else { throw Fault("this value's type is nested too deeply to name") }
  let q = qualified ? "Swift." : ""
  switch v {
  // `()` has no module: `Box<()>`, `[main.Box<()>]` (verified against Swift 6.3.1).
  case .void: return "()"
  case .int: return q + "Int"
  case .double: return q + "Double"
  case .bool: return q + "Bool"
  // A Character is a one-character string at run time; a string literal is a String, which the
  // name follows (`type(of: Character("a"))` prints `String` here: see the README's known limits).
  case .string: return q + "String"
  case .some(let x): return q + "Optional<" + (try swiftTypeName(x, qualified: qualified, depth: depth + 1)) + ">"
  case .array(let xs): return q + "Array<" + (try elementTypeName(xs, qualified: qualified, depth: depth)) + ">"
  case .set(let s): return q + "Set<" + (try elementTypeName(s.members, qualified: qualified, depth: depth)) + ">"
  case .dict(let d):
    return q + "Dictionary<" + (try elementTypeName(d.keys, qualified: qualified, depth: depth)) + ", "
      + (try elementTypeName(d.values, qualified: qualified, depth: depth)) + ">"
  case .range(let r): return q + r.typeName(qualified: qualified)
  case .tuple(let xs, let labels):
    var parts: [String] = []
    for (i, x) in xs.enumerated() {
      parts.append(tupleLabel(labels, i) + (try swiftTypeName(x, qualified: qualified, depth: depth + 1)))
    }
    return "(" + parts.joined(separator: ", ") + ")"
  case .structValue(let s):
    return (qualified ? s.type.qualifiedPath : s.type.name)
      + (try structGenericArguments(s, qualified: qualified, depth: depth))
  case .enumValue(let e):
    return (qualified ? e.type.qualifiedPath : e.type.name)
      + (try enumGenericArguments(e, qualified: qualified, depth: depth))
  case .object(let o):
    return (qualified ? o.cls.qualifiedPath : o.cls.name)
      + (try objectGenericArguments(o, qualified: qualified, depth: depth))
  // A metatype (`Int.self`): `Int.Type`, `main.Point.Type` in a collection; a protocol's is
  // `Named.Protocol` (verified against Swift 6.3.1).
  case .type(let t as TypeNameValue): return (qualified ? t.qualifiedName : t.name) + ".Type"
  case .type(let t as ProtocolInfo): return (qualified ? t.qualifiedPath : t.name) + ".Protocol"
  case .type(let t as NominalType):
    guard t.genericParams.isEmpty else { throw unknownTypeArguments(t) }
    return (qualified ? t.qualifiedPath : t.name) + ".Type"
  case .type(let t as BuiltinType) where t.arguments.isEmpty && Compiler.standardTypeNames.contains(t.name):
    return q + t.name + ".Type"
  case .host(let w as SequenceWrapper): return try w.swiftType(qualified: qualified)
  case .host(let i as WrapperIndexValue): return try i.swiftType(qualified: qualified)
  // A nested `Index` prints by its own name (`Swift.Set<Swift.Int>.Index` in a collection).
  case .host(let i as HashedIndexValue):
    return qualified ? try swiftTypeName(i.collection, qualified: true, depth: depth + 1) + ".Index" : "Index"
  case .host(is StringIndexValue): return qualified ? "Swift.String.Index" : "Index"
  case .host(let it as IteratorBox) where try it.swiftType(qualified: qualified) != nil:
    return try it.swiftType(qualified: qualified)!
  case .host(let r as DoubleRangeValue):
    return q + r.typeName.replacingOccurrences(of: "<Double>", with: "<" + q + "Double>")
  case .host(is CancellationErrorValue): return q + "CancellationError"
  case .host(is SubstringValue), .host(is SubstringSlice): return q + "Substring"
  case .host(let t as TaskHandle) where t.types != nil: return qualified ? t.types!.qualified : t.types!.plain
  case .host(let k as KeyPathValue) where k.types != nil: return qualified ? k.types!.qualified : k.types!.plain
  case .host(let u as UnfoldSequenceValue): return try u.start.sequenceType(qualified: qualified)
  case .host(let n as NativeValue) where try streamTypeName(n, qualified: qualified) != nil:
    return try streamTypeName(n, qualified: qualified)!
  case .host(let n as NativeValue):
    return qualified && foundationValueTypes.contains(n.typeName) ? "FoundationEssentials." + n.typeName : n.typeName
  default:
    throw Fault("the playground cannot name the type of a value of type '\(valueTypeName(v))'", kind: .unsupported)
  }
}

/// Foundation's value types, which live in FoundationEssentials on Linux (verified against Swift 6.3.1).
let foundationValueTypes: Set<String> = ["Date", "UUID", "Decimal", "Data", "URL"]

/// `<Int, String>` after a generic lesson type's name: each generic parameter is inferred from the
/// first stored property (or associated value) declared with it (as `T`, `T?`, `[T]`, `Set<T>` or
/// in `[K: V]`) whose value
/// shows it. One no value shows (an empty `[T]`, a nil `T?`) cannot be known here: an error rather
/// than a type written without it (verified against Swift 6.3.1).
func genericArguments(
  _ t: NominalType, _ fields: [FieldInfo], _ values: [Value], qualified: Bool, depth: Int
) throws -> String {
  try genericArguments(t, fields.map(\.declaredType), values, qualified: qualified, depth: depth)
}

func genericArguments(
  _ t: NominalType, _ declared: [TypeExpr?], _ values: [Value], qualified: Bool, depth: Int
) throws -> String {
  guard !t.genericParams.isEmpty else { return "" }
  func infer(_ param: String, _ declared: TypeExpr, _ v: Value) throws -> String? {
    switch (declared, v.weakDereferenced) {
    case (.named(let n, let args), let x) where n == param && args.isEmpty:
      return try swiftTypeName(x, qualified: qualified, depth: depth + 1)
    case (.optional(let w), .some(let x)): return try infer(param, w, x)
    case (.named("Optional", let ws), .some(let x)) where ws.count == 1: return try infer(param, ws[0], x)
    case (.array(let w), .array(let xs)) where !xs.isEmpty: return try infer(param, w, xs[0])
    case (.named("Array", let ws), .array(let xs)) where ws.count == 1 && !xs.isEmpty:
      return try infer(param, ws[0], xs[0])
    case (.dictionary(let kd, let vd), .dict(let d)) where !d.keys.isEmpty:
      return try infer(param, kd, d.keys[0]) ?? infer(param, vd, d.values[0])
    case (.named("Set", let ws), .set(let xs)) where ws.count == 1 && !xs.members.isEmpty:
      return try infer(param, ws[0], xs.members[0])
    default: return nil
    }
  }
  var names: [String] = []
  for p in t.genericParams {
    var found: String? = nil
    for (d, v) in zip(declared, values) {
      guard let d, let n = try infer(p, d, v) else { continue }
      found = n
      break
    }
    guard let found else { throw unknownTypeArguments(t, p) }
    names.append(found)
  }
  return "<" + names.joined(separator: ", ") + ">"
}

/// A generic type whose arguments the playground cannot tell (a value that does not show them):
/// an error rather than a type written without them.
func unknownTypeArguments(_ t: NominalType, _ parameter: String? = nil) -> Fault {
  Fault(
    "the playground cannot tell \(t.name)'s type argument \(parameter ?? t.genericParams[0]) from its values, so it cannot write its type",
    kind: .unsupported)
}

/// A generic value's type arguments as the code that made it wrote them (`<Task2>`,
/// `<main.Task2>` for `Store<Task2>()`): no value of it need show them.
final class TypeArguments {
  let plain: String
  let qualified: String
  /// The arguments as types, once a method of the value uses one as a value
  /// (`Compiler+TypeParameters.swift`).
  var types: [Value?]?
  /// Which arguments are Optionals (`Stack<String?>`): a method's argument of that parameter's
  /// type arrives wrapped (`GenericOptionals.wrapForOptionalTypeArgument`); empty when not known.
  var optional: [Bool] = []
  /// Which arguments are Optionals: `optional` where the compiler said, else read from the
  /// arguments' names (`<Optional<Int>, Error>`).
  lazy var optionalArguments: [Bool] = optional.isEmpty ? Self.optionals(in: plain) : optional
  init(plain: String, qualified: String) {
    self.plain = plain
    self.qualified = qualified
  }
}

extension TypeArguments {
  /// Whether each top-level argument of `<A, B<C, D>, E?>` is an Optional.
  static func optionals(in plain: String) -> [Bool] {
    guard plain.hasPrefix("<"), plain.hasSuffix(">") else { return [] }
    var out: [Bool] = []
    var depth = 0
    var current = ""
    for c in plain.dropFirst().dropLast() {
      switch c {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0:
        out.append(isOptional(current))
        current = ""
        continue
      default: break
      }
      current.append(c)
    }
    out.append(isOptional(current))
    return out
  }

  private static func isOptional(_ argument: String) -> Bool {
    let a = argument.trimmingCharacters(in: .whitespaces)
    return a.hasPrefix("Optional<") || a.hasPrefix("Swift.Optional<") || a.hasSuffix("?")
  }
}

/// An object's type arguments: those it was made with (`Store<Task2>()`), else from its values.
func objectGenericArguments(_ o: Instance, qualified: Bool, depth: Int) throws -> String {
  if let a = o.typeArguments { return qualified ? a.qualified : a.plain }
  return try genericArguments(o.cls, o.cls.fields, o.fields, qualified: qualified, depth: depth)
}

/// A struct's type arguments: those it was made with (`Page<Note>()`), else from its values.
func structGenericArguments(_ s: StructValue, qualified: Bool, depth: Int) throws -> String {
  if let a = s.typeArguments { return qualified ? a.qualified : a.plain }
  return try genericArguments(s.type, s.type.fields, s.fields, qualified: qualified, depth: depth)
}

/// An enum value's type arguments: those the code gave it (`Loadable<Int>.idle`), else from its
/// associated values.
func enumGenericArguments(_ e: EnumValue, qualified: Bool, depth: Int) throws -> String {
  if let a = e.typeArguments { return qualified ? a.qualified : a.plain }
  return try genericArguments(
    e.type, e.type.cases[e.caseIndex].payloadTypes, e.payload, qualified: qualified, depth: depth)
}

/// The element type of a collection, from its elements: the first one whose type can be named.
func elementTypeName(_ xs: [Value], qualified: Bool, depth: Int = 0) throws -> String {
  var firstError: Error? = nil
  for x in xs.prefix(8) {
    do { return try swiftTypeName(x, qualified: qualified, depth: depth + 1) } catch {
      firstError = firstError ?? error
    }
  }
  throw firstError
    ?? Fault(
      "the playground cannot tell the element type of an empty collection, so it cannot name its type",
      kind: .unsupported)
}

/// `type(of: x)` as a value: prints as Swift prints the type, `Array<Int>` (`Swift.Array<Swift.Int>`
/// inside a collection).
class TypeNameValue: TypeValue {
  let qualifiedName: String
  init(name: String, qualifiedName: String) {
    self.qualifiedName = qualifiedName
    super.init(name: name)
  }
}

extension Builtins {
  /// `type(of:)`: a lesson type is its own type value; a builtin type is named as Swift names it.
  static func typeOf(_ vm: VM, _ v: Value) throws -> Value {
    switch v {
    case .structValue(let s) where s.type.genericParams.isEmpty: return .type(s.type)
    case .enumValue(let e) where e.type.genericParams.isEmpty: return .type(e.type)
    case .object(let o) where o.cls.genericParams.isEmpty: return .type(o.cls)
    default:
      // A builtin type, or a generic lesson type with its type arguments (`Box<String>`).
      return .type(
        TypeNameValue(
          name: try swiftTypeName(v, qualified: false), qualifiedName: try swiftTypeName(v, qualified: true)))
    }
  }

  /// Properties of a wrapper: those of its elements as an array, with a slice's own indices.
  static func wrapperMember(_ w: SequenceWrapper, _ s: Sym?) -> Value? {
    if case .slice(let start) = w.kind {
      switch s {
      case .startIndex?: return .int(start)
      case .endIndex?: return .int(start + w.elements.count)
      case .indices?: return .range(RangeValue(start, start + w.elements.count, closed: false))
      default: break
      }
    }
    switch s {
    case .count?: return .int(w.elements.count)
    case .isEmpty?: return .bool(w.elements.isEmpty)
    case .first?: return Builtins.optional(w.elements.first)
    case .last?: return Builtins.optional(w.elements.last)
    default: return nil
    }
  }

  /// `slice[i]`, `slice[r]`: an `ArraySlice` keeps its base's indices (`a.dropFirst()[0]` is out of
  /// range, as in Swift). Other wrappers have no Int subscript in Swift.
  static func wrapperSubscript(_ vm: VM, _ w: SequenceWrapper, _ args: [Value]) throws -> Value {
    if let x = try indexSubscript(.host(w), args) { return x }
    guard case .slice(let start) = w.kind, args.count == 1 else {
      throw Fault("value of type '\(w.typeName)' has no subscript taking these arguments")
    }
    let end = start + w.elements.count
    switch args[0] {
    case .int(let i):
      guard i >= start && i < end else {
        throw Fault(
          "index out of range: index \(i), but this ArraySlice has indices \(start)..<\(end)",
          hint: "a slice keeps the indices of the array it came from; use Array(…) for indices from 0")
      }
      return w.elements[i - start]
    case .range(let r):
      // `slice[2...]`, `slice[..<4]`: a partial range runs to the slice's own end or from its start.
      let lower = r.fromStart ? start : r.lower
      guard let e = r.toEnd ? end : r.end, lower >= start, e <= end, lower <= e else {
        throw Fault("range \(describePlain(args[0])) is out of bounds for an ArraySlice with indices \(start)..<\(end)")
      }
      return .host(SequenceWrapper(.slice(start: lower), Array(w.elements[(lower - start)..<(e - start)])))
    default: throw Fault("an ArraySlice index must be an Int, not '\(valueTypeName(args[0]))'")
    }
  }

  /// `reversed()`: a `ReversedCollection` of an array, a string or a range (of a reversed
  /// collection: its base again, as in Swift); an array of anything else's elements.
  static func reversed(_ recv: Value) throws -> Value {
    switch recv {
    case .array, .string, .range:
      return .host(SequenceWrapper(.reversed(recv), try elements(recv).reversed()))
    case .host(let w as SequenceWrapper):
      switch w.kind {
      case .reversed(let base): return base
      // Bidirectional collections (verified against Swift 6.3.1: `a.enumerated().reversed()`).
      case .slice, .enumerated, .flatten, .utf8, .unicodeScalars:
        return .host(SequenceWrapper(.reversed(recv), w.elements.reversed()))
      // `a.reversed().prefix(2).reversed()`: a ReversedCollection of the Slice.
      case .part where SequenceWrapper.isCollection(recv):
        return .host(SequenceWrapper(.reversed(recv), w.elements.reversed()))
      default: return .array(w.elements.reversed())
      }
    default: return .array(try elements(recv).reversed())
    }
  }
}

/// A `Unicode.Scalar` (from `s.unicodeScalars`): prints as its character, and inside a
/// collection with non-ASCII scalars escaped (`"\u{00E9}"`), as Swift does.
final class ScalarValue: HostObject {
  let scalar: Unicode.Scalar
  init(_ scalar: Unicode.Scalar) { self.scalar = scalar }
  override var typeName: String { "Unicode.Scalar" }
  override var description: String { String(scalar) }
  var debugText: String { "\"" + scalar.escaped(asASCII: true) + "\"" }
  override func isEqual(to other: HostObject) -> Bool { (other as? ScalarValue)?.scalar == scalar }
}

extension Builtins {
  /// `s.utf8`, `s.unicodeScalars`.
  static func stringView(_ str: String, _ s: Sym?) -> Value? {
    switch s {
    case .utf8?: return .host(SequenceWrapper(.utf8(str), str.utf8.map { .int(Int($0)) }))
    case .unicodeScalars?:
      return .host(SequenceWrapper(.unicodeScalars(str), str.unicodeScalars.map { .host(ScalarValue($0)) }))
    default: return nil
    }
  }

  /// A scalar's properties.
  static func scalarMember(_ u: Unicode.Scalar, _ s: Sym?) -> Value? {
    switch s {
    case .value?: return .int(Int(u.value))
    case .isASCII?: return .bool(u.isASCII)
    default: return nil
    }
  }
}
