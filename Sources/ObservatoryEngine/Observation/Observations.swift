/// `Observations` (SE-0475) as Swift 6.3.1 implements it (R14–R22, R25). State shared by every
/// iterator of one value: the parked iterators ("continuations") and the `dirty` flag, which any
/// of them may take (R20: iterators of one value get duplicates, and one steals another's
/// element). Each evaluation runs the closure under a fresh one-shot tracking whose onChange is
/// `emitWillChange`.
final class ObservationsValue: HostObject {
  let closure: Value
  /// `Observations.untilFinished`: the closure returns `.next(v)` or `.finish`.
  let untilFinished: Bool
  var dirty = false
  /// Iterators parked in `next()`, oldest first.
  var waiting: [ObservationsIterator] = []

  init(closure: Value, untilFinished: Bool) {
    self.closure = closure
    self.untilFinished = untilFinished
  }
  override var typeName: String { "Observations" }
}

/// One iterator (`for await x in observations` makes one). Each has its own `started` and
/// `finished`, and is named `loop #n` in the trace.
final class ObservationsIterator: HostObject {
  enum Phase {
    case idle
    case parked
    /// A willSet (or a cancellation) resumed it; it evaluates when its task next runs.
    case woken
  }
  let source: ObservationsValue
  let label: String
  var started = false
  var finished = false
  var phase = Phase.idle
  /// What the latest evaluation read; empty means no write can ever wake it (R25).
  var lastReads: [String] = []
  /// The fiber parked in this iterator's `next()`.
  weak var fiber: Fiber?
  /// Where the graph, `:why` and `:whynot` learn that the loop ended.
  weak var history: ObservationHistory?

  init(source: ObservationsValue, label: String) {
    self.source = source
    self.label = label
  }

  /// The `for await` let go of its iterator without it finishing: it broke out, returned or threw.
  deinit {
    guard !finished, started, let o = history?.find(label), o.state != .finished, o.state != .cancelled else { return }
    o.state = .ended
    o.ending = .exited
  }

  /// The iterator finished: nothing will wake it again.
  func end(_ state: ObserverState, _ why: LoopEnding) {
    finished = true
    guard let o = history?.find(label) else { return }
    o.state = state
    o.ending = why
  }
  override var typeName: String { "Observations.Iterator" }

  /// The task was cancelled while parked: its continuation is resumed (R22).
  func cancelWait() {
    source.waiting.removeAll { $0 === self }
    phase = .woken
  }
}

/// `Observations`' iterators, run by the runtime: `next()` evaluates, waits or ends (R14–R22).
extension ObservationRuntime {
  /// `makeAsyncIterator()`: a new iterator, named `loop #n` in the trace.
  func makeObservationsIterator(_ source: ObservationsValue) -> ObservationsIterator {
    loopCount += 1
    let it = ObservationsIterator(source: source, label: "loop #\(loopCount)")
    it.history = history
    return it
  }

  /// `next()` (R14): the first call evaluates at once, so the closure runs lazily, at the first
  /// `next()` (R15); later calls wait for a change unless `dirty` is set (it is reset on every
  /// entry: writes while the loop body runs make one more element, never a queue of them, R19)
  /// or the task is cancelled (R22). A woken iterator evaluates only when its task runs again,
  /// after the writer's task has really suspended (R18).
  func observationsNext(_ it: ObservationsIterator) throws -> NextOutcome {
    switch it.phase {
    case .woken:
      it.phase = .idle
      trace.record(.loop(label: it.label, event: .resumes(at: host.now, task: host.taskName)))
      return try afterWait(it)
    case .parked, .idle: break
    }
    if it.finished { return .end }
    if !it.started {
      it.started = true
      if host.taskIsCancelled {
        it.end(.cancelled, .cancelledBeforeStart)
        trace.record(.loop(label: it.label, event: .cancelledBeforeStart))
        return .end
      }
      return try evaluate(it, why: .first)
    }
    let source = it.source
    // A later next() waits or takes the shared dirty flag: neither while the REPL inspects.
    if host.inspecting { throw Fault.inspection("wait for the next element of an Observations sequence") }
    let wasDirty = source.dirty
    source.dirty = false
    if host.taskIsCancelled {
      it.end(.cancelled, .cancelled)
      trace.record(.loop(label: it.label, event: .cancelled))
      return .end
    }
    if wasDirty {
      return try evaluate(it, why: .dirty)
    }
    it.phase = .parked
    source.waiting.append(it)
    trace.record(.loop(label: it.label, event: .waits(at: host.now, reads: it.lastReads)))
    try host.park(it)
    return .parked
  }

