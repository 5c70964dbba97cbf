/// `dump` of an object Observation watches (an `@Observable` class, an `ObservableObject`, a class
/// that conforms to `Observable` by hand) is refused when the lesson loads: Swift's dump walks the
/// macro's storage (`_name`, `_$observationRegistrar`) into the registrar's private state, whose
/// type names carry addresses that change on every run (`ObservationRegistrar.(unknown context at
/// $7fa768e27544).Extent`, recorded from Swift 6.3.1: `Language/dump-observable-storage`). The
/// playground cannot tell statically what a `dump` will meet, so a lesson that declares such a class
/// cannot use `dump` at all; `VM`'s dump then never meets one.
///
/// The same for the runtime's own objects (tasks, streams and continuations, registrars, locks,
/// Combine and SwiftUI values, indices, wrapper sequences, key paths): Swift's dump of one walks
/// its private storage (`Swift.Task<Int, Never>` → `_task: (Opaque Value)`, a Set index's hash
/// table `age`, which changes on every run; recorded from Swift 6.3.1: `Language/dump-runtime-values`).
/// A lesson that uses `dump` and names one of the constructs that make them is refused when it
/// loads, naming the construct. Closures, metatypes, `CancellationError`, `UUID` and `Date` are
/// dumped as Swift dumps them (`Builtins+Dump.swift`), and so are reversed, enumerated, zipped
/// and flattened sequences (`_base`, `_sequence1`...), unless the lesson also takes a part of
/// one (`prefix`, `dropFirst`...): Swift dumps a part with its indices' own storage.
extension Compiler {
  /// A reference to the builtin `dump` (a call, or the function as a value).
  func checkDumpReference(at offset: Int) throws {
    program.referencesDump = true
    if let c = observedClass() { throw dumpRefusal(c, at: offset) }
    if let seen = program.dumpOpaqueConstruct {
      throw dumpOpaqueRefusal(seen.name, seen.what, at: offset)
    }
  }

  /// A name that makes a value `dump` cannot print (see above): refused if the lesson uses `dump`,
  /// remembered if it may later.
  /// Methods and properties count as members only (`xs.reversed()`, `s.startIndex`); types and
  /// functions as names the standard library gives (not a lesson's own `Text` or `index`).
  func noteDumpOpaque(_ name: String, member: Bool, at offset: Int) throws {
    guard file.path != "<prelude>" else { return }
    if Compiler.dumpedWrappers.contains(name) && (member || (name == "zip" && isBuiltin(name))) {
      program.dumpWrapperName = program.dumpWrapperName ?? name
    } else if member && Compiler.partMethods.contains(name) {
      program.dumpPartName = program.dumpPartName ?? name
    } else {
      try noteDumpOpaqueName(name, member: member, at: offset)
      return
    }
    guard let wrapper = program.dumpWrapperName, let part = program.dumpPartName else { return }
    let what = "a wrapper sequence, and '\(part)' takes a part of one"
    if program.referencesDump { throw dumpOpaqueRefusal(wrapper, what, at: offset) }
    if program.dumpOpaqueConstruct == nil { program.dumpOpaqueConstruct = (wrapper, what) }
  }

  /// Wrapper sequences `dump` prints as Swift does, and the methods that take a part of one.
  static let dumpedWrappers: Set<String> = ["reversed", "enumerated", "joined", "zip"]
  static let partMethods: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "drop"]

  private func noteDumpOpaqueName(_ name: String, member: Bool, at offset: Int) throws {
    guard let (what, isMember) = Compiler.dumpOpaqueConstructs[name], isMember == member else { return }
    if !member, !(name == "\\" || isBuiltin(name) || isBuiltinType(name)) { return }
    if program.referencesDump { throw dumpOpaqueRefusal(name, what, at: offset) }
    if program.dumpOpaqueConstruct == nil { program.dumpOpaqueConstruct = (name, what) }
  }

  private func dumpOpaqueRefusal(_ name: String, _ what: String, at offset: Int) -> LessonError {
    error(
      "dump in a lesson that uses '\(name)' (\(what)) is not supported by the playground: Swift's dump of one "
        + "shows the runtime's private storage",
      at: offset, hint: "print the values you want to see")
  }

  /// The constructs whose values `dump` cannot print, and what they make.
  static let dumpOpaqueConstructs: [String: (what: String, member: Bool)] = {
    var table: [String: (what: String, member: Bool)] = [:]
    func add(_ what: String, _ names: [String], member: Bool = false) { for n in names { table[n] = (what, member) } }
    add(
      "a task",
      ["Task", "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup"])
    add(
      "an async sequence or continuation",
      [
        "AsyncStream", "AsyncThrowingStream", "Observations", "withCheckedContinuation",
        "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
      ])
    add(
      "an async sequence or iterator", ["makeStream", "notifications", "makeAsyncIterator", "makeIterator"],
      member: true)
    add("a runtime object", ["ObservationRegistrar", "Mutex", "DispatchQueue", "DispatchTime", "DispatchGroup"])
    add("a Combine value", ["PassthroughSubject", "CurrentValueSubject", "Just", "AnyCancellable", "Timer", "Future"])
    add("a Combine value", ["sink", "objectWillChange", "publisher"], member: true)
    add(
      "a SwiftUI value",
      ["Binding", "Bindable", "Text", "Button", "Toggle", "TextField"] + Compiler.viewContainers.sorted())
    add("an index", ["startIndex", "endIndex", "firstIndex", "lastIndex", "index", "range", "indices"], member: true)
    add("a wrapper sequence", ["stride", "sequence"])
    add("a wrapper sequence", ["lazy", "keys", "values", "utf8", "unicodeScalars"], member: true)
    add(
      "a Foundation value",
      [
        "compare", "caseInsensitiveCompare", "localizedCompare", "localizedStandardCompare",
        "localizedCaseInsensitiveCompare",
      ], member: true)
    add("a Foundation value", ["ComparisonResult", "CharacterSet", "URL", "Data", "Decimal", "ObjectIdentifier"])
    add("a key path", ["\\"])
    return table
  }()

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
