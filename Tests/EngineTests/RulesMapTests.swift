import Foundation
import Testing

@testable import TestSupport

/// `docs/rules.md`'s appendix "where each rule is implemented": every rule R1–R25 is listed once,
/// its file exists, the file cites the rule by its id, and each type or function named there is
/// declared in that file. The check is shown to reject wrong maps.
@Suite struct RulesMapTests {
  static let repository = Repository.root
  static let heading = "## Appendix: where each rule is implemented"

  /// One row of the table: `| R7 | `path` | `Type.function`, ... |`.
  struct Row: Equatable {
    let rule: String
    let file: String
    let symbols: [String]
  }

  /// The rows of the map's table, in order.
  static func rows(_ markdown: String) -> [Row] {
    guard let start = markdown.range(of: heading) else { return [] }
    var rows: [Row] = []
    for line in markdown[start.upperBound...].split(separator: "\n").map(String.init) {
      if line.hasPrefix("#") { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("|"), cells.count == 3, cells[0].hasPrefix("R") else { continue }
      let code = { (s: String) in
        s.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
          String($0.element)
        }
      }
      rows.append(Row(rule: cells[0], file: code(cells[1]).first ?? cells[1], symbols: code(cells[2])))
    }
    return rows
  }

  /// What is wrong with the map in `markdown`, with files read from `repository` (empty: nothing).
  static func problems(in markdown: String, repository: URL) -> [String] {
    let rows = rows(markdown)
    var problems: [String] = []
    if rows.isEmpty { problems.append("no table under '\(heading)'") }
    for n in 1...25 {
      let count = rows.filter { $0.rule == "R\(n)" }.count
      if count != 1 { problems.append("R\(n) is listed \(count) times") }
    }
    for row in rows {
      guard Int(row.rule.dropFirst()).map({ (1...25).contains($0) }) == true else {
        problems.append("\(row.rule) is not a rule R1–R25")
        continue
      }
      guard let text = try? String(contentsOf: repository.appendingPathComponent(row.file), encoding: .utf8) else {
        problems.append("\(row.rule): \(row.file) does not exist")
        continue
      }
      if !cites(text, row.rule) { problems.append("\(row.rule): \(row.file) does not mention \(row.rule)") }
      if row.symbols.isEmpty { problems.append("\(row.rule): no type or function named") }
      for symbol in row.symbols where !declares(text, symbol) {
        problems.append("\(row.rule): \(row.file) declares no \(symbol)")
      }
    }
    return problems
  }

  /// Whether `text` cites `rule` as a word: `R1` in "(R1)" or "R1–R6", not in "R10".
  static func cites(_ text: String, _ rule: String) -> Bool {
    var rest = text[...]
    while let r = rest.range(of: rule) {
      let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
      let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
      let isWord = !(before?.isLetter ?? false) && !(before?.isNumber ?? false) && !(after?.isNumber ?? false)
      if isWord { return true }
      rest = text[r.upperBound...]
    }
    return false
  }

  /// Whether `text` declares the last part of `symbol` (`ObservationRuntime.access` → `func access`).
  static func declares(_ text: String, _ symbol: String) -> Bool {
    let name = symbol.split(separator: ".").last.map(String.init) ?? symbol
    return ["func", "var", "let", "class", "struct", "enum", "protocol"].contains { keyword in
      text.contains("\(keyword) \(name)(") || text.contains("\(keyword) \(name)<")
        || text.contains("\(keyword) \(name):")
        || text.contains("\(keyword) \(name) ")
    }
  }

  static var rulesMarkdown: String {
    (try? String(contentsOf: repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)) ?? ""
  }

  @Test func everyRuleIsLinkedToTheFileThatImplementsIt() {
    let markdown = Self.rulesMarkdown
    #expect(Self.rows(markdown).count == 25)
    #expect(Self.problems(in: markdown, repository: Self.repository) == [])
  }

  /// Each kind of wrong map is refused: a path that does not exist, a file that does not cite the
  /// rule, a symbol the file does not declare, a rule listed twice or not at all.
  @Test func theCheckRejectsWrongLinks() {
    let markdown = Self.rulesMarkdown
    let r7 = "| R7 | `Sources/ObservatoryEngine/Observation/EqualityGate.swift` |"
    #expect(markdown.contains(r7))
    func mutated(_ replacement: String) -> [String] {
      Self.problems(in: markdown.replacingOccurrences(of: r7, with: replacement), repository: Self.repository)
    }
    #expect(
      mutated("| R7 | `Sources/ObservatoryEngine/Observation/NoSuchFile.swift` |").contains {
        $0.contains("does not exist")
      })
    #expect(
      mutated("| R7 | `Sources/ObservatoryEngine/Observation/SmallList.swift` |").contains {
        $0.contains("does not mention R7")
      })
    #expect(
      mutated("| R1 | `Sources/ObservatoryEngine/Observation/ObservationRuntime.swift` |").contains {
        $0 == "R1 is listed 2 times"
      })
    #expect(
      mutated("| R1 | `Sources/ObservatoryEngine/Observation/ObservationRuntime.swift` |").contains {
        $0 == "R7 is listed 0 times"
      })
    let wrongSymbol = markdown.replacingOccurrences(of: "`Registrar.snapshot`", with: "`Registrar.noSuchFunction`")
    #expect(
      Self.problems(in: wrongSymbol, repository: Self.repository).contains {
        $0.contains("declares no Registrar.noSuchFunction")
      })
    // R1 is not cited by a text that only says R10 or R12.
    #expect(!Self.cites("willSet and didSet (R10), dealloc (R12)", "R1"))
    #expect(Self.cites("reads (R1–R3)", "R1"))
  }
}
