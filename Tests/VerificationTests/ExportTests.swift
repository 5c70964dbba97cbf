import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The exporter, without a compiler.
@Suite struct ExportTests {
  func export(_ source: String, path: String = "Lessons/x.swift") throws -> SwiftExport {
    try SwiftExport.export(SourceFile(path: path, text: source))
  }

  /// The lesson's part of the program: between the two #sourceLocation lines.
  func lessonPart(_ e: SwiftExport) -> String {
    let parts = e.source.components(separatedBy: "#sourceLocation(")
    return String(parts[1].drop { $0 != "\n" }.dropFirst())
  }

  @Test func codeIsKeptAsWrittenAndDirectivesBecomePlainSwift() throws {
    let source = """
      @Observable final class M { var a = 0 }
      let m = M()
      //: narration stays a comment
      #expect(m.a == 0)
      #expect(m.a > -1, "never negative")
      #expect(true)
      #graph(m, depth: 2)
      #log
      let f = { #expect(m.a != 1) }
      f()
      """
    let e = try export(source)
    let lesson = lessonPart(e).components(separatedBy: "\n")
    #expect(lesson[0] == "@Observable final class M { var a = 0 }")
    #expect(lesson[2] == "//: narration stays a comment")
    #expect(
      lesson[3]
        == #"Playground.expect(m.a, 0, { $0 == $1 }, "m.a == 0", "m.a", "0", file: "Lessons/x.swift", line: 4)"#)
    #expect(
      lesson[4].hasPrefix(#"Playground.expect(m.a, -1, { $0 > $1 }, "m.a > -1", "m.a", "-1", "never negative", "#))
    #expect(lesson[5] == #"Playground.expect(true, "true", file: "Lessons/x.swift", line: 6)"#)
    #expect(lesson[6] == "/* #graph(m, depth: 2): playground only */")
    #expect(lesson[7] == "/* #log: playground only */")
    #expect(lesson[8].hasPrefix("let f = { Playground.expect(m.a, 1, { $0 != $1 }"))
    // Same line count: the #sourceLocation line maps every line back onto the lesson.
    #expect(lesson.count >= source.components(separatedBy: "\n").count)
    // The header starts the program; the prelude comes before the lesson, so that a brace the
    // lesson leaves open swallows none of it.
    #expect(e.source.contains("Playground.start(source: \"\(SwiftExport.sourceHash(Array(source.utf8)))\")\n"))
    let prelude = try #require(e.source.range(of: "enum Playground"))
    let lessonStart = try #require(e.source.range(of: #"#sourceLocation(file: "Lessons/x.swift", line: 1)"#))
    #expect(prelude.lowerBound < lessonStart.lowerBound)
    #expect(e.source.contains("import Observation"))
    #expect(e.madeAsync && e.source.hasSuffix("do { await Playground.endOfLesson() }\n"))
    #expect(e.simulatedOnly.isEmpty && !e.usesViews)
  }

  @Test func importsAndPreludePartsFollowWhatTheLessonUses() throws {
    let mutex = try export("let log = Mutex<[String]>([])\nlog.withLock { $0.append(\"x\") }\n")
    #expect(mutex.source.contains("import Synchronization"))
    #expect(!mutex.source.contains("import Foundation"))
    let spi = try export("withObservationTracking { } willSet: { _ in } didSet: { _ in }\n")
    #expect(spi.source.contains("@_spi(SwiftUI) import Observation"))
    // Views need no SPI: the program compiles with Xcode's toolchain, whose Observation lacks it.
    let hosted = try export("struct V: View { var body: some View { Text(\"x\") } }\nhost(V())\n")
    #expect(!hosted.source.contains("@_spi(SwiftUI)"))
    let dispatch = try export("import Dispatch\nDispatchQueue.main.async { exit(0) }\ndispatchMain()\n")
    #expect(dispatch.source.contains("import Foundation"))
    #expect(!dispatch.madeAsync, "dispatchMain() must not run inside the main actor's queue")
    let views = try export(
      "struct V: View { var body: some View { Text(\"x\") } }\nhost(V())\nsettle()\nprint(bodyCounts)\n")
    #expect(views.usesViews && views.source.contains("func settle()") && views.source.contains("struct BodyCounts"))
    let alias = try export("withTracking { } onChange: { }\n")
    #expect(alias.source.contains("func withTracking<T>"))
    // A lesson's own `settle()` or `host(_:)` is not the view host's: the views' prelude would
    // redeclare it (swiftc refused the lesson, "invalid redeclaration of 'settle()'"), or, for an
    // `async` one, Swift would call the prelude's instead (found by fresh33a).
    let own = try export(
      "func settle() async { try? await Task.sleep(for: .milliseconds(5)) }\nfunc host(_ s: String) -> String { s }\n"
        + "await settle()\nprint(host(\"a\"))\n")
    #expect(!own.usesViews && !own.source.contains("struct BodyCounts"))
  }

  @Test func legacyPartsAreSimulatedOnly() throws {
    let e = try export(
      """
      final class Old: ObservableObject {
        @Published var value = 0
      }
      let old = Old()
      let sub = old.objectWillChange.sink { print("will change") }
      """)
    #expect(e.simulatedOnly.map(\.line) == [1, 2, 5])
    #expect(e.source.contains("(simulated only)"))
    // The real Combine where there is one (macOS), the stand-in elsewhere.
    #expect(e.source.contains("#if canImport(Combine)\n  import Combine"))
    #expect(e.source.contains("protocol ObservableObject"))
    #expect(!e.hostsViews && e.usesViews)
  }

  @Test func aLessonThatDoesNotParseIsAnError() {
    #expect(throws: LessonError.self) { try export("let = 1\n") }
  }

  /// Only what the playground accepts becomes a program: it can do nothing a lesson cannot.
  @Test func aLessonThePlaygroundRejectsIsNotExported() throws {
    for source in [
      "let f = FileManager.default\n", "print(ProcessInfo.processInfo.environment)\n",
      "let x = undefinedName + 1\n", "let d = [1].write(toFile: \"/tmp/x\")\n",
    ] {
      #expect(throws: LessonError.self, "\(source)") { try export(source) }
    }
    let e = try? export("let f = FileManager.default\n")
    #expect(e == nil)
  }

  /// Behind the playground's compiler, types that would give the program files, processes or raw
  /// memory are refused by name; a lesson's own type of that name is its own.
  @Test func capabilityTypesAreRefusedUnlessTheLessonDeclaresThem() throws {
    func check(_ source: String) throws {
      let file = SourceFile(path: "x.swift", text: source)
      try Capabilities.check(file, try FeatureScan(file: file))
    }
    #expect(throws: LessonError.self) { try check("let h = FileHandle.standardError\n") }
    #expect(throws: LessonError.self) { try check("let p: UnsafeMutablePointer<Int>? = nil\n") }
    #expect(throws: Never.self) { try check("struct Pipe { var x = 1 }\nprint(Pipe().x)\n") }
    do {
      try check("print(1)\nlet h = FileHandle.standardError\n")
    } catch let e as LessonError {
      #expect(e.loc?.line == 2 && e.message.contains("FileHandle"))
    }
  }

  @Test func thePreludeIsRealSwiftEmbeddedFromItsFiles() {
    #expect(Prelude.parts.count == 7)
    for part in Prelude.parts { #expect(!part.text.isEmpty, "\(part.name) is embedded") }
    #expect(Prelude.core.contains("enum Playground"))
    #expect(!Prelude.core.contains("\"\"\"#"), "no string literals holding Swift")
  }

  @Test func withoutSwiftcTheMessageSaysWhatToInstall() {
    #expect(SwiftToolchain.find(path: "/nonexistent-directory") == nil)
    #expect(SwiftToolchain.missingMessage.contains("swift.org/install"))
  }

  @Test func generatedProgramsAreReproducibleAndRunInThePlayground() {
    let g = ProgramGenerator(seed: 7)
    #expect(g.program(3).declarations == ProgramGenerator(seed: 7).program(3).declarations)
    #expect(g.program(3).declarations != g.program(4).declarations)
    let lesson = g.lesson(0..<3)
    let run = runLesson(lesson, path: "generated.swift")
    #expect(run.error == nil, "\(run.error?.rendered() ?? "")")
    #expect(run.outputLines.filter { $0.hasPrefix("— program") }.count == 3)
  }
}
