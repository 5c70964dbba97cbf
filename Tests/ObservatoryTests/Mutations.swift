import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

/// Mutants of a real recording of an agreeing program: two adjacent lines swapped, a line dropped,
/// a line duplicated, wherever Swift guarantees the order. A comparison that accepts reorderings
/// must be shown to reject these: each mutant must make `observatory verify` report a divergence.
///
/// Which swaps Swift allows is decided here without the comparison's matcher: every order of the
/// blocks the swap touches is listed (`OutputOrder.orders`) and the swapped text looked up among
/// them. A swap found there is an order Swift may print, kept as a positive case (it must be
/// accepted); one that touches too many orders to list is left out.
struct Mutations {
  enum Kind: String {
    case swap, drop, duplicate
  }

  struct Mutant {
    let kind: Kind
    /// The recording line it changes.
    let at: Int
    let recording: String
  }

  var mutants: [Mutant] = []
  /// Swaps Swift allows (two whole blocks of one write's observers, R13, or of loops, R21).
  var allowedSwaps: [Mutant] = []
  /// Swaps whose blocks have too many orders to list.
  var skipped = 0

  init(recording: String, playground p: PlaygroundSide, lessonPath: String, module: String?) throws {
    var raw = recording.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while raw.last == "" { raw.removeLast() }
    let parsed = try RecordedRun.parse(recording, lessonPath: lessonPath, module: module)
    // The prelude's first line, then the body (raw line `head + k` is body line `k`).
    let head = 1
    let body = parsed.lines
    let order = OutputOrder(texts: p.lines.map(\.text), causes: p.lines.map(\.cause))
    func text(_ ls: [String]) -> String { ls.joined(separator: "\n") + "\n" }
    // After the body comes the prelude's report and the exit line, or Swift's report of a trap,
    // whose lines (a backtrace) are not compared: the last body line may swap with its first.
    // A trap's report (up to the exit line) is Swift's too, in an order it always keeps.
    let tail = parsed.counts != nil ? 1 : parsed.trap != nil ? raw.count - 1 - head - body.count : 0

    for i in 0..<min(raw.count - 1, head + body.count + tail) where raw[i] != raw[i + 1] {
      var m = raw
      m.swapAt(i, i + 1)
      let mutant = Mutant(kind: .swap, at: i, recording: text(m))
      let k = i - head
      guard k >= 0, k + 1 < body.count else {
        mutants.append(mutant)
        continue
      }
      var swapped = body
      swapped.swapAt(k, k + 1)
      switch Mutations.allowed(order, swapped, at: [k, k + 1]) {
      case true?: allowedSwaps.append(mutant)
      case false?: mutants.append(mutant)
      case nil: skipped += 1
      }
    }
    // A line more or less is never an order of the same lines: the prelude's lines and the body.
    for i in 0..<min(raw.count - 1, head + body.count + (parsed.counts != nil ? 1 : 0)) {
      var dropped = raw
      dropped.remove(at: i)
      mutants.append(Mutant(kind: .drop, at: i, recording: text(dropped)))
      var doubled = raw
      doubled.insert(raw[i], at: i)
      mutants.append(Mutant(kind: .duplicate, at: i, recording: text(doubled)))
    }
  }

  /// Whether `lines` (the real lines with positions `at` changed) is an order Swift allows; nil
  /// when the blocks there have more orders than can be listed.
  static func allowed(_ order: OutputOrder, _ lines: [String], at positions: [Int]) -> Bool? {
    var start = 0
    for item in order.items {
      let length = OutputOrder.length([item])
      defer { start += length }
      guard positions.contains(where: { (start..<start + length).contains($0) }) else { continue }
      guard let all = OutputOrder.orders([item], limit: 20_000) else { return nil }
      let span = Array(lines[start..<start + length])
      guard all.contains(where: { $0.map { order.texts[$0] } == span }) else { return false }
    }
    return true
  }

  /// Compares each mutant (and each allowed swap) with the playground's run. Returns what was not
  /// as it should be: a mutant accepted, or an allowed swap rejected.
  func check(_ p: PlaygroundSide, lessonPath: String, module: String?) -> [String] {
    var wrong: [String] = []
    func agrees(_ m: Mutant) -> Bool {
      var result = Verifier.Result(path: lessonPath, verdict: .agrees)
      guard let run = try? RecordedRun.parse(m.recording, lessonPath: lessonPath, module: module) else {
        return false
      }
      Comparison.compare(p, run, into: &result)
      return result.divergences.isEmpty
    }
    for m in mutants where agrees(m) {
      wrong.append("\(lessonPath): the \(m.kind.rawValue) at recording line \(m.at + 1) was accepted")
    }
    for m in allowedSwaps where !agrees(m) {
      wrong.append("\(lessonPath): the swap at recording line \(m.at + 1) is an order Swift allows, but was rejected")
    }
    return wrong
  }
}
