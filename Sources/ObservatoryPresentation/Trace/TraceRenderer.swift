import ObservatoryEngine

/// Turns trace events into the lines a learner reads: numbered, indented by cause, each meaning
/// carried by a word or symbol (colour only adds emphasis).
public enum TraceRenderer {
  /// Lines for the events of one step. Program output is shown inline with `»`. Events that
  /// happened on lines outside `stepLines` (in a function, a task) say which line. Runs of similar
  /// events are collapsed into one line with a count unless `verbose` (see `EventRuns`).
  public static func lines(
    _ events: ArraySlice<TraceEvent>, style: TextStyle = TextStyle(color: false), stepLines: ClosedRange<Int>? = nil,
    verbose: Bool = false, source: String? = nil, cap: Int = EventBudget.perStep
  ) -> [String] {
    render(events, style: style, stepLines: stepLines, verbose: verbose, source: source, cap: cap).lines
  }

  /// The lines, and whether some of them stand for runs of events (`:log` shows those in full).
  /// A block (`#counts`, `#log`) whose title is the step's own `source` is not titled again.
  /// At most `cap` events are rendered (`EventBudget`).
  public static func render(
    _ events: ArraySlice<TraceEvent>, style: TextStyle = TextStyle(color: false), stepLines: ClosedRange<Int>? = nil,
    verbose: Bool = false, source: String? = nil, cap: Int = EventBudget.perStep
  ) -> (lines: [String], collapsed: Bool) {
    var items: [EventRuns.Item] = []
    var n = 0
    /// One event as an item (or a block's lines).
    func add(_ e: TraceEvent) {
      let indent = String(repeating: "  ", count: max(0, e.depth))
      switch e.kind {
      case .log(let logged):
        let lines = log(logged[...])
        if source == "#log" && !lines.isEmpty {
          items += lines.map { EventRuns.Item(number: 0, text: "  " + $0, collapsible: false, noun: "") }
          return
        }
        let head = style.dim("#log") + (lines.isEmpty ? " (nothing happened since the last #log)" : "")
        items.append(
          EventRuns.Item(number: 0, text: head, collapsible: false, noun: "", block: lines.map { "  " + $0 }))
      case .table(let title, _) where title == source, .explanation(let title, _) where title == source,
        .graph(let title, _, _) where title == source:
        items += blockLines(e.kind).map { EventRuns.Item(number: 0, text: "  " + $0, collapsible: false, noun: "") }
      case .table(let title, _), .explanation(let title, _), .graph(let title, _, _):
        items.append(
          EventRuns.Item(
            number: 0, text: style.dim(TerminalText.visible(title)), collapsible: false, noun: "",
            block: blockLines(e.kind).map { "  " + $0 }
          ))
      default:
        n += 1
        // Lesson text in an event (a `#screen` line, an `#expect`'s source) has its control
        // characters shown visibly; what the program printed, as the style says (`--raw-output`).
        var line: String
        if case .output(let printed) = e.kind {
          line = indent + style.bold("» ") + style.printed(printed)
        } else {
          line = indent + TerminalText.visible(text(e.kind, style: style), keepingColor: style.color)
        }
        if let stepLines, let l = e.line, !stepLines.contains(l), showsLine(e.kind) {
          line += style.dim("  · line \(l)")
        }
        items.append(
          EventRuns.Item(number: n, text: line, collapsible: !verbose && collapsible(e.kind), noun: noun(e.kind)))
      }
    }
    let (shown, omitted, last) = EventBudget.split(events, cap: cap)
    for e in shown { add(e) }
    if omitted > 0 {
      n += omitted - events.dropFirst(shown.count).dropLast(last.count).filter(isBlock).count
      items.append(
        EventRuns.Item(
          number: 0, text: "    " + style.dim("⋮ " + EventBudget.notShown(omitted)),
          collapsible: false, noun: ""))
    }
    for e in last { add(e) }
    var rendered = EventRuns.collapse(items, style: style)
    var collapsed = rendered.count < items.count + items.reduce(0) { $0 + $1.block.count }
    // A step with thousands of events that do not collapse shows its start and end.
    let head = 40
    let tail = 12
    if !verbose && rendered.count > head + tail + 5 {
      let skipped = rendered[head..<(rendered.count - tail)]
      // The line that says how many events were not rendered at all is one of those skipped.
      let hidden = skipped.count - (omitted > 0 ? 1 : 0)
      let notRendered =
        omitted > 0 ? "; " + EventBudget.notShown(omitted) : ""
      rendered =
        Array(rendered[..<head])
        + [
          EventRuns.Line(
            number: nil,
            text: "    " + style.dim("⋮ \(hidden) more lines (--verbose or :log shows them)\(notRendered)"))
        ]
        + Array(rendered[(rendered.count - tail)...])
      collapsed = true
    }
    let digits = max(3, String(n).count)
    let lines = rendered.map { l in
      guard let number = l.number, number > 0 else { return l.text }
      let label = String(number)
      return String(repeating: " ", count: max(0, digits - label.count)) + style.dim(label) + " " + l.text
    }
    return (lines, collapsed)
  }

  /// Events shown as a block of lines, without a number of their own.
  static func isBlock(_ e: TraceEvent) -> Bool {
    switch e.kind {
    case .log, .table, .explanation, .graph: return true
    default: return false
    }
  }

  /// Events that may be collapsed into a run: not the program's output, checks or errors.
  static func collapsible(_ kind: TraceEvent.Kind) -> Bool {
    switch kind {
    case .output, .expectation, .log, .table, .explanation, .graph, .orderNote: return false
    default: return true
    }
  }

