import Foundation
import ObservatoryEngine

/// `observatory export LESSON --swift`: a lesson as a real Swift program.
///
/// Only a lesson the playground accepts is exported (it loads without error, and names none of the
/// file, process or network APIs lessons lack: `Capabilities`), so the program can do nothing a
/// lesson cannot. The lesson's text is kept byte for byte, except for the source ranges of its
/// playground directives (found on the parsed syntax tree): `#expect(...)` becomes a call of
/// `Playground.expect`, which reports a failure the way the playground does; the other directives
/// (`#log`, `#graph`, `#why`, `#whynot`, `#counts`, `#screen`) become comments. A
/// `#sourceLocation` line maps the program back onto the lesson, so compiler diagnostics, failed
/// checks and traps name the lesson's own lines. After the lesson comes the prelude (`Prelude`,
/// real Swift files in `Verify/Prelude/`): the `#expect` support, which reports the counts when the
/// program ends, the playground-only functions (`host`, `settle`, `bodyCounts`, `resetBodyCounts`,
/// `withTracking`) and, where the lesson needs it, the legacy `ObservableObject` model: the real
/// Combine on macOS, a stand-in on Linux, where Combine does not exist.
public struct SwiftExport: Sendable {
  /// What of the lesson cannot be checked against a real runtime here, with the line it is on.
  public struct SimulatedPart: Sendable, Equatable {
    public let line: Int
    public let what: String
  }

  /// The program's text.
  public let source: String
  /// Parts that run on the prelude's stand-in, not on a real runtime (legacy `ObservableObject`).
  public let simulatedOnly: [SimulatedPart]
  /// The top-level code ends with an `await`, so that it runs on the main actor (as lessons do).
  public let madeAsync: Bool
  /// The prelude's SwiftUI-like host is included (for views, or for the legacy model).
  public let usesViews: Bool
  /// The lesson itself has views: they run on the prelude's simulated host.
  public let hostsViews: Bool

  /// Exports a lesson. Throws the lesson's error if the playground does not accept it (a syntax
  /// error, a name or member it lacks) or if it names an API lessons cannot use.
  public static func export(_ file: SourceFile) throws -> SwiftExport {
    let stmts = try LargeStack.run { () throws -> [Stmt] in
      let stmts = try Parser.parse(file)
      // As a lesson run loads it: the VM gives the program its builtins.
      let program = Program()
      _ = VM(program: program, trace: Trace(enabled: false), budget: 1, prelude: LessonPrelude.isNeeded(by: file))
      _ = try Compiler(program: program, file: file).compileScript(stmts)
      return stmts
    }
    var scan = FeatureScan(file: file)
    scan.run(stmts)
    try Capabilities.check(file, scan)
    return SwiftExport(file: file, scan: scan)
  }

  private init(file: SourceFile, scan: FeatureScan) {
    let lessonText = SwiftExport.applyEdits(file, scan.edits)
    let usesLegacy = !scan.legacy.isEmpty
    let usesViews = scan.usesViews || usesLegacy
    // Top-level code that never awaits is synchronous and not isolated to the main actor. A final
    // non-suspending `await` makes it main-actor code, as every lesson statement is in the
    // playground. Not with `dispatchMain()`, which must not run inside the main actor's queue.
    let madeAsync = !scan.usesDispatchMain

    var header = [
      "// \(file.path), exported by `observatory export --swift` as a real Swift program.",
      "// Build it with `swiftc -swift-version 5 -g -module-name main FILE.swift -o program` (Swift 6.2 or",
      "// later) and record a run with `./program > OUT 2>&1; echo \"exit $?\" >> OUT`, which",
      "// `observatory verify LESSON --recorded OUT` compares with the playground.",
      "// The lesson's code is unchanged except for its playground directives: each #expect became a",
      "// check (Playground.expect), the other directives became comments. The prelude after the",
      "// lesson defines what only the playground has"
        + (usesViews ? " (host, settle, bodyCounts, resetBodyCounts)." : "."),
    ]
    if usesLegacy {
      header += [
        "// Legacy parts: on macOS they run on the real Combine; Combine does not exist on Linux, where",
        "// they run on a stand-in in the prelude (simulated only):",
      ]
      header += scan.legacy.prefix(6).map { "//   line \($0.line): \($0.what)" }
      if scan.legacy.count > 6 { header.append("//   (and \(scan.legacy.count - 6) more)") }
    }
    // The SwiftUI SPI only where the lesson itself uses it: Xcode's toolchain does not have it.
    header.append(scan.usesSPI ? "@_spi(SwiftUI) import Observation" : "import Observation")
    if scan.usesMutex { header.append("import Synchronization") }
    if scan.usesFoundation { header.append("import Foundation") }
    header += ["#if canImport(Glibc)", "import Glibc", "#elseif canImport(Darwin)", "import Darwin", "#endif"]
    header.append("Playground.start()")
    header.append("#sourceLocation(file: \(SwiftExport.literal(file.path)), line: 1)")

    var text = header.joined(separator: "\n") + "\n" + lessonText
    if !text.hasSuffix("\n") { text += "\n" }
    text += "#sourceLocation()\n\n"
    text += Prelude.core
    if scan.usesWithTracking { text += "\n" + Prelude.withTracking }
    if usesViews { text += "\n" + Prelude.views }
    if usesLegacy { text += "\n" + Prelude.legacy }
    if scan.usesCombine { text += "\n" + Prelude.combine }
    if madeAsync { text += "\nawait Playground.endOfLesson()\n" }

    self.source = text
    self.simulatedOnly = scan.legacy
    self.madeAsync = madeAsync
    self.usesViews = usesViews
    self.hostsViews = scan.usesViews
  }

