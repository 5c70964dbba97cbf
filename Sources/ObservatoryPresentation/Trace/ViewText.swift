import ObservatoryEngine

/// Simulated SwiftUI (`▣` lines), Combine pipeline steps (`⇢`) and the notes on what is simulated.
extension TraceRenderer {
  static func text(_ e: ViewEvent) -> String {
    switch e {
    case .mounts(let view): return "host: mounting \(view)"
    case .settles(let rendered) where rendered.isEmpty: return "settle: nothing was dirty, no body ran"
    case .settles(let rendered):
      return
        "settle: re-evaluated \(ViewHost.compress(rendered)) (\(rendered.count) bod\(rendered.count == 1 ? "y" : "ies"))"
    case .noViewsHosted: return "settle: no views are hosted"
    case .dirty(let view, let change, let readAt):
      return "\(change) will change → \(view) dirty (its body read \(change)\(readAt.map { " at line \($0)" } ?? ""))"
    case .alreadyDirty(let view, let change): return "\(change) will change → \(view) is already dirty"
    case .publisher(let object, let property, let subscribers):
      return "\(object).\(property) → $\(property) publisher: "
        + (subscribers == 0 ? "no subscriber" : "\(subscribers) subscriber\(subscribers == 1 ? "" : "s")")
        + " (not tracked by Observation)"
    case .objectWillChange(let object, let property, let marked, let sinks):
      return (property.map { "\(object).\($0)" } ?? "\(object).objectWillChange.send()")
        + " → objectWillChange of \(object)"
        + (marked.isEmpty ? "" : " → \(ViewHost.compress(marked)) dirty")
        + (sinks == 0 ? "" : " → \(sinks) sink\(sinks == 1 ? "" : "s")")
        + (marked.isEmpty && sinks == 0 ? " (nobody is subscribed)" : "")
    }
  }

  static func text(_ e: CombineEvent) -> String {
    switch e {
    case .subscribes(let sink, let publisher): return "\(sink) subscribes to \(publisher)"
    case .receives(let sink, let value): return "\(sink) receives \(value)"
    case .sends(let subject, let value, let subscribers):
      return "\(subject) sends \(value)" + (subscribers == 0 ? " (no subscriber)" : "")
    case .filterDrops(let value): return "filter drops \(value)"
    case .removeDuplicatesDrops(let value): return "removeDuplicates drops \(value) (equal to the previous value)"
    case .debounceReplaces(let value): return "debounce: \(value) replaces the value it was holding"
    case .publishes(let stage, let value): return "\(stage) publishes \(value)"
    case .holds(let stage, let value, let until, let scheduler):
      return "\(stage) holds \(value) until \(Scheduler.format(until)) on \(scheduler)"
        + (stage == "debounce" ? " (unless a newer value comes first)" : "")
    case .switchesTo(let publisher, let cancelsPrevious):
      return "switchToLatest subscribes to \(publisher)" + (cancelsPrevious ? " and cancels the previous one" : "")
    }
  }

  static func text(_ note: TraceNote) -> String {
    switch note {
    case .legacySimulated:
      return
        "note: ObservableObject, @Published and Combine are simulated, not measured: Combine does not exist on Linux (L1–L5)"
    case .combineSimulated:
      return
        "note: Combine is simulated from Apple's documentation (PassthroughSubject, Just, map, filter, removeDuplicates, debounce, delay, switchToLatest, sink on a VirtualTimeScheduler): it does not exist on Linux, so this part was not measured"
    case .hashTablePositions:
      return
        "note: a Set or Dictionary index prints its hash table's bucket and age, which Swift changes on every run; the playground writes the member's place in its own order and age 0"
    case .sinkSubscribes(let sink, let object, let property):
      return "\(sink) subscribes to " + (property.map { "\(object).$\($0)" } ?? "\(object).objectWillChange")
    }
  }
}
