import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// One test per rule of docs/rules.md (R1–R13), each checking both what the program prints and
/// what the trace says happened.
@Suite struct RuleTests {
  static let model = """
    @Observable final class M {
      var a = 0
      var b = 0
      var name = "x"
      @ObservationIgnored var ignored = 0
      var sum: Int { a + b }
    }
    final class Plain { var v = 0 }

    """

  func traced(_ body: String) -> LessonRun { runLesson(RuleTests.model + body, trace: true) }

  func kinds(_ run: LessonRun) -> [String] {
    run.steps.flatMap(\.events).map { e in
      switch e.kind {
      case .read(let p, _): return "read \(p)"
      case .armed(let t, _, _): return "armed \(t)"
      case .nothingTracked(let t): return "nothing \(t)"
      case .willSet(let p, _, _, _): return "willSet \(p)"
      case .didSet(let p, _, _): return "didSet \(p)"
      case .unobserved(let p, _, _, _): return "write \(p)"
      case .sameValue(let p, _): return "same \(p)"
      case .fired(let t, let cb, _, _, _): return "fired \(t) \(cb)"
      case .cancelled(let t, _): return "cancelled \(t)"
      case .orderNote: return "order"
      case .output(let s): return "out \(s)"
      case .expectation: return "expect"
      case .deinitRan(let o): return "deinit \(o)"
      case .note, .log: return "note"
      case .schedule(let s): return "schedule \(TraceRenderer.text(s))"
      case .loop(let l, let s): return "\(l) \(TraceRenderer.text(s))"
      case .held(let p, _, _, _): return "held \(p)"
      default: return "other"
      }
    }
  }

  @Test func r1ReadsAreASetPerObjectAndProperty() {
    let run = traced(
      """
      let m = M()
      let p = Plain()
      withObservationTracking { _ = m.a; _ = m.a; _ = m.sum; _ = m.ignored; _ = p.v } onChange: { print("fired") }
      m.ignored = 1
      p.v = 1
      m.name = "y"
      m.b = 1
      """)
    #expect(run.error == nil)
    let k = kinds(run)
    // `a` once (a set), then `b` through the computed `sum`; ignored and plain reads are invisible.
    #expect(k.filter { $0.hasPrefix("read") } == ["read m.a", "read m.b"])
    #expect(run.outputLines == ["fired"])
  }

  @Test func r2NothingReadNothingInstalledAndHandlerNotEvaluated() {
    let run = traced(
      """
      var made = 0
      func handler() -> () -> Void { made += 1; return { print("fired") } }
      let m = M()
      withObservationTracking({ _ = 1 + 1 }, onChange: handler())
      m.a = 1
      print(made)
      """)
    #expect(run.outputLines == ["0"])
    #expect(kinds(run).contains("nothing T1"))
  }

  @Test func r3InnerReadsMergeIntoOuterScope() {
    let run = traced(
      """
      let m = M()
      var log: [String] = []
      withObservationTracking {
        withObservationTracking { _ = m.b } onChange: { log.append("inner") }
      } onChange: { log.append("outer") }
      m.b = 1
      print(log.sorted())
      m.b = 2
      print(log.sorted())
      """)
    #expect(run.outputLines == ["[\"inner\", \"outer\"]", "[\"inner\", \"outer\"]"])
  }

  @Test func r4OnChangeRunsInWillSetBeforeTheStore() {
    let run = traced(
      """
      let m = M()
      withObservationTracking { _ = m.a } onChange: { print("sees \\(m.a)") }
      m.a = 5
      print("after \\(m.a)")
      """)
    #expect(run.outputLines == ["sees 0", "after 5"])
    let k = kinds(run)
    let will = k.firstIndex(of: "willSet m.a")!
    let fired = k.firstIndex(of: "fired T1 onChange")!
    let did = k.firstIndex(of: "didSet m.a")!
    #expect(will < fired && fired < did)
  }

  @Test func r5OneShotCancelsOnEveryObject() {
    let run = traced(
      """
      let x = M()
      let y = M()
      var n = 0
      withObservationTracking { _ = x.a; _ = y.a } onChange: { n += 1 }
      x.a = 1
      y.a = 1
      x.a = 2
      print(n)
      """)
    #expect(run.outputLines == ["1"])
    #expect(kinds(run).filter { $0 == "cancelled T1" }.count == 1)
  }

