import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// Drills checked against the real runtime before they are asked (DESIGN §8): each program is
/// exported, built with swiftc, run sandboxed and compared with the playground (`Verifier`); one
/// that does not agree is never asked, and is kept as a failing case for the developers
/// (`$XDG_CACHE_HOME/observatory/drill-failures/`). Answers are cached on disk by the exact text
/// verified and the compiler's version (`CheckCache`, under `drill-verify/`), and a program the
/// shipped bank holds needs no build. With no toolchain, the bank's drills stand in.
///
/// Requests are verified on one background queue, in the order they were asked for; `drill`
/// waits for its request's result, never for a time: which drill comes is decided by the
/// request, and only how long it takes depends on the machine.
public final class VerifiedDrills: DrillSupply, @unchecked Sendable {
  let generator = DrillGenerator()
  public let bank: DrillBank
  let toolchain: SwiftToolchain?
  let cache: CheckCache?
  /// Where programs Swift disagrees with are kept.
  let failures: String?
  private let lock = NSLock()
  private var jobs: [DrillRequest: Job] = [:]
  private let queue = DispatchQueue(label: "observatory.drills")

  final class Job: @unchecked Sendable {
    let group = DispatchGroup()
    var result: Result<VerifiedDrill, DrillUnavailable>?
  }

  /// Another program of the same request is tried this many times when one fails.
  static let attempts = 3

  public init(
    toolchain: SwiftToolchain?, bank: DrillBank = .shipped(),
    cacheDirectory: String? = XDG.cacheHome() + "/observatory/drill-verify",
    failures: String? = XDG.cacheHome() + "/observatory/drill-failures"
  ) {
    self.toolchain = toolchain.flatMap { $0.isSupported ? $0 : nil }
    self.bank = bank
    self.cache = cacheDirectory.map { CheckCache(directory: $0) }
    self.failures = failures
  }

  public func drill(_ request: DrillRequest) -> Result<VerifiedDrill, DrillUnavailable> {
    let job = start(request)
    job.group.wait()
    return job.result!
  }

  public func prefetch(_ requests: [DrillRequest]) { for r in requests { _ = start(r) } }

  /// Done, or found in the bank or the cache (then nothing needs building).
  public func isReady(_ request: DrillRequest) -> Bool {
    if let job = lock.withLock({ jobs[request] }) { return lock.withLock { job.result != nil } }
    guard let toolchain, let topic = DrillTopic.named(request.topic) else { return true }
    let program = generator.program(topic, seed: request.seed, level: request.level)
    return bank.holds(program) || cache?.lookup(key: cacheKey(toolchain), source: program.source) != nil
  }

  func cacheKey(_ toolchain: SwiftToolchain) -> String { "drill-verify \(toolchain.version)" }

  private func start(_ request: DrillRequest) -> Job {
    lock.withLock {
      if let job = jobs[request] { return job }
      let job = Job()
      jobs[request] = job
      job.group.enter()
      queue.async {
        let result = self.resolve(request)
        self.lock.withLock { job.result = result }
        job.group.leave()
      }
      return job
    }
  }

  /// The request's program, or another seed's when it fails, or the bank's stand-in.
  func resolve(_ request: DrillRequest) -> Result<VerifiedDrill, DrillUnavailable> {
    guard let topic = DrillTopic.named(request.topic) else {
      return .failure(DrillUnavailable("no topic \(request.topic)"))
    }
    for attempt in 0..<VerifiedDrills.attempts {
      let seed = request.seed &+ UInt64(attempt) &* 1_000_003
      let program = generator.program(topic, seed: seed, level: request.level)
      guard let drill = try? Drill(program) else { continue }
      if bank.holds(program) { return .success(VerifiedDrill(drill: drill, verified: bankNote)) }
      guard toolchain != nil else { break }
      let check = verify([drill])[0]
      if check.agrees { return .success(VerifiedDrill(drill: drill, verified: check.note)) }
    }
    if let standIn = bank.standIn(for: request) {
      let program = generator.program(topic, seed: standIn.seed, level: standIn.level)
      if bank.holds(program), let drill = try? Drill(program) {
        return .success(
          VerifiedDrill(drill: drill, verified: toolchain == nil ? "no Swift toolchain here: " + bankNote : bankNote))
      }
    }
    return .failure(
      DrillUnavailable(
        toolchain == nil
          ? "no drill of \(topic.id) can be verified here: there is no Swift 6.2 or later toolchain (swiftc on PATH) "
            + "and the shipped bank (Drills/ beside the course) has none"
          : "no program of \(topic.id) agreed with Swift; they are kept in \(failures ?? "the cache") for the developers"
      ))
  }

  var bankNote: String { "from the shipped bank: verified against Swift \(SwiftToolchain.measuredVersion)" }

  /// What verifying one drill found.
  public struct Check: Sendable {
    public let agrees: Bool
    /// `checked against Swift 6.3.1`, or the divergences.
    public let note: String
  }

  /// Verifies drills in one batch (cached ones are not built again): whether Swift prints what
  /// the playground prints. A legacy `ObservableObject` part runs on the prelude's stand-in
  /// (Combine does not exist on Linux), which the note says.
  public func verify(_ drills: [Drill]) -> [Check] {
    guard let toolchain else { return drills.map { _ in Check(agrees: false, note: "no Swift toolchain") } }
    let key = cacheKey(toolchain)
    var out: [Check?] = drills.map { d in
      cache?.lookup(key: key, source: d.program.source).map { Check(agrees: $0.succeeded, note: $0.output) }
    }
    let todo = drills.indices.filter { out[$0] == nil }
    if !todo.isEmpty {
      let report = Verifier(toolchain: toolchain).verify(todo.map { drills[$0].file })
      for (k, i) in todo.enumerated() {
        let check = k < report.results.count ? judge(report.results[k], drills[i], toolchain) : nil
        let c = check ?? Check(agrees: false, note: "the verifier reported nothing")
        out[i] = c
        cache?.store(
          key: key, source: drills[i].program.source, CompilerGate.Compiled(succeeded: c.agrees, output: c.note))
        if !c.agrees { keepFailure(drills[i], c.note) }
      }
    }
    return out.map { $0! }
  }

  func judge(_ r: Verifier.Result, _ drill: Drill, _ toolchain: SwiftToolchain) -> Check {
    let swift = "Swift \(toolchain.shortVersion)"
    switch r.verdict {
    case .agrees: return Check(agrees: true, note: "checked against \(swift): it prints the same")
    case .simulatedHost:
      return Check(
        agrees: true,
        note: "checked against \(swift): its views on the simulated host, on the real Observation tracking")
    case .simulatedOnly where drill.topic.id == "legacy-bodies":
      return Check(
        agrees: true,
        note: "checked against \(swift) in its @Observable parts; the ObservableObject parts follow Apple's "
          + "documentation (L1–L5: Combine does not exist on Linux)")
    default:
      return Check(agrees: false, note: ([r.verdict.rawValue] + r.divergences + r.notes).joined(separator: "\n"))
    }
  }

  /// Writes a program Swift disagrees with, and what differed, where the developers find it.
  func keepFailure(_ drill: Drill, _ note: String) {
    guard let failures else { return }
    try? FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
    let base = failures + "/" + drill.program.name
    try? drill.program.source.write(toFile: base + ".swift", atomically: true, encoding: .utf8)
    try? (note + "\n").write(toFile: base + ".txt", atomically: true, encoding: .utf8)
  }
}
