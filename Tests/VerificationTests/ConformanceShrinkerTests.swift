import Testing

@testable import ObservatoryVerification
@testable import TestSupport

/// `Shrinker`: a failing generated program is cut down to a statement list from which no single
/// statement can go (judged here by a stand-in for "still differs": two statements are present).
@Suite struct ConformanceShrinkerTests {
  @Test func aFailingProgramShrinksToTheStatementsThatMakeItFail() throws {
    let generator = ProgramGenerator(seed: 42)
    let program = generator.program(3)
    #expect(program.statements.count > 8)
    let needed = [program.statements[3], program.statements[program.statements.count - 2]]
    var batches = 0
    let shrinker = Shrinker(verifier: Verifier(toolchain: nil), generator: generator)
    let shrunk = try #require(
      shrinker.shrink(3) { programs in
        batches += 1
        return programs.map { p in needed.allSatisfy(p.statements.contains) }
      })
    // The first statement stays (it names the program); the two that fail it stay; nothing else.
    #expect(shrunk.program.statements == [program.statements[0]] + needed)
    #expect(shrunk.originalCount == program.statements.count)
    #expect(shrunk.lesson.contains("shrunk from \(program.statements.count) to 3 statements"))
    #expect(batches == shrunk.rounds + 1)
    // A program that does not fail is not shrunk.
    #expect(shrinker.shrink(3) { $0.map { _ in false } } == nil)
  }
}
