import ObservatoryEngine

/// What swiftc says only because the check's export makes the lesson's top level async.
///
/// The export ends with an `await` (`SwiftExport.endOfLesson`) so that the top level is main-actor
/// code, as the playground runs every lesson statement. A lesson whose own top level never awaits
/// is synchronous Swift to swiftc, and two things then differ:
/// - **Constant folding.** The async top level's `let`s are locals of the async main, which
///   constant propagation folds: `let big = Int.max; print(big + 1)` is refused with "arithmetic
///   operation '9223372036854775807 + 1' (on type 'Int') results in an overflow" (also "division
///   by zero"). In the lesson's own program they are globals, not folded: swiftc accepts it and it
///   traps when it runs, after what it printed first (recorded from swiftc 6.3.1:
///   `CompilerGateTests`).
/// - **Main-actor isolation.** The async top level's variables are isolated to the main actor, so
///   a closure that may run elsewhere (`Task.detached { print(counter) }`, a `@Sendable` closure)
///   is warned about: "main actor-isolated var 'counter' can not be referenced from a nonisolated
///   context". In the lesson's own program they are not isolated, and swiftc says nothing.
///
/// Where either comes up, the export is checked once more without its final `await`, and that
/// check is the answer when it removes one and adds no error (a lesson that awaits at its top
/// level, or folds literals, `print(10 / 0)`, gets the same both times; one that calls an async
/// function without `await` gets a new error there, and keeps the first check's refusal).
extension CompilerGate {
  /// Whether swiftc's message is one its constant propagation gives (DiagnosticsSIL).
  static func isConstantFoldingError(_ d: CompilerDiagnostic) -> Bool {
    let m = d.message
    return d.kind == .error
      && (m == "division by zero"
        || (m.hasPrefix("division '") && m.hasSuffix("results in an overflow"))
        || (m.hasPrefix("arithmetic operation '") && m.hasSuffix("results in an overflow")))
  }

  /// Whether swiftc's message is a warning about the main actor's isolation.
  static func isMainActorIsolationWarning(_ d: CompilerDiagnostic) -> Bool {
    d.kind == .warning && d.message.hasPrefix("main actor-isolated ")
  }

  /// `compiled`, or the check of the export without its final `await` where that removes a
  /// folding error or a main-actor isolation warning and adds no error: the lesson's diagnostics
  /// as swiftc gives them on its own, and the facts its SIL gives.
  func synchronousWhereOnlyAsync(_ compiled: Compiled, _ export: SwiftExport) -> Compiled {
    let said = CompilerDiagnostic.parse(compiled.output)
    func onlyAsync(_ d: CompilerDiagnostic) -> Bool {
      CompilerGate.isConstantFoldingError(d) || CompilerGate.isMainActorIsolationWarning(d)
    }
    guard said.contains(where: onlyAsync), export.source.hasSuffix(SwiftExport.endOfLesson) else { return compiled }
    let synchronous = String(export.source.dropLast(SwiftExport.endOfLesson.count))
    let again = compile(synchronous, prelude: export.separatePrelude ?? "")
    guard again.failure == nil else { return compiled }
    let saidAgain = CompilerDiagnostic.parse(again.output)
    let addsAnError = saidAgain.contains { $0.kind == .error && !said.contains($0) }
    let removesOne = said.contains { onlyAsync($0) && !saidAgain.contains($0) }
    return removesOne && !addsAnError ? again : compiled
  }
}
