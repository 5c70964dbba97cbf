import Foundation

/// What a drill practises: one rule of Observation, or a topic a few rules make up (one-shot
/// firing and cancellation is R4 and R5). `observatory drill one-shot` and `observatory drill R5`
/// both ask drills of this topic; the learner's profile is kept per topic, under its first rule.
public struct DrillTopic: Sendable, Equatable {
  /// `one-shot`: what the learner types.
  public let id: String
  /// `one-shot firing and cancellation`.
  public let title: String
  /// The rules it practises (`R4`, `R5`), the first the one it is filed under.
  public let rules: [String]

  /// The rule the profile files it under.
  public var rule: String { rules[0] }

  /// Every topic, in the order the course teaches them (the order drills start in).
  public static let all: [DrillTopic] = [
    DrillTopic(id: "one-shot", title: "one-shot firing and cancellation", rules: ["R5", "R4"]),
    DrillTopic(id: "what-onchange-sees", title: "what onChange sees", rules: ["R4", "R8"]),
    DrillTopic(id: "equality-gate", title: "the equality gate", rules: ["R7", "R8"]),
    DrillTopic(id: "write-order", title: "willSet, onChange and didSet in order", rules: ["R8", "R4"]),
    DrillTopic(id: "nested-paths", title: "reads along a path", rules: ["R9", "R1"]),
    DrillTopic(id: "computed", title: "computed properties", rules: ["R1", "R9"]),
    DrillTopic(id: "ignored", title: "@ObservationIgnored", rules: ["R2", "R1"]),
    DrillTopic(id: "re-arming", title: "re-arming inside onChange", rules: ["R6", "R11"]),
    DrillTopic(id: "deinit", title: "deinit of an observed object", rules: ["R12"]),
    DrillTopic(id: "observations", title: "Observations: the first value and later ones", rules: ["R15", "R14"]),
    DrillTopic(id: "transactions", title: "Observations transactions and coalescing", rules: ["R16", "R18"]),
    DrillTopic(id: "view-bodies", title: "which view bodies re-run", rules: ["SwiftUI", "R9"]),
    DrillTopic(id: "legacy-bodies", title: "view bodies: legacy vs modern", rules: ["L3", "SwiftUI"]),
  ]

  /// The topics a learner's word names: a topic's id (or the start of one), or a rule
  /// (`R5`, `r5`, `5`), which names every topic that practises it. Empty when it names none.
  public static func find(_ query: String) -> [DrillTopic] {
    let q = query.trimmingCharacters(in: .whitespaces).lowercased()
    guard !q.isEmpty else { return [] }
    if let t = all.first(where: { $0.id == q }) { return [t] }
    let rules = Rules.find(q).map(\.id)
    if !rules.isEmpty {
      let first = all.filter { rules.contains($0.rule) }
      return first.isEmpty ? all.filter { !Set($0.rules).isDisjoint(with: rules) } : first
    }
    return all.filter { $0.id.hasPrefix(q) }
  }

  /// The topic with this id.
  public static func named(_ id: String) -> DrillTopic? { all.first { $0.id == id } }

  /// The topics that practise what a text cites (`(R5)`, `R16-R19`), each once, in course order.
  public static func practising(_ rules: [String]) -> [DrillTopic] {
    all.filter { !Set($0.rules).isDisjoint(with: rules) }
  }
}
