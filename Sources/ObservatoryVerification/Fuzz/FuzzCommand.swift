import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// The fuzz target's second mode (inputs starting with byte 2 or 3): a lesson goes through what
/// a whole command does with files, the way the command line does it: written to a file, read
/// back from a path (sometimes a pipe, a folder or a loop of links instead), then `run` in one of
/// its formats (text in colour or not, verbose, Markdown, JSON, the web page written with `-o`),
/// `check` against a fuzzed golden transcript (or `--bless`), `export --swift -o`, `present`'s
/// slides, the REPL's `:load` and stepping, or `learn` with a fuzzed progress file.
///
/// Besides "no crash, no hang", each command is held to what issue 30 promises, and a broken
/// promise traps (so libFuzzer saves the input): the lesson file is never changed, no temporary
/// file is left beside an output, a progress file that cannot be read is kept (set aside) with
/// its bytes, and text for the terminal holds no control character the terminal would obey.
///
/// Input: byte 0 is the mode (2: the rest after the header is lesson text; 3: it is choices for
/// `LessonGenerator`), byte 1 picks the command and its variant, byte 2 where the lesson is
/// read from, bytes 3...4 the length of the side file's text (golden transcript or progress
/// file), which follows; the rest is the lesson.
public enum FuzzCommand {
  /// The folder this process works in (made once, emptied for each input).
  static let folder: String = {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let path = base + "/observatory-fuzz-\(getpid())"
    try? OutputFile.makeFolder(path)
    // Gone with the process (a crash leaves it, beside the crash's input).
    atexit { try? FileManager.default.removeItem(atPath: FuzzCommand.folder) }
    return path
  }()

  static var lessonPath: String { folder + "/lesson.swift" }

  /// An input taken apart (see above).
  struct Input {
    let command: Int
    let source: Int
    let side: [UInt8]
    let lesson: [UInt8]

    init?(_ bytes: [UInt8]) {
      guard bytes.count >= 5, bytes[0] == 2 || bytes[0] == 3 else { return nil }
      command = Int(bytes[1])
      source = Int(bytes[2])
      let sideLength = min(Int(bytes[3]) << 8 | Int(bytes[4]), bytes.count - 5)
      side = Array(bytes[5..<(5 + sideLength)])
      let rest = Array(bytes[(5 + sideLength)...])
      lesson = bytes[0] == 3 ? Array(LessonGenerator.lesson(from: rest).utf8) : rest
    }

    static let commands = [
      "run", "run", "run --format json", "run --format markdown", "run --format html -o",
      "check", "export --swift -o", "present", "learn",
    ]
    static let sources = ["a pipe", "a folder", "a loop of links"]

    var summary: String {
      "// \(Input.commands[command % 9]) (variant \(command)), the lesson read from "
        + (source % 16 < 3 ? Input.sources[source % 16] : "a file")
        + (side.isEmpty ? "" : ", with a golden transcript or progress file of \(side.count) bytes")
    }
  }

  /// What an input does (`observatory-fuzz --show`).
  public static func describe(_ bytes: [UInt8]) -> String {
    guard let input = Input(bytes) else { return "// too short to be a command" }
    return input.summary + "\n" + String(decoding: input.lesson, as: UTF8.self)
  }

