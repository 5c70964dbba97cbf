import Foundation
import ObservatoryEngine

/// Shrinks a generated program that differs from Swift to the smallest list of its function's
/// statements that still differs, so that the case kept as a regression shows only what matters.
///
/// Rounds of one-statement removals: each round builds every program with one statement fewer in
/// one batch (in parallel), keeps the first removal that still differs, and stops when none does
/// (a removal that leaves a program the playground rejects or Swift does not compile does not
/// count as still differing). The result is 1-minimal: no single statement can go.
public struct Shrinker: Sendable {
  public let verifier: Verifier
  public let generator: ProgramGenerator

  public init(verifier: Verifier, generator: ProgramGenerator) {
    self.verifier = verifier
    self.generator = generator
  }

  /// The shrunk program (its statements), and its lesson's text.
  public struct Shrunk: Sendable {
    public let program: ProgramGenerator.Program
    public let originalCount: Int
    public let lesson: String
    public let rounds: Int
  }

  /// Shrinks program `index`; nil if it does not differ at all. `log` hears each round.
  public func shrink(_ index: Int, log: (String) -> Void = { _ in }) -> Shrunk? {
    shrink(index, log: log, differs: differs)
  }

  /// The same, with `differs` telling for each program of a batch whether it still fails.
  func shrink(
    _ index: Int, log: (String) -> Void = { _ in }, differs: ([ProgramGenerator.Program]) -> [Bool]
  ) -> Shrunk? {
    var program = generator.program(index)
    let original = program.statements.count
    guard differs([program]).first == true else { return nil }
    var rounds = 0
    while program.statements.count > 1 {
      rounds += 1
      // The first statement prints the program's name, the last its end: keep them as anchors.
      let candidates = Array(program.statements.indices.dropFirst())
      let variants = candidates.map { k -> ProgramGenerator.Program in
        var p = program
        p.statements.remove(at: k)
        return p
      }
      let still = differs(variants)
      guard let k = still.firstIndex(of: true) else { break }
      program = variants[k]
      log("round \(rounds): \(program.statements.count) of \(original) statements still differ")
    }
    return Shrunk(
      program: program, originalCount: original, lesson: lesson(program, note: original), rounds: rounds)
  }

  func lesson(_ p: ProgramGenerator.Program, note original: Int) -> String {
    generator.lesson([p], title: "\(p.index) (shrunk from \(original) to \(p.statements.count) statements)")
  }

  /// Whether each program, as a lesson of its own, differs from Swift (all in one batch).
  func differs(_ programs: [ProgramGenerator.Program]) -> [Bool] {
    let files = programs.enumerated().map { k, p in
      SourceFile(path: "shrink-\(generator.seed)-\(p.index)-\(k).swift", text: lesson(p, note: p.statements.count))
    }
    var v = verifier
    v.confirmRuns = 0
    return v.verify(files).results.map { $0.verdict == .differs }
  }
}
