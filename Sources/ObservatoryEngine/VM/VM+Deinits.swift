/// Running the `deinit`s of objects that died (`Instance.deinit` queues a zombie of each).
///
/// Swift runs a deinit where the last reference goes, and then releases the object's stored
/// properties, whose own deinits run inside that release. So objects that die together run in
/// the order they were released, and everything one of them frees finishes before the next
/// starts. Here each batch of zombies is a queue of its own, taken out of
/// `ObservationRuntime.pendingDeinits` before any deinit body runs: a statement inside a deinit
/// then runs only what that body freed, never the rest of the batch (which would run them in
/// reverse, one nested run deeper per object). The queues are a stack, not recursion, so a
/// million-node list with a deinit frees in a loop.
extension VM {
  /// Runs what died since the last call; costs one test (`WorkDue`) when nothing did (every
  /// write to a class instance's property calls it).
  @inline(__always)
  func runDeinits() throws {
    guard runtime.due.bits != 0 else { return }
    try runPendingDeinits()
  }

  private func runPendingDeinits() throws {
    guard !runtime.pendingDeinits.isEmpty else { return try StreamStorage.cancelReleased(self) }
    var queues: [(items: [Instance?], next: Int)] = []
    do {
      while true {
        while let last = queues.last, last.next == last.items.count { queues.removeLast() }
        if !runtime.pendingDeinits.isEmpty {
          // What died since: before the rest of the batch it died in.
          queues.append((runtime.pendingDeinits.map { $0 }, 0))
          runtime.pendingDeinits = []
        }
        guard let top = queues.indices.last else { break }
        let k = queues[top].next
        var zombie = queues[top].items[k]
        queues[top].items[k] = nil
        queues[top].next = k + 1
        if let cls = zombie?.cls, !cls.deinitializers.isEmpty {
          trace.record(.deinitRan(object: zombie!.label))
          for d in cls.deinitializers { _ = try callProto(d, receiver: .object(zombie!), []) }
          // A deinit that stored `self` somewhere made a reference that outlives the object:
          // Swift stops the program when the deinit returns.
          if !isKnownUniquelyReferenced(&zombie) {
            throw Fault(
              "fatal error: object of class '\(cls.name)' deallocated with non-zero retain count: its deinit stored a reference to self, which outlived the deinit",
              hint: "a deinit must not keep 'self' (store a value copied from it instead)")
          }
        }
        zombie = nil  // its stored properties die now; their deinits are queued next
      }
    } catch {
      // A deinit failed: the others wait for the next statement, as they would have.
      let rest = queues.reversed().flatMap { q in q.items[q.next...].compactMap { $0 } }
      runtime.pendingDeinits = rest + runtime.pendingDeinits
      throw error
    }
    try StreamStorage.cancelReleased(self)
  }
}
