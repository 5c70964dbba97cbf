import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The drills against the real runtime: 100 generated drills built, run and compared with the
/// playground (none may disagree); the shipped bank is what the generator makes (CI verifies it
/// again: scripts/test.sh); the page of drills works in headless Chromium.
@Suite struct DrillBankTests {
  @Test func aHundredDrillsAgreeWithSwift() throws {
    guard let toolchain = requiredSwiftc() else { return }
    let failures = FileManager.default.temporaryDirectory.appendingPathComponent(
      "observatory-drill-failures-\(getpid())")
    defer { try? FileManager.default.removeItem(at: failures) }
    // No bank and no cache: every one of them is built.
    let supply = VerifiedDrills(
      toolchain: toolchain, bank: DrillBank(sources: [:], folder: nil), cacheDirectory: nil, failures: failures.path)
    let generator = DrillGenerator()
    let drills = try (0..<100).map { k in
      let topic = DrillTopic.all[k % DrillTopic.all.count]
      return try Drill(generator.program(topic, seed: 1000 + UInt64(k), level: (k / DrillTopic.all.count) % 3))
    }
    let checks = supply.verify(drills)
    let disagreeing = zip(drills, checks).filter { !$0.1.agrees }
    let report = disagreeing.map { "\($0.0.program.name): \($0.1.note)\n\($0.0.program.source)" }
    #expect(
      disagreeing.isEmpty, "\(disagreeing.count) of 100 drills disagree with Swift:\n\(report.joined(separator: "\n"))")
    #expect(checks.filter { $0.note.hasPrefix("checked against Swift") }.count == 100)
  }

  @Test func theShippedBankIsWhatTheGeneratorMakes() throws {
    let bank = DrillBank.load(folder: DrillCommandTests.bank)
    #expect(bank.sources.count >= 200, "the bank holds \(bank.sources.count) drills")
    let generator = DrillGenerator()
    var topics = Set<String>()
    for (name, source) in bank.sources {
      let id = try #require(DrillProgram.identity(of: name))
      let program = generator.program(id.topic, seed: id.seed, level: id.level)
      #expect(
        program.source == source, "Drills/\(name).swift is not what the generator makes: scripts/make-drill-bank.sh")
      _ = try Drill(program)
      topics.insert(id.topic.id)
    }
    #expect(topics.count == DrillTopic.all.count)
    // Every request finds a stand-in in the bank, at its own level where the bank has one.
    let standIn = try #require(bank.standIn(for: DrillRequest(topic: "deinit", seed: 4242, level: 1)))
    #expect(standIn.topic == "deinit" && standIn.level == 1 && bank.sources["deinit-s\(standIn.seed)-l1"] != nil)
  }

  struct PageReport: Decodable {
    let drills: Int
    let kind: String
    let answer: String
    let verdict: String
    let explained: Bool
    let trace: String
  }

  func show(_ page: URL, _ test: String) throws -> PageReport {
    try JSONDecoder().decode(PageReport.self, from: Chromium.report(page, test))
  }

  @Test func thePageOfDrillsRevealsInChromium() throws {
    guard requiredTool("chromium", at: Chromium.paths) != nil else { return }
    let scratch = try Scratch("drill-page")
    defer { scratch.remove() }
    let page = scratch.path("drills.html")
    let r = try ChildProcess.run(
      ["drill", "--format", "html", "-o", page, "--count", "20", "--seed", "3"],
      environment: DrillCommandTests.environment(scratch))
    #expect(r.status == 0 && r.out.contains("wrote 20 drills"), "\(r.out)\(r.err)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    let url = URL(fileURLWithPath: page)
    let first = try show(url, "drill=1")
    #expect(first.drills == 20 && first.verdict.isEmpty && !first.explained)
    // Every kind of question, answered right and wrong: graded, then explained.
    var kinds = Set<String>()
    for n in 1...13 {
      let asked = try show(url, "drill=\(n)")
      kinds.insert(asked.kind)
      let answer = asked.kind == "printed" ? asked.answer.replacingOccurrences(of: "\n", with: "%0A") : asked.answer
      let right = try show(url, "drill=\(n);answer=\(answer)")
      #expect(right.verdict == "✓ right" && right.explained, "drill \(n): \(right.verdict)")
      #expect(right.trace.contains("│"))
      let wrongAnswer: String
      switch asked.kind {
      case "printed": wrongAnswer = "nothing"
      case "bodies": wrongAnswer = asked.answer == "1" ? "2" : "1"
      case "value": wrongAnswer = String(Int(asked.answer)! % 3 + 1)
      default: wrongAnswer = String(asked.answer.reversed())
      }
      let wrong = try show(url, "drill=\(n);answer=\(wrongAnswer)")
      #expect(wrong.verdict.hasPrefix("✗"), "drill \(n): \(wrong.verdict)")
    }
    #expect(kinds == ["printed", "order", "bodies", "value"])
    let revealed = try show(url, "drill=2;reveal")
    #expect(revealed.explained && revealed.verdict.isEmpty)
  }
}
