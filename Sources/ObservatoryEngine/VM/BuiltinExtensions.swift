/// Members a lesson adds to builtin types: `extension Int { var doubled: Int { self * 2 } }`,
/// `extension Collection { var second: Element? { ... } }`, `extension String: Describable {}`.
/// Each extended name has its own table; the VM looks members up in one merged table per kind of
/// builtin value, so a lookup is an array index, as for lesson types.
enum BuiltinExtensions {
  /// The kinds of builtin values the VM tells apart for extensions.
  enum Kind: Int, CaseIterable {
    case int, double, bool, string, array, dictionary, set, optional, range
    /// `ArraySlice` (`xs.prefix(2)`, `xs[1...]`): the collection protocols reach it, `Array` does not.
    case arraySlice
    /// The standard library's wrappers, by the protocols Swift's conformances give them: a
    /// `ReversedCollection` is a BidirectionalCollection; an `EnumeratedSequence` of a collection,
    /// a dictionary's `Keys` and `Values`, a `Slice` and `DefaultIndices` are Collections; a zip, a
    /// stride, a `joined()` and the sequences `prefix`/`dropFirst`/`drop(while:)` make of them are
    /// Sequences (`Language/collection-extensions-on-wrappers`).
    case bidirectionalWrapper, collectionWrapper, sequenceWrapper
    /// `Observations`, `AsyncStream` and the async sequences their operators make.
    case asyncSequence
  }

  /// The builtin names a lesson may extend, and the values each reaches. Protocols of the
  /// standard library reach every builtin type that conforms to them.
  static let reach: [String: [Kind]] = [
    "Int": [.int], "Double": [.double], "Float": [.double], "Bool": [.bool], "String": [.string],
    "Character": [.string], "Substring": [.string], "StringProtocol": [.string],
    "Array": [.array], "Dictionary": [.dictionary], "Set": [.set], "Optional": [.optional],
    "Range": [.range], "ClosedRange": [.range],
    "Sequence": [
      .array, .dictionary, .set, .string, .range, .arraySlice, .bidirectionalWrapper, .collectionWrapper,
      .sequenceWrapper,
    ],
    "Collection": [.array, .dictionary, .set, .string, .range, .arraySlice, .bidirectionalWrapper, .collectionWrapper],
    "BidirectionalCollection": [.array, .string, .range, .arraySlice, .bidirectionalWrapper],
    "RandomAccessCollection": [.array, .range, .arraySlice],
    "MutableCollection": [.array, .arraySlice], "RangeReplaceableCollection": [.array, .string, .arraySlice],
    "Numeric": [.int, .double], "AdditiveArithmetic": [.int, .double], "SignedNumeric": [.int, .double],
    "BinaryInteger": [.int], "SignedInteger": [.int], "FixedWidthInteger": [.int],
    "FloatingPoint": [.double], "BinaryFloatingPoint": [.double],
    "Comparable": [.int, .double, .string], "Equatable": [.int, .double, .bool, .string],
    "Hashable": [.int, .double, .bool, .string],
    "AsyncSequence": [.asyncSequence],
  ]

  static func kinds(of name: String) -> [Kind]? { reach[name] }

  static let extendable = "Int, Double, Bool, String, Array, Dictionary, Set, Optional, Range and their protocols"

  /// The kind of a builtin value, or nil for lesson values and runtime objects.
  static func kind(of v: Value) -> Kind? {
    switch v {
    case .int: return .int
    case .double: return .double
    case .bool: return .bool
    case .string: return .string
    case .array: return .array
    case .dict: return .dictionary
    case .set: return .set
    case .null, .some: return .optional
    case .range: return .range
    case .host(let w as SequenceWrapper):
      switch w.kind {
      case .slice: return .arraySlice
      case .reversed: return .bidirectionalWrapper
      case .enumerated(let base):
        return kind(of: base) == nil || kind(of: base) == .sequenceWrapper ? .sequenceWrapper : .collectionWrapper
      case .keys, .values, .part, .indices: return .collectionWrapper
      case .zip, .flatten, .stride, .prefixSequence, .dropFirstSequence, .dropWhileSequence: return .sequenceWrapper
      case .utf8, .unicodeScalars: return nil
      }
    case .host(is ObservationsValue), .host(is AsyncStreamValue), .host(is AsyncOperatorSequence): return .asyncSequence
    default: return nil
    }
  }
}

extension Program {
  /// The table of members the lesson adds to the builtin name `name`.
  func builtinExtension(_ name: String) -> NominalType {
    if let t = builtinExtensions[name] { return t }
    let t = StructType(name: name)
    builtinExtensions[name] = t
    return t
  }

