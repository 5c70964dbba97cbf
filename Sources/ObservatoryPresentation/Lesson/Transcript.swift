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
    var budget = EventBudget()
    for step in run.steps {
      out += narration(step.info.narration, style: style, sawTitle: &sawTitle, width: width)
      if step.info.start < step.info.end || !step.info.isDeclaration {
        out += code(step.info, file: run.file, style: style)
      }
      out += firingOrder(
        step.events, of: step.info, file: run.file, style: style, verbose: verbose,
        cap: budget.cap(for: step.events.count))
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
    _ events: [TraceEvent], of info: StepInfo, file: SourceFile, style: TextStyle, verbose: Bool = false,
    cap: Int = EventBudget.perStep
  ) -> [String] {
    let first = info.line
    let last = max(first, file.line(of: max(info.start, info.end - 1)))
    let source = file.text(from: info.start, to: info.end).trimmingCharacters(in: .whitespacesAndNewlines)
    return TraceRenderer.lines(
      events[...], style: style, stepLines: first...last, verbose: verbose, source: source, cap: cap
    ).map {
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
    // Prose is easier to read in lines of at most 100 columns, however wide the terminal.
    let wrapper = LineWrapper(width: min(width, 100))
    var out: [String] = [""]
    var paragraph = ""
    var inFence = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      let hang = startsItem(paragraph) ? String(repeating: " ", count: 2 + itemMarkerWidth(paragraph)) : "  "
      out += wrapper.wrap(inlineMarkdown(paragraph, style: style), indent: "  ", continuation: hang)
      paragraph = ""
    }
    // Narration is the lesson's text: its control characters are shown, never obeyed. Speaker
    // notes and an exercise's hints are not narration.
    for n in lines.filter(isNarration).map(TerminalText.visible) {
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

  /// With colour, the narration's inline Markdown is rendered: `code` in cyan without its
  /// backticks, **bold** and *emphasis* in bold without their stars. Without colour the marks
  /// stay: in plain text they are what shows that a word is code.
  static func inlineMarkdown(_ text: String, style: TextStyle) -> String {
    guard style.color else { return text }
    var out = ""
    for (k, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      if k % 2 == 1 {
        out += style.cyan(String(part))
        continue
      }
      var rest = Substring(part)
      while let open = rest.firstIndex(of: "*") {
        let marker = rest[open...].hasPrefix("**") ? "**" : "*"
        let inner = rest.index(open, offsetBy: marker.count)
        // An opening star is followed by a word; a star between spaces (`a * b`) is text.
        guard inner < rest.endIndex, rest[inner] != " ", rest[inner] != "*",
          let close = rest[inner...].range(of: marker), close.lowerBound > inner,
          rest[rest.index(before: close.lowerBound)] != " "
        else {
          out += rest[...open]
          rest = rest[rest.index(after: open)...]
          continue
        }
        out += rest[..<open] + style.bold(String(rest[inner..<close.lowerBound]))
        rest = rest[close.upperBound...]
      }
      out += rest
    }
    return out
  }

  /// Whether a `//:` line is narration: not a speaker note (`//: note: …`, shown by `present
  /// --notes`) or an exercise's hint (`//: hint: …`, `//: hint(when: …): …`).
  public static func isNarration(_ line: String) -> Bool {
    !(line.hasPrefix("note:") || Exercise.isHint("//: " + line))
  }

  /// The speaker notes among a step's `//:` lines, without their `note:`.
  public static func notes(_ lines: [String]) -> [String] {
    lines.filter { $0.hasPrefix("note:") }.map { String($0.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
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
  /// A statement that shares a line with another (`x += 1; y += 1`) is shown alone, with `…`
  /// where the line goes on: each step echoes its own statement, not the whole line again, so
  /// that a line of thousands of statements is not printed thousands of times.
  public static func code(_ info: StepInfo, file: SourceFile, style: TextStyle) -> [String] {
    numbered(statementLines(info, file: file), style: style)
  }

  /// The lines of a step's statement with their numbers, cut (and marked `…`) where the
  /// statement shares its first or last line with other code.
  public static func statementLines(_ info: StepInfo, file: SourceFile) -> [(number: Int, text: String)] {
    let first = info.line
    let last = max(first, file.line(of: max(info.start, info.end - 1)))
    let before = sharesLine(file, before: info.start)
    let after = sharesLine(file, after: info.end)
    guard before || after else { return (first...last).map { ($0, file.lineText($0)) } }
    var texts = file.text(from: info.start, to: info.end).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if before { texts[0] = "… " + texts[0] }
    if after { texts[texts.count - 1] += " …" }
    return texts.enumerated().map { (first + $0.offset, $0.element) }
  }

  /// Whether other code (not only spaces) comes before `offset` on its line.
  static func sharesLine(_ file: SourceFile, before offset: Int) -> Bool {
    var k = offset - 1
    while k >= 0, k < file.bytes.count, file.bytes[k] == 0x20 || file.bytes[k] == 0x09 { k -= 1 }
    return k >= 0 && k < file.bytes.count && file.bytes[k] != 0x0A
  }

  /// Whether other code (not only spaces, a `;` or a comment) comes after `offset` on its line.
  static func sharesLine(_ file: SourceFile, after offset: Int) -> Bool {
    let bytes = file.bytes
    var k = max(0, offset)
    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == UInt8(ascii: ";") { k += 1 }
    guard k < bytes.count, bytes[k] != 0x0A, bytes[k] != 0x0D else { return false }
    return !(bytes[k] == UInt8(ascii: "/") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "/"))
  }

  /// Source lines with their numbers in the gutter: `  40 │ host(HStack {`.
  public static func numbered(_ file: SourceFile, _ range: ClosedRange<Int>, style: TextStyle, marker: Int? = nil)
    -> [String]
  {
    numbered(range.map { ($0, file.lineText($0)) }, style: style, marker: marker)
  }

  /// Numbered lines; control characters in them are shown visibly (`TerminalText`).
  public static func numbered(_ lines: [(number: Int, text: String)], style: TextStyle, marker: Int? = nil)
    -> [String]
  {
    var highlighter = SyntaxHighlighter(style: style)
    let texts = highlighter.highlight(lines.map { TerminalText.visible($0.text.replacingTabs()) })
    let firstNumber = lines.first?.number
    return zip(lines, texts).map { line, text in
      let n = line.number
      let label = String(n)
      let pad = String(repeating: " ", count: max(0, 4 - label.count))
      let number = n == firstNumber || marker == n ? style.bold(label) : style.dim(label)
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
