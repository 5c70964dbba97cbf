import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// `observatory drill` as a learner uses it, with answers piped in: each question kind graded
/// and explained, the same seed asking the same drills, the profile kept in progress.json (also
/// by two processes at once) and deciding what comes next, `:drill` in the REPL, the mastery
/// table of `observatory learn`, and the drills a lesson's end suggests.
@Suite struct DrillCommandTests {
  static let bank = Repository.root.appendingPathComponent("Drills").path

  /// A learner's folders, the shipped bank, and (unless `swiftc`) no compiler: drills come from
  /// the bank, verified when it was made (and by CI).
  static func environment(_ scratch: Scratch, swiftc: Bool = false) -> [String: String] {
    var env = [
      "XDG_STATE_HOME": scratch.path("state"), "XDG_CACHE_HOME": scratch.path("cache"),
      "XDG_DATA_HOME": scratch.path("data"), "OBSERVATORY_DRILLS": bank,
      "OBSERVATORY_COURSE": Repository.root.path,
    ]
    if !swiftc { env["OBSERVATORY_SWIFTC"] = "/nonexistent/swiftc" }
    return env
  }

  /// The drill a fresh profile is asked first for `topic` with `seed` (level 0).
  static func firstDrill(_ topic: String, seed: UInt64) throws -> Drill {
    try Drill(DrillGenerator().program(try #require(DrillTopic.named(topic)), seed: seed, level: 0))
  }

  static func typed(_ answer: DrillAnswer) -> String {
    switch answer {
    case .lines(let ls): ls.joined(separator: "\n") + "\n\n"
    case .order(let o): o.map { String($0 + 1) }.joined(separator: " ") + "\n"
    case .views(let v): (v.isEmpty ? "0" : v.sorted().map { String($0 + 1) }.joined(separator: " ")) + "\n"
    case .choice(let k): "\(k + 1)\n"
    }
  }

  @Test(arguments: [
    ("one-shot", "printed", "R5"), ("write-order", "order", "R8"), ("view-bodies", "bodies", "SwiftUI"),
    ("what-onchange-sees", "value", "R4"),
  ])
  func eachQuestionKindIsGradedAndExplained(_ topic: String, _ kind: String, _ rule: String) throws {
    let scratch = try Scratch("drill-\(topic)")
    defer { scratch.remove() }
    let drill = try Self.firstDrill(topic, seed: 2)
    #expect(drill.program.question.kind == kind)
    let right = try ChildProcess.run(
      ["drill", topic, "--seed", "2", "--count", "1"], input: Self.typed(drill.answer),
      environment: Self.environment(scratch))
    #expect(right.status == 0, "\(right.err)")
    #expect(right.out.contains("Drill 1 · \(drill.topic.title)"), "\(right.out)")
    #expect(right.out.contains("from the shipped bank: verified against Swift"))
    #expect(right.out.contains("✓ right"), "\(right.out)")
    #expect(right.out.contains("What happened (▶ decides the answer)") && right.out.contains("   ▶ │ "))
    #expect(right.out.contains("The rule: \(rule)."))
    #expect(right.out.contains("1 of 1 right."))

    // A wrong answer: where it went wrong, said in the question's own terms.
    let wrongAnswer: DrillAnswer
    let expected: String
    switch drill.answer {
    case .lines(let ls):
      wrongAnswer = .lines(["nothing at all"] + ls.dropFirst())
      expected = "  - nothing at all"
    case .order(let o):
      wrongAnswer = .order(Array(o.reversed()))
      expected = "in their place:"
    case .views(let v):
      wrongAnswer = .views(Set(drill.shown.indices).subtracting(v))
      expected = "(you said it"
    case .choice(let k):
      wrongAnswer = .choice((k + 1) % drill.shown.count)
      expected = "✗ you said"
    }
    let wrong = try ChildProcess.run(
      ["drill", topic, "--seed", "2", "--count", "1"], input: Self.typed(wrongAnswer),
      environment: Self.environment(scratch))
    #expect(wrong.out.contains(expected), "\(wrong.out)")
    #expect(!wrong.out.contains("✓ right") && wrong.out.contains("0 of 1 right."))
    // Both answers are in the profile.
    let progress = CourseProgress.load(path: scratch.path("state") + "/observatory/progress.json")
    #expect(progress.drills[topic]?.tries == 2 && progress.drills[topic]?.right == 1)
  }

  @Test func theSameSeedAsksTheSameDrills() throws {
    let a = try Scratch("drill-seed-a")
    let b = try Scratch("drill-seed-b")
    defer {
      a.remove()
      b.remove()
    }
    let args = ["drill", "--seed", "4", "--count", "4"]
    let input = String(repeating: "s\n", count: 4)
    let first = try ChildProcess.run(args, input: input, environment: Self.environment(a))
    let second = try ChildProcess.run(args, input: input, environment: Self.environment(b))
    #expect(first.status == 0 && first.out.components(separatedBy: "Drill ").count == 5, "\(first.out)")
    #expect(first.out == second.out)
    let other = try ChildProcess.run(
      ["drill", "--seed", "5", "--count", "4"], input: input, environment: Self.environment(b))
    #expect(other.out != first.out)
  }

  @Test func aDrillOutsideTheBankIsVerifiedBeforeItIsAsked() throws {
    guard requiredSwiftc() != nil else { return }
    let scratch = try Scratch("drill-verify")
    defer { scratch.remove() }
    let r = try ChildProcess.run(
      ["drill", "deinit", "--seed", "4242", "--count", "1"], input: "s\n",
      environment: Self.environment(scratch, swiftc: true), seconds: 300)
    #expect(r.status == 0 && r.out.contains("checked against Swift"), "\(r.out)\(r.err)")
    #expect(r.out.contains("deinit-s4242-l0"))
    // Cached by content: asked again, it is not built again.
    let again = try ChildProcess.run(
      ["drill", "deinit", "--seed", "4242", "--count", "1"], input: "s\n",
      environment: Self.environment(scratch, swiftc: true), seconds: 60)
    #expect(again.out.contains("deinit-s4242-l0") && again.out.contains("checked against Swift"))
    #expect(!again.out.contains("(checking the next drill against Swift…)"))
  }

  @Test func theProfileDecidesWhatComesNext() {
    let topics = DrillTopic.all
    var p = CourseProgress(path: "")
    #expect(p.nextDrill(among: topics, seed: 1).topic == "one-shot")
    // Missed: it comes back after one other drill; the others come in the course's order.
    p.recordDrill("one-shot", right: false)
    #expect(p.nextDrill(among: topics, seed: 2).topic == "what-onchange-sees")
    p.recordDrill("what-onchange-sees", right: true)
    #expect(p.nextDrill(among: topics, seed: 3).topic == "one-shot")
    // Right: it waits longer each time, and its drills get harder.
    p.recordDrill("one-shot", right: true)
    #expect(p.drills["one-shot"]?.box == 1 && p.drills["one-shot"]?.due == p.drillCount + 2)
    for _ in 0..<3 { p.recordDrill("one-shot", right: true) }
    #expect(p.drills["one-shot"]?.level == 2)
    p.recordDrill("one-shot", right: false)
    #expect(p.drills["one-shot"]?.level == 0 && p.drills["one-shot"]?.streak == 0)
    // Both ways this answer can go are verified in the background.
    #expect(p.nextDrills(after: "equality-gate", among: topics, seed: 9).count >= 1)
    // With every topic seen, the one missed comes before those answered right.
    var q = CourseProgress(path: "")
    for t in topics { q.recordDrill(t.id, right: t.id != "deinit") }
    q.recordDrill("one-shot", right: true)
    #expect(q.nextDrill(among: topics, seed: 1).topic == "deinit")
  }

  @Test func twoProcessesAnsweringAtOnceKeepEveryAnswer() throws {
    let scratch = try Scratch("drill-two")
    defer { scratch.remove() }
    let env = Self.environment(scratch)
    // Every one-shot drill asks what it prints: an empty line answers "nothing" (wrong).
    let input = String(repeating: "\n", count: 12)
    let a = try ChildProcess(["drill", "one-shot", "--seed", "1", "--count", "12"], environment: env)
    let b = try ChildProcess(["drill", "one-shot", "--seed", "7", "--count", "12"], environment: env)
    a.write(input)
    b.write(input)
    #expect(a.finish(seconds: 120) == 0 && b.finish(seconds: 120) == 0, "\(a.stderr)\(b.stderr)")
    let progress = CourseProgress.load(path: scratch.path("state") + "/observatory/progress.json")
    #expect(progress.drills["one-shot"]?.tries == 24, "\(progress.drills)")
    #expect(progress.drillCount == 24)
  }

  @Test func theREPLAsksADrillAndLearnShowsTheMastery() throws {
    let scratch = try Scratch("drill-repl")
    defer { scratch.remove() }
    let env = Self.environment(scratch)
    let r = try ChildProcess.run([], input: ":drill equality-gate\n\n", environment: env)
    #expect(r.out.contains("Drill 1 · the equality gate (R7, R8)"), "\(r.out)")
    #expect(r.out.contains("✗ not quite:") && r.out.contains("The rule: R7."))
    let learn = try ChildProcess.run(["learn"], environment: env)
    #expect(learn.out.contains("Drills (observatory drill"), "\(learn.out)")
    #expect(learn.out.contains("R7      the equality gate"), "\(learn.out)")
    #expect(learn.out.contains("1      0    "))
  }

  @Test func aLessonsEndSuggestsItsDrills() throws {
    let scratch = try Scratch("drill-lesson-end")
    defer { scratch.remove() }
    let r = try ChildProcess.run(
      // Lesson 3's second prediction asks for an order (any order of the three is an answer).
      ["learn", "3"], input: ":c\n1\n:c\n1 2 3\n:c\n", environment: Self.environment(scratch))
    #expect(r.out.contains("is done"), "\(r.out.suffix(500))")
    #expect(
      r.out.contains("Practise what it taught: observatory drill one-shot or :drill one-shot"), "\(r.out.suffix(500))")
  }
}
