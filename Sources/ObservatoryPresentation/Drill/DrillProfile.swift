import Foundation

/// What a learner gets right and wrong, per drill topic (filed under its rule), kept in
/// progress.json beside the course (`CourseProgress.drills`), and the spaced repetition that
/// picks the next drill from it.
///
/// Each topic sits in a box (Leitner's): a right answer moves it up one, a wrong one back to
/// the first. A topic in box b is due again `2^b` drills after it was answered, so a topic the
/// learner got wrong comes back after one other drill, and one mastered comes back rarely. Time
/// is counted in drills answered, not in hours: the next drill is a pure function of the profile.
public struct DrillRecord: Codable, Sendable, Equatable {
  public var tries = 0
  public var right = 0
  /// Right answers in a row, up to now.
  public var streak = 0
  /// The Leitner box, 0 (just missed, or new) to `maxBox`.
  public var box = 0
  /// The drill number (`CourseProgress.drillCount`) from which it is due again.
  public var due = 0
  /// When it was last answered (`2025-03-14 09:26`, local time), for the mastery table.
  public var lastSeen = ""

  public static let maxBox = 5

  public init() {}

  /// Missing fields take their defaults; numbers out of range (edited by hand) are brought in.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    tries = max(0, try c.decodeIfPresent(Int.self, forKey: .tries) ?? 0)
    right = min(tries, max(0, try c.decodeIfPresent(Int.self, forKey: .right) ?? 0))
    streak = max(0, try c.decodeIfPresent(Int.self, forKey: .streak) ?? 0)
    box = min(DrillRecord.maxBox, max(0, try c.decodeIfPresent(Int.self, forKey: .box) ?? 0))
    due = max(0, try c.decodeIfPresent(Int.self, forKey: .due) ?? 0)
    lastSeen = try c.decodeIfPresent(String.self, forKey: .lastSeen) ?? ""
  }

  /// How hard its next drill is: 0 until the learner has it right twice running, 2 once it
  /// sits in the top boxes.
  public var level: Int { box >= 4 ? 2 : box >= 2 ? 1 : 0 }
}

/// One drill to ask: the topic, the seed of its program and its level.
public struct DrillRequest: Sendable, Equatable, Hashable {
  public let topic: String
  public let seed: UInt64
  public let level: Int

  public init(topic: String, seed: UInt64, level: Int) {
    self.topic = topic
    self.seed = seed
    self.level = level
  }
}

extension CourseProgress {
  /// Records an answer to a drill of `topic`: its counts, its box, when it is due again.
  public mutating func recordDrill(_ topic: String, right: Bool, at date: Date = Date()) {
    var r = drills[topic] ?? DrillRecord()
    r.tries += 1
    if right {
      r.right += 1
      r.streak += 1
      r.box = min(DrillRecord.maxBox, r.box + 1)
    } else {
      r.streak = 0
      r.box = 0
    }
    drillCount += 1
    r.due = drillCount + (1 << r.box)
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.dateFormat = "yyyy-MM-dd HH:mm"
    r.lastSeen = f.string(from: date)
    drills[topic] = r
  }

  /// The drill to ask next among `topics` (in course order), with `seed`: a topic that is due
  /// (the one in the lowest box first, the one the learner gets wrong most; then the longest
  /// overdue; then the course's order), else one never asked (in the course's order), else the
  /// one due soonest.
  public func nextDrill(among topics: [DrillTopic], seed: UInt64) -> DrillRequest {
    precondition(!topics.isEmpty)
    let now = drillCount
    let seen = topics.enumerated().compactMap { k, t in drills[t.id].map { (k, t, $0) } }
    let pick: DrillTopic
    if let overdue = seen.filter({ $0.2.due <= now }).min(by: { a, b in
      (a.2.box, a.2.due, a.0) < (b.2.box, b.2.due, b.0)
    }) {
      pick = overdue.1
    } else if let new = topics.first(where: { drills[$0.id] == nil }) {
      pick = new
    } else {
      pick = seen.min { a, b in (a.2.due, a.2.box, a.0) < (b.2.due, b.2.box, b.0) }!.1
    }
    return DrillRequest(topic: pick.id, seed: seed, level: drills[pick.id]?.level ?? 0)
  }

  /// The drills that may come after this one, for the answer being right and for it being
  /// wrong (the same drill twice when the answer does not change it): verified in the
  /// background while the learner answers.
  public func nextDrills(after topic: String, among topics: [DrillTopic], seed: UInt64) -> [DrillRequest] {
    var out: [DrillRequest] = []
    for right in [false, true] {
      var p = self
      p.recordDrill(topic, right: right, at: Date(timeIntervalSince1970: 0))
      let r = p.nextDrill(among: topics, seed: seed)
      if !out.contains(r) { out.append(r) }
    }
    return out
  }

  /// `observatory learn`'s mastery table: each topic practised, its rule, tries, right and
  /// when it was last seen.
  public func masteryTable(style: TextStyle) -> [String] {
    let practised = DrillTopic.all.filter { drills[$0.id] != nil }
    guard !practised.isEmpty else {
      return ["Drills: none yet — observatory drill asks one (or :drill in the REPL)."]
    }
    func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - DisplayWidth.of(s))) }
    let width = practised.map { DisplayWidth.of($0.title) }.max() ?? 10
    var out = [style.bold("Drills") + " (observatory drill; the next one is the topic you get wrong most)"]
    out.append(style.dim("  " + pad("rule", 8) + pad("topic", width + 2) + "tries  right  last seen"))
    for t in practised {
      let r = drills[t.id]!
      let ratio = "\(r.right)".padding(toLength: 5, withPad: " ", startingAt: 0)
      let mark = r.tries > 0 && r.right * 4 >= r.tries * 3 ? style.green("✓") : r.box == 0 ? style.red("✗") : " "
      out.append(
        mark + " " + pad(t.rule, 8) + pad(t.title, width + 2)
          + "\(r.tries)".padding(toLength: 7, withPad: " ", startingAt: 0)
          + ratio + "  " + r.lastSeen)
    }
    return out
  }
}
