/// A lesson `Task`: its fiber, its result, who awaits it, and whether it was cancelled.
/// `Task { ... }` enqueues the task on the simulated main actor; it first runs when the task
/// that created it suspends.
final class TaskHandle: HostObject {
  enum State {
    case running
    case finished(Value)
    case failed(Value)
  }
  let fiber: Fiber
  var state: State = .running
  var isCancelled = false
  /// The handlers of the `withTaskCancellationHandler` calls it is inside, outermost first.
  var cancellationHandlers: [Value] = []
  /// Fibers parked in `await task.value`, and in `await task.result` (which gets a `Result`).
  var awaiters: [Fiber] = []
  var resultAwaiters: [Fiber] = []
  /// Fibers waiting for it to end, for nothing (an `async let` left without being awaited).
  var settlers: [Fiber] = []
  let label: String
  /// Its result and failure types (`Task<Int, Never>`, `Swift.Task<Swift.Int, Swift.Never>`), from
  /// the closure that made it or where it is stored with them declared (`TypeShape.task`); nil
  /// where the playground cannot tell (the compiler refuses such a task where it may be shown).
  var types: (plain: String, qualified: String)? = nil

  init(fiber: Fiber, label: String) {
    self.fiber = fiber
    self.label = label
  }

  override var typeName: String { "Task" }
  override var description: String { "Task(\(label))" }
}

/// `CancellationError()`: what a sleep throws when its task is cancelled.
final class CancellationErrorValue: HostObject {
  override var typeName: String { "CancellationError" }
  override var description: String { "CancellationError()" }
  override func isEqual(to other: HostObject) -> Bool { other is CancellationErrorValue }
}

extension VM {
  /// The task of the fiber running now (nil for the main program).
  var currentTask: TaskHandle? { fiber.task }

  var currentIsCancelled: Bool { fiber.task?.isCancelled ?? false }

  /// The label of the running fiber in the trace: `main`, `task #1`, `loop #2`.
  var fiberLabel: String { fiber.name }

  /// Asks the scheduler to park the running fiber after the current instruction.
  func suspend(_ wait: Scheduler.Wait) throws {
    if inspecting { throw Fault.inspection("wait (an await that suspends)") }
    guard nestedRuns == 0 else {
      throw Fault(
        "cannot suspend here: this code runs inside a synchronous callback (an observer, a map closure, a getter)",
        hint: "an 'await' that really suspends must be in a Task, an async function or top-level code")
    }
    suspendRequest = wait
  }
}

/// Swift's `Task` API on the simulated scheduler: starting a task, sleeping, yielding, awaiting a
/// task's value or result, cancelling, and a task's end waking whoever awaits it.
extension TaskHandle {
  /// `Task { ... }`: a new fiber that will run the closure when the actor is free (or, with
  /// `notBefore`, once the virtual clock reaches that time).
  static func start(_ vm: VM, _ body: Value, label: String = "task", notBefore: Int? = nil) throws -> Value {
    guard case .closure(let c) = body else { throw Fault("Task needs a closure: Task { ... }") }
    if vm.inspecting { throw Fault.inspection("start a task") }
    guard c.proto.paramCount == 0 else { throw Fault("a Task's closure takes no parameters") }
    try vm.limits.checkTasks(alive: vm.liveTasks)
    let id = vm.scheduler.newFiberId()
    let f = Fiber(id: id, name: "\(label) #\(id)", capacity: 32)
    let handle = TaskHandle(fiber: f, label: f.name)
    f.task = handle
    try f.push(body)
    guard f.reserve(c.proto.slotCount + 16) else { throw Fault("the stack is full") }
    f.sp = max(c.proto.slotCount, 1)
    f.frames.append(Fiber.Frame(proto: c.proto, closure: c, pc: 0, base: 0, mode: .normal))
    vm.unfinishedTasks[id] = handle
    if let at = notBefore, at > vm.scheduler.now {
      vm.scheduler.park(f, .sleep(until: at))
      vm.trace.record(.schedule(.schedules(by: vm.fiberLabel, task: f.name, at: at)))
    } else {
      vm.scheduler.makeReady(f)
      vm.trace.record(.schedule(.creates(by: vm.fiberLabel, task: f.name)))
    }
    return .host(handle)
  }

  /// `Task.sleep(for:)`, `Task.sleep(nanoseconds:)`.
  static func sleep(_ vm: VM, nanoseconds ns: Int) throws -> Value {
    if vm.currentIsCancelled { throw LessonThrow(value: .host(CancellationErrorValue())) }
    // A deadline already passed (`.milliseconds(-5)`): Swift's sleep returns without suspending
    // (verified against Swift 6.3.1); a cancelled task's still throws.
    if ns < 0 { return .void }
    if vm.inspecting { throw Fault.inspection("wait (an await that suspends)") }
    let now = vm.scheduler.now
    let (until, overflow) = now.addingReportingOverflow(ns)
    guard !overflow, until < 9_000_000_000_000_000 else {
      throw Fault(
        "a sleep of \(ns) ns is longer than the virtual clock can count", hint: "sleep for minutes or hours, not ages")
    }
    vm.trace.record(.schedule(.sleeps(task: vm.fiberLabel, at: now, duration: ns, until: until)))
    try vm.suspend(.sleep(until: until))
    vm.fiber.resumeValue = .void
    return .void
  }

