import Foundation
import ObservatoryCore

/// What the REPL prints: an entry's firing order, lesson steps with their narration, errors with
/// a caret, notes and help. Colour only comes from `style` (a terminal, never with NO_COLOR), and
/// every meaning is also carried by a word or a symbol.
final class Output {
  let style: TextStyle
  /// Whether the lesson's `# Title` has been shown (narration formats it once).
  private var sawTitle = false

  init(style: TextStyle) { self.style = style }

  func line(_ s: String) { print(s) }
  func lines(_ ls: [String]) { for l in ls { print(l) } }

  func warning(_ s: String) {
    fflush(nil)
    FileHandle.standardError.write(Data(("observatory: warning: " + s + "\n").utf8))
  }

  func problem(_ s: String) { line(style.bold(style.red("error:")) + " " + s) }
  func note(_ s: String) { line(style.dim("(" + s + ")")) }
  func error(_ e: LessonError) { line(e.rendered(color: style.color)) }

  func greeting() {
    line(
      style.bold("Observatory") + ": type Swift and watch each statement's firing order. "
        + style.dim(":help · Ctrl-D quits"))
    line(style.dim("New here? :lessons lists the course and :next-lesson starts the next one (or: observatory learn)."))
  }

  /// An entry's firing order in the gutter (under the code, which is echoed for plain input,
  /// where nobody saw it typed), then its error.
  func entry(_ o: Session.Outcome, firstLine: Int, echo: Bool) {
    let last = max(firstLine, o.file?.lastLine ?? firstLine)
    if echo, let file = o.file { lines(code(file, firstLine...last)) }
    for l in TraceRenderer.lines(o.events[...], style: style, stepLines: firstLine...last) {
      line("     " + style.dim("│") + " " + l)
    }
    if let e = o.error { error(e) }
  }

  /// Numbered source lines, long entries cut to three lines and an ellipsis.
  func code(_ file: SourceFile, _ range: ClosedRange<Int>) -> [String] {
    var numbers = Array(range)
    let cut = numbers.count > 6 ? numbers.count - 3 : 0
    if cut > 0 { numbers = Array(numbers.prefix(3)) }
    var out = numbers.map { n in
      let label = String(n)
      return String(repeating: " ", count: max(0, 4 - label.count)) + style.bold(label) + " " + style.dim("│") + " "
        + file.lineText(n)
    }
    if cut > 0 { out.append("     " + style.dim("│") + " " + style.dim("⋮ (\(cut) more lines)")) }
    return out
  }

  // MARK: - Lessons

  /// A lesson just loaded: its title and first narration, and the keys to go on.
  func opening(_ session: Session, hint: Bool) {
    sawTitle = false
    let first = session.lessonSteps.first
    let narration = first?.narration ?? []
    if !narration.contains(where: { $0.hasPrefix("# ") }), let file = session.lesson {
      line(style.bold((file.path as NSString).lastPathComponent))
    }
    lines(Transcript.narration(narration, style: style, sawTitle: &sawTitle))
    if session.lessonSteps.isEmpty { note("this lesson has no statements") }
    if hint {
      line(
        style.dim(
          "Enter or :s runs the next statement · :n next section · :c to the end · :b back · :help · Ctrl-D quits"
        ))
    }
  }

  /// Steps just run: each one's code and firing order (with the narration between them), then
  /// the narration of the statement that comes next.
  func steps(_ outcomes: [Session.Outcome], of session: Session) {
    for (k, o) in outcomes.enumerated() {
      guard let info = o.step, let file = o.file else {
        if let e = o.error { error(e) }
        continue
      }
      if k > 0 { lines(Transcript.narration(info.narration, style: style, sawTitle: &sawTitle)) }
      if info.start < info.end || !info.isDeclaration { lines(Transcript.code(info, file: file, style: style)) }
      lines(Transcript.firingOrder(o.events, of: info, file: file, style: style))
      if let e = o.error { error(e) }
    }
    upcoming(session)
  }

  /// After `:back`: where the lesson stands now.
  func backed(_ session: Session) {
    let count = session.lessonSteps.count
    let lineNote = session.position < count ? ", line \(session.lessonSteps[session.position].line)" : ""
    line(style.dim("⟲ back before step \(session.position + 1) of \(count)\(lineNote)"))
    upcoming(session)
  }

  private func upcoming(_ session: Session) {
    if session.isFinished {
      note("end of the lesson: :back steps back, :reload starts it again")
    } else {
      lines(Transcript.narration(session.lessonSteps[session.position].narration, style: style, sawTitle: &sawTitle))
    }
  }

  // MARK: - Help

  func help(_ commands: [REPLCommand]) {
    line("Type Swift statements: each runs at once and shows its firing order. Commands:")
    let width = commands.map(\.usage.count).max() ?? 0
    for c in commands {
      let aliases = c.aliases.map { ":" + $0 }.joined(separator: " ")
      line(
        "  " + style.bold(c.usage.padding(toLength: width, withPad: " ", startingAt: 0)) + "  "
          + aliases.padding(toLength: 10, withPad: " ", startingAt: 0) + c.summary)
    }
    line("Keys: Tab completes · Up/Down recall lines, Ctrl-R searches them · Enter on an empty line steps a lesson")
    line("      Ctrl-C cancels the line or stops a running statement · Ctrl-D on an empty line quits")
    line(style.dim(":help COMMAND tells more about one command."))
  }

  func help(_ c: REPLCommand) {
    let aliases = c.aliases.isEmpty ? "" : "  (also " + c.aliases.map { ":" + $0 }.joined(separator: ", ") + ")"
    line(style.bold(c.usage) + aliases)
    for l in c.details.split(separator: "\n", omittingEmptySubsequences: false) { line("  " + l) }
  }
}
