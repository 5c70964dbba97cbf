/// How Swift prints an `UnfoldSequence` and the parts taken of it, and names their types
/// (verified against Swift 6.3.1, `Language/unfold-sequence-printing`):
/// `UnfoldSequence<Int, (Optional<Int>, Bool)>(_state: (Optional(1), true), _next: (Function), _done: false)`
/// for `sequence(first: 1) { ... }`, whose state is the element to give next and whether it is
/// the first; `UnfoldSequence<Int, Int>(_state: 3, ...)` for `sequence(state: 3) { ... }`;
/// `PrefixSequence<...>(_base: ..., _maxLength: 2)`, `DropFirstSequence<...>(_base: ..., _limit: 1)`,
/// `EnumeratedSequence<...>(_base: ...)` and `DropWhileSequence<...>(_iterator: ..., _nextElement: ...)`
/// around it; their iterators (`makeIterator()`) as Swift's `Iterator(_base: ..., _remaining: 1)`.
///
/// The element type is the closure's declared result (`(n: inout Int) -> String? in`), else its
/// declared parameter (`sequence(first:next:)`), else the first element's type; the state type
/// is the closure's declared `inout` parameter, else the initial state's type. A
/// `sequence(state:next:)` whose closure declares no result has the types Swift's check read
/// from the SIL, or is refused when the lesson loads where it may be printed
/// (`Compiler+UnfoldTypes.swift`).
extension UnfoldCursor {
  /// `Swift.UnfoldSequence<Swift.Int, Swift.Int>` (`qualified`) or `UnfoldSequence<Int, Int>`.
  func sequenceType(qualified: Bool) throws -> String {
    let q = qualified ? "Swift." : ""
    switch kind {
    case .first, .state:
      let (element, state) = try rootTypes(qualified)
      return q + "UnfoldSequence<" + element + ", " + state + ">"
    case .prefix(let b, _): return q + "PrefixSequence<" + (try b.sequenceType(qualified: qualified)) + ">"
    case .dropFirst(let b, _): return q + "DropFirstSequence<" + (try b.sequenceType(qualified: qualified)) + ">"
    case .dropWhile(let b, _): return q + "DropWhileSequence<" + (try b.sequenceType(qualified: qualified)) + ">"
    case .enumerated(let b, _): return q + "EnumeratedSequence<" + (try b.sequenceType(qualified: qualified)) + ">"
    case .lesson(let s, _): return try swiftTypeName(s, qualified: qualified)
    case .zip(let a, let b, _):
      return q + "Zip2Sequence<" + (try a.sequenceType(qualified: qualified)) + ", "
        + (try b.sequenceType(qualified: qualified)) + ">"
    case .builtin(let v, _, _): return try swiftTypeName(v, qualified: qualified)
    }
  }

  /// The type of its iterator: an `UnfoldSequence` is its own, a `DropFirstSequence`'s is its
  /// base's, the others' a nested `Iterator` (by that name alone when not `qualified`).
  func iteratorType(qualified: Bool) throws -> String {
    switch kind {
    case .first, .state: return try sequenceType(qualified: qualified)
    case .lesson(let s, let it): return try swiftTypeName(it ?? s, qualified: qualified)
    case .dropFirst(let b, _): return try b.iteratorType(qualified: qualified)
    case .prefix, .dropWhile, .enumerated, .zip:
      return qualified ? try sequenceType(qualified: true) + ".Iterator" : "Iterator"
    case .builtin: return qualified ? try sequenceType(qualified: true) + ".Iterator" : "Iterator"
    }
  }

  /// What `print` (not `debug`) or `debugPrint` writes for the sequence.
  func sequenceText(_ debug: Bool, _ describe: (Value, Bool) throws -> String) throws -> String {
    let type = try sequenceType(qualified: debug)
    switch kind {
    case .first, .state: return try rootText(debug, describe)
    case .lesson(let s, _): return try describe(s, debug)
    case .zip(let a, let b, _):
      return type + "(_sequence1: " + (try a.sequenceText(true, describe)) + ", _sequence2: "
        + (try b.sequenceText(true, describe)) + ")"
    case .builtin(let v, _, _): return try describe(v, debug)
    case .prefix(let b, let n): return type + "(_base: " + (try b.sequenceText(true, describe)) + ", _maxLength: \(n))"
    case .dropFirst(let b, let n): return type + "(_base: " + (try b.sequenceText(true, describe)) + ", _limit: \(n))"
    case .enumerated(let b, _): return type + "(_base: " + (try b.sequenceText(true, describe)) + ")"
    case .dropWhile(let b, let pending):
      return type + "(_iterator: " + (try b.iteratorText(true, describe)) + ", _nextElement: "
        + (try describe(pending.map { .some($0) } ?? .null, true)) + ")"
    }
  }