  private func afterWait(_ it: ObservationsIterator) throws -> NextOutcome {
    if host.taskIsCancelled {
      it.end(.cancelled, .cancelledWhileWaiting)
      trace.record(.loop(label: it.label, event: .cancelledWhileWaiting))
      return .end
    }
    return try evaluate(it, why: .transactionCloses)
  }

  /// Runs the closure under a fresh one-shot tracking (R17: dependencies are re-read each time).
  /// It runs in the task that iterates, and every task runs on the one simulated executor, so the
  /// closure is evaluated on its creator's isolation (R23) and never between a writer's willSet
  /// and its store: R24's stale reads on another isolation do not arise here. A closure that read
  /// nothing installs nothing, and its iterator can never be woken again (R25).
  private func evaluate(_ it: ObservationsIterator, why: LoopEvent.Evaluation) throws -> NextOutcome {
    let source = it.source
    closeTransaction(it.label)
    trace.record(.loop(label: it.label, event: .evaluates(why: why)))
    let id = nextTrackingId()
    let line = host.currentLine() ?? 0
    let result: Value
    let list: AccessList
    do {
      (result, list) = try tracking(label: it.label) { try host.call(source.closure) }
    } catch let thrown as LessonThrow {
      let error = describeShort(thrown.value)
      it.end(.finished, .threw(error: error))
      trace.record(.loop(label: it.label, event: .threw(error: error)))
      throw thrown
    }
    it.lastReads = list.labels
    if list.isEmpty { history?.armed(it.label, kind: .loop, reads: [], line: line) }
    if !list.isEmpty {
      let tracking = Tracking(
        id: id, label: it.label,
        // Swift's registration holds only the shared state, never the closure, so it does not keep
        // the closure's captures alive (R14, R22; verified against Swift 6.3.1: a cancelled loop's model is
        // freed). With the sequence gone, nobody can read that state: the tracking just ends.
        handler: .custom { [unowned self, weak source] t, _ in
          if let source { self.emitWillChange(source, t) } else { t.cancel() }
        }, line: line, reads: list.labels,
        kind: .loop)
      install(tracking, over: list, willSet: true, didSet: false)
    }
    var value = result
    if source.untilFinished {
      guard case .host(let m as ImplicitMember) = result, ["next", "finish"].contains(m.name) else {
        throw Fault("an untilFinished closure must return .next(value) or .finish, not \(describeShort(result))")
      }
      if m.name == "finish" {
        it.end(.finished, .finished)
        trace.record(.loop(label: it.label, event: .finished))
        return .end
      }
      value = m.args.first ?? .void
    }
    trace.record(.loop(label: it.label, event: .delivers(value: describeShort(value), readNothing: list.isEmpty)))
    return .element(value)
  }

  /// The onChange of every evaluation's tracking, run in the writer's willSet (R14, R16).
  func emitWillChange(_ source: ObservationsValue, _ tracking: Tracking) {
    let woken = source.waiting
    source.waiting = []
    if woken.isEmpty {
      source.dirty = true
      trace.record(.loop(label: tracking.label, event: .markedDirty))
    } else {
      for it in woken {
        it.phase = .woken
        history?.find(it.label)?.state = .fired
        // Loops this notification resumes run in no promised order (R21).
        host.wake(it)
        trace.record(.loop(label: it.label, event: .transactionOpens(writer: host.taskName)))
      }
    }
    openTransaction(tracking)
    tracking.cancel()
  }
}
