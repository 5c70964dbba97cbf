import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

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
}
