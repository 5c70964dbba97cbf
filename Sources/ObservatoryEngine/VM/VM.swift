import Foundation

/// The virtual machine: runs compiled lesson code on fibers. The dispatch loop keeps the current
/// frame's code and program counter in locals; everything else lives in the fiber, so the loop can
/// return at a step boundary or a suspension and pick up again later.
public final class VM {
  public let program: Program
  /// Casts, conformances and subtyping, answered from the program's declared types.
  var types: TypeRelations { TypeRelations(program: program) }
  public let runtime: ObservationRuntime
  public let trace: Trace
  package let scheduler: Scheduler
  /// Set by a native that suspends the running fiber (a sleep, an await, a waiting loop).
  var suspendRequest: Scheduler.Wait?
  /// The type arguments a call of a lesson generic function passes it, from just before the call
  /// until its first instructions take them (`Compiler+FunctionTypeArguments.swift`).
  var pendingTypeArguments: FunctionTypeArguments?
  /// Hosted views (created by the first `host(_:)`).
  package var viewHost: ViewHost?
  /// Foundation's and AsyncStream's state: the seeded UUIDs, the wall clock, released streams.
  let foundation = FoundationState()
  /// The simulated Combine subset's names (`Views/Combine.swift`).
  let combine = CombineState()
  /// Whether the "simulated from Apple's documentation" note was shown.
  var legacyNoteShown = false
  /// Whether the note that Swift prints other hash-table positions was shown.
  var hashTableNoteShown = false
  /// The fiber that ran last, to report switches between tasks.
  private var lastRun: Fiber?
  /// The fiber running now.
  var fiber: Fiber
  private(set) var mainFiber: Fiber
  /// Instructions a lesson run may take before it is stopped as a runaway.
  public var budget: Int
  public internal(set) var instructionsRun = 0
  /// Instructions left in the current slice; at zero the VM checks budget and interrupts. It is
  /// counted where a lesson can keep running, not per instruction: a backward jump takes its
  /// loop's length, a call its function's length (`execute`, `pushFrame`).
  var sliceLeft = VM.sliceSize
  /// Instructions between checks of the counted limits: `sliceSize`, or the whole budget when
  /// that is smaller (the fuzzer's), so that a small budget stops where it says.
  let slice: Int
  static let sliceSize = 100_000
  /// The time, memory, task and event limits (`budget` is the instruction limit).
  public var limits: Limits
  /// Raised by the watchdog while a statement runs; the dispatch loop then checks the limits
  /// that depend on the machine (VM+Limits.swift).
  let preemption = Preemption()
  /// The thread's CPU time when the running statement started (`Limits.threadCPUTime`), and how
  /// many statements are open (nested `resume`s).
  var statementStart = Duration.zero
  var statementDepth = 0
  /// The process's resident memory when the VM was made: lesson values are what grows past it.
  var memoryBaseline = MemoryUse.current().resident
  /// Tasks started and not yet finished.
  var liveTasks: Int { unfinishedTasks.count }
  /// Tasks started and not finished, by fiber id. A task's fiber and its handle refer to each
  /// other; when the VM goes, the ones that never finished (parked forever) are taken apart, or
  /// every REPL session and fuzz run would leak them with all they hold.
  var unfinishedTasks: [Int: TaskHandle] = [:]
  /// Stop at each top-level `step` marker (the runner does; the REPL's `:continue` does not).
  public var stopAtSteps = true
  /// Nesting of Swift-side calls back into lesson code (observer callbacks, `map` closures, ...).
  var nestedRuns = 0
  static let maxNestedRuns = 400
  /// Variables a write has moved out of their storage while it changes them (`VM.write`): the
  /// globals, and how many captured variables. A read of one then is an overlapping access.
  var globalsInAccess: [Int] = []
  var cellsInAccess = 0
  /// How many class properties a `_modify` has moved out (`modifyProperty`).
  var fieldsInAccess = 0
  /// Set from a signal handler (Ctrl-C) to stop the running statement.
  public var interruptFlag: (() -> Bool)?
  /// `#expect`s that failed, and how many checks ran.
  public internal(set) var failedExpectations: [ExpectationFailure] = []
  public internal(set) var expectationCount = 0
  /// How many `#expect`s ran (not counting `assert` and `precondition`), passed or failed.
  public internal(set) var expectCount = 0
  /// A REPL entry runs beside a paused lesson: it may not wait or start tasks (`VM+Inspection`).
  var inspecting = false
  /// A REPL entry runs: its end is not the end of the program.
  public var runningEntry = false

