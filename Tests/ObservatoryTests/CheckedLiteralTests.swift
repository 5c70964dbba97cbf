import Foundation
import Testing

@testable import TestSupport

/// Integer literals Swift types as `Double` from their context (`offsets[k] ?? 0` of a
/// `[String: Double]`, `{ _ in 1 }` returning `Double`, a ternary's other branch): the compiler
/// check reads them from Swift's own SIL (`SILFacts`) and the playground compiles them as
/// Doubles; likewise implicit members Swift made as cases of a lesson enum (`d[k] = .done`,
/// `box.put(.failed("x"))` of a `Box<Status>`, `continuation.yield(.tick)`), and `type(of:)` of Substrings (`Array<Substring>`, where the
/// playground keeps their text as Strings). `Checked/` holds programs that need it, each with what swiftc 6.3.1 made print.
@Suite struct CheckedLiteralTests {
  static var programs: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixture("Checked").path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test func thereArePrograms() { #expect(!Self.programs.isEmpty) }

  /// With the check, the playground prints what Swift printed; without it (the engine's own
  /// reading of the literals), it does not — so the check is what makes these agree.
  @Test(arguments: programs) func printsWhatSwiftPrinted(_ name: String) throws {
    guard requiredSwiftc() != nil else { return }
    let url = Repository.fixture("Checked").appendingPathComponent(name)
    let expected = try String(contentsOf: url.deletingPathExtension().appendingPathExtension("out"), encoding: .utf8)
    let checked = try observatory(["run", "--quiet", url.path])
    #expect(checked.status == 0)
    #expect(checked.stdout == expected)
    let unchecked = try observatory(["run", "--quiet", "--no-compiler-check", url.path])
    #expect(unchecked.stdout != expected)
  }

  /// A `switch` over a lesson type made from literals: Swift's SIL places the cases' literal
  /// conversions at the subject, so the playground cannot tell them apart and refuses the
  /// lesson when it loads (it would compare the plain literals, silently "default").
  @Test func literalPatternsOfALessonTypeAreRefusedAtLoad() throws {
    guard requiredSwiftc() != nil else { return }
    let source = """
      struct Money: ExpressibleByIntegerLiteral, Equatable {
        var cents: Int
        init(integerLiteral v: Int) { cents = v * 100 }
      }
      let price: Money = 7
      print("before")
      switch price {
      case 5: print("five")
      case 7: print("seven")
      default: print("other")
      }
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("literal-patterns-\(getpid()).swift")
    try source.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try observatory(["run", "--quiet", url.path])
    #expect(run.status != 0 && run.stdout.isEmpty)
    let said = run.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(said.contains("a literal pattern matched against a 'Money'"), "\(said)")
  }

  /// Arithmetic Swift does at a sized integer's width on a value the lesson never types
  /// (`asciiValue` is a `UInt8`: `c.asciiValue! + 200` traps in Swift, where a 64-bit Int gives
  /// 322) is refused when the lesson loads, at the operator; the same code converting to `Int`
  /// first runs as Swift (swiftc 6.3.1 printed `25 322`).
  @Test func arithmeticOnAnUnnamedSizedIntegerIsRefusedAtLoad() throws {
    guard requiredSwiftc() != nil else { return }
    func run(_ source: String) throws -> (status: Int32, stdout: String, said: String) {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("sized-\(getpid()).swift")
      try source.write(to: url, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: url) }
      let r = try observatory(["run", "--quiet", url.path])
      return (r.status, r.stdout, r.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
    let refused = try run(
      """
      let letter: Character = "z"
      print("before")
      let code = letter.asciiValue!
      print(Int(code) - 97, code + 200)
      """)
    #expect(refused.status != 0 && refused.stdout.isEmpty)
    #expect(refused.said.contains("4:28: playground limit"), "\(refused.said)")
    #expect(
      refused.said.contains("arithmetic on a 'UInt8' value is not supported by the playground"), "\(refused.said)")
    let converted = try run(
      """
      let letter: Character = "z"
      let code = letter.asciiValue!
      print(Int(code) - 97, Int(code) + 200)
      """)
    #expect(converted.status == 0 && converted.stdout == "25 322\n", "\(converted.said)")
  }

  /// SwiftUI's modifiers that run code (`onAppear`, `task`, `onChange`) and `NavigationPath` are
  /// valid Swift: with the compiler check they were Swift's "has no member" / "cannot find" (the
  /// check's SwiftUI lacked them, worded as the learner's mistake); both ways they are now named
  /// as the playground's limit when the lesson loads.
  @Test(arguments: [
    (
      "import SwiftUI\nstruct Row: View {\n  var body: some View { Text(\"a\").onAppear { print(\"seen\") } }\n}\nhost(Row())",
      "'onAppear' is not available in the playground"
    ),
    (
      "import SwiftUI\nstruct Row: View {\n  var body: some View { Text(\"a\").task { print(\"load\") } }\n}\nhost(Row())",
      "'task' is not available in the playground"
    ),
    (
      "import SwiftUI\nimport Observation\n@Observable final class Router { var path = NavigationPath() }\nlet r = Router()\nr.path.append(3)\nprint(r.path.count)",
      "'NavigationPath' is not available in the playground"
    ),
  ])
  func swiftUINamesTheHostLacksAreThePlaygroundsLimit(_ source: String, _ message: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-\(UUID().uuidString).swift")
    try ("print(\"first\")\n" + source).write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    for flags in [["--no-compiler-check"]] + (requiredSwiftc() != nil ? [[]] : []) {
      let r = try observatory(["run", "--quiet"] + flags + [url.path])
      let said = r.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(r.status != 0 && r.stdout.isEmpty, "\(flags) \(said)")
      #expect(said.contains(message), "\(flags) \(said)")
      if flags.isEmpty { #expect(said.contains("playground limit"), "\(said)") }
    }
  }
}
