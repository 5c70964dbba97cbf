import ObservatoryEngine

extension SwiftExport {
  /// One lesson (or REPL entry) inside an exported program: its bytes copied unchanged, except
  /// for its directives, `import SwiftUI`, the REPL's `$R0` names and, for the compiler check of
  /// a REPL entry, earlier declarations of a name the session declared again.
  struct Lesson {
    let file: SourceFile
    let scan: FeatureScan
    /// For a run: each `#expect(a == b)`'s operands, by the directive's start, as the playground
    /// reads them (a failed check then shows both values, as `observatory run` does). Without
    /// them, `#expect(c)` checks `c` as written.
    var expectOperands: [Int: ExpectOperands] = [:]
    /// `$R3`: the REPL named the value of this entry's last expression.
    var resultName: String?
    /// Top-level names declared again later in the session: renamed here (`x` → `x·2`).
    var renamed: [String: String] = [:]
    /// For a traced export: its edits (`traceEdits`).
    var traceEdits: [Edit] = []

    init(file: SourceFile, scan: FeatureScan) {
      self.file = file
      self.scan = scan
    }

    /// An edit of the lesson's bytes `start..<end`.
    struct Edit {
      let start: Int
      let end: Int
      let write: (inout MappedText) -> Void
    }

    func write(into text: inout MappedText) {
      var edits = scan.directives.map { d in Edit(start: d.start, end: d.end) { directive(d, into: &$0) } }
      for r in scan.swiftUIImports {
        let loc = SourceLoc(file, r.lowerBound)
        edits.append(
          Edit(start: r.lowerBound, end: r.upperBound) {
            $0.write("/* import SwiftUI: the prelude's view host stands in */", for: loc)
          })
      }
      edits += renames()
      edits += traceEdits
      if let resultName, let last = Lesson.lastExpressionStart(of: file) {
        let loc = SourceLoc(file, last)
        edits.append(
          Edit(start: last, end: last) { $0.write("let \(SwiftExport.resultIdentifier(resultName)) = ", for: loc) })
      }
      var pos = 0
      for e in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where e.start >= pos {
        text.copy(file, from: pos, to: e.start)
        e.write(&text)
        pos = e.end
      }
      text.copy(file, from: pos, to: file.bytes.count)
    }

    /// `#expect(c, message)` → `Playground.expect(c, "c", message, file:, line:)` (with the
    /// operands split when the run needs both values); other directives → a comment.
    func directive(_ d: FeatureScan.Directive, into text: inout MappedText) {
      let loc = SourceLoc(file, d.start)
      guard d.name == "expect" || d.name == "require", let cond = d.arguments.first else {
        text.write("/* \(SwiftExport.comment(file.text(from: d.start, to: d.end))): playground only */", for: loc)
        return
      }
      let condText = file.text(from: cond.lowerBound, to: cond.upperBound)
      let place = "file: \(SwiftExport.literal(file.path)), line: \(file.line(of: d.start)))"
      func copy(_ r: Range<Int>) { text.copy(file, from: r.lowerBound, to: r.upperBound) }
      func message() {
        for m in d.arguments.dropFirst() {
          copy(m)
          text.write(", ", for: loc)
        }
      }
      text.write("Playground.expect(", for: loc)
      if let ops = expectOperands[d.start] {
        copy(ops.lhs)
        text.write(", ", for: loc)
        copy(ops.rhs)
        let lhs = file.text(from: ops.lhs.lowerBound, to: ops.lhs.upperBound)
        let rhs = file.text(from: ops.rhs.lowerBound, to: ops.rhs.upperBound)
        text.write(
          ", { $0 \(ops.op) $1 }, \(SwiftExport.literal(condText)), \(SwiftExport.literal(lhs)), "
            + "\(SwiftExport.literal(rhs)), ", for: loc)
      } else {
        copy(cond)
        text.write(", \(SwiftExport.literal(condText)), ", for: loc)
      }
      message()
      text.write(place, for: loc)
    }

