import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// Drills: every topic's programs are drills (their answer reads from what they print, one
/// answer, short lines), the same request makes the same program, and each question kind is
/// graded with a diff.
@Suite struct DrillTests {
  static let generator = DrillGenerator()

  static func drill(_ topic: String, seed: UInt64, level: Int) throws -> Drill {
    try Drill(generator.program(try #require(DrillTopic.named(topic)), seed: seed, level: level))
  }

  @Test func everyTopicAtEveryLevelMakesDrills() throws {
    #expect(DrillTopic.all.count >= 10)
    var kinds = Set<String>()
    var programs = Set<String>()
    for r in DrillBank.plan {
      let topic = try #require(DrillTopic.named(r.topic))
      let program = Self.generator.program(topic, seed: r.seed, level: r.level)
      // The same request, the same text.
      #expect(program == Self.generator.program(topic, seed: r.seed, level: r.level))
      programs.insert(program.source)
      let drill: Drill
      do { drill = try Drill(program) } catch {
        Issue.record("\(error)\n\(program.source)")
        continue
      }
      kinds.insert(program.question.kind)
      let code = drill.codeLines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      let most = ["view-bodies", "legacy-bodies"].contains(topic.id) ? 24 : 18
      #expect((5...most).contains(code.count), "\(program.name) has \(code.count) lines of code")
      #expect(
        drill.codeLines.allSatisfy { $0.count <= DrillGenerator.maxLine }, "\(program.name) has a long line")
      #expect(!drill.output.isEmpty, "\(program.name) prints nothing")
    }
    #expect(kinds == ["printed", "order", "bodies", "value"])
    // Seeds make different programs: most of the plan is distinct.
    #expect(programs.count * 10 >= DrillBank.plan.count * 8, "\(programs.count) distinct of \(DrillBank.plan.count)")
  }

  @Test func topicsAreFoundByIdRuleAndPrefix() {
    #expect(DrillTopic.find("one-shot").map(\.id) == ["one-shot"])
    #expect(DrillTopic.find("R7").map(\.id) == ["equality-gate"])
    #expect(DrillTopic.find("r16").map(\.id) == ["transactions"])
    #expect(DrillTopic.find("obs").map(\.id) == ["observations"])
    #expect(DrillTopic.find("R3").isEmpty && DrillTopic.find("nonsense").isEmpty)
    #expect(DrillProgram.identity(of: "what-onchange-sees-s12-l2")?.topic.id == "what-onchange-sees")
    #expect(DrillProgram.identity(of: "one-shot-s12") == nil)
  }

  @Test func printedAnswersAreGradedWithALineDiff() throws {
    let d = try Self.drill("equality-gate", seed: 1, level: 0)
    guard case .lines(let printed) = d.answer else { throw Failure("not a printed drill") }
    let style = TextStyle(color: false)
    let right = DrillGrading.grade(try #require(DrillGrading.parse(printed, for: d)), for: d, style: style)
    #expect(right.right && right.lines == ["✓ right: it prints exactly that"])
    // One line missing, one made up: both are shown where they are.
    var mine = Array(printed.dropFirst())
    mine.append("volume changed")
    let wrong = DrillGrading.grade(try #require(DrillGrading.parse(mine, for: d)), for: d, style: style)
    #expect(!wrong.right)
    #expect(wrong.lines.contains("  + " + printed[0]))
    #expect(wrong.lines.contains("  - volume changed"))
    #expect(wrong.lines.filter { $0.hasPrefix("    ") }.count == printed.count - 1)
  }

  @Test func ordersAreGradedItemByItem() throws {
    let d = try Self.drill("write-order", seed: 1, level: 0)
    guard case .order(let order) = d.answer else { throw Failure("not an order drill") }
    let style = TextStyle(color: false)
    let typed = order.map { String($0 + 1) }.joined(separator: " ")
    #expect(DrillGrading.grade(try #require(DrillGrading.parse([typed], for: d)), for: d, style: style).right)
    #expect(DrillGrading.parse([typed.replacingOccurrences(of: " ", with: "")], for: d) == .order(order))
    #expect(DrillGrading.parse(["1 1 2 3"], for: d) == nil && DrillGrading.parse(["1 2"], for: d) == nil)
    let swapped = [order[1], order[0]] + order.dropFirst(2)
    let g = DrillGrading.grade(.order(swapped), for: d, style: style)
    #expect(!g.right)
    #expect(g.lines[0] == "✗ \(order.count - 2) of \(order.count) in their place:")
    #expect(
      g.lines[1].hasPrefix("  ✗ 1. \(d.shown[order[1]])")
        && g.lines[1].hasSuffix("(it is \(order[0] + 1). \(d.shown[order[0]]))"))
    #expect(g.lines[3].hasPrefix("  ✓ 3. "))
  }

  @Test func bodiesAreGradedViewByView() throws {
    let d = try Self.drill("legacy-bodies", seed: 1, level: 0)
    guard case .views(let rerun) = d.answer else { throw Failure("not a bodies drill") }
    // L3: the legacy view re-runs for a property it never read; the modern one does not (R9).
    #expect(rerun == [0])
    let style = TextStyle(color: false)
    #expect(DrillGrading.parse(["1"], for: d) == .views([0]))
    #expect(DrillGrading.parse(["none"], for: d) == .views([]) && DrillGrading.parse(["3"], for: d) == nil)
    let g = DrillGrading.grade(.views([0, 1]), for: d, style: style)
    #expect(!g.right)
    #expect(
      g.lines == [
        "✗ not quite:", "  ✓ 1. \(d.shown[0]): runs", "  ✗ 2. \(d.shown[1]): does not run   (you said it runs)",
      ])
  }

  @Test func valuesAreGradedByChoice() throws {
    let d = try Self.drill("what-onchange-sees", seed: 1, level: 0)
    guard case .choice(let k) = d.answer else { throw Failure("not a value drill") }
    // R4: onChange runs before the store, so it sees the old value, the first one declared.
    #expect(d.output.first == "onChange sees \(d.shown[k])")
    let style = TextStyle(color: false)
    #expect(DrillGrading.parse([d.shown[k]], for: d) == .choice(k))
    let other = (k + 1) % d.shown.count
    let g = DrillGrading.grade(.choice(other), for: d, style: style)
    #expect(g.lines == ["✗ you said \(other + 1)) \(d.shown[other]); it is \(k + 1)) \(d.shown[k])"])
  }

  @Test func theRevealMarksTheDecidingEventsAndCitesTheRule() throws {
    let d = try Self.drill("one-shot", seed: 2, level: 0)
    let text = DrillText.reveal(d, grade: nil, style: TextStyle(color: false), width: 80)
    #expect(text.contains { $0.hasPrefix("   ▶ │ ") && $0.contains("»") })
    #expect(text.contains("The rule: R5. One-shot: after the first notification the whole tracking is"))
    #expect(text.contains("  (:rule R5 in the REPL, or observatory rule R5, shows its proof)"))
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
  }
}
