import ObservatoryEngine

/// What the playground did with a lesson, in the terms `observatory verify` compares: the lines the
/// program printed and the `#expect`s that failed, in order and each with its cause (the callback
/// or task resumption that ran it); how many `#expect`s passed and failed; and how the run ended.
struct PlaygroundSide: Sendable {
  struct Line: Sendable {
    /// What Swift prints for it: the output line, or `line N: #expect(...) failed...`.
    let text: String
    /// The lesson line that printed it.
    let line: Int?
    let step: Int
    let cause: Cause?
    /// An event (`TraceEvents`), not a line the program printed.
    var isEvent = false
  }

  /// How the playground's run ended, as Swift's should.
  enum Stop: Sendable {
    /// It ran to the end: Swift exits with this status (1 when a `#expect` failed).
    case finished(status: Int)
    /// A trap: Swift traps too, with the same kind on the same line.
    case trapped(Trap)
    /// Nothing can run any more, or it never stops: Swift never ends either.
    case runsForever(String)
    /// The lesson's values outgrew the playground's memory limit: Swift fails to allocate at the
    /// sandbox's address-space limit (`Sandbox`), or runs until it is stopped.
    case outOfMemory(String)
  }

  var lines: [Line] = []
  /// The printed lines and the events (`TraceEvents`) in the order they happened.
  var trace: [Line] = []
  /// How many of `trace` are events.
  var eventCount: Int { trace.count - lines.count }
  var passed = 0
  var failed = 0
  var error: LessonError?
  var virtualSeconds = 0.0
  /// The hash of the lesson's text, which a recording's seal covers (`SwiftExport.sourceHash`).
  var lessonHash = ""
  /// The lesson, to run again in a real run's order of observers (`replayed(for:)`).
  var file: SourceFile?
  /// The reorderings this run replayed (`ReplayOrder`): nil for the playground's own order.
  var replayedOrders: [OutputOrder.Reordering]?
  /// The runs in other orders already made, by the recording's `fired` events.
  private let replays = LockedBox<[[String]: PlaygroundSide]>([:])

  var stop: Stop {
    guard let e = error else { return .finished(status: failed > 0 ? 1 : 0) }
    if e.kind == .limit {
      return e.message.hasPrefix("the lesson's values ") ? .outOfMemory(e.message) : .runsForever(e.message)
    }
    if e.message.hasPrefix("the program called exit("),
      let code = Int(e.message.dropFirst("the program called exit(".count).prefix { $0 != ")" })
    {
      return .finished(status: Int(UInt8(truncatingIfNeeded: code)))
    }
    let kind = Trap.playgroundKind(e.message) ?? .unknown
    return .trapped(Trap(kind: kind, line: e.loc?.line, message: e.message))
  }

  /// The error that refuses the lesson (syntax, a name or member the playground does not have, a
  /// limit of the playground, also one a run meets half-way: `LessonError.refusesTheLesson`), if any.
  var loadError: LessonError? {
    guard let e = error, e.refusesTheLesson else { return nil }
    return e
  }

  /// The `fired` events of the trace (`ReplayOrder.firedKey`), in order.
  var fired: [String] { trace.lazy.filter(\.isEvent).compactMap { ReplayOrder.firedKey($0.text) } }

  /// This run, or the lesson run again with each write's observers called in the order `r`'s
  /// events show (R13: `ReplayOrder`), when that is another order: the run to compare `r` with,
  /// exactly where it replays an order. Nil when `r` has no events to take the order from.
  func replayed(for r: RecordedRun) -> PlaygroundSide? {
    guard r.traceSource != nil, let file else { return nil }
    let real = r.trace.filter(\.isEvent).compactMap { ReplayOrder.firedKey($0.text) }
    if real == fired { return self }
    if let known = replays.value[real] { return known }
    let again = PlaygroundSide.run(file, replaying: real)
    replays.mutate { $0[real] = again }
    return again
  }

  /// Runs a lesson in the playground with its trace on; with `replaying` (a real run's `fired`
  /// events), each write's observers are called in that run's order (`ReplayOrder`).
  static func run(_ file: SourceFile, replaying fired: [String]? = nil) -> PlaygroundSide {
    let run = LessonRun(file: file, traceEnabled: true)
    let replay = fired.map { ReplayOrder(fired: $0, trace: run.trace) }
    run.siblingOrder = replay
    run.run()
    var side = PlaygroundSide()
    side.lessonHash = SwiftExport.sourceHash(file.bytes)
    side.file = file
    side.replayedOrders = replay?.reorderings
    var failures = run.failedExpectations[...]
    var events = TraceEvents(run.trace.events)
    var stores = run.trace.unannouncedStores[...]
    var index = 0
    for (k, step) in run.steps.enumerated() {
      for e in step.events {
        // The didSets of writes that notified nobody, where their stores ended.
        while let s = stores.first, s.after <= index {
          stores.removeFirst()
          if let subject = s.event.subject, let text = events.didSet(of: subject) {
            side.trace.append(Line(text: text, line: s.event.line, step: k, cause: s.event.cause, isEvent: true))
          }
        }
        index += 1
        switch e.kind {
        case .output(let s):
          side.lines.append(Line(text: s, line: e.line, step: k, cause: e.cause))
          side.trace.append(side.lines[side.lines.count - 1])
        case .expectation(false, _, _):
          guard let f = failures.popFirst() else { continue }
          side.lines.append(
            Line(
              text: RecordedRun.failureLine(line: f.loc.line, message: f.message), line: f.loc.line, step: k,
              cause: e.cause))
          side.trace.append(side.lines[side.lines.count - 1])
        default:
          for text in events.lines(for: e) {
            side.trace.append(Line(text: text, line: e.line, step: k, cause: e.cause, isEvent: true))
          }
        }
      }
    }
    for s in stores {
      if let subject = s.event.subject, let text = events.didSet(of: subject) {
        side.trace.append(
          Line(text: text, line: s.event.line, step: max(0, run.steps.count - 1), cause: s.event.cause, isEvent: true))
      }
    }
    side.failed = run.failedExpectations.count
    side.passed = run.expectCount - side.failed
    side.error = run.error
    side.virtualSeconds = Double(run.vm?.scheduler.now ?? 0) / 1e9
    return side
  }
}
