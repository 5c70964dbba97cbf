import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// Real Swift as people write it: every program in `Seeds/` (the code samples of the seed
/// articles, as written), `Idioms/` (everyday Swift around Observation) and `Language/` (the
/// language features) sits next to `NAME.out`, what the program printed when compiled with
/// swiftc 6.3.1 and run (stdout and stderr). The playground must print exactly that.
///
/// `corpus-divergences.txt` lists the programs the playground does not run right yet, each with
/// the reason. The list can only shrink: a listed program that now agrees fails this test until
/// its line is removed, so the list stays true.
@Suite struct CorpusTests {
  static let folders = ["Seeds", "Idioms", "Language"]

  /// `Folder/name.swift` for every program that has a recorded output.
  static func programs() -> [String] {
    folders.flatMap { folder -> [String] in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixture(folder).path)) ?? []
      return files.filter { f in
        f.hasSuffix(".swift")
          && FileManager.default.fileExists(
            atPath: Repository.fixture(folder).appendingPathComponent(String(f.dropLast(6)) + ".out").path)
      }.map { "\(folder)/\($0)" }
    }.sorted()
  }

  @Test func theCorpusIsThere() {
    #expect(Self.programs().count >= 100)
    for name in Repository.corpusDivergences.keys {
      #expect(Self.programs().contains(name), "corpus-divergences.txt lists \(name), which does not exist")
    }
  }

  @Test(arguments: programs())
  func printsWhatSwiftPrinted(_ name: String) throws {
    let url = Repository.fixture(name.split(separator: "/")[0].description).appendingPathComponent(
      String(name.split(separator: "/")[1]))
    let source = try String(contentsOf: url, encoding: .utf8)
    let expected = lines(
      try String(contentsOf: url.deletingPathExtension().appendingPathExtension("out"), encoding: .utf8))
    let run = runLesson(source, path: name)
    var actual = run.outputLines
    if let e = run.error { actual.append(e.rendered()) }
    // A Set or Dictionary index's bucket and age change on every run of Swift's program.
    let agrees = actual.map(maskingHashTablePositions) == expected.map(maskingHashTablePositions)
    if let reason = Repository.corpusDivergences[name] {
      #expect(!agrees, "\(name) now agrees with Swift: remove it from corpus-divergences.txt (\(reason))")
    } else {
      #expect(agrees, "\(name): output differs from Swift 6.3.1 (- Swift, + playground):\n\(diff(expected, actual))")
    }
  }
}
