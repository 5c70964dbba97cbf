/// A lesson type conforming to `Sequence`: its `makeIterator()` (or, for a type that is its own
/// `IteratorProtocol`, a copy of itself) gives the iterator whose `next()` `for ... in` calls.
/// The standard library's `Sequence` methods the type does not declare (`map`, `filter`,
/// `reduce`, `first(where:)`, `contains`, `prefix(_:)`, `dropFirst()`, `enumerated()`,
/// `Array(s)`, ...) read its elements one `next()` at a time through the unfold machinery
/// (`Builtins+Unfold.swift`), so the lesson's `next()` and the method's closure interleave as in
/// Swift, and an endless sequence stops where Swift's stops (verified against Swift 6.3.1,
/// `Language/lesson-sequences`).
enum LessonSequence {
  /// The `Sequence` methods a method of the type may call on `self` implicitly (`reduce(0, +)`
  /// in `var sum: Element`).
  static let methodNames: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "first", "contains", "allSatisfy", "min", "max",
    "sorted", "reversed", "prefix", "dropFirst", "drop", "enumerated", "joined", "elementsEqual", "starts", "split",
    "suffix", "dropLast", "shuffled", "lexicographicallyPrecedes", "count", "makeIterator",
  ]

  /// The lesson type of `v` when it conforms to `Sequence`.
  static func sequenceType(_ vm: VM, _ v: Value) -> NominalType? {
    let t: NominalType
    switch v {
    case .structValue(let s): t = s.type
    case .object(let o): t = o.cls
    case .enumValue(let e): t = e.type
    default: return nil
    }
    return vm.types.conforms(t, to: "Sequence") ? t : nil
  }

  /// `v` as an unfold sequence reading its elements, or nil when it is not a lesson `Sequence`.
  static func unfold(_ vm: VM, _ v: Value) -> UnfoldSequenceValue? {
    guard sequenceType(vm, v) != nil else { return nil }
    return UnfoldSequenceValue(UnfoldCursor(.lesson(sequence: v, iterator: nil)))
  }

  /// The iterator Swift's `makeIterator()` of `v` gives.
  static func makeIterator(_ vm: VM, _ v: Value) throws -> Value {
    guard let t = sequenceType(vm, v) else { throw Fault("a value of type '\(valueTypeName(v))' is not a sequence") }
    switch t.member(vm.program.symbol("makeIterator")) {
    case .method(let p)? where p.paramNames.isEmpty: return try vm.callProto(p, receiver: v, [])
    default:
      // `struct Countdown: Sequence, IteratorProtocol`: the standard library's `makeIterator()`
      // returns the value itself, a copy for a struct.
      // (The compiler refuses a `Sequence` with neither: `Compiler.checkSequenceConformances`.)
      guard vm.types.conforms(t, to: "IteratorProtocol") else { throw Fault("internal: '\(t.name)' has no iterator") }
      return v
    }
  }

  /// The iterator's `next()`: a lesson iterator's own method (a `mutating` one changes
  /// `iterator`), or a builtin iterator's (`items.makeIterator()`).
  static func next(_ vm: VM, _ iterator: inout Value) throws -> Value? {
    let sym = vm.program.symbol("next")
    switch iterator {
    case .host(let it as IteratorBox): return try it.next(vm)
    case .object(let o):
      guard case .method(let p)? = o.cls.member(sym) else { break }
      return try vm.callProto(p, receiver: iterator, []).unwrapped
    case .structValue(let s):
      guard case .method(let p)? = s.type.member(sym) else { break }
      return try vm.callMutating(p, on: &iterator, [], labels: vm.positionalLabels(0)).unwrapped
    case .enumValue(let e):
      guard case .method(let p)? = e.type.member(sym) else { break }
      return try vm.callMutating(p, on: &iterator, [], labels: vm.positionalLabels(0)).unwrapped
    default: return try Builtins.callMethod(vm, iterator, sym, [], []).unwrapped
    }
    // A lesson value without `next()` (`makeIterator()` returning a Sequence that is not an
    // iterator, which Swift refuses to compile): an error, not a call back into this sequence.
    throw Fault("'\(valueTypeName(iterator))' is not an iterator: it has no next()")
  }
}

extension Builtins {
  /// Every element of `v`, an unfold sequence's and a lesson `Sequence`'s read one `next()` at a
  /// time (`xs.flatMap { $0 }` of a closure returning one).
  static func elements(_ vm: VM, _ v: Value) throws -> [Value] {
    if case .host(let u as UnfoldSequenceValue) = v { return try u.elements(vm) }
    if let u = LessonSequence.unfold(vm, v) { return try u.elements(vm) }
    return try elements(v)
  }
}
