import Foundation

/// The virtual machine: runs compiled lesson code on fibers. The dispatch loop keeps the current
/// frame's code and program counter in locals; everything else lives in the fiber, so the loop can
/// return at a step boundary or a suspension and pick up again later.
public final class VM {
  public let program: Program
  public let runtime: ObservationRuntime
  public let trace: Trace
  /// The fiber running now.
  var fiber: Fiber
  let mainFiber: Fiber
  /// Instructions a lesson run may take before it is stopped as a runaway.
  public var budget: Int
  public private(set) var instructionsRun = 0
  /// Instructions left in the current slice; at zero the VM checks budget and interrupts.
  var sliceLeft = VM.sliceSize
  static let sliceSize = 100_000
  /// Stop at each top-level `step` marker (the runner does; the REPL's `:continue` does not).
  public var stopAtSteps = true
  /// Nesting of Swift-side calls back into lesson code (observer callbacks, `map` closures, ...).
  var nestedRuns = 0
  static let maxNestedRuns = 400
  /// Set from a signal handler (Ctrl-C) to stop the running statement.
  public var interruptFlag: (() -> Bool)?
  /// `#expect`s that failed, and how many checks ran.
  public internal(set) var failedExpectations: [ExpectationFailure] = []
  public internal(set) var expectationCount = 0
  /// Program output not yet ended by a newline.
  var outputBuffer = ""

  public init(program: Program, trace: Trace, budget: Int = 200_000_000) {
    self.program = program
    self.trace = trace
    self.runtime = ObservationRuntime(trace: trace)
    self.budget = budget
    mainFiber = Fiber(id: 0, name: "main", capacity: 4096)
    fiber = mainFiber
    runtime.vm = self
    trace.currentLine = { [unowned self] in self.currentLine() }
    Builtins.install(into: program)
  }

  // MARK: - Locations and errors

  /// The source line of the instruction running in the current fiber.
  func currentLine() -> Int? {
    guard let f = fiber.frames.last else { return nil }
    let pc = max(0, f.pc - 1)
    guard pc < f.proto.locs.count else { return nil }
    return f.proto.file.line(of: f.proto.locs[pc])
  }

  func currentLoc() -> SourceLoc? {
    guard let f = fiber.frames.last else { return nil }
    let pc = max(0, f.pc - 1)
    guard pc < f.proto.locs.count else { return nil }
    return SourceLoc(f.proto.file, f.proto.locs[pc])
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
    f.frames = []
    f.handlers = []
    try f.push(.void)
    f.frames.append(Fiber.Frame(proto: script, closure: nil, pc: 0, base: 0, mode: .normal))
    f.sp = max(f.sp, script.slotCount)
  }

  /// Runs the main fiber until the script ends or reaches a step boundary.
  public func resume() throws -> RunResult {
    fiber = mainFiber
    guard !mainFiber.frames.isEmpty else { return .finished }
    do {
      switch try execute(boundary: 0) {
      case .step(let i): return .step(i)
      case .returned: return .finished
      }
    } catch let e as LessonError {
      abandonMain()
      throw e
    } catch let t as LessonThrow {
      // Take the location before abandonMain() drops the frames it is read from.
      let loc = currentLoc()
      abandonMain()
      throw LessonError(.runtime, "error thrown at top level: \(describePlain(t.value))", at: loc)
    }
  }

  /// After an error the main fiber's frames are dropped; the program's globals stay as they were.
  func abandonMain() {
    nestedRuns = 0
    runtime.accessStack = []
    runtime.scopeLabels = []
    runtime.callbackDepth = 0
    trace.depth = 0
    mainFiber.truncate(to: 0)
    mainFiber.frames = []
    mainFiber.handlers = []
  }

  enum ExecResult {
    case returned(Value)
    case step(Int)
  }

  /// Calls a lesson function value from Swift (an observer callback, a `map` closure) and runs
  /// it to completion on the current fiber.
  func callValue(_ callee: Value, _ args: [Value]) throws -> Value {
    let f = fiber
    let base = f.sp
    guard f.reserve(args.count + 2) else { throw Fault("the stack is full") }
    try f.push(callee)
    for a in args { try f.push(a) }
    return try runNested(base: base) {
      try self.call(argc: args.count, labels: self.positionalLabels(args.count), calleeIndex: base)
    }
  }

  /// Calls a function with an explicit receiver (a getter, an `==`, a deinit).
  func callProto(_ p: FunctionProto, receiver: Value, _ args: [Value]) throws -> Value {
    let f = fiber
    let base = f.sp
    try f.push(receiver)
    for a in args { try f.push(a) }
    return try runNested(base: base) {
      try self.pushFrame(p, closure: nil, base: base, argc: args.count, labels: self.positionalLabels(args.count))
    }
  }

  func positionalLabels(_ n: Int) -> Int { program.labelSet(Array(repeating: nil, count: n)) }

  /// Runs `start` (which pushes a frame or completes a native call) and then the dispatch loop
  /// until that call returns; its result is left at `base` and returned.
  private func runNested(base: Int, _ start: () throws -> Void) throws -> Value {
    nestedRuns += 1
    defer { nestedRuns -= 1 }
    if nestedRuns > VM.maxNestedRuns {
      throw Fault(
        "calls from the runtime back into the lesson nested \(VM.maxNestedRuns) deep",
        hint: "an observer or closure keeps triggering itself; add a guard")
    }
    let f = fiber
    let depth = f.frames.count
    do {
      try start()
      if f.frames.count > depth {
        _ = try execute(boundary: depth)
      }
    } catch {
      // Unwind whatever the nested call left behind; the error continues outward.
      if f.frames.count > depth { f.frames.removeSubrange(depth...) }
      f.handlers.removeAll { $0.frameCount > depth }
      if f.sp > base { f.truncate(to: base) }
      throw error
    }
    let result = f.sp > base ? f.stack[f.sp - 1] : .void
    f.truncate(to: base)
    return result
  }

  /// Budget and interrupt checks, run each time a slice of instructions is used up.
  func checkpoint() throws {
    instructionsRun += VM.sliceSize
    sliceLeft = VM.sliceSize
    if let interrupted = interruptFlag, interrupted() {
      throw Fault("interrupted (Ctrl-C)", kind: .limit)
    }
    if instructionsRun >= budget {
      throw Fault(
        "the lesson ran \(instructionsRun) instructions without finishing, so it was stopped as a runaway",
        hint: "look for a loop that never ends or a recursion without a base case", kind: .limit)
    }
  }
}
