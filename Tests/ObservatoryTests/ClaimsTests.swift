import Foundation
import Testing

@testable import TestSupport

/// The README's measured tables are copied from the raw output of the script that measured them
/// (CONTRIBUTING.md, "Claims"): each table follows a sentence that cites its results file in
/// `bench/results/`, the file is committed, and every row of the table is a line of that file.
@Suite struct ClaimsTests {

  /// The tables that follow each citation of `bench/results/NAME.txt` in `text`: the file's name
  /// and the table rows up to the next citation or heading.
  static func citedTables(in text: String) -> [(file: String, rows: [String])] {
    var tables: [(file: String, rows: [String])] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("#") && !tables.isEmpty {
        tables.append((file: "", rows: []))  // a heading ends the cited block
      } else if let r = line.range(of: #"bench/results/[A-Za-z0-9.+-]+\.txt"#, options: .regularExpression) {
        tables.append((file: String(line[r]), rows: []))
      } else if line.hasPrefix("|"), !tables.isEmpty, !tables[tables.count - 1].file.isEmpty {
        tables[tables.count - 1].rows.append(line)
      } else if !tables.isEmpty && !tables[tables.count - 1].rows.isEmpty {
        tables.append((file: "", rows: []))  // the cited table has ended
      }
    }
    return tables.filter { !$0.file.isEmpty }
  }

  @Test func everyMeasuredTableIsTheOutputItCites() throws {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let tables = Self.citedTables(in: readme)
    // The compiler check's latency and the engine benchmark (every workload, and each lesson's
    // run time) are quoted from their results.
    #expect(tables.contains { $0.file.hasSuffix("-repl-check.txt") && !$0.rows.isEmpty })
    let engine = tables.filter { !$0.file.hasSuffix("-repl-check.txt") }
    for workload in ["| arm-fire |", "| fib |", "| loop |", "| persistent-observer |", "| observers-10k |"] {
      #expect(engine.contains { $0.rows.contains { $0.hasPrefix(workload) } }, "no cited row for \(workload)")
    }
    #expect(engine.contains { $0.rows.contains { $0.hasPrefix("| 01-tracked-reads |") } })
    for table in tables {
      let url = Repository.root.appendingPathComponent(table.file)
      let raw = try #require(try? String(contentsOf: url, encoding: .utf8), "\(table.file) is not committed")
      let lines = Set(raw.split(separator: "\n").map(String.init))
      for row in table.rows {
        #expect(lines.contains(row), "README quotes a row that \(table.file) does not hold: \(row)")
      }
    }
  }

  /// The check rejects what it should: a changed figure, a row from nowhere, a missing file.
  @Test func theCheckRejectsAnEditedRow() {
    let text = "Measured (`bench/results/abc.txt`):\n\n| fib | 28× |\n| loop | 4.9× |\n\nUncited:\n\n| other | 1 |\n"
    let tables = Self.citedTables(in: text)
    #expect(tables.count == 1)
    #expect(tables.first?.rows == ["| fib | 28× |", "| loop | 4.9× |"])
    let raw: Set<String> = ["| fib | 27× |", "| loop | 4.9× |"]
    #expect(tables[0].rows.filter { !raw.contains($0) } == ["| fib | 28× |"])
  }
}
