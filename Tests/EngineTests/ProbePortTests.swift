import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The deterministic probes of R1–R25 (observation-semantics/probes), ported to the lesson
/// language, print exactly what the real Swift 6.3.1 runtime printed. Each port
/// `Probes/pNN_name.swift` sits next to `Probes/pNN_name.out`, the real probe's output restricted
/// to the parts that could be ported (the port's header comment names every change).
/// When a port disagrees, the probe wins: the playground has a bug.
@Suite struct ProbePortTests {
  /// The probes that must have a port. Not required: the tallies of nondeterministic orders
  /// (p11b, p14, p17b), the isolation probes (p16, p17: the playground has one actor), the
  /// shell-driven p00 and p04b.
  static let requiredProbes = [
    "p01", "p02", "p03", "p04", "p05", "p06", "p07", "p08", "p21",  // R1–R13
    "p09", "p10", "p11", "p12", "p13", "p15", "p18", "p19",  // Observations, R14–R22, R25
    "p20",  // SwiftUI-like invalidation on the SPI
  ]

  /// Every `pNN_name` that has a `.swift` port in the Probes folder.
  static func ports() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixture("Probes").path)) ?? []
    return files.filter { $0.hasPrefix("p") && $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  @Test func everyDeterministicProbeHasAPort() {
    let ports = Self.ports()
    let folder = Repository.fixture("Probes")
    for probe in Self.requiredProbes {
      let port = ports.first { $0.hasPrefix(probe + "_") }
      #expect(port != nil, "probe \(probe) has no port in Tests/ObservatoryTests/Probes")
      if let port {
        let out = folder.appendingPathComponent(port + ".out").path
        #expect(FileManager.default.fileExists(atPath: out), "port \(port).swift has no \(port).out")
      }
    }
  }

  @Test(arguments: ports())
  func portPrintsWhatTheRealRuntimePrinted(_ name: String) throws {
    let folder = Repository.fixture("Probes")
    let source = try String(contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
    let expected = lines(try String(contentsOf: folder.appendingPathComponent(name + ".out"), encoding: .utf8))
    let run = runLesson(source, path: name + ".swift")
    #expect(run.error == nil, "\(name) stopped with a lesson error:\n\(run.error?.rendered() ?? "")")
    let actual = run.outputLines
    let matches = actual == expected  // a Bool, so a failure shows the diff, not two long arrays
    #expect(matches, "\(name): output differs from the real runtime (- real, + playground):\n\(diff(expected, actual))")
  }
}
