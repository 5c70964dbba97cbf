import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// Programs that Swift stops with a trap: each `Language/NAME.swift` next to `NAME.recorded`, a
/// run of the real program (`scripts/record.sh`: its output, Swift's report, `exit N`). The
/// playground must print what Swift printed before the trap, then stop with a runtime error in
/// Swift's words (the first words of Swift's message, without its addresses).
@Suite struct TrapCorpusTests {
  static func programs() -> [String] {
    let folder = Repository.fixture("Language")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".recorded") }.map { String($0.dropLast(9)) }.sorted()
  }

  /// Swift's report of a trap: the `Fatal error` line, the runtime's own check of an object
  /// that outlived its deinit, or a failed `as!`.
  static func isReport(_ line: String) -> Bool {
    line.contains("Fatal error") || line.contains("deallocated with non-zero retain count")
      || line.hasPrefix("Could not cast value of type")
  }

  /// Lowercased words without quotes, punctuation or addresses.
  static func words(_ s: String) -> [String] {
    s.lowercased().split(separator: " ").map { $0.filter { $0.isLetter || $0.isNumber || $0 == "-" } }
      .filter { !$0.isEmpty && !$0.hasPrefix("0x") }
  }

  @Test func theTrapsAreThere() { #expect(Self.programs().count >= 3) }

  @Test(arguments: programs())
  func stopsWhereSwiftStops(_ name: String) throws {
    let folder = Repository.fixture("Language")
    let source = try String(contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
    let recording = lines(
      try String(contentsOf: folder.appendingPathComponent(name + ".recorded"), encoding: .utf8)
    ).filter { !$0.hasPrefix("observatory: ") }
    let report = try #require(recording.firstIndex(where: Self.isReport), "\(name).recorded holds no trap")
    #expect(recording.last != "exit 0", "\(name): Swift's run did not stop")
    let run = runLesson(source, path: name + ".swift")
    #expect(run.outputLines == Array(recording[..<report]), "\(name): the output before the trap differs")
    let error = try #require(run.error, "\(name): the playground did not stop")
    #expect(error.kind == .runtime || error.kind == .assertion, "\(name): \(error.message)")
    var message = recording[report]
    if let r = message.range(of: "Fatal error: ") { message = String(message[r.upperBound...]) }
    let expected = Array(Self.words(message).prefix(5))
    let actual = Self.words(error.message)
    let found = actual.indices.contains { i in Array(actual[i...].prefix(expected.count)) == expected }
    #expect(found, "\(name): Swift says «\(message)», the playground «\(error.message)»")
  }
}
