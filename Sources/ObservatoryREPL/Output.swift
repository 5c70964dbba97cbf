import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// What the REPL prints: an entry's firing order and echoed value, lesson steps with their code
/// and narration, errors with a caret, notes and help. Every line is wrapped to the terminal's
/// width (read again before each line, so a resized window is followed). Colour only comes from
/// `style` (a terminal, never with NO_COLOR), and every meaning is also carried by a word or a
/// symbol.
final class Output {
  let style: TextStyle
  /// Whether the lesson's `# Title` has been shown (narration formats it once).
  private var sawTitle = false
  /// Whether a lesson is loaded (errors then speak of the lesson, else of the entry).
  var lessonLoaded: () -> Bool = { true }
  /// The width to wrap to (`COLUMNS`, the terminal's width, else 80).
  var width: () -> Int = { TerminalSize.columns() }
  /// Collapsed runs of similar events may be expanded with :log; say so once.
  private var toldAboutLog = false

  init(style: TextStyle) { self.style = style }

  /// A line, wrapped. Lesson text in it has its control characters shown visibly already; this
  /// also keeps any that reached it some other way (a `:screen` line) from driving the terminal,
  /// unless `--raw-output` lets what the lesson prints through.
  func line(_ s: String) {
    let safe = style.rawOutput ? s : TerminalText.visible(s, keepingColor: style.color)
    for l in LineWrapper(width: width()).wrap(safe) { print(l) }
  }
  func lines(_ ls: [String]) { for l in ls { line(l) } }
  /// Hands what was printed to the terminal or pipe: after every entry, so that a transcript
  /// piped to a file is complete up to the last entry whatever happens next.
  func flush() { _ = StandardOutput.flush() }

  func warning(_ s: String) {
    StandardOutput.error("observatory: warning: " + s)
  }

  func problem(_ s: String) { line(style.bold(style.red("error:")) + " " + s) }
  func note(_ s: String) { line(style.dim("(" + s + ")")) }
  /// Lines that may be taller than the screen: on a terminal, through the pager (`$PAGER`, else
  /// `less -R`) when they are; printed as they are otherwise.
  func paged(_ text: [String]) {
    let wrapped = LineWrapper(width: width()).wrap(text)
    let rows = TerminalSize.rows()
    guard REPL.isTerminal, let rows, wrapped.count > rows - 2 else { return lines(text) }
    let env = ProcessInfo.processInfo.environment
    let pager = Process()
    pager.executableURL = URL(fileURLWithPath: "/bin/sh")
    pager.arguments = ["-c", (env["PAGER"].flatMap { $0.isEmpty ? nil : $0 }) ?? "less -R"]
    let input = Pipe()
    pager.standardInput = input
    do { try pager.run() } catch { return lines(text) }
    input.fileHandleForWriting.write(Data((wrapped.joined(separator: "\n") + "\n").utf8))
    try? input.fileHandleForWriting.close()
    pager.waitUntilExit()
  }

  /// An error with its caret. A limit's hint names `:limit`, which can be typed here, rather than
  /// the command line's `--limit`.
  func error(_ e: LessonError) {
    var shown = e
    if let hint = e.hint, hint.contains("--limit ") {
      // With no lesson loaded, what ran away is the entry.
      let message =
        lessonLoaded()
        ? e.message
        : e.message.replacingOccurrences(of: "the lesson ran ", with: "this entry ran ")
          .replacingOccurrences(of: "the lesson's values", with: "the values")
      shown = LessonError(e.kind, message, at: e.loc, hint: hint.replacingOccurrences(of: "--limit ", with: ":limit "))
      shown.notes = e.notes
      shown.fixIt = e.fixIt
      shown.others = e.others
    }
    line(shown.rendered(color: style.color, width: width()))
  }

  func greeting() {
    line(
      style.bold("Observatory") + ": type Swift to see its firing order. " + style.dim(":help · Ctrl-D quits"))
    line(style.dim("New here? :lessons shows the course; :next-lesson starts the next lesson."))
  }

