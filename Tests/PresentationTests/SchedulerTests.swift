import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// The simulated main actor and its virtual clock, each checked with a small
/// lesson: what it prints and, where timing matters, what the trace says the clock did.
@Suite struct SchedulerTests {
  /// The scheduler's own trace lines (task switches, sleeps, clock jumps), in order.
  func schedule(_ run: LessonRun) -> [String] {
    run.steps.flatMap(\.events).compactMap { e in
      if case .schedule(let s) = e.kind { return TraceRenderer.text(s) } else { return nil }
    }
  }

  @Test func equalDeadlinesWakeInTheOrderTheirSleepsBegan() {
    // All three wake at t=50ms. `a` and `c` began sleeping at t=0 (a first), `b` at t=20ms.
    let run = runLesson(
      """
      let a = Task { try? await Task.sleep(for: .milliseconds(50)); print("a") }
      let b = Task {
        try? await Task.sleep(for: .milliseconds(20))
        try? await Task.sleep(for: .milliseconds(30))
        print("b")
      }
      let c = Task { try? await Task.sleep(for: .milliseconds(50)); print("c") }
      _ = await a.value
      _ = await b.value
      _ = await c.value
      """, trace: true)
    #expect(run.error == nil)
    #expect(run.outputLines == ["a", "c", "b"])
    #expect(
      schedule(run).filter { $0.contains("the clock jumps") }.map { String($0.prefix(while: { $0 != ":" })) } == [
        "t=20ms", "t=50ms",
      ])
  }

  /// Sleepers due at one instant wake one at a time: what the first one makes ready (the
  /// consumer of the element it yields) runs before the second wakes. Swift's order here is a
  /// race; this is the one its runs usually show (verified against Swift 6.3.1).
  @Test func equalDeadlinesWakeOneAtATime() {
    let run = runLesson(
      """
      let (stream, continuation) = AsyncStream.makeStream(of: String.self)
      let consumer = Task { for await s in stream { print("got \\(s)") } }
      let first = Task {
        try? await Task.sleep(for: .milliseconds(10))
        continuation.yield("one")
        print("first yielded")
      }
      let second = Task {
        try? await Task.sleep(for: .milliseconds(10))
        print("second wakes")
        continuation.finish()
      }
      _ = await consumer.value
      """)
    #expect(run.error == nil)
    #expect(run.outputLines == ["first yielded", "got one", "second wakes"])
  }

  @Test func cancellingASleepingTaskThrowsAtOnceWithoutWaitingForTheDeadline() {
    // The task sleeps 10 s; it is cancelled at t=5ms. Its `try?` sleep returns at once, a second
    // (`try`) sleep on the cancelled task throws CancellationError without suspending, and it
    // finishes before the witness that wakes at t=100ms. The clock never reaches 10 s.
    let run = runLesson(
      """
      let t = Task {
        try? await Task.sleep(for: .seconds(10))
        print("try? swallowed it; cancelled=\\(Task.isCancelled)")
        do {
          try await Task.sleep(for: .seconds(10))
          print("slept (unexpected)")
        } catch {
          print("threw \\(error)")
        }
        return 7
      }
      let witness = Task { try? await Task.sleep(for: .milliseconds(100)); print("witness at 100ms") }
      try? await Task.sleep(for: .milliseconds(5))
      t.cancel()
      print("t.value = \\(await t.value)")
      _ = await witness.value
      """, trace: true)
    #expect(run.error == nil)
    #expect(
      run.outputLines == [
        "try? swallowed it; cancelled=true", "threw CancellationError()", "t.value = 7", "witness at 100ms",
      ])
    let jumps = schedule(run).filter { $0.contains("the clock jumps") }
    #expect(jumps.map { String($0.prefix(while: { $0 != ":" })) } == ["t=5ms", "t=100ms"])
    #expect(!schedule(run).contains { $0.hasPrefix("t=10s") })
  }

  @Test func awaitingAFinishedTaskGetsItsValueWithoutSuspending() {
    // If `await t.value` suspended, the ready task `other` would run before "got 42".
    let run = runLesson(
      """
      let t = Task { 42 }
      await Task.yield()
      var log: [String] = []
      let other = Task { log.append("other ran") }
      let v = await t.value
      log.append("got \\(v)")
      _ = await other.value
      print(log)
      """, trace: true)
    #expect(run.error == nil)
    #expect(run.outputLines == [#"["got 42", "other ran"]"#])
    #expect(!schedule(run).contains("main waits for task #1 to finish"))
    #expect(schedule(run).contains("main waits for task #2 to finish"))
  }

  @Test func yieldLetsAReadyTaskRun() {
    let run = runLesson(
      """
      var log: [String] = []
      Task { log.append("task") }
      log.append("before yield")
      await Task.yield()
      log.append("after yield")
      print(log)
      """)
    #expect(run.error == nil)
    #expect(run.outputLines == [#"["before yield", "task", "after yield"]"#])
  }

  @Test func minutesOfVirtualTimeCostLittleWallTime() {
    // 10 minutes of sleeps on the main program and 20 minutes in a task.
    let clock = ContinuousClock()
    let start = clock.now
    let run = runLesson(
      """
      var ticks = 0
      let long = Task { try? await Task.sleep(for: .seconds(1200)); print("task woke after 20 minutes") }
      for _ in 0..<600 {
        try? await Task.sleep(for: .seconds(1))
        ticks += 1
      }
      print("main slept \\(ticks) seconds")
      _ = await long.value
      """, trace: true)
    let elapsed = clock.now - start
    #expect(run.error == nil)
    #expect(run.outputLines == ["main slept 600 seconds", "task woke after 20 minutes"])
    #expect(schedule(run).last { $0.contains("the clock jumps") }?.hasPrefix("t=1200s:") == true)
    // A real sleep would take 30 minutes (600 of them one second each); the bound is far from
    // both that and the run's own time (well under a second), so machine load cannot decide it.
    #expect(elapsed < .seconds(60), "30 minutes of virtual time took \(elapsed) of wall time")
  }

  @Test func awaitingALoopParkedForeverStopsWithAnErrorNamingTheLoopAndR25() {
    let run = runLesson(
      """
      var plain = 1
      let obs = Observations { plain }
      let loop = Task { for await v in obs { print("got \\(v)") } }
      try? await Task.sleep(for: .milliseconds(10))
      plain = 2
      _ = await loop.value
      print("unreachable")
      """)
    #expect(run.outputLines == ["got 1"])
    let e = run.error
    #expect(e?.kind == .limit)
    #expect(e?.loc?.line == 6)
    #expect(e?.message.contains("main awaits task #1") == true)
    #expect(e?.message.contains("loop #1") == true)
    #expect(e?.message.contains("read nothing observable") == true)
    #expect(e?.message.contains("(R25)") == true)
  }
}
