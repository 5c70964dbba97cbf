#if canImport(Glibc)
  import Glibc
#endif

/// What passing each limit says (a lesson error of kind `.limit` naming the limit and the
/// `--limit` flag that raises it), and the checks that need only the counts the VM keeps.
extension Limits {
  /// The CPU time the calling thread has used. The time limit counts the running statement's own
  /// CPU time, not wall time: on a busy machine (a classroom's shared server, CI running builds
  /// beside the tests) a lesson is not stopped earlier than on an idle one.
  static func threadCPUTime() -> Duration {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return .seconds(Int64(t.tv_sec)) + .nanoseconds(Int64(t.tv_nsec))
  }

  /// The lesson ran `budget` instructions without finishing.
  static func runaway(instructions ran: Int, budget: Int) -> Fault {
    Fault(
      "the lesson ran \(ran) instructions without finishing, so it was stopped as a runaway",
      hint:
        "look for a loop that never ends or a recursion without a base case; if it is not a runaway, "
        + "raise the limit: --limit instructions=\(budget.multipliedReportingOverflow(by: 5).partialValue)",
      kind: .limit)
  }

  /// The running statement, started at `start` (`threadCPUTime`), against `time`.
  func checkTime(since start: Duration) throws {
    guard let limit = time, Limits.threadCPUTime() - start > limit else { return }
    throw Fault(
      "this statement ran for more than \(Limits.describe(limit)) without finishing, the playground's time "
        + "limit per statement, so it was stopped as a runaway",
      hint:
        "look for a loop that never ends, or one that keeps waking itself (a write to what it observes); "
        + "if it is not a runaway, raise the limit: --limit time=\(Limits.raised(limit))",
      kind: .limit)
  }

  /// The memory the process gained since the lesson started, against `memory`; and the
  /// room left under an address-space limit (`ulimit -v`), past which allocations would fail.
  func checkMemory(baseline memoryBaseline: Int) throws {
    guard memory != nil || MemoryUse.addressSpaceLimit != nil else { return }
    var use = MemoryUse.current()
    func over() -> Bool {
      if let limit = memory, use.resident - memoryBaseline > limit { return true }
      if let space = MemoryUse.addressSpaceLimit, use.mapped > space - MemoryUse.addressSpaceMargin { return true }
      return false
    }
    guard over() else { return }
    // Freed memory the allocator kept still counts in the measure; give it back and look again.
    MemoryUse.trim()
    use = MemoryUse.current()
    guard over() else { return }
    if let limit = memory, use.resident - memoryBaseline > limit {
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

  /// The trace of this run (or REPL entry) holds more events than `events`.
  func tooManyEvents() -> Fault {
    Fault(
      "the lesson recorded more than \(events) trace events (reads, writes, notifications, output lines), "
        + "the playground's limit, so it was stopped",
      hint:
        "look for a loop that prints or writes without end; if the lesson needs more, raise the limit: "
        + "--limit events=\(events.multipliedReportingOverflow(by: 5).partialValue)",
      kind: .limit)
  }

  /// A new task would pass `tasks`, with `alive` tasks alive.
  func checkTasks(alive: Int) throws {
    guard alive >= tasks else { return }
    throw Fault(
      "more than \(tasks) tasks would be alive at once, the playground's limit, so the lesson was stopped",
      hint:
        "look for a loop that starts tasks without end; if the lesson needs more, raise the limit: "
        + "--limit tasks=\(tasks.multipliedReportingOverflow(by: 5).partialValue)",
      kind: .limit)
  }
}
