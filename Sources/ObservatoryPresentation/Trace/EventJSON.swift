import Foundation
import ObservatoryEngine

/// `observatory run --format json`: the event stream, one JSON object per line, opened by a
/// `version` object. Every event object has `step` (index of the top-level statement), `line`
/// (source line of the instruction that caused it, or null), `depth` (nesting by cause) and
/// `type`; the other fields depend on the type. `docs/json.md` documents the schema.
public enum EventJSON {
  /// The schema's version (`docs/json.md`): 2 gave scheduler, loop, view and Combine events
  /// typed fields (version 1 had only their `text`).
  public static let version = 2

  public static func lines(_ run: LessonRun) -> String { lines(run.entries, error: run.error) }

  public static func lines(_ entries: [TranscriptEntry], error: LessonError?) -> String {
    var out = object([("type", .s("version")), ("version", .i(version))]) + "\n"
    var budget = EventBudget()
    for step in entries {
      out +=
        object([
          ("type", .s("step")), ("step", .i(step.index)), ("line", .i(step.line)),
          ("source", .s(step.file.text(from: step.start, to: step.end))),
          ("narration", .a(step.narration.map { .s($0) })),
        ]) + "\n"
      // As many events as the text shows (`EventBudget`): a lesson stopped by a limit may have
      // recorded a million. The ones left out are one `omitted` object with their count.
      let (first, omitted, last) = EventBudget.split(
        step.events[...], cap: budget.cap(for: step.events.count))
      for e in first { out += object(step, e) + "\n" }
      if omitted > 0 {
        out += object([("type", .s("omitted")), ("step", .i(step.index)), ("count", .i(omitted))]) + "\n"
      }
      for e in last { out += object(step, e) + "\n" }
    }
    if let e = error {
      out +=
        object([
          ("type", .s("error")), ("kind", .s(e.kind.rawValue)), ("message", .s(e.message)),
          ("line", e.loc.map { .i($0.line) } ?? .null), ("column", e.loc.map { .i($0.column) } ?? .null),
          ("hint", e.hint.map { .s($0) } ?? .null),
        ]) + "\n"
    }
    return out
  }

  /// One event's object.
  static func object(_ step: TranscriptEntry, _ e: TraceEvent) -> String {
    var fields: [(String, J)] = [
      ("step", .i(step.index)), ("line", e.line.map { .i($0) } ?? .null), ("depth", .i(e.depth)),
    ]
    fields += body(e.kind)
    if case .output = e.kind {
      // What ran it: Swift orders output except between sibling callbacks or resumed loops.
      fields += [
        ("cause", e.cause.map { .s($0.label) } ?? .null),
        ("notification", e.cause.map { .i($0.notification) } ?? .null),
      ]
    }
    return object(fields)
  }

  enum J {
    case s(String)
    case i(Int)
    case b(Bool)
    case a([J])
    /// An object, its fields in order.
    case o([(String, J)])
    case null
  }

  /// A typed event (`ScheduleEvent`, `LoopEvent`, …) as fields: `kind` names its case, then each
  /// of the case's values under its label. Nested events are objects of the same shape; a case
  /// without values is its name.
  static func typed(_ event: Any) -> [(String, J)] {
    let m = Mirror(reflecting: event)
    guard let payload = m.children.first, let name = payload.label else { return [("kind", .s("\(event)"))] }
    return [("kind", .s(name))]
      + Mirror(reflecting: payload.value).children.map { ($0.label ?? "value", value($0.value)) }
  }

  /// One value of a typed event.
  private static func value(_ x: Any) -> J {
    switch x {
    case let s as String: return .s(s)
    case let i as Int: return .i(i)
    case let b as Bool: return .b(b)
    case let xs as [String]: return .a(xs.map { .s($0) })
    default:
      let m = Mirror(reflecting: x)
      if m.displayStyle == .optional { return m.children.first.map { value($0.value) } ?? .null }
      return m.children.isEmpty ? .s("\(x)") : .o(typed(x))
    }
  }

