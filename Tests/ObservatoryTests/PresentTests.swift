import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

/// `observatory present`: one step per screen, forward and back, the question of a `#predict`
/// on its own slide and its answer on the next.
@Suite struct PresentTests {
  @Test func slidesStepForwardAndBack() throws {
    let lesson = CourseTests.repository.appendingPathComponent("Lessons/12-one-tile-of-ten.swift")
    let p = Process()
    p.executableURL = CommandLineTests.binary
    p.arguments = ["present", lesson.path, "--no-color"]
    let stdin = Pipe()
    let out = Pipe()
    p.standardInput = stdin
    p.standardOutput = out
    try p.run()
    // Forward twice (Space, → as an escape sequence), back once (←), quit.
    stdin.fileHandleForWriting.write(Data(" \u{1B}[C\u{1B}[Dq".utf8))
    try stdin.fileHandleForWriting.close()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let positions = text.split(separator: "\n").compactMap { line -> String? in
      guard let r = line.range(of: "— step ") else { return nil }
      return String(line[r.upperBound...].prefix { $0 != " " })
    }
    #expect(positions == ["1", "2", "3", "2"])
  }

  @Test func aPredictionIsAskedOnItsSlideAndAnsweredOnTheNext() throws {
    let source = """
      @Observable final class M { var a = 0 }
      let m = M()
      var n = 0
      withObservationTracking { _ = m.a } onChange: { n += 1 }
      #predict("How often does onChange run?", ["never", "once", "twice"], answer: 1)
      m.a = 1
      m.a = 2
      """
    let deck = try Deck(SourceFile(path: "p.swift", text: source))
    let style = TextStyle(color: false)
    let question = try #require(deck.slide(4, style: style, width: 100))
    #expect(question.contains("? How often does onChange run?") && question.contains("      2) once"))
    #expect(!question.joined().contains("The answer"))
    let answer = try #require(deck.slide(5, style: style, width: 100))
    #expect(answer.contains { $0.contains("✓ The answer: 2) once") })
    #expect(answer.contains("Dependency graph") || answer.contains { $0.contains("m.a") })
    #expect(deck.slide(7, style: style, width: 100) == nil)
  }
}
