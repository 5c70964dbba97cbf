import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// The compiler check (DESIGN §1): before the playground runs a lesson or a REPL entry, the
/// installed `swiftc` type-checks it, and what Swift refuses never runs.
///
/// The lesson is exported as `verify` exports it (`SwiftExport.forCheck`: the same prelude, so
/// directives, views and the legacy stand-ins compile) and compiled with `-emit-sil`: type
/// checking plus the checks that run on SIL (definite initialization, a missing `return`). The
/// SIL, printed with its source locations, also says which integer literals Swift typed as
/// `Double` and which enum an implicit member (`.done`) is a case of (`SILFacts`): the
/// playground compiles those as Swift does.
/// Each diagnostic is mapped back through the export to the lesson's own line and column; one in
/// the export's scaffolding is a playground defect, reported as such, never as a prelude line.
/// Results are cached on disk by the exact text compiled (`CheckCache`).
public final class CompilerGate: SwiftChecker {
  public let toolchain: SwiftToolchain
  let cache: CheckCache?
  /// A compiler that has not finished by then is stopped, and the check reports it.
  let timeout: Double

  /// The frontend command the driver would run (nil: run the driver itself).
  let job: FrontendJob?

  public init(
    toolchain: SwiftToolchain, cacheDirectory: String? = CompilerGate.defaultCacheDirectory(), timeout: Double = 60
  ) {
    self.toolchain = toolchain
    self.cache = cacheDirectory.map { CheckCache(directory: $0) }
    self.timeout = timeout
    self.job = FrontendJob.find(
      swiftc: toolchain.swiftc, version: toolchain.version, flags: CompilerGate.flags,
      cacheDirectory: cacheDirectory.map { ($0 as NSString).deletingLastPathComponent })
  }

  /// `$XDG_CACHE_HOME/observatory/swift-check` (default `~/.cache/observatory/swift-check`).
  public static func defaultCacheDirectory() -> String? {
    XDG.cacheHome() + "/observatory/swift-check"
  }

  /// The flags of the check (the batch build of `verify` uses the same language mode).
  /// The lesson and the prelude are two files of one module (`-wmo`: one frontend job checks
  /// both); `MemberImportVisibility` keeps what only the prelude imports out of the lesson's sight.
  static let flags = [
    "-swift-version", "5", "-diagnostic-style", "llvm", "-module-name", "main", "-wmo",
    "-enable-upcoming-feature", "MemberImportVisibility", "-emit-sil", "-Xllvm", "-sil-print-debuginfo",
    "-o", FrontendJob.silPlaceholder,
  ]

  public func diagnose(_ file: SourceFile, after context: [CheckedEntry], entry: Bool = false) -> SwiftDiagnostics {
    let started = (Date(), CompilerGate.childCPUTime())
    defer { CompilerGate.recordTime(since: started) }
    let export: SwiftExport
    do {
      export = try SwiftExport.forCheck(
        file, after: context.map { SwiftExport.CheckedText(file: $0.file, resultName: $0.resultName) })
    } catch {
      // Text the lexer cannot read: the playground reports that itself when it loads the lesson.
      return SwiftDiagnostics()
    }
    let compiled = synchronousWhereOnlyAsync(compile(export.source, prelude: export.separatePrelude ?? ""), export)
    var d = CompilerGate.map(compiled, export.mapped, file: file)
    // The REPL shows the value of an entry's last expression: it is not unused.
    if entry, let last = SwiftExport.Lesson.lastExpressionStart(of: file) {
      d.warnings.removeAll { ($0.loc?.offset ?? -1) >= last && $0.message.hasSuffix("is unused [#no-usage]") }
    }
    return d
  }

  /// The offsets in `text` of the name of each implicit member `.name` on the nearest line at or
  /// above `line` (1-based) that has one, looking at most 40 lines up.
  static func implicitMemberOffsets(_ name: String, atOrAbove line: Int, in text: MappedText, _ lines: [Int])
    -> [Int]
  {
    let b = text.bytes
    let n = Array(name.utf8)
    func isWord(_ c: UInt8) -> Bool {
      c == UInt8(ascii: "_") || (c >= 48 && c <= 57) || (c | 0x20 >= 97 && c | 0x20 <= 122) || c >= 0x80
    }
    var l = min(line, lines.count)
    while l >= 1 && l > line - 40 {
      let end = l < lines.count ? lines[l] : b.count
      var found: [Int] = []
      var i = lines[l - 1]
      while i + 1 + n.count <= end {
        if b[i] == UInt8(ascii: "."), b[(i + 1)..<(i + 1 + n.count)].elementsEqual(n),
          i + 1 + n.count == b.count || !isWord(b[i + 1 + n.count]),
          i == 0
            || !(isWord(b[i - 1]) || b[i - 1] == UInt8(ascii: ")") || b[i - 1] == UInt8(ascii: "]")
              || b[i - 1] == UInt8(ascii: "?") || b[i - 1] == UInt8(ascii: "!") || b[i - 1] == UInt8(ascii: "."))
        {
          found.append(i + 1)
        }
        i += 1
      }
      if !found.isEmpty { return found }
      l -= 1
    }
    return []
  }

