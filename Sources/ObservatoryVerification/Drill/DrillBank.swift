import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// The shipped bank of drills (`Drills/` beside the course's `Lessons/`): programs the generator
/// made and `verify` found Swift agrees with, one lesson file each, named after the drill
/// (`one-shot-s3-l1.swift`). `scripts/make-drill-bank.sh` writes it (`observatory drill
/// --write-bank Drills`), CI verifies it again (`observatory verify Drills`), and a test checks
/// that each file is still what the generator makes for its name. Where there is no Swift
/// toolchain, drills come from here; where there is one, a drill found here needs no build.
public struct DrillBank: Sendable {
  /// The verified programs, by drill name.
  public let sources: [String: String]
  public let folder: String?

  /// Seeds and levels the bank holds for every topic: seeds `1...seedsPerLevel` at each level.
  public static let seedsPerLevel: UInt64 = 6
  public static let levels = 0...2

  public init(sources: [String: String], folder: String?) {
    self.sources = sources
    self.folder = folder
  }

  /// The bank of the course found (`Course.locate`): `ROOT/Drills`, or `$OBSERVATORY_DRILLS`.
  public static func shipped(environment: [String: String] = ProcessInfo.processInfo.environment) -> DrillBank {
    if let dir = environment["OBSERVATORY_DRILLS"], !dir.isEmpty { return load(folder: dir) }
    guard let root = Course.locate(environment: environment) else { return DrillBank(sources: [:], folder: nil) }
    return load(folder: root + "/Drills")
  }

  /// The drill files in `folder` (none when it is missing).
  public static func load(folder: String) -> DrillBank {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var sources: [String: String] = [:]
    for name in names.sorted() where name.hasSuffix(".swift") {
      let stem = String(name.dropLast(6))
      guard DrillProgram.identity(of: stem) != nil,
        let file = try? LessonFile.read(path: folder + "/" + name, limit: 64 << 10)
      else { continue }
      sources[stem] = String(decoding: file.bytes, as: UTF8.self)
    }
    return DrillBank(sources: sources, folder: folder)
  }

  /// Whether the bank holds exactly this program (a file the generator no longer makes for its
  /// name does not count).
  public func holds(_ program: DrillProgram) -> Bool { sources[program.name] == program.source }

  /// The bank's drill that stands in for `request` when it cannot be verified here: the same
  /// topic at the nearest level, the seed taken round the ones held. nil if the bank has none.
  public func standIn(for request: DrillRequest) -> DrillRequest? {
    let held = sources.keys.compactMap(DrillProgram.identity(of:)).filter { $0.topic.id == request.topic }
    guard !held.isEmpty else { return nil }
    let level = held.map(\.level).min { abs($0 - request.level) < abs($1 - request.level) }!
    let seeds = held.filter { $0.level == level }.map(\.seed).sorted()
    let seed = seeds.contains(request.seed) ? request.seed : seeds[Int(request.seed % UInt64(seeds.count))]
    return DrillRequest(topic: request.topic, seed: seed, level: level)
  }

  /// Every drill the bank should hold: each topic at each level with seeds `1...seedsPerLevel`.
  public static var plan: [DrillRequest] {
    DrillTopic.all.flatMap { t in
      levels.flatMap { l in (1...seedsPerLevel).map { DrillRequest(topic: t.id, seed: $0, level: l) } }
    }
  }
}