  @Test func r6ReentrantWritesRecurseAndTheOuterStoreWins() {
    let run = traced(
      """
      let m = M()
      var depth = 0
      withObservationTracking { _ = m.a } onChange: {
        depth += 1
        let d = depth
        if d < 4 { m.a = 1000 + d }
      }
      m.a = 1
      print(m.a, depth)
      """)
    #expect(run.outputLines == ["1 4"])
    let unguarded = runLesson(
      RuleTests.model
        + "let m = M()\nwithObservationTracking { _ = m.a } onChange: { m.a = 5 }\nm.a = 5\nprint(\"unreached\")")
    #expect(unguarded.error?.message.contains("re-entered") == true)
    #expect(unguarded.outputLines.isEmpty)
  }

  @Test func r7SameValueIsFilteredByStaticType() {
    let run = traced(
      """
      struct NE { var v = 0 }
      struct EQ: Equatable { var v = 0 }
      final class Ref {}
      @Observable final class W {
        var i = 0
        var ne = NE()
        var eq = EQ()
        var ref = Ref()
        var opt: Int? = nil
        var nan = Double.nan
      }
      let w = W()
      var log: [String] = []
      withObservationTracking { _ = w.i; _ = w.ne; _ = w.eq; _ = w.ref; _ = w.opt; _ = w.nan } willSet: { _ in log.append("w") } didSet: { _ in }
      w.i = 0; print(log.count)
      w.ne = NE(); print(log.count)
      w.eq = EQ(); print(log.count)
      let r = w.ref
      w.ref = r; print(log.count)
      w.ref = Ref(); print(log.count)
      w.opt = nil; print(log.count)
      w.nan = .nan; print(log.count)
      """)
    #expect(run.error == nil)
    // Int same: no; non-Equatable struct: always; Equatable same: no; same instance: no;
    // new instance: yes; nil to nil: no; NaN != NaN: yes.
    #expect(run.outputLines == ["0", "1", "1", "1", "2", "2", "3"])
    #expect(kinds(run).contains("same w.i"))
  }

  @Test func r7GenericPropertyAlwaysNotifies() {
    let run = runLesson(
      """
      @Observable final class GBox<T> { var value: T; init(_ v: T) { value = v } }
      @Observable final class EBox<T: Equatable> { var value: T; init(_ v: T) { value = v } }
      let g = GBox(1)
      let e = EBox(1)
      withObservationTracking { _ = g.value } onChange: { print("GBox notified") }
      g.value = 1
      withObservationTracking { _ = e.value } onChange: { print("EBox notified") }
      e.value = 1
      """)
    #expect(run.outputLines == ["GBox notified"])
  }

  @Test func r8ModifyAlwaysNotifiesOnceAndCountsAsARead() {
    let run = traced(
      """
      @Observable final class V { var arr = [1, 2]; var n = 0 }
      let v = V()
      var count = 0
      withObservationTracking { _ = v.arr; _ = v.n } willSet: { _ in count += 1 } didSet: { _ in }
      v.n += 0
      v.arr.append(3)
      v.arr[0] = 1
      print(count, v.arr)
      withObservationTracking { v.n += 1 } onChange: { print("the += inside apply was a read") }
      v.n = 100
      """)
    #expect(run.outputLines == ["3 [1, 2, 3]", "the += inside apply was a read"])
  }

  @Test func r9GranularityAndNestedObjects() {
    let run = traced(
      """
      @Observable final class Item { var q = 0 }
      @Observable final class Box { var items = [Item(), Item()]; var points = [0, 0] }
      let b = Box()
      var log: [String] = []
      withObservationTracking { _ = b.points[1] } onChange: { log.append("points[1] reader") }
      b.points[0] = 42
      withObservationTracking { _ = b.items.count } onChange: { log.append("items reader") }
      withObservationTracking { _ = b.items[1].q } onChange: { log.append("items[1].q reader") }
      b.items[0].q = 7
      print(log)
      b.items[1].q = 7
      print(log)
      """)
    #expect(run.outputLines == ["[\"points[1] reader\"]", "[\"points[1] reader\", \"items[1].q reader\"]"])
    // `b.items[0].q = 7` reads `items` through its getter (tracked), then writes the Item's `q`
    // (the Item is named by its path).
    #expect(kinds(run).contains("write b.items[0].q"))
  }

