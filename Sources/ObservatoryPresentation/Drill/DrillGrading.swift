import Foundation

/// Reading a learner's answer to a drill and grading it against the right one, with a diff that
/// shows exactly where the prediction went wrong: the printed lines side by side (`-` yours, `+`
/// the program's), an order item by item, each view that does or does not re-run, the value.
public enum DrillGrading {
  /// A graded answer: right or not, and the lines that say where it went wrong.
  public struct Grade: Sendable, Equatable {
    public let right: Bool
    public let lines: [String]
  }

  /// How to answer, for the prompt.
  public static func howToAnswer(_ drill: Drill) -> String {
    switch drill.program.question {
    case .printed: "the lines it prints, one per line, then an empty line"
    case .order:
      "the numbers in the order they are printed, e.g. \((1...drill.shown.count).reversed().map(String.init).joined(separator: " "))"
    case .bodies: "the numbers of the views whose body runs, e.g. 1 3 (none: 0)"
    case .value: "a number from 1 to \(drill.shown.count)"
    }
  }

  /// Whether the answer to this drill is several lines ending with an empty one.
  public static func takesLines(_ drill: Drill) -> Bool { drill.program.question == .printed }

  /// Reads the learner's answer (for `printed`, the lines typed before the empty one); nil if
  /// it is not an answer to this question (the learner is asked again).
  public static func parse(_ input: [String], for drill: Drill) -> DrillAnswer? {
    let n = drill.shown.count
    switch drill.program.question {
    case .printed:
      return .lines(input.map { $0.trimmingCharacters(in: .whitespaces) })
    case .order:
      let t = (input.first ?? "").trimmingCharacters(in: .whitespaces)
      var words = t.split { $0 == " " || $0 == "," || $0 == ">" || $0 == "-" }.map(String.init)
      if words.count == 1, n <= 9, t.count == n { words = t.map { String($0) } }
      let numbers = words.compactMap { Int($0) }.map { $0 - 1 }
      guard numbers.count == n, Set(numbers) == Set(0..<n) else { return nil }
      return .order(numbers)
    case .bodies:
      let t = (input.first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
      if t == "0" || t == "none" { return .views([]) }
      let words = t.split { $0 == " " || $0 == "," }
      let numbers = words.compactMap { Int($0) }.map { $0 - 1 }
      guard !numbers.isEmpty, numbers.count == words.count, numbers.allSatisfy((0..<n).contains) else { return nil }
      return .views(Set(numbers))
    case .value:
      let t = (input.first ?? "").trimmingCharacters(in: .whitespaces)
      if let k = Int(t), (1...n).contains(k) { return .choice(k - 1) }
      return drill.shown.firstIndex(of: t).map(DrillAnswer.choice)
    }
  }

  /// Grades `given` against the drill's answer.
  public static func grade(_ given: DrillAnswer, for drill: Drill, style: TextStyle) -> Grade {
    let right = given == drill.answer
    let mark = { (ok: Bool) in ok ? style.green("✓") : style.red("✗") }
    var out: [String] = []
    switch (given, drill.answer) {
    case (.lines(let yours), .lines(let printed)):
      if right {
        out.append(style.green("✓ right:") + " it prints exactly that")
      } else {
        out.append(style.red("✗ not quite:") + " your lines (-) against what it prints (+)")
        for (m, line) in LineDifference.unified(yours, printed) {
          switch m {
          case "-": out.append(style.red("  - " + style.printed(line)))
          case "+": out.append(style.green("  + " + style.printed(line)))
          default: out.append("    " + style.printed(line))
          }
        }
        if printed.isEmpty { out.append("    (it prints nothing)") }
      }
    case (.order(let yours), .order(let order)):
      let inPlace = zip(yours, order).filter { $0 == $1 }.count
      out.append(
        right
          ? style.green("✓ right:") + " " + order.map { String($0 + 1) }.joined(separator: " ")
          : style.red("✗ \(inPlace) of \(order.count) in their place:"))
      for (k, pair) in zip(yours, order).enumerated() {
        let fix = pair.0 == pair.1 ? "" : style.red("   (it is \(pair.1 + 1). \(drill.shown[pair.1]))")
        out.append("  \(mark(pair.0 == pair.1)) \(k + 1). \(drill.shown[pair.0])" + fix)
      }
    case (.views(let yours), .views(let rerun)):
      out.append(right ? style.green("✓ right") : style.red("✗ not quite:"))
      for (k, view) in drill.shown.enumerated() {
        let runs = rerun.contains(k)
        let said =
          yours.contains(k) == runs
          ? "" : style.red(yours.contains(k) ? "   (you said it runs)" : "   (you said it does not)")
        out.append("  \(mark(yours.contains(k) == runs)) \(k + 1). \(view): " + (runs ? "runs" : "does not run") + said)
      }
    case (.choice(let yours), .choice(let value)):
      out.append(
        right
          ? style.green("✓ right:") + " \(value + 1)) \(drill.shown[value])"
          : style.red("✗ you said ") + "\(yours + 1)) \(drill.shown[yours])" + style.red("; it is ")
            + "\(value + 1)) \(drill.shown[value])")
    default:
      out.append(style.red("✗ not an answer to this question"))
    }
    return Grade(right: right, lines: out)
  }

  /// The right answer as text, for a drill that was skipped and for the web page.
  public static func answerText(_ drill: Drill) -> [String] {
    switch drill.answer {
    case .lines(let lines): lines.isEmpty ? ["(it prints nothing)"] : lines
    case .order(let order):
      [
        order.map { String($0 + 1) }.joined(separator: " ") + ": "
          + order.map { drill.shown[$0] }.joined(separator: " → ")
      ]
    case .views(let rerun):
      [rerun.isEmpty ? "none" : rerun.sorted().map { "\($0 + 1). \(drill.shown[$0])" }.joined(separator: ", ")]
    case .choice(let k): ["\(k + 1)) \(drill.shown[k])"]
    }
  }
}
