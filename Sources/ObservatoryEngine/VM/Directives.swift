/// `#expect`, `assert`, `precondition` and the playground directives (`#log`, `#graph`, `#why`,
/// `#whynot`, `#predict`, `#counts`, `#screen`): what each records in the trace, or the lesson
/// error a failed `assert` is. Library functions taking the VM whose fiber holds the arguments.
enum Directives {
  /// `#expect(a == b)`, `assert(...)`, `precondition(...)`: the condition (or the operands of
  /// its comparison) and the message are on the fiber's stack.
  static func check(_ vm: VM, _ c: CheckDesc) throws {
    let f = vm.fiber
    var message: String? = nil
    if c.hasMessage { message = try Describer.describe(vm, f.pop()) }
    let passed: Bool
    var detail: String? = nil
    if let op = c.op {
      let b = f.pop()
      let a = f.pop()
      passed = try Operators.truth(Operators.binary(vm, op, a, b))
      if !passed {
        detail =
          "\(c.lhsText ?? "left") is \(describePlain(a, debug: true)), \(c.rhsText ?? "right") is \(describePlain(b, debug: true))"
      }
    } else {
      passed = try Operators.truth(f.pop())
    }
    if let message, !passed { detail = detail.map { "\($0) — \(message)" } ?? message }
    vm.expectationCount += 1
    switch c.kind {
    case .expect:
      vm.expectCount += 1
      vm.trace.recordAlways(.expectation(passed: passed, text: c.text, detail: detail))
      if !passed, let loc = vm.currentLoc() {
        vm.failedExpectations.append(ExpectationFailure(loc: loc, text: c.text, detail: detail))
      }
    case .assert, .precondition:
      if !passed {
        let what = c.kind == .assert ? "assert" : "precondition"
        throw Fault("\(what)(\(c.text)) failed" + (detail.map { ": \($0)" } ?? ""), kind: .assertion)
      }
      vm.trace.recordAlways(.expectation(passed: true, text: c.text, detail: nil))
    }
  }

  /// What a `#why`/`#whynot`/`#graph` argument names: a string's text, an object's label, else
  /// the argument as written (a variable holding a number names itself, not its value).
  private static func argumentName(_ v: Value, written: String) -> String {
    switch v {
    case .string(let s): return s
    case .object(let o): return o.label
    case .some(let x): return argumentName(x, written: written)
    default: return written.isEmpty ? describePlain(v) : written
    }
  }

  /// A directive, its arguments on the fiber's stack.
  static func run(_ vm: VM, _ d: DirectiveDesc) throws {
    switch d.name {
    case "log":
      let events = Array(vm.trace.events(since: vm.trace.logMark))
      vm.trace.record(.log(events))
      vm.trace.logMark = vm.trace.count
    case "graph", "why", "whynot":
      let f = vm.fiber
      let values = f.values(from: f.sp - d.argc, count: d.argc)
      f.truncate(to: f.sp - d.argc)
      var target: String? = nil
      var depth = 2
      for (v, label) in zip(values, d.argTexts) {
        if label == "depth", case .int(let n) = v {
          depth = max(0, min(n, 20))
        } else {
          target = argumentName(v, written: label)
        }
      }
      switch d.name {
      case "graph":
        let g = DependencyGraph(of: vm)
        let shown = target.map { g.around($0, depth: depth) } ?? g
        vm.trace.record(.graph(title: "#graph" + (target.map { "(\($0))" } ?? ""), graph: shown, focus: target))
      case "why": vm.trace.record(.explanation("#why(\(target ?? ""))", Explain.why(vm, target ?? "")))
      default: vm.trace.record(.explanation("#whynot(\(target ?? ""))", Explain.whyNot(vm, target ?? "")))
      }
    case "predict":
      // The question and its answer, for plain runs; stepping UIs ask before revealing.
      vm.trace.record(.table(d.argTexts[0], Array(d.argTexts.dropFirst())))
    case "counts":
      vm.trace.record(.explanation("#counts", [vm.viewHost?.countsTable() ?? .noViewsHosted]))
    case "screen":
      let lines = vm.viewHost?.screenText() ?? []
      if lines.isEmpty {
        vm.trace.record(.explanation("#screen", [.screenIsEmpty]))
      } else {
        vm.trace.record(.table("#screen", lines))
      }
    default:
      throw Fault("internal: the compiler let the unknown directive '#\(d.name)' through")
    }
  }
}

/// A failed `#expect`, for `observatory check`.
public struct ExpectationFailure: Sendable {
  public let loc: SourceLoc
  public let text: String
  public let detail: String?
  public var message: String { "#expect(\(text)) failed" + (detail.map { ": \($0)" } ?? "") }
}
