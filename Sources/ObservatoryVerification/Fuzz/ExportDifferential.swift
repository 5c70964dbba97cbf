import Foundation
import ObservatoryEngine

/// The export as a checked transformation (issue 26): the program `swiftc` compiles must hold the
/// lesson's code and nothing else. A lesson that hides code from the playground inside what Swift
/// reads as code (or the reverse: a comment Swift closes later than the playground does, a
/// directive argument holding `/*`) would make `verify` and the compiler check judge another
/// program than the one the learner watched.
///
/// The differential: lessons made of marker statements (`print("m3")`) mixed with hostile text in
/// comments, narration, strings and directive arguments. The markers the playground's lexer sees
/// as code must be exactly the string literals `swiftc -dump-parse` finds in the export.
public enum ExportDifferential {
  /// One generated case and what each side saw.
  public struct Outcome: Sendable {
    public let lesson: String
    /// Markers the playground reads as code; nil when its lexer refuses the lesson (then nothing
    /// of it runs or is exported, and there is nothing to compare).
    public let playground: Set<String>?
    /// Markers in Swift's parse of the export; nil when Swift reports a syntax error (the compiler
    /// check refuses such a lesson before anything runs).
    public let swift: Set<String>?
    public var agrees: Bool { playground == nil || swift == nil || playground == swift }
  }

  /// A lesson of `items` random pieces, from a seeded generator (the same seed, the same lesson).
  public static func lesson(seed: UInt64, items: Int = 12) -> String {
    var rng = ProgramGenerator.SplitMix64(seed: seed)
    let junk = [
      "/*", "*/", "\"", "\\", "\\(", ")", "(", "#", "\"\"\"", "//", "//:", "\n", "*", "/", "#\"", "\"#",
      "print(\"m99\")", "}", "{", " ", "text", "`", "\r\n", "/*:",
    ]
    func junkText() -> String { (0..<rng.int(5)).map { _ in rng.pick(junk) }.joined() }
    /// Junk as a string literal's contents: escaped (always valid) four times in five.
    func stringText() -> String {
      let j = junkText()
      return rng.chance(80) ? String(debugQuoted(j).dropFirst().dropLast()) : j
    }
    var out = ""
    var marker = 0
    func code() -> String {
      marker += 1
      return "print(\"m\(marker)\")"
    }
    for _ in 0..<items {
      switch rng.int(11) {
      case 0: out += code() + "\n"
      case 1: out += "//: \(junkText().replacingOccurrences(of: "\n", with: " "))\n" + code() + "\n"
      case 2: out += "// \(junkText().replacingOccurrences(of: "\n", with: " "))\n" + code() + "\n"
      case 3: out += "/* \(junkText()) */ " + code() + "\n"
      case 4: out += "/*: \(junkText()) */\n" + code() + "\n"
      case 5: out += "#why(\"\(stringText())\")\n" + code() + "\n"
      case 6: out += "#whynot(\"\(stringText())\"); " + code() + "\n"
      case 7: out += "#expect(true, \"\(stringText())\")\n" + code() + "\n"
      case 8: out += "let s\(marker) = \"\(stringText())\"; " + code() + "\n"
      case 9: out += "let r\(marker) = #\"\(junkText().replacingOccurrences(of: "\n", with: ""))\"#; " + code() + "\n"
      default: out += "#predict(\"\(stringText())\", [\"a\", \"b\"], answer: 0)\n" + code() + "\n"
      }
    }
    return out
  }

  /// Both sides' markers for one lesson.
  public static func run(_ lesson: String, swiftc: String) -> Outcome {
    let file = SourceFile(path: "differential.swift", text: lesson)
    guard let seen = try? playgroundMarkers(file), let export = try? SwiftExport.forCheck(file) else {
      return Outcome(lesson: lesson, playground: nil, swift: nil)
    }
    return Outcome(lesson: lesson, playground: seen, swift: swiftMarkers(export.source, swiftc: swiftc))
  }

  /// `mN` string literals among the lesson's code tokens (not inside a directive other than
  /// `#expect`, which the export turns into a comment), interpolations included.
  static func playgroundMarkers(_ file: SourceFile) throws -> Set<String> {
    let scan = try FeatureScan(file: file)
    let hidden = scan.directives.filter { $0.name != "expect" && $0.name != "require" }.map { $0.start..<$0.end }
    var found = Set<String>()
    func collect(_ tokens: [Token]) throws {
      for t in tokens where !hidden.contains(where: { $0.contains(t.start) }) {
        guard case .string(let parts) = t.kind else { continue }
        for p in parts {
          switch p {
          case .text(let s) where isMarker(s): found.insert(s)
          case .interpolation(let s, let e): try collect(Lexer.tokenize(file, start: s, end: e))
          default: break
          }
        }
      }
    }
    try collect(scan.tokens)
    return found
  }

  /// `mN` string literals in `swiftc -dump-parse`'s tree of the program; nil if it reports an error.
  static func swiftMarkers(_ source: String, swiftc: String) -> Set<String>? {
    guard let dir = TempFolder.make("differential") else { return nil }
    defer { dir.remove() }
    let path = dir.path + "/export.swift"
    guard (try? source.write(toFile: path, atomically: false, encoding: .utf8)) != nil else { return nil }
    let r = Subprocess.run(swiftc, ["-dump-parse", path], timeout: 60)
    let text = String(decoding: r.stdout, as: UTF8.self)
    if r.status != 0 || String(decoding: r.stderr, as: UTF8.self).contains(": error: ") { return nil }
    var found = Set<String>()
    for line in text.split(separator: "\n") where line.contains("string_literal_expr") {
      guard let v = line.range(of: " value=\"") else { continue }
      let value = line[v.upperBound...].prefix { $0 != "\"" }
      if isMarker(String(value)) { found.insert(String(value)) }
    }
    return found
  }

  static func isMarker(_ s: String) -> Bool { s.first == "m" && s.count > 1 && s.dropFirst().allSatisfy(\.isNumber) }
}
