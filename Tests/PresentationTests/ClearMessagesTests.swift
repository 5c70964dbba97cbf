import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// Messages that said something untrue or unclear (issue 30): errors that pointed into the
/// prelude and at a stream the lesson never made, and a nesting limit quoted in the parser's own
/// units.
@Suite struct ClearMessagesTests {
  /// A continuation resumed twice trapped at `<prelude>:193:28`; now at the lesson's second
  /// `resume`.
  @Test func aContinuationResumedTwiceIsReportedAtTheLessonsLine() {
    let text = """
      func load() async -> Int {
        await withCheckedContinuation { c in
          c.resume(returning: 1)
          c.resume(returning: 2)
        }
      }
      let v = await load()
      print(v)

      """
    let run = runLesson(text, path: "twice.swift", trace: true)
    #expect(run.error?.loc?.file.path == "twice.swift" && run.error?.loc?.line == 4, "\(String(describing: run.error))")
    #expect(run.error?.message.contains("tried to resume its continuation more than once") == true)
    let shown = Transcript.render(run)
    #expect(!shown.contains("<prelude>") && !shown.contains("stream #"), "\(shown)")
  }

  /// A continuation never resumed: the playground stopped at `<prelude>:205:25` saying main
  /// "waits in next() for an element of stream #1", a stream the lesson never made.
  @Test func aLeakedContinuationSaysSo() {
    let text = """
      func load() async -> Int {
        await withCheckedContinuation { c in _ = c }
      }
      let v = await load()
      print(v)

      """
    let run = runLesson(text, path: "leak.swift", trace: true)
    let e = run.error
    #expect(e?.loc?.file.path == "leak.swift" && e?.loc?.line == 2, "\(String(describing: e))")
    #expect(e?.message.contains("waits for its continuation to be resumed") == true, "\(e?.message ?? "")")
    #expect(e?.message.contains("leaked its continuation") == true)
    let shown = Transcript.render(run)
    #expect(!shown.contains("<prelude>") && !shown.contains("stream #"), "\(shown)")
  }

  /// A task group whose child never finishes: main waited "in next() for an element of stream
  /// #1", the prelude's stream behind the group.
  @Test func aStuckTaskGroupSaysSo() {
    let text = """
      @Observable class M { var x = 0 }
      let m = M()
      let total = await withTaskGroup(of: Int.self) { group in
        group.addTask {
          for await v in Observations({ m.x }) { if v > 5 { return v } }
          return 0
        }
        var sum = 0
        for await v in group { sum += v }
        return sum
      }
      print(total)

      """
    let e = runLesson(text, path: "group.swift", trace: true).error
    #expect(e?.message.contains("waits for the next child task of its task group") == true, "\(e?.message ?? "")")
    #expect(e?.message.contains("stream #") == false)
    #expect(e?.loc?.file.path == "group.swift")
  }

  /// "More than 200 levels" where closures stopped at about 50: the message now counts what is
  /// open in the lesson, or names the chain.
  @Test func theNestingMessageCountsWhatTheLessonOpened() {
    let closures = "let f = " + String(repeating: "{ ", count: 60) + "1" + String(repeating: " }", count: 60) + "\n"
    let e = lessonError(closures)
    #expect(e?.message.contains("brackets, blocks and closures are open here") == true, "\(e?.message ?? "")")
    let open = e?.message.split(separator: " ").first { Int($0) != nil }.flatMap { Int($0) }
    #expect(open.map { (40...60).contains($0) } == true, "\(e?.message ?? "")")
    let chain = "let x = 1" + String(repeating: " + 1", count: 500) + "\n"
    #expect(lessonError(chain)?.message.contains("a chain this long") == true)
  }
}
