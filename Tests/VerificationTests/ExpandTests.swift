import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryVerification
@testable import TestSupport

/// `observatory expand` and `:expand` (issue 33): what `@Observable` writes, from the installed
/// compiler, each part annotated with its rule.
@Suite(.serialized) struct ExpandTests {
  static var lessons: [URL] {
    let root = Repository.root.appendingPathComponent("Lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0) }
  }

  /// The classes a lesson marks `@Observable`, from its tokens (the attribute, then its class).
  static func observableClasses(_ file: SourceFile) throws -> [String] {
    let tokens = try Lexer.tokenize(file)
    var out: [String] = []
    for (i, t) in tokens.enumerated() where t.kind == .attribute("Observable") {
      guard let c = tokens[(i + 1)...].firstIndex(where: { $0.isKeyword(.class) }), c + 1 < tokens.count,
        let name = tokens[c + 1].identifier
      else { continue }
      out.append(name)
    }
    return out
  }

  @Test func mangledBufferNamesAndUniqueNamesAreRead() {
    let a = MacroExpansion.decode("4main4CartC5items18ObservationTrackedfMa_.swift")
    #expect(a?.path == ["Cart", "items"] && a?.macro == "ObservationTracked" && a?.role == .accessor)
    let b = MacroExpansion.decode("4main5OuterV5InnerC2_n33_07D9CF99F7514B47796E6457D22E5554LL18ObservationIgnoredfMa_")
    #expect(b?.path == ["Outer", "Inner", "_n"] && b?.macro == "ObservationIgnored")
    let c = MacroExpansion.decode("4main4Cart10ObservablefMm_.swift")
    #expect(c?.path == ["Cart"] && c?.role == .member)
    #expect(
      MacroExpansion.readable(
        "func access<$s4main4Cart10ObservablefMm_6MemberfMu_>(k: KeyPath<Cart, $s4main4Cart10ObservablefMm_6MemberfMu_>)"
      )
        == "func access<Member>(k: KeyPath<Cart, Member>)")
    #expect(MacroExpansion.readable("cost: $5 and $s") == "cost: $5 and $s", "text that is not a unique name stays")
  }

  /// Every @Observable class of every shipped lesson is expanded; the text is the compiler's own
  /// (each line of its dump for the class appears, in order), with the rules written beside it.
  @Test func everyShippedClassIsExpandedFromTheCompilersOwnOutput() throws {
    guard let toolchain = requiredSwiftc() else { return }
    let gate = CompilerGate(toolchain: toolchain, cacheDirectory: nil)
    var classes = 0
    for url in ExpandTests.lessons {
      let file = try LessonFile.read(path: url.path, limit: 1 << 22)
      let expected = try ExpandTests.observableClasses(file)
      guard !expected.isEmpty else { continue }
      let text = try gate.observableExpansion(of: nil, in: [CheckedEntry(file)])
      // What the compiler prints for the lesson on its own: each class's buffers, line by line.
      let export = try SwiftExport.forCheck(file)
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("expand-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: dir) }
      try export.source.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
      let r = Subprocess.run(
        toolchain.swiftc,
        [
          "-swift-version", "5", "-module-name", "main", "-typecheck", "-Xfrontend", "-dump-macro-expansions",
          dir.appendingPathComponent("main.swift").path,
        ], timeout: 120)
      let dump = String(decoding: r.stderr, as: UTF8.self)
      for name in expected {
        classes += 1
        #expect(
          text.contains { $0.hasPrefix("@Observable \(name): what the macro writes") },
          "\(url.lastPathComponent): \(name)")
        // The member expansion of the class, as the compiler printed it, is in the output in order.
        let header = "@__swiftmacro_4main\(name.utf8.count)\(name)10ObservablefMm_.swift"
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == header }, "\(name) in the compiler's dump")
        let body = lines[(start + 2)...].prefix { $0 != "------------------------------" }
        let shown = text.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        var at = 0
        for line in body where !line.isEmpty {
          let want = MacroExpansion.readable(String(line))
          guard let found = shown[at...].firstIndex(of: want) else {
            Issue.record("\(url.lastPathComponent): \(name): '\(want)' is not shown")
            break
          }
          at = found + 1
        }
        for rule in ["R1", "R4", "R7", "R8", "R9"] {
          #expect(text.contains { $0.contains("// \(rule):") }, "\(url.lastPathComponent): \(name) cites \(rule)")
        }
      }
    }
    #expect(classes >= 19, "the shipped lessons declare at least one @Observable class each")
  }

  @Test func theCommandAndTheREPLShowIt() throws {
    guard CompilerGateTests.gate() != nil else { return }
    let url = try tempLesson(
      "expand.swift",
      "import Observation\n@Observable final class Player {\n  var volume = 5\n  @ObservationIgnored var id = 0\n}\nlet p = Player()\n"
    )
    let r = try observatory(["expand", url.path, "Player"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("var volume: Int {") || r.stdout.contains("var volume {"), "\(r.stdout)")
    #expect(r.stdout.contains("// R7: an Equatable value notifies only when it is different (!=)"))
    #expect(r.stdout.contains("// id: @ObservationIgnored"))
    let missing = try observatory(["expand", url.path, "Speaker"])
    #expect(missing.status == 1 && missing.stderr.contains("'Speaker' is not an @Observable class here"))
    #expect(missing.stderr.contains("Player"), "the classes there are are named")
    let repl = try observatory(input: "@Observable\nclass Box { var n = 0 }\n:expand Box\n")
    #expect(repl.stdout.contains("@Observable Box: what the macro writes"), "\(repl.stdout)")
    #expect(repl.stdout.contains("// R8:"), "\(repl.stdout)")
  }
}
