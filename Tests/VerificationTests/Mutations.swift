import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// Mutants of a real recording: two adjacent lines swapped, a line moved three places, dropped or
/// duplicated, a number changed, a word changed (a value, or a trap's message), the exit status
/// changed. A comparison that accepts reorderings must be shown to reject what Swift does not do.
///
/// What Swift does is decided by evidence, not by the comparison's model: `Evidence` holds the
/// lines of repeated real runs of the same program (Swift's observer and loop orders change from
/// run to run). A mutant the comparison accepts (a survivor) is explained only when it is what a
/// real run printed, or, for a swap or move, when every pair of lines it puts in the other order
/// was seen in that order in a real run. Any other survivor is a failure, and so is a real run
/// that the comparison rejects. Mutants that are no recording at all (the prelude's first line or
/// the exit line gone) are not counted.
struct Mutations {
  enum Kind: String, CaseIterable {
    case swap, move, drop, duplicate, number, value
    case exitCode = "exit code"
  }

  struct Mutant {
    let kind: Kind
    /// The recording line it changes.
    let at: Int
    let recording: String
    /// It changes an event line (`observatory: event ...`): a swap, if either line is one.
    let onEvent: Bool
  }

  var mutants: [Mutant] = []

  init(recording: String, lessonPath: String, module: String?) throws {
    var raw = recording.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while raw.last == "" { raw.removeLast() }
    let parsed = try RecordedRun.parse(recording, lessonPath: lessonPath, module: module)
    // The prelude's first line, the body (raw line `1 + k` is body line `k`), the prelude's
    // counts, or Swift's report of a trap; the exit line last.
    // A traced recording's second line names its program; its body holds events among the lines.
    let bodyEnd = 1 + (parsed.traceSource != nil ? 1 : 0) + parsed.trace.count
    let compared =
      Array(0..<bodyEnd + (parsed.counts != nil ? 1 : 0))
      + (bodyEnd..<raw.count - 1).filter { parsed.trap != nil && RecordedRun.isTrapLine(raw[$0]) }
    func isEvent(_ k: Int) -> Bool { raw.indices.contains(k) && raw[k].hasPrefix(RecordedRun.eventPrefix) }
    func add(_ kind: Kind, _ at: Int, _ lines: [String]) {
      guard lines != raw else { return }
      mutants.append(
        Mutant(
          kind: kind, at: at, recording: lines.joined(separator: "\n") + "\n",
          onEvent: isEvent(at) || (kind == .swap && isEvent(at + 1))))
    }
    // Swaps everywhere (Swift's crash report too: it must stay in Swift's order).
    for i in 0..<raw.count - 1 where raw[i] != raw[i + 1] {
      var m = raw
      m.swapAt(i, i + 1)
      add(.swap, i, m)
    }
    for i in compared {
      if i + 3 < bodyEnd {
        var m = raw
        m.insert(m.remove(at: i), at: i + 3)
        add(.move, i, m)
      }
      var dropped = raw
      dropped.remove(at: i)
      add(.drop, i, dropped)
      var doubled = raw
      doubled.insert(raw[i], at: i)
      add(.duplicate, i, doubled)
      if i > 0, let changed = Mutations.changeNumber(raw[i]) {
        var m = raw
        m[i] = changed
        add(.number, i, m)
      }
      if i > 0, let changed = Mutations.changeWord(raw[i]) {
        var m = raw
        m[i] = changed
        add(.value, i, m)
      }
    }
    // The first line's claim: the real Combine, on a machine without it.
    if let b = parsed.build, !b.realCombine {
      var m = raw
      m[0] += ", Combine"
      add(.value, 0, m)
      // Relabelled as a Mac recording (its seal, if any, left as it is).
      m[0] = m[0].replacingOccurrences(of: b.platform, with: "macOS arm64")
      add(.value, 0, m)
    }
    if let status = parsed.exitStatus {
      for other in [0, 1, 2, 130, 132, 133, 134, 137, 139, 143, 152, status + 1].filter({ $0 != status }).sorted() {
        var m = raw
        m[raw.count - 1] = "exit \(other)"
        add(.exitCode, raw.count - 1, m)
      }
    }
  }

  /// The line with its first number one more (`saw 41` for `saw 40`), or nil.
  static func changeNumber(_ line: String) -> String? {
    guard let start = line.firstIndex(where: \.isNumber) else { return nil }
    let digits = line[start...].prefix { $0.isNumber }
    guard let n = Int(digits), n < Int.max else { return nil }
    return line.replacingCharacters(in: start..<digits.endIndex, with: String(n + 1))
  }

  /// The line with its last word (letters only) changed, or nil: a value, a name, a trap's words.
  static func changeWord(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard let w = words.last(where: { $0.count > 1 && $0.allSatisfy(\.isLetter) }) else { return nil }
    let replacement = w == "true" ? "false" : w == "false" ? "true" : w + "x"
    return line.replacingCharacters(in: w.startIndex..<w.endIndex, with: replacement)
  }

  /// How the mutants fared: counted by kind; survivors explained by evidence; failures.
  struct Outcome {
    var counted: [Kind: Int] = [:]
    var unparsable = 0
    /// Counted mutants that change an event line, and how many of them the comparison rejected.
    var onEvents = 0
    var rejectedOnEvents = 0
    /// Accepted mutants that are what a real run printed.
    var seen = 0
    /// Accepted swaps or moves each of whose reversed pairs a real run printed in that order.
    var seenPairs = 0
    /// Accepted swaps or moves of lines whose order the real runs never showed reversed, ending
    /// as a real run ends: an order the comparison's model allows (R13, R21) but these runs do not
    /// confirm. More runs confirm them or not (`scripts/record.sh -n 60`).
    var unconfirmed: [String] = []
    var failures: [String] = []
    /// Real runs the comparison rejects: Swift's own runs differ (real time under load, a race).
    var differingRuns: [String] = []
    var total: Int { counted.values.reduce(0, +) }

