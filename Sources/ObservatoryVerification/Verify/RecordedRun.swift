import Foundation
import ObservatoryEngine

/// One run of an exported lesson program, read from what a shell records with
///
///     ./program > FILE 2>&1; echo "exit $?" >> FILE
///
/// Standard output and standard error in the order they happened (the prelude makes standard output
/// line-buffered), then `exit N`. `observatory verify` reads its own runs the same way.
///
/// Read from the top: the prelude's first line, what built the program (`observatory: module main,
/// Swift 6.3.1, Linux x86_64`); the lines the program printed and the `#expect`s that failed
/// (`FILE:LINE: #expect(...) failed: ...`), in order; then either the prelude's count of the
/// checks (`observatory: #expect 3 passed, 0 failed`), printed when the program ends, or a trap
/// (`FILE:LINE: Fatal error: ...`, and on Linux a backtrace) that ends everything after it; and
/// last the exit status.
struct RecordedRun: Sendable {
  /// What built the program, as its first line says.
  struct Build: Equatable, Sendable {
    /// The module the program was built as: types print as `module.Type`.
    var module: String
    /// `6.3.1`, from the compiler that built it.
    var swiftVersion: String
    /// `Linux x86_64`, `macOS arm64`.
    var platform: String
    /// The legacy parts ran on the real Combine (macOS), not the prelude's stand-in.
    var realCombine: Bool
  }

  /// The `#expect`s that passed and failed, as the prelude counts them when the program ends.
  struct Counts: Equatable, Sendable {
    var passed: Int
    var failed: Int
  }

  var build: Build?
  /// The first line, as recorded.
  var header = ""
  /// The second line's seal of the first (`observatory: runtime none, seal HASH`, `Playground.start`):
  /// what the runtime found of Combine and the hash; nil in a recording made before programs
  /// sealed their first line.
  var seal: (runtime: String, hash: String)?
  /// Output lines and failed-`#expect` lines (`line N: #expect(...) failed...`), in order, with
  /// the module name printed as the playground's `main`.
  var lines: [String] = []
  /// The traced program's header (`observatory: trace on, source HASH`): nil for a recording of a
  /// program exported without the trace, which has no events.
  var traceSource: String?
  /// The lines and the events (`observatory: event ...`, without that prefix) in order.
  var trace: [(text: String, isEvent: Bool)] = []
  var eventCount: Int { trace.count - lines.count }
  var counts: Counts?
  var trap: Trap?
  /// Why Swift's report of the trap is out of the order Swift writes it in (see `CrashReport`).
  var crashDisorder: String?
  /// The machine Swift's report of a trap names (`x86_64 Linux` from `Platform: x86_64 Linux (...)`).
  var crashPlatform: String?
  /// The exit status (128 + N for signal N, as a shell reports it); nil when the run was stopped
  /// because it did not end in time.
  var exitStatus: Int?
  var timedOut = false
  var seconds = 0.0

  /// A recording this cannot read.
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  /// `line 4: #expect(x == 1) failed: x is 2, 1 is 1`: a failed check as both sides are compared.
  static func failureLine(line: Int, message: String) -> String { "line \(line): \(message)" }

  static let buildPrefix = "observatory: module "
  static let countsPrefix = "observatory: #expect "
  static let eventPrefix = "observatory: event "
  static let tracePrefix = "observatory: trace on, source "
  static let sealPrefix = "observatory: runtime "

