/// The full text of a lesson run, as `observatory run` prints it and as golden `.expected` files
/// store it: narration, each top-level statement with its line number, and below it the firing
/// order of that step.
public enum Transcript {
  /// With `compare`, each step that ran view bodies ends with the legacy and modern counts side
  /// by side, with a bar per count.
  public static func render(_ run: LessonRun, style: TextStyle = TextStyle(color: false), compare: Bool = false)
    -> String
  {
    var out: [String] = []
    var sawTitle = false
    for step in run.steps {
      out += narration(step.info.narration, style: style, sawTitle: &sawTitle)
      if step.info.start < step.info.end || !step.info.isDeclaration {
        out += code(step.info, file: run.file, style: style)
      }
      out += firingOrder(step.events, of: step.info, file: run.file, style: style)
      if compare, let bars = comparison(step.events, style: style) {
        out += bars.map { "     " + style.dim("│") + " " + $0 }
      }
    }
    if let e = run.error {
      out.append("")
      out.append(e.rendered(color: style.color))
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// A step's events under its code, in the gutter: `     │   1 willSet ...`.
  public static func firingOrder(_ events: [TraceEvent], of info: StepInfo, file: SourceFile, style: TextStyle)
    -> [String]
  {
    let first = info.line
    let last = max(first, file.line(of: max(info.start, info.end - 1)))
    return TraceRenderer.lines(events[...], style: style, stepLines: first...last).map {
      "     " + style.dim("│") + " " + $0
    }
  }

  /// Narration lines (`//:`): a `# Title` underlined, `## Section` in bold, text indented.
  public static func narration(_ lines: [String], style: TextStyle, sawTitle: inout Bool) -> [String] {
    guard !lines.isEmpty else { return [] }
    var out: [String] = [""]
    for n in lines {
      if n.hasPrefix("# ") {
        let title = String(n.dropFirst(2))
        out.append(style.bold(title))
        out.append(String(repeating: "═", count: max(8, title.count)))
        sawTitle = true
      } else if n.hasPrefix("## ") {
        let title = String(n.dropFirst(3))
        if out.last != "" { out.append("") }
        out.append(style.bold("## " + title))
      } else if n.isEmpty {
        out.append("")
      } else {
        out.append("  " + n)
      }
    }
    out.append("")
    return out
  }

  /// The statement's source lines; long ones are cut with an ellipsis line.
  public static func code(_ info: StepInfo, file: SourceFile, style: TextStyle) -> [String] {
    let first = info.line
    let last = max(first, file.line(of: max(info.start, info.end - 1)))
    var numbers = Array(first...last)
    var cut = 0
    let limit = info.isDeclaration ? 1 : 6
    if numbers.count > limit {
      cut = numbers.count - (info.isDeclaration ? 1 : 3)
      numbers = Array(numbers.prefix(info.isDeclaration ? 1 : 3))
    }
    var out: [String] = []
    for (k, n) in numbers.enumerated() {
      let label = k == 0 ? String(n) : ""
      let pad = String(repeating: " ", count: max(0, 4 - label.count))
      out.append(pad + style.bold(label) + " " + style.dim("│") + " " + file.lineText(n).replacingTabs())
    }
    if cut > 0 { out.append("     " + style.dim("│") + " " + style.dim("⋮ (\(cut) more line\(cut == 1 ? "" : "s"))")) }
    return out
  }

  /// `legacy ██████████ 10` / `modern █ 1` for the bodies a step ran.
  static func comparison(_ events: [TraceEvent], style: TextStyle) -> [String]? {
    var legacy = 0
    var modern = 0
    for e in events {
      if case .body(_, _, let isLegacy, _) = e.kind { if isLegacy { legacy += 1 } else { modern += 1 } }
    }
    guard legacy + modern > 0 else { return nil }
    let widest = max(legacy, modern)
    func bar(_ n: Int) -> String {
      let width = widest <= 40 ? n : Int((Double(n) * 40 / Double(widest)).rounded(.up))
      return String(repeating: "█", count: width)
    }
    return [
      style.bold("bodies this step") + (widest > 40 ? style.dim(" (bars scaled to 40)") : ""),
      "  legacy " + style.red(bar(legacy)) + " \(legacy)",
      "  modern " + style.green(bar(modern)) + " \(modern)",
    ]
  }

  /// `--quiet`: only what the program printed.
  public static func quiet(_ run: LessonRun) -> String {
    run.outputLines.map { $0 + "\n" }.joined()
  }
}