  /// The lesson's bytes with each edited range replaced.
  static func applyEdits(_ file: SourceFile, _ edits: [FeatureScan.Edit]) -> String {
    var out = ""
    var pos = 0
    for e in edits.sorted(by: { $0.start < $1.start }) where e.start >= pos {
      out += file.text(from: pos, to: e.start)
      out += e.replacement
      pos = e.end
    }
    out += file.text(from: pos, to: file.bytes.count)
    return out
  }

  /// A Swift string literal for any text (a string's debug description is one).
  static func literal(_ s: String) -> String { debugQuoted(s) }
}

/// One pass over the syntax tree: the edits for the directives, and what the program needs
/// (imports, prelude parts) or cannot do here (legacy `ObservableObject`).
struct FeatureScan {
  struct Edit {
    let start: Int
    let end: Int
    let replacement: String
  }

  let file: SourceFile
  var edits: [Edit] = []
  var legacy: [SwiftExport.SimulatedPart] = []
  var usesViews = false
  var usesSPI = false
  var usesMutex = false
  var usesFoundation = false
  var usesDispatchMain = false
  var usesWithTracking = false
  var usesCombine = false
  /// Every name, member and argument label the lesson uses (for `Capabilities`).
  var names = Set<String>()
  var members = Set<String>()
  var labels = Set<String>()
  /// Where each name is first used.
  var firstUse: [String: Int] = [:]
  /// The types the lesson declares.
  var declaredTypes = Set<String>()

  init(file: SourceFile) { self.file = file }

  /// Names that need Foundation (or Dispatch, which Foundation re-exports).
  static let foundationNames: Set<String> = [
    "DispatchQueue", "DispatchTime", "dispatchMain", "Thread", "usleep", "NSLock", "Date", "ProcessInfo",
    "FileHandle", "Data", "URL", "NSString", "DispatchSemaphore", "DispatchGroup", "UUID", "Decimal",
    "CharacterSet",
  ]
  static let foundationMembers: Set<String> = [
    "padding", "components", "trimmingCharacters", "replacingOccurrences", "range", "appendingPathComponent",
    "capitalized",
  ]
  static let legacyWrappers: Set<String> = ["Published", "ObservedObject", "StateObject", "EnvironmentObject"]

