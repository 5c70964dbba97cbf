/// `dump` of an object Observation watches (an `@Observable` class, an `ObservableObject`, a class
/// that conforms to `Observable` by hand) is refused when the lesson loads: Swift's dump walks the
/// macro's storage (`_name`, `_$observationRegistrar`) into the registrar's private state, whose
/// type names carry addresses that change on every run (`ObservationRegistrar.(unknown context at
/// $7fa768e27544).Extent`, recorded from Swift 6.3.1: `Language/dump-observable-storage`). The
/// playground cannot tell statically what a `dump` will meet, so a lesson that declares such a class
/// cannot use `dump` at all; `VM`'s dump then never meets one.
extension Compiler {
  /// A reference to the builtin `dump` (a call, or the function as a value).
  func checkDumpReference(at offset: Int) throws {
    program.referencesDump = true
    if let c = observedClass() { throw dumpRefusal(c, at: offset) }
  }

  /// After an entry declared its types: an earlier REPL entry's `dump` could meet the new class.
  func checkDumpAfterDeclaringTypes(_ stmts: [Stmt]) throws {
    guard program.referencesDump, let c = observedClass() else { return }
    var at = stmts.first?.start ?? 0
    for s in stmts { if case .type(let d) = s.kind, d.name == c.name { at = d.start } }
    throw dumpRefusal(c, at: at)
  }

  /// The first lesson class whose instances have a registrar.
  private func observedClass() -> ClassInfo? {
    for case .type(let c as ClassInfo) in program.globals where c.needsRegistrar { return c }
    return nil
  }

  private func dumpRefusal(_ c: ClassInfo, at offset: Int) -> LessonError {
    error(
      "dump in a lesson with an observed class ('\(c.path)') is not supported by the playground: Swift's dump of "
        + "one shows the macro's storage and its registrar's private state, whose names change on every run",
      at: offset, hint: "print the properties you want to see")
  }
}