  @Test func r10PersistentWillSetDidSetWithChanged() {
    let run = traced(
      """
      let m = M()
      var saved: ObservationTracking? = nil
      withObservationTracking { _ = m.a; _ = m.b } willSet: { t in
        saved = t
        print("willSet a=\\(m.a) changed a: \\(t.changed == \\M.a)")
      } didSet: { t in
        print("didSet a=\\(m.a)")
      }
      m.a = 1
      m.b = 2
      saved!.cancel()
      m.a = 3
      print("done")
      """)
    #expect(run.error == nil)
    #expect(
      run.outputLines == [
        "willSet a=0 changed a: true", "didSet a=1", "willSet a=1 changed a: false", "didSet a=1", "done",
      ])
  }

  @Test func r11ObserversAreSnapshotPerNotification() {
    let run = runLesson(
      RuleTests.model
        + """
        let m = M()
        var handles: [String: ObservationTracking] = [:]
        var log: [String] = []
        var cancelOthers = false
        for name in ["X", "Y"] {
          withObservationTracking { _ = m.a } willSet: { t in
            handles[name] = t
            log.append("\\(name).willSet")
            if cancelOthers { for (n, h) in handles where n != name { h.cancel() } }
          } didSet: { _ in log.append("\\(name).didSet") }
        }
        m.a = 1
        print(log.sorted()); log = []
        cancelOthers = true
        m.a = 2
        print(log.sorted()); log = []
        m.a = 3
        print(log.sorted())
        """)
    #expect(run.error == nil)
    #expect(
      run.outputLines == [
        "[\"X.didSet\", \"X.willSet\", \"Y.didSet\", \"Y.willSet\"]", "[\"X.willSet\", \"Y.willSet\"]", "[]",
      ])
  }

  @Test func r12DeallocationNotifiesNobody() {
    let run = traced(
      """
      @Observable final class D { var a = 0; deinit { print("D.deinit") } }
      do {
        var d: D? = D()
        withObservationTracking { _ = d!.a } onChange: { print("fired at deinit") }
        print("releasing")
        d = nil
        print("released")
      }
      """)
    #expect(run.outputLines == ["releasing", "D.deinit", "released"])
  }

  @Test func r13SeveralObserversFireInRegistrationOrderWithANote() {
    let run = traced(
      """
      let m = M()
      for name in ["X", "Y", "Z"] {
        withObservationTracking { _ = m.a } onChange: { print(name) }
      }
      m.a = 1
      """)
    #expect(run.outputLines == ["X", "Y", "Z"])
    #expect(kinds(run).contains("order"))
  }

  /// `#why`, `#whynot` and `#graph` explain; they do not run the lesson's code: `m.a` in one is
  /// not read (no read event, no dependency: the exported Swift has the directive as a comment),
  /// and a variable holding a number names itself, not its value.
  @Test func directivesNameWhatTheyExplainWithoutReadingIt() {
    let run = traced(
      """
      let n = 3
      withObservationTracking { _ = m.b } onChange: { print("fired") }
      #whynot(n)
      #graph(m.a)
      #why(m.a)
      m.a = 1

      """.replacingOccurrences(of: "withObservationTracking", with: "let m = M()\nwithObservationTracking"))
    #expect(run.error == nil)
    #expect(kinds(run).filter { $0.hasPrefix("read") } == ["read m.b"], "\(kinds(run))")
    let titles = run.steps.flatMap(\.events).compactMap { e -> String? in
      switch e.kind {
      case .table(let title, _): return title
      case .explanation(let title, _): return title
      case .graph(let title, _, _): return title
      default: return nil
      }
    }
    #expect(titles == ["#whynot(n)", "#graph(m.a)", "#why(m.a)"])
    #expect(kinds(run).contains("write m.a"), "m.a has no observer: the directives did not make one")
  }

  /// A computed variable named in a directive is not run either: its getter's print would be
  /// output the exported Swift program (the directive is a comment there) never makes.
  @Test func aDirectiveDoesNotRunAComputedVariable() {
    let run = runLesson(
      """
      var count = 0
      var x: Int { print("evaluated"); count += 1; return count }
      #whynot(x)
      #why(x)
      #graph(x)
      print(count)

      """)
    #expect(run.error == nil)
    #expect(run.outputLines == ["0"])
  }
}
