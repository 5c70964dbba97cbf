/// Standard-library types written in the lesson language itself and compiled into every program
/// before the lesson, so they behave exactly as the lesson's own types do: `Result` (verified
/// against Swift 6.3.1: `success(5)`, `failure(main.E.bad)`, `get()`, `map`, `Result { try ... }`),
/// the async `AsyncSequence` methods (`first(where:)`, `contains(where:)`, `allSatisfy`, `reduce`),
/// and task groups (`withTaskGroup`, `withThrowingTaskGroup`): each child is a `Task` whose result
/// goes into an `AsyncStream` as it finishes, so `for await` and `next()` take the results in the
/// order the children finish on the virtual clock. Swift runs children on its global executor, in
/// parallel; the playground runs them on the simulated main actor, when the parent suspends. A
/// child's error is thrown where its result is taken (`next()`, a `for try await` loop); when the
/// body throws, the group cancels its children and waits for them before the error goes on; the
/// group always waits for every child before it returns (verified against Swift 6.3.1).
/// `withTaskCancellationHandler` registers its handler with the running task (`TaskHandle`).
///
/// The prelude's code is `Compiler/Prelude/Prelude.swift`, built into the binary as text
/// (Package.swift: `.embedInCode`).
package enum LessonPrelude {
  static let source = EmbeddedText.text(PackageResources.Prelude_swift)

  /// The prelude's text and statements, parsed once per process: parsing it again for every
  /// program was most of what a new lesson run cost.
  static let parsed: (file: SourceFile, stmts: [Stmt]) = {
    let file = SourceFile(path: "<prelude>", text: source)
    do { return (file, try Parser.parse(file)) } catch {
      preconditionFailure("the lesson prelude does not parse: \(error)")
    }
  }()

  /// The names through which a lesson reaches the prelude: its types, its global functions and
  /// the members it adds to `AsyncSequence`, and `task.result` (a `Result` the lesson need not
  /// name). Everything else in it (`get()`, `addTask`, `resume`) is reached through a value of
  /// one of its types. `PreludeTests` checks the list against what the prelude declares.
  static let entryPoints = [
    "Result", "TaskGroup", "ThrowingTaskGroup", "withTaskGroup", "withThrowingTaskGroup", "CheckedContinuation",
    "withCheckedContinuation", "withCheckedThrowingContinuation", "first", "contains", "allSatisfy", "reduce",
    "OptionSet", "result", "withTaskCancellationHandler",
  ]

  static let entryPointWords = Set(entryPoints.map { ArraySlice($0.utf8) })

  /// Whether a lesson may use the prelude: a word of its text is an entry point (a mention in a
  /// comment or a string counts too, which only costs the time to compile the prelude).
  /// Compiling the prelude was a fifth of a small lesson's start-up.
  package static func isNeeded(by file: SourceFile) -> Bool {
    let bytes = file.bytes
    var start = -1
    for i in 0...bytes.count {
      let b = i < bytes.count ? bytes[i] : 0x20
      if b == 0x5F || b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) {
        if start < 0 { start = i }
      } else if start >= 0 {
        if entryPointWords.contains(bytes[start..<i]) { return true }
        start = -1
      }
    }
    return false
  }

  /// Compiles the prelude's declarations into `program` (once).
  static func install(into program: Program) {
    guard program.nominalType("Result") == nil else { return }
    let (file, stmts) = parsed
    let lessonNames = program.declaredMemberNames
    defer {
      // The prelude's member names are not the lesson's: `xs.contains { }` still takes the
      // builtin signature's label (`Compiler+Catalog.swift`).
      program.preludeMemberNames = program.declaredMemberNames.subtracting(lessonNames)
      program.declaredMemberNames = lessonNames
    }
    do {
      let compiler = Compiler(program: program, file: file)
      _ = try compiler.compileScript(stmts, name: "<prelude>")
    } catch {
      preconditionFailure("the lesson prelude does not compile: \(error)")
    }
  }
}
