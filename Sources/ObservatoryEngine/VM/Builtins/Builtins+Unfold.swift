/// `sequence(first:next:)` and `sequence(state:next:)`: Swift's `UnfoldSequence`, a lazy sequence
/// that calls its closure once per element asked for, and the lazy parts Swift takes of any
/// sequence (`prefix(_:)`, `dropFirst(_:)`, `drop(while:)`, `enumerated()`). Everything else
/// (`map`, `filter`, `first(where:)`, `prefix(while:)`, `reduce`, `min(by:)`, `elementsEqual`,
/// `split`, `Array(...)`, `for ... in`) reads elements one at a time and calls its own closure
/// between them, as Swift's `Sequence` methods do (`UnfoldSequence+Methods.swift`), so an endless
/// sequence stops where Swift's stops and side effects interleave as in Swift (verified against
/// Swift 6.3.1, `Language/unfold-sequences`, `Language/unfold-sequence-methods`). It prints as
/// Swift's struct, with its state (`UnfoldSequence+Printing.swift`).
final class UnfoldSequenceValue: NativeValue {
  /// The iterator every `makeIterator()` starts from a copy of.
  let start: UnfoldCursor
  init(_ start: UnfoldCursor) { self.start = start }

  override var typeName: String { "UnfoldSequence" }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    try start.sequenceText(debug) { try Describer.describe(vm, $0, debug: $1) }
  }

  /// `sequence(first:next:)` (`first` is the first element; `next` is called with the previous one
  /// after it) or `sequence(state:next:)` (`next` is called with the state `inout`).
  static func make(_ vm: VM, _ args: [Value], _ names: [String?]) throws -> Value {
    let origin = UnfoldCursor.Origin(value: args[0], next: args[1])
    if Builtins.labels(names, "first", "next") {
      return .host(UnfoldSequenceValue(UnfoldCursor(.first(pending: args[0], next: args[1]), origin: origin)))
    }
    if Builtins.labels(names, "state", "next") {
      return .host(UnfoldSequenceValue(UnfoldCursor(.state(args[0], next: args[1]), origin: origin)))
    }
    throw Fault("sequence takes first: and next:, or state: and next:")
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    let fn = args.last
    switch name {
    case "makeIterator" where labels.isEmpty: return .host(IteratorBox(.unfold(try start.startIterator(vm))))
    case "prefix" where B.labels(labels, "_"):
      let n = try count(args[0], "prefix")
      // Swift's `PrefixSequence.prefix(_:)` is one PrefixSequence of the same base.
      if case .prefix(let b, let m) = start.kind {
        return .host(UnfoldSequenceValue(UnfoldCursor(.prefix(b.copy(), remaining: min(m, n)))))
      }
      return .host(UnfoldSequenceValue(UnfoldCursor(.prefix(start.copy(), remaining: n))))
    case "dropFirst" where labels.isEmpty || B.labels(labels, "_"):
      let n = labels.isEmpty ? 1 : try count(args[0], "dropFirst")
      // And `DropFirstSequence.dropFirst(_:)` one DropFirstSequence.
      if case .dropFirst(let b, let m) = start.kind {
        return .host(UnfoldSequenceValue(UnfoldCursor(.dropFirst(b.copy(), count: m + n))))
      }
      return .host(UnfoldSequenceValue(UnfoldCursor(.dropFirst(start.copy(), count: n))))
    case "drop" where B.labels(labels, "while"):
      // Swift's `DropWhileSequence` drops when it is made, keeping the first element it kept;
      // of a DropWhileSequence whose kept element passes too, it goes on with a copy of its
      // iterator (one DropWhileSequence of the same base).
      var c: UnfoldCursor
      if case .dropWhile(let b, let pending) = start.kind {
        guard let p = pending, try B.test(vm, fn!, p) else { return .host(self) }
        c = b.copy()
      } else {
        c = try start.startIterator(vm)
      }
      while let x = try c.next(vm) {
        if try !B.test(vm, fn!, x) {
          return .host(UnfoldSequenceValue(UnfoldCursor(.dropWhile(c, pending: x))))
        }
      }
      return .host(UnfoldSequenceValue(UnfoldCursor(.dropWhile(c, pending: nil))))
    case "enumerated" where labels.isEmpty:
      return .host(UnfoldSequenceValue(UnfoldCursor(.enumerated(start.copy(), offset: 0))))
    case "prefix" where B.labels(labels, "while"):
      var out: [Value] = []
      try forEach(vm) { x in
        guard try B.test(vm, fn!, x) else { return false }
        out.append(x)
        return true
      }
      return .array(out)
    case "first" where B.labels(labels, "where"):
      var found: Value = .null
      try forEach(vm) { x in
        guard try B.test(vm, fn!, x) else { return true }
        found = .some(x)
        return false
      }
      return found
    case "contains" where B.labels(labels, "where"), "contains" where B.labels(labels, "_"):
      var found = false
      try forEach(vm) { x in
        found = labels[0] == nil ? try Operators.equals(vm, x, fn!) : try B.test(vm, fn!, x)
        return !found
      }
      return .bool(found)
    case "allSatisfy" where B.labels(labels, "{}"):
      var all = true
      try forEach(vm) { x in
        all = try B.test(vm, fn!, x)
        return all
      }
      return .bool(all)
    case "map" where B.labels(labels, "{}"), "compactMap" where B.labels(labels, "{}"),
      "flatMap" where B.labels(labels, "{}"),
      "filter" where B.labels(labels, "{}"), "forEach" where B.labels(labels, "{}"),
      "count" where B.labels(labels, "where"):
      var out: [Value] = []
      var n = 0
      try forEach(vm) { x in
        switch name {
        case "map": out.append(try B.call(vm, fn!, x))
        case "compactMap": if let y = try B.call(vm, fn!, x).unwrapped { out.append(y) }
        case "flatMap":
          // A closure returning an Optional is compactMap's meaning, as in `Builtins+Collections`.
          switch try B.call(vm, fn!, x) {
          case .null: break
          case .some(let y): out.append(y)
          case let r: out.append(contentsOf: try B.elements(vm, r))
          }
        case "filter": if try B.test(vm, fn!, x) { out.append(x) }
        case "count": if try B.test(vm, fn!, x) { n += 1 }
        default: _ = try B.call(vm, fn!, x)
        }
        guard out.count <= B.maxCount else { throw B.tooLarge(out.count) }
        return true
      }
      return name == "forEach" ? .void : name == "count" ? .int(n) : .array(out)
    case "reduce" where B.labels(labels, "_", "{}"):
      var acc = args[0]
      try forEach(vm) { x in
        acc = try vm.callValue(args[1], [acc, x])
        return true
      }
      return acc
    case "reduce" where B.labels(labels, "into", "{}"):
      var acc = args[0]
      try forEach(vm) { x in
        _ = try vm.callInout(args[1], on: &acc, [x])
        return true
      }
      return acc
    case "next" where labels.isEmpty:
      // Where the call is no variable's (`mutate` is): the sequence itself advances.
      return B.optional(try start.next(vm))
    case "reversed" where labels.isEmpty:
      // `Sequence.reversed()` is an array.
      return .array(try elements(vm).reversed())
    case "sorted", "min", "max", "joined":
      // These read every element before calling anything of the lesson's (Swift's `sorted(by:)`
      // copies the sequence into an array first); `min(by:)`/`max(by:)` interleave, so they are
      // not here.
      guard
        labels.isEmpty || (name == "sorted" && B.labels(labels, "by"))
          || (name == "joined" && B.labels(labels, "separator"))
      else { break }
      return try B.collectionMethod(vm, .array(try elements(vm)), Sym(rawValue: vm.program.symbol(name)), args, labels)
    default: break
    }
    return try sequenceMethod(vm, name, args, labels)
  }

  /// `var s = sequence(...)`; `s.next()`: an UnfoldSequence is its own iterator, and later
  /// iterations start where `next()` left it; a copy made before keeps its own position, as
  /// Swift's struct does.
  override func mutates(_ name: String) -> Bool { name == "next" }

  override func mutate(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> (Value, Value)? {
    // Only `sequence(...)` itself is an iterator: a part of it has no `next()`.
    guard name == "next", labels.isEmpty, start.origin != nil else { return nil }
    let c = start.copy()
    let x = try c.next(vm)
    return (.host(UnfoldSequenceValue(c)), B.optional(x))
  }

  private typealias B = Builtins

  /// Every element, as `Array(seq)` reads them.
  func elements(_ vm: VM) throws -> [Value] {
    var out: [Value] = []
    try forEach(vm) { x in
      out.append(x)
      guard out.count <= Builtins.maxCount else { throw Builtins.tooLarge(out.count) }
      return true
    }
    return out
  }

  /// Calls `body` with each element until it returns false or the sequence ends.
  func forEach(_ vm: VM, _ body: (Value) throws -> Bool) throws {
    let c = try start.startIterator(vm)
    while let x = try c.next(vm) {
      guard try body(x) else { return }
    }
  }

  func count(_ v: Value, _ what: String) throws -> Int {
    guard case .int(let n) = v else { throw Fault("\(what)(_:) takes an Int") }
    guard n >= 0 else {
      throw Fault(
        "Can't \(what == "prefix" ? "take a prefix" : "drop a prefix") of negative length from a collection",
        kind: .assertion)
    }
    return n
  }
}

