import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The lesson prelude (`LessonPrelude`) is compiled into a lesson's program only when the lesson
/// names one of its entry points; the list of entry points must cover everything a lesson can
/// name in it.
struct PreludeTests {
  @Test func entryPointsCoverWhatThePreludeDeclares() {
    let program = Program()
    _ = VM(program: program, trace: Trace(enabled: false), budget: 1, prelude: false)
    let before = Set(program.globalNames)
    LessonPrelude.install(into: program)
    let declared = Set(program.globalNames).subtracting(before)
    #expect(declared.contains("Result"))
    #expect(declared.isSubset(of: LessonPrelude.entryPoints), "\(declared.subtracting(LessonPrelude.entryPoints))")
    let asyncMembers = Set((program.builtinExtensions["AsyncSequence"]?.members.keys).map(Array.init) ?? [])
      .map { program.symbolName($0) }
    #expect(asyncMembers.contains("first"))
    #expect(Set(asyncMembers).isSubset(of: LessonPrelude.entryPoints), "\(asyncMembers)")
  }

  @Test func neededOnlyWhenALessonNamesAnEntryPoint() {
    func needed(_ text: String) -> Bool { LessonPrelude.isNeeded(by: SourceFile(path: "t.swift", text: text)) }
    #expect(!needed("print(1)\nlet firstName = \"x\"\n"))
    #expect(!needed("let xs = [1].map { $0 }.filter { $0 > 0 }"))
    #expect(needed("let r = Result { try f() }"))
    #expect(needed("await withTaskGroup(of: Int.self) { g in }"))
    #expect(needed("for await x in s { }; _ = await s.first(where: { $0 > 1 })"))
    #expect(needed("let x = [1].contains(1)"))
    #expect(needed("let total = xs.reduce(0,+)"))
    #expect(needed("print(await task.result)"))
  }

  /// A lesson that needs no prelude runs the same without it; one that names it gets it.
  @Test func lessonsRunWithAndWithoutThePrelude() {
    let plain = LessonRun(
      file: SourceFile(path: "plain.swift", text: "let xs = [3, 1, 2].sorted()\nprint(xs)\n"), traceEnabled: false)
    plain.run()
    #expect(plain.outputLines == ["[1, 2, 3]"])
    let text = "let r: Result<Int, Error> = .success(2)\nprint(try r.get())\n"
    let withPrelude = LessonRun(file: SourceFile(path: "result.swift", text: text), traceEnabled: false)
    withPrelude.run()
    #expect(withPrelude.outputLines == ["2"])
  }
}