  /// `Task.yield()`: to the back of the ready queue.
  static func yield(_ vm: VM) throws -> Value {
    if vm.inspecting { throw Fault.inspection("wait (an await that suspends)") }
    vm.trace.record(.schedule(.yields(task: vm.fiberLabel, at: vm.scheduler.now)))
    try vm.suspend(.yield)
    vm.fiber.resumeValue = .void
    return .void
  }

  /// `await task.value`.
  func awaitValue(_ vm: VM) throws -> Value {
    switch state {
    case .finished(let v): return v
    case .failed(let e): throw LessonThrow(value: e)
    case .running:
      if fiber === vm.fiber { throw Fault("a task cannot await its own value") }
      if vm.inspecting { throw Fault.inspection("wait for \(label) (an await that suspends)") }
      vm.trace.record(.schedule(.awaits(task: vm.fiberLabel, other: label)))
      awaiters.append(vm.fiber)
      try vm.suspend(.task(self))
      return .missing
    }
  }

  /// `await task.result`: the task's value or error as a `Result` (never throws).
  func awaitResult(_ vm: VM) throws -> Value {
    switch state {
    case .finished, .failed: return TaskHandle.result(vm.program, of: state)
    case .running:
      if fiber === vm.fiber { throw Fault("a task cannot await its own result") }
      if vm.inspecting { throw Fault.inspection("wait for \(label) (an await that suspends)") }
      vm.trace.record(.schedule(.awaits(task: vm.fiberLabel, other: label)))
      resultAwaiters.append(vm.fiber)
      try vm.suspend(.task(self))
      return .missing
    }
  }

  /// Leaving an `async let`'s scope while its child runs: cancelled, then waited for.
  func settle(_ vm: VM) throws {
    if fiber === vm.fiber { throw Fault("a task cannot wait for itself") }
    try cancel(vm)
    vm.trace.record(.schedule(.awaitsAsyncLet(task: vm.fiberLabel, child: label)))
    settlers.append(vm.fiber)
    try vm.suspend(.task(self))
  }

  /// `Result.success(value)` or `Result.failure(error)` (the prelude's `Result`).
  static func result(_ program: Program, of state: TaskHandle.State) -> Value {
    guard let r = program.nominalType("Result") as? EnumType else { return .void }
    switch state {
    case .finished(let v): return .enumValue(EnumValue(type: r, caseIndex: 0, payload: [v]))
    case .failed(let e): return .enumValue(EnumValue(type: r, caseIndex: 1, payload: [e]))
    case .running: return .void
    }
  }

  /// `task.cancel()`: wakes a sleeping task (its sleep throws) or a waiting loop (it ends with nil).
  /// A finished task is marked too: its `isCancelled` is true afterwards (verified against Swift 6.3.1).
  func cancel(_ vm: VM) throws {
    guard !isCancelled else { return }
    isCancelled = true
    guard case .running = state else { return }
    vm.trace.record(.schedule(.cancelled(task: label, at: vm.scheduler.now)))
    // withTaskCancellationHandler's handlers run here, in task.cancel(), newest first.
    for handler in cancellationHandlers.reversed() { _ = try vm.callValue(handler, []) }
    switch vm.scheduler.wait(of: fiber) {
    case .sleep?:
      fiber.resumeThrow = .host(CancellationErrorValue())
      vm.scheduler.wake(fiber)
    case .observations(let it)?:
      it.cancelWait()
      vm.scheduler.wake(fiber)
    case .stream(let it)? where !it.storage.isPreludes:
      // AsyncStream's cancellation handler runs here, in task.cancel() (verified against Swift 6.3.1).
      // A task group's or a continuation's wait (the prelude's streams) goes on.
      try it.storage.cancel(vm, why: .cancelledWhileWaiting(consumer: it.fiber?.name))
    default: break
    }
  }

  /// A task's fiber returned or threw: record the result and wake whoever awaits it.
  static func finish(_ vm: VM, _ f: Fiber, result: TaskHandle.State) {
    guard let t = f.task else { return }
    vm.unfinishedTasks[f.id] = nil
    // The handle keeps the result; the finished fiber no longer needs its handle, and the two
    // referring to each other kept both alive for good.
    defer { f.task = nil }
    t.state = result
    switch result {
    case .failed(let e): vm.trace.record(.schedule(.finishes(task: t.label, error: describeShort(e))))
    default: vm.trace.record(.schedule(.finishes(task: t.label, error: nil)))
    }
    for w in t.awaiters {
      switch result {
      case .finished(let v): w.resumeValue = v
      case .failed(let e): w.resumeThrow = e
      case .running: break
      }
      vm.scheduler.wake(w)
    }
    t.awaiters = []
    for w in t.resultAwaiters {
      w.resumeValue = TaskHandle.result(vm.program, of: result)
      vm.scheduler.wake(w)
    }
    t.resultAwaiters = []
    for w in t.settlers { vm.scheduler.wake(w) }
    t.settlers = []
  }
}