  /// `$OBSERVATORY_CHECK_TIMES`: a file each check appends its times to (a line each: the wall
  /// time and the CPU time of the compiler it ran, in seconds), for the REPL latency benchmark
  /// (`bench/repl-check.sh`). The CPU time is what the wall time is on an idle machine.
  static func recordTime(since start: (wall: Date, cpu: Double)) {
    guard let path = ProcessInfo.processInfo.environment["OBSERVATORY_CHECK_TIMES"], !path.isEmpty else { return }
    let line = String(format: "%.4f %.4f\n", Date().timeIntervalSince(start.wall), childCPUTime() - start.cpu)
    guard let h = FileHandle(forWritingAtPath: path) else {
      _ = FileManager.default.createFile(atPath: path, contents: Data(line.utf8))
      return
    }
    h.seekToEndOfFile()
    h.write(Data(line.utf8))
    try? h.close()
  }

  /// User and system time of the children this process has waited for, in seconds.
  static func childCPUTime() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  public func observableExpansion(of type: String?, in texts: [CheckedEntry]) throws -> [String] {
    guard let last = texts.last else {
      throw LessonError(.compile, "there is no code to expand yet: declare an @Observable class first", at: nil)
    }
    let export = try SwiftExport.forCheck(
      last.file, after: texts.dropLast().map { SwiftExport.CheckedText(file: $0.file, resultName: $0.resultName) })
    guard let dir = TempFolder.make("expand") else {
      throw LessonError(.compile, "no temporary folder to write the program to expand", at: nil)
    }
    defer { dir.remove() }
    let path = dir.path + "/main.swift"
    try export.source.write(toFile: path, atomically: false, encoding: .utf8)
    let r = Subprocess.run(
      toolchain.swiftc,
      ["-swift-version", "5", "-module-name", "main", "-typecheck", "-Xfrontend", "-dump-macro-expansions", path],
      timeout: timeout)
    let expansion = MacroExpansion.parse(String(decoding: r.stderr, as: UTF8.self))
    let declared = Set(texts.flatMap { (try? FeatureScan(file: $0.file))?.declaredTypes ?? [] })
    let types = expansion.observableTypes.filter { declared.contains(String($0.split(separator: ".").last ?? "")) }
    let chosen = type.map { t in types.filter { $0 == t || $0.hasSuffix("." + t) } } ?? types
    guard !chosen.isEmpty else {
      let known =
        types.isEmpty
        ? "no @Observable class is declared" : "the @Observable classes are " + types.joined(separator: ", ")
      throw LessonError(.compile, type.map { "'\($0)' is not an @Observable class here: \(known)" } ?? known, at: nil)
    }
    return chosen.flatMap { ExpansionText.render($0, expansion, compiler: "Swift \(toolchain.shortVersion)") + [""] }
      .dropLast()
  }

  /// The names of the two files checked.
  static let mainFile = "main.swift"
  static let preludeFile = "prelude.swift"

  /// What the compiler printed for a program, and whether it succeeded.
  struct Compiled {
    var succeeded: Bool
    var output: String
    /// The compiler did not run to its end (stopped at the time limit, or crashed).
    var failure: String?
    /// What the SIL says of `main.swift`'s literals and implicit members (`SILFacts`).
    var facts = SILFacts()
  }