  public static func one(_ bytes: [UInt8]) {
    guard let input = Input(bytes) else { return }
    let (command, source, side, lesson) = (input.command, input.source, input.side, input.lesson)
    clear()
    // Where the command reads the lesson: a file, mostly; else something that is not one.
    switch source % 16 {
    case 0: mkfifo(lessonPath, 0o644)
    case 1: mkdir(lessonPath, 0o755)
    case 2:
      symlink(folder + "/loop.swift", lessonPath)
      symlink(lessonPath, folder + "/loop.swift")
    default: write(lesson, to: lessonPath)
    }
    switch command % 9 {
    case 0, 1: run(text: command)
    case 2: runFormat(json: true)
    case 3: runFormat(json: false)
    case 4: page(toLesson: command & 0x10 != 0)
    case 5: check(golden: side, bless: command & 0x10 != 0)
    case 6: export(toLesson: command & 0x10 != 0)
    case 7: present(command)
    default: learn(progress: side)
    }
    // What every command promises: the lesson as it was, nothing left behind.
    if source % 16 > 2 {
      let now = FileManager.default.contents(atPath: lessonPath).map { [UInt8]($0) }
      precondition(now == lesson, "the command changed the lesson file")
    }
    let left = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.contains(".observatory-")
    }
    precondition(left.isEmpty, "temporary files left behind: \(left)")
  }

  /// Empties the folder (a pipe, a folder or links the last input made included).
  static func clear() {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      try? FileManager.default.removeItem(atPath: folder + "/" + name)
    }
  }

  static func write(_ bytes: [UInt8], to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }

  /// The lesson as `run`, `check` and the others load it; nil when it cannot be (then its error
  /// is rendered, as they do).
  static func load() -> SourceFile? {
    do { return try LessonRun.load(path: lessonPath) } catch let e as LessonError {
      terminalSafe(e.rendered(color: false, width: 80), color: false)
      return nil
    } catch {
      preconditionFailure("a load error that is not a lesson error: \(error)")
    }
  }

  /// `run LESSON` (text): colour on or off, verbose or not, a width from 20 to 147 columns.
  static func run(text variant: Int) {
    guard let file = load() else { return }
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    let style = TextStyle(color: variant & 0x10 != 0)
    let text = Transcript.render(
      run, style: style, compare: variant & 0x40 != 0, width: 20 + (variant >> 1), verbose: variant & 0x20 != 0)
    terminalSafe(text, color: style.color)
    for f in run.failedExpectations { terminalSafe(f.rendered(style: style), color: style.color) }
    _ = Transcript.quiet(run)
  }

  /// `run LESSON --format json|markdown`.
  static func runFormat(json: Bool) {
    guard let file = load() else { return }
    let run = LessonRun(file: file, traceEnabled: true)
    run.trace.keepsCauses = true
    run.run()
    _ = json ? EventJSON.lines(run) : Handout.markdown(run)
  }

  /// `run LESSON --format html -o FILE`, FILE a new file or the lesson itself (refused). The
  /// graphs are not drawn by Graphviz (a process per input is too slow for fuzzing).
  static func page(toLesson: Bool) {
    guard let file = load() else { return }
    var failed = false
    guard let page = try? HTMLPage.render(file, svg: { _ in nil }, failed: &failed) else { return }
    let out = toLesson ? lessonPath : folder + "/page.html"
    do {
      try OutputFile.write(page, to: out, inputs: [lessonPath])
      precondition(!toLesson, "the page was written over the lesson")
    } catch {}
  }

  /// `check LESSON` against a golden transcript that is fuzzed text, or `check --bless`.
  static func check(golden: [UInt8], bless: Bool) {
    write(golden, to: Checker.goldenPath(for: lessonPath))
    let result = Checker(bless: bless, style: TextStyle(color: false)).check(lessonPath)
    for line in result.lines { terminalSafe(line, color: false) }
  }

  /// `export LESSON --swift -o FILE`, FILE a new file or the lesson itself (refused).
  static func export(toLesson: Bool) {
    guard let file = load(), let export = try? SwiftExport.export(file) else { return }
    let out = toLesson ? lessonPath : folder + "/exported.swift"
    do {
      try OutputFile.write(export.source, to: out, inputs: [lessonPath])
      precondition(!toLesson, "the export was written over the lesson")
    } catch {}
  }

  /// `present LESSON`: every slide (at most 40), coloured or not; or the REPL's `:load` and
  /// stepping to the end.
  static func present(_ variant: Int) {
    let style = TextStyle(color: variant & 0x10 != 0)
    if variant & 0x20 != 0 {
      let session = Session()
      guard (try? session.load(path: lessonPath)) != nil else { return }
      for o in session.continueToEnd() {
        if let info = o.step, let file = o.file {
          for l in Transcript.code(info, file: file, style: style) { terminalSafe(l, color: style.color) }
        }
      }
      _ = session.log()
      return
    }
    guard let file = load(), let deck = try? Deck(file) else { return }
    var k = 0
    while k < 40, let slide = deck.slide(k, style: style, width: 76) {
      for l in slide { terminalSafe(l, color: style.color) }
      k += 1
    }
  }

  /// `learn`: a progress file of fuzzed bytes is read (set aside if it is not progress, never
  /// lost), changed under its lock, and the course menu drawn with it.
  static func learn(progress: [UInt8]) {
    let path = folder + "/progress.json"
    write(progress, to: path)
    let p = CourseProgress.load(path: path) { _ in }
    let kept = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasPrefix("progress.json")
    }.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map { [UInt8]($0) } }
    precondition(kept.contains(progress), "the progress file's bytes were lost")
    _ = try? CourseProgress.update(path: path, warn: { _ in }) { $0.markDone("fuzz") }
    let read = CourseProgress.load(path: path) { _ in }
    precondition(read.isDone("fuzz"), "a change to the progress file was lost")
    // The menu `learn` prints with it (the course found from the executable, as `learn` finds it).
    for line in course.menu(progress: p, style: TextStyle(color: false)) { terminalSafe(line, color: false) }
  }

  /// The course beside the fuzz target (found once; empty where there is none).
  static let course = Course.load(environment: [:])

  /// Traps if `text` holds a character a terminal would obey: a C0 control other than the
  /// newline, DEL, a C1 control; with colour, an escape that does not start a colour sequence.
  static func terminalSafe(_ text: String, color: Bool) {
    let scalars = Array(text.unicodeScalars)
    var k = 0
    while k < scalars.count {
      let s = scalars[k]
      if s == "\u{1B}", color, let end = TerminalText.colorSequenceEnd(scalars, from: k) {
        k = end + 1
        continue
      }
      precondition(
        !((s.value < 0x20 && s != "\n") || (0x7F..<0xA0).contains(s.value)),
        "a control character (U+\(String(s.value, radix: 16))) reaches the terminal")
      k += 1
    }
  }
}