    /// Each use of a renamed name (not a member after `.`, not a declaration inside a type or
    /// function), and each `$R0` (not a name a Swift file may declare).
    func renames() -> [Edit] {
      var out: [Edit] = []
      var depth = 0
      let tokens = scan.tokens
      for (i, t) in tokens.enumerated() {
        depth += FeatureScan.bracketDelta(t)
        let loc = SourceLoc(file, t.start)
        switch t.kind {
        case .dollar(let n) where n.hasPrefix("R") && Int(n.dropFirst()) != nil:
          out.append(Edit(start: t.start, end: t.end) { $0.write(SwiftExport.resultIdentifier("$" + n), for: loc) })
        case .identifier(let n):
          guard let new = renamed[n] else { continue }
          if i > 0 && tokens[i - 1].isPunct(".") { continue }
          let declares =
            i > 0
            && [.func, .let, .var, .class, .struct, .enum, .protocol, .typealias].contains {
              tokens[i - 1].isKeyword($0)
            }
          if declares && depth > 0 { continue }
          out.append(Edit(start: t.start, end: t.end) { $0.write(new, for: loc) })
        default: continue
        }
      }
      return out
    }

    /// Where the entry's last top-level statement starts, if it is an expression (the REPL
    /// echoes its value as `$R0`).
    static func lastExpressionStart(of file: SourceFile) -> Int? {
      guard let stmts = try? LargeStack.run({ try Parser.parse(file) }), let last = stmts.last,
        case .expr = last.kind
      else { return nil }
      return last.start
    }

    /// The top-level names each lesson declares (`let`, `var`, `func`, types), by token.
    func declaredNames() -> Set<String> {
      var names = Set<String>()
      var depth = 0
      let tokens = scan.tokens
      for (i, t) in tokens.enumerated() {
        depth += FeatureScan.bracketDelta(t)
        guard depth == 0, i + 1 < tokens.count, let n = tokens[i + 1].identifier else { continue }
        if [.func, .let, .var, .class, .struct, .enum, .protocol, .typealias].contains(where: { t.isKeyword($0) }) {
          names.insert(n)
        }
      }
      return names
    }

    /// A REPL session may declare a name again (the Swift REPL lets a new `let x` replace the
    /// old one); a Swift file may not. Each earlier declaration, and its uses up to the new one,
    /// get a name of their own.
    static func renameShadowed(_ lessons: inout [Lesson]) {
      let declared = lessons.map { $0.declaredNames() }
      for (k, names) in declared.enumerated() {
        for n in names {
          // The next entry that declares `n` again ends this declaration's reach.
          guard let next = declared.indices.first(where: { $0 > k && declared[$0].contains(n) }) else { continue }
          for j in k..<next where lessons[j].renamed[n] == nil { lessons[j].renamed[n] = "\(n)__\(k)" }
        }
      }
    }
  }

  /// The name a REPL result (`$R0`) has in an exported program.
  static func resultIdentifier(_ name: String) -> String { "__observatory" + name.dropFirst() }
}

/// The two sides of a comparison checked by `#expect(a == b)`, as the playground parses it.
struct ExpectOperands {
  let lhs: Range<Int>
  let op: String
  let rhs: Range<Int>

  static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]

  /// Every `#expect(a OP b)` in the syntax tree, by its start.
  static func all(in stmts: [Stmt]) -> [Int: ExpectOperands] {
    final class Sink { var found: [Int: ExpectOperands] = [:] }
    let sink = Sink()
    func visit(_ name: String, _ args: [Argument], _ start: Int) {
      guard name == "expect" || name == "require", let cond = args.first?.value,
        case .binary(let op, let a, let b) = cond.kind, comparisons.contains(op)
      else { return }
      sink.found[start] = ExpectOperands(lhs: a.start..<a.end, op: op, rhs: b.start..<b.end)
    }
    var walk = SyntaxWalk()
    walk.visitStmt = { s, _ in if case .directive(let n, let args) = s.kind { visit(n, args, s.start) } }
    walk.visitExpr = { e, _ in if case .directive(let n, let args) = e.kind { visit(n, args, e.start) } }
    walk.walk(stmts)
    return sink.found
  }
}
