/// `drop(while:)` of a sequence that is not a collection (a zip, a stride) is Swift's
/// `DropWhileSequence`: it calls the base's iterator until an element fails the predicate, and
/// keeps that iterator and that element (`_nextElement`). Printing it prints the iterator's state
/// after those calls, which this file writes as Swift's debug description does (verified against
/// Swift 6.3.1, `Language/drop-while-sequences`):
/// `Swift.StrideToIterator<Swift.Int>(_start: 0, _end: 10, _stride: 3, _current: (index: nil, value: 9))`,
/// `Swift.IndexingIterator<Swift.Array<Swift.Int>>(_elements: [1, 2], _position: 2)`, and a zip's
/// `Iterator(_baseStream1: ..., _baseStream2: ..., _reachedEnd: false)` around its bases'.
extension SequenceWrapper {
  /// `base.drop(while:)` where `dropped` elements passed the predicate; of a `DropWhileSequence`,
  /// Swift's overload continues with the same iterator (one `DropWhileSequence` of the same base).
  static func dropWhile(_ base: Value, _ dropped: Int, _ rest: [Value]) -> SequenceWrapper {
    if case .host(let w as SequenceWrapper) = base, case .dropWhileSequence(let inner, let before) = w.kind {
      return SequenceWrapper(.dropWhileSequence(inner, dropped: before + dropped), rest)
    }
    return SequenceWrapper(.dropWhileSequence(base, dropped: dropped), rest)
  }

  /// The debug text of `base`'s iterator after `calls` calls of `next()` (the last ones may have
  /// returned nil), or what `print` writes for it when not `qualified` (the type without its
  /// module, a nested `Iterator` by its own name): also a Set's, a Dictionary's (and its keys'
  /// and values'), a String's of up to 15 UTF-8 bytes (and its views'), a reversed or enumerated
  /// collection's (`Language/iterator-values-of-views`), a part's of a string view or a
  /// dropFirst's of a zip (`Language/iterators-of-view-parts`). nil for an iterator whose state
  /// the playground does not keep (a longer String's).
  static func iteratorText(
    _ base: Value, calls: Int, _ vm: VM?, qualified: Bool = true, storage: StringStorage? = nil,
    _ describe: (Value, Bool) throws -> String
  ) throws -> String? {
    /// Arrays, array slices, bounded ranges and `utf8` iterate by index (which starts at the
    /// collection's own `startIndex`: a String view's `0[any]`).
    func indexing(_ count: Int) throws -> String? {
      guard let position = try indexText(base, min(calls, count), calls == 0, vm) else { return nil }
      return (qualified ? "Swift." : "") + "IndexingIterator<" + (try swiftTypeName(base, qualified: qualified))
        + ">(_elements: " + (try describe(base, true)) + ", _position: " + position + ")"
    }
    switch base {
    case .array(let xs): return try indexing(xs.count)
    case .range(let r) where r.toEnd:
      let (current, overflow) = r.lower.addingReportingOverflow(calls)
      guard !overflow else { return nil }
      return (qualified ? "(extension in Swift):Swift.PartialRangeFrom<Swift.Int>." : "")
        + "Iterator(_current: \(current))"
    case .range(let r) where !r.fromStart: return try indexing(r.count)
    // A hash table's iterator prints its type alone, qualified even in `print` (its fields are
    // private storage, which Swift's reflection does not show).
    case .set, .dict: return try swiftTypeName(base, qualified: true) + ".Iterator"
    case .string(let s):
      return try stringIteratorText(s, s.prefix(calls).utf8.count, qualified ? "Swift.String." : "", storage)
    case .host(let w as SequenceWrapper):
      func nested() throws -> String { qualified ? try swiftTypeName(base, qualified: true) + ".Iterator" : "Iterator" }
      switch w.kind {
      // `c.indices` (a DefaultIndices) iterates by index too, over its base's indices.
      case .slice, .utf8, .indices: return try indexing(w.elements.count)
      case .stride(let through, let bounds): return strideIteratorText(through, bounds, calls, qualified)
      case .zip(let a, let b): return try zipIteratorText(base, a, b, calls, vm, qualified, storage, describe)
      case .keys(let d), .values(let d):
        return try nested() + "(_base: " + swiftTypeName(.dict(d), qualified: true) + ".Iterator)"
      case .enumerated(let b):
        guard let inner = try iteratorText(b, calls: calls, vm, storage: storage, describe) else { return nil }
        return try nested() + "(_base: " + inner + ", _count: \(min(calls, w.elements.count)))"
      case .reversed(let b):
        // Its position is the base's index of the element it gave last (at first its endIndex).
        let n = w.elements.count
        guard let position = try indexText(b, n - min(calls, n), calls == 0, vm) else { return nil }
        return try nested() + "(_base: " + describe(b, true) + ", _position: " + position + ")"
      case .unicodeScalars(let s):
        let prefix = s.unicodeScalars.prefix(calls).reduce(0) { $0 + $1.utf8.count }
        return try stringIteratorText(s, prefix, qualified ? "Swift.String.UnicodeScalarView." : "", storage)
      case .flatten(let outer): return try flattenIteratorText(base, outer, calls, vm, qualified, storage, describe)
      case .part(let inner, let range, let ends) where isCollection(inner) || isStringView(inner):
        // A Slice (or a Substring's view) iterates by index: its own startIndex first, then
        // indices computed from it.
        let p = range.lowerBound + min(calls, range.count)
        let own = calls == 0 && ends.startIsStartIndex
        guard let position = try indexText(inner, p, own, vm) else { return nil }
        return (qualified ? "Swift." : "") + "IndexingIterator<" + (try swiftTypeName(base, qualified: qualified))
          + ">(_elements: " + (try describe(base, true)) + ", _position: " + position + ")"
      case .dropFirstSequence(let b, let n):
        // Its base's iterator, asked for the dropped elements when it was made (after the base
        // ended, asking again changes nothing: a zip's, a stride's, a prefix's iterator).
        return try iteratorText(b, calls: n + calls, vm, qualified: qualified, storage: storage, describe)
      case .prefixSequence(let b, let n):
        // Its count goes down on every call, its base's asked only while it is above 0.
        guard let inner = try iteratorText(b, calls: min(calls, n), vm, storage: storage, describe) else { return nil }
        return try nested() + "(_base: " + inner + ", _remaining: \(max(0, n - calls)))"
      case .dropWhileSequence(let b, let dropped):
        // Its base was asked up to the element after the dropped ones, then once per call (one
        // ahead) until it gave nil.
        let rest = w.elements
        guard
          let inner = try iteratorText(
            b, calls: dropped + 1 + min(calls, rest.count), vm, storage: storage, describe)
        else {
          return nil
        }
        let next: Value = calls < rest.count ? .some(rest[calls]) : .null
        return try nested() + "(_iterator: " + inner + ", _nextElement: " + describe(next, true) + ")"
      default: return nil
      }
    default: return nil
    }
  }