  /// Program output not yet ended by a newline.
  var outputBuffer = ""
  /// What observation did so far, for the graph, `:why` and `:whynot` (empty when nobody listens).
  var observerHistory: ObservationHistory { runtime.history ?? ObservationHistory() }
  /// The seeded generator behind `shuffled()`, `randomElement()`, `Int.random(in:)`.
  var random = PlaygroundRandom()
  /// How many collections a mutation had to copy because another reference held them (counted in
  /// debug builds only; see `VM+Uniqueness`).
  public internal(set) var collectionCopies = 0
  /// How many arrays and dictionaries were converted (or scanned) whole to a declared type
  /// (debug builds only; `Coercion.coerce`): an element write converts only its element.
  public internal(set) var wholeConversions = 0
  /// Names objects after the paths that reach them (`ObjectNaming`).
  let naming: ObjectNaming

  /// `prelude`: compile the lesson prelude into the program (`LessonPrelude.isNeeded(by:)` says
  /// when a lesson can do without it; a REPL session cannot know what comes next).
  public init(program: Program, trace: Trace, budget: Int? = nil, limits: Limits = .standard, prelude: Bool = true) {
    self.program = program
    self.trace = trace
    self.runtime = ObservationRuntime(trace: trace, due: foundation.due)
    self.naming = ObjectNaming(runtime: runtime)
    self.scheduler = Scheduler(trace: trace)
    self.budget = budget ?? limits.instructions
    slice = min(VM.sliceSize, max(1, self.budget))
    sliceLeft = slice
    self.limits = limits
    trace.log.limit = limits.events
    mainFiber = Fiber(id: 0, name: "main", capacity: 4096)
    fiber = mainFiber
    runtime.host = self
    trace.currentLine = { [unowned self] in self.currentLine() }
    Builtins.install(into: program)
    if prelude { LessonPrelude.install(into: program) }
  }

  deinit {
    for (_, t) in unfinishedTasks {
      t.fiber.task = nil
      t.fiber.frames.removeAll()
      t.fiber.truncate(to: 0)
      t.awaiters = []
    }
  }

  // MARK: - Locations and errors

  /// The source line of the instruction running in the current fiber.
  func currentLine() -> Int? { currentLoc()?.line }

  /// Where the instruction running in the current fiber is (the frame is read in place). Code of
  /// the prelude (`LessonPrelude`) is not the lesson's: its place is where the lesson called it,
  /// the first frame down the stack that is the lesson's own.
  func currentLoc() -> SourceLoc? {
    let frames = fiber.frames
    var k = frames.count - 1
    while k > 0, frames[k].proto.file === LessonPrelude.parsed.file { k -= 1 }
    guard k >= 0 else { return nil }
    let frame = k == frames.count - 1 ? frames.top.pointee : frames[k]
    let pc = max(0, frame.pc - 1)
    guard pc < frame.proto.locs.count else { return nil }
    return SourceLoc(frame.proto.file, frame.proto.locs[pc])
  }

  /// A runtime error at the instruction running now.
  func error(_ message: String, hint: String? = nil, kind: LessonError.Kind = .runtime) -> LessonError {
    LessonError(kind, message, at: currentLoc(), hint: hint)
  }

  // MARK: - Running

  public enum RunResult {
    case finished
    case step(Int)
  }

  /// Starts a compiled script on the main fiber.
  public func start(_ script: FunctionProto) throws {
    let f = mainFiber
    f.truncate(to: 0)
    f.frames.removeAll()
    f.handlers = []
    try f.push(.void)
    f.frames.append(Fiber.Frame(proto: script, closure: nil, pc: 0, base: 0, mode: .normal))
    f.sp = max(f.sp, script.slotCount)
    f.hasStarted = true
    scheduler.continuing = f
    lastRun = f
  }

  /// Runs `body` (a REPL entry typed while a lesson is paused between steps) with a fresh main
  /// fiber, then puts the paused lesson's main fiber back, so the lesson goes on where it was.
  public func besideMain<T>(_ body: () throws -> T) throws -> T {
    let paused = mainFiber
    let pausedLastRun = lastRun
    let pausedContinuing = scheduler.continuing
    mainFiber = Fiber(id: 0, name: "main", capacity: 1024)
    fiber = mainFiber
    defer {
      mainFiber = paused
      fiber = paused
      lastRun = pausedLastRun
      scheduler.continuing = pausedContinuing
    }
    return try body()
  }

