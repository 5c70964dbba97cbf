/// Unique mutation: a value is moved out of its slot (the slot left `.missing` or `.void`) before
/// it is mutated and stored back after, so that `xs.append(x)`, `a[i] = v`, `d[k] = v` and
/// `model.items.append(x)` find their buffer uniquely referenced and run in O(1) amortized time,
/// as in Swift. A reference left behind anywhere (a copy on the fiber stack, a peeked value, an
/// old value kept for didSet) turns each of them into a copy of the whole collection.
///
/// Debug builds check it: `noteMutation` counts every buffer that was not unique when mutated,
/// and the tests assert the count stays near zero.
extension VM {
  /// Counts a copy if `xs`'s buffer is shared. It is then made unique with the same capacity, as
  /// the mutation would have (`reserveCapacity` of the capacity it has is a no-op on a unique
  /// buffer), so that counting adds no copy and no reallocation of its own.
  @inline(__always)
  func noteMutation(_ xs: inout [Value]) {
    #if DEBUG
      guard xs.capacity > 0 else { return }
      let before = xs.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      xs.reserveCapacity(xs.capacity)
      let after = xs.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      if before != after { collectionCopies += 1 }
    #endif
  }

  /// `x += rhs` in place: an array or a string is taken out of its slot and appended to.
  func addAssign(_ slot: inout Value, _ rhs: Value) throws {
    if case .missing = slot { throw Fault("a variable is used before it was initialized") }
    guard appendsInPlace(slot, rhs) else {
      var old = slot
      slot = try Operators.binary(self, .add, slot, rhs)
      Reaper.release(taking: &old)
      return
    }
    var v = Value.void
    swap(&v, &slot)
    defer { swap(&v, &slot) }
    _ = try apply(.compound(.add, rhs), to: &v)
  }

  private func appendsInPlace(_ v: Value, _ rhs: Value) -> Bool {
    if case .array = v, case .array = rhs { return true }
    if case .string = v, case .string = rhs { return true }
    return false
  }

  /// `x += rhs` for a top-level variable.
  func addAssignGlobal(_ g: Int, _ rhs: Value) throws {
    if case .cell(let c) = program.globals[g] {
      c.value = try Operators.binary(self, .add, c.value, rhs)
      return
    }
    if case .missing = program.globals[g] {
      if globalsInAccess.contains(g) { throw Fault.overlappingAccess(program.globalNames[g]) }
      throw Fault(
        "'\(program.globalNames[g])' is used before it is initialized",
        hint: "a top-level variable exists only from the line that declares it")
    }
    try addAssign(&program.globals[g], rhs)
  }
}

/// Moving an array or a struct out of a value to mutate it: the value is left `.void` and the
/// payload returned without a reference counted (a `case .array(var xs) = v` in an `inout`
/// closure parameter copies it, and the copy is not unique until `v` is cleared). Nil, the value
/// untouched, when it is something else. (Measured: the same for a dictionary's three buffers
/// counted three references more, so `d[k] = v` keeps its swap.)
extension Value {
  @inline(__always)
  mutating func takeArray() -> [Value]? {
    guard case .array = self else { return nil }
    switch consume self {
    case .array(let xs):
      self = .void
      return xs
    case let other:
      self = other
      return nil
    }
  }

  @inline(__always)
  mutating func takeStruct() -> StructValue? {
    guard case .structValue = self else { return nil }
    switch consume self {
    case .structValue(let s):
      self = .void
      return s
    case let other:
      self = other
      return nil
    }
  }
}
