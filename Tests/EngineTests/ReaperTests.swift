import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// Deep values are freed in a loop (`Reaper`), not by Swift's recursive release: each shape is
/// nested 300,000 deep and released on a thread with a 16 MB stack, which a recursive release
/// (a few hundred bytes of stack a level) would overflow many times over.
@Suite struct ReaperTests {
  static let depth = 300_000

  /// Builds a chain `depth` deep with `wrap` and releases it on a small stack.
  static func releasesOnSmallStack(_ wrap: @escaping @Sendable (Value) -> Value) -> Bool {
    final class Done: @unchecked Sendable { var finished = false }
    let done = Done()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      var v = Value.int(0)
      for _ in 0..<depth { v = wrap(v) }
      Reaper.release(taking: &v)
      done.finished = true
      finished.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    finished.wait()
    return done.finished
  }

  nonisolated(unsafe) static let closureProto = FunctionProto(
    name: "f", kind: .closure, file: SourceFile(path: "t.swift", text: ""), start: 0)

  @Test func nestedArrays() { #expect(ReaperTests.releasesOnSmallStack { .array([$0]) }) }
  @Test func nestedTuples() { #expect(ReaperTests.releasesOnSmallStack { .tuple([$0, .int(1)]) }) }
  @Test func nestedOptionals() { #expect(ReaperTests.releasesOnSmallStack { .some($0) }) }
  @Test func nestedDictionaries() {
    #expect(
      ReaperTests.releasesOnSmallStack {
        var d = DictStorage()
        d.set(.string("k"), $0)
        return .dict(d)
      })
  }
  @Test func closureChains() {
    #expect(ReaperTests.releasesOnSmallStack { .closure(Closure(proto: ReaperTests.closureProto, captures: [$0])) })
  }
  @Test func cellChains() { #expect(ReaperTests.releasesOnSmallStack { .cell(Cell($0)) }) }
  @Test func mixedChains() {
    #expect(
      ReaperTests.releasesOnSmallStack { v in
        .array([.some(.closure(Closure(proto: ReaperTests.closureProto, captures: [.cell(Cell(.tuple([v])))])))])
      })
  }

  /// A lesson that wraps a value in an optional again and again (`o = Optional(o) as Any`): each
  /// old value shares all but the new top level, so releasing it must cost one level, not the
  /// chain (it walked the chain: 4,000 levels took 2.4 s of CPU in a debug build, 20,000 took
  /// 56 s, and 50,000 would take about 6 minutes). CPU time of the lesson's thread, not wall time.
  @Test func nestedOptionalsAreReleasedLevelByLevel() throws {
    #expect(Reaper.optionalBoxIsVisible, "the optional's box cannot be tested for sharing here")
    let text = "var o: Any = 1\nfor _ in 0..<50_000 { o = Optional(o) as Any }\nprint(o)\n"
    let (error, cpu) = try #require(
      BigStack.run(SourceFile(path: "nested-optionals.swift", text: text), waitingAtMost: 60),
      "did not finish in 60 s")
    #expect(cpu < .seconds(2), "took \(cpu) of CPU")
    #expect(error?.message.contains("nested too deeply to print") == true, "\(error?.message ?? "no error")")
  }

  /// An optional's wrapped value outlives the release of one of two holders of the optional.
  @Test func sharedOptionalsSurvive() {
    var a = Value.some(.array([.some(.int(1)), .int(2)]))
    let keep = a
    Reaper.release(taking: &a)
    guard case .some(.array(let xs)) = keep, case .some(.int(1)) = xs[0] else { return #expect(Bool(false)) }
    #expect(xs.count == 2)
  }

  /// Shared parts are not walked: releasing one of two holders leaves the other intact.
  @Test func sharedValuesSurvive() {
    var inner = Value.array([.int(1), .int(2)])
    let keep = inner
    var outer = Value.array([inner, inner])
    inner = .void
    Reaper.release(taking: &outer)
    guard case .array(let xs) = keep else { return #expect(Bool(false)) }
    #expect(xs.count == 2)
  }

  /// A shared reference is dropped without being taken apart (no worklist): that needs its
  /// uniqueness tested without a copy, on the layout `referenceIsVisible` checks. The last
  /// holder's release still takes the value apart (the chains above).
  @Test func sharedReferencesAreSeenShared() {
    #expect(Reaper.referenceIsVisible, "a reference's uniqueness cannot be tested here")
    let c = Closure(proto: ReaperTests.closureProto, captures: [.array([.int(1)])])
    var held = Value.closure(c)
    #expect(!Reaper.isUniqueReference(&held))
    Reaper.release(taking: &held)
    guard case .array(let xs) = c.captures[0] else { return #expect(Bool(false)) }
    #expect(xs.count == 1)
    var alone = Value.closure(Closure(proto: ReaperTests.closureProto, captures: []))
    #expect(Reaper.isUniqueReference(&alone))
  }
}
