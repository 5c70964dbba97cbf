/// Members a lesson adds to builtin types: `extension Int { var doubled: Int { self * 2 } }`,
/// `extension Collection { var second: Element? { ... } }`, `extension String: Describable {}`.
/// Each extended name has its own table; the VM looks members up in one merged table per kind of
/// builtin value, so a lookup is an array index, as for lesson types.
enum BuiltinExtensions {
  /// The kinds of builtin values the VM tells apart for extensions.
  enum Kind: Int, CaseIterable {
    case int, double, bool, string, array, dictionary, set, optional, range
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
    "Sequence": [.array, .dictionary, .set, .string, .range],
    "Collection": [.array, .dictionary, .set, .string, .range],
    "BidirectionalCollection": [.array, .string, .range], "RandomAccessCollection": [.array, .range],
    "MutableCollection": [.array], "RangeReplaceableCollection": [.array, .string],
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
        for s in ext.subscripts where table.subscriptFor(argc: s.argc) == nil { table.subscripts.append(s) }
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
}
