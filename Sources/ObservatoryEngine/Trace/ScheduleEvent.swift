/// Tasks and the virtual clock: who starts, suspends and resumes, when time moves. Times are
/// the virtual clock in nanoseconds; tasks are named as the trace names them (`main`, `task #1`).
public enum ScheduleEvent: Sendable {
  /// The scheduler runs `task` (it starts, or resumes after a suspension).
  case runs(task: String, at: Int, resumes: Bool)
  /// `exit(0)`.
  case exits
  /// The program ended while these tasks and loops still waited.
  case endsWhileWaiting(tasks: [String])
  /// `dispatchMain()`: the main program waits for main-queue jobs forever.
  case dispatchMain
  /// Back to the main actor after an awaited expression entered an actor (R18).
  case hopsBack(task: String, at: Int)
  /// No task is ready: the clock moves to the next timer.
  case clockJumps(to: Int, by: Int)
  /// `Task` with a start time: `task` is created by `by` to run at `at`.
  case schedules(by: String, task: String, at: Int)
  /// `Task { }`: `task` runs when `by` suspends.
  case creates(by: String, task: String)
  /// `Task.sleep`.
  case sleeps(task: String, at: Int, duration: Int, until: Int)
  /// `Task.yield()`.
  case yields(task: String, at: Int)
  /// `await t.value` or `await t.result`.
  case awaits(task: String, other: String)
  /// Leaving an `async let`'s scope while its child runs.
  case awaitsAsyncLet(task: String, child: String)
  /// `task.cancel()`.
  case cancelled(task: String, at: Int)
  /// A task ended, returning or throwing `error` (a value's description).
  case finishes(task: String, error: String?)
  /// An `AsyncStream` event.
  case stream(at: Int, event: StreamEvent)
  /// Combine's `VirtualTimeScheduler.advance(by:)`.
  case advances(scheduler: String, by: Int, from: Int, to: Int)
  /// A `VirtualTimeScheduler` runs the actions due at `time`.
  case schedulerRuns(scheduler: String, time: Int)
}

/// An `AsyncStream`'s buffer and consumers. Values are rendered when the event happens.
public enum StreamEvent: Sendable {
  /// `AsyncStream.makeStream` or `AsyncStream { }` (the trace does not show the clock for it).
  case makes(task: String, stream: String)
  /// A yield went straight to the consumer waiting in `next()` (nil: one no task names).
  case hands(stream: String, value: String, to: String?)
  /// A yield after the stream terminated.
  case notDelivered(stream: String, value: String)
  /// A yield went into the buffer; `count`: how many are buffered now, for an unbounded buffer.
  case buffers(stream: String, value: String, count: Int?)
  /// `.bufferingOldest(n)` with a full buffer.
  case dropsFull(stream: String, value: String, capacity: Int)
  /// `.bufferingNewest(0)`.
  case dropsUnbuffered(stream: String, value: String)
  /// `.bufferingNewest(n)` with a full buffer.
  case buffersDroppingOldest(stream: String, value: String, oldest: String)
  /// `continuation.finish()`.
  case finishes(stream: String)
  /// A consumer's wait ended with nil.
  case endsWait(stream: String, consumer: String?)
  /// The stream is cancelled (its termination handler runs with `.cancelled`).
  case cancelled(stream: String, reason: StreamCancellation)
  /// `next()` took a buffered element and queues to come back to the main actor.
  case takes(task: String, value: String, stream: String)
  /// `next()` on an ended stream: nil once back on the main actor.
  case hasEnded(stream: String, task: String)
  /// `next()` waits for an element.
  case waits(task: String, stream: String)
}

/// Why a stream was cancelled.
public enum StreamCancellation: Sendable {
  /// The consuming task was already cancelled when it called `next()`.
  case cancelledBeforeNext(task: String)
  /// The consumer's task was cancelled while it waited (nil: a consumer no task names).
  case cancelledWhileWaiting(consumer: String?)
  /// Its last `AsyncStream` value and iterator are gone.
  case released
}
