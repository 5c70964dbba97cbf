import Foundation
import ObservatoryEngine

/// `observatory check`: runs lessons as a course author's test suite. A lesson fails when it
/// stops with an error, when an `#expect` fails, or when its transcript differs from the golden
/// `LESSON.expected` beside it (`--bless` writes that file).
public struct Checker {
  public struct Result: Sendable {
    public let path: String
    public let passed: Bool
    public let lines: [String]
  }

  public let bless: Bool
  public let style: TextStyle
  public init(bless: Bool, style: TextStyle) {
    self.bless = bless
    self.style = style
  }

  /// Every `.swift` file in a folder (sorted), or the file itself.
  public static func lessonPaths(_ paths: [String]) throws -> [String] {
    var out: [String] = []
    let fm = FileManager.default
    for p in paths {
      var info = stat()
      guard stat(p, &info) == 0 else {
        let code = errno
        // A link loop or a link to nothing is not "no such file": say what is there.
        var link = stat()
        if code == ENOENT, lstat(p, &link) == 0 {
          throw LessonError(.compile, "'\(p)' is a symbolic link to a file that does not exist", at: nil)
        }
        if code == ENOENT { throw LessonError(.compile, "no such file or folder: '\(p)'", at: nil) }
        throw LessonFile.cannotRead(p, errno: code)
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        let names: [String]
        do { names = try fm.contentsOfDirectory(atPath: p).filter { $0.hasSuffix(".swift") }.sorted() } catch {
          throw LessonError(.compile, "cannot list the folder '\(p)': \(ErrorText.of(error))", at: nil)
        }
        // Each is read as a lesson: one that is not a regular file (a pipe named *.swift) fails
        // with an error that says what it is, and the others are checked.
        out += names.map { (p as NSString).appendingPathComponent($0) }
      } else {
        out.append(p)
      }
    }
    return out
  }

  public func check(_ path: String) -> Result {
    let file: SourceFile
    do { file = try LessonRun.load(path: path) } catch let e as LessonError {
      return Result(path: path, passed: false, lines: [e.rendered(color: style.color)])
    } catch { return Result(path: path, passed: false, lines: ["\(error)"]) }
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    var lines: [String] = []
    var passed = true
    if let e = run.error {
      passed = false
      lines.append(e.rendered(color: style.color))
    }
    for f in run.failedExpectations {
      passed = false
      lines.append(f.rendered(style: style))
    }
    // A `#why` or `#whynot` that names no observer explains nothing: a typo, or an observer the
    // lesson no longer makes.
    for step in run.steps {
      for e in step.events {
        guard case .explanation(let title, let parts) = e.kind, title.hasPrefix("#why"), let first = parts.first
        else { continue }
        switch first {
        case .noSuchObserver, .noObserversYet: break
        default: continue
        }
        passed = false
        // The name is the lesson's text: its control characters are shown, never sent (found by the fuzzer).
        let text = TerminalText.visible(ExplanationText.lines([first]).first ?? "")
        let what = TerminalText.visible("\(path):\(step.info.line): \(title)")
        lines.append(style.red(what + " names no observer: ") + text)
      }
    }
    let transcript = Transcript.render(run)
    let goldenPath = Checker.goldenPath(for: path)
    if bless && !passed {
      // A golden transcript records a lesson that works: one that fails is not written.
      lines.append(style.red("not blessed: \(goldenPath) is written only when every check passes"))
    } else if bless {
      do {
        try OutputFile.write(transcript, to: goldenPath, inputs: [path])
        lines.append(style.dim("wrote \(goldenPath)"))
      } catch {
        passed = false
        lines.append(ErrorText.of(error))
      }
    } else if let expected = golden(goldenPath, lines: &lines, passed: &passed) {
      if expected != transcript {
        passed = false
        lines += Checker.difference(expected: expected, actual: transcript, name: goldenPath, style: style)
      }
    }
    let summary =
      "\(run.steps.count) steps, \(run.expectationCount) check\(run.expectationCount == 1 ? "" : "s")"
      + (FileManager.default.fileExists(atPath: goldenPath) ? ", golden transcript" : "")
    let head = (passed ? style.green("✓ ") : style.red("✗ ")) + TerminalText.visible(path) + style.dim("  (\(summary))")
    return Result(path: path, passed: passed, lines: [head] + lines.map { "    " + $0 })
  }

  /// The golden transcript's text, nil if there is none. One that cannot be read (not a regular
  /// file, larger than 64 MB) fails the check with the reason.
  func golden(_ path: String, lines: inout [String], passed: inout Bool) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    do {
      let bytes = try LessonFile.readBytes(path: path, limit: 64 << 20) { _ in
        LessonError(.limit, "the golden transcript '\(path)' is larger than 64 MB", at: nil)
      }
      return String(decoding: bytes, as: UTF8.self)
    } catch {
      passed = false
      lines.append(style.red(ErrorText.of(error)))
      return nil
    }
  }

  /// `Lessons/01-x.swift` → `Lessons/01-x.expected`.
  public static func goldenPath(for path: String) -> String {
    (path.hasSuffix(".swift") ? String(path.dropLast(6)) : path) + ".expected"
  }

  /// Where a golden transcript and the actual one part ways: the changed lines (`-` the golden
  /// file's, `+` the run's) of a line diff (`LineDifference`), with a line of context on each
  /// side and `⋮` between hunks, so that lines both share are never shown as changed.
  static func difference(expected: String, actual: String, name: String, style: TextStyle) -> [String] {
    let e = expected.components(separatedBy: "\n")
    let a = actual.components(separatedBy: "\n")
    let first = (LineDifference.hunks(e, a).first?.a.lowerBound ?? 0) + 1
    var out = ["the transcript differs from \(name) at line \(first) (run with --bless if the change is intended):"]
    // The golden file is text anyone may have written: its control characters are shown.
    func show(_ mark: Character, _ line: String) -> String {
      let text = "  \(mark) " + TerminalText.visible(line)
      return mark == "-" ? style.red(text) : mark == "+" ? style.green(text) : style.dim(text)
    }
    let ops = LineDifference.unified(e, a)
    // The changed lines with one line of context on each side, up to 12 changed lines.
    let changed = ops.filter { $0.mark != " " }.count
    var shown = 0
    var lastShown = -1
    for (k, op) in ops.enumerated() {
      let near = op.mark != " " || (k > 0 && ops[k - 1].mark != " ") || (k + 1 < ops.count && ops[k + 1].mark != " ")
      guard near else { continue }
      if op.mark != " " {
        guard shown < 12 else { break }
        shown += 1
      }
      if lastShown >= 0 && k > lastShown + 1 { out.append(style.dim("  ⋮")) }
      out.append(show(op.mark, op.line))
      lastShown = k
    }
    if changed > shown { out.append(style.dim("  … \(changed - shown) more changed lines")) }
    return out
  }
}
