import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// `docs/json.md` is the schema of `run --format json`: every object the lessons, the exercises'
/// solutions and the language corpus print has exactly the fields it documents for its type (and
/// kind), and the documented version is the one printed.
@Suite struct JSONSchemaTests {
  /// The documented fields: `objects[type]`, and `kinds[table][kind]` for the tables of kinds
  /// (`schedule`, `loop`, … and the nested `why`, `event`, `reason`).
  struct Schema {
    var title = ""
    var objects: [String: Set<String>] = [:]
    var kinds: [String: [String: Set<String>]] = [:]
  }

  static let common: Set<String> = ["type", "step", "line", "depth"]
  static let notEvents: Set<String> = ["version", "step", "omitted", "error"]

  static func schema() throws -> Schema {
    let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
    var s = Schema()
    var table: String?
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("# ") { s.title = line }
      if line.hasPrefix("## ") {
        table = line == "## Objects" ? "" : names(in: line).first
        continue
      }
      guard let table, line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard cells.count >= 3, let name = names(in: cells[1]).first,
        cells[2].trimmingCharacters(in: .whitespaces) != "fields"
      else { continue }
      let fields = Set(fieldNames(cells[2]))
      if table.isEmpty { s.objects[name] = fields } else { s.kinds[table, default: [:]][name] = fields }
    }
    return s
  }

  /// Backquoted names in `text`.
  static func names(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
      String($0.element)
    }
  }

  /// The fields a cell lists: backquoted names before each ` — `, outside parentheses.
  static func fieldNames(_ cell: String) -> [String] {
    var plain = ""
    var depth = 0
    for c in cell {
      if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if depth == 0 { plain.append(c) }
    }
    return plain.split(separator: ";").flatMap { part in
      names(in: String(part.components(separatedBy: "—").first ?? ""))
    }
  }

  /// What is wrong with one printed object (nothing when it is as documented).
  static func problems(_ line: String, _ schema: Schema, seen: inout Set<String>) -> [String] {
    guard let data = line.data(using: .utf8),
      let o = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let type = o["type"] as? String
    else { return ["not an object with a type: \(line)"] }
    guard var expected = schema.objects[type] else { return ["undocumented type \(type)"] }
    expected.insert("type")
    if !notEvents.contains(type) { expected.formUnion(common) }
    var out: [String] = []
    if let kinds = schema.kinds[type], !notEvents.contains(type) {
      guard let kind = o["kind"] as? String, let fields = kinds[kind] else {
        return ["undocumented \(type) kind \(o["kind"] ?? "none")"]
      }
      seen.insert("\(type).\(kind)")
      expected.formUnion(fields)
      out += nested(o, schema, seen: &seen)
    } else {
      seen.insert(type)
    }
    if Set(o.keys) != expected {
      out.append("\(type): printed \(o.keys.sorted()), documented \(expected.sorted())")
    }
    return out
  }

  /// The typed values inside an object (`why`, `event`, `reason`): a kind's name, or an object
  /// with `kind` and that kind's fields.
  static func nested(_ o: [String: Any], _ schema: Schema, seen: inout Set<String>) -> [String] {
    var out: [String] = []
    for field in ["why", "event", "reason"] {
      guard let kinds = schema.kinds[field], let v = o[field] else { continue }
      if let name = v as? String {
        if kinds[name] != [] { out.append("\(field): \(name) is not a documented kind without fields") }
        seen.insert("\(field).\(name)")
      } else if let inner = v as? [String: Any], let name = inner["kind"] as? String, let fields = kinds[name] {
        seen.insert("\(field).\(name)")
        if Set(inner.keys) != fields.union(["kind"]) {
          out.append("\(field).\(name): printed \(inner.keys.sorted()), documented \(fields.sorted())")
        }
        out += nested(inner, schema, seen: &seen)
      } else {
        out.append("\(field): undocumented value \(v)")
      }
    }
    return out
  }

  static func programs() throws -> [URL] {
    let root = Repository.root
    return try ["Lessons", "Exercises/solutions", "Tests/ObservatoryTests/Language"].flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
        .filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent(folder).appendingPathComponent($0) }
    }
  }

  @Test func everyPrintedObjectIsAsDocumented() throws {
    let schema = try Self.schema()
    #expect(schema.title.contains("version \(EventJSON.version)"))
    var seen: Set<String> = []
    var count = 0
    for url in try Self.programs() {
      let run = LessonRun(
        file: SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8)), traceEnabled: true)
      run.run()
      let lines = EventJSON.lines(run).split(separator: "\n").map(String.init)
      #expect(lines.first == #"{"type":"version","version":\#(EventJSON.version)}"#)
      for line in lines {
        count += 1
        let problems = Self.problems(line, schema, seen: &seen)
        #expect(problems.isEmpty, "\(url.lastPathComponent): \(problems) in \(line)")
      }
    }
    // The corpus reaches the typed events of every table, not only a few plain ones.
    #expect(count > 10_000)
    for table in ["schedule", "loop", "view", "combine", "note", "why", "event"] {
      #expect(seen.contains { $0.hasPrefix(table + ".") }, "nothing printed a \(table) kind")
    }
    #expect(seen.count > 60, "\(seen.count) types and kinds printed")
  }

  /// The comparison rejects a field too many, a field too few, a renamed kind and a nested
  /// object with a wrong field.
  @Test func theCheckRejectsWhatIsNotDocumented() throws {
    let schema = try Self.schema()
    var seen: Set<String> = []
    let good =
      #"{"step":5,"line":17,"depth":0,"type":"schedule","kind":"stream","at":0,"event":{"kind":"buffers","stream":"stream #1","value":"1","count":1},"text":"t=0ms: stream #1 buffers 1 (1 buffered)"}"#
    #expect(Self.problems(good, schema, seen: &seen).isEmpty)
    let bad = [
      good.replacingOccurrences(of: #""at":0,"#, with: #""at":0,"extra":1,"#),
      good.replacingOccurrences(of: #""at":0,"#, with: ""),
      good.replacingOccurrences(of: #""kind":"stream""#, with: #""kind":"streams""#),
      good.replacingOccurrences(of: #""count":1"#, with: #""counted":1"#),
      #"{"step":0,"line":1,"depth":0,"type":"loop","loop":"loop #1","kind":"evaluates","why":"second","rule":null,"text":""}"#,
      #"{"type":"unheardOf"}"#,
    ]
    for line in bad { #expect(!Self.problems(line, schema, seen: &seen).isEmpty, "\(line)") }
  }
}
