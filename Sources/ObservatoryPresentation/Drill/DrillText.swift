import ObservatoryEngine

/// A drill on the terminal: the program, the question, then — once answered — the graded answer,
/// the program's run step by step with the events that decide the answer marked `▶`, and the
/// rule that explains it.
public enum DrillText {
  /// `Drill 3 · one-shot firing and cancellation (R5, R4) · level 1`, and how it was verified.
  public static func header(_ drill: Drill, number: Int, verified: String, style: TextStyle) -> [String] {
    let p = drill.program
    return [
      style.bold("Drill \(number) · \(drill.topic.title)") + " (\(drill.topic.rules.joined(separator: ", ")))"
        + style.dim(" · \(p.name)"),
      style.dim(verified),
    ]
  }

  /// The program, numbered as its trace numbers it, and the question with its choices.
  public static func question(_ drill: Drill, style: TextStyle) -> [String] {
    let lines = drill.codeLines.enumerated().map { (number: $0.offset + 1, text: $0.element) }
    var out = Transcript.numbered(lines, style: style)
    out.append("")
    out.append(style.bold("? " + drill.prompt))
    for (k, c) in drill.shown.enumerated() { out.append("    \(k + 1)) \(c)") }
    out.append(style.dim("  Your answer (\(DrillGrading.howToAnswer(drill)); s skips, q quits):"))
    return out
  }

  /// The run, step by step (declarations left out), each step's events under its code, the
  /// events that decide the answer marked `▶`.
  public static func trace(_ drill: Drill, style: TextStyle) -> [String] {
    var out = [style.bold("What happened") + style.dim(" (▶ decides the answer)")]
    for step in drill.run.steps where !step.info.isDeclaration {
      out += Transcript.code(step.info, file: drill.file, style: style)
      let rendered = TraceRenderer.lines(step.events[...], style: style, verbose: true)
      // One line per event when nothing is collapsed (drills have no blocks): mark by event.
      let marks = rendered.count == step.events.count ? step.events.map { decides($0.kind, drill) } : []
      for (k, line) in rendered.enumerated() {
        let marked = k < marks.count && marks[k]
        out.append(
          (marked ? "   " + style.bold("▶") + " " : "     ") + style.dim("│") + " " + (marked ? style.bold(line) : line)
        )
      }
    }
    return out
  }

  /// Whether an event decides the answer to this drill's question: what it prints, and the
  /// events its topic is about (a firing, a cancellation, a filtered write, a body, a loop).
  static func decides(_ kind: TraceEvent.Kind, _ drill: Drill) -> Bool {
    switch kind {
    case .output: return true
    case .fired, .cancelled: return !["view-bodies", "legacy-bodies"].contains(drill.topic.id)
    case .sameValue: return true
    case .deinitRan: return drill.topic.id == "deinit"
    case .willSet, .didSet: return drill.topic.id == "write-order"
    case .read, .nothingTracked: return ["nested-paths", "computed", "ignored"].contains(drill.topic.id)
    case .body, .view: return ["view-bodies", "legacy-bodies"].contains(drill.topic.id)
    case .loop, .held: return ["observations", "transactions"].contains(drill.topic.id)
    default: return false
    }
  }

  /// The rules the drill practises: each one's id and title, its first paragraph, and where to
  /// read the rest with its proof.
  public static func rules(_ drill: Drill, style: TextStyle, width: Int) -> [String] {
    let wrapper = LineWrapper(width: width)
    var out: [String] = []
    for id in drill.topic.rules {
      guard let rule = Rules.find(id).first else { continue }
      out += wrapper.wrap(style.bold("The rule: \(rule.id). \(rule.title)"), hang: 2)
      let paragraph = rule.body.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("|") && !$0.hasPrefix("```") }
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      if !paragraph.isEmpty { out += wrapper.wrap(paragraph, indent: "  ", continuation: "  ") }
      out.append(style.dim("  (:rule \(rule.id) in the REPL, or observatory rule \(rule.id), shows its proof)"))
    }
    return out
  }

  /// Everything after the answer: the grade, the run, the rules.
  public static func reveal(_ drill: Drill, grade: DrillGrading.Grade?, style: TextStyle, width: Int) -> [String] {
    var out = grade?.lines ?? (["the answer:"] + DrillGrading.answerText(drill).map { "    " + style.printed($0) })
    out.append("")
    out += trace(drill, style: style)
    out.append("")
    out += rules(drill, style: style, width: width)
    return LineWrapper(width: width).wrap(out)
  }
}