  /// Rebuilds the per-kind tables from every extension declared so far.
  func refreshBuiltinExtensions() {
    var tables: [NominalType?] = Array(repeating: nil, count: BuiltinExtensions.Kind.allCases.count)
    for name in builtinExtensions.keys.sorted() {
      guard let ext = builtinExtensions[name], let kinds = BuiltinExtensions.kinds(of: name) else { continue }
      for k in kinds {
        let table = tables[k.rawValue] ?? StructType(name: name)
        tables[k.rawValue] = table
        for (sym, m) in ext.members where table.members[sym] == nil { table.members[sym] = m }
        for (sym, m) in ext.staticMembers where table.staticMembers[sym] == nil { table.staticMembers[sym] = m }
        table.conformances.formUnion(ext.conformances)
        // A labeled one (`subscript(safe:)`) is called as a method, only where its labels are written.
        // Several with other index types are chosen by the index (`s[2]`, `s[1..<3]`).
        for s in ext.subscripts where s.labels.allSatisfy({ $0 == nil }) {
          let declared = s.getter.declaredTypes
          if table.subscripts.contains(where: { $0.argc == s.argc && $0.getter.declaredTypes == declared }) { continue }
          table.subscripts.append(s)
        }
      }
    }
    // Empty when the lesson extends no builtin type, so that fast paths can ask cheaply.
    valueExtensions = tables.contains { $0 != nil } ? tables : []
  }

  /// The lesson's extension members for a builtin value, if it has any.
  @inline(__always)
  func extensionTable(for v: Value) -> NominalType? {
    guard !valueExtensions.isEmpty, let k = BuiltinExtensions.kind(of: v) else { return nil }
    return valueExtensions[k.rawValue]
  }

  /// The member `sym` the lesson's extension gives a builtin value, unless the standard library's
  /// member of that name is the one Swift picks: `"abc".count` beside the lesson's
  /// `func count(of:)` (a property, where no call is written: `call` nil), or a call the lesson's
  /// method cannot take (`xs.first(where: p)` beside `func first(_ n: Int)`; `sorted { ... }`
  /// or `sorted(by: >)` beside `func sorted(by keyPath: KeyPath<...>, ascending: Bool = true)`).
  /// `call` gives the call's labels and arguments (asked for only where a name is both).
  func extensionMember(for v: Value, _ sym: Int, call: (() -> (labels: [Int?], args: [Value]))?) -> MemberRef? {
    guard let t = extensionTable(for: v), let m = t.member(sym) else { return nil }
    guard case .method(let p) = m, let standard = Catalog.members[symbolName(sym)] else { return m }
    guard let call else { return standard.contains { $0.labels == nil } ? nil : m }
    let (labels, args) = call()
    return takes(p, labels.map { $0.map(symbolName) }, args) ? m : nil
  }

  /// Whether a call with these labels and arguments fits `p`'s parameters: each argument its
  /// parameter's label (an unlabeled closure, trailing, any), parameters left out have defaults,
  /// and a closure goes only where a function is declared.
  private func takes(_ p: FunctionProto, _ written: [String?], _ args: [Value]) -> Bool {
    if p.hasVariadic { return true }
    var k = 0
    for (label, arg) in zip(written, args) {
      let isFunction: Bool
      switch arg {
      case .closure, .native, .boundMethod: isFunction = true
      default: isFunction = false
      }
      func fits(_ i: Int) -> Bool { p.paramLabelNames[i] == label || (label == nil && isFunction) }
      while k < p.paramLabelNames.count, !fits(k), p.paramHasDefault[k] { k += 1 }
      guard k < p.paramLabelNames.count, fits(k) else { return false }
      if isFunction, let type = p.paramTypes[k], !type.mayHoldFunction { return false }
      k += 1
    }
    return p.paramHasDefault[min(k, p.paramHasDefault.count)...].allSatisfy { $0 }
  }
}

extension TypeExpr {
  /// Whether a value of this declared type may be a closure: a function type, or a type that is
  /// not one of the standard concrete types (a generic parameter, `Any`).
  var mayHoldFunction: Bool {
    switch self {
    case .function: return true
    case .optional(let t): return t.mayHoldFunction
    case .array, .dictionary, .tuple: return false
    case .named(let n, _):
      return ![
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "Int", "Double", "String",
        "Bool", "Character", "Array", "Dictionary", "Set",
      ].contains(n)
    default: return true
    }
  }
}
