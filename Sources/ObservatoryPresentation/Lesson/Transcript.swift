import Foundation
import ObservatoryEngine

/// The full text of a lesson run, as `observatory run` prints it and as golden `.expected` files
/// store it: narration, each top-level statement with its line number, and below it the firing
/// order of that step.
public enum Transcript {
  /// With `compare`, each step that ran view bodies ends with the legacy and modern counts side
  /// by side, with a bar per count. Every line fits in `width` columns; runs of similar events
  /// are collapsed unless `verbose`.
  public static func render(
    _ run: LessonRun, style: TextStyle = TextStyle(color: false), compare: Bool = false, width: Int = 80,
    verbose: Bool = false
  ) -> String {
    var out: [String] = []
    var sawTitle = false
    for step in run.steps {
      out += narration(step.info.narration, style: style, sawTitle: &sawTitle, width: width)
      if step.info.start < step.info.end || !step.info.isDeclaration {
        out += code(step.info, file: run.file, style: style)
      }
      out += firingOrder(step.events, of: step.info, file: run.file, style: style, verbose: verbose)
      if compare, let bars = comparison(step.events, style: style) {
        out += bars.map { "     " + style.dim("│") + " " + $0 }
      }
    }
    if let e = run.error {
      out.append("")
      out.append(e.rendered(color: style.color, width: width))
    }
    return LineWrapper(width: width).wrap(out).joined(separator: "\n") + "\n"
  }

  /// A step's events under its code, in the gutter: `     │   1 willSet ...`.
  public static func firingOrder(
    _ events: [TraceEvent], of info: StepInfo, file: SourceFile, style: TextStyle, verbose: Bool = false
  ) -> [String] {
    let first = info.line
    let last = max(first, file.line(of: max(info.start, info.end - 1)))
    let source = file.text(from: info.start, to: info.end).trimmingCharacters(in: .whitespacesAndNewlines)
    return TraceRenderer.lines(events[...], style: style, stepLines: first...last, verbose: verbose, source: source).map
    {
      "     " + style.dim("│") + " " + $0
    }
  }

  /// Narration lines (`//:`): a `# Title` underlined, `## Section` in bold, paragraphs of text
  /// indented and re-flowed to `width` (the lesson's own line breaks inside a paragraph are not
  /// kept; a blank `//:` line, a bullet or a heading starts a new one).
  public static func narration(_ lines: [String], style: TextStyle, sawTitle: inout Bool, width: Int = 80)
    -> [String]
  {
    guard !lines.isEmpty else { return [] }
    let wrapper = LineWrapper(width: width)
    var out: [String] = [""]
    var paragraph = ""
    var inFence = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      let hang = startsItem(paragraph) ? String(repeating: " ", count: 2 + itemMarkerWidth(paragraph)) : "  "
      out += wrapper.wrap(paragraph, indent: "  ", continuation: hang)
      paragraph = ""
    }
    for n in lines {
      if n.hasPrefix("```") {
        flush()
        inFence.toggle()
        out.append("  " + n)
      } else if inFence {
        out.append("  " + n)
      } else if n.hasPrefix("# ") {
        flush()
        let title = String(n.dropFirst(2))
        out.append(style.bold(title))
        out.append(String(repeating: "═", count: min(width, max(8, DisplayWidth.of(title)))))
        sawTitle = true
      } else if n.hasPrefix("## ") {
        flush()
        let title = String(n.dropFirst(3))
        if out.last != "" { out.append("") }
        out.append(style.bold("## " + title))
      } else if n.trimmingCharacters(in: .whitespaces).isEmpty {
        flush()
        out.append("")
      } else if n.hasPrefix("|") || n.hasPrefix("    ") {
        // Table rows and indented code keep their lines.
        flush()
        out += wrapper.wrap("  " + n)
      } else if startsItem(n) {
        flush()
        paragraph = n
      } else {
        paragraph += (paragraph.isEmpty ? "" : " ") + n.trimmingCharacters(in: .whitespaces)
      }
    }
    flush()
    out.append("")
    return out
  }

  /// `* item`, `- item`, `1. item`: a list item starts a paragraph of its own.
  static func startsItem(_ line: String) -> Bool { itemMarkerWidth(line) > 0 }

  /// The width of a list item's marker with its space (`* ` is 2, `12. ` is 4), 0 for text.
  static func itemMarkerWidth(_ line: String) -> Int {
    if line.hasPrefix("* ") || line.hasPrefix("- ") { return 2 }
    let digits = line.prefix { $0.isNumber }
    return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ") ? digits.count + 2 : 0
  }

  /// The statement's source lines, every one of them, numbered (and coloured when colour is on).
  public static func code(_ info: StepInfo, file: SourceFile, style: TextStyle) -> [String] {
    let first = info.line
    let last = max(first, file.line(of: max(info.start, info.end - 1)))
    return numbered(file, first...last, style: style)
  }

  /// Source lines with their numbers in the gutter: `  40 │ host(HStack {`.
  public static func numbered(_ file: SourceFile, _ range: ClosedRange<Int>, style: TextStyle, marker: Int? = nil)
    -> [String]
  {
    var highlighter = SyntaxHighlighter(style: style)
    let texts = highlighter.highlight(range.map { file.lineText($0).replacingTabs() })
    return zip(range, texts).map { n, text in
      let label = String(n)
      let pad = String(repeating: " ", count: max(0, 4 - label.count))
      let number = n == range.lowerBound || marker == n ? style.bold(label) : style.dim(label)
      // The marked line (`:list`'s next step) starts with ▶ in place of the padding.
      let lead = marker == n ? style.bold("▶") + String(pad.dropFirst()) : pad
      return lead + number + " " + style.dim("│") + " " + text
    }
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
