/// `sequence(first:next:)` and `sequence(state:next:)`: Swift's `UnfoldSequence`, a lazy sequence
/// that calls its closure once per element asked for, and the lazy parts Swift takes of any
/// sequence (`prefix(_:)`, `dropFirst(_:)`, `drop(while:)`, `enumerated()`). Everything else
/// (`map`, `filter`, `first(where:)`, `prefix(while:)`, `reduce`, `Array(...)`, `for ... in`) reads
/// elements one at a time and calls its own closure between them, as Swift's `Sequence` methods
/// do, so an endless sequence stops where Swift's stops and side effects interleave as in Swift
/// (verified against Swift 6.3.1, `Language/unfold-sequences`). Printing one and `type(of:)` are
/// refused (Swift prints the closure's state and its static types, which the playground does not
/// keep).
final class UnfoldSequenceValue: NativeValue {
  /// The iterator every `makeIterator()` starts from a copy of.
  let start: UnfoldCursor
  init(_ start: UnfoldCursor) { self.start = start }

  override var typeName: String { "UnfoldSequence" }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    throw UnfoldSequenceValue.unsupported(
      "printing a sequence made by 'sequence(first:next:)' or 'sequence(state:next:)'")
  }

  static func unsupported(_ what: String) -> Fault {
    Fault(
      "\(what) is not supported by the playground",
      hint: "make an array of the elements you want first, e.g. Array(seq.prefix(5))")
  }

  /// `sequence(first:next:)` (`first` is the first element; `next` is called with the previous one
  /// after it) or `sequence(state:next:)` (`next` is called with the state `inout`).
  static func make(_ vm: VM, _ args: [Value], _ names: [String?]) throws -> Value {
    if Builtins.labels(names, "first", "next") {
      return .host(UnfoldSequenceValue(UnfoldCursor(.first(pending: args[0], next: args[1]))))
    }
    if Builtins.labels(names, "state", "next") {
      return .host(UnfoldSequenceValue(UnfoldCursor(.state(args[0], next: args[1]))))
    }
    throw Fault("sequence takes first: and next:, or state: and next:")
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    let fn = args.last
    switch name {
    case "makeIterator" where labels.isEmpty: return .host(IteratorBox(.unfold(start.copy())))
    case "prefix" where B.labels(labels, "_"):
      let n = try count(args[0], "prefix")
      return .host(UnfoldSequenceValue(UnfoldCursor(.prefix(start.copy(), remaining: n))))
    case "dropFirst" where labels.isEmpty || B.labels(labels, "_"):
      let n = labels.isEmpty ? 1 : try count(args[0], "dropFirst")
      return .host(UnfoldSequenceValue(UnfoldCursor(.dropFirst(start.copy(), count: n))))
    case "drop" where B.labels(labels, "while"):
      // Swift's `DropWhileSequence` drops when it is made, keeping the first element it kept.
      let c = start.copy()
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
          case let r: out.append(contentsOf: try B.elements(r))
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
    case "next" where labels.isEmpty:
      // `var s = sequence(...)`; `s.next()`: an UnfoldSequence is its own iterator, and later
      // iterations start where `next()` left it. (A copy made before shares that position here,
      // where Swift's copy keeps its own.)
      return B.optional(try start.next(vm))
    default: break
    }
    throw UnfoldSequenceValue.unsupported(
      "'\(name)' of a sequence made by 'sequence(first:next:)' or 'sequence(state:next:)'")
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
  private func forEach(_ vm: VM, _ body: (Value) throws -> Bool) throws {
    let c = start.copy()
    while let x = try c.next(vm) {
      guard try body(x) else { return }
    }
  }

  private func count(_ v: Value, _ what: String) throws -> Int {
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
/// iterator. A class, copied (`copy()`) where Swift copies the iterator's struct.
final class UnfoldCursor {
  enum Kind {
    /// `sequence(first:next:)`: `pending` is the element `next()` gives before calling the closure.
    case first(pending: Value?, next: Value)
    /// `sequence(state:next:)`.
    case state(Value, next: Value)
    case prefix(UnfoldCursor, remaining: Int)
    case dropFirst(UnfoldCursor, count: Int)
    /// `drop(while:)`, which dropped its elements when it was made: `pending` is the first kept.
    case dropWhile(UnfoldCursor, pending: Value?)
    case enumerated(UnfoldCursor, offset: Int)
  }
  private var kind: Kind
  /// The closure returned nil once: it is not called again (`UnfoldSequence._done`).
  private var done = false
  /// `sequence(first:next:)`'s last element, which the closure is called with.
  private var previous: Value = .null

  init(_ kind: Kind) { self.kind = kind }

  func copy() -> UnfoldCursor {
    let c: UnfoldCursor
    switch kind {
    case .first: c = UnfoldCursor(kind)
    case .state(let s, let fn):
      // An iterator held as the state (`sequence(state: xs.makeIterator())`) is a value in Swift.
      if case .host(let it as IteratorBox) = s {
        c = UnfoldCursor(.state(.host(it.copy()), next: fn))
      } else {
        c = UnfoldCursor(kind)
      }
    case .prefix(let b, let n): c = UnfoldCursor(.prefix(b.copy(), remaining: n))
    case .dropFirst(let b, let n): c = UnfoldCursor(.dropFirst(b.copy(), count: n))
    case .dropWhile(let b, let p): c = UnfoldCursor(.dropWhile(b.copy(), pending: p))
    case .enumerated(let b, let n): c = UnfoldCursor(.enumerated(b.copy(), offset: n))
    }
    c.done = done
    c.previous = previous
    return c
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
      guard n > 0, let x = try b.next(vm) else { return end() }
      kind = .prefix(b, remaining: n - 1)
      return x
    case .dropFirst(let b, let n):
      if n > 0 {
        kind = .dropFirst(b, count: 0)
        for _ in 0..<n where try b.next(vm) == nil { break }
      }
      return try b.next(vm)
    case .dropWhile(let b, let pending):
      if let pending {
        kind = .dropWhile(b, pending: nil)
        return pending
      }
      return try b.next(vm)
    case .enumerated(let b, let n):
      guard let x = try b.next(vm) else { return nil }
      kind = .enumerated(b, offset: n + 1)
      return .tuple([.int(n), x], labels: .offsetElement)
    }
  }

  private func end() -> Value? {
    done = true
    return nil
  }

}
