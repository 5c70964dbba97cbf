import Foundation
import ObservatoryEngine

/// `observatory export LESSON --swift`: a lesson as a real Swift program.
///
/// Only a lesson the playground accepts is exported (it loads without error, and names none of the
/// file, process or network APIs lessons lack: `Capabilities`), so the program can do nothing a
/// lesson cannot. The lesson's text is kept byte for byte, except for the source ranges of its
/// playground directives (found among its tokens, `FeatureScan`): `#expect(...)` becomes a call of
/// `Playground.expect`, which reports a failure the way the playground does; the other directives
/// (`#log`, `#graph`, `#why`, `#whynot`, `#counts`, `#screen`, `#predict`) become comments that
/// can neither open nor close anything. A `#sourceLocation` line maps the program back onto the
/// lesson, so failed checks and traps name the lesson's own lines. Before the lesson comes the
/// prelude (`Prelude`, real Swift files in `Verify/Prelude/`): the `#expect` support, which reports
/// the counts when the program ends, the playground-only functions (`host`, `settle`,
/// `bodyCounts`, `resetBodyCounts`, `withTracking`) and, where the lesson needs it, the legacy
/// `ObservableObject` model: the real Combine on macOS, a stand-in on Linux, where Combine does
/// not exist. `MappedText` keeps where each byte came from, for the compiler check.
public struct SwiftExport: Sendable {
  /// What of the lesson cannot be checked against a real runtime here, with the line it is on.
  public struct SimulatedPart: Sendable, Equatable {
    public let line: Int
    public let what: String
  }

  /// The program's text.
  public let source: String
  /// The same text with where each byte came from (the compiler check maps diagnostics with it).
  let mapped: MappedText
  /// For the compiler check: the prelude as a file of its own (`prelude.swift`), with its own
  /// imports; `mapped` is then `main.swift`, the lesson with only the imports it has. Nil: the
  /// prelude is in `source`.
  let separatePrelude: String?
  /// Parts that run on the prelude's stand-in, not on a real runtime (legacy `ObservableObject`).
  public let simulatedOnly: [SimulatedPart]
  /// The top-level code ends with an `await`, so that it runs on the main actor (as lessons do).
  public let madeAsync: Bool
  /// The prelude's SwiftUI-like host is included (for views, or for the legacy model).
  public let usesViews: Bool
  /// The lesson itself has views: they run on the prelude's simulated host.
  public let hostsViews: Bool

  /// Exports a lesson to be built and run. Throws the lesson's error if the playground does not
  /// accept it (a syntax error, a name or member it lacks) or if it names an API lessons cannot use.
  /// `traced`: the program also reports the real runtime's events (`TracedExport.swift`); it
  /// throws `TraceUnsupported` where the trace cannot follow the lesson.
  public static func export(_ file: SourceFile, traced: Bool = false) throws -> SwiftExport {
    let scan = try FeatureScan(file: file)
    let (operands, classes) = try LargeStack.run { () throws -> ([Int: ExpectOperands], [ObservableClass]) in
      try SwiftCheck.loading(file) {
        let stmts = try Parser.parse(file)
        // As a lesson run loads it: the VM gives the program its builtins.
        let program = Program()
        _ = VM(program: program, trace: Trace(enabled: false), budget: 1, prelude: LessonPrelude.isNeeded(by: file))
        _ = try Compiler(program: program, file: file).compileScript(stmts)
        return (ExpectOperands.all(in: stmts), traced ? observableClasses(in: stmts) : [])
      }
    }
    try Capabilities.check(file, scan)
    var lesson = Lesson(file: file, scan: scan)
    lesson.expectOperands = operands
    if traced { lesson.traceEdits = try lesson.makeTraceEdits(classes) }
    return try SwiftExport(lessons: [lesson], sourceLocations: true, traced: traced)
  }

  /// Exports text for the compiler check (`CompilerGate`): any text the lexer reads, whether or
  /// not the playground can run it, after the REPL entries (or lesson) in `context`. Each
  /// `#expect(c)` is a check of `c` as written (so that Swift's diagnostics point into it), and
  /// there is no `#sourceLocation`: diagnostics name the program's own lines, which `mapped` leads
  /// back to the lesson. Nothing is refused here: nothing of it runs.
  static func forCheck(_ file: SourceFile, after context: [CheckedText] = []) throws -> SwiftExport {
    var lessons = try context.map { c -> Lesson in
      var l = Lesson(file: c.file, scan: try FeatureScan(file: c.file))
      l.resultName = c.resultName
      return l
    }
    lessons.append(Lesson(file: file, scan: try FeatureScan(file: file)))
    Lesson.renameShadowed(&lessons)
    return try SwiftExport(lessons: lessons, sourceLocations: false, traced: false, separatePrelude: true)
  }

  /// What ends every export whose top level is made async (see `init`).
  static let endOfLesson = "\ndo { await Playground.endOfLesson() }\n"

  /// A REPL entry (or a lesson) that an entry being checked comes after.
  struct CheckedText {
    let file: SourceFile
    /// `$R3` when the entry was an expression whose value the REPL named.
    let resultName: String?
  }

  /// The program reports the real runtime's events (`PreludeTrace.swift`).
  public let traced: Bool
  /// A traced program's name for the lesson it was made from (`sourceHash`), which its recordings
  /// carry.
  public let sourceHash: String?
  /// The hash of the lesson's text (`sourceHash`) that every program's seal covers
  /// (`Playground.start`).
  public let lessonHash: String

