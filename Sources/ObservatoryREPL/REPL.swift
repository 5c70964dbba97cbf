@preconcurrency import CLineEditor
import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// The read-eval-print loop. It reads an entry (more lines while a bracket, a `"""` string or a
/// comment is open), runs it at once on the session and prints its firing order; a line starting
/// with `:` is a command. The same loop serves a terminal (libedit, prompts, Ctrl-C) and plain
/// input (`observatory < script.swift`: no prompts, exit status 1 if anything failed).
public final class REPL {
  let session = Session()
  let source: LineSource
  let output: Output
  let commands = REPLCommand.all
  /// The lesson file last loaded, for `:reload` (kept when loading it failed, so you can fix it).
  var lessonPath: String?
  /// Lines of an entry still open.
  var pending: [String] = []
  /// Whether the pending lines make a whole entry (lexing only what each new line adds).
  var scanner = EntryScanner()
  /// Lines read so far, so that entries are numbered as lines of one long input: every line of
  /// plain input (the script's own numbers); on a terminal, only lines of entries.
  var linesRead = 0
  var pendingFirstLine = 1
  var finished = false
  /// Something failed (an error, a failed #expect): the exit status of a non-interactive run.
  var failed = false
  /// The course: predictions, progress, the next lesson (`REPL+Course.swift`).
  let courseState = CourseState()
  /// Every entry typed in this process, for `:save` (kept across `:load`, `:back` and `:reset`).
  var typedEntries: [String] = []
  /// Whether each typed entry stopped with an error (`:save` leaves those out).
  var entryFailed: [Bool] = []
  /// How many of them the session still holds (typed since the last `:load` or `:reset`).
  var entriesInSession = 0
  /// Entries that do not come from the keyboard (`:edit`): show their lines with them.
  var showNextEntry = false

  init(source: LineSource, output: Output) {
    self.source = source
    self.output = output
    output.lessonLoaded = { [unowned self] in self.session.lesson != nil }
    if source.isInteractive {
      session.interruptFlag = { ole_interrupted() != 0 }
    }
  }

  // MARK: - Process entry points

  /// Whether stdin and stdout are both terminals (then the REPL edits lines with libedit).
  public static var isTerminal: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Set-up for a terminal session, on the main thread before other threads start: the locale
  /// (or libedit drops non-ASCII keys), Ctrl-C and resize handlers that only set flags, and
  /// those signals blocked in every thread except where the REPL waits for a key or runs code.
  public static func prepareTerminalProcess() {
    ole_setup_locale()
    ole_install_signal_handlers()
    ole_block_signals()
  }

  /// Runs the REPL to the end of input, with `lesson` loaded first if given; the exit status.
  public static func run(lesson: String?, style: TextStyle) -> Int32 {
    let output = Output(style: style)
    guard isTerminal else { return REPL(source: PlainLineSource(), output: output).run(lesson: lesson) }
    let history = InputHistory(path: InputHistory.defaultPath()) { output.warning($0) }
    guard let editor = LineEditor(history: history) else {
      output.warning("cannot start the line editor; reading plain lines")
      ole_unblock_signals()
      return REPL(source: PlainLineSource(), output: output).run(lesson: lesson)
    }
    // A terminal's own width first, so that resizing the window is followed.
    output.width = {
      let w = Int(ole_terminal_width())
      return w > 0 ? w : TerminalSize.columns()
    }
    let repl = REPL(source: editor, output: output)
    editor.completer = { [unowned repl] in repl.completer.complete($0) }
    return repl.run(lesson: lesson)
  }

  var completer: Completer {
    Completer(
      commands: commands, names: { [session] in session.declaredNames + session.builtinNames },
      members: { [session] in session.memberNames(ofPath: $0) })
  }

  // MARK: - The loop

  func run(lesson: String?) -> Int32 {
    if let lesson {
      load(lesson)
    } else if source.isInteractive {
      output.greeting()
    }
    while !finished {
      // What the last entry or command printed is out before the next line is read.
      output.flush()
      switch source.read(prompt: prompt) {
      case .end:
        if source.isInteractive { output.line("") }
        if !pending.isEmpty && source.isInteractive {
          // Ctrl-D on a `...>` line ends the entry, not the session: it runs as typed (Swift
          // says what is missing) and stays in the history; Ctrl-D on an empty line quits.
          evaluatePending()
          continue
        }
        if !pending.isEmpty { evaluatePending() }
        finished = true
      case .interrupted:
        output.line(output.style.dim("^C"))
        // An entry cancelled half-typed stays in the history, so it is not lost.
        if !pending.isEmpty { source.remember(pending.joined(separator: "\n")) }
        pending = []
        scanner = EntryScanner()
      case .line(let line):
        handle(line)
      }
    }
    return failed && !source.isInteractive ? 1 : 0
  }

