/// Turns trace events into the lines a learner reads: numbered, indented by cause, each meaning
/// carried by a word or symbol (colour only adds emphasis).
public enum TraceRenderer {
  /// Lines for the events of one step. Program output is shown inline with `»`. Events that
  /// happened on lines outside `stepLines` (in a function, a task) say which line.
  public static func lines(
    _ events: ArraySlice<TraceEvent>, style: TextStyle = TextStyle(color: false), stepLines: ClosedRange<Int>? = nil
  ) -> [String] {
    var out: [String] = []
    var n = 0
    // A step with thousands of events (a thousand views mounting) shows its start and end.
    let head = 40
    let tail = 12
    let skipped = events.count > head + tail + 5 ? (events.startIndex + head)..<(events.endIndex - tail) : nil
    for (k, e) in zip(events.indices, events) {
      if let skipped, skipped.contains(k) {
        if k == skipped.lowerBound {
          out.append("    " + style.dim("⋮ \(skipped.count) more events: " + summary(events[skipped])))
        }
        n += 1
        continue
      }
      let indent = String(repeating: "  ", count: max(0, e.depth))
      switch e.kind {
      case .log(let lines):
        out.append(style.dim("#log") + (lines.isEmpty ? " (nothing happened since the last #log)" : ""))
        out += lines.map { "  " + $0 }
      case .table(let title, let lines), .graph(let title, let lines, _):
        out.append(style.dim(title))
        out += lines.map { "  " + $0 }
      default:
        n += 1
        let number = String(n)
        let pad = String(repeating: " ", count: max(0, 3 - number.count))
        var line = pad + style.dim(number) + " " + indent + text(e.kind, style: style)
        if let stepLines, let l = e.line, !stepLines.contains(l), showsLine(e.kind) {
          line += style.dim("  · line \(l)")
        }
        out.append(line)
      }
    }
    return out
  }

  /// `980 body runs, 971 reads, 3 writes`: what a stretch of events consisted of.
  static func summary(_ events: ArraySlice<TraceEvent>) -> String {
    var counts: [(String, Int)] = []
    func add(_ what: String) {
      if let i = counts.firstIndex(where: { $0.0 == what }) { counts[i].1 += 1 } else { counts.append((what, 1)) }
    }
    for e in events {
      switch e.kind {
      case .read: add("reads")
      case .body: add("body runs")
      case .willSet, .didSet, .unobserved, .sameValue, .held: add("writes")
      case .fired: add("observer calls")
      case .output: add("printed lines")
      default: add("other events")
      }
    }
    return counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
  }

  /// Events worth locating in the source when they come from another line.
  static func showsLine(_ kind: TraceEvent.Kind) -> Bool {
    switch kind {
    case .read, .willSet, .unobserved, .sameValue, .held, .output, .expectation: return true
    default: return false
    }
  }

  /// `#log`: a compact record of what fired.
  static func log(_ events: ArraySlice<TraceEvent>) -> [String] {
    events.compactMap { e in
      switch e.kind {
      case .output, .expectation, .log, .read, .table, .graph: return nil
      default:
        return String(repeating: "  ", count: max(0, e.depth)) + (e.line.map { "line \($0): " } ?? "")
          + text(e.kind, style: TextStyle(color: false))
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
    case .note(let text): return style.dim(text)
    case .log(let lines): return "#log " + lines.joined(separator: "; ")
    case .table(let title, let lines), .graph(let title, let lines, _):
      return title + " " + lines.joined(separator: "; ")
    case .schedule(let text): return style.blue("⏱ ") + text
    case .view(let text): return style.yellow("▣ ") + text
    case .body(let view, let count, let legacy, let reads):
      return style.yellow("▣ body \(view)") + " runs (#\(count)" + (legacy ? ", holds an ObservableObject" : "") + ")"
        + (reads.isEmpty && !legacy ? style.dim(" — it read nothing observable") : "")
    case .loop(let label, let text): return style.cyan("↻ \(label)") + " " + text
    case .held(let p, let old, let new, let loops):
      return "write   \(p) \(old) → \(new)"
        + style.dim("  · part of the open transaction of \(loops.joined(separator: ", ")) (no new notification)")
    }
  }
}
