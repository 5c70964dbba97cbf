import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// Looking at a session: the echo of expressions (`$R0: Int = 3`), `:type`, `:vars`,
/// `:objects`, and the promise that inspecting a paused lesson changes nothing.
@Suite struct InspectionTests {
  @Test func anExpressionIsEchoedWithItsTypeAndNamed() {
    let s = Session()
    #expect(s.evaluate("1 + 2").echo == Session.Echo(name: "$R0", type: "Int", value: "3"))
    #expect(s.evaluate("$R0 * 10").echo == Session.Echo(name: "$R1", type: "Int", value: "30"))
    #expect(s.evaluate("\"hello\"").echo == Session.Echo(name: "$R2", type: "String", value: "\"hello\""))
    #expect(s.evaluate("[1, 2]").echo?.type == "[Int]")
    #expect(s.evaluate("[\"a\": 1]").echo?.type == "[String: Int]")
    // Statements and Void calls print their firing order only.
    #expect(s.evaluate("print(1)").echo == nil)
    #expect(s.evaluate("var xs: [Int] = []").echo == nil)
    #expect(s.evaluate("xs").echo == Session.Echo(name: "$R5", type: "[Int]", value: "[]"))
    #expect(s.evaluate("let o: Int? = nil").echo == nil)
    #expect(s.evaluate("o").echo == Session.Echo(name: "$R6", type: "Int?", value: "nil"))
  }

  @Test func objectsAreShownByNameWithTheirStoredProperties() {
    let s = Session()
    _ = s.evaluate("@Observable final class Counter { var tracked = 0; var label = \"a\" }")
    _ = s.evaluate("let counter = Counter()")
    let o = s.evaluate("counter")
    #expect(o.echo == Session.Echo(name: "$R0", type: "Counter", value: "counter (tracked: 0, label: \"a\")"))
    // Looking records nothing: no read, no event.
    #expect(o.events.isEmpty)
    #expect(s.typeOf("counter.tracked").type == "Int")
    #expect(s.typeOf("counter.label.count").type == "Int")
    #expect(s.variables().contains("counter: Counter = counter (tracked: 0, label: \"a\")"))
    _ = s.evaluate("withObservationTracking { _ = counter.tracked } onChange: { }")
    #expect(s.objects() == ["counter  @Observable Counter", "  .tracked ← T1"])
  }

  @Test func anEntryBesideAPausedLessonCannotWaitOrStartTasks() throws {
    let s = Session()
    try s.load(
      SourceFile(
        path: "l.swift",
        text: """
          var n = 0
          let t = Task { n += 1 }
          try? await Task.sleep(for: .milliseconds(10))
          print(n)
          """))
    _ = s.step()
    _ = s.step()
    let wait = s.evaluate("try? await Task.sleep(for: .milliseconds(5))")
    #expect(wait.error?.message.contains("cannot wait") == true)
    #expect(!wait.changedLesson)
    let awaitTask = s.evaluate("await t.value")
    #expect(awaitTask.error?.message.contains("cannot wait for task #1") == true)
    #expect(awaitTask.events.isEmpty && !awaitTask.changedLesson)
    let task = s.evaluate("Task { print(\"mine\") }")
    #expect(task.error?.message.contains("cannot start a task") == true)
    // The lesson's task has not run: n is still 0, and the next step shows it starting.
    #expect(s.evaluate("n").echo?.value == "0")
    let sleep = try #require(s.step())
    #expect(
      sleep.events.contains {
        if case .schedule(let t) = $0.kind { TraceRenderer.text(t).contains("task #1 starts") } else { false }
      })
  }

  @Test func aVariableThatKeepsALessonObjectAliveIsFlagged() throws {
    let s = Session()
    try s.load(SourceFile(path: "l.swift", text: "final class Box {}\nvar box: Box? = Box()\nbox = nil\n"))
    _ = s.step()
    _ = s.step()
    #expect(s.evaluate("let mine = box").changedLesson)
    #expect(!s.evaluate("let f = { 1 }").changedLesson)
    #expect(!s.evaluate("let other = Box()").changedLesson)
  }

  @Test func aResultHoldingALessonObjectIsLetGoWhenTheLessonSteps() throws {
    let s = Session()
    try s.load(
      SourceFile(
        path: "l.swift",
        text: """
          final class Box { deinit { print("box freed") } }
          var box: Box? = Box()
          box = nil
          print("after")
          """))
    _ = s.step()
    _ = s.step()
    #expect(s.evaluate("box!").echo?.name == "$R0")
    let release = try #require(s.step())
    // As in `observatory run`: the box dies at `box = nil`, although $R0 pointed at it.
    #expect(release.events.contains { if case .output("box freed") = $0.kind { true } else { false } })
    #expect(s.evaluate("$R0").error?.message.contains("$R0 is gone") == true)
  }

  /// For every step of every lesson: entries typed before the step (an expression, a read of
  /// each variable, :vars, :objects, :type) leave that step's firing order exactly as
  /// `observatory run` shows it.
  @Test(arguments: InspectionTests.lessons)
  func inspectingBeforeEveryStepChangesNothing(_ path: String) throws {
    let file = try LessonRun.load(path: path)
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    let s = Session()
    try s.load(file)
    var k = 0
    while !s.isFinished {
      let echo = s.evaluate("1 + 2")
      #expect(echo.error == nil && echo.echo?.value == "3", "\(path) before step \(k + 1)")
      // Variables first (a sample of them, to keep the test quick), then a few other names.
      let variables = s.declaredNames.filter { s.storedValue([$0]) != nil }
      let others = s.declaredNames.filter { s.storedValue([$0]) == nil }
      for name in variables.prefix(12) + others.prefix(3) {
        let o = s.evaluate(name)
        #expect(!o.changedLesson, "\(path): reading \(name) before step \(k + 1)")
        _ = s.typeOf(name)
        // And its properties, through their getters (tracked reads outside any scope).
        if case .object(let object)? = s.storedValue([name])?.0 {
          for f in object.cls.fields.prefix(2) { _ = s.evaluate("\(name).\(f.name)") }
        }
      }
      _ = s.variables()
      _ = s.objects()
      let step = try #require(s.step())
      let expected = run.steps[k]
      let shown = Transcript.firingOrder(step.events, of: step.step!, file: file, style: TextStyle(color: false))
      let wanted = Transcript.firingOrder(
        expected.events, of: expected.info, file: file, style: TextStyle(color: false))
      #expect(shown == wanted, "\(path) step \(k + 1) (line \(expected.info.line)):\n\(diff(wanted, shown))")
      if shown != wanted { break }
      k += 1
    }
    #expect(k == run.steps.count, "\(path): stepped \(k) of \(run.steps.count) steps")
  }

  static var lessons: [String] {
    Repository.swiftFiles(in: Repository.root.appendingPathComponent("Lessons"))
  }
}
