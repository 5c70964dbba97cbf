import Foundation
import ObservatoryPresentation

extension Verifier {
  /// The outcome for one lesson.
  public struct Result: Sendable {
    public enum Verdict: String, Sendable {
      case agrees = "agrees"
      /// Everything agrees, and the lesson's views ran on the prelude's SwiftUI-like host (SwiftUI
      /// itself does not run here): what is verified is which writes reach which bodies.
      case simulatedHost = "simulated host"
      /// Everything that ran on the real runtime agrees; some parts (legacy `ObservableObject`) ran
      /// on the prelude's stand-in and prove nothing.
      case simulatedOnly = "simulated only"
      /// Neither run ends on its own: the playground stopped it at a limit (it never ends, or its
      /// values outgrew the memory limit) and Swift was stopped too (its time ran out, or it failed
      /// to allocate at the same memory limit). What they printed until then agrees; never
      /// reported as plain agreement.
      case neitherEnds = "neither ends"
      /// Swift's own runs differ from each other beyond the orders it leaves open (a race such as
      /// `Task.yield()` ending a transaction), and one of them agrees with the playground.
      case nondeterministic = "nondeterministic in Swift"
      case differs = "differs"
      case notCompiled = "does not compile"
      /// Not verified: the playground rejects the lesson (it is not built), or the recording is unreadable.
      case lessonError = "lesson error"
    }
    public let path: String
    public internal(set) var verdict: Verdict
    /// Each divergence, naming the lesson line it comes from.
    public internal(set) var divergences: [String] = []
    public internal(set) var notes: [String] = []
    public internal(set) var simulatedOnly: [SwiftExport.SimulatedPart] = []
    public internal(set) var outputLineCount = 0
    /// Events compared (`TraceEvents`); nil when they were not (a recording without events, or a
    /// lesson the trace cannot follow: a note says why).
    public internal(set) var eventCount: Int?
    /// `#expect`s that passed and failed, in the playground (and, when the verdict agrees, in Swift).
    public internal(set) var passedChecks = 0
    public internal(set) var failedChecks = 0
    public internal(set) var seconds = 0.0
    public var passed: Bool {
      [.agrees, .simulatedOnly, .simulatedHost, .neitherEnds, .nondeterministic].contains(verdict)
    }
    /// Why neither run ended on its own (set by `Comparison`).
    var neitherEnds: String?
    /// Why the events were not compared, when the trace cannot follow the lesson.
    var traceNote: String?
    /// Lesson lines that divergences name (to find the generated program they come from).
    public var divergenceLines: [Int] {
      divergences.compactMap { d in
        guard let r = d.range(of: "line ") else { return nil }
        return Int(d[r.upperBound...].prefix { $0.isNumber })
      }
    }

    /// The two runs compared (for tests: the mutation test replays `recording` with lines moved).
    var playground: PlaygroundSide?
    var recording: String?
    /// The module the program was built as (its types print as `module.Type`).
    var module: String?
    /// Every real run's recording (the first is `recording`): `Verifier.runsPerProgram` of them, and
    /// more when the first differed.
    var realRuns: [String] = []

    init(path: String, verdict: Verdict, divergences: [String] = []) {
      self.path = path
      self.verdict = verdict
      self.divergences = divergences
    }
  }

  public struct Report: Sendable {
    public let results: [Result]
    /// What the programs ran on: `6.3.1`, or `6.3.1 (recorded on macOS arm64)`.
    public let swiftVersion: String
    public let buildSeconds: Double
    public let totalSeconds: Double
    /// Said once, under the results (a toolchain other than the one the rules were measured on).
    public var notes: [String] = []
    public var allAgree: Bool { results.allSatisfy(\.passed) }

