/// The playground's directives (`#expect`, `#log`, `#graph`, ...) and the checks `#expect`,
/// `#require`, `assert` and `precondition` compile to.
extension Compiler {
  package static let directives: Set<String> = [
    "expect", "require", "log", "graph", "counts", "screen", "why", "whynot", "predict",
  ]

  func compileDirective(_ name: String, _ args: [Argument], _ start: Int, _ end: Int) throws {
    switch name {
    case "expect", "require":
      try compileCheck(.expect, args, start, end)
    case "log":
      let d = DirectiveDesc(name: name, argc: 0, argTexts: [], start: start)
      fn.proto.directives.append(d)
      emit(.directive(fn.proto.directives.count - 1), start)
    case "counts", "screen":
      let d = DirectiveDesc(name: name, argc: 0, argTexts: [], start: start)
      fn.proto.directives.append(d)
      emit(.directive(fn.proto.directives.count - 1), start)
    case "predict":
      // `Lesson/Predict.swift`: a question asked before the next step; its arguments are literals.
      guard atGlobalScope else {
        throw error("'#predict' asks about the next step of the lesson: it belongs at the top level", at: start)
      }
      let p: Prediction
      do { p = try Prediction.parse(args, line: file.line(of: start)) } catch {
        throw self.error(error.message, at: start)
      }
      let d = DirectiveDesc(
        name: name, argc: 0, argTexts: ["#predict: " + p.question] + p.transcriptLines, start: start)
      fn.proto.directives.append(d)
      emit(.directive(fn.proto.directives.count - 1), start)
    case "graph", "why", "whynot":
      // Arguments name an observer (`T1`, `loop #2`, a view) or an object. A directive must not
      // change what the lesson does (the exported Swift program has it as a comment), so only a
      // string, `depth:` and a stored variable are evaluated (a variable holding an object names
      // it); anything else (`m.title`, a call, a computed variable) is taken as the text it is
      // written as, not run.
      if name != "graph" && args.isEmpty {
        throw error(
          "'#\(name)' needs the observer to explain, e.g. #\(name)(\"T1\") or #\(name)(\"ModernTile[3]\")", at: start)
      }
      var texts: [String] = []
      for a in args {
        let written = file.text(from: a.value.start, to: a.value.end)
        texts.append(a.label == "depth" ? "depth" : written)
        switch a.value.kind {
        case .name(let n) where isStoredVariable(n): try compileExpr(a.value)
        case .string, .int: try compileExpr(a.value)
        default: emit(.pushConst(constant(.string(written))), a.value.start)
        }
      }
      let d = DirectiveDesc(name: name, argc: args.count, argTexts: texts, start: start)
      fn.proto.directives.append(d)
      emit(.directive(fn.proto.directives.count - 1), start)
    default:
      let near = Compiler.directives.min { editDistance($0, name) < editDistance($1, name) }
      throw error("unknown directive '#\(name)'", at: start, hint: near.map { "did you mean '#\($0)'?" })
    }
  }

  /// Whether `name` is a variable whose read runs no code of the lesson's (not a computed
  /// global, not a member of `self`, which may be computed).
  private func isStoredVariable(_ name: String) -> Bool {
    switch resolve(name) {
    case .local, .capture: return true
    case .global(let g): return accessors(ofGlobal: g)?.isComputed != true
    case .selfMember, nil: return false
    }
  }

  func compileCheck(_ kind: CheckDesc.Kind, _ args: [Argument], _ start: Int, _ end: Int) throws {
    guard let cond = args.first?.value else {
      throw error(
        "'\(kind == .expect ? "#expect" : kind == .assert ? "assert" : "precondition")' needs a condition", at: start)
    }
    var op: BinaryOp? = nil
    var lhsText: String? = nil
    var rhsText: String? = nil
    if case .binary(let o, let a, let b) = cond.kind, let bop = BinaryOp(rawValue: o),
      [.eq, .ne, .lt, .gt, .le, .ge, .identical, .notIdentical].contains(bop)
    {
      op = bop
      lhsText = file.text(from: a.start, to: a.end)
      rhsText = file.text(from: b.start, to: b.end)
      try compileExpr(a)
      try compileExpr(b)
    } else {
      try compileExpr(cond)
    }
    let hasMessage = args.count > 1
    if hasMessage { try compileExpr(args[1].value) }
    fn.proto.checks.append(
      CheckDesc(
        kind: kind, op: op, text: file.text(from: cond.start, to: cond.end), lhsText: lhsText, rhsText: rhsText,
        hasMessage: hasMessage, start: start))
    emit(.check(fn.proto.checks.count - 1), start)
  }
}
