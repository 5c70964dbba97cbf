/// What the Observation model asks of the machine that runs the lesson: the boundary between the
/// two. The model (`ObservationRuntime`, `Registrar`, `Tracking`, `Observations`, the hand-written
/// registrar, the equality gate) keeps its own state and calls the host only to run lesson code,
/// to learn where the lesson is, and to park or wake a task; it reports events to its `Trace`.
/// The VM implements it (`VM/VM+ObservationHost.swift`).
protocol ObservationHost: AnyObject {
  /// Calls a lesson closure with no arguments and runs it to completion (an apply closure, an
  /// `onChange`, an `Observations` closure, `withMutation`'s body).
  func call(_ closure: Value) throws -> Value
  /// Calls a lesson closure with one argument (a willSet/didSet callback gets its tracking, R10).
  func call(_ closure: consuming Value, argument: consuming Value) throws -> Value
  /// Runs a lesson function with a receiver (a hand-written property's setter).
  func call(_ function: FunctionProto, on receiver: Value, argument: Value) throws -> Value
  /// Runs the deinits of the objects that died: what a write released is gone before didSet (R12).
  func runDeinits() throws
  /// `==` as the lesson defines it (R7's gate for Equatable types).
  func isEqual(_ a: Value, _ b: Value) throws -> Bool

  /// Where the instruction running now is.
  func currentLoc() -> SourceLoc?
  /// The source line of the instruction running now.
  func currentLine() -> Int?
  /// A lesson error at the instruction running now.
  func error(_ message: String, hint: String?, kind: LessonError.Kind) -> LessonError
  /// Whether the REPL is inspecting a paused lesson: what it reads is no part of the lesson's
  /// story, and it may not wait.
  var inspecting: Bool { get }

  /// The virtual clock.
  var now: Int { get }
  /// The running task's name in the trace (`main`, `task #1`).
  var taskName: String { get }
  /// Whether the running task is cancelled.
  var taskIsCancelled: Bool { get }
  /// Parks the running task in an `Observations` iterator's `next()` until `wake` (R14).
  func park(_ iterator: ObservationsIterator) throws
  /// Makes the task parked in `iterator` ready to run, caused by the notification running now.
  func wake(_ iterator: ObservationsIterator)
  /// The legacy model: an `objectWillChange` of `object` marks the hosted views subscribed to it
  /// dirty; their names (`Views/Legacy.swift`).
  func invalidateViews(holding object: Instance) -> [String]
}