  /// Runs the lesson until the main program reaches its next step boundary or ends. While the
  /// main program is suspended, the scheduler runs the other tasks and moves the virtual clock.
  public func resume() throws -> RunResult {
    guard !mainFiber.frames.isEmpty else { return .finished }
    return try statement {
      while true {
        guard let f = scheduler.next() else { throw deadlock() }
        if let r = try run(f) { return r }
      }
    }
  }

  /// After a REPL entry: the tasks it made ready run until each waits or ends. Virtual time
  /// stands still until an entry sleeps.
  public func drainReady() throws {
    try statement {
      while let f = scheduler.nextReady() {
        if f === mainFiber { continue }
        _ = try run(f)
      }
    }
  }

  /// Runs one fiber until it suspends, ends, or (the main program) reaches a step boundary.
  /// Returns a result when the main program stops, nil when the scheduler should go on.
  func run(_ f: Fiber) throws -> RunResult? {
    fiber = f
    trace.cause = f.resumeCause
    f.resumeCause = nil
    if f !== lastRun {
      trace.record(.schedule(.runs(task: f.name, at: scheduler.now, resumes: f.hasStarted)))
      f.hasStarted = true
      lastRun = f
    }
    let result: ExecResult
    do {
      result = try execute(f, boundary: 0)
    } catch let e as LessonError {
      if f !== mainFiber { f.stoppedBy = e }
      abandonMain()
      throw noteReadyTasks(e, stopped: f)
    } catch let x as ExitRequest {
      abandonMain()
      if x.code != 0 { throw LessonError(.runtime, "the program called exit(\(x.code))", at: nil) }
      trace.record(.schedule(.exits))
      return .finished
    } catch let t as LessonThrow {
      if f === mainFiber {
        // Take the location before abandonMain() drops the frames it is read from.
        let loc = currentLoc()
        abandonMain()
        throw LessonError(.runtime, "error thrown at top level: \(describePlain(t.value))", at: loc)
      }
      f.frames.removeAll()
      f.truncate(to: 0)
      TaskHandle.finish(self, f, result: .failed(t.value))
      return nil
    }
    switch result {
    case .step(let i):
      scheduler.continuing = f
      return .step(i)
    case .returned:
      if f === mainFiber {
        // The last statement's garbage (the locals of a function it called) dies before the
        // program ends, and Swift runs those deinits (R12; verified against Swift 6.3.1).
        try runDeinits()
        noteParkedAtExit()
        return .finished
      }
      let v = f.top
      f.truncate(to: 0)
      TaskHandle.finish(self, f, result: .finished(v))
    case .suspended:
      if let w = suspendRequest {
        suspendRequest = nil
        scheduler.park(f, w)
      }
    }
    return nil
  }

  /// A REPL entry stopped at a limit inside a task: the other tasks ready to run (a runaway that
  /// spawned them, loops its writes woke) run again after the next entry, and may run away again.
  /// The learner is told, so that the next entry's errors are no surprise.
  private func noteReadyTasks(_ e: LessonError, stopped f: Fiber) -> LessonError {
    guard runningEntry, e.kind == .limit, f !== mainFiber else { return e }
    let others = scheduler.readyFibers.filter { $0 !== mainFiber && $0 !== f }
    guard !others.isEmpty else { return e }
    let names = others.prefix(3).map(\.name).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
    let note =
      "the playground stopped \(f.name); \(others.count) other task\(others.count == 1 ? " is" : "s are") ready to run "
      + "(\(names)) and will run after your next entry (:reset starts afresh)"
    return LessonError(e.kind, e.message, at: e.loc, hint: e.hint.map { $0 + "; " + note } ?? note)
  }

  /// The main program waits for something that can never happen; Swift would hang here.
  func deadlock() -> LessonError {
    fiber = mainFiber
    let chain = scheduler.waitChain(of: mainFiber)
    let why = chain.isEmpty ? "the program waits forever" : chain.joined(separator: "; ")
    return LessonError(
      .limit, "nothing can run any more: \(why). In Swift this program would hang here, so the playground stops it",
      at: currentLoc(), hint: "cancel the waiting task (task.cancel()) or make sure something writes what it observes")
  }

  /// When the program ends, say which loops and tasks were still waiting (Swift exits with them).
  private func noteParkedAtExit() {
    guard !runningEntry else { return }
    let parked = scheduler.waits.values.map(\.0).filter { $0 !== mainFiber }.sorted { $0.id < $1.id }
    guard !parked.isEmpty else { return }
    trace.record(.schedule(.endsWhileWaiting(tasks: parked.map(\.name))))
  }

