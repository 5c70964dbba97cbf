/// A fiber's call frames, innermost last: the subset of `Array` the VM uses, over storage it
/// manages itself, so that a call and a return do no uniqueness check, no bounds check beyond
/// the VM's own invariants, and no copy of the frame they touch (`top`).
final class FrameStack {
  private var storage: UnsafeMutablePointer<Fiber.Frame>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 16) {
    self.capacity = capacity
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  var isEmpty: Bool { count == 0 }
  var last: Fiber.Frame? { count == 0 ? nil : storage[count - 1] }

  /// The innermost frame, in place (the stack must not be empty).
  @inline(__always)
  var top: UnsafeMutablePointer<Fiber.Frame> { storage + (count &- 1) }

  subscript(i: Int) -> Fiber.Frame {
    get {
      precondition(i >= 0 && i < count, "frame index out of range")
      return storage[i]
    }
    set {
      precondition(i >= 0 && i < count, "frame index out of range")
      storage[i] = newValue
    }
  }

  @inline(__always)
  func append(_ frame: consuming Fiber.Frame) {
    if count == capacity { grow() }
    (storage + count).initialize(to: frame)
    count &+= 1
  }

  private func grow() {
    let bigger = UnsafeMutablePointer<Fiber.Frame>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = bigger
    capacity *= 2
  }

  @discardableResult @inline(__always)
  func removeLast() -> Fiber.Frame {
    precondition(count > 0, "no frame to remove")
    count -= 1
    return (storage + count).move()
  }

  /// Drops the innermost frame (a return): one that holds no reference is not destroyed (there
  /// is nothing to release). The VM returns only from a frame it runs: there is one.
  @inline(__always)
  func dropLast() {
    count &-= 1
    if !storage[count].ownsNothing { (storage + count).deinitialize(count: 1) }
  }

  /// Drops the frames from `range.lowerBound` up.
  func removeSubrange(_ range: PartialRangeFrom<Int>) {
    guard range.lowerBound < count else { return }
    (storage + range.lowerBound).deinitialize(count: count - range.lowerBound)
    count = range.lowerBound
  }

  func removeAll() { removeSubrange(0...) }
}
