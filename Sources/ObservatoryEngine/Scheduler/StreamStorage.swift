/// The shared state of one `AsyncStream` (Swift's `AsyncStream._Storage`): the buffer of elements
/// yielded and not yet taken, the buffering policy, the consumers waiting in `next()` (resumed
/// first come, first served), whether the stream has terminated, and its `onTermination` handler.
///
/// As Swift 6.3.1 runs it (verified with probes against it):
/// - `yield` hands the element to the longest-waiting consumer, or buffers it by the policy;
///   after termination it returns `.terminated`.
/// - `finish()` terminates: the handler runs at once with `.finished` (once: it is then cleared),
///   waiting consumers get nil; buffered elements are still delivered before nil.
/// - Cancelling a consumer's task — while it waits, or before its `next()` — runs the handler with
///   `.cancelled` at once, in `task.cancel()`, then finishes the stream.
/// - When the last `AsyncStream` value and iterator are gone (a `for await` over a temporary stream
///   that ends with `break`, a function returning), the stream is cancelled the same way.
/// - Every `next()` leaves the main actor and queues to come back, even with an element ready: the
///   consumer goes to the back of the ready queue (as after `Task.yield()`), so main-actor jobs
///   queued before it run first.
final class StreamStorage {
  enum Policy {
    case unbounded
    case bufferingOldest(Int)
    case bufferingNewest(Int)
  }

  let label: String
  let policy: Policy
  /// The element type as Swift names it (`Array<Int>`, `Swift.Array<Swift.Int>`), written by the
  /// compiler when the lesson loads (`Compiler+StreamElementTypes.swift`); nil only for the
  /// prelude's own streams, which lessons never print. Printing a stream, its continuation or
  /// its results needs it.
  let elementNames: (plain: String, qualified: String)?
  /// The plain name, as error messages write the stream's type.
  var elementType: String { elementNames?.plain ?? "Element" }
  private(set) var buffer: [Value] = []
  private var head = 0
  var consumers: [AsyncStreamIterator] = []
  var isTerminal = false
  var onTermination: Value?
  /// Made by the prelude's code (a continuation's or a task group's): the lesson never named it.
  var isPreludes = false

  init(label: String, policy: Policy, elementNames: (plain: String, qualified: String)?) {
    self.label = label
    self.policy = policy
    self.elementNames = elementNames
  }

  var buffered: Int { buffer.count - head }

  func takeBuffered() -> Value? {
    guard head < buffer.count else { return nil }
    let x = buffer[head]
    buffer[head] = .void
    head += 1
    if head > 32 && head * 2 > buffer.count {
      buffer.removeFirst(head)
      head = 0
    }
    return x
  }

  func append(_ x: Value) { buffer.append(x) }

  func dropOldest() -> Value? { takeBuffered() }

  /// The `remaining` of `.enqueued` when an element goes straight to a waiting consumer.
  var limit: Int {
    switch policy {
    case .unbounded: return Int.max
    case .bufferingOldest(let n), .bufferingNewest(let n): return n
    }
  }
}

extension VM {
  /// A scheduling event of a stream, built only when the trace is on (`--quiet` runs build no text).
  /// The streams the prelude makes for continuations and task groups are its own plumbing: the
  /// lesson never named them, so their events are not shown.
  func streamNote(_ event: @autoclosure () -> StreamEvent) {
    if trace.isListening && !isInPrelude(fiber) { trace.record(.schedule(.stream(at: scheduler.now, event: event()))) }
  }

  /// `continuation.yield(x)`: to the longest-waiting consumer, else into the buffer.
  func streamYield(_ s: StreamStorage, _ x: Value) throws -> YieldResultValue {
    if !s.consumers.isEmpty {
      let it = s.consumers.removeFirst()
      it.mailbox = .element(x)
      if let f = it.fiber { scheduler.wake(f) }
      streamNote(.hands(stream: s.label, value: describeShort(x), to: it.fiber?.name))
      return YieldResultValue(.enqueued(remaining: s.limit), s)
    }
    if s.isTerminal {
      streamNote(.notDelivered(stream: s.label, value: describeShort(x)))
      return YieldResultValue(.terminated, s)
    }
    switch s.policy {
    case .unbounded:
      guard s.buffered < Builtins.maxCount else { throw Builtins.tooLarge(s.buffered + 1) }
      s.append(x)
      streamNote(.buffers(stream: s.label, value: describeShort(x), count: s.buffered))
      return YieldResultValue(.enqueued(remaining: Int.max), s)
    case .bufferingOldest(let n):
      guard s.buffered < n else {
        streamNote(.dropsFull(stream: s.label, value: describeShort(x), capacity: n))
        return YieldResultValue(.dropped(x), s)
      }
      s.append(x)
      streamNote(.buffers(stream: s.label, value: describeShort(x), count: nil))
      return YieldResultValue(.enqueued(remaining: n - s.buffered), s)
    case .bufferingNewest(let n):
      if s.buffered < n {
        s.append(x)
        streamNote(.buffers(stream: s.label, value: describeShort(x), count: nil))
        return YieldResultValue(.enqueued(remaining: n - s.buffered), s)
      }
      guard n > 0, let old = s.dropOldest() else {
        streamNote(.dropsUnbuffered(stream: s.label, value: describeShort(x)))
        return YieldResultValue(.dropped(x), s)
      }
      s.append(x)
      streamNote(.buffersDroppingOldest(stream: s.label, value: describeShort(x), oldest: describeShort(old)))
      return YieldResultValue(.dropped(old), s)
    }
  }