  /// A flattened sequence's iterator: its base's, and the iterator of the inner collection it is
  /// in (nil before the first call): each call asks the inner one, and when that ends the base
  /// for the next inner collection.
  private static func flattenIteratorText(
    _ flatten: Value, _ outer: Value, _ calls: Int, _ vm: VM?, _ qualified: Bool,
    _ storage: StringStorage?, _ describe: (Value, Bool) throws -> String
  ) throws -> String? {
    let inner = try Builtins.elements(outer)
    var (outerCalls, current, innerCalls) = (0, -1, 0)
    for _ in 0..<calls {
      while true {
        if current >= 0 {
          innerCalls += 1
          if innerCalls <= (try Builtins.elements(inner[current]).count) { break }
        }
        outerCalls += 1
        if outerCalls > inner.count { break }
        (current, innerCalls) = (outerCalls - 1, 0)
      }
    }
    guard let base = try iteratorText(outer, calls: outerCalls, vm, storage: storage, describe) else { return nil }
    var innerText = "nil"
    if current >= 0 {
      guard let t = try iteratorText(inner[current], calls: innerCalls, vm, storage: storage, describe) else {
        return nil
      }
      innerText = "Optional(" + t + ")"
    }
    return (qualified ? try swiftTypeName(flatten, qualified: true) + "." : "") + "Iterator(_base: " + base
      + ", _inner: " + innerText + ")"
  }

  /// A String's (or its unicode scalars') iterator: its storage and the UTF-8 offsets it stands
  /// at and ends at. A small string (up to 15 UTF-8 bytes) keeps its bytes in its storage's
  /// bits, the first 8 in `_countAndFlagsBits` (verified against Swift 6.3.1 on 64-bit Linux); a
  /// longer one keeps its UTF-8 count and flags there that tell how it was made (`StringStorage`,
  /// which the compiler stamps on the iterator); nil for a longer one without that stamp.
  private static func stringIteratorText(
    _ s: String, _ position: Int, _ type: String, _ storage: StringStorage?
  ) throws -> String? {
    let bytes = Array(s.utf8)
    var bits: UInt64 = 0
    if bytes.count <= 15 {
      for (k, b) in bytes.prefix(8).enumerated() { bits |= UInt64(b) << (8 * UInt64(k)) }
    } else {
      guard let storage else { return nil }
      bits = storage.countAndFlagsBits(utf8Count: bytes.count, isASCII: bytes.allSatisfy { $0 < 0x80 })
    }
    return type + "Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: \(bits), "
      + "_object: (Opaque Value))), _position: \(position), _end: \(bytes.count))"
  }

