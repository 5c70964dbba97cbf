/// `#expect`, `assert`, `precondition` and the playground directives.
extension VM {
  /// A failed `#expect`, for `observatory check`.
  public struct ExpectationFailure: Sendable {
    public let loc: SourceLoc
    public let text: String
    public let detail: String?
    public var message: String { "#expect(\(text)) failed" + (detail.map { ": \($0)" } ?? "") }
  }

  func runCheck(_ c: CheckDesc) throws {
    let f = fiber
    var message: String? = nil
    if c.hasMessage { message = try Describer.describe(self, f.pop()) }
    let passed: Bool
    var detail: String? = nil
    if let op = c.op {
      let b = f.pop()
      let a = f.pop()
      passed = try Operators.truth(Operators.binary(self, op, a, b))
      if !passed {
        detail =
          "\(c.lhsText ?? "left") is \(describePlain(a, debug: true)), \(c.rhsText ?? "right") is \(describePlain(b, debug: true))"
      }
    } else {
      passed = try Operators.truth(f.pop())
    }
    if let message, !passed { detail = detail.map { "\($0) — \(message)" } ?? message }
    expectationCount += 1
    switch c.kind {
    case .expect:
      expectCount += 1
      trace.recordAlways(.expectation(passed: passed, text: c.text, detail: detail))
      if !passed, let loc = currentLoc() {
        failedExpectations.append(ExpectationFailure(loc: loc, text: c.text, detail: detail))
      }
    case .assert, .precondition:
      if !passed {
        let what = c.kind == .assert ? "assert" : "precondition"
        throw Fault("\(what)(\(c.text)) failed" + (detail.map { ": \($0)" } ?? ""), kind: .assertion)
      }
      trace.recordAlways(.expectation(passed: true, text: c.text, detail: nil))
    }
  }

  /// What a directive argument names: an object by its label, text as itself.
  /// What a `#why`/`#whynot`/`#graph` argument names: a string's text, an object's label, else
  /// the argument as written (a variable holding a number names itself, not its value).
  func directiveTarget(_ v: Value, written: String) -> String {
    switch v {
    case .string(let s): return s
    case .object(let o): return o.label
    case .some(let x): return directiveTarget(x, written: written)
    default: return written.isEmpty ? describePlain(v) : written
    }
  }

  func runDirective(_ d: DirectiveDesc) throws {
    switch d.name {
    case "log":
      let events = Array(trace.events(since: trace.logMark))
      trace.record(.log(events))
      trace.logMark = trace.count
    case "graph", "why", "whynot":
      let f = fiber
      let values = f.values(from: f.sp - d.argc, count: d.argc)
      f.truncate(to: f.sp - d.argc)
      var target: String? = nil
      var depth = 2
      for (v, label) in zip(values, d.argTexts) {
        if label == "depth", case .int(let n) = v {
          depth = max(0, min(n, 20))
        } else {
          target = directiveTarget(v, written: label)
        }
      }
      switch d.name {
      case "graph":
        let g = DependencyGraph(of: self)
        let shown = target.map { g.around($0, depth: depth) } ?? g
        trace.record(.graph(title: "#graph" + (target.map { "(\($0))" } ?? ""), graph: shown, focus: target))
      case "why": trace.record(.explanation("#why(\(target ?? ""))", Explain.why(self, target ?? "")))
      default: trace.record(.explanation("#whynot(\(target ?? ""))", Explain.whyNot(self, target ?? "")))
      }
    case "predict":
      // The question and its answer, for plain runs; stepping UIs ask before revealing.
      trace.record(.table(d.argTexts[0], Array(d.argTexts.dropFirst())))
    case "counts":
      trace.record(.explanation("#counts", [viewHost?.countsTable() ?? .noViewsHosted]))
    case "screen":
      let lines = viewHost?.screenText() ?? []
      if lines.isEmpty {
        trace.record(.explanation("#screen", [.screenIsEmpty]))
      } else {
        trace.record(.table("#screen", lines))
      }
    default:
      throw Fault("internal: the compiler let the unknown directive '#\(d.name)' through")
    }
  }
}
