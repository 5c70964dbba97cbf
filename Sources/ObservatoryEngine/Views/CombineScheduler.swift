/// The playground's state for its Combine subset, one per VM: names for subjects, pipelines
/// and schedulers (`subject #1`, `scheduler #1`), so traces read the same on every run.
final class CombineState {
  var subjectCount = 0
  var schedulerCount = 0
  /// Whether the "simulated from Apple's documentation" note for Combine was shown.
  var noteShown = false

  /// `PassthroughSubject<T, Never>()`, `Just(value)`, `VirtualTimeScheduler()`; nil for another type.
  func construct(_ t: TypeValue, _ args: [Value], _ labels: [String?], trace: Trace) throws -> Value? {
    switch t.name {
    case "PassthroughSubject":
      guard args.isEmpty else { throw Fault("PassthroughSubject() takes no arguments") }
      noteOnce(trace)
      subjectCount += 1
      return .host(
        PassthroughSubjectValue(label: "subject #\(subjectCount)", output: (t as? BuiltinType)?.arguments.first))
    case "Just":
      guard args.count == 1, labels == [nil] else { throw Fault("Just takes one value: Just(value)") }
      noteOnce(trace)
      return .host(JustValue(args[0]))
    case "VirtualTimeScheduler":
      guard args.isEmpty else { throw Fault("VirtualTimeScheduler() takes no arguments") }
      noteOnce(trace)
      schedulerCount += 1
      return .host(VirtualTimeSchedulerValue(label: "scheduler #\(schedulerCount)"))
    default: return nil
    }
  }

  private func noteOnce(_ trace: Trace) {
    guard !noteShown else { return }
    noteShown = true
    trace.record(.note(.combineSimulated))
  }
}

/// `VirtualTimeScheduler()`: a Combine scheduler whose clock moves only when the lesson calls
/// `advance(by:)`, as in the tests of the Combine articles. Actions scheduled on it (by
/// `debounce` and `delay`) run during `advance(by:)`, in the order of their due time, and in the
/// order they were scheduled when due at the same time; `now` is each action's due time while it
/// runs, and the target time afterwards. Its clock is its own: it is not the virtual clock of
/// `Task.sleep`.
final class VirtualTimeSchedulerValue: NativeValue {
  /// An action waiting for its time; a cancelled one is skipped (a debounce that was superseded).
  final class Action {
    let due: Int
    let order: Int
    let run: () throws -> Void
    var isCancelled = false
    init(due: Int, order: Int, run: @escaping () throws -> Void) {
      self.due = due
      self.order = order
      self.run = run
    }
  }

  let label: String
  /// Nanoseconds since the scheduler was made.
  private(set) var now = 0
  private var actions: [Action] = []
  private var scheduled = 0

  init(label: String) { self.label = label }

  override var typeName: String { "VirtualTimeScheduler" }
  override var description: String { "VirtualTimeScheduler(now: \(Scheduler.format(now)))" }

  /// Runs `run` when the clock reaches `now + delay`.
  @discardableResult
  func schedule(after delay: Int, _ run: @escaping () throws -> Void) -> Action {
    scheduled += 1
    let a = Action(due: now + delay, order: scheduled, run: run)
    actions.append(a)
    return a
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    guard name == "advance", labels == ["by"], args.count == 1 else { return nil }
    try advance(vm, by: Builtins.nanoseconds(args[0]))
    return .void
  }

  /// `advance(by:)`: runs every action due up to `now + interval`, earliest first.
  func advance(_ vm: VM, by interval: Int) throws {
    let target = now + interval
    vm.trace.record(.schedule(.advances(scheduler: label, by: interval, from: now, to: target)))
    while true {
      actions.removeAll { $0.isCancelled }
      guard let next = actions.filter({ $0.due <= target }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) })
      else { break }
      actions.removeAll { $0 === next }
      now = next.due
      vm.trace.record(.schedule(.schedulerRuns(scheduler: label, time: now)))
      vm.trace.depth += 1
      defer { vm.trace.depth -= 1 }
      try next.run()
    }
    now = target
  }
}
