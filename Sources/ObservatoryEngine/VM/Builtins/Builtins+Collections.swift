/// The methods every sequence has (arrays, sets, ranges, strings as characters, dictionaries as
/// `(key:value:)` pairs, slices and other wrappers), and the array-only ones. Each takes its
/// closure in both forms, `a.first(where: { ... })` and `a.first { ... }`; every result was
/// verified against Swift 6.3.1 (`Tests/.../Stdlib/array*`).
extension Builtins {
  /// Whether a call's argument labels are `expected`: `"_"` an unlabeled value, `"{}"` an unlabeled
  /// closure. The compiler gives a trailing closure its parameter's label, except where a lesson
  /// declares a member of that name too (its prelude's `contains` on async sequences): there it
  /// arrives as `""`, which fits `"{}"` or a closure label (`where:`), never a value (`contains(_:)`).
  /// Written out for each arity so that a call allocates nothing (`xs.append(x)` in a loop).
  static func labels(_ names: [String?]) -> Bool { names.isEmpty }

  static func labels(_ names: [String?], _ a: String) -> Bool { names.count == 1 && fits(names[0], a) }

  static func labels(_ names: [String?], _ a: String, _ b: String) -> Bool {
    names.count == 2 && fits(names[0], a) && fits(names[1], b)
  }

  static func labels(_ names: [String?], _ a: String, _ b: String, _ c: String) -> Bool {
    names.count == 3 && fits(names[0], a) && fits(names[1], b) && fits(names[2], c)
  }

  private static func fits(_ given: String?, _ expected: String) -> Bool {
    switch given {
    case nil: return expected == "_" || expected == "{}"
    case ""?: return expected == "{}" || Catalog.closureLabels.contains(expected)
    case let n?: return n == expected
    }
  }

  /// Calls a closure on one element. A closure of several parameters given a tuple takes its
  /// parts, as Swift destructures `d.map { key, value in ... }`.
  static func call(_ vm: VM, _ fn: Value, _ x: Value) throws -> Value {
    // A key path as a function: `items.map(\.title)`, `todos.filter(\.isDone)`.
    if case .host(let k as KeyPathValue) = fn { return try k.apply(vm, to: x) }
    if case .tuple(let parts, _) = x, parts.count > 1 {
      if case .closure(let c) = fn, c.proto.paramCount == parts.count { return try vm.callValue(fn, parts) }
      // An operator as the function: `zip(a, b).map(*)`.
      if case .native(let n) = fn, parts.count == 2, BinaryOp(rawValue: n.name) != nil {
        return try vm.callValue(fn, parts)
      }
    }
    return try vm.callValue(fn, [x])
  }

  static func test(_ vm: VM, _ fn: Value, _ x: Value) throws -> Bool { try Operators.truth(call(vm, fn, x)) }

  /// An optional result: `.some(x)` or nil.
  static func optional(_ x: Value?) -> Value { x.map { .some($0) } ?? .null }