  /// After an error the main fiber's frames are dropped; the program's globals stay as they were.
  func abandonMain() {
    nestedRuns = 0
    runtime.accessStack = []
    runtime.scopeLabels = []
    runtime.callbackDepth = 0
    trace.depth = 0
    trace.cause = nil
    mainFiber.truncate(to: 0)
    mainFiber.frames.removeAll()
    mainFiber.handlers = []
  }

  enum ExecResult {
    /// The call that started the loop returned: its result is the fiber's top value (not copied
    /// here: a nested run, an observer's callback, drops it with its slots).
    case returned
    case step(Int)
    /// The fiber asked to suspend (`suspendRequest` says for what).
    case suspended
  }

  /// Calls a lesson function value from Swift (an observer callback, a `map` closure) and runs
  /// it to completion on the current fiber.
  func callValue(_ callee: Value, _ args: [Value], labels: [Int?]? = nil) throws -> Value {
    // A builtin calling a builtin (`map(String.init)`) runs no instructions: poll here.
    try Watchdog.poll()
    let f = fiber
    let base = f.sp
    guard f.reserve(args.count + 2) else { throw Fault("the stack is full") }
    try f.push(callee)
    for a in args { try f.push(a) }
    let labelSet = labels.map { program.labelSet($0) } ?? program.valueCallLabels(callee, args.count)
    return try runNested(f, base: base) {
      try self.call(f, argc: args.count, labels: labelSet, calleeIndex: base)
    }
  }

  /// `callValue(callee, [argument])` without making the array (an observer's callback, once per
  /// observer per write). Both are moved onto the stack, not copied.
  func callValue(_ callee: consuming Value, argument: consuming Value) throws -> Value {
    try Watchdog.poll()
    var callee: Value? = consume callee
    var argument: Value? = consume argument
    // The running fiber borrowed, as `execute` borrows it (the VM holds it until the callback
    // returns): `let f = fiber` and its capture below counted three references and two releases.
    return try Unmanaged.passUnretained(fiber)._withUnsafeGuaranteedRef { f in
      let base = f.sp
      guard f.reserve(3) else { throw Fault("the stack is full") }
      try f.push(callee.take()!)
      try f.push(argument.take()!)
      let labelSet = positionalLabels(1)
      return try runNested(f, base: base) { try self.call(f, argc: 1, labels: labelSet, calleeIndex: base) }
    }
  }

  /// Calls a function with an explicit receiver (a getter, an `==`, a deinit).
  func callProto(_ p: FunctionProto, receiver: Value, _ args: [Value]) throws -> Value {
    let f = fiber
    let base = f.sp
    try f.push(receiver)
    for a in args { try f.push(a) }
    return try runNested(f, base: base) {
      try self.pushFrame(p, closure: nil, base: base, argc: args.count, labels: self.positionalLabels(args.count))
    }
  }

  /// `value.member`, run to completion (a computed property's getter included).
  func memberValue(_ v: Value, _ sym: Int, throughWitness: Bool = false, from p: ProtocolInfo? = nil) throws
    -> Value
  {
    let f = fiber
    let base = f.sp
    try f.push(v)
    if let p { return try runNested(f, base: base) { try self.superMember(sym, .type(p)) } }
    if throughWitness { return try runNested(f, base: base) { try self.witnessMember(sym) } }
    return try runNested(f, base: base) { try self.getMember(sym) }
  }

  func positionalLabels(_ n: Int) -> Int { program.positionalLabelSet(n) }

  /// Runs `start` (which pushes a frame or completes a native call) and then the dispatch loop
  /// until that call returns; its result is left at `base` and returned.
  @inline(__always)
  private func runNested(_ f: Fiber, base: Int, _ start: () throws -> Void) throws -> Value {
    nestedRuns += 1
    defer { nestedRuns -= 1 }
    if nestedRuns > VM.maxNestedRuns {
      throw Fault(
        "calls from the runtime back into the lesson nested \(VM.maxNestedRuns) deep",
        hint: "an observer or closure keeps triggering itself; add a guard")
    }
    let depth = f.frames.count
    do {
      try start()
      if f.frames.count > depth {
        _ = try execute(f, boundary: depth)
      }
    } catch {
      // Unwind whatever the nested call left behind; the error continues outward.
      if f.frames.count > depth { f.frames.removeSubrange(depth...) }
      f.handlers.removeAll { $0.frameCount > depth }
      if f.sp > base { f.truncate(to: base) }
      throw error
    }
    // Moved off the stack, not copied: the slot is left empty for `truncate`.
    let result = f.sp > base ? f.pop() : .void
    f.truncate(to: base)
    return result
  }
}