  /// What a count of such events is called.
  static func noun(_ kind: TraceEvent.Kind) -> String {
    switch kind {
    case .read: return "reads"
    case .body: return "bodies"
    case .armed: return "trackings armed"
    case .willSet: return "willSets"
    case .didSet: return "didSets"
    case .unobserved, .sameValue, .held: return "writes"
    case .fired: return "calls"
    case .cancelled: return "cancellations"
    case .deinitRan: return "deinits"
    case .loop: return "loop events"
    case .schedule: return "scheduler events"
    default: return "events"
    }
  }

  /// Events worth locating in the source when they come from another line.
  static func showsLine(_ kind: TraceEvent.Kind) -> Bool {
    switch kind {
    case .read, .willSet, .unobserved, .sameValue, .held, .output, .expectation: return true
    default: return false
    }
  }

  /// `#log`: a compact record of what fired.
  /// The lines of a `#counts`/`#why` answer, a `#screen` or `#predict` table, or a `#graph` (as text).
  static func blockLines(_ kind: TraceEvent.Kind) -> [String] {
    switch kind {
    case .table(_, let lines): return lines.map(TerminalText.visible)
    case .explanation(_, let parts): return ExplanationText.lines(parts).map(TerminalText.visible)
    case .graph(_, let graph, let focus):
      // Runs of like nodes drawn as one, as the trace collapses like events; a graph around one
      // node keeps every node apart, so the one asked about is never folded into a run.
      let shown = focus == nil ? graph.collapsed() : graph
      return GraphRenderer.render(shown, as: .text, focus: focus).split(separator: "\n").map {
        TerminalText.visible(String($0))
      }
    default: return []
    }
  }

  static func log(_ events: ArraySlice<TraceEvent>) -> [String] {
    let (first, omitted, last) = EventBudget.split(events)
    guard omitted == 0 else { return log(first) + ["⋮ " + EventBudget.notShown(omitted)] + log(last) }
    return events.compactMap { e in
      switch e.kind {
      case .output, .expectation, .log, .read, .table, .explanation, .graph: return nil
      default:
        return String(repeating: "  ", count: max(0, e.depth)) + (e.line.map { "line \($0): " } ?? "")
          + TerminalText.visible(text(e.kind, style: TextStyle(color: false)))
      }
    }
  }

  public static func text(_ kind: TraceEvent.Kind, style: TextStyle) -> String {
    switch kind {
    case .read(let p, let scope):
      return "read    \(p)  " + style.dim("(recorded in \(scope))")
    case .armed(let t, let reads, let persistent):
      return style.cyan("◉ \(t) armed") + (persistent ? " (willSet/didSet, stays armed)" : " (one-shot)")
        + " on " + reads.joined(separator: ", ")
    case .nothingTracked(let scope):
      return style.dim("\(scope) read nothing observable: nothing was installed, onChange will never run")
    case .willSet(let p, let old, let new, let observers):
      let change = new.map { "\(old) → \($0)" } ?? "\(old) (changed in place)"
      return style.yellow("willSet") + " \(p) \(change)"
        + style.dim("  (\(observers) willSet observer\(observers == 1 ? "" : "s"))")
    case .didSet(let p, let value, let observers):
      return style.yellow("didSet ") + " \(p) = \(value)"
        + (observers > 0 ? style.dim("  (\(observers) didSet observer\(observers == 1 ? "" : "s"))") : "")
    case .unobserved(let p, let old, let new, let inPlace):
      return "write   \(p) " + (inPlace ? "\(old) (changed in place)" : "\(old) → \(new)")
        + style.dim("  · nobody is observing \(p)")
    case .sameValue(let p, let value):
      return "write   \(p) = \(value)" + style.dim("  · same value: stored without willSet/didSet (R7)")
    case .fired(let t, let callback, let line, let reads, let sees):
      var s = style.magenta("⚡ \(t) \(callback)") + " (armed at line \(line), read \(reads.joined(separator: ", ")))"
      if let sees { s += callback == "didSet" ? " — sees \(sees)" : " — still sees \(sees)" }
      return s
    case .cancelled(let t, let props):
      return style.red("✂ \(t) cancelled") + style.dim(" (no longer observes \(props.joined(separator: ", ")))")
    case .orderNote(let count):
      return style.dim(
        "(\(count) observers: Swift calls them in no fixed order; the playground uses registration order)")
    case .output(let text):
      return style.bold("» ") + text
    case .expectation(let passed, let text, let detail):
      if passed { return style.green("✓") + " \(text)" }
      return style.red("✗ #expect(\(text)) failed") + (detail.map { ": \($0)" } ?? "")
    case .deinitRan(let object):
      return "deinit  \(object)" + style.dim("  · registrations dropped silently (R12)")
    case .note(let note): return style.dim(text(note))
    case .combine(let event): return style.dim("⇢ " + text(event))
    case .log(let logged): return "#log " + log(logged[...]).joined(separator: "; ")
    case .table(let title, _), .explanation(let title, _), .graph(let title, _, _):
      return title + " " + blockLines(kind).joined(separator: "; ")
    case .schedule(let event): return style.blue("⏱ ") + text(event)
    case .view(let event): return style.yellow("▣ ") + text(event)
    case .body(let view, let count, let legacy, let reads):
      return style.yellow("▣ body \(view)") + " runs (#\(count)" + (legacy ? ", holds an ObservableObject" : "") + ")"
        + (reads.isEmpty && !legacy ? style.dim(" — it read nothing observable") : "")
    case .loop(let label, let event): return style.cyan("↻ \(label)") + " " + text(event)
    case .held(let p, let old, let new, let loops):
      return "write   \(p) \(old) → \(new)"
        + style.dim("  · part of the open transaction of \(loops.joined(separator: ", ")) (no new notification)")
    case .stored: return ""
    }
  }
}
