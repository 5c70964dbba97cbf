import Foundation

/// `String.Index` and ranges of them: `s.index(s.startIndex, offsetBy: 2)`, `s[i]`, `s[i..<j]`,
/// `s.firstIndex(of:)`, `s.range(of:)`. Each holds the host's own `String.Index`, so offsets,
/// rounding and printing (`2[utf8]`) are Swift's; every use is checked against the string's
/// bounds first, where Swift would trap. Verified against Swift 6.3.1 (`Tests/.../Stdlib/string-index`).
final class StringIndexValue: HostObject {
  let index: String.Index
  init(_ index: String.Index) { self.index = index }
  override var typeName: String { "String.Index" }
  override var description: String { String(describing: index) }
  override func isEqual(to other: HostObject) -> Bool { (other as? StringIndexValue)?.index == index }
}

/// `i..<j`, `i...j`, `i...`, `..<j` over string indices (`nil`: the string's own start or end).
final class StringRangeValue: HostObject {
  let lower: String.Index?
  let upper: String.Index?
  let closed: Bool
  init(_ lower: String.Index?, _ upper: String.Index?, closed: Bool) {
    self.lower = lower
    self.upper = upper
    self.closed = closed
  }
  override var typeName: String { "Range<String.Index>" }
  override var description: String {
    switch (lower, upper) {
    case (let l?, let u?): return closed ? String(describing: l...u) : String(describing: l..<u)
    case (let l?, nil): return String(describing: l...)
    case (nil, let u?): return closed ? String(describing: ...u) : String(describing: ..<u)
    default: return "..."
    }
  }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? StringRangeValue else { return false }
    return o.lower == lower && o.upper == upper && o.closed == closed
  }

  /// The range within `s` (a String or a Substring, whose indices are its base's), or Swift's trap
  /// as a lesson error.
  func bounds<S: StringProtocol>(in s: S) throws -> Range<String.Index> where S.Index == String.Index {
    let lo = lower ?? s.startIndex
    var hi = upper ?? s.endIndex
    guard lo >= s.startIndex, hi <= s.endIndex, lo <= hi else { throw Builtins.indexOutOfBounds() }
    if closed, upper != nil {
      guard hi < s.endIndex else { throw Builtins.indexOutOfBounds() }
      hi = s.index(after: hi)
    }
    return lo..<hi
  }
}

/// Foundation's `ComparisonResult` (`caseInsensitiveCompare`), equal to `.orderedSame` and friends.
final class ComparisonResultValue: HostObject {
  let result: ComparisonResult
  init(_ result: ComparisonResult) { self.result = result }
  override var typeName: String { "ComparisonResult" }
  override var description: String { String(describing: result) }
  var name: String {
    switch result {
    case .orderedAscending: return "orderedAscending"
    case .orderedSame: return "orderedSame"
    case .orderedDescending: return "orderedDescending"
    }
  }
  override func isEqual(to other: HostObject) -> Bool {
    if let m = other as? ImplicitMember { return m.args.isEmpty && m.name == name }
    return (other as? ComparisonResultValue)?.result == result
  }
}

extension Builtins {
  static func indexOutOfBounds() -> Fault { Fault("String index is out of bounds") }

  static func stringIndex(_ v: Value) throws -> String.Index {
    guard case .host(let i as StringIndexValue) = v else {
      throw Fault(
        "a String is indexed with a String.Index, not '\(valueTypeName(v))'",
        hint: "use s.index(s.startIndex, offsetBy: n), or Array(s)[n]")
    }
    return i.index
  }

  /// An index that must lie within `s` (`endIndex` allowed when `end`).
  static func checked<S: StringProtocol>(_ v: Value, in s: S, end: Bool) throws -> String.Index
  where S.Index == String.Index {
    let i = try stringIndex(v)
    guard i >= s.startIndex, end ? i <= s.endIndex : i < s.endIndex else { throw indexOutOfBounds() }
    return i
  }

  static func index(_ i: String.Index) -> Value { .host(StringIndexValue(i)) }