  /// `continuation.finish()`: the handler runs with `.finished`, waiting consumers get nil.
  func streamFinish(_ s: StreamStorage) throws {
    let handler = s.onTermination
    s.onTermination = nil
    let wasTerminal = s.isTerminal
    s.isTerminal = true
    if !wasTerminal { streamNote(.finishes(stream: s.label)) }
    if let handler {
      _ = try callValue(handler, [.host(TerminationValue(.finished, s))])
    }
    let waiting = s.consumers
    s.consumers = []
    for it in waiting {
      it.mailbox = .end
      if let f = it.fiber { scheduler.wake(f) }
      streamNote(.endsWait(stream: s.label, consumer: it.fiber?.name))
    }
  }

  /// The consumer's task was cancelled (or the stream released): the handler runs with
  /// `.cancelled`, then the stream finishes.
  func streamCancel(_ s: StreamStorage, why: StreamCancellation) throws {
    let handler = s.onTermination
    s.onTermination = nil
    if !s.isTerminal { streamNote(.cancelled(stream: s.label, reason: why)) }
    if let handler {
      _ = try callValue(handler, [.host(TerminationValue(.cancelled, s))])
    }
    try streamFinish(s)
  }

  /// `next()` on a stream's iterator. The element (or the end) is taken now and delivered when
  /// the consumer is back on the main actor: `.parked` means the fiber suspends and the same
  /// call, made again on resumption, returns what its mailbox holds.
  func streamNext(_ it: AsyncStreamIterator) throws -> NextOutcome {
    if let m = it.mailbox {
      it.mailbox = nil
      switch m {
      case .element(.host(let failure as ChildTaskFailure)): throw LessonThrow(value: failure.error)
      case .element(let x): return .element(x)
      case .end: return .end
      }
    }
    let s = it.storage
    if inspecting { throw VM.inspectionFault("take an element of an AsyncStream") }
    // withTaskCancellationHandler runs its handler at once when the task is already cancelled.
    if currentIsCancelled, s.onTermination != nil || !s.isTerminal {
      try streamCancel(s, why: .cancelledBeforeNext(task: fiberLabel))
    }
    if let x = s.takeBuffered() {
      it.mailbox = .element(x)
      streamNote(.takes(task: fiberLabel, value: describeShort(x), stream: s.label))
      try suspend(.yield)
    } else if s.isTerminal {
      it.mailbox = .end
      streamNote(.hasEnded(stream: s.label, task: fiberLabel))
      try suspend(.yield)
    } else {
      it.fiber = fiber
      s.consumers.append(it)
      streamNote(.waits(task: fiberLabel, stream: s.label))
      try suspend(.stream(it))
    }
    return .parked
  }

  /// `task.cancel()` on a task waiting in a stream's `next()`.
  func cancelStreamWait(_ it: AsyncStreamIterator) throws {
    try streamCancel(it.storage, why: .cancelledWhileWaiting(consumer: it.fiber?.name))
  }

  /// Streams whose last value and iterator are gone are cancelled (Swift's `_Context.deinit`).
  func releaseStreams() throws {
    while !foundation.releasedStreams.isEmpty {
      let s = foundation.releasedStreams.removeFirst()
      try streamCancel(s, why: .released)
    }
  }
}

/// A task group child's error, carried to the group's stream in the order the children end: the
/// iterator that takes it throws it (`next()`, `for try await`), as Swift's group does.
final class ChildTaskFailure: HostObject {
  private(set) var error: Value
  init(error: Value) { self.error = error }
  deinit { Reaper.release(taking: &error) }
  override var typeName: String { "ChildTaskFailure" }
  override func releaseValues(into pending: inout [Value]) {
    pending.append(error)
    error = .void
  }
}
