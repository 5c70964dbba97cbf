import Foundation
import Testing

@testable import ObservatoryPresentation
@testable import TestSupport

/// `observatory learn` as a learner runs it, from a folder that is not the repository, with its
/// own `XDG_STATE_HOME` and `XDG_DATA_HOME`: the menu with progress, a lesson whose prediction is
/// asked before the step and scored, done marks, the next lesson offered, exercises and hints.
@Suite(.serialized) struct LearnCommandTests {
  let home = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-learn-\(getpid())")

  func learn(_ args: [String], input: String = "") throws -> (status: Int32, out: String) {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let p = Process()
    p.executableURL = Repository.observatory
    p.arguments = ["learn"] + args
    p.currentDirectoryURL = home
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    env["OBSERVATORY_LESSONS"] = nil
    env["OBSERVATORY_COURSE"] = nil
    p.environment = env
    let stdin = Pipe()
    let out = Pipe()
    p.standardInput = stdin
    p.standardOutput = out
    p.standardError = out
    try p.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func aLessonAsksItsPredictionThenIsDoneAndOffersTheNext() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let menu = try learn([])
    #expect(menu.status == 0)
    #expect(menu.out.contains("Combine as private plumbing") && menu.out.contains("0 of "))
    let number = try #require(
      menu.out.split(separator: "\n").first { $0.contains("Combine as private plumbing") }
        .flatMap { $0.split(separator: " ").compactMap { Int($0) }.first })

    #expect(number == 15, "the menu numbers lessons as their titles do")
    let run = try learn(["\(number)"], input: ":continue\n2\n:continue\n1\n:continue\n")
    let out = run.out
    // Asked before the step it is about runs, then revealed.
    let asked = try #require(out.range(of: "? After 399 more milliseconds"))
    let stepRuns = try #require(out.range(of: "searchClock.advance(by: .milliseconds(399))"))
    let revealed = try #require(out.range(of: "✓ right: 2) one, for \"swift\""))
    #expect(asked.lowerBound < stepRuns.lowerBound && stepRuns.lowerBound < revealed.lowerBound)
    #expect(out.contains("Combine as private plumbing is done · predictions 2 of 2 right"))
    #expect(out.contains("Next: Lesson 16 · "))
    // The question's answer is not in what was shown before it was answered.
    #expect(!out[..<revealed.lowerBound].contains("answer: 1"))

    let after = try learn([])
    #expect(
      after.out.contains(
        "✓  15  Combine as private plumbing  predictions 2/2"))
    #expect(after.out.contains("1 of "))
    #expect(try learn(["reset"]).status == 0)
    #expect(try learn([]).out.contains("0 of "))
  }

  /// A wrong answer, then `:back` and the right one: the first answer stays in the score, and
  /// the wrong one points to where to look.
  @Test func theFirstAnswerIsTheOneScored() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try learn(["1"], input: ":c\n1\n:b\n:b\n:s\n2\n:c\n4\n:c\n")
    #expect(run.out.contains("✗ you said 1) yes; the answer is 2) no"))
    #expect(run.out.contains(":why / :whynot NAME explain what fired"))
    #expect(
      run.out.contains("✓ right: 2) no") && run.out.contains("(your first answer to this prediction is the one scored)")
    )
    #expect(run.out.contains("Tracked reads is done · predictions 1 of 2 right"), "\(run.out.suffix(600))")
  }

  @Test func anUnsolvedExerciseFailsWithAHint() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    // Opened, it is checked, but no hint is shown before the learner has tried; `hint` shows
    // the general hints one at a time.
    let r = try learn(["E3"], input: "hint\nq\n")
    #expect(r.status == 1)
    #expect(r.out.contains("Exercise E3 · Re-arm the tracking"))
    #expect(r.out.contains("✗ not solved yet:") && r.out.contains("#expect(shown"))
    #expect(r.out.contains("failed: shown is [0]") && r.out.contains("your program printed:"))
    let typedHint = try #require(r.out.range(of: "hint 1 of 1:"))
    #expect(!r.out[..<typedHint.lowerBound].contains("hint:") && !r.out[..<typedHint.lowerBound].contains("hint 1"))
    // The result screen is wrapped at words.
    for line in r.out.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 100) }
    let copy = home.appendingPathComponent("data/observatory/exercises/rearm-the-tracking.swift")
    #expect(FileManager.default.fileExists(atPath: copy.path))

    // A try that renders from inside onChange: the check (Enter) shows the hint for that mistake.
    var text = try String(contentsOf: copy, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "print(\"the value is about to change\")", with: "MainActor.assumeIsolated { render() }")
    try text.write(to: copy, atomically: true, encoding: .utf8)
    let wrong = try learn(["E3"], input: "\nq\n")
    #expect(wrong.out.contains("hint: Each render shows the value before the write"), "\(wrong.out)")
    #expect(wrong.out.contains("shown is [0, 0, 1]"))

    let solution = Repository.root.appendingPathComponent("Exercises/solutions/rearm-the-tracking.swift")
    try Data(contentsOf: solution).write(to: copy)
    let solved = try learn(["rearm-the-tracking"], input: "")
    #expect(solved.status == 0)
    #expect(solved.out.contains("✓ solved: all 1 checks pass") && solved.out.contains("is done"))
  }
}
