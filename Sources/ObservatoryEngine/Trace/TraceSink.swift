/// Where the engine sends trace events as they happen. A traced run's sink is its `EventLog`; a
/// quiet run (`run --quiet`) has none, and then `Trace` builds no event at all.
public protocol TraceSink: AnyObject {
  func receive(_ event: TraceEvent)
}

/// The events of a run in order, up to a limit (`Limits.events`): the sink of a traced run, and
/// where any run keeps the program's output and checks.
public final class EventLog: TraceSink {
  public private(set) var events: [TraceEvent] = []
  /// Events a run (or one REPL entry, counted from `limitMark`) may keep. Events beyond it are
  /// counted, not kept, and the VM stops the lesson at its next check.
  var limit = Limits().events
  var limitMark = 0
  public private(set) var dropped = 0

  /// No more events fit.
  var isFull: Bool { events.count - limitMark >= limit }

  public func receive(_ event: TraceEvent) {
    guard !isFull else {
      dropped += 1
      return
    }
    events.append(event)
  }

  /// Forgets every event (a lesson refused after a run: `LessonRun.refuse`).
  func clear() {
    events = []
    limitMark = 0
    dropped = 0
  }

  /// Starts counting toward `limit` afresh (a new REPL entry).
  func restartLimit() {
    limitMark = events.count
    dropped = 0
  }
}
