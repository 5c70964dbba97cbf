import Foundation
import ObservatoryEngine

/// An exercise of the course: a lesson file with a `TODO` the learner fills in, checked by its
/// `#expect`s. The shipped file holds its hints as `//: hint: ...` lines; the learner works on a
/// copy without them, in `$XDG_DATA_HOME/observatory/exercises/` (default
/// `~/.local/share/observatory/exercises/`), and asks for the hints one at a time.
public struct Exercise: Sendable {
  /// The shipped exercise.
  public let source: String
  /// The learner's copy.
  public let workingCopy: String
  /// The hints, in the order they are revealed.
  public let hints: [String]

  /// The result of checking the learner's copy.
  public struct Check: Sendable {
    public let passed: Bool
    /// What failed: the error, each failed `#expect` (with `file:line`), or that there is no check.
    public let problems: [String]
    public let expectationCount: Int
    /// What the program printed.
    public let output: [String]
  }

  /// The exercise of `source`, whose copy lives in `folder`; the copy is made if it is missing.
  /// Errors say what went wrong in words (`ErrorText`); the shipped file and the copy are read
  /// as lessons are (`LessonFile`: regular files only, within the source limit).
  public static func open(source: String, folder: String = defaultFolder()) throws -> Exercise {
    let text = try shipped(source)
    let lines = text.components(separatedBy: "\n")
    // Hints are lesson text shown on the terminal: control characters are shown, not obeyed.
    let hints = lines.filter { $0.hasPrefix(hintPrefix) }.map {
      TerminalText.visible(String($0.dropFirst(hintPrefix.count)))
    }
    let copy = folder + "/" + (source as NSString).lastPathComponent
    var info = stat()
    if lstat(copy, &info) != 0 {
      do { try OutputFile.makeFolder(folder) } catch {
        throw LessonError(.compile, "cannot make the folder for your exercises: \(ErrorText.of(error))", at: nil)
      }
      try write(withoutHints(text), to: copy)
    }
    return Exercise(source: source, workingCopy: copy, hints: hints)
  }

  /// The shipped exercise's text.
  static func shipped(_ source: String) throws -> String {
    do { return String(decoding: try LessonRun.load(path: source).bytes, as: UTF8.self) } catch let e as LessonError {
      throw LessonError(.compile, "cannot read the exercise: \(e.message)", at: nil, hint: e.hint)
    }
  }

  /// Writes the learner's copy (`OutputFile`: never torn, never through a link or into a device).
  static func write(_ text: String, to copy: String) throws {
    do { try OutputFile.write(text, to: copy) } catch {
      throw LessonError(.compile, "cannot write your copy of the exercise: \(ErrorText.of(error))", at: nil)
    }
  }

  static let hintPrefix = "//: hint: "

  /// The exercise as the learner gets it: the hint lines removed.
  public static func withoutHints(_ text: String) -> String {
    text.components(separatedBy: "\n").filter { !$0.hasPrefix(hintPrefix) }.joined(separator: "\n")
  }

  public static func defaultFolder(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    XDG.dataHome(env) + "/observatory/exercises"
  }

  /// Puts the shipped exercise back (the learner's changes are lost).
  public func restart() throws {
    try Exercise.write(Exercise.withoutHints(try Exercise.shipped(source)), to: workingCopy)
  }

  /// Runs the learner's copy: it passes when it runs to its end with at least one `#expect`,
  /// all of them passing.
  public func check() -> Check { Exercise.check(path: workingCopy) }

  public static func check(path: String) -> Check {
    let file: SourceFile
    do { file = try LessonRun.load(path: path) } catch let e as LessonError {
      return Check(passed: false, problems: [e.rendered()], expectationCount: 0, output: [])
    } catch { return Check(passed: false, problems: [ErrorText.of(error)], expectationCount: 0, output: []) }
    let run = LessonRun(file: file, traceEnabled: false)
    run.run()
    var problems: [String] = []
    if let e = run.error { problems.append(e.rendered()) }
    for f in run.failedExpectations { problems.append(f.rendered()) }
    if run.error == nil && run.expectationCount == 0 { problems.append("the exercise has no #expect left to check") }
    return Check(
      passed: problems.isEmpty, problems: problems, expectationCount: run.expectationCount, output: run.outputLines)
  }
}
