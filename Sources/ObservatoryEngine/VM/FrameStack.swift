/// A fiber's call frames, innermost last: the subset of `Array` the VM uses, over storage it
/// manages itself, so that a call and a return do no uniqueness check, no bounds check beyond
/// the VM's own invariants, and no copy of the frame they touch (`top`).
final class FrameStack {
  private var storage: UnsafeMutablePointer<Fiber.Frame>
  private var capacity: Int
  private(set) var count = 0
  /// The innermost frame, in place (the stack must not be empty): kept, not computed from
  /// `count`, because every call and return reads or writes it (the caller's `pc`, the mode).
  private(set) var top: UnsafeMutablePointer<Fiber.Frame>
  /// Whether a frame can be pushed without growing the storage or passing `Fiber.maxFrames`:
  /// a call's one check of both (`appendWithRoom`).
  @inline(__always)
  var hasRoom: Bool { count < room }
  /// `min(capacity, Fiber.maxFrames)`.
  private var room: Int

  init(capacity: Int = 16) {
    self.capacity = capacity
    storage = .allocate(capacity: capacity)
    top = storage - 1
    room = min(capacity, Fiber.maxFrames)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  var isEmpty: Bool { count == 0 }
  var last: Fiber.Frame? { count == 0 ? nil : storage[count - 1] }

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
    appendWithRoom(frame)
  }

  /// `append` when `hasRoom` said there is room.
  @inline(__always)
  func appendWithRoom(_ frame: consuming Fiber.Frame) {
    top += 1
    top.initialize(to: frame)
    count &+= 1
  }

  private func grow() {
    let bigger = UnsafeMutablePointer<Fiber.Frame>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = bigger
    capacity *= 2
    room = min(capacity, Fiber.maxFrames)
    top = storage + (count - 1)
  }

  @discardableResult @inline(__always)
  func removeLast() -> Fiber.Frame {
    precondition(count > 0, "no frame to remove")
    count -= 1
    top -= 1
    return (storage + count).move()
  }

  /// Drops the innermost frame (a return): one that holds no reference is not destroyed (there
  /// is nothing to release). The VM returns only from a frame it runs: there is one.
  @inline(__always)
  func dropLast() {
    count &-= 1
    if !top.pointee.ownsNothing { top.deinitialize(count: 1) }
    top -= 1
  }

  /// Drops the frames from `range.lowerBound` up.
  func removeSubrange(_ range: PartialRangeFrom<Int>) {
    guard range.lowerBound < count else { return }
    (storage + range.lowerBound).deinitialize(count: count - range.lowerBound)
    count = range.lowerBound
    top = storage + (count - 1)
  }

  func removeAll() { removeSubrange(0...) }
}