  /// Checks `source` as `main.swift` beside `prelude` as `prelude.swift`.
  func compile(_ source: String, prelude: String) -> Compiled {
    let key = ([toolchain.swiftc, toolchain.version, SILFacts.version] + CompilerGate.flags).joined(separator: "\u{0}")
    let both = source + "\u{0}" + prelude
    if let hit = cache?.lookup(key: key, source: both) { return hit }
    // A private folder, removed afterwards (also when a signal stops the command: `Cleanup`);
    // the compiler's own temporary files go into one of `Subprocess`'s.
    guard let dir = TempFolder.make("check") else {
      return Compiled(succeeded: false, output: "", failure: "no temporary folder to write the program to check")
    }
    defer { dir.remove() }
    let files = [dir.path + "/" + CompilerGate.mainFile, dir.path + "/" + CompilerGate.preludeFile]
    let sil = dir.path + "/main.sil"
    do {
      try source.write(toFile: files[0], atomically: false, encoding: .utf8)
      try prelude.write(toFile: files[1], atomically: false, encoding: .utf8)
    } catch {
      return Compiled(succeeded: false, output: "", failure: "cannot write the program to check: \(error)")
    }
    let command =
      job?.command(for: files, output: sil)
      ?? [toolchain.swiftc] + CompilerGate.flags.map { $0 == FrontendJob.silPlaceholder ? sil : $0 } + files
    let r = Subprocess.run(command[0], Array(command.dropFirst()), timeout: timeout)
    // Diagnostics are on standard error (kept apart from standard output: merged, a line of one
    // could be cut by the other).
    let output = String(decoding: r.stderr, as: UTF8.self)
    if r.timedOut {
      return Compiled(succeeded: false, output: output, failure: "the compiler did not finish within \(Int(timeout)) s")
    }
    if r.signaled {
      return Compiled(succeeded: false, output: output, failure: "the compiler crashed (signal \(r.status))")
    }
    var compiled = Compiled(succeeded: r.status == 0, output: output, failure: nil)
    if compiled.succeeded, let bytes = FileManager.default.contents(atPath: sil) {
      compiled.facts = SILFacts.read(Array(bytes), file: CompilerGate.mainFile)
    }
    cache?.store(key: key, source: both, compiled)
    return compiled
  }

  /// What a warning says a cast always does: false for a Substring's cast that always fails,
  /// true for a cast that always succeeds; nil for any other warning.
  static func castOutcome(_ message: String) -> Bool? {
    if message == "'is' test is always true" || message == "'as' test is always true" { return true }
    if message.hasPrefix("conditional cast from '") && message.hasSuffix("' always succeeds") { return true }
    if message.hasPrefix("cast from '") && message.hasSuffix("' always fails") && message.contains("Substring") {
      return false
    }
    return nil
  }

  /// A missing `await` that Swift 5 mode only warns about (reading `task.value` or an `async`
  /// property; Swift 6 refuses it, and Swift 5 waits there anyway). The check refuses it: the
  /// course is about where a task suspends, and an `await` is how the code shows it.
  /// Also an actor's member called from outside it without `await` (`print(account.balance())`):
  /// Swift 5 mode warns where the top level is async ("cannot be called from outside of the
  /// actor", with the fix-it `await`) and refuses it where the top level has no `await` (the
  /// check's export always ends with one).
  static func refusesMissingAwait(_ d: CompilerDiagnostic) -> Bool {
    guard d.kind == .warning else { return false }
    return d.message.hasPrefix("expression is 'async' but is not marked with 'await'")
      || (d.message.contains("from outside of the actor") && d.fixIt?.text.hasPrefix("await") == true)
  }
  static let missingAwaitHint =
    "write 'await' here: the task may suspend at this point. (Swift 5 mode only warns and waits anyway; "
    + "the playground refuses it, as Swift 6 does, so that every suspension point is marked.)"