/// An iterator of an `UnfoldSequenceValue`: the unfold's own state, or a part taken of another
/// iterator. A class, copied (`copy()`) where Swift copies the iterator's struct. As a sequence
/// (`UnfoldSequenceValue.start`) a part holds its base sequence; as an iterator
/// (`startIterator`) its base's iterator, as Swift's `PrefixSequence` and its `Iterator` do.
final class UnfoldCursor {
  enum Kind {
    /// `sequence(first:next:)`: `pending` is the element `next()` gives before calling the closure.
    case first(pending: Value?, next: Value)
    /// `sequence(state:next:)`.
    case state(Value, next: Value)
    case prefix(UnfoldCursor, remaining: Int)
    case dropFirst(UnfoldCursor, count: Int)
    /// `drop(while:)`, which dropped its elements when it was made: `pending` is the first kept,
    /// and after each `next()` the element after it (Swift's iterator reads one ahead).
    case dropWhile(UnfoldCursor, pending: Value?)
    case enumerated(UnfoldCursor, offset: Int)
    /// A lesson `Sequence` (`LessonSequence`): as a sequence its value; as an iterator the one its
    /// `makeIterator()` made.
    case lesson(sequence: Value, iterator: Value?)
    /// `zip(a, b)` with a lesson or unfold sequence on a side: Swift's `Zip2Sequence`, whose
    /// iterator reads the first side, then the second, and stays ended once either ends.
    case zip(UnfoldCursor, UnfoldCursor, ended: Bool)
    /// A builtin sequence beside one (`zip(Countdown(n: 3), names)`): its elements (nil: the
    /// endless range `n...`), read from `position`.
    case builtin(Value, items: [Value]?, position: Int)
  }
  /// What `sequence(...)` was called with: its first element or initial state, and its closure,
  /// which name its types (`UnfoldSequence+Printing.swift`). nil for a part.
  struct Origin {
    let value: Value
    let next: Value
    /// The element and state types Swift's check read for the call (`Compiler+UnfoldTypes.swift`),
    /// which a closure that declares no result does not tell.
    var element: (plain: String, qualified: String)? = nil
    var state: (plain: String, qualified: String)? = nil
  }
  private(set) var kind: Kind
  private(set) var origin: Origin?
  /// The closure returned nil once: it is not called again (`UnfoldSequence._done`).
  private(set) var done = false
  /// `sequence(first:next:)`'s last element, which the closure is called with.
  private(set) var previous: Value = .null

