import Foundation
import ObservatoryEngine

/// An exercise of the course: a lesson file with a `TODO` the learner fills in, checked by its
/// `#expect`s. The shipped file holds its hints; the learner works on a copy without them, in
/// `$XDG_DATA_HOME/observatory/exercises/` (default `~/.local/share/observatory/exercises/`).
///
/// A hint either matches a failure or is general. `//: hint(when: shown == [0, 0, 1]): text` is
/// shown when a check fails and its condition — a Swift expression about the learner's program —
/// holds once that program has run (it is evaluated in the program's state, as a REPL entry is);
/// `//: hint: text` lines are shown one at a time, in order, when no matching hint applies or
/// when the learner asks for one.
public struct Exercise: Sendable {
  /// One hint, with the condition on the learner's program that makes it apply (nil: general).
  public struct Hint: Sendable, Equatable {
    public let condition: String?
    public let text: String
  }

  /// The shipped exercise.
  public let source: String
  /// The learner's copy.
  public let workingCopy: String
  /// The hints, in the order they are written.
  public let hints: [Hint]
  /// The general hints, in the order they are revealed.
  public var generalHints: [String] { hints.filter { $0.condition == nil }.map(\.text) }

  /// The result of checking the learner's copy.
  public struct Check: Sendable {
    public let passed: Bool
    /// What failed: the error, each failed `#expect` (with `file:line`), or that there is no check.
    public let problems: [String]
    public let expectationCount: Int
    /// What the program printed.
    public let output: [String]
    /// The hints that match this failure (`hint(when:)` conditions that hold).
    public var matchingHints: [String] = []
  }

  /// The exercise of `source`, whose copy lives in `folder`; the copy is made if it is missing.
  /// Errors say what went wrong in words (`ErrorText`); the shipped file and the copy are read
  /// as lessons are (`LessonFile`: regular files only, within the source limit).
  public static func open(source: String, folder: String = defaultFolder()) throws -> Exercise {
    let text = try shipped(source)
    let hints = Exercise.hints(in: text)
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

  /// The hints of an exercise's text: `//: hint: text` and `//: hint(when: condition): text`.
  /// Hints are lesson text shown on the terminal: their control characters are shown, not obeyed.
  public static func hints(in text: String) -> [Hint] {
    text.components(separatedBy: "\n").compactMap { line in
      if line.hasPrefix("//: hint: ") {
        return Hint(condition: nil, text: TerminalText.visible(String(line.dropFirst(10))))
      }
      guard line.hasPrefix("//: hint(when: ") else { return nil }
      // The condition ends at the `): ` that closes the parenthesis opened by `hint(`.
      let rest = Array(line.dropFirst(15))
      var depth = 0
      var quoted = false
      for k in rest.indices {
        let c = rest[k]
        if c == "\"" { quoted.toggle() }
        if quoted { continue }
        if c == "(" || c == "[" { depth += 1 }
        if c == ")" || c == "]" {
          if depth == 0, c == ")", k + 2 < rest.count, rest[k + 1] == ":", rest[k + 2] == " " {
            return Hint(
              condition: String(rest[..<k]), text: TerminalText.visible(String(rest[(k + 3)...])))
          }
          depth -= 1
        }
      }
      return nil
    }
  }

  /// Whether a line is a hint (left out of the learner's copy and of the narration).
  static func isHint(_ line: String) -> Bool { line.hasPrefix("//: hint: ") || line.hasPrefix("//: hint(") }

  /// The exercise as the learner gets it: the hint lines removed.
  public static func withoutHints(_ text: String) -> String {
    text.components(separatedBy: "\n").filter { !isHint($0) }.joined(separator: "\n")
  }

  public static func defaultFolder(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    XDG.dataHome(env) + "/observatory/exercises"
  }

  /// Puts the shipped exercise back (the learner's changes are lost).
  public func restart() throws {
    try Exercise.write(Exercise.withoutHints(try Exercise.shipped(source)), to: workingCopy)
  }

  /// Runs the learner's copy: it passes when it runs to its end with at least one `#expect`,
  /// all of them passing. A failure carries the hints whose condition holds on the learner's
  /// program.
  public func check() -> Check {
    let c = Exercise.check(path: workingCopy)
    guard !c.passed else { return c }
    return Check(
      passed: false, problems: c.problems, expectationCount: c.expectationCount, output: c.output,
      matchingHints: matchingHints(path: workingCopy))
  }

  /// The conditional hints that hold once the program at `path` has run (in the order they are
  /// written). A condition that does not compile against the learner's program (a name it no
  /// longer has) does not hold.
  public func matchingHints(path: String) -> [String] {
    let conditional = hints.filter { $0.condition != nil }
    guard !conditional.isEmpty, let file = try? LessonRun.load(path: path) else { return [] }
    let session = Session()
    guard (try? session.load(file)) != nil else { return [] }
    _ = session.continueToEnd()
    // All conditions in one entry (one compiler check); one by one if that entry is refused.
    let all = session.evaluate("[" + conditional.map { "(\($0.condition!)) as Bool" }.joined(separator: ", ") + "]")
    if all.error == nil, let value = all.echo?.value {
      let results = value.dropFirst().dropLast().split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces) == "true"
      }
      if results.count == conditional.count {
        return zip(conditional, results).filter(\.1).map(\.0.text)
      }
    }
    return conditional.filter { h in session.evaluate("(\(h.condition!)) as Bool").echo?.value == "true" }.map(\.text)
  }

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