  /// One read: usually a line; a multi-line entry recalled from the history comes back whole and
  /// is taken line by line.
  func handle(_ input: String) {
    for line in input.split(separator: "\n", omittingEmptySubsequences: false) { handleLine(String(line)) }
  }

  func handleLine(_ line: String) {
    if !source.isInteractive { linesRead += 1 }
    if courseState.awaiting != nil, pending.isEmpty {
      source.remember(line)
      answerPrediction(line)
      return
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if pending.isEmpty {
      if trimmed.hasPrefix(":") {
        source.remember(line)
        command(trimmed)
        return
      }
      if trimmed.hasPrefix("?"), trimmed.count > 1 {
        source.remember(line)
        info(String(trimmed.dropFirst()))
        return
      }
      if trimmed.isEmpty {
        // Enter on an empty line steps a loaded lesson.
        if source.isInteractive, session.lesson != nil, !session.isFinished { step() }
        return
      }
      pendingFirstLine = linesRead + (source.isInteractive ? 1 : 0)
    }
    if source.isInteractive { linesRead += 1 }
    pending.append(line)
    if !scanner.needsMoreInput(after: line) { evaluatePending() }
  }

  func evaluatePending() {
    let text = pending.joined(separator: "\n")
    let first = pendingFirstLine
    pending = []
    scanner = EntryScanner()
    // A multi-line entry is one history entry (Up recalls it whole).
    source.remember(text)
    typedEntries.append(text)
    entriesInSession += 1
    let declaredBefore = session.variableCount
    let outcome = interruptible {
      session.evaluate(text, path: source.isInteractive ? "<input>" : "<stdin>", firstLine: first)
    }
    entryFailed.append(outcome.error != nil)
    if outcome.error != nil || outcome.events.contains(where: \.isFailedExpectation) { failed = true }
    endEchoedInterrupt()
    output.entry(outcome, firstLine: first, echo: !source.isInteractive || showNextEntry)
    // A declaration shows what it declared, as Swift's REPL does (`cart: Cart = Cart#1 {…}`).
    if outcome.error == nil, outcome.echo == nil {
      output.lines(session.variables(since: declaredBefore).filter { !$0.hasPrefix("$") })
    }
  }

  /// Runs `body` with Ctrl-C deliverable, so that it can interrupt a runaway statement.
  func interruptible<T>(_ body: () throws -> T) rethrows -> T {
    guard source.isInteractive else { return try body() }
    ole_unblock_signals()
    defer { ole_block_signals() }
    return try body()
  }

  /// The terminal echoed `^C` where the cursor was; what follows starts on a line of its own.
  func endEchoedInterrupt() {
    if source.isInteractive && ole_interrupted() != 0 { output.line("") }
  }

  /// `obs> `, with the lesson's position when one is loaded: the step and the line it starts on
  /// (`obs 3/12 line 21> `); dots while an entry is open, as wide as the prompt.
  var prompt: String {
    guard source.isInteractive else { return "" }
    var text = "obs"
    if session.lesson != nil {
      text +=
        session.isFinished
        ? " end"
        : " \(session.position + 1)/\(session.lessonSteps.count) line \(session.lessonSteps[session.position].line)"
    }
    text += "> "
    if !pending.isEmpty { return String(repeating: ".", count: text.count - 2) + "> " }
    return output.style.color ? "\u{1}\u{1B}[1;36m\u{1}" + text + "\u{1}\u{1B}[0m\u{1}" : text
  }

  // MARK: - Commands

  func command(_ text: String) {
    let body = text.dropFirst()
    let name = String(body.prefix { $0 != " " })
    let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else {
      output.problem("a command name goes right after the colon, as in :step (:help lists them)")
      if !source.isInteractive { failed = true }
      return
    }
    guard let c = REPLCommand.find(name, in: commands) else {
      let near = REPLCommand.nearest(name, in: commands).map { " — did you mean :\($0.name)?" } ?? ""
      output.problem("unknown command ':\(name)'\(near) (:help lists the commands)")
      if !source.isInteractive { failed = true }
      return
    }
    c.run(self, argument)
  }
}

extension TraceEvent {
  var isFailedExpectation: Bool {
    if case .expectation(let passed, _, _) = kind { return !passed }
    return false
  }
}
