import ObservatoryEngine

/// Swift's constant-folding errors ("division by zero", "arithmetic operation '9223372036854775807
/// + 1' (on type 'Int') results in an overflow") where only the check's export makes them.
///
/// The export ends with an `await` (`SwiftExport`), which makes the top level async: its `let`s
/// become the async main's locals, and the compiler's constant propagation then folds
/// `let big = Int.max; print(big + 1)` and refuses it. A lesson whose own top level never awaits is
/// synchronous Swift: its `let`s are globals, which are not folded; swiftc accepts the program and
/// it traps when it runs, after what it printed first (recorded from swiftc 6.3.1:
/// `CompilerGateTests`). Where such an error comes up, the export is checked once more without
/// its final `await`, and an error of this kind stands only if that check gives it too (a lesson
/// that awaits at its top level, or folds literals, `print(10 / 0)`, gets it both times).
extension CompilerGate {
  /// Whether swiftc's message is one its constant propagation gives (DiagnosticsSIL).
  static func isConstantFoldingError(_ d: CompilerDiagnostic) -> Bool {
    let m = d.message
    return d.kind == .error
      && (m == "division by zero"
        || (m.hasPrefix("division '") && m.hasSuffix("results in an overflow"))
        || (m.hasPrefix("arithmetic operation '") && m.hasSuffix("results in an overflow")))
  }

  /// `compiled`, or where it holds a folding error (in the lesson, or in a REPL entry checked
  /// before it) that the export without its final `await` does not give (the lesson's top level
  /// is synchronous), that check: the lesson's diagnostics as swiftc gives them on its own, and
  /// the facts its SIL gives.
  func synchronousWhereFolded(_ compiled: Compiled, _ export: SwiftExport) -> Compiled {
    let folded = CompilerDiagnostic.parse(compiled.output).filter(CompilerGate.isConstantFoldingError)
    guard !folded.isEmpty, export.source.hasSuffix(SwiftExport.endOfLesson) else { return compiled }
    let synchronous = String(export.source.dropLast(SwiftExport.endOfLesson.count))
    let again = compile(synchronous, prelude: export.separatePrelude ?? "")
    guard again.failure == nil else { return compiled }
    let stillFolded = CompilerDiagnostic.parse(again.output).filter(CompilerGate.isConstantFoldingError)
    let onlyAsync = folded.contains { f in
      !stillFolded.contains {
        $0.file == f.file && $0.line == f.line && $0.column == f.column && $0.message == f.message
      }
    }
    return onlyAsync ? again : compiled
  }
}