  /// The host's own stride iterator after `calls` calls: its texts are Swift's.
  private static func strideIteratorText(
    _ through: Bool, _ bounds: StrideBounds, _ calls: Int, _ qualified: Bool
  ) -> String {
    func advanced<I: IteratorProtocol>(_ iterator: I) -> String {
      var it = iterator
      for _ in 0..<calls { _ = it.next() }
      return qualified ? String(reflecting: it) : String(describing: it)
    }
    switch bounds {
    case .int(let a, let b, let s):
      return through
        ? advanced(Swift.stride(from: a, through: b, by: s).makeIterator())
        : advanced(Swift.stride(from: a, to: b, by: s).makeIterator())
    case .double(let a, let b, let s):
      return through
        ? advanced(Swift.stride(from: a, through: b, by: s).makeIterator())
        : advanced(Swift.stride(from: a, to: b, by: s).makeIterator())
    }
  }

  /// A zip's iterator: each call takes the first base's next element, then (if there was one)
  /// the second's; the first nil sets `_reachedEnd`, after which neither base is asked again.
  private static func zipIteratorText(
    _ zip: Value, _ a: Value, _ b: Value, _ calls: Int, _ vm: VM?, _ qualified: Bool,
    _ storage: StringStorage?, _ describe: (Value, Bool) throws -> String
  ) throws -> String? {
    func count(_ v: Value) throws -> Int {
      if case .range(let r) = v, r.toEnd { return Int.max }
      return try Builtins.elements(v).count
    }
    let (countA, countB) = (try count(a), try count(b))
    var (callsA, callsB, reachedEnd) = (0, 0, false)
    for _ in 0..<calls where !reachedEnd {
      callsA += 1
      if callsA > countA {
        reachedEnd = true
        continue
      }
      callsB += 1
      if callsB > countB { reachedEnd = true }
    }
    guard let first = try iteratorText(a, calls: callsA, vm, storage: storage, describe),
      let second = try iteratorText(b, calls: callsB, vm, storage: storage, describe)
    else { return nil }
    return (qualified ? try swiftTypeName(zip, qualified: true) + "." : "") + "Iterator(_baseStream1: " + first
      + ", _baseStream2: "
      + second + ", _reachedEnd: \(reachedEnd))"
  }
}

/// `seq.makeIterator()` as a value: it prints, after its `next()` calls, as Swift's iterator of
/// that sequence does (`IndexingIterator<Array<Int>>(_elements: [1, 2], _position: 1)`,
/// `StrideToIterator<Int>(...)`: verified against Swift 6.3.1, `Language/iterator-values`).
extension IteratorBox {
  func text(_ debug: Bool, _ vm: VM?, _ describe: (Value, Bool) throws -> String) throws -> String {
    if let unfold { return try unfold.iteratorText(debug, describe) }
    guard let source,
      let text = try SequenceWrapper.iteratorText(
        source, calls: calls, vm, qualified: debug, storage: stringStorage, describe)
    else { throw SequenceWrapper.unprintable("an iterator of a \(source.map { valueTypeName($0) } ?? "sequence")") }
    return text
  }

  /// Its type as `type(of:)` names it (`IndexingIterator<Array<Int>>`, a nested one `Iterator`);
  /// nil where `text` has none.
  func swiftType(qualified: Bool) throws -> String? {
    let q = qualified ? "Swift." : ""
    if let unfold { return try unfold.iteratorType(qualified: qualified) }
    switch source {
    case .array?: break
    case .range(let r)? where r.toEnd: return qualified ? "Swift.PartialRangeFrom<Swift.Int>.Iterator" : "Iterator"
    case .range(let r)? where !r.fromStart: break
    case .set?, .dict?, .string?:
      return qualified ? try swiftTypeName(source!, qualified: true) + ".Iterator" : "Iterator"
    case .host(let w as SequenceWrapper)?:
      switch w.kind {
      case .slice, .utf8, .indices: break
      case .stride(let through, let bounds):
        return q + "Stride" + (through ? "Through" : "To") + "Iterator<" + q + (bounds.isDouble ? "Double" : "Int")
          + ">"
      case .part(let inner, _, _) where SequenceWrapper.isCollection(inner) || SequenceWrapper.isStringView(inner):
        return q + "IndexingIterator<" + (try swiftTypeName(source!, qualified: qualified)) + ">"
      // A DropFirstSequence's iterator is its base's.
      case .dropFirstSequence(let b, _):
        let inner = IteratorBox(.values([]))
        inner.source = b
        return try inner.swiftType(qualified: qualified)
      case .zip, .keys, .values, .enumerated, .reversed, .unicodeScalars, .flatten, .prefixSequence,
        .dropWhileSequence:
        return qualified ? try swiftTypeName(source!, qualified: true) + ".Iterator" : "Iterator"
      default: return nil
      }
    default: return nil
    }
    return q + "IndexingIterator<" + (try swiftTypeName(source!, qualified: qualified)) + ">"
  }
}