  /// Reads a recording of the lesson at `lessonPath` (only its file name matters: the recording
  /// may come from another machine). `module` is the module it was built as, when known.
  static func parse(_ text: String, lessonPath: String, module knownModule: String? = nil) throws -> RecordedRun {
    var ls = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while ls.last == "" { ls.removeLast() }
    guard let last = ls.last, last.hasPrefix("exit "), let status = Int(last.dropFirst(5)) else {
      throw Malformed(
        description: "the recording does not end with an `exit N` line; record it with "
          + "`./program > FILE 2>&1; echo \"exit $?\" >> FILE`")
    }
    ls.removeLast()
    guard let first = ls.first, let build = parseBuild(first) else {
      throw Malformed(
        description: "the recording does not start with the prelude's line (`observatory: module main, Swift ...`): "
          + "record a program exported by this observatory (observatory export LESSON --swift)")
    }
    ls.removeFirst()
    var run = RecordedRun()
    run.build = build
    run.header = first
    run.exitStatus = status
    if let second = ls.first, second.hasPrefix(sealPrefix), let comma = second.range(of: ", seal ") {
      run.seal = (
        String(second[second.index(second.startIndex, offsetBy: sealPrefix.count)..<comma.lowerBound]),
        String(second[comma.upperBound...])
      )
      ls.removeFirst()
    }
    if let first = ls.first, first.hasPrefix(tracePrefix) {
      run.traceSource = String(first.dropFirst(tracePrefix.count))
      ls.removeFirst()
    }
    let fileName = lessonPath.split(separator: "/").last.map(String.init) ?? lessonPath

    // Where a trap starts, everything after it is Swift's report of the crash.
    let trapStart = ls.firstIndex { !$0.hasPrefix(eventPrefix) && isTrapLine($0) }.map { k in
      k > 0 && ls[k - 1].isEmpty && ls[k].hasPrefix("***") ? k - 1 : k
    }
    var body = Array(ls[..<(trapStart ?? ls.count)])
    if trapStart == nil, let c = body.last.flatMap(parseCounts) {
      run.counts = c
      body.removeLast()
    }
    let module = knownModule ?? build.module
    for l in body {
      if run.traceSource != nil && l.hasPrefix(eventPrefix) {
        run.trace.append((String(l.dropFirst(eventPrefix.count)), true))
        continue
      }
      if let (line, message) = failure(l) {
        run.lines.append(failureLine(line: line, message: normalize(message, module: module)))
      } else {
        run.lines.append(normalize(l, module: module))
      }
      run.trace.append((run.lines[run.lines.count - 1], false))
    }
    if let t = trapStart {
      run.trap = trap(Array(ls[t...]), fileName: fileName, status: status)
      run.crashDisorder = CrashReport.disorder(Array(ls[t...]))
      run.crashPlatform = ls[t...].first { $0.hasPrefix("Platform: ") }.map {
        $0.dropFirst("Platform: ".count).split(separator: " ").prefix(2).joined(separator: " ")
      }
    }
    return run
  }

