import Foundation
import ObservatoryEngine

/// What Tab could put in place of the word before the cursor.
struct Completion: Equatable {
  /// The word being completed (every candidate starts with it).
  var word: String
  var candidates: [String]
  /// Added after a unique candidate (a space after a command name).
  var suffix = ""
  /// How the candidates are listed when there are several (file names without their folder).
  var listed: [String]

  init(word: String, candidates: [String], suffix: String = "", listed: [String]? = nil) {
    self.word = word
    self.candidates = candidates
    self.suffix = suffix
    self.listed = listed ?? candidates
  }

  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for w in words.dropFirst() {
      prefix = String(zip(prefix, w).prefix { $0 == $1 }.map(\.0))
    }
    return prefix
  }

  /// Words laid out in columns that fit `width`, at most 100 of them.
  static func columns(_ words: [String], width: Int) -> [String] {
    let shown = Array(words.prefix(100))
    let cell = (shown.map(\.count).max() ?? 0) + 2
    let perRow = max(1, min(shown.count, (width - 1) / max(cell, 1)))
    var rows: [String] = []
    var row = ""
    for (i, w) in shown.enumerated() {
      row +=
        i % perRow == perRow - 1 || i == shown.count - 1 ? w : w.padding(toLength: cell, withPad: " ", startingAt: 0)
      if i % perRow == perRow - 1 {
        rows.append(row)
        row = ""
      }
    }
    if !row.isEmpty { rows.append(row) }
    if words.count > shown.count { rows.append("(and \(words.count - shown.count) more)") }
    return rows
  }
}

/// Decides what Tab completes: colon commands (and their arguments: files for `:load`, command
/// names for `:help`), members after a dot (`counter.tr`), otherwise keywords, attributes,
/// declared names and the standard library's names.
struct Completer {
  let commands: [REPLCommand]
  /// Names declared so far plus builtins.
  let names: () -> [String]
  /// Members of the value a dotted path of names leads to.
  let members: ([String]) -> [String]

  static let keywords =
    Keyword.allCases.map(\.rawValue).filter { $0 != "_" } + [
      "async", "final", "lazy", "mutating", "private", "weak",
    ]
  static let attributes = ["@MainActor", "@Observable", "@ObservationIgnored"]
  static let directives = ["#expect", "#log", "#require"]

  func complete(_ before: String) -> Completion? {
    let trimmed = before.drop { $0 == " " }
    if trimmed.hasPrefix(":") { return completeCommand(Substring(trimmed)) }
    return completeCode(before)
  }

  // MARK: - Commands

  func completeCommand(_ text: Substring) -> Completion? {
    guard let space = text.firstIndex(of: " ") else {
      let word = String(text)
      let matches = commands.map { ":" + $0.name }.filter { $0.hasPrefix(word) }
      return Completion(word: word, candidates: matches, suffix: " ")
    }
    let name = String(text[text.index(after: text.startIndex)..<space])
    let argument = text[text.index(after: space)...].drop { $0 == " " }
    guard let command = REPLCommand.find(name, in: commands) else { return nil }
    switch command.argument {
    case .file: return completeFile(String(argument))
    case .command:
      let matches = commands.map(\.name).filter { $0.hasPrefix(argument) }
      return Completion(word: String(argument), candidates: matches, suffix: " ")
    case .none, .text: return nil
    }
  }

  /// File names for `:load`: folders end with `/`; lessons are `.swift` files.
  func completeFile(_ word: String) -> Completion? {
    let slash = word.lastIndex(of: "/")
    let folderPart = slash.map { String(word[...$0]) } ?? ""
    let namePart = slash.map { String(word[word.index(after: $0)...]) } ?? word
    let folder = folderPart.isEmpty ? "." : ((folderPart as NSString).expandingTildeInPath)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    var candidates: [String] = []
    var listed: [String] = []
    for n in names.sorted() where n.hasPrefix(namePart) && (namePart.hasPrefix(".") || !n.hasPrefix(".")) {
      var isDir: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(n), isDirectory: &isDir)
      guard isDir.boolValue || n.hasSuffix(".swift") else { continue }
      candidates.append(folderPart + n + (isDir.boolValue ? "/" : ""))
      listed.append(n + (isDir.boolValue ? "/" : ""))
    }
    let unique = candidates.count == 1 && !(candidates.first?.hasSuffix("/") ?? false)
    return Completion(word: word, candidates: candidates, suffix: unique ? " " : "", listed: listed)
  }

  // MARK: - Code

  func completeCode(_ before: String) -> Completion? {
    let chars = Array(before)
    var start = chars.count
    while start > 0, Completer.isNameCharacter(chars[start - 1]) { start -= 1 }
    let word = String(chars[start...])
    if start > 0, chars[start - 1] == "@" || chars[start - 1] == "#" {
      let marked = String(chars[(start - 1)...])
      let pool = chars[start - 1] == "@" ? Completer.attributes : Completer.directives
      return Completion(word: marked, candidates: pool.filter { $0.hasPrefix(marked) })
    }
    if start > 0, chars[start - 1] == "." {
      guard let path = Completer.dottedPath(chars, endingAt: start - 1) else { return nil }
      let matches = members(path).filter { $0.hasPrefix(word) }
      return Completion(word: word, candidates: matches)
    }
    guard !word.isEmpty, !(word.first?.isNumber ?? false) else { return nil }
    let pool = Set(Completer.keywords + names())
    return Completion(word: word, candidates: pool.filter { $0.hasPrefix(word) }.sorted())
  }

  static func isNameCharacter(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }

  /// `a.b.` before the cursor → `["a", "b"]`, `m.metrics[0].` → `["m", "metrics[0]"]`; nil when
  /// what precedes the dot is not a path of names and integer subscripts (a call, a number).
  static func dottedPath(_ chars: [Character], endingAt dot: Int) -> [String]? {
    var path: [String] = []
    var end = dot
    while true {
      // Integer subscripts after the name: `[0]`, `[12][3]`.
      var subscripts = ""
      while end > 0, chars[end - 1] == "]" {
        var open = end - 1
        while open > 0, chars[open - 1].isNumber { open -= 1 }
        guard open > 0, open < end - 1, chars[open - 1] == "[" else { return nil }
        subscripts = String(chars[(open - 1)..<end]) + subscripts
        end = open - 1
      }
      guard subscripts.filter({ $0 == "[" }).count <= 1 else { return nil }
      var s = end
      while s > 0, isNameCharacter(chars[s - 1]) { s -= 1 }
      guard s < end, !chars[s].isNumber else { return nil }
      path.insert(String(chars[s..<end]) + subscripts, at: 0)
      guard s > 0, chars[s - 1] == "." else { break }
      end = s - 1
    }
    return path
  }
}