  init(_ kind: Kind, origin: Origin? = nil) {
    self.kind = kind
    self.origin = origin
  }

  /// Keeps the types Swift's check read for the `sequence(state:next:)` that made it.
  func keepTypes(element: (plain: String, qualified: String), state: (plain: String, qualified: String)?) {
    origin?.element = element
    origin?.state = state
  }

  func copy() -> UnfoldCursor {
    let c: UnfoldCursor
    switch kind {
    case .first: c = UnfoldCursor(kind, origin: origin)
    case .state(let s, let fn):
      // An iterator held as the state (`sequence(state: xs.makeIterator())`) is a value in Swift.
      if case .host(let it as IteratorBox) = s {
        c = UnfoldCursor(.state(.host(it.copy()), next: fn), origin: origin)
      } else {
        c = UnfoldCursor(kind, origin: origin)
      }
    case .prefix(let b, let n): c = UnfoldCursor(.prefix(b.copy(), remaining: n))
    case .dropFirst(let b, let n): c = UnfoldCursor(.dropFirst(b.copy(), count: n))
    case .dropWhile(let b, let p): c = UnfoldCursor(.dropWhile(b.copy(), pending: p))
    case .enumerated(let b, let n): c = UnfoldCursor(.enumerated(b.copy(), offset: n))
    // A builtin iterator is a value in Swift; a lesson struct's is copied with the enum.
    case .lesson(let s, .host(let it as IteratorBox)?):
      c = UnfoldCursor(.lesson(sequence: s, iterator: .host(it.copy())))
    case .lesson: c = UnfoldCursor(kind)
    case .zip(let a, let b, let ended): c = UnfoldCursor(.zip(a.copy(), b.copy(), ended: ended))
    case .builtin: c = UnfoldCursor(kind)
    }
    c.done = done
    c.previous = previous
    return c
  }