  static func body(_ k: TraceEvent.Kind) -> [(String, J)] {
    func strings(_ xs: [String]) -> J { .a(xs.map { .s($0) }) }
    switch k {
    case .read(let p, let scope): return [("type", .s("read")), ("property", .s(p)), ("scope", .s(scope))]
    case .armed(let t, let reads, let persistent):
      return [("type", .s("armed")), ("observer", .s(t)), ("reads", strings(reads)), ("persistent", .b(persistent))]
    case .nothingTracked(let t): return [("type", .s("nothingTracked")), ("observer", .s(t))]
    case .willSet(let p, let old, let new, let n):
      return [
        ("type", .s("willSet")), ("property", .s(p)), ("old", .s(old)), ("new", new.map { .s($0) } ?? .null),
        ("observers", .i(n)),
      ]
    case .didSet(let p, let v, let n):
      return [("type", .s("didSet")), ("property", .s(p)), ("value", .s(v)), ("observers", .i(n))]
    case .unobserved(let p, let old, let new, let inPlace):
      return [
        ("type", .s("unobservedWrite")), ("property", .s(p)), ("old", .s(old)), ("new", .s(new)),
        ("inPlace", .b(inPlace)),
      ]
    case .sameValue(let p, let v): return [("type", .s("sameValue")), ("property", .s(p)), ("value", .s(v))]
    case .fired(let t, let cb, let line, let reads, let sees):
      return [
        ("type", .s("fired")), ("observer", .s(t)), ("callback", .s(cb)), ("armedAt", .i(line)),
        ("reads", strings(reads)), ("sees", sees.map { .s($0) } ?? .null),
      ]
    case .cancelled(let t, let props):
      return [("type", .s("cancelled")), ("observer", .s(t)), ("properties", strings(props))]
    case .orderNote(let n): return [("type", .s("orderNote")), ("observers", .i(n))]
    case .output(let s): return [("type", .s("output")), ("text", .s(s))]
    case .expectation(let passed, let text, let detail):
      return [
        ("type", .s("expectation")), ("passed", .b(passed)), ("text", .s(text)),
        ("detail", detail.map { .s($0) } ?? .null),
      ]
    case .deinitRan(let o): return [("type", .s("deinit")), ("object", .s(o))]
    case .note(let n): return [("type", .s("note"))] + typed(n) + [("text", .s(TraceRenderer.text(n)))]
    case .combine(let c): return [("type", .s("combine"))] + typed(c) + [("text", .s(TraceRenderer.text(c)))]
    case .log(let logged): return [("type", .s("log")), ("lines", strings(TraceRenderer.log(logged[...])))]
    case .table(let title, let lines):
      return [("type", .s("directive")), ("title", .s(title)), ("lines", strings(lines))]
    case .explanation(let title, let parts):
      return [("type", .s("directive")), ("title", .s(title)), ("lines", strings(ExplanationText.lines(parts)))]
    case .graph(let title, let graph, let focus):
      let lines = TraceRenderer.blockLines(k)
      let mermaid = GraphRenderer.render(graph, as: .mermaid, focus: focus)
      return [("type", .s("graph")), ("title", .s(title)), ("lines", strings(lines)), ("mermaid", .s(mermaid))]
    case .schedule(let s): return [("type", .s("schedule"))] + typed(s) + [("text", .s(TraceRenderer.text(s)))]
    case .loop(let label, let e):
      return [("type", .s("loop")), ("loop", .s(label))] + typed(e)
        + [("rule", e.rule.map { .s($0.id) } ?? .null), ("text", .s(TraceRenderer.text(e)))]
    case .held(let p, let old, let new, let loops):
      return [
        ("type", .s("heldWrite")), ("property", .s(p)), ("old", .s(old)), ("new", .s(new)), ("loops", strings(loops)),
      ]
    case .view(let v): return [("type", .s("view"))] + typed(v) + [("text", .s(TraceRenderer.text(v)))]
    case .body(let v, let n, let legacy, let reads):
      return [
        ("type", .s("body")), ("view", .s(v)), ("count", .i(n)), ("legacy", .b(legacy)), ("reads", strings(reads)),
      ]
    case .stored: return [("type", .s("stored"))]
    }
  }

  static func object(_ fields: [(String, J)]) -> String {
    "{" + fields.map { "\(quote($0.0)):\(encode($0.1))" }.joined(separator: ",") + "}"
  }

  static func encode(_ j: J) -> String {
    switch j {
    case .s(let s): return quote(s)
    case .i(let i): return String(i)
    case .b(let b): return b ? "true" : "false"
    case .a(let xs): return "[" + xs.map(encode).joined(separator: ",") + "]"
    case .o(let fields): return object(fields)
    case .null: return "null"
    }
  }

  static func quote(_ s: String) -> String {
    var out: [UInt8] = [0x22]
    out.reserveCapacity(s.utf8.count + 2)
    for b in s.utf8 {
      switch b {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      case ..<0x20: out += Array(("\\u00" + (b < 0x10 ? "0" : "") + String(b, radix: 16)).utf8)
      default: out.append(b)
      }
    }
    out.append(0x22)
    return String(decoding: out, as: UTF8.self)
  }
}
