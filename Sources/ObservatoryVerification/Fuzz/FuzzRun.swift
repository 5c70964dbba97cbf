import ObservatoryEngine
import ObservatoryPresentation

/// What the fuzz target (Fuzz/Target, scripts/fuzz.sh) does with one input: the whole way a
/// lesson goes through the playground — parse, compile, run, and render its transcript, events,
/// graph and Swift export — within limits small enough for thousands of runs a second. Any
/// crash, trap or hang here is a bug: every input must end in output or a lesson error.
///
/// An input that starts with byte 0 or 1 is a list of choices for `LessonGenerator` (byte 1:
/// the lesson is fed to a REPL session entry by entry); one that starts with byte 2 or 3 drives
/// a whole command with its files (`FuzzCommand`); any other input is lesson text.
public enum FuzzRun {
  /// Limits for fuzzing: a runaway is stopped within a fraction of a second.
  public static let limits: Limits = {
    var l = Limits()
    l.instructions = 5_000
    // The watchdog looks every 10 ms, so a statement stops within 30 ms.
    l.time = .milliseconds(20)
    l.memory = 256 << 20
    l.tasks = 1_000
    l.events = 1_000
    l.source = 1 << 20
    return l
  }()

  public static func one(_ bytes: [UInt8]) {
    // The commands' own defaults (a page's session, a check, a deck) keep to the same limits.
    if Limits.standard.instructions != limits.instructions { Limits.standard = limits }
    // One large-stack thread for the whole input: the runs and REPL entries inside then run in
    // place instead of starting a thread each.
    LargeStack.run { oneHere(bytes) }
  }

  static func oneHere(_ bytes: [UInt8]) {
    switch bytes.first {
    case 0?:
      runLesson(SourceFile(path: "generated.swift", text: LessonGenerator.lesson(from: Array(bytes.dropFirst()))))
    case 1?: runEntries(LessonGenerator.lesson(from: Array(bytes.dropFirst())))
    case 2?, 3?: FuzzCommand.one(bytes)
    default: runLesson(SourceFile(path: "fuzz.swift", bytes: bytes))
    }
  }

  /// The lesson text an input stands for (`observatory-fuzz --show`), with a note on how it runs.
  public static func lessonText(_ bytes: [UInt8]) -> String {
    switch bytes.first {
    case 0?: return LessonGenerator.lesson(from: Array(bytes.dropFirst()))
    case 1?:
      return "// fed to a REPL session, entry by entry\n" + LessonGenerator.lesson(from: Array(bytes.dropFirst()))
    case 2?, 3?: return FuzzCommand.describe(bytes)
    default: return String(decoding: bytes, as: UTF8.self)
    }
  }

  static func runLesson(_ file: SourceFile) {
    // Most mutated inputs do not parse: their error is rendered, and no VM is made for them.
    do { _ = try Parser.parse(file) } catch let e as LessonError {
      _ = e.rendered()
      return
    } catch {
      return
    }
    let run = LessonRun(file: file, traceEnabled: true, limits: limits)
    run.run()
    // The renderings cost as much as the run; each input gets one of them, picked by its length,
    // so that the same input always takes the same path (libFuzzer's coverage stays stable).
    switch file.bytes.count % 4 {
    case 0: _ = Transcript.render(run)
    case 1: _ = EventJSON.lines(run)
    case 2: if let vm = run.vm { _ = GraphRenderer.render(DependencyGraph(of: vm), as: .mermaid) }
    default: _ = try? SwiftExport.export(file)
    }
  }

  /// A REPL session stops being fed after this many entries stopped at a limit: each such entry
  /// costs the whole time limit, and the ones after it mostly run the same runaway again.
  static let limitErrorsPerSession = 3

  /// Returns the session (`LeakTests` checks that it is freed with everything it made).
  @discardableResult
  static func runEntries(_ text: String) -> Session {
    let session = Session(limits: limits)
    var scanner = EntryScanner()
    var entry: [String] = []
    var limitErrors = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      entry.append(String(line))
      if !scanner.needsMoreInput(after: String(line)) {
        let outcome = session.evaluate(entry.joined(separator: "\n"))
        if outcome.error?.kind == .limit {
          limitErrors += 1
          if limitErrors == limitErrorsPerSession { break }
        }
        entry = []
        scanner = EntryScanner()
      }
    }
    _ = session.graph(focus: nil)
    _ = session.why("m.x")
    _ = session.whyNot("m.y")
    _ = session.counts()
    _ = session.screen()
    // `:log` renders every event of the session (a third of the time of an input that runs to
    // its limits): one input in four, as with the renderings of a lesson.
    if text.utf8.count % 4 == 0 { _ = session.log() }
    return session
  }
}
