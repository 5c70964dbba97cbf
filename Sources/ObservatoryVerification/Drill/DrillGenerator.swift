import Foundation
import ObservatoryPresentation

/// Drill programs: for a topic, a seed and a level, one short program (5–15 lines of code) that
/// reads like real code — a model named like one in an app (`Cart`, `Thermostat`, `Player`), its
/// properties, a tracking or a loop or a view, and a few writes — and the question it asks. The
/// same topic, seed and level always make the same text. The level adds what makes a drill
/// harder: more objects and trackings, paths, compound writes, tasks and transactions.
///
/// The generator never writes an answer: the drill reads it from the program's output (`Drill`),
/// and the program is asked only once `verify` found Swift prints the same (`DrillVerifier`).
/// Where Swift leaves an order open (several observers of one write, R13; several loops, R21)
/// there would be no one answer, so no program has two observers of one property.
public struct DrillGenerator: Sendable {
  public init() {}

  /// The longest line a program has: it fits an 80-column terminal beside its line number.
  static let maxLine = 72

  /// The drill of `topic` for `seed` at `level` (0–2).
  public func program(_ topic: DrillTopic, seed: UInt64, level: Int) -> DrillProgram {
    var b = Builder(
      rng: ProgramGenerator.SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(level) &+ topicSalt(topic.id)),
      level: max(0, min(2, level)))
    let question = b.build(topic.id)
    return DrillProgram(
      topic: topic, seed: seed, level: b.level, source: b.lines.joined(separator: "\n") + "\n", question: question)
  }

  /// A number from the topic's id, so that two topics with one seed start from different draws.
  func topicSalt(_ id: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in id.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// A model as apps have them: its type, the name of its instance, two whole-number properties
  /// with their first values, and a text property.
  struct Theme {
    let type: String
    let instance: String
    let ints: [(name: String, value: Int)]
    let text: (name: String, value: String, other: String)
  }

  static let themes: [Theme] = [
    Theme(type: "Cart", instance: "cart", ints: [("items", 0), ("total", 0)], text: ("coupon", "none", "SPRING")),
    Theme(type: "Player", instance: "player", ints: [("score", 0), ("lives", 3)], text: ("name", "Ada", "Grace")),
    Theme(
      type: "Thermostat", instance: "thermostat", ints: [("target", 20), ("current", 18)],
      text: ("mode", "heat", "cool")),
    Theme(type: "Inbox", instance: "inbox", ints: [("unread", 2), ("archived", 0)], text: ("folder", "Inbox", "Spam")),
    Theme(
      type: "Settings", instance: "settings", ints: [("volume", 5), ("brightness", 7)],
      text: ("theme", "dark", "light")),
    Theme(type: "Order", instance: "order", ints: [("quantity", 1), ("price", 10)], text: ("status", "new", "paid")),
    Theme(
      type: "Document", instance: "document", ints: [("words", 120), ("pages", 1)], text: ("title", "Draft", "Final")),
    Theme(
      type: "Download", instance: "download", ints: [("progress", 0), ("retries", 0)],
      text: ("file", "photo.png", "song.mp3")),
    Theme(type: "Scoreboard", instance: "board", ints: [("home", 0), ("away", 0)], text: ("venue", "Arena", "Field")),
    Theme(type: "Profile", instance: "profile", ints: [("followers", 10), ("posts", 3)], text: ("bio", "hi", "hello")),
    Theme(
      type: "Weather", instance: "weather", ints: [("temperature", 12), ("wind", 5)], text: ("city", "Oslo", "Rome")),
    Theme(
      type: "Stopwatch", instance: "stopwatch", ints: [("seconds", 0), ("laps", 0)], text: ("label", "run", "swim")),
  ]

  /// Writes one program.
  struct Builder {
    var rng: ProgramGenerator.SplitMix64
    let level: Int
    var lines: [String] = []
    lazy var theme: Theme = rng.pick(DrillGenerator.themes)

    init(rng: ProgramGenerator.SplitMix64, level: Int) {
      self.rng = rng
      self.level = level
    }

    mutating func emit(_ line: String) { lines.append(line) }

    /// `line`, or where it is longer than `maxLine`, `longhand`.
    mutating func emit(_ line: String, else longhand: [String]) {
      if line.count <= DrillGenerator.maxLine { emit(line) } else { for l in longhand { emit(l) } }
    }

    /// `var name = value` lines of a model, in a class `@Observable final class Type`.
    mutating func declare(_ type: String, _ members: [String]) {
      emit("@Observable final class \(type) {")
      for m in members { emit("  " + m) }
      emit("}")
      emit("")
    }

    /// A value for `name` other than `current` (and than `avoid`).
    mutating func newValue(_ current: Int, avoid: [Int] = []) -> Int {
      var v = current + 1 + rng.int(9)
      while avoid.contains(v) { v += 1 }
      return v
    }

    /// One line that prints when a tracking of `reads` fires: `withObservationTracking { ... }
    /// onChange: { print(...) }`.
    mutating func trackingLine(_ reads: [String], prints label: String) {
      let body = reads.map { "_ = \($0)" }.joined(separator: "; ")
      let line = "withObservationTracking { \(body) } onChange: { print(\"\(label)\") }"
      // Longer than fits beside the line numbers of an 80-column terminal: written out.
      if line.count <= DrillGenerator.maxLine {
        emit(line)
      } else if case let head = "withObservationTracking { \(body) } onChange: {", head.count <= DrillGenerator.maxLine
      {
        emit(head)
        emit("  print(\"\(label)\")")
        emit("}")
      } else {
        trackingBlock(reads, onChange: "print(\"\(label)\")")
      }
    }

    /// The same tracking written out over several lines, as most code writes it.
    mutating func trackingBlock(_ reads: [String], onChange: String) {
      emit("withObservationTracking {")
      for r in reads { emit("  _ = \(r)") }
      emit("} onChange: {")
      emit("  " + onChange)
      emit("}")
    }

    /// `MainActor.assumeIsolated { print(...) }` (onChange is `@Sendable`: the main actor's
    /// state is read on it, where every write of a drill happens), on one line where it fits.
    mutating func onMainActor(_ statement: String) -> String {
      let line = "MainActor.assumeIsolated { \(statement) }"
      return line.count + 2 <= DrillGenerator.maxLine ? line : "MainActor.assumeIsolated {\n    \(statement)\n  }"
    }

    mutating func build(_ topic: String) -> DrillQuestion {
      switch topic {
      case "one-shot": return oneShot()
      case "what-onchange-sees": return whatOnChangeSees()
      case "equality-gate": return equalityGate()
      case "write-order": return writeOrder()
      case "nested-paths": return nestedPaths()
      case "computed": return computed()
      case "ignored": return ignored()
      case "re-arming": return reArming()
      case "deinit": return deinitDrill()
      case "observations": return observations()
      case "transactions": return transactions()
      case "view-bodies": return viewBodies()
      case "legacy-bodies": return legacyBodies()
      default: preconditionFailure("no drills for topic \(topic)")
      }
    }
  }
}
