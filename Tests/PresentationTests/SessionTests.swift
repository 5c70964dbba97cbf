import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// The session the REPL drives: entries that build on each other, and lesson stepping.
@Suite struct SessionTests {
  func outputs(_ o: Session.Outcome) -> [String] {
    o.events.compactMap { if case .output(let s) = $0.kind { return s } else { return nil } }
  }

  @Test func entriesShareDeclarationsAndObjects() {
    let s = Session()
    #expect(s.evaluate("@Observable final class C { var n = 0 }").error == nil)
    #expect(s.evaluate("let c = C()").error == nil)
    #expect(s.evaluate("withObservationTracking { _ = c.n } onChange: { print(\"fired\") }").error == nil)
    let o = s.evaluate("c.n = 1")
    #expect(outputs(o) == ["fired"])
    #expect(o.events.contains { if case .fired = $0.kind { return true } else { return false } })
  }

  @Test func anErrorKeepsTheSession() {
    let s = Session()
    _ = s.evaluate("var total = 5")
    let bad = s.evaluate("total = total / 0")
    #expect(bad.error?.message.contains("division by zero") == true)
    #expect(outputs(s.evaluate("print(total)")) == ["5"])
  }

  @Test func runawayEntryStopsAndSessionSurvives() {
    let s = Session(budget: 2_000_000)
    _ = s.evaluate("var i = 0")
    #expect(s.evaluate("while true { i += 1 }").error?.kind == .limit)
    #expect(s.evaluate("print(i > 0)").error == nil)
  }

  @Test func awaitingATaskStoppedEarlierSaysItWasStopped() {
    let s = Session(budget: 2_000_000)
    #expect(s.evaluate("let t = Task { var i = 0; while true { i += 1 } }").error?.kind == .limit)
    let waited = s.evaluate("await t.value")
    #expect(waited.error?.message.contains("task #1 was stopped at line 1 by an earlier error") == true)
    // A task that is merely waiting is not called stopped.
    _ = s.evaluate("@Observable final class C { var n = 0 }\nlet c = C()")
    _ = s.evaluate("let u = Task { for await v in Observations({ c.n }) { print(v) } }")
    let parked = s.evaluate("await u.value")
    #expect(parked.error?.message.contains("nothing can run any more") == true)
    #expect(parked.error?.message.contains("stopped") == false)
  }

  @Test func aRunawayTaskStoppedSaysWhichOtherTasksAreStillReady() {
    let s = Session(budget: 200_000)
    _ = s.evaluate("@Observable final class M { var x = 0 }\nlet m = M()")
    let runaway = s.evaluate(
      "Task { for await _ in Observations({ m.x }) { Task { for await _ in Observations({ m.x }) { m.x += 1 } } } }")
    #expect(runaway.error?.kind == .limit)
    #expect(runaway.error?.hint?.contains("ready to run") == true)
    #expect(runaway.error?.hint?.contains("will run after your next entry (:reset starts afresh)") == true)
    // A lone runaway task has nothing else ready: no note.
    let t = Session(budget: 200_000)
    let lone = t.evaluate("Task { var i = 0; while true { i += 1 } }")
    #expect(lone.error?.kind == .limit)
    #expect(lone.error?.hint?.contains("ready to run") != true)
  }

  @Test func stepsThroughALessonAndBack() throws {
    let s = Session()
    try s.load(
      SourceFile(path: "l.swift", text: "//: # T\nvar x = 1\n//: ## Two\nx += 1\nprint(x)\nx += 1\nprint(x)\n"))
    #expect(s.lessonSteps.count == 5)
    #expect(s.step()?.error == nil)
    // Standing at the heading of section "Two", :next runs that whole section.
    let two = s.stepToNextSection()
    #expect(two.count == 4)
    #expect(two.flatMap(outputs) == ["2", "3"])
    #expect(s.isFinished)
    #expect(try s.back())
    #expect(s.position == 4)
    #expect(s.step().map(outputs) == ["3"])
  }

  @Test func tasksAnEntryStartsRunWhenTheEntryEnds() {
    let s = Session()
    _ = s.evaluate("@Observable final class C { var n = 0 }\nlet c = C()")
    let started = s.evaluate("let t = Task { for await v in Observations({ c.n }) { print(\"got \\(v)\") } }")
    #expect(outputs(started) == ["got 0"])
    // Each entry is a turn of the main actor: its writes are one transaction.
    #expect(outputs(s.evaluate("c.n = 1\nc.n = 2")) == ["got 2"])
  }

  @Test func completionSeesDeclaredNamesAndMembers() {
    let s = Session()
    _ = s.evaluate(
      "@Observable final class Counter { var tracked = 0; var untracked = 0; func reset() {} }\nlet counter = Counter()"
    )
    #expect(s.declaredNames.contains("counter"))
    #expect(s.declaredNames.contains("Counter"))
    #expect(s.memberNames(ofPath: ["counter"]).filter { $0.hasPrefix("tr") } == ["tracked"])
    #expect(s.memberNames(ofPath: ["counter"]).contains("reset"))
  }
}