    mutating func add(_ o: Outcome) {
      for (k, n) in o.counted { counted[k, default: 0] += n }
      unparsable += o.unparsable
      onEvents += o.onEvents
      rejectedOnEvents += o.rejectedOnEvents
      seen += o.seen
      seenPairs += o.seenPairs
      unconfirmed += o.unconfirmed
      failures += o.failures
      differingRuns += o.differingRuns
    }
  }

  func judge(_ p: PlaygroundSide, evidence: Evidence, lessonPath: String, module: String?) -> Outcome {
    var outcome = Outcome()
    for (k, run) in evidence.recordings.enumerated() where !Mutations.agrees(p, run, lessonPath, module) {
      outcome.differingRuns.append("\(lessonPath): real run \(k + 1) of \(evidence.recordings.count) was rejected")
    }
    let base = evidence.runs.first
    for m in mutants {
      guard let run = try? RecordedRun.parse(m.recording, lessonPath: lessonPath, module: module) else {
        outcome.unparsable += 1
        continue
      }
      outcome.counted[m.kind, default: 0] += 1
      if m.onEvent { outcome.onEvents += 1 }
      guard Mutations.agrees(p, m.recording, lessonPath, module) else {
        if m.onEvent { outcome.rejectedOnEvents += 1 }
        continue
      }
      let ending = Evidence.ending(run)
      if evidence.contains(run) {
        outcome.seen += 1
      } else if [.swap, .move].contains(m.kind), let base, evidence.endings.contains(ending),
        Evidence.sequence(run).sorted() == Evidence.sequence(base).sorted()
      {
        if evidence.explains(Evidence.sequence(run), from: Evidence.sequence(base)) {
          outcome.seenPairs += 1
        } else {
          outcome.unconfirmed.append(
            "\(lessonPath): the \(m.kind.rawValue) at recording line \(m.at + 1) was accepted, but no real run (of "
              + "\(evidence.recordings.count)) prints those lines in that order")
        }
      } else {
        outcome.failures.append(
          "\(lessonPath): the \(m.kind.rawValue) at recording line \(m.at + 1) was accepted, but no real run "
            + "(of \(evidence.recordings.count)) shows it")
      }
    }
    return outcome
  }

  static func agrees(_ p: PlaygroundSide, _ recording: String, _ lessonPath: String, _ module: String?) -> Bool {
    var result = Verifier.Result(path: lessonPath, verdict: .agrees)
    guard let run = try? RecordedRun.parse(recording, lessonPath: lessonPath, module: module) else { return false }
    Comparison.compare(p, run, into: &result)
    return result.divergences.isEmpty
  }
}

/// What Swift printed in repeated real runs of one program: the evidence mutants are judged by.
struct Evidence {
  let recordings: [String]
  let runs: [RecordedRun]
  /// How each run ended (counts, trap, exit status), as compared.
  let endings: Set<String>

  init(recordings: [String], lessonPath: String, module: String?) {
    self.recordings = recordings
    runs = recordings.compactMap { try? RecordedRun.parse($0, lessonPath: lessonPath, module: module) }
    endings = Set(runs.map(Evidence.ending))
  }

  static func ending(_ r: RecordedRun) -> String {
    "\(r.counts.map { "\($0.passed)/\($0.failed)" } ?? "-") \(r.trap.map { "\($0.statement)@\($0.line ?? -1)" } ?? "-") "
      + "\(r.exitStatus ?? -1)"
  }

  /// What a run shows, in order: its printed lines and, in a traced recording, its events.
  static func sequence(_ r: RecordedRun) -> [String] {
    r.trace.map { ($0.isEvent ? "event " : "print ") + $0.text }
  }

  /// A real run printed exactly this (lines and events) and ended the same way.
  func contains(_ r: RecordedRun) -> Bool {
    runs.contains { Evidence.sequence($0) == Evidence.sequence(r) && Evidence.ending($0) == Evidence.ending(r) }
  }

  /// Each line with the number of times its text came before it (`x` twice: (x, 0), (x, 1)).
  static func tagged(_ lines: [String]) -> [String: [Int]] {
    var out: [String: [Int]] = [:]
    for (k, l) in lines.enumerated() { out[l, default: []].append(k) }
    return out
  }

  /// Whether `lines`, a reordering of `base`, puts only such pairs in the other order as a real
  /// run printed in that order.
  func explains(_ lines: [String], from base: [String]) -> Bool {
    guard lines.sorted() == base.sorted() else { return false }
    let before = Evidence.tagged(base), after = Evidence.tagged(lines)
    let tags = before.flatMap { text, ks in ks.indices.map { (text, $0) } }
    let moved = tags.filter { before[$0.0]![$0.1] != after[$0.0]![$0.1] }
    let real = runs.map { Evidence.tagged(Evidence.sequence($0)) }
    for a in moved {
      for b in tags
      where (before[a.0]![a.1] < before[b.0]![b.1]) != (after[a.0]![a.1] < after[b.0]![b.1]) {
        let (first, second) = before[a.0]![a.1] < before[b.0]![b.1] ? (a, b) : (b, a)
        // Reversed: some real run printed the second before the first.
        let seen = real.contains { r in
          guard let pa = r[first.0]?[safe: first.1], let pb = r[second.0]?[safe: second.1] else { return false }
          return pb < pa
        }
        if !seen { return false }
      }
    }
    return true
  }
}

extension Array {
  subscript(safe k: Int) -> Element? { indices.contains(k) ? self[k] : nil }
}