  /// `separatePrelude`: the prelude goes into a file of its own (`separatePrelude`), so that what
  /// it imports (Glibc, Foundation for its own needs) is not visible to the lesson — with
  /// `MemberImportVisibility` neither their functions nor their members are, as in a real
  /// one-file program that imports only what the lesson imports.
  private init(lessons: [Lesson], sourceLocations: Bool, traced: Bool, separatePrelude: Bool = false) throws {
    let scans = lessons.map(\.scan)
    let legacy = scans.flatMap(\.legacy)
    let usesLegacy = !legacy.isEmpty
    let usesViews = scans.contains { $0.usesViews } || usesLegacy
    let usesDispatchMain = scans.contains { $0.usesDispatchMain }
    // Top-level code that never awaits is synchronous and not isolated to the main actor. A final
    // non-suspending `await` makes it main-actor code, as every lesson statement is in the
    // playground. Not with `dispatchMain()`, which must not run inside the main actor's queue.
    let madeAsync = !usesDispatchMain
    let file = lessons[lessons.count - 1].file

    var header = [
      "// \(SwiftExport.literal(file.path)), exported by `observatory export --swift` as a real Swift program.",
      "// Build it with `swiftc -swift-version 5 -g -module-name main FILE.swift -o program` (Swift 6.2 or",
      "// later) and record a run with `./program > OUT 2>&1; echo \"exit $?\" >> OUT`, which",
      "// `observatory verify LESSON --recorded OUT` compares with the playground.",
      "// The lesson's code is unchanged except for its playground directives: each #expect became a",
      "// check (Playground.expect), the other directives became comments. The prelude after the",
      "// lesson defines what only the playground has"
        + (usesViews ? " (host, settle, bodyCounts, resetBodyCounts)." : "."),
    ]
    if traced {
      header += [
        "// Traced: it also reports the real runtime's events on standard error (`observatory: event ...`),",
        "// which `observatory verify` compares with the playground's trace; the prelude's trace part says how.",
      ]
    }
    if usesLegacy {
      header += [
        "// Legacy parts: on macOS they run on the real Combine; Combine does not exist on Linux, where",
        "// they run on a stand-in in the prelude (simulated only):",
      ]
      header += legacy.prefix(6).map { "//   line \($0.line): \(SwiftExport.comment($0.what))" }
      if legacy.count > 6 { header.append("//   (and \(legacy.count - 6) more)") }
    }
    // The SwiftUI SPI only where the lesson itself uses it: Xcode's toolchain does not have it.
    header.append(scans.contains { $0.usesSPI } ? "@_spi(SwiftUI) import Observation" : "import Observation")
    if scans.contains(where: { $0.usesMutex }) { header.append("import Synchronization") }
    if scans.contains(where: { $0.usesFoundation }) { header.append("import Foundation") }
    let imports = header.drop { !$0.hasPrefix("import ") && !$0.hasPrefix("@_spi") }
    // The prelude imports what it uses of the C library itself, by name (`PreludeCore.swift`).
    // The program names the lesson it was made from by a hash of its text, which its seal covers
    // and `verify --recorded` checks (the traced one says it again before its events).
    let lessonHash = SwiftExport.sourceHash(file.bytes)
    header.append("Playground.start(source: \"\(lessonHash)\")")
    let sourceHash = traced ? lessonHash : nil
    if let sourceHash { header.append("Playground.Trace.begin(source: \"\(sourceHash)\")") }

    var text = MappedText()
    text.write(header.joined(separator: "\n") + "\n\n")
    // The prelude comes first: a brace the lesson leaves open then swallows nothing of it, and
    // the compiler's "expected '}'" lands at the lesson's end.
    var prelude = Prelude.core
    if traced { prelude += "\n" + Prelude.trace }
    if traced && scans.contains(where: { $0.usesSPI }) { prelude += "\n" + Prelude.traceSPI }
    if scans.contains(where: { $0.usesWithTracking }) {
      prelude += "\n" + (traced ? try Prelude.tracedWithTracking() : Prelude.withTracking)
    }
    if usesViews { prelude += "\n" + (traced ? try Prelude.tracedViews() : Prelude.views) }
    if usesLegacy { prelude += "\n" + Prelude.legacy }
    if scans.contains(where: { $0.usesCombine }) { prelude += "\n" + Prelude.combine }
    prelude += "\n"
    if separatePrelude {
      self.separatePrelude = imports.joined(separator: "\n") + "\n\n" + prelude
    } else {
      self.separatePrelude = nil
      text.write(prelude)
    }
    for lesson in lessons {
      if sourceLocations { text.write("#sourceLocation(file: \(SwiftExport.literal(lesson.file.path)), line: 1)\n") }
      lesson.write(into: &text)
      if text.bytes.last != UInt8(ascii: "\n") { text.write("\n") }
    }
    // What follows the lesson stands for its end (where an unclosed brace is reported). A `do`
    // block cannot be an operand, so a lesson that ends in one (`let a = 1 +`) is told so by Swift.
    let end = SourceLoc(file, file.bytes.count)
    if sourceLocations { text.write("#sourceLocation()\n", for: end) }
    if madeAsync { text.write(SwiftExport.endOfLesson, for: end) }

    self.mapped = text
    self.source = text.text
    self.simulatedOnly = legacy
    self.madeAsync = madeAsync
    self.usesViews = usesViews
    self.hostsViews = scans.contains { $0.usesViews }
    self.traced = traced
    self.sourceHash = sourceHash
    self.lessonHash = lessonHash
  }

  /// A Swift string literal for any text (a string's debug description is one).
  static func literal(_ s: String) -> String { debugQuoted(s) }

  /// Text that can sit inside a comment without ending or opening one, or ending its line.
  static func comment(_ s: String) -> String {
    var out = debugQuoted(s).dropFirst().dropLast().description
    out = out.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
    return out
  }
}
