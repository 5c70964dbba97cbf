import ObservatoryEngine

/// How many trace events a rendering shows. A lesson stopped by a limit may have recorded a
/// million events, and rendering them all would cost more time and memory than running it did;
/// so a step shows at most `perStep` of its events (its first ones and its last `shownAtEnd`) and
/// a whole rendering at most `perRun`, and every rendering (text, Markdown, JSON, the web page,
/// `:log`) says how many it left out.
public struct EventBudget: Sendable {
  public static let perStep = 10_000
  public static let perRun = 100_000
  static let shownAtEnd = 100

  /// Events the rest of this rendering may still show.
  public private(set) var remaining = EventBudget.perRun

  public init() {}

  /// How many of a step's `count` events may be shown; they are taken from the budget.
  public mutating func cap(for count: Int) -> Int {
    let cap = min(EventBudget.perStep, remaining)
    remaining -= min(cap, count)
    return cap
  }

  /// The events to render: the first ones, how many are left out, and the last ones.
  public static func split(_ events: ArraySlice<TraceEvent>, cap: Int = perStep) -> (
    first: ArraySlice<TraceEvent>, omitted: Int, last: ArraySlice<TraceEvent>
  ) {
    guard events.count > cap else { return (events, 0, events[events.endIndex...]) }
    let end = cap > 2 * shownAtEnd ? shownAtEnd : 0
    let first = events.prefix(max(0, cap - end))
    let last = events.suffix(end)
    return (first, events.count - first.count - last.count, last)
  }

  /// What a rendering says where it left events out.
  public static func notShown(_ omitted: Int) -> String {
    "\(EventRuns.grouped(omitted)) events not shown (at most \(EventRuns.grouped(perStep)) of a step and "
      + "\(EventRuns.grouped(perRun)) in all are)"
  }
}
