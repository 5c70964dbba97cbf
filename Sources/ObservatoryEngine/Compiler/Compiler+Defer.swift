/// `defer` and the other things a jump out of a scope must undo. Each `defer` installs a handler
/// (so a thrown error runs the deferred code, then goes on) and is recorded as a cleanup of its
/// scope; so is the handler of a `do` body. Leaving a scope — at its end, or by `break`,
/// `continue` or `return` — emits the cleanups of every scope it leaves, innermost first. A
/// `defer` at the top level runs when the top-level code ends (after its last statement, before
/// the program exits: tasks still pending never run, globals are never released), or when an
/// error thrown at the top level ends it.
extension Compiler {
  enum Cleanup {
    /// A `defer` body, the jump of its handler (patched to the error path at the scope's end),
    /// and the first slot declared after it: those locals die before the body runs, as Swift
    /// destroys a scope's locals and runs its defers in one reverse order (verified against
    /// Swift 6.3.1 -Onone).
    case deferred([Stmt], handler: Int, start: Int, slotMark: Int)
    /// A `do` body's handler.
    case handler
    /// An `async let` (its task in `slot`): leaving its scope cancels the child if nothing awaited
    /// it and waits for it to end (Swift 6.3.1), on every way out, as a `defer` runs.
    case asyncLet(slot: Int, handler: Int, start: Int)
  }

  func compileDefer(_ body: [Stmt], at offset: Int) throws {
    // Deferred code is emitted once per way out of its scope (twice at its end: the normal path and
    // the error path), so nested `defer`s multiply; past a few levels that is a hostile lesson.
    guard fn.deferNesting < 8 else {
      throw error("'defer' blocks are nested more than 8 deep", at: offset, hint: "move the inner code into a function")
    }
    let h = emit(.pushHandler(-1), offset)
    fn.cleanups.append(.deferred(body, handler: h, start: offset, slotMark: fn.nextSlot))
  }

  /// Emits the cleanups above `mark`, innermost first, for a jump out of their scopes (the
  /// handlers are removed; deferred code runs).
  func emitCleanups(downTo mark: Int) throws {
    let saved = fn.cleanups
    defer { fn.cleanups = saved }
    while fn.cleanups.count > mark {
      let c = fn.cleanups.removeLast()
      emit(.popHandler, fn.proto.start)
      if case .deferred(let body, _, let start, let mark) = c {
        clearLocals(from: mark, start)
        try compileDeferredBody(body)
      }
      if case .asyncLet(let slot, _, let start) = c { emit(.settleAsyncLet(slot), start) }
    }
  }

  /// The end of a scope: its deferred code runs on the normal path; the error path (where each
  /// `defer`'s handler lands) runs it too and throws the error on.
  func closeCleanups(downTo mark: Int) throws {
    while fn.cleanups.count > mark {
      let c = fn.cleanups.removeLast()
      if case .asyncLet(let slot, let handler, let start) = c {
        emit(.popHandler, start)
        emit(.settleAsyncLet(slot), start)
        let skip = emit(.jump(-1), start)
        patch(handler)
        let error = hiddenSlot()
        emit(.storeLocal(error), start)
        emit(.settleAsyncLet(slot), start)
        emit(.loadLocal(error), start)
        emit(.throwError, start)
        patch(skip)
        continue
      }
      guard case .deferred(let body, let handler, let start, let mark) = c else {
        emit(.popHandler, start(of: c))
        continue
      }
      emit(.popHandler, start)
      clearLocals(from: mark, start)
      try compileDeferredBody(body)
      let skip = emit(.jump(-1), start)
      patch(handler)
      let slot = hiddenSlot()
      emit(.storeLocal(slot), start)
      clearLocals(from: mark, start)
      try compileDeferredBody(body)
      emit(.loadLocal(slot), start)
      emit(.throwError, start)
      patch(skip)
    }
  }

  /// Drops the named locals declared after a `defer` (slot `mark` on), the last declared first.
  private func clearLocals(from mark: Int, _ offset: Int) {
    let after = fn.scopes.flatMap(\.values).filter { $0.slot >= mark }.map(\.slot)
    for slot in Set(after).sorted(by: >) { emit(.clearLocal(slot), offset) }
  }

  private func compileDeferredBody(_ body: [Stmt]) throws {
    fn.deferNesting += 1
    defer { fn.deferNesting -= 1 }
    try compileBlock(body)
  }

  private func start(of c: Cleanup) -> Int {
    if case .deferred(_, _, let s, _) = c { return s }
    if case .asyncLet(_, _, let s) = c { return s }
    return fn.proto.start
  }
}
