import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// `observatory present`: one step per screen, forward and back, the question of a `#predict`
/// on its own slide and its answer on the next.
@Suite struct PresentTests {
  @Test func slidesStepForwardAndBack() throws {
    let lesson = Repository.root.appendingPathComponent("Lessons/12-one-tile-of-ten.swift")
    let p = Process()
    p.executableURL = Repository.observatory
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
    #expect(Self.positions(text) == ["1/32", "2/32", "3/32", "2/32"])
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
    // The question's source is shown without its choices' answer.
    #expect(question.contains { $0.contains(#"#predict("How often does onChange run?")"#) })
    #expect(!question.joined().contains("answer: 1"))
    let answer = try #require(deck.slide(5, style: style, width: 100))
    #expect(answer.contains { $0.contains("✓ The answer: 2) once") })
    #expect(answer.contains("Dependency graph") || answer.contains { $0.contains("m.a") })
    #expect(deck.slide(7, style: style, width: 100) == nil)
  }

  /// Every slide of every lesson and exercise, at 80×24 and 100×30: no line wider than the
  /// terminal, no slide taller than it, and a header that fits.
  @Test(arguments: [(80, 24), (100, 30)])
  func everySlideOfEveryLessonFits(_ size: (width: Int, height: Int)) throws {
    let course = Repository.course()
    let style = TextStyle(color: true)
    var slides = 0
    for item in course.items {
      let deck = try Deck(try LessonRun.load(path: item.path))
      var k = 0
      while deck.slide(k) != nil {
        let header = deck.header(k, width: size.width)
        #expect(DisplayWidth.of(header) <= size.width, "\(item.id) slide \(k + 1): the header is too wide")
        // As Present.draw lays it out: two columns of margin, the header and a blank line above,
        // a line for messages below.
        let lines = deck.lines(k, style: style, width: size.width - 2, height: size.height - 3)
        #expect(lines.count <= size.height - 3, "\(item.id) slide \(k + 1): \(lines.count) lines")
        for l in lines where DisplayWidth.of(l) + 2 > size.width {
          Issue.record("\(item.id) slide \(k + 1) at \(size.width) columns: '\(l)'")
        }
        k += 1
        slides += 1
      }
    }
    #expect(slides > 400)
    // The header fits however long the title.
    let long = try Deck(
      SourceFile(path: "t.swift", text: "//: # " + String(repeating: "Very long title ", count: 20) + "\nlet a = 1\n"))
    _ = long.slide(0)
    #expect(DisplayWidth.of(long.header(0, width: 40)) <= 40 && long.header(0, width: 40).contains("1/1"))
  }

  /// A graph of twenty like views is drawn as two rows, as the trace collapses them.
  @Test func theGraphCollapsesRunsOfLikeNodes() throws {
    let deck = try Deck(
      try LessonRun.load(path: Repository.root.appendingPathComponent("Lessons/12-one-tile-of-ten.swift").path))
    let slide = try #require(deck.slide(7, style: TextStyle(color: false), width: 78))
    #expect(slide.contains { $0.contains("ModernTile[0…9] ×10") })
    #expect(!slide.contains { $0.contains("ModernTile[3]") })
  }

  func present(_ args: [String], keys: String, environment: [String: String] = [:]) throws -> String {
    let p = Process()
    p.executableURL = Repository.observatory
    p.arguments = ["present"] + args + ["--no-color"]
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let out = Pipe()
    p.standardInput = stdin
    p.standardOutput = out
    try p.run()
    stdin.fileHandleForWriting.write(Data(keys.utf8))
    try stdin.fileHandleForWriting.close()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    return text
  }

  static func positions(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix(" Lesson") || line.hasPrefix(" p"),
        let r = line.range(of: #"(\d+/\d+|live) "#, options: .regularExpression)
      else { return nil }
      return String(line[r]).trimmingCharacters(in: .whitespaces)
    }
  }

