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

/// The stream's rules on the simulated scheduler: yield, finish, cancel, and a consumer's `next()`.
extension StreamStorage {
  /// A scheduling event of a stream, built only when the trace is on (`--quiet` runs build no text).
  /// The streams the prelude makes for continuations and task groups are its own plumbing: the
  /// lesson never named them, so their events are not shown.
  static func note(_ vm: VM, _ event: @autoclosure () -> StreamEvent) {
    if vm.trace.isListening && !vm.fiber.isInPrelude {
      vm.trace.record(.schedule(.stream(at: vm.scheduler.now, event: event())))
    }
  }

  /// `continuation.yield(x)`: to the longest-waiting consumer, else into the buffer.
  func yield(_ vm: VM, _ x: Value) throws -> YieldResultValue {
    let s = self
    var x = x
    // `continuation.yield(.added(name, 1))` of a stream of a lesson enum: that enum's case, as
    // Swift types it (printed by its description), also without the compiler check.
    if case .host(let m as ImplicitMember) = x, m.name != "init",
      let q = elementNames?.qualified, q.hasPrefix("main."), vm.program.nominalType(String(q.dropFirst(5))) is EnumType
    {
      x = try Coercion.coerce(vm, x, .enumeration(String(q.dropFirst(5))))
    }
    if !s.consumers.isEmpty {
      let it = s.consumers.removeFirst()
      it.mailbox = .element(x)
      if let f = it.fiber { vm.scheduler.wake(f) }
      StreamStorage.note(vm, .hands(stream: s.label, value: describeShort(x), to: it.fiber?.name))
      return YieldResultValue(.enqueued(remaining: s.limit), s)
    }
    if s.isTerminal {
      StreamStorage.note(vm, .notDelivered(stream: s.label, value: describeShort(x)))
      return YieldResultValue(.terminated, s)
    }
    switch s.policy {
    case .unbounded:
      guard s.buffered < Builtins.maxCount else { throw Builtins.tooLarge(s.buffered + 1) }
      s.append(x)
      StreamStorage.note(vm, .buffers(stream: s.label, value: describeShort(x), count: s.buffered))
      return YieldResultValue(.enqueued(remaining: Int.max), s)
    case .bufferingOldest(let n):
      guard s.buffered < n else {
        StreamStorage.note(vm, .dropsFull(stream: s.label, value: describeShort(x), capacity: n))
        return YieldResultValue(.dropped(x), s)
      }
      s.append(x)
      StreamStorage.note(vm, .buffers(stream: s.label, value: describeShort(x), count: nil))
      return YieldResultValue(.enqueued(remaining: n - s.buffered), s)
    case .bufferingNewest(let n):
      if s.buffered < n {
        s.append(x)
        StreamStorage.note(vm, .buffers(stream: s.label, value: describeShort(x), count: nil))
        return YieldResultValue(.enqueued(remaining: n - s.buffered), s)
      }
      guard n > 0, let old = s.dropOldest() else {
        StreamStorage.note(vm, .dropsUnbuffered(stream: s.label, value: describeShort(x)))
        return YieldResultValue(.dropped(x), s)
      }
      s.append(x)
      StreamStorage.note(
        vm, .buffersDroppingOldest(stream: s.label, value: describeShort(x), oldest: describeShort(old)))
      return YieldResultValue(.dropped(old), s)
    }
  }

  /// `continuation.finish()`: the handler runs with `.finished`, waiting consumers get nil.
  func finish(_ vm: VM) throws {
    let handler = onTermination
    onTermination = nil
    let wasTerminal = isTerminal
    isTerminal = true
    if !wasTerminal { StreamStorage.note(vm, .finishes(stream: label)) }
    if let handler {
      _ = try vm.callValue(handler, [.host(TerminationValue(.finished, self))])
    }
    let waiting = consumers
    consumers = []
    for it in waiting {
      it.mailbox = .end
      if let f = it.fiber { vm.scheduler.wake(f) }
      StreamStorage.note(vm, .endsWait(stream: label, consumer: it.fiber?.name))
    }
  }

  /// The consumer's task was cancelled (or the stream released): the handler runs with
  /// `.cancelled`, then the stream finishes.
  func cancel(_ vm: VM, why: StreamCancellation) throws {
    let handler = onTermination
    onTermination = nil
    if !isTerminal { StreamStorage.note(vm, .cancelled(stream: label, reason: why)) }
    if let handler {
      _ = try vm.callValue(handler, [.host(TerminationValue(.cancelled, self))])
    }
    try finish(vm)
  }

  /// `next()` on a stream's iterator. The element (or the end) is taken now and delivered when
  /// the consumer is back on the main actor: `.parked` means the fiber suspends and the same
  /// call, made again on resumption, returns what its mailbox holds.
  static func next(_ vm: VM, _ it: AsyncStreamIterator) throws -> NextOutcome {
    if let m = it.mailbox {
      it.mailbox = nil
      switch m {
      case .element(.host(let failure as ChildTaskFailure)): throw LessonThrow(value: failure.error)
      case .element(let x): return .element(x)
      case .end: return .end
      }
    }
    let s = it.storage
    if vm.inspecting { throw Fault.inspection("take an element of an AsyncStream") }
    // withTaskCancellationHandler runs its handler at once when the task is already cancelled.
    // The prelude's own streams are not ended by it: a task group's `next()` and a checked
    // continuation's wait take their results in a cancelled task too (verified against Swift 6.3.1).
    if vm.currentIsCancelled, !s.isPreludes, s.onTermination != nil || !s.isTerminal {
      try s.cancel(vm, why: .cancelledBeforeNext(task: vm.fiberLabel))
    }
    if let x = s.takeBuffered() {
      it.mailbox = .element(x)
      note(vm, .takes(task: vm.fiberLabel, value: describeShort(x), stream: s.label))
      try vm.suspend(.yield)
    } else if s.isTerminal {
      it.mailbox = .end
      note(vm, .hasEnded(stream: s.label, task: vm.fiberLabel))
      try vm.suspend(.yield)
    } else {
      it.fiber = vm.fiber
      s.consumers.append(it)
      note(vm, .waits(task: vm.fiberLabel, stream: s.label))
      try vm.suspend(.stream(it))
    }
    return .parked
  }

  /// Streams whose last value and iterator are gone are cancelled (Swift's `_Context.deinit`).
  static func cancelReleased(_ vm: VM) throws {
    while !vm.foundation.releasedStreams.isEmpty {
      let s = vm.foundation.releasedStreams.removeFirst()
      try s.cancel(vm, why: .released)
    }
  }

  /// `for await x in stream` / `stream.makeAsyncIterator()`. An iterator made by top-level code
  /// keeps its stream for the whole program, as in Swift.
  static func makeIterator(_ vm: VM, _ stream: AsyncStreamValue) -> AsyncStreamIterator {
    if vm.fiber === vm.mainFiber && vm.fiber.frames.count == 1 && vm.nestedRuns == 0 { stream.keptForever = true }
    return AsyncStreamIterator(stream)
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
