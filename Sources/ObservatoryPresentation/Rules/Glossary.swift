/// `:info NAME` (or `?NAME`) in the REPL: what an API or a concept of Observation is, in a few
/// lines, with the rules that describe it exactly and the lessons that teach it. The rules'
/// titles come from `docs/rules.md`; the lessons are found by their number.
public enum Glossary {
  public struct Entry: Sendable {
    public let names: [String]
    public let text: String
    public let rules: [String]
    public let lessons: [Int]
  }

  public static let entries: [Entry] = [
    Entry(
      names: ["withObservationTracking", "tracking", "onChange"],
      text:
        "Runs its first closure as a tracking scope: every tracked property it reads is recorded. The first write to any of them calls onChange — synchronously, inside the write, before the new value is stored — and then the whole tracking is cancelled: it is one-shot. It returns what the closure returned.",
      rules: ["R1", "R4", "R5", "R6"], lessons: [1, 3, 5]),
    Entry(
      names: ["Observations", "for await", "loop"],
      text:
        "An async sequence (SE-0475): it evaluates its closure, delivers the value, and evaluates again after something the closure read changed. Writes made while the writer keeps the actor form one transaction and one element; a slow loop sees the latest value, not every value; there is no de-duplication.",
      rules: ["R15", "R16", "R17", "R19"], lessons: [6, 7, 8, 9]),
    Entry(
      names: ["untilFinished", "Observations.untilFinished"],
      text:
        "The form of Observations whose closure returns .next(value) to deliver or .finish to end the sequence, so that the loop ends by itself.",
      rules: ["R22", "R25"], lessons: [10]),
    Entry(
      names: ["@Observable", "Observable", "registrar"],
      text:
        "The macro that makes a class observable: each stored property gets a getter that reports the read to the object's registrar and a setter that notifies — only when the value is distinct (==, or === for classes) — while in-place changes (+=, append) always notify.",
      rules: ["R1", "R7", "R8"], lessons: [1, 4]),
    Entry(
      names: ["@ObservationIgnored", "ObservationIgnored"],
      text:
        "Leaves a stored property out of observation: its reads are not recorded and its writes notify nobody. With @Published it keeps a Combine publisher that Observation never hears.",
      rules: ["R1"], lessons: [1, 16]),
    Entry(
      names: ["ObservableObject", "objectWillChange", "@Published", "Published"],
      text:
        "The legacy model: one objectWillChange publisher per object, sent before any @Published property changes, without saying which. A view holding the object re-runs for every change of it, whatever it read.",
      rules: ["L1", "L2", "L3", "L4"], lessons: [11, 12, 13, 14]),
    Entry(
      names: ["transaction"],
      text:
        "The writes made between two suspensions of the writer. An Observations loop is woken by the first of them and evaluates once the writer suspends, so it delivers one element for all of them.",
      rules: ["R16", "R18"], lessons: [6, 18]),
    Entry(
      names: ["willSet", "didSet", "notify"],
      text:
        "A write of a tracked property first notifies the willSet observers (withObservationTracking's onChange, Observations), then stores, then the didSet observers. Equal values assigned with = notify nobody; in-place changes always notify.",
      rules: ["R4", "R7", "R8", "R13"], lessons: [3, 4]),
    Entry(
      names: ["host", "settle", "bodyCounts", "resetBodyCounts", "View", "body"],
      text:
        "The playground's SwiftUI host: host(view) mounts a view tree and runs its bodies, each a tracking scope; settle() is one run-loop turn that re-runs the bodies that were invalidated; bodyCounts counts the bodies run per view type since resetBodyCounts().",
      rules: ["R1", "L3"], lessons: [11, 12, 13, 14]),
    Entry(
      names: ["#predict", "predict"],
      text:
        "#predict(\"question\", [\"a\", \"b\"], answer: 1) or #predict(\"question\", order: [\"first\", \"second\"]) asks before the next step runs; the answer is revealed after it. Only the first answer is scored.",
      rules: [], lessons: []),
    Entry(
      names: ["#expect", "expect"],
      text:
        "#expect(condition) checks a condition where it stands; a failure shows the values of both sides and makes observatory check fail.",
      rules: [], lessons: []),
  ]

  /// The entry for a name (case and a leading `@` or `#` ignored), nil if there is none.
  public static func entry(_ name: String) -> Entry? {
    func key(_ s: String) -> String { String(s.drop { $0 == "@" || $0 == "#" }).lowercased() }
    let k = key(name.trimmingCharacters(in: .whitespaces))
    return entries.first { $0.names.contains { key($0) == k } }
  }

  /// The entry as lines: its name, its text re-flowed to `width`, its rules with their titles,
  /// and the lessons that teach it.
  public static func render(_ e: Entry, style: TextStyle, width: Int) -> [String] {
    let wrapper = LineWrapper(width: min(width, 100))
    var out = [style.bold(e.names[0])] + wrapper.wrap(e.text, indent: "  ", continuation: "  ")
    let rules = e.rules.compactMap { id in Rules.all.first { $0.id == id } }
    if !rules.isEmpty {
      out.append("  rules:")
      for r in rules { out += wrapper.wrap("    \(r.id). \(r.title)", indent: "", continuation: "        ") }
    }
    if !e.lessons.isEmpty {
      out.append("  lessons: " + e.lessons.map(String.init).joined(separator: ", ") + "  (:load N opens one)")
    }
    return out
  }
}