  /// `g 12` Enter jumps to step 12; Home and End in each terminal's spelling.
  @Test func jumpsToAStepAndToTheEnds() throws {
    let keys =
      "g12\r" + "\u{1B}[H" + "\u{1B}[F" + "\u{1B}[1~" + "\u{1B}[4~" + "\u{1B}OH" + "\u{1B}OF" + "\u{1B}[7~" + "g99\rq"
    let text = try present(["12"], keys: keys)
    #expect(
      Self.positions(text) == ["1/32", "12/32", "1/32", "32/32", "1/32", "32/32", "1/32", "32/32", "1/32", "1/32"])
    #expect(text.contains("there is no step '99': 1 to 32"))
  }

  /// `:` types a statement that runs on the lesson's state: a slide of its own, flagged when it
  /// changed the lesson; allowed only at the latest slide.
  @Test func aLiveSlideRunsOnTheLessonsState() throws {
    let source = """
      @Observable final class M { var a = 0 }
      let m = M()
      withObservationTracking { _ = m.a } onChange: { print("fired") }
      m.a = 1
      """
    let deck = try Deck(SourceFile(path: "p.swift", text: source))
    _ = deck.slide(2)
    #expect(deck.canRunLive(at: 2) && !deck.canRunLive(at: 1))
    let look = deck.live("m.a + 1")
    #expect(!look.changedLesson)
    let lines = deck.lines(3, style: TextStyle(color: false), width: 78)
    #expect(lines.contains { $0.contains("▷ m.a + 1") } && lines.contains { $0.contains("= 1") })
    let write = deck.live("m.a = 5")
    #expect(write.changedLesson)
    #expect(
      deck.lines(4, style: TextStyle(color: false), width: 78).contains {
        $0.contains("⚑ this changed the lesson's state")
      })
    #expect(deck.lines(4, style: TextStyle(color: false), width: 78).contains { $0.contains("fired") })
    #expect(deck.header(4, width: 80).contains("live"))
  }

  /// `//: note:` lines are speaker notes: not on the slide; `present --notes` on a second terminal
  /// shows the notes of the slide the first one shows.
  @Test func speakerNotesGoToTheSecondTerminal() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-notes-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let lesson = dir.appendingPathComponent("n.swift")
    try """
    //: # Notes
    //: Text the class sees.
    //: note: Ask who has used Combine.
    let a = 1
    //: note: Point at the graph.
    let b = 2
    """.write(to: lesson, atomically: true, encoding: .utf8)
    let deck = try Deck(try LessonRun.load(path: lesson.path))
    let first = deck.lines(0, style: TextStyle(color: false), width: 78)
    #expect(first.contains { $0.contains("Text the class sees.") } && !first.joined().contains("Combine"))
    #expect(deck.slide(0)?.notes == ["Ask who has used Combine."])

    let env = ["XDG_STATE_HOME": dir.path]
    // The presenter moves to the second slide; its notes file then names that slide.
    _ = try present([lesson.path], keys: " q", environment: env)
    let file = try String(contentsOfFile: dir.path + "/observatory/present-notes", encoding: .utf8)
    #expect(file.contains("• Point at the graph.") && file.contains("2/2"))
    // The notes terminal, started then, shows them; q quits it.
    let notes = Process()
    notes.executableURL = Repository.observatory
    notes.arguments = ["present", lesson.path, "--notes", "--no-color"]
    notes.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
    let notesIn = Pipe()
    let notesOut = Pipe()
    notes.standardInput = notesIn
    notes.standardOutput = notesOut
    try notes.run()
    notesIn.fileHandleForWriting.write(Data("q".utf8))
    let shown = String(decoding: notesOut.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    notes.waitUntilExit()
    #expect(notes.terminationStatus == 0)
    // Another lesson's notes are not shown.
    #expect(!shown.contains("Waiting for observatory present"))
    #expect(shown.contains("• Point at the graph."))
  }
}
