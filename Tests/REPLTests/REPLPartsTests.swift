import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryREPL
@testable import TestSupport

/// The REPL's parts on their own: when an entry is complete, completion, commands, history.
@Suite struct REPLPartsTests {
  @Test func openBracketsStringsAndCommentsWaitForMoreLines() {
    #expect(InputCompleteness.needsMoreInput("class C {"))
    #expect(InputCompleteness.needsMoreInput("print(1,"))
    #expect(InputCompleteness.needsMoreInput("let a = [1,\n 2"))
    #expect(InputCompleteness.needsMoreInput("let s = \"\"\"\nabc"))
    #expect(InputCompleteness.needsMoreInput("/* note"))
    #expect(!InputCompleteness.needsMoreInput("class C { var n = 0 }"))
    #expect(!InputCompleteness.needsMoreInput("print(\"{ (\")"))
    #expect(!InputCompleteness.needsMoreInput("print(\"open"))  // a one-line string cannot go on
    #expect(!InputCompleteness.needsMoreInput("}"))
    #expect(!InputCompleteness.needsMoreInput(""))
    #expect(!InputCompleteness.needsMoreInput("let s = \"\"\"\nabc\n\"\"\""))
  }

  @Test func aTrailingInfixOperatorWaitsForItsOperand() {
    #expect(InputCompleteness.needsMoreInput("1 +"))
    #expect(InputCompleteness.needsMoreInput("let total = price *"))
    #expect(InputCompleteness.needsMoreInput("let name = nickname ??"))
    #expect(InputCompleteness.needsMoreInput("let x ="))
    #expect(InputCompleteness.needsMoreInput("let big = n > 3 ?"))
    #expect(!InputCompleteness.needsMoreInput("1 +\n2"))
    #expect(!InputCompleteness.needsMoreInput("let v = box!"))  // postfix: no space before it
    #expect(!InputCompleteness.needsMoreInput("let r = 1..."))
    #expect(!InputCompleteness.needsMoreInput("let n: Int? = m?"))
  }

  func completer(_ session: Session) -> Completer {
    Completer(
      commands: REPLCommand.all, names: { session.declaredNames + session.builtinNames },
      members: { session.memberNames(ofPath: $0) })
  }

  @Test func completesCommandsKeywordsNamesAndMembers() {
    let s = Session()
    _ = s.evaluate("@Observable final class Counter { var tracked = 0; var untracked = 0 }\nlet counter = Counter()")
    let c = completer(s)
    #expect(c.complete(":he")?.candidates == [":help"])
    #expect(c.complete(":he")?.suffix == " ")
    #expect(c.complete(":help st")?.candidates == ["step"])
    #expect(c.complete("counter.tr")?.candidates == ["tracked"])
    #expect(c.complete("counter.tr")?.word == "tr")
    #expect(c.complete("print(counter.")?.candidates.contains("untracked") == true)
    #expect(c.complete("let x = coun")?.candidates == ["counter"])
    #expect(c.complete("Coun")?.candidates == ["Counter"])
    #expect(c.complete("withObs")?.candidates == ["withObservationTracking"])
    #expect(c.complete("whi")?.candidates == ["while"])
    #expect(c.complete("@Obs")?.candidates == ["@Observable", "@ObservationIgnored"])
    #expect(c.complete("f().x")?.candidates ?? [] == [])
    #expect(c.complete("")?.candidates ?? [] == [])
    #expect(Completion.commonPrefix(["tracked", "tracking"]) == "track")
  }