  /// `..<`, `...` between string indices (the VM asks before making an Int range).
  static func makeRange(_ a: Value, _ b: Value, closed: Bool) throws -> Value? {
    guard case .host(let x as StringIndexValue) = a, case .host(let y as StringIndexValue) = b else { return nil }
    guard x.index <= y.index else {
      throw Fault("cannot form a range of string indices whose upper bound is below its lower bound")
    }
    return .host(StringRangeValue(x.index, y.index, closed: closed))
  }

  /// `i...`, `..<j`, `...j` over string indices.
  static func makePartialRange(_ bound: Value, closed: Bool, from: Bool) -> Value? {
    guard case .host(let x as StringIndexValue) = bound else { return nil }
    return .host(from ? StringRangeValue(x.index, nil, closed: true) : StringRangeValue(nil, x.index, closed: closed))
  }

  /// `s[i]` (a Character) and `s[r]` (a Substring, which keeps `s`'s indices: `SubstringSlice`),
  /// of a String or a Substring.
  static func stringSubscript<S: StringProtocol>(_ s: S, _ args: [Value]) throws -> Value
  where S.Index == String.Index, S.SubSequence == Substring {
    guard args.count == 1 else { throw Fault("a String subscript takes one index or range") }
    if case .host(let r as StringRangeValue) = args[0] { return .host(SubstringSlice(s[try r.bounds(in: s)])) }
    if case .int = args[0] {
      throw Fault(
        "a String cannot be subscripted with an Int in Swift", hint: "use Array(text)[i], or text.first / text.last")
    }
    return .string(String(s[try checked(args[0], in: s, end: false)]))
  }

  static func stringIndexMember<S: StringProtocol>(_ str: S, _ s: Sym?) -> Value? where S.Index == String.Index {
    switch s {
    case .startIndex?: return index(str.startIndex)
    case .endIndex?: return index(str.endIndex)
    default: return nil
    }
  }

  static func rangeOfIndicesMember(_ r: StringRangeValue, _ s: Sym?) -> Value? {
    switch s {
    case .lowerBound?: return r.lower.map(index)
    case .upperBound?: return r.upper.map(index)
    case .isEmpty? where r.lower != nil && r.upper != nil: return .bool(!r.closed && r.lower == r.upper)
    default: return nil
    }
  }

  /// The index methods of a string or a substring (whose indices are its base's).
  static func stringIndexMethod<S: StringProtocol>(
    _ vm: VM, _ str: S, _ s: Sym?, _ args: [Value], _ names: [String?]
  ) throws -> Value? where S.Index == String.Index {
    switch s {
    case .index? where labels(names, "_", "offsetBy"):
      let i = try checked(args[0], in: str, end: true)
      let n = try int(args[1], "offsetBy")
      guard let j = str.index(i, offsetBy: n, limitedBy: n >= 0 ? str.endIndex : str.startIndex) else {
        throw indexOutOfBounds()
      }
      return index(j)
    case .index? where labels(names, "_", "offsetBy", "limitedBy"):
      let i = try checked(args[0], in: str, end: true)
      let limit = try checked(args[2], in: str, end: true)
      return optional(str.index(i, offsetBy: try int(args[1], "offsetBy"), limitedBy: limit).map(index))
    case .index? where labels(names, "after"):
      return index(str.index(after: try checked(args[0], in: str, end: false)))
    case .index? where labels(names, "before"):
      let i = try checked(args[0], in: str, end: true)
      guard i > str.startIndex else { throw indexOutOfBounds() }
      return index(str.index(before: i))
    case .distance? where labels(names, "from", "to"):
      return .int(
        str.distance(from: try checked(args[0], in: str, end: true), to: try checked(args[1], in: str, end: true)))
    case .firstIndex? where labels(names, "of"), .lastIndex? where labels(names, "of"):
      let c = try string(args[0], "of")
      guard c.count == 1, let ch = c.first else { throw Fault("firstIndex(of:) on a String takes a Character") }
      return optional((s == .firstIndex ? str.firstIndex(of: ch) : str.lastIndex(of: ch)).map(index))
    case .firstIndex? where labels(names, "where"), .lastIndex? where labels(names, "where"):
      var found: String.Index? = nil
      for i in s == .firstIndex ? Array(str.indices) : str.indices.reversed()
      where try test(vm, args[0], .string(String(str[i]))) {
        found = i
        break
      }
      return optional(found.map(index))
    case .range? where labels(names, "of"):
      let r = str.range(of: try string(args[0], "of"))
      return optional(r.map { .host(StringRangeValue($0.lowerBound, $0.upperBound, closed: false)) })
    case .range? where labels(names, "of", "options"):
      let r = str.range(of: try string(args[0], "of"), options: try compareOptions(args[1]))
      return optional(r.map { .host(StringRangeValue($0.lowerBound, $0.upperBound, closed: false)) })
    case .caseInsensitiveCompare? where labels(names, "_"):
      return .host(ComparisonResultValue(str.caseInsensitiveCompare(try string(args[0], "caseInsensitiveCompare"))))
    case .localizedCaseInsensitiveCompare? where labels(names, "_"):
      return .host(ComparisonResultValue(str.localizedCaseInsensitiveCompare(try string(args[0], "the other string"))))
    case .localizedCompare? where labels(names, "_"):
      return .host(ComparisonResultValue(str.localizedCompare(try string(args[0], "the other string"))))
    case .localizedStandardCompare? where labels(names, "_"):
      return .host(ComparisonResultValue(str.localizedStandardCompare(try string(args[0], "the other string"))))
    case .compare? where labels(names, "_"):
      return .host(ComparisonResultValue(str.compare(try string(args[0], "the other string"))))
    case .compare? where labels(names, "_", "options"):
      return .host(
        ComparisonResultValue(
          str.compare(try string(args[0], "the other string"), options: try compareOptions(args[1]))))
    default: return nil
    }
  }