  /// The iterator Swift's `makeIterator()` of this sequence makes: a `DropFirstSequence`'s drops
  /// its elements then (calling the closure), also inside a part that may never ask for one.
  func startIterator(_ vm: VM) throws -> UnfoldCursor {
    switch kind {
    case .first, .state, .dropWhile: return copy()
    case .lesson(let s, _): return UnfoldCursor(.lesson(sequence: s, iterator: try LessonSequence.makeIterator(vm, s)))
    case .prefix(let b, let n): return UnfoldCursor(.prefix(try b.startIterator(vm), remaining: n))
    case .enumerated(let b, let n): return UnfoldCursor(.enumerated(try b.startIterator(vm), offset: n))
    case .zip(let a, let b, _):
      return UnfoldCursor(.zip(try a.startIterator(vm), try b.startIterator(vm), ended: false))
    case .builtin(let v, let items, _): return UnfoldCursor(.builtin(v, items: items, position: 0))
    case .dropFirst(let b, let n):
      let c = try b.startIterator(vm)
      for _ in 0..<n where try c.next(vm) == nil { break }
      return UnfoldCursor(.dropFirst(c, count: 0))
    }
  }

  func next(_ vm: VM) throws -> Value? {
    if done { return nil }
    switch kind {
    case .first(let pending?, let fn):
      kind = .first(pending: nil, next: fn)
      previous = pending
      return pending
    case .first(nil, let fn):
      guard let x = try vm.callValue(fn, [previous]).unwrapped else { return end() }
      previous = x
      return x
    case .state(var state, let fn):
      kind = .state(.void, next: fn)
      defer { kind = .state(state, next: fn) }
      guard let x = try vm.callInout(fn, on: &state, []).unwrapped else { return end() }
      return x
    case .prefix(let b, let n):
      // Swift's counts down even when its base has ended.
      guard n > 0 else { return nil }
      kind = .prefix(b, remaining: n - 1)
      return try b.next(vm)
    case .dropFirst(let b, let n):
      if n > 0 {
        kind = .dropFirst(b, count: 0)
        for _ in 0..<n where try b.next(vm) == nil { break }
      }
      return try b.next(vm)
    case .dropWhile(let b, let pending):
      guard let pending else { return nil }
      kind = .dropWhile(b, pending: nil)
      let after = try b.next(vm)
      kind = .dropWhile(b, pending: after)
      return pending
    case .lesson(let s, var it):
      if it == nil { it = try LessonSequence.makeIterator(vm, s) }
      kind = .lesson(sequence: s, iterator: nil)
      defer { kind = .lesson(sequence: s, iterator: it) }
      return try LessonSequence.next(vm, &it!)
    case .enumerated(let b, let n):
      guard let x = try b.next(vm) else { return nil }
      kind = .enumerated(b, offset: n + 1)
      return .tuple([.int(n), x], labels: .offsetElement)
    case .zip(let a, let b, let ended):
      guard !ended else { return nil }
      guard let x = try a.next(vm), let y = try b.next(vm) else {
        kind = .zip(a, b, ended: true)
        return nil
      }
      return .tuple([x, y])
    case .builtin(let v, let items, let p):
      if let items {
        guard p < items.count else { return nil }
        kind = .builtin(v, items: items, position: p + 1)
        return items[p]
      }
      guard case .range(let r) = v else { return nil }
      kind = .builtin(v, items: nil, position: p + 1)
      return .int(r.lower &+ p)
    }
  }

  private func end() -> Value? {
    done = true
    return nil
  }
}
