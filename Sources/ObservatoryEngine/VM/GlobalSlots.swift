/// The values of a program's top-level variables (`Program.globals`), in storage the program
/// manages itself, as `Fiber.stack` is: reading or writing a global in the dispatch loop makes no
/// uniqueness check and no copy of an array, and `&globals[g]` mutates the value in place.
/// Globals are only added (by a compile), never removed; a global's slot stays where it is until
/// the next one is added, which no running code does.
package final class GlobalSlots: Sequence {
  private var storage: UnsafeMutablePointer<Value>
  private var functions: UnsafeMutablePointer<DeclaredFunction?>
  private var capacity: Int
  package private(set) var count = 0
  package var indices: Range<Int> { 0..<count }

  init(capacity: Int = 256) {
    self.capacity = capacity
    storage = .allocate(capacity: capacity)
    functions = .allocate(capacity: capacity)
  }

  /// The globals die with the program, first to last; a deeply nested one is freed in a loop
  /// (`Reaper`).
  deinit {
    for i in 0..<count {
      var dying = (storage + i).move()
      Reaper.release(taking: &dying)
    }
    storage.deallocate()
    functions.deallocate()
  }

  /// Inline in the dispatch loop (measured: as calls they cost ≈ 34 instructions per turn of
  /// a top-level loop).
  package subscript(i: Int) -> Value {
    @inline(__always) unsafeAddress { UnsafePointer(slot(i, of: storage)) }
    @inline(__always) unsafeMutableAddress { slot(i, of: storage) }
  }

  /// The function a top-level `func` declared in global `i` (`Program.noteFunction`), nil for
  /// every other global: beside the values, so that the dispatch loop's plain call of it reads
  /// one word (an array's subscript is a call there, measured).
  subscript(function i: Int) -> DeclaredFunction? {
    @inline(__always) unsafeAddress { UnsafePointer(slot(i, of: functions)) }
    @inline(__always) unsafeMutableAddress { slot(i, of: functions) }
  }

  /// Global `i`'s place in `table` (the values or the functions), checked against `count`.
  @inline(__always)
  private func slot<T>(_ i: Int, of table: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "global index out of range")
    return table + i
  }

  /// Stores `v` in global `i`; what it held is released by the reaper (nothing to release over
  /// an integer, the common case in a top-level loop).
  @inline(__always)
  func store(_ v: consuming Value, at i: Int) {
    let place = slot(i, of: storage)
    if place.pointee.isTrivial {
      place.initialize(to: v)
      return
    }
    var old = place.move()
    place.initialize(to: v)
    Reaper.release(taking: &old)
  }

  func append(_ v: Value) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Value>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = bigger
      let biggerFunctions = UnsafeMutablePointer<DeclaredFunction?>.allocate(capacity: capacity * 2)
      biggerFunctions.moveInitialize(from: functions, count: count)
      functions.deallocate()
      functions = biggerFunctions
      capacity *= 2
    }
    (storage + count).initialize(to: v)
    (functions + count).initialize(to: nil)
    count += 1
  }

  /// Iterates over the values as they are now (a declaration made while iterating is not seen,
  /// as with the array this replaces).
  package func makeIterator() -> IndexingIterator<[Value]> {
    Array(UnsafeBufferPointer(start: storage, count: count)).makeIterator()
  }
}
