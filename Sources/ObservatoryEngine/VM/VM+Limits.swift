import CLimits

#if canImport(Glibc)
  import Glibc
#endif

/// The limits a lesson runs within (`Limits`), checked where they cost nothing noticeable: the
/// instruction budget, tasks and trace events at the end of each slice of `VM.sliceSize`
/// instructions (the same points on every run), time and memory also whenever the watchdog
/// interrupts a running statement (`Watchdog`, every 10 ms; time is the statement's CPU time). Each stops the lesson with a
/// lesson error of kind `.limit` that names the limit and the flag that raises it.
extension VM {
  /// Runs `body` as one statement of the lesson (a step, a REPL entry, the tasks it made ready):
  /// the time limit counts from its start and the watchdog watches it. Nested calls belong to
  /// the outer statement.
  package func statement<T>(_ body: () throws -> T) throws -> T {
    let outer = (flag: obs_running_flag(), vm: obs_running_vm())
    if statementDepth == 0 {
      statementStart = VM.threadCPUTime()
      preemption.lower()
      if limits.time != nil || limits.memory != nil || MemoryUse.addressSpaceLimit != nil {
        Watchdog.shared.watch(preemption)
      }
      obs_running_set(preemption.flag, Unmanaged.passUnretained(self).toOpaque())
    }
    statementDepth += 1
    defer {
      statementDepth -= 1
      if statementDepth == 0 {
        Watchdog.shared.unwatch(preemption)
        obs_running_set(outer.flag, outer.vm)
      }
    }
    let result = try body()
    if statementDepth == 1, let e = eventLimitError() {
      throw LessonError(e.kind, e.message, at: currentLoc(), hint: e.hint)
    }
    return result
  }

  /// A fresh instruction budget and event count for the next REPL entry.
  public func resetBudget() {
    instructionsRun = 0
    sliceLeft = slice
    trace.log.restartLimit()
  }

  /// Budget and interrupt checks, run each time a slice of instructions is used up.
  func checkpoint() throws {
    instructionsRun += slice - sliceLeft
    sliceLeft = slice
    if let interrupted = interruptFlag, interrupted() {
      throw Fault("interrupted (Ctrl-C)", kind: .limit)
    }
    if instructionsRun >= budget {
      throw Fault(
        "the lesson ran \(instructionsRun) instructions without finishing, so it was stopped as a runaway",
        hint:
          "look for a loop that never ends or a recursion without a base case; if it is not a runaway, "
          + "raise the limit: --limit instructions=\(budget.multipliedReportingOverflow(by: 5).partialValue)",
        kind: .limit)
    }
    if let e = eventLimitError() { throw e }
    try checkMachineLimits()
  }

  /// Checks the limits from inside a builtin that loops over a large collection (a sort, a set
  /// of millions, a description): the dispatch loop does not run meanwhile, so it cannot see
  /// the watchdog's flag. One load of a thread-local and an atomic when nothing is raised.
  @inline(__always)
  static func poll() throws {
    if let vm = obs_running_raised() { try Unmanaged<VM>.fromOpaque(vm).takeUnretainedValue().preempted() }
  }

  /// The dispatch loop found the watchdog's flag raised.
  func preempted() throws {
    preemption.lower()
    if let interrupted = interruptFlag, interrupted() {
      throw Fault("interrupted (Ctrl-C)", kind: .limit)
    }
    try checkMachineLimits()
  }

  /// The CPU time the calling thread has used. The time limit counts the running statement's own
  /// CPU time, not wall time: on a busy machine (a classroom's shared server, CI running builds
  /// beside the tests) a lesson is not stopped earlier than on an idle one.
  static func threadCPUTime() -> Duration {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return .seconds(Int64(t.tv_sec)) + .nanoseconds(Int64(t.tv_nsec))
  }

  /// CPU time of the running statement, and memory.
  func checkMachineLimits() throws {
    if statementDepth > 0, let limit = limits.time, VM.threadCPUTime() - statementStart > limit {
      throw Fault(
        "this statement ran for more than \(Limits.describe(limit)) without finishing, the playground's time "
          + "limit per statement, so it was stopped as a runaway",
        hint:
          "look for a loop that never ends, or one that keeps waking itself (a write to what it observes); "
          + "if it is not a runaway, raise the limit: --limit time=\(Limits.raised(limit))",
        kind: .limit)
    }
    try checkMemory()
  }

  /// The memory the process gained since the lesson started, against `limits.memory`; and the
  /// room left under an address-space limit (`ulimit -v`), past which allocations would fail.
  func checkMemory() throws {
    guard limits.memory != nil || MemoryUse.addressSpaceLimit != nil else { return }
    var use = MemoryUse.current()
    func over() -> Bool {
      if let limit = limits.memory, use.resident - memoryBaseline > limit { return true }
      if let space = MemoryUse.addressSpaceLimit, use.mapped > space - MemoryUse.addressSpaceMargin { return true }
      return false
    }
    guard over() else { return }
    // Freed memory the allocator kept still counts in the measure; give it back and look again.
    MemoryUse.trim()
    use = MemoryUse.current()
    guard over() else { return }
    if let limit = limits.memory, use.resident - memoryBaseline > limit {
      throw Fault(
        "the lesson's values take more than \(Limits.describe(bytes: limit)) of memory, the playground's limit, "
          + "so it was stopped",
        hint:
          "look for a collection that keeps growing, such as a.append(a) in a loop, or many copies of a large one; "
          + "if the lesson needs more, raise the limit: --limit memory=\(Limits.raised(bytes: limit))",
        kind: .limit)
    }
    throw Fault(
      "the lesson's values fill the memory this process may use (ulimit -v), so it was stopped",
      hint: "look for a collection that keeps growing; or raise the process's limit (ulimit -v)", kind: .limit)
  }

  /// The trace of this run (or REPL entry) holds more events than `limits.events`.
  func eventLimitError() -> Fault? {
    guard trace.overLimit else { return nil }
    return Fault(
      "the lesson recorded more than \(limits.events) trace events (reads, writes, notifications, output lines), "
        + "the playground's limit, so it was stopped",
      hint:
        "look for a loop that prints or writes without end; if the lesson needs more, raise the limit: "
        + "--limit events=\(limits.events.multipliedReportingOverflow(by: 5).partialValue)",
      kind: .limit)
  }

  /// A new task would pass `limits.tasks`.
  func checkTaskLimit() throws {
    guard liveTasks >= limits.tasks else { return }
    throw Fault(
      "more than \(limits.tasks) tasks would be alive at once, the playground's limit, so the lesson was stopped",
      hint:
        "look for a loop that starts tasks without end; if the lesson needs more, raise the limit: "
        + "--limit tasks=\(limits.tasks.multipliedReportingOverflow(by: 5).partialValue)",
      kind: .limit)
  }
}