  /// The runs in a file that holds several recordings one after another (each starts with the
  /// prelude's first line and ends with its `exit N`); a file of one run is one.
  static func split(_ text: String) -> [String] {
    var runs: [String] = []
    var current: [Substring] = []
    var ended = false
    for l in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if l.hasPrefix(buildPrefix) && ended && !current.isEmpty {
        runs.append(current.joined(separator: "\n") + "\n")
        current = []
      }
      current.append(l)
      if l.hasPrefix("exit "), Int(l.dropFirst(5)) != nil { ended = true } else if !l.isEmpty { ended = false }
    }
    while current.last == "" { current.removeLast() }
    if !current.isEmpty { runs.append(current.joined(separator: "\n") + "\n") }
    return runs
  }

  /// The module name where Swift prints a type (`ObservatoryLesson3.Player`) is the playground's
  /// `main.Player`: a program built as module `main` prints that.
  static func normalize(_ s: String, module: String) -> String {
    module != "main" && s.contains(module + ".") ? s.replacingOccurrences(of: module + ".", with: "main.") : s
  }

  /// A line that starts Swift's report of a trap.
  static func isTrapLine(_ l: String) -> Bool {
    for marker in [": Fatal error", ": Precondition failed", ": Assertion failed"] where l.contains(marker) {
      return true
    }
    return l.hasPrefix("Fatal error") || l.hasPrefix("Precondition failed") || l.hasPrefix("Assertion failed")
      || l.hasPrefix("*** Signal ") || l.hasPrefix("💣 Program crashed") || l.hasPrefix("Simultaneous accesses to ")
  }

  /// `FILE.swift:LINE: #expect(...) failed...` → (LINE, `#expect(...) failed...`).
  static func failure(_ l: String) -> (Int, String)? {
    guard let r = l.range(of: ": #expect(") else { return nil }
    let head = l[..<r.lowerBound]
    guard let colon = head.lastIndex(of: ":"), head[..<colon].hasSuffix(".swift"),
      let n = Int(head[head.index(after: colon)...])
    else { return nil }
    return (n, String(l[l.index(r.lowerBound, offsetBy: 2)...]))
  }

  /// `observatory: module main, Swift 6.3.1, Linux x86_64[, Combine]`.
  static func parseBuild(_ l: String) -> Build? {
    guard l.hasPrefix(buildPrefix) else { return nil }
    let fields = l.dropFirst("observatory: ".count).components(separatedBy: ", ")
    guard fields.count >= 3, fields[0].hasPrefix("module "), fields[1].hasPrefix("Swift ") else { return nil }
    return Build(
      module: String(fields[0].dropFirst(7)), swiftVersion: String(fields[1].dropFirst(6)), platform: fields[2],
      realCombine: fields.dropFirst(3).contains("Combine"))
  }

  /// `observatory: #expect 3 passed, 0 failed`.
  static func parseCounts(_ l: String) -> Counts? {
    guard l.hasPrefix(countsPrefix) else { return nil }
    let words = l.dropFirst(countsPrefix.count).split(separator: " ")
    guard words.count == 4, let passed = Int(words[0]), words[1] == "passed,", let failed = Int(words[2]),
      words[3] == "failed"
    else { return nil }
    return Counts(passed: passed, failed: failed)
  }

  /// The trap in Swift's report of a crash: its message, and the lesson line from the message's
  /// place (`Module/lesson.swift:12: Fatal error: ...`) or else from the first backtrace frame in
  /// the lesson (`... at Lessons/lesson.swift:12:7`, printed on Linux for a program built with
  /// line tables).
  static func trap(_ ls: [String], fileName: String, status: Int) -> Trap {
    let signal = status > 128 ? status - 128 : nil
    var message = ""
    var line: Int? = nil
    for l in ls where isTrapLine(l) && !l.hasPrefix("*** Signal") {
      message = l
      if let r = l.range(of: "/\(fileName):") ?? (l.hasPrefix("\(fileName):") ? l.range(of: "\(fileName):") : nil) {
        line = Int(l[r.upperBound...].prefix { $0.isNumber })
      }
      break
    }
    if let failure = ls.first(where: { $0.contains("Swift runtime failure: ") }), message.isEmpty || line == nil {
      if message.isEmpty, let r = failure.range(of: "Swift runtime failure: ") {
        message = String(failure[r.lowerBound...].prefix { $0 != "*" }).trimmingCharacters(in: .whitespaces)
      }
    }
    if message.isEmpty, let crashed = ls.first(where: { $0.contains("Program crashed: ") }) {
      message = crashed.trimmingCharacters(in: CharacterSet(charactersIn: "*💣 "))
    }
    var stack: [Int] = []
    for l in ls {
      guard let r = l.range(of: " at ", options: .backwards), let f = l[r.upperBound...].range(of: "\(fileName):")
      else { continue }
      let before = l[r.upperBound..<f.lowerBound]
      guard before.isEmpty || before.hasSuffix("/"), let n = Int(l[f.upperBound...].prefix { $0.isNumber }) else {
        continue
      }
      stack.append(n)
    }
    if line == nil { line = stack.first }
    if message.isEmpty { message = signal.map { "signal \($0)" } ?? "exit status \(status)" }
    return Trap(kind: Trap.swiftKind(message, signal: signal), line: line, message: message, stackLines: stack)
  }
}
