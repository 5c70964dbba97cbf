import CLimits

/// The limits a lesson runs within (`Limits`), checked where they cost nothing noticeable: the
/// instruction budget, tasks and trace events at the end of each slice of `VM.sliceSize`
/// instructions (the same points on every run), time and memory also whenever the watchdog
/// interrupts a running statement (`Watchdog`, every 10 ms; time is the statement's CPU time). Each stops the lesson with a
/// lesson error of kind `.limit` that names the limit and the flag that raises it
/// (`Limits+Exceeded`).
extension VM {
  /// Runs `body` as one statement of the lesson (a step, a REPL entry, the tasks it made ready):
  /// the time limit counts from its start and the watchdog watches it. Nested calls belong to
  /// the outer statement.
  package func statement<T>(_ body: () throws -> T) throws -> T {
    let outer = (flag: obs_running_flag(), vm: obs_running_vm())
    if statementDepth == 0 {
      statementStart = Limits.threadCPUTime()
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
    if statementDepth == 1, trace.overLimit {
      let e = limits.tooManyEvents()
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
    if instructionsRun >= budget { throw Limits.runaway(instructions: instructionsRun, budget: budget) }
    if trace.overLimit { throw limits.tooManyEvents() }
    try checkMachineLimits()
  }

  /// The dispatch loop found the watchdog's flag raised.
  func preempted() throws {
    preemption.lower()
    if let interrupted = interruptFlag, interrupted() {
      throw Fault("interrupted (Ctrl-C)", kind: .limit)
    }
    try checkMachineLimits()
  }

  /// CPU time of the running statement, and memory.
  func checkMachineLimits() throws {
    if statementDepth > 0 { try limits.checkTime(since: statementStart) }
    try limits.checkMemory(baseline: memoryBaseline)
  }
}