  @Test func completesLessonFilesForLoad() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-complete-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try "".write(to: dir.appendingPathComponent("lesson.swift"), atomically: true, encoding: .utf8)
    try "".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let c = completer(Session())
    let r = c.complete(":load \(dir.path)/")
    #expect(r?.candidates == ["\(dir.path)/lesson.swift", "\(dir.path)/sub/"])
    #expect(r?.listed == ["lesson.swift", "sub/"])
    #expect(c.complete(":l \(dir.path)/le")?.suffix == " ")
  }

  @Test func commandsAreFoundByNameOrAliasAndMisspellingsSuggestTheNearest() {
    #expect(REPLCommand.find("s")?.name == "step")
    #expect(REPLCommand.find(":continue")?.name == "continue")
    #expect(REPLCommand.find("stpe") == nil)
    #expect(REPLCommand.nearest("stpe")?.name == "step")
    #expect(REPLCommand.nearest("relaod")?.name == "reload")
    #expect(REPLCommand.nearest("cont")?.name == "continue")
    #expect(REPLCommand.nearest("quti")?.name == "quit")
    let names = REPLCommand.all.flatMap { [$0.name] + $0.aliases }
    #expect(Set(names).count == names.count, "every name and alias is unique")
  }

  @Test func historyLinesRoundTripInLibeditsEncoding() {
    for line in ["let a = 1", "print(\"tab\there\")", "a\\b", "héllo ✓", "  indented", "\u{1}x"] {
      #expect(InputHistory.unvis(Array(InputHistory.vis(line).utf8)[...]) == line)
    }
    #expect(InputHistory.vis("let a = 1") == "let\\040a\\040=\\0401")
    #expect(InputHistory.unvis(Array("a\\M-b".utf8)[...]) == nil)  // 0xE2 alone is not UTF-8
    let parsed = InputHistory.parse(Data("_HiStOrY_V2_\nlet\\040x\n\\M-b\nprint(x)\n".utf8))
    #expect(parsed == .entries(["let x", "print(x)"], skipped: 1))
    #expect(InputHistory.parse(Data("not a history\n".utf8)) == .damaged)
    #expect(InputHistory.parse(Data()) == .entries([], skipped: 0))
  }

  @Test func aDamagedHistoryFileIsSetAsideWithAWarning() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("history").path
    try Data([0xFF, 0x00, 0x41]).write(to: URL(fileURLWithPath: path))
    var warnings: [String] = []
    let h = InputHistory(path: path) { warnings.append($0) }
    #expect(h.entries.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("set aside") == true)
    #expect(FileManager.default.fileExists(atPath: path + ".bad"))
    h.add("let a = 1")
    h.add("let a = 1")
    let again = InputHistory(path: path) { warnings.append($0) }
    #expect(again.entries == ["let a = 1"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o600)
  }

  @Test func twoSessionsAtOnceBothKeepTheirLines() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-history-\(UUID().uuidString)")
    let path = dir.appendingPathComponent("history").path
    let a = InputHistory(path: path) { _ in }
    let b = InputHistory(path: path) { _ in }
    a.add("from a")
    b.add("from b")
    a.add("a again")
    #expect(InputHistory(path: path) { _ in }.entries == ["from a", "from b", "a again"])
    #expect(a.entries == ["from a", "a again"])  // Up in each session recalls its own lines
  }

  @Test func anUnwritableHistoryWarnsOnceAndTheSessionGoesOn() throws {
    var warnings: [String] = []
    let h = InputHistory(path: "/proc/observatory-cannot-write/history") { warnings.append($0) }
    h.add("one")
    h.add("two")
    #expect(h.entries == ["one", "two"])
    #expect(warnings.count == 1)
  }

  @Test func historyPathFollowsXDG() {
    #expect(InputHistory.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/observatory/history")
    #expect(
      InputHistory.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
        == "/h/.local/state/observatory/history")
    #expect(InputHistory.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/observatory/history")
    #expect(InputHistory.defaultPath(environment: [:]) == nil)
  }

  @Test func entriesTypedWhileALessonIsPausedSeeItsObjectsAndTheLessonGoesOn() throws {
    let s = Session()
    try s.load(SourceFile(path: "l.swift", text: "var x = 1\nx += 1\nprint(x)\n"))
    _ = s.step()
    let peek = s.evaluate("print(x)\nx = 10")
    #expect(peek.events.contains { if case .output("1") = $0.kind { return true } else { return false } })
    _ = s.step()
    let last = s.step()
    #expect(last?.events.contains { if case .output("11") = $0.kind { return true } else { return false } } == true)
    #expect(s.isFinished)
  }

  @Test func aLessonThatDoesNotCompileLeavesTheSessionAsItWas() {
    let s = Session()
    _ = s.evaluate("let kept = 3")
    #expect(throws: LessonError.self) { try s.load(SourceFile(path: "bad.swift", text: "let = 1\n")) }
    #expect(s.declaredNames.contains("kept"))
  }
}