  /// An entry's firing order in the gutter (under the code, which is echoed for plain input,
  /// where nobody saw it typed), then its value (`$R0: Int = 3`) or its error.
  func entry(_ o: Session.Outcome, firstLine: Int, echo: Bool) {
    let last = max(firstLine, o.file?.lastLine ?? firstLine)
    if echo, let file = o.file { lines(Transcript.numbered(file, firstLine...last, style: style)) }
    let trace = TraceRenderer.render(o.events[...], style: style, stepLines: firstLine...last)
    for l in trace.lines { line("     " + style.dim("│") + " " + l) }
    if let e = o.echo { line(style.bold(e.name) + (e.type.map { ": " + style.cyan($0) } ?? "") + " = " + e.value) }
    if let e = o.error { error(e) }
    if o.changedLesson {
      note("this entry changed the lesson's state: from here on it may differ from `observatory run`")
    }
    hintAboutLog(trace.collapsed)
    flush()
  }

  /// The first time a run of events is collapsed, say how to see them all.
  func hintAboutLog(_ collapsed: Bool) {
    guard !toldAboutLog, collapsed else { return }
    toldAboutLog = true
    note("runs of similar events are shown as one line with a count: :log lists every event")
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
    lines(Transcript.narration(narration, style: style, sawTitle: &sawTitle, width: width()))
    if session.lessonSteps.isEmpty { note("this lesson has no statements") }
    if hint {
      line(
        style.dim(
          "Enter or :s runs the next statement · :n next section · :c to the end · :b back"
        ))
    }
  }

  /// Steps just run: each one's code and firing order (with the narration between them), then
  /// the narration of the statement that comes next.
  func steps(_ outcomes: [Session.Outcome], of session: Session) {
    var collapsed = false
    for (k, o) in outcomes.enumerated() {
      guard let info = o.step, let file = o.file else {
        if let e = o.error { error(e) }
        continue
      }
      if k > 0 { lines(Transcript.narration(info.narration, style: style, sawTitle: &sawTitle, width: width())) }
      if info.start < info.end || !info.isDeclaration { lines(Transcript.code(info, file: file, style: style)) }
      lines(Transcript.firingOrder(o.events, of: info, file: file, style: style))
      collapsed = collapsed || TraceRenderer.render(o.events[...], style: style).collapsed
      if let e = o.error { error(e) }
    }
    hintAboutLog(collapsed)
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
      lines(
        Transcript.narration(
          session.lessonSteps[session.position].narration, style: style, sawTitle: &sawTitle, width: width()))
    }
  }

  // MARK: - Help

  func help(_ commands: [REPLCommand]) {
    line("Type Swift statements: each runs at once and shows its firing order. Commands:")
    let usageWidth = commands.map(\.usage.count).max() ?? 0
    let column = 2 + usageWidth + 2 + 10
    let wrapper = LineWrapper(width: width())
    for c in commands {
      let aliases = c.aliases.map { ":" + $0 }.joined(separator: " ")
      let head =
        "  " + style.bold(c.usage.padding(toLength: usageWidth, withPad: " ", startingAt: 0)) + "  "
        + aliases.padding(toLength: 10, withPad: " ", startingAt: 0)
      // The summaries hang in their own column when there is room for one.
      let hang = column <= width() - 30 ? String(repeating: " ", count: column) : "      "
      for l in wrapper.wrap(c.summary, indent: head, continuation: hang) { print(l) }
    }
    line("Keys: Tab completes · Up/Down recall entries · Ctrl-R searches them")
    line("      Enter on an empty line steps a lesson · Ctrl-D on an empty line quits")
    line("      Ctrl-C cancels the line, or stops a running statement")
    line(style.dim(":help COMMAND tells more about one command; :rule R7 shows a rule the output cites."))
  }

  func help(_ c: REPLCommand) {
    let aliases = c.aliases.isEmpty ? "" : "  (also " + c.aliases.map { ":" + $0 }.joined(separator: ", ") + ")"
    line(style.bold(c.usage) + aliases)
    for l in c.details.split(separator: "\n", omittingEmptySubsequences: false) { line("  " + l) }
  }
}