  /// The compiler's diagnostics on the lesson's own lines and columns.
  static func map(_ compiled: Compiled, _ text: MappedText, file: SourceFile) -> SwiftDiagnostics {
    var result = SwiftDiagnostics()
    var defects: [String] = []
    let lines = text.lineStarts()
    func place(_ line: Int?, _ column: Int?) -> (loc: SourceLoc, copied: Bool)? {
      guard let line, let column, line >= 1, line <= lines.count else { return nil }
      return text.origin(of: min(lines[line - 1] + max(0, column - 1), max(0, text.bytes.count - 1)))
    }
    var seen: [CompilerDiagnostic] = []
    for d in CompilerDiagnostic.parse(compiled.output) where d.kind == .error || d.kind == .warning {
      // The whole-module check can say the same thing twice.
      guard !seen.contains(d) else { continue }
      seen.append(d)
      guard !d.file.hasSuffix("/" + CompilerGate.preludeFile), let at = place(d.line, d.column) else {
        if d.kind == .error { defects.append(d.message) }
        continue
      }
      // Already checked: the session's earlier entries, or the lesson an entry was typed beside.
      guard at.loc.file === file else { continue }
      let refused = d.kind == .error || CompilerGate.refusesMissingAwait(d)
      var e = LessonError(
        refused ? .compile : .warning, d.message, at: at.loc,
        hint: d.kind == .warning && refused ? CompilerGate.missingAwaitHint : nil)
      if let f = d.fixIt, let p = place(d.line, f.column), p.loc.file === file {
        e.fixIt = LessonError.FixIt(f.text, at: p.loc)
      }
      e.notes = d.notes.map { n in
        guard let p = place(n.line, n.column) else {
          // A place in the compiled file outside the lesson is the prelude's; one in the standard
          // library's interface (`Swift.Double.-:2:27`) says its module in the message itself.
          let inPrelude = n.line != nil && n.file == d.file
          return LessonError.Note(n.message + (inPrelude ? " (in the playground's prelude)" : ""), at: nil)
        }
        let fix = n.fixIt.flatMap { f in place(n.line, f.column).map { LessonError.FixIt(f.text, at: $0.loc) } }
        return LessonError.Note(n.message, at: p.loc, fixIt: fix)
      }
      if refused { result.errors.append(e) } else { result.warnings.append(e) }
      // `word is String` of a Substring: Swift answers false; `word is Substring` true (it folds
      // the cast away), where the playground has a String.
      if d.kind == .warning, let outcome = CompilerGate.castOutcome(d.message) {
        result.castOutcomes[at.loc.offset] = outcome
      }
    }
    for l in compiled.facts.literalInits {
      guard let at = place(l.line, l.column), at.copied, at.loc.file === file else { continue }
      result.literalInits[at.loc.offset] = SwiftDiagnostics.LiteralInit(type: l.type, label: l.label)
    }
    result.genericLiteralInit = compiled.facts.genericLiteralInit
    for l in compiled.facts.doubles {
      guard let at = place(l.line, l.column), at.copied, at.loc.file === file else { continue }
      result.doubleLiterals[at.loc.offset] = l.value
    }
    // An optional made of the case is located where the case is (`d[k] = .done` makes
    // `Optional.some(Status.done)` at `.done`'s place): only the case itself counts.
    for c in compiled.facts.enumCases where c.type != "Optional" && !c.inMacroCopy {
      guard let at = place(c.line, c.column), at.copied, at.loc.file === file else { continue }
      result.implicitMembers[at.loc.offset] = SwiftDiagnostics.EnumCase(type: c.type, name: c.name)
    }
    // In `@Observable`'s copy of a `didSet` only the line is the lesson's: the case is the nearest
    // `.name` at or above it (the copy puts statements a `;` joined on lines of their own).
    for c in compiled.facts.enumCases where c.type != "Optional" && c.inMacroCopy {
      for offset in CompilerGate.implicitMemberOffsets(c.name, atOrAbove: c.line, in: text, lines)
      where result.implicitMembers[offset] == nil {
        guard let at = text.origin(of: offset), at.copied, at.loc.file === file else { continue }
        result.implicitMembers[at.loc.offset] = SwiftDiagnostics.EnumCase(type: c.type, name: c.name)
      }
    }
    for b in compiled.facts.substrings {
      guard let at = place(b.line, b.column), at.copied, at.loc.file === file else { continue }
      result.substringBoxes[at.loc.offset] = b.kind == "v" ? .value : b.kind == "o" ? .optional : .array
    }
    for m in compiled.facts.metatypes {
      guard let at = place(m.line, m.column), at.copied, at.loc.file === file else { continue }
      result.metatypes[at.loc.offset] = m.type
    }
    for a in compiled.facts.sizedArithmetic {
      guard let at = place(a.line, a.column), at.copied, at.loc.file === file else { continue }
      result.sizedArithmetic[at.loc.offset] = a.type
    }
    for p in compiled.facts.printed {
      guard let at = place(p.line, p.column), at.copied, at.loc.file === file else { continue }
      result.printedTypes[at.loc.offset] = p.type
    }
    for d in compiled.facts.described {
      guard let at = place(d.line, d.column), at.copied, at.loc.file === file else { continue }
      result.describedTypes[at.loc.offset] = d.type
    }
    for t in compiled.facts.typeArguments {
      guard let at = place(t.line, t.column), at.copied, at.loc.file === file else { continue }
      // Calls located at one place (`print(pair(a, b))`: `pair` and print's array) are kept apart by lines.
      result.typeArguments[at.loc.offset] = result.typeArguments[at.loc.offset].map { $0 + "\n" + t.type } ?? t.type
    }
    for u in compiled.facts.unfolds {
      guard let at = place(u.line, u.column), at.copied, at.loc.file === file else { continue }
      result.unfoldTypes[at.loc.offset] = SwiftDiagnostics.UnfoldTypes(element: u.element, state: u.state)
    }
    if let failure = compiled.failure {
      result.errors.append(
        LessonError(
          .compile, "the Swift compiler could not check this lesson: \(failure)", at: nil,
          hint: "run with --no-compiler-check to run it without the check"))
    } else if result.errors.isEmpty && (!defects.isEmpty || !compiled.succeeded) {
      // Swift refused the program, but nothing it said is in the lesson: the export is wrong.
      let said = defects.first ?? compiled.output.split(separator: "\n").first.map(String.init) ?? "no message"
      result.errors.append(
        LessonError(
          .compile,
          "the playground's Swift version of this lesson does not compile, though no error is in the lesson "
            + "(a playground defect): \(said)", at: nil,
          hint: "please report it with the lesson; --no-compiler-check runs the lesson without the check"))
    }
    return result
  }
}