  /// What printing the iterator writes.
  func iteratorText(_ debug: Bool, _ describe: (Value, Bool) throws -> String) throws -> String {
    let type = try iteratorType(qualified: debug)
    switch kind {
    case .first, .state: return try rootText(debug, describe)
    case .lesson(let s, let it): return try describe(it ?? s, debug)
    case .zip(let a, let b, let ended):
      return type + "(_baseStream1: " + (try a.iteratorText(true, describe)) + ", _baseStream2: "
        + (try b.iteratorText(true, describe)) + ", _reachedEnd: \(ended))"
    case .builtin(let v, _, let p): return type + "(_elements: " + (try describe(v, true)) + ", _position: \(p))"
    // Its elements were dropped when it was made (`startIterator`).
    case .dropFirst(let b, _): return try b.iteratorText(debug, describe)
    case .prefix(let b, let n): return type + "(_base: " + (try b.iteratorText(true, describe)) + ", _remaining: \(n))"
    case .enumerated(let b, let n): return type + "(_base: " + (try b.iteratorText(true, describe)) + ", _count: \(n))"
    case .dropWhile(let b, let pending):
      return type + "(_iterator: " + (try b.iteratorText(true, describe)) + ", _nextElement: "
        + (try describe(pending.map { .some($0) } ?? .null, true)) + ")"
    }
  }

  /// `UnfoldSequence<E, S>(_state: ..., _next: (Function), _done: false)`.
  private func rootText(_ debug: Bool, _ describe: (Value, Bool) throws -> String) throws -> String {
    let state: String
    switch kind {
    case .first(let pending, _):
      // `(Optional(next element), isFirst)`: the closure's last result, nil once it gave nil.
      let element: Value = pending.map { .some($0) } ?? (done ? .null : .some(previous))
      state = "(" + (try describe(element, true)) + ", " + (pending == nil ? "false" : "true") + ")"
    case .state(let s, _): state = try describe(s, true)
    default: state = ""
    }
    return try sequenceType(qualified: debug) + "(_state: " + state + ", _next: (Function), _done: \(done))"
  }

  /// The element and state types of `sequence(...)`.
  private func rootTypes(_ qualified: Bool) throws -> (String, String) {
    guard let origin else { throw Fault("an unfold sequence's part has no origin") }
    let q = qualified ? "Swift." : ""
    let declared = origin.next.declaredUnfoldTypes
    func name(_ n: (plain: String, qualified: String)) -> String { qualified ? n.qualified : n.plain }
    switch kind {
    case .first:
      let element =
        try declared.element.map(name) ?? declared.state.map(name)
        ?? swiftTypeName(origin.value, qualified: qualified)
      return (element, "(" + q + "Optional<" + element + ">, " + q + "Bool)")
    default:
      // The compiler saw to it that one is known where the sequence can be printed.
      guard let element = origin.element.map(name) ?? declared.element.map(name) else {
        throw Fault("internal error: this sequence(state:next:) has no element type")
      }
      return (
        element,
        try origin.state.map(name) ?? declared.state.map(name) ?? swiftTypeName(origin.value, qualified: qualified)
      )
    }
  }
}

extension Value {
  /// A closure's or function's declared result without its Optional and its first parameter's
  /// type, as the compiler named them (`FunctionProto.declaredUnfoldTypes`).
  fileprivate var declaredUnfoldTypes: FunctionProto.UnfoldTypeNames {
    if case .closure(let c) = self { return c.proto.declaredUnfoldTypes }
    return FunctionProto.UnfoldTypeNames()
  }
}
