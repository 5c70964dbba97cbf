import Foundation

import ObservatoryPresentation

/// Where the tests find the repository's files: the lessons, docs and sources, the fixtures the
/// suites share (`Tests/ObservatoryTests/`: probes, corpora, recordings) and the built binary.
enum Repository {
  /// The repository's root folder (tests run from a checkout).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A fixture folder or file shared by the test targets (Probes, BadInput, Language, ...).
  static func fixture(_ name: String) -> URL {
    root.appendingPathComponent("Tests/ObservatoryTests").appendingPathComponent(name)
  }

  /// The `observatory` binary `swift build` put next to the test bundle (scripts/test.sh builds it).
  static let observatory: URL = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while dir.pathComponents.count > 1
      && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("observatory").path)
    {
      dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent("observatory")
  }()

  /// The `.swift` files of a folder, sorted, as paths.
  static func swiftFiles(in dir: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
  }

  /// The shipped course, read from this checkout (no learner's state).
  static func course() -> Course {
    Course.load(environment: ["OBSERVATORY_COURSE": root.path, "HOME": "/nonexistent"])
  }

  /// The corpus programs the playground does not run as Swift yet, program → reason
  /// (`corpus-divergences.txt`).
  static let corpusDivergences: [String: String] = {
    let text = (try? String(contentsOf: fixture("corpus-divergences.txt"), encoding: .utf8)) ?? ""
    var out: [String: String] = [:]
    for line in lines(text) where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let parts = line.split(separator: " ", maxSplits: 1)
      out[String(parts[0])] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
    return out
  }()
}
