/// Unique mutation: a value is moved out of its slot (the slot left `.missing` or `.void`) before
/// it is mutated and stored back after, so that `xs.append(x)`, `a[i] = v`, `d[k] = v` and
/// `model.items.append(x)` find their buffer uniquely referenced and run in O(1) amortized time,
/// as in Swift. A reference left behind anywhere (a copy on the fiber stack, a peeked value, an
/// old value kept for didSet) turns each of them into a copy of the whole collection.
///
/// Debug builds check it: `noteMutation` counts every buffer that was not unique when mutated,
/// and the tests assert the count stays near zero.
extension VM {
  /// Counts a copy if `xs`'s buffer is shared (it is then made unique, as the mutation would).
  @inline(__always)
  func noteMutation(_ xs: inout [Value]) {
    #if DEBUG
      guard xs.capacity > 0 else { return }
      let before = xs.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      let after = xs.withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
      if before != after { collectionCopies += 1 }
    #endif
  }
}