  /// A non-mutating method every sequence has, or nil. Results that Swift gives as the receiver's
  /// own type (`filter` on a string, a set, a dictionary) are made by the caller's own method first.
  static func sequenceMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    guard let s else { return nil }
    let fn = args.first
    switch s {
    case .map where labels(names, "{}"):
      return .array(try elements(recv).map { try call(vm, fn!, $0) })
    case .compactMap where labels(names, "{}"):
      return .array(try elements(recv).compactMap { try call(vm, fn!, $0).unwrapped })
    case .flatMap where labels(names, "{}"):
      var out: [Value] = []
      for x in try elements(recv) {
        let r = try call(vm, fn!, x)
        switch r {
        case .null: break  // the closure returns an Optional: compactMap's meaning
        case .some(let y): out.append(y)
        default:
          out.append(contentsOf: try elements(vm, r))
          guard out.count <= maxCount else { throw tooLarge(out.count) }
        }
      }
      return .array(out)
    case .filter where labels(names, "{}"):
      return .array(try elements(recv).filter { try test(vm, fn!, $0) })
    case .forEach where labels(names, "{}"):
      for x in try elements(recv) { _ = try call(vm, fn!, x) }
      return .void
    case .reduce where labels(names, "_", "{}"):
      var acc = args[0]
      for x in try elements(recv) { acc = try vm.callValue(args[1], [acc, x]) }
      return acc
    case .reduce where labels(names, "into", "{}"):
      var acc = args[0]
      for x in try elements(recv) { _ = try vm.callInout(args[1], on: &acc, [x]) }
      return acc
    case .contains where labels(names, "where"):
      for x in try elements(recv) where try test(vm, fn!, x) { return .bool(true) }
      return .bool(false)
    case .contains where labels(names, "_"):
      for x in try elements(recv) where try Operators.equals(vm, x, fn!) { return .bool(true) }
      return .bool(false)
    case .allSatisfy where labels(names, "{}"):
      for x in try elements(recv) where !(try test(vm, fn!, x)) { return .bool(false) }
      return .bool(true)
    case .count where labels(names, "where"):
      return .int(try elements(recv).reduce(0) { try test(vm, fn!, $1) ? $0 + 1 : $0 })
    case .first where labels(names, "where"):
      for x in try elements(recv) where try test(vm, fn!, x) { return Value.some(x) }
      return .null
    case .last where labels(names, "where"):
      for x in try elements(recv).reversed() where try test(vm, fn!, x) { return Value.some(x) }
      return .null
    case .firstIndex, .lastIndex:
      guard labels(names, "where") || labels(names, "of") else { return nil }
      let xs = try elements(recv)
      let order = s == .firstIndex ? Array(xs.indices) : xs.indices.reversed()
      for i in order {
        let hit = names[0] == "of" ? try Operators.equals(vm, xs[i], fn!) : try test(vm, fn!, xs[i])
        if hit { return Value.some(try collectionIndex(recv, i, own: s == .firstIndex && i == 0, s)) }
      }
      return .null
    case .sorted where labels(names) || labels(names, "by"):
      var xs = try elements(recv)
      try sortValues(vm, &xs, by: fn)
      return .array(xs)
    case .min where labels(names) || labels(names, "by"), .max where labels(names) || labels(names, "by"):
      // As the standard library: `min` keeps `e` when `e < result`, `max` when `result < e`, so
      // both keep the first of equal elements.
      let xs = try elements(recv)
      guard var best = xs.first else { return .null }
      for x in xs.dropFirst() {
        let (a, b) = s == .min ? (x, best) : (best, x)
        let better =
          try fn.map { try Operators.truth(vm.callValue($0, [a, b])) } ?? (try Operators.compare(vm, a, b) < 0)
        if better { best = x }
      }
      return Value.some(best)
    case .joined where labels(names) || labels(names, "separator"):
      let items = try elements(recv)
      // `[[1], [2]].joined()` is a FlattenSequence; strings (and characters) join into a string.
      if names.isEmpty, let first = items.first, !isStringLike(first) {
        var out: [Value] = []
        for x in items {
          out.append(contentsOf: try elements(x))
          guard out.count <= maxCount else { throw tooLarge(out.count) }
        }
        return .host(SequenceWrapper(.flatten(recv), out))
      }
      let sep = try args.first.map { try string($0, "separator") } ?? ""
      var size = sep.utf8.count * max(0, items.count - 1)
      var parts: [String] = []
      for x in items {
        let p = try string(x, "an element of joined()")
        size += p.utf8.count
        guard size <= maxCount else { throw tooLarge(size, string: true) }
        parts.append(p)
      }
      return .string(parts.joined(separator: sep))
    case .elementsEqual where labels(names, "_"):
      let (a, b) = (try elements(recv), try elements(fn!))
      guard a.count == b.count else { return .bool(false) }
      for (x, y) in zip(a, b) where !(try Operators.equals(vm, x, y)) { return .bool(false) }
      return .bool(true)
    case .lexicographicallyPrecedes where labels(names, "_") || labels(names, "_", "by"):
      // As the standard library: each pair is asked both ways round, and a proper prefix precedes.
      let (a, b) = (try elements(recv), try elements(fn!))
      let less: (Value, Value) throws -> Bool = { x, y in
        if args.count == 2 { return try Operators.truth(vm.callValue(args[1], [x, y])) }
        return try Operators.compare(vm, x, y) < 0
      }
      for (x, y) in zip(a, b) {
        if try less(x, y) { return .bool(true) }
        if try less(y, x) { return .bool(false) }
      }
      return .bool(a.count < b.count)
    case .starts where labels(names, "with"):
      let (a, b) = (try elements(recv), try elements(fn!))
      guard b.count <= a.count else { return .bool(false) }
      for (x, y) in zip(a, b) where !(try Operators.equals(vm, x, y)) { return .bool(false) }
      return .bool(true)
    case .shuffled where labels(names):
      var xs = try elements(recv)
      try vm.random.shuffle(&xs)
      return .array(xs)
    case .randomElement where labels(names):
      let xs = try elements(recv)
      return xs.isEmpty ? .null : Value.some(xs[vm.random.index(below: xs.count)])
    default: return nil
    }
  }

  /// Strings and characters (which the playground keeps as one-character strings).
  static func isStringLike(_ v: Value) -> Bool {
    switch v {
    case .string, .host(is SubstringSlice): return true
    default: return false
    }
  }

  /// `prefix`, `suffix`, `dropFirst`, `dropLast` (with a count or `while:`), `split`: their
  /// results are slices (`ArraySlice` of an array, `Substring` of a string).
  static func sliceMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    guard let s, [.prefix, .suffix, .dropFirst, .dropLast, .drop, .split, .trimmingPrefix].contains(s) else {
      return nil
    }
    let xs = try elements(recv)
    var lo = 0
    var hi = xs.count
    // Whether the part's start and end are the receiver's own startIndex and endIndex (Swift's
    // default implementations compute the others with `index(_:offsetBy:limitedBy:)`).
    var ends = SequenceWrapper.PartEnds(startIsStartIndex: true, endIsEndIndex: true)
    if s == .split { return try split(vm, recv, xs, args, names) }
    if s == .trimmingPrefix {
      // A collection's (Swift 5.7): the rest after a matching prefix, as a slice (a sequence
      // that is not a collection has none: swiftc refuses it).
      guard !isSequenceOnly(recv), let arg = args.first else { return nil }
      if labels(names, "while") {
        while lo < xs.count, try test(vm, arg, xs[lo]) { lo += 1 }
      } else if labels(names, "_") {
        let prefix = try elements(arg)
        var matches = prefix.count <= xs.count
        for (x, y) in zip(xs, prefix) where matches { matches = try Operators.equals(vm, x, y) }
        if matches { lo = prefix.count }
      } else {
        return nil
      }
      ends.startIsStartIndex = lo == 0
      return slice(recv, xs, lo, hi, ends)
    }
    if labels(names, "while") {
      guard s == .prefix || s == .drop, let fn = args.first else { return nil }
      var k = 0
      while k < xs.count, try test(vm, fn, xs[k]) { k += 1 }
      if s == .prefix {
        hi = k
        ends.endIsEndIndex = false
        // A sequence's prefix(while:) is an array.
        if isSequenceOnly(recv) { return .array(Array(xs[..<k])) }
      } else {
        lo = k
        ends.startIsStartIndex = k == 0
        if isSequenceOnly(recv) { return .host(SequenceWrapper.dropWhile(recv, k, Array(xs[k...]))) }
      }
    } else if labels(names) || labels(names, "_") {
      guard s != .drop else { return nil }
      if s == .prefix || s == .suffix, args.isEmpty { return nil }
      let n = try args.first.map { try int($0, "the count") } ?? 1
      // Swift traps on a negative count.
      guard n >= 0 else {
        switch s {
        case .prefix: throw Fault("Can't take a prefix of negative length from a collection (\(n))")
        case .suffix: throw Fault("Can't take a suffix of negative length from a collection (\(n))")
        default: throw Fault("Can't drop a negative number of elements from a collection (\(n))")
        }
      }
      let k = min(n, xs.count)
      switch s {
      case .prefix: hi = k
      case .suffix: lo = xs.count - k
      case .dropFirst: lo = k
      default: hi = xs.count - k
      }
      // Past the other end, `index(_:offsetBy:limitedBy:)` gives nil and the part ends at it.
      ends.startIsStartIndex = s == .prefix || s == .dropLast || n > xs.count
      ends.endIsEndIndex = s == .suffix || s == .dropFirst || n > xs.count
      // A sequence that is not a collection: `PrefixSequence`, `DropFirstSequence`, else an array.
      if isSequenceOnly(recv) {
        switch s {
        case .prefix: return .host(SequenceWrapper(.prefixSequence(recv, maxLength: n), Array(xs[lo..<hi])))
        case .dropFirst: return .host(SequenceWrapper(.dropFirstSequence(recv, limit: n), Array(xs[lo..<hi])))
        default: return .array(Array(xs[lo..<hi]))
        }
      }
    } else {
      return nil
    }
    return slice(recv, xs, lo, hi, ends)
  }

  /// A wrapper that is a sequence but not a collection (a zip, a stride, a prefix of one).
  static func isSequenceOnly(_ v: Value) -> Bool {
    guard case .host(let w as SequenceWrapper) = v else { return false }
    if case .slice = w.kind { return false }
    return !SequenceWrapper.isCollection(v) && !SequenceWrapper.isStringView(v)
  }

  /// Elements `lo..<hi` of `recv` as Swift's slice type of it: `ArraySlice`, a `Substring`
  /// (which the playground keeps as a string), a `Range`, else a part (`Slice<Set<Int>>`, a
  /// `Substring.UTF8View`) that prints with its base's indices (`SequenceWrapper.indexText`);
  /// `ends` says whether its bounds are the receiver's own (by default: where they are at its ends).
  static func slice(
    _ recv: Value, _ xs: [Value], _ lo: Int, _ hi: Int,
    _ ends: SequenceWrapper.PartEnds? = nil
  ) -> Value {
    let ends = ends ?? SequenceWrapper.PartEnds(startIsStartIndex: lo == 0, endIsEndIndex: hi == xs.count)
    let part = Array(xs[lo..<hi])
    switch recv {
    // A Substring keeps its base's indices (`SubstringSlice`).
    case .string(let str): return .host(SubstringSlice(characters(str, lo, hi)))
    case .host(let sub as SubstringSlice): return .host(SubstringSlice(characters(sub.sub, lo, hi)))
    case .array: return .host(SequenceWrapper(.slice(start: lo), part))
    case .range(let r) where !r.closed: return .range(RangeValue(r.lower + lo, r.lower + hi, closed: false))
    case .host(let w as SequenceWrapper):
      if case .slice(let start) = w.kind { return .host(SequenceWrapper(.slice(start: start + lo), part)) }
      return .host(SequenceWrapper.part(of: recv, lo..<hi, ends, part))
    default:
      // `Slice<Set<Int>>`, `Slice<ClosedRange<Int>>`.
      return .host(SequenceWrapper.part(of: recv, lo..<hi, ends, part))
    }
  }

  /// Characters `lo..<hi` of a string or a substring, as a slice of the same base.
  static func characters<S: StringProtocol>(_ s: S, _ lo: Int, _ hi: Int) -> Substring
  where S.SubSequence == Substring {
    let a = s.index(s.startIndex, offsetBy: lo)
    return s[a..<s.index(a, offsetBy: hi - lo)]
  }

  /// A piece `split` gives: a slice of a collection; of a sequence that is not one (a zip, a
  /// stride), an `ArraySlice` of a new array (Swift's `Sequence.split`).
  static func splitPart(_ recv: Value, _ xs: [Value], _ lo: Int, _ hi: Int) -> Value {
    guard isSequenceOnly(recv) else { return slice(recv, xs, lo, hi) }
    return .host(SequenceWrapper(.slice(start: 0), Array(xs[lo..<hi])))
  }

  /// `split(separator:maxSplits:omittingEmptySubsequences:)` and `split(whereSeparator:)`.
  static func split(_ vm: VM, _ recv: Value, _ xs: [Value], _ args: [Value], _ names: [String?]) throws -> Value? {
    var separator: Value? = nil
    var predicate: Value? = nil
    var maxSplits = Int.max
    var omitting = true
    for (a, n) in zip(args, names) {
      switch n {
      case "separator"?: separator = a
      case "whereSeparator"?, ""?: predicate = a
      case "maxSplits"?:
        maxSplits = try int(a, "maxSplits")
        guard maxSplits >= 0 else { throw Fault("split needs maxSplits of 0 or more") }
      case "omittingEmptySubsequences"?:
        guard case .bool(let b) = a else { throw Fault("omittingEmptySubsequences must be a Bool") }
        omitting = b
      default: return nil
      }
    }
    guard (separator == nil) != (predicate == nil) else { return nil }
    // The standard library's algorithm (Collection.split), step for step.
    var parts: [Value] = []
    var start = 0
    func append(_ end: Int) throws -> Bool {
      if start == end && omitting { return false }
      parts.append(splitPart(recv, xs, start, end))
      return true
    }
    if maxSplits == 0 || xs.isEmpty {
      _ = try append(xs.count)
      return .array(parts)
    }
    var end = 0
    while end != xs.count {
      let isSeparator = try separator.map { try Operators.equals(vm, xs[end], $0) } ?? test(vm, predicate!, xs[end])
      if isSeparator {
        let appended = try append(end)
        end += 1
        start = end
        if appended && parts.count == maxSplits { break }
        continue
      }
      end += 1
    }
    if start != xs.count || !omitting { parts.append(splitPart(recv, xs, start, xs.count)) }
    return .array(parts)
  }

  /// `sort()`, `sorted(by:)`: the standard library's own sort, so a comparator is called in
  /// the same order as in Swift (its side effects print the same) and an inconsistent one
  /// leaves the same order. The sort works on a copy: a comparator that throws, or a limit that
  /// stops it, leaves `xs` untouched.
  static func sortValues(_ vm: VM, _ xs: inout [Value], by fn: Value?) throws {
    var sorted = xs
    if let fn {
      try sorted.sort { a, b in
        try Watchdog.poll()
        return try Operators.truth(vm.callValue(fn, [a, b]))
      }
    } else {
      try sorted.sort { a, b in
        try Watchdog.poll()
        return try Operators.compare(vm, a, b) < 0
      }
    }
    xs = sorted
  }
}
