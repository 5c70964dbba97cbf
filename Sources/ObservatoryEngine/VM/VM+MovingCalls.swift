/// Calls that hand a value to a frame to mutate (`self` of a `mutating` method, the first
/// argument of `withLock { $0.append(x) }`, `&` arguments): the value is moved into its stack
/// slot, not copied, so that the callee finds it uniquely referenced (`VM+Uniqueness`).
extension VM {
  /// Runs a frame `push` makes over `moved` (the receiver, then the first arguments) and `rest`,
  /// moving `moved`'s values into their slots (`moved` is left all `.void`). If the call throws,
  /// `moved` gets back what its slots hold: a throwing mutating method keeps what it changed.
  func runInFrame(moving moved: inout [Value], _ rest: [Value], _ push: (Int) throws -> Void) throws -> Value {
    let f = fiber
    let base = f.sp
    for k in moved.indices {
      try f.push(.void)
      swap(&moved[k], &f.stack[f.sp - 1])
    }
    for a in rest { try f.push(a) }
    nestedRuns += 1
    defer { nestedRuns -= 1 }
    let depth = f.frames.count
    do {
      try push(base)
      _ = try execute(f, boundary: depth)
    } catch {
      if f.frames.count > depth { f.frames.removeSubrange(depth...) }
      for k in moved.indices where base + k < f.sp {
        var v = f.stack[base + k]
        if case .cell(let c) = v { v = c.value }
        moved[k] = v
      }
      if f.sp > base { f.truncate(to: base) }
      throw error
    }
    let packed = f.stack[f.sp - 1]
    f.truncate(to: base)
    return packed
  }
}
