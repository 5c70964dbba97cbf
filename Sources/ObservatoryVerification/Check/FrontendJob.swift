import Foundation

/// The command the Swift driver would run to check a file, found once with `swiftc -###` and then
/// run directly: starting the driver costs about as much as type-checking a small lesson, and the
/// REPL checks every entry. The command is the driver's own (target, plugin paths for the
/// `@Observable` macro, the flags asked for), remembered on disk per compiler and flags.
struct FrontendJob: Equatable {
  /// The frontend's path and arguments, with `FrontendJob.placeholders` where the files go.
  let arguments: [String]

  /// Where the checked files go: the lesson (`main.swift`) and the prelude beside it.
  static let placeholders = [
    "/observatory-check-placeholder/main.swift", "/observatory-check-placeholder/prelude.swift",
  ]

  /// Where the emitted SIL goes (`-o`).
  static let silPlaceholder = "/observatory-check-placeholder/main.sil"

  /// The command for the files at `paths` (in `placeholders`' order), writing its SIL to `output`.
  func command(for paths: [String], output: String) -> [String] {
    arguments.map { a in
      a == FrontendJob.silPlaceholder ? output : FrontendJob.placeholders.firstIndex(of: a).map { paths[$0] } ?? a
    }
  }

  /// Asks the driver (or the memo in `cacheDirectory`) for its command; nil when the driver's
  /// answer is not one frontend job that checks the placeholders.
  static func find(swiftc: String, version: String, flags: [String], cacheDirectory: String?) -> FrontendJob? {
    let key = ([swiftc, version] + flags).joined(separator: "\u{1F}")
    let memo = cacheDirectory.map { $0 + "/frontend-job" }
    if let memo, let data = FileManager.default.contents(atPath: memo) {
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count >= 2, lines[0] == key {
        return FrontendJob(arguments: lines[1].split(separator: "\u{1F}").map(String.init))
      }
    }
    let r = Subprocess.run(swiftc, ["-###"] + flags + placeholders, timeout: 60)
    let jobs = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").filter { !$0.isEmpty }
    guard r.status == 0, jobs.count == 1, let words = shellWords(jobs[0]), placeholders.allSatisfy(words.contains),
      words.contains(silPlaceholder),
      words.first?.hasSuffix("swift-frontend") == true
    else { return nil }
    if let memo, let dir = cacheDirectory {
      try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      try? (key + "\n" + words.joined(separator: "\u{1F}") + "\n").write(
        toFile: memo, atomically: true, encoding: .utf8)
    }
    return FrontendJob(arguments: words)
  }

  /// A command line as the driver prints it: words split at spaces, `"..."` and `'...'` quoting,
  /// `\` escapes. Nil for text it cannot read.
  static func shellWords(_ line: Substring) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character? = nil
    var escaped = false
    for c in line {
      if escaped {
        word.append(c)
        escaped = false
      } else if c == "\\" && quote != "'" {
        escaped = true
        inWord = true
      } else if let q = quote {
        if c == q { quote = nil } else { word.append(c) }
      } else if c == "\"" || c == "'" {
        quote = c
        inWord = true
      } else if c == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(c)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
