/// The `Sequence` methods of an unfold sequence that read its elements one at a time and call
/// the lesson's closure between them, step for step as the standard library's `Sequence`
/// extensions do (so an endless sequence stops where Swift's stops, and a closure that prints
/// interleaves with the sequence's own as in Swift: `Language/unfold-sequence-methods`, verified
/// against Swift 6.3.1): `min(by:)`, `max(by:)`, `elementsEqual(_:)`, `starts(with:)`,
/// `lexicographicallyPrecedes(_:)`; and `split`, `suffix`, `dropLast` and `shuffled()`, which
/// read every element into an array first, as Swift's do.
extension UnfoldSequenceValue {
  func sequenceMethod(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    typealias B = Builtins
    switch name {
    case "min" where B.labels(labels, "by"), "max" where B.labels(labels, "by"):
      var best: Value? = nil
      try forEach(vm) { x in
        guard let b = best else {
          best = x
          return true
        }
        // `min`: the element replaces the result when it comes first; `max`: when it comes after.
        let pair = name == "min" ? [x, b] : [b, x]
        if try Operators.truth(vm.callValue(args[0], pair)) { best = x }
        return true
      }
      return B.optional(best)
    case "elementsEqual" where B.labels(labels, "_"):
      // Both iterators are asked for their next element, then the pair compared.
      let mine = try start.startIterator(vm)
      let other = try otherIterator(vm, args[0])
      while true {
        switch (try mine.next(vm), try other(vm)) {
        case (let a?, let b?): if try !Operators.equals(vm, a, b) { return .bool(false) }
        case (nil, nil): return .bool(true)
        default: return .bool(false)
        }
      }
    case "starts" where B.labels(labels, "with"):
      let other = try otherIterator(vm, args[0])
      var result: Bool? = nil
      try forEach(vm) { x in
        guard let y = try other(vm) else {
          result = true
          return false
        }
        if try !Operators.equals(vm, x, y) {
          result = false
          return false
        }
        return true
      }
      if let result { return .bool(result) }
      return .bool(try other(vm) == nil)
    case "lexicographicallyPrecedes" where B.labels(labels, "_") || B.labels(labels, "_", "by"):
      let less: (Value, Value) throws -> Bool = { x, y in
        if args.count == 2 { return try Operators.truth(vm.callValue(args[1], [x, y])) }
        return try Operators.compare(vm, x, y) < 0
      }
      let mine = try start.startIterator(vm)
      let other = try otherIterator(vm, args[0])
      while true {
        guard let x = try mine.next(vm) else { return .bool(try other(vm) != nil) }
        guard let y = try other(vm) else { return .bool(false) }
        if try less(x, y) { return .bool(true) }
        if try less(y, x) { return .bool(false) }
      }
    case "split":
      // Swift's `Sequence.split` reads every element into an array first and splits that: its
      // parts are slices of it, with its indices.
      if let k = labels.firstIndex(of: "maxSplits"), case .int(let n) = args[k], n < 0 {
        throw Fault("Must take zero or more splits", kind: .assertion)
      }
      return try B.collectionMethod(vm, .array(try elements(vm)), Sym(rawValue: vm.program.symbol(name)), args, labels)
    case "suffix" where B.labels(labels, "_"), "dropLast" where labels.isEmpty || B.labels(labels, "_"):
      let n = labels.isEmpty ? 1 : try B.int(args[0], name)
      guard n >= 0 else {
        throw Fault(
          name == "suffix"
            ? "Can't take a suffix of negative length from a sequence"
            : "Can't drop a negative number of elements from a sequence", kind: .assertion)
      }
      let xs = try elements(vm)
      return .array(name == "suffix" ? Array(xs.suffix(n)) : Array(xs.dropLast(n)))
    case "shuffled" where labels.isEmpty:
      var xs = try elements(vm)
      try vm.random.shuffle(&xs)
      return .array(xs)
    default: return nil
    }
  }

  /// `next()` of another sequence's iterator (an unfold sequence's own, read lazily).
  private func otherIterator(_ vm: VM, _ v: Value) throws -> (VM) throws -> Value? {
    guard case .host(let box as IteratorBox) = try Builtins.makeIterator(vm, v) else {
      throw Fault("elementsEqual takes a sequence")
    }
    return { try box.next($0) }
  }
}