    /// The report as text: one line per lesson, indented details for divergences and notes.
    public func lines(style: TextStyle = TextStyle(color: false), verbose: Bool = false) -> [String] {
      var out: [String] = []
      for r in results {
        let events = r.eventCount.map { "\($0) event\($0 == 1 ? "" : "s"), " } ?? "events not compared, "
        let checks =
          "\(r.outputLineCount) output line\(r.outputLineCount == 1 ? "" : "s"), \(events)#expect: "
          + "\(r.passedChecks) passed, \(r.failedChecks) failed"
        let head: String
        switch r.verdict {
        case .agrees:
          head = style.green("✓ ") + r.path + style.dim("  agrees with Swift \(swiftVersion) (\(checks))")
        case .simulatedHost:
          head =
            style.green("✓ ") + r.path
            + style.dim("  agrees with Swift \(swiftVersion) (\(checks)); its views ran on a simulated host")
        case .simulatedOnly:
          head =
            style.yellow("~ ") + r.path
            + style.dim(
              "  agrees with Swift \(swiftVersion) in its @Observable parts (\(checks)); its legacy parts are simulated "
                + "only")
        case .neitherEnds:
          head =
            style.yellow("~ ") + r.path
            + style.dim("  neither ends, in Swift \(swiftVersion) or the playground (\(checks) until stopped)")
        case .nondeterministic:
          head =
            style.yellow("~ ") + r.path
            + style.dim("  agrees with one of Swift \(swiftVersion)'s runs, which differ from each other (\(checks))")
        case .differs: head = style.red("✗ ") + r.path + "  differs from Swift \(swiftVersion):"
        case .notCompiled: head = style.red("✗ ") + r.path + "  does not compile as Swift \(swiftVersion):"
        case .lessonError: head = style.red("✗ ") + r.path + "  cannot be verified:"
        }
        out.append(head)
        out += r.divergences.map { "    " + $0 }
        out += r.notes.map { "    " + style.dim($0) }
        if verbose { out += r.simulatedOnly.map { "      " + style.dim("line \($0.line): \($0.what)") } }
      }
      let counts = Dictionary(grouping: results, by: \.verdict).mapValues(\.count)
      var parts: [String] = []
      func verb(_ n: Int, _ one: String, _ many: String) -> String { "\(n) " + (n == 1 ? one : many) }
      if let n = counts[.agrees] { parts.append(verb(n, "agrees", "agree")) }
      if let n = counts[.simulatedHost] {
        parts.append(verb(n, "agrees on a simulated view host", "agree on a simulated view host"))
      }
      if let n = counts[.simulatedOnly] {
        parts.append(verb(n, "agrees but is partly simulated only", "agree but are partly simulated only"))
      }
      if let n = counts[.neitherEnds] { parts.append(verb(n, "ends in neither", "end in neither")) }
      if let n = counts[.nondeterministic] {
        parts.append(verb(n, "agrees with one of Swift's differing runs", "agree with one of Swift's differing runs"))
      }
      if let n = counts[.differs] { parts.append(style.red(verb(n, "differs", "differ"))) }
      if let n = counts[.notCompiled] { parts.append(style.red(verb(n, "does not compile", "do not compile"))) }
      if let n = counts[.lessonError] { parts.append(style.red("\(n) cannot be verified")) }
      out += notes.map { style.dim($0) }
      out.append(
        "\(results.count) lesson\(results.count == 1 ? "" : "s") verified against Swift \(swiftVersion) in "
          + String(format: "%.1f s", totalSeconds)
          + (buildSeconds > 0 ? String(format: " (build %.1f s)", buildSeconds) : "") + ": "
          + parts.joined(separator: ", ") + "; " + compared)
      return out
    }

    /// `31 output lines and 840 events compared`, and for how many lessons events were not.
    var compared: String {
      let lines = results.reduce(0) { $0 + $1.outputLineCount }
      let events = results.compactMap(\.eventCount).reduce(0, +)
      let without = results.filter { $0.eventCount == nil }.count
      return "\(lines) output line\(lines == 1 ? "" : "s") and \(events) event\(events == 1 ? "" : "s") compared"
        + (without > 0 ? " (events not compared for \(without) of them: their notes say why)" : "")
    }
  }
}