  /// `.caseInsensitive`, `[.caseInsensitive, .diacriticInsensitive]`: Foundation's options, those
  /// the playground knows (others are an error naming them).
  static func compareOptions(_ v: Value) throws -> String.CompareOptions {
    let known: [String: String.CompareOptions] = [
      "caseInsensitive": .caseInsensitive, "diacriticInsensitive": .diacriticInsensitive, "backwards": .backwards,
      "anchored": .anchored, "literal": .literal, "numeric": .numeric, "widthInsensitive": .widthInsensitive,
    ]
    switch v {
    case .array(let xs): return try xs.reduce(into: []) { $0.formUnion(try compareOptions($1)) }
    case .host(let m as ImplicitMember) where m.args.isEmpty:
      guard let o = known[m.name] else {
        throw Fault("internal: the compiler let the string option '.\(m.name)' through")
      }
      return o
    default: throw Fault("options: takes string comparison options such as .caseInsensitive")
    }
  }

  /// Mutations of a string at an index.
  static func mutateStringAtIndex<S: StringProtocol & RangeReplaceableCollection>(
    _ str: inout S, _ s: Sym?, _ args: [Value], _ names: [String?]
  ) throws -> Value? where S.Index == String.Index {
    switch s {
    case .insert? where labels(names, "_", "at"):
      let c = try string(args[0], "insert(_:at:)'s character")
      guard c.count == 1, let ch = c.first else { throw Fault("insert(_:at:) on a String takes a Character") }
      str.insert(ch, at: try checked(args[1], in: str, end: true))
    case .insert? where labels(names, "contentsOf", "at"):
      str.insert(contentsOf: try string(args[0], "contentsOf"), at: try checked(args[1], in: str, end: true))
    case .remove? where labels(names, "at"):
      return .string(String(str.remove(at: try checked(args[0], in: str, end: false))))
    case .removeSubrange? where labels(names, "_"):
      guard case .host(let r as StringRangeValue) = args[0] else {
        throw Fault("removeSubrange takes a range of String indices")
      }
      str.removeSubrange(try r.bounds(in: str))
    case .replaceSubrange? where labels(names, "_", "with"):
      guard case .host(let r as StringRangeValue) = args[0] else {
        throw Fault("replaceSubrange takes a range of String indices")
      }
      str.replaceSubrange(try r.bounds(in: str), with: try string(args[1], "with"))
    default: return nil
    }
    return .void
  }
}