  mutating func run(_ stmts: [Stmt]) {
    // Collected through a class so the walk's closures can record into it.
    final class Sink {
      var edits: [Edit] = []
      var legacy: [SwiftExport.SimulatedPart] = []
      var names = Set<String>()
      var members = Set<String>()
      var labels = Set<String>()
      /// Where each name, member or label is first used.
      var firstUse: [String: Int] = [:]
      var declaredTypes = Set<String>()
      var usesViews = false
      func use(_ name: String, _ offset: Int) { if firstUse[name] == nil { firstUse[name] = offset } }
    }
    let sink = Sink()
    let file = self.file
    func line(_ offset: Int) -> Int { file.line(of: offset) }
    func noteLegacy(_ offset: Int, _ what: String) {
      let l = line(offset)
      if !sink.legacy.contains(where: { $0.line == l }) { sink.legacy.append(.init(line: l, what: what)) }
    }

    var walk = SyntaxWalk()
    walk.visitStmt = { s, _ in
      if case .directive(let name, let args) = s.kind {
        sink.edits.append(FeatureScan.directiveEdit(file, name, args, s.start, s.end))
      }
      if case .ignored = s.kind {
        let text = file.text(from: s.start, to: s.end)
        if text.contains("@_spi") { sink.names.insert("@_spi") }
        if text.contains("import Foundation") || text.contains("import Dispatch") {
          sink.names.insert("import Foundation")
        }
        if text.contains("import SwiftUI") {
          // The prelude's host stands in for SwiftUI (and SwiftUI re-exports Foundation).
          sink.names.insert("import Foundation")
          sink.edits.append(
            Edit(start: s.start, end: s.end, replacement: "/* import SwiftUI: the prelude's view host stands in */"))
        }
      }
    }
    walk.visitExpr = { e, _ in
      switch e.kind {
      case .directive(let name, let args):
        sink.edits.append(FeatureScan.directiveEdit(file, name, args, e.start, e.end))
      case .name(let n):
        sink.names.insert(n)
        sink.use(n, e.start)
        if Prelude.combineNames.contains(n) { noteLegacy(e.start, "\(n) (the simulated Combine subset)") }
      case .typeRef(let t), .cast(_, _, let t):
        FeatureScan.typeNames(t, into: &sink.names)
      case .member(_, let m):
        sink.members.insert(m)
        sink.use(m, e.start)
        if m == "objectWillChange" { noteLegacy(e.start, "objectWillChange (Combine)") }
        if m == "sink" { noteLegacy(e.start, "a Combine sink") }
      case .call(let f, let args):
        for a in args {
          if let l = a.label {
            sink.labels.insert(l)
            sink.use(l, e.start)
          }
        }
        // `withObservationTracking(_:willSet:didSet:)` is the SPI variant.
        if case .name("withObservationTracking") = f.kind,
          args.contains(where: { $0.label == "willSet" || $0.label == "didSet" })
        {
          sink.names.insert("@_spi")
        }
        // `String(format:)` is Foundation's.
        if case .name("String") = f.kind, args.first?.label == "format" { sink.names.insert("import Foundation") }
      default: break
      }
    }
    walk.visitType = { t in
      sink.declaredTypes.insert(t.name)
      if t.inherited.contains("ObservableObject") { noteLegacy(t.start, "class \(t.name): ObservableObject") }
      if t.inherited.contains("View") { sink.usesViews = true }
    }
    walk.visitFunction = { f in
      for p in f.params { if let t = p.type { FeatureScan.typeNames(t, into: &sink.names) } }
      if let t = f.returnType { FeatureScan.typeNames(t, into: &sink.names) }
    }
    walk.visitVariable = { v, _ in
      if let t = v.type { FeatureScan.typeNames(t, into: &sink.names) }
      for a in v.modifiers.attributes where FeatureScan.legacyWrappers.contains(a) {
        noteLegacy(v.start, "@\(a)")
      }
    }
    walk.walk(stmts)

    edits = sink.edits
    legacy = sink.legacy.sorted { $0.line < $1.line }
    let names = sink.names
    self.names = names
    members = sink.members
    labels = sink.labels
    firstUse = sink.firstUse
    declaredTypes = sink.declaredTypes
    usesViews = sink.usesViews || !names.isDisjoint(with: ["host", "settle", "bodyCounts", "resetBodyCounts"])
    usesSPI = names.contains("@_spi")
    usesMutex = names.contains("Mutex")
    usesDispatchMain = names.contains("dispatchMain")
    usesWithTracking = names.contains("withTracking")
    // The prelude's Combine subset, unless the lesson writes its own `PassthroughSubject` (or
    // another of its types): then nothing of it is simulated by the playground either.
    usesCombine = !names.isDisjoint(with: Prelude.combineNames) && declaredTypes.isDisjoint(with: Prelude.combineNames)
    if !usesCombine { legacy.removeAll { $0.what.hasSuffix(" (the simulated Combine subset)") } }
    usesFoundation =
      names.contains("import Foundation") || !names.isDisjoint(with: FeatureScan.foundationNames)
      || !sink.members.isDisjoint(with: FeatureScan.foundationMembers)
  }

  static func typeNames(_ t: TypeExpr, into names: inout Set<String>) {
    switch t {
    case .named(let n, let args):
      names.insert(n)
      for a in args { typeNames(a, into: &names) }
    case .member(let b, _), .optional(let b), .array(let b), .opaque(let b): typeNames(b, into: &names)
    case .dictionary(let k, let v):
      typeNames(k, into: &names)
      typeNames(v, into: &names)
    case .tuple(let ts, _): for x in ts { typeNames(x, into: &names) }
    case .function(let ps, let r):
      for x in ps { typeNames(x, into: &names) }
      typeNames(r, into: &names)
    }
  }

  static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]

  /// `#expect(a == b)` → `Playground.expect(a, b, { $0 == $1 }, ...)`; other directives → a comment.
  static func directiveEdit(_ file: SourceFile, _ name: String, _ args: [Argument], _ start: Int, _ end: Int) -> Edit {
    let line = file.line(of: start)
    func text(_ e: Expr) -> String { file.text(from: e.start, to: e.end) }
    guard name == "expect" || name == "require", let cond = args.first?.value else {
      let original = file.text(from: start, to: end).replacingOccurrences(of: "*/", with: "* /")
      return Edit(start: start, end: end, replacement: "/* \(original): playground only */")
    }
    let where_ = "file: \(SwiftExport.literal(file.path)), line: \(line)"
    let message = args.count > 1 ? "\(text(args[1].value)), " : ""
    if case .binary(let op, let a, let b) = cond.kind, comparisons.contains(op) {
      let call =
        "Playground.expect(\(text(a)), \(text(b)), { $0 \(op) $1 }, \(SwiftExport.literal(text(cond))), "
        + "\(SwiftExport.literal(text(a))), \(SwiftExport.literal(text(b))), \(message)\(where_))"
      return Edit(start: start, end: end, replacement: call)
    }
    return Edit(
      start: start, end: end,
      replacement: "Playground.expect(\(text(cond)), \(SwiftExport.literal(text(cond))), \(message)\(where_))")
  }
}
