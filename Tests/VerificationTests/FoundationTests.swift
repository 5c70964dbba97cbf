import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// Foundation's value types (`UUID`, `Date`, `Decimal`, `Data`, `URL`) and `AsyncStream`.
/// Each program in `Foundation/` prints what the real Swift 6.3.1 program printed (`NAME.out`,
/// recorded by compiling and running it with `swiftc -swift-version 5`); the tests below cover
/// what only the playground has (its seeded UUIDs, its virtual wall clock) and the lesson errors
/// that stand for Swift's traps.
@Suite struct FoundationTests {
  static func programs() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixture("Foundation").path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  @Test func everyProgramHasItsRecordedOutput() {
    let names = Self.programs()
    #expect(names.count >= 8)
    for name in names {
      let out = Repository.fixture("Foundation").appendingPathComponent(name + ".out").path
      #expect(FileManager.default.fileExists(atPath: out), "\(name).swift has no \(name).out")
    }
  }

  @Test(arguments: programs())
  func programPrintsWhatSwiftPrinted(_ name: String) throws {
    let folder = Repository.fixture("Foundation")
    let source = try String(contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
    var expected = try String(contentsOf: folder.appendingPathComponent(name + ".out"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if expected.last == "" { expected.removeLast() }
    let run = runLesson(source, path: name + ".swift")
    #expect(run.error == nil, "\(name) stopped: \(run.error?.rendered() ?? "")")
    let actual = run.outputLines
    let same = actual == expected
    #expect(
      same,
      "\(name): real Swift printed\n\(expected.joined(separator: "\n"))\nthe playground printed\n\(actual.joined(separator: "\n"))"
    )
  }

  /// With the compiler check, Swift's SIL makes each literal given where a `Decimal` goes
  /// (`var discount: Decimal = 0`, `reduce(0) { $0 + $1.price }`) through
  /// `Decimal(integerLiteral:)`; the playground makes those Decimals as it does without the check,
  /// instead of refusing the lesson for the initializer's name (found by fresh33a).
  @Test func decimalLiteralsRunWithTheCompilerCheck() throws {
    guard requiredSwiftc() != nil else { return }
    let folder = Repository.fixture("Foundation")
    let expected = try String(contentsOf: folder.appendingPathComponent("decimal.out"), encoding: .utf8)
    let run = try observatory(["run", "--quiet", folder.appendingPathComponent("decimal.swift").path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == expected)
  }

  // MARK: - Playground only

  @Test func uuidsComeFromASeededSequence() {
    let src = "print(UUID())\nprint(UUID())"
    let first = output(src)
    #expect(first == ["DB004F98-B4C9-461D-8B61-F95CD27C5FBE", "BE0D50D4-6A44-4A69-837F-550A45DCE907"])
    #expect(output(src) == first, "every run draws the same UUIDs")
    var sequence = UUIDSequence()
    for _ in 0..<100 {
      let text = sequence.next().uuidString
      let chars = Array(text)
      #expect(chars[14] == "4", "version 4: \(text)")
      #expect("89AB".contains(chars[19]), "RFC 4122 variant: \(text)")
    }
  }

  @Test func theWallClockStartsAtAFixedInstantAndMovesWithTheVirtualClock() {
    let src = """
      print(Date(), Date.now.timeIntervalSince1970 >= 1_735_689_600)
      let start = Date()
      try? await Task.sleep(for: .seconds(90))
      let elapsed = Date().timeIntervalSince(start)
      print(Date(), elapsed > 90, elapsed < 90.001)
      """
    #expect(output(src) == ["2025-01-01 00:00:00 +0000 true", "2025-01-01 00:01:30 +0000 true true"])
    #expect(DateValue.format(VirtualWallClock.start) == "2025-01-01 00:00:00 +0000")
  }

  @Test func readingsAtOneInstantMoveForward() {
    #expect(output("let a = Date()\nlet b = Date()\nprint(b > a, b.timeIntervalSince(a) < 0.001)") == ["true true"])
  }

  @Test func dateFormattingMatchesSwiftsCivilCalendar() {
    #expect(DateValue.format(0) == "2001-01-01 00:00:00 +0000")
    #expect(DateValue.format(-978_307_200 + 951_782_400) == "2000-02-29 00:00:00 +0000")
    #expect(DateValue.format(DateValue.distantPast) == "0000-12-30 00:00:00 +0000")
    #expect(DateValue.format(DateValue.distantFuture) == "4001-01-01 00:00:00 +0000")
    #expect(DateValue.format(DateValue.distantFuture + 1) == "<description unavailable>")
    #expect(DateValue.format(.infinity) == "<description unavailable>")
    #expect(DateValue.format(.nan) == nil)
  }

  // MARK: - Swift's traps are lesson errors

  @Test func printingANaNDateStops() {
    let e = lessonError("let d = Date(timeIntervalSince1970: .nan)\nprint(d.timeIntervalSince1970.isNaN)\nprint(d)")
    #expect(e?.kind == .runtime)
    #expect(e?.message.contains("NaN") == true)
  }

  @Test func aDecimalFromNaNOrInfinityStops() {
    #expect(lessonError("let x = 0.0 / 0.0\nprint(Decimal(x))")?.message.contains("NaN") == true)
    #expect(lessonError("print(Decimal(Double.infinity))")?.message.contains("infinite") == true)
    #expect(output("print(Decimal(1) / 0, Decimal.nan)") == ["NaN NaN"])
  }

  @Test func bytesOutsideUInt8Stop() {
    #expect(lessonError("print(Data([1, 256]))")?.message.contains("UInt8") == true)
    #expect(lessonError("var d = Data()\nd.append(-1)")?.message.contains("UInt8") == true)
    #expect(
      lessonError("let d = Data([1, 2, 3]).dropFirst()\nprint(d[0])")?.message.contains("index out of range") == true)
  }

  @Test func nothingTouchesTheFileSystemOrTheNetwork() {
    let file = lessonError("let u = URL(string: \"file:///tmp\")!\nprint(u.appendingPathComponent(\"x\"))")
    #expect(file?.message.contains("file system") == true)
    for src in [
      "let d = Data(contentsOf: URL(string: \"https://example.com\")!)",
      "let u = URL(fileURLWithPath: \"/tmp\")",
      "let s = String(contentsOfFile: \"/etc/passwd\")",
    ] {
      let e = lessonError(src)
      #expect(e?.kind == .compile, "\(src) must be rejected when the lesson loads")
    }
  }

  @Test func byteSequencesOfferOnlyMethodsThatPrintAsSwiftPrintsThem() {
    #expect(
      output("let d = Data([3, 1, 2])\nprint(d.sorted(), d.map { $0 + 1 }, d.filter { $0 > 1 })") == [
        "[1, 2, 3] [4, 2, 3] 2 bytes"
      ])
    // Swift's `reversed()` is a ReversedCollection<Data>: not offered, rather than printed as an array.
    #expect(lessonError("print(Data([1, 2]).reversed())")?.message.contains("no member 'reversed'") == true)
  }

  /// Foundation is imported when the lesson imports it (or Dispatch, or SwiftUI), never for it: a
  /// lesson that uses Foundation's types without importing it is not valid Swift, and the
  /// compiler check of its export must say so as swiftc does.
  @Test func theExportImportsFoundationOnlyWhenTheLessonDoes() throws {
    for src in ["let d: Decimal = 1\nprint(d)", "struct P { let id = UUID() }", "print(Date.now > .distantPast)"] {
      let bare = try SwiftExport.export(SourceFile(path: "f.swift", text: src))
      #expect(!bare.source.contains("import Foundation"), "\(src)")
      for module in ["Foundation", "Dispatch", "SwiftUI"] {
        let imported = try SwiftExport.export(SourceFile(path: "f.swift", text: "import \(module)\n" + src))
        #expect(imported.source.contains("\nimport Foundation\n"), "\(module): \(src)")
      }
    }
    let stream = try SwiftExport.export(
      SourceFile(path: "s.swift", text: "let s = AsyncStream(Int.self) { $0.finish() }"))
    #expect(!stream.source.contains("import Foundation"), "AsyncStream is in the standard library")
  }

  // MARK: - AsyncStream on the scheduler

  @Test func consumersAreResumedFirstComeFirstServed() {
    let src = """
      let (s, c) = AsyncStream.makeStream(of: Int.self)
      let a = Task { for await x in s { print("a", x) }; print("a end") }
      let b = Task { for await x in s { print("b", x) }; print("b end") }
      try? await Task.sleep(for: .milliseconds(10))
      c.yield(1)
      c.yield(2)
      try? await Task.sleep(for: .milliseconds(10))
      c.yield(3)
      c.finish()
      await a.value
      await b.value
      """
    #expect(output(src) == ["a 1", "b 2", "a 3", "b end", "a end"])
  }

  @Test func waitingForAStreamNobodyFeedsIsADeadlock() {
    let e = lessonError("let (s, c) = AsyncStream.makeStream(of: Int.self)\nfor await x in s { print(x) }")
    #expect(e?.kind == .limit)
    #expect(e?.message.contains("waits in next() for an element of stream #1") == true)
  }

  @Test func unfoldingIsNotAvailable() {
    let e = lessonError("let s = AsyncStream { 5 }")
    #expect(e?.message.contains("continuation") == true)
  }

  /// A stream's element type is named when the lesson loads (`Compiler+StreamElementTypes`):
  /// written, or from the context the stream is made for; one Swift infers from the closure's
  /// body is refused before the first statement runs.
  @Test func aStreamsElementTypeIsKnownWhenTheLessonLoads() {
    let e = lessonError("let (s, c) = AsyncStream.makeStream(of: Int.self)\nprint(s)")
    #expect(e == nil)
    let context = runLesson(
      "func f() -> AsyncStream<[Int]> {\n  AsyncStream { c in c.finish() }\n}\nlet g: AsyncStream<Int?> = AsyncStream { c in c.finish() }\n"
        + "print(f(), g)")
    #expect(
      context.outputLines == [
        "AsyncStream<Array<Int>>(context: Swift.AsyncStream<Swift.Array<Swift.Int>>._Context) "
          + "AsyncStream<Optional<Int>>(context: Swift.AsyncStream<Swift.Optional<Swift.Int>>._Context)"
      ], "\(context.outputLines) \(context.error?.message ?? "")")
    for source in [
      "let s = AsyncStream { c in c.onTermination = { t in print([t]) }; c.finish() }",
      "func use(_ s: AsyncStream<Int>) {}\nuse(AsyncStream { c in c.finish() })",
      "let (s, c) = AsyncStream.makeStream(of: type(of: 1))",
    ] {
      let run = runLesson("print(\"first\")\n" + source)
      #expect(run.outputLines.isEmpty && run.error?.kind == .compile, "\(source): \(run.error?.message ?? "")")
      #expect(run.error?.message.contains("element type Swift infers") == true, "\(run.error?.message ?? "")")
    }
    let generic = runLesson("func make<T>(_ t: T.Type) -> AsyncStream<T> { AsyncStream { $0.finish() } }")
    #expect(generic.error?.message.contains("an AsyncStream of 'T' is not supported by the playground") == true)
  }

  @Test func yieldsAndResumesAreInTheTrace() {
    let src = """
      let (s, c) = AsyncStream.makeStream(of: Int.self)
      let t = Task { for await x in s { print(x) } }
      try? await Task.sleep(for: .milliseconds(10))
      c.yield(1)
      c.finish()
      await t.value
      """
    let run = runLesson(src, trace: true)
    let texts = run.trace.events.compactMap { e -> String? in
      if case .schedule(let event) = e.kind { return TraceRenderer.text(event) }
      return nil
    }
    #expect(texts.contains { $0.contains("waits in next() for an element of stream #1") })
    #expect(texts.contains { $0.contains("stream #1 hands 1 to task #1") })
    #expect(texts.contains { $0.contains("stream #1 finishes") })
  }
}
