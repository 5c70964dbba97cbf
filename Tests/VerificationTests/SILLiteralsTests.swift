import Foundation
import Testing

@testable import ObservatoryVerification

/// `SILLiterals` reads which integer literals Swift typed as `Double` from the check's SIL.
@Suite struct SILLiteralsTests {
  static let sil = """
      %15 = float_literal $Builtin.FPIEEE64, 0x0 // 0, loc "/tmp/check-1/main.swift":2:11, scope 4 // user: %16
      %20 = integer_literal $Builtin.Word, 1, loc "/tmp/check-1/main.swift":3:7, scope 4 // user: %22
      %59 = float_literal $Builtin.FPIEEE64, 0x4028000000000000 // 12, loc "/tmp/check-1/main.swift":5:14, scope 8
      %2 = float_literal $Builtin.FPIEEE64, 0xC008000000000000 // -3, loc "/tmp/check-1/main.swift":12:140, scope 6
      %3 = float_literal $Builtin.FPIEEE64, 0x3FF0000000000000 // 1, loc "/tmp/check-1/prelude.swift":9:1, scope 2
      %4 = float_literal $Builtin.FPIEEE64, 0x3FF0000000000000 // 1, scope 2
      %5 = float_literal $Builtin.FPIEEE64, 0x3FF0000000000000 // 1, loc "/tmp/check-1/notmain.swift":1:1
    """

  @Test func readsTheDoubleLiteralsOfTheLesson() {
    let found = SILLiterals.doubles(in: Array(Self.sil.utf8), file: "main.swift")
    #expect(
      found == [
        .init(line: 2, column: 11, value: 0), .init(line: 5, column: 14, value: 12),
        .init(line: 12, column: 140, value: -3),
      ])
  }

  @Test func anotherFileOrNoLocationIsNotTheLessons() {
    let found = SILLiterals.doubles(in: Array(Self.sil.utf8), file: "prelude.swift")
    #expect(found == [.init(line: 9, column: 1, value: 1)])
    #expect(
      SILLiterals.doubles(in: Array("%4 = float_literal $Builtin.FPIEEE64, 0x3FF".utf8), file: "main.swift").isEmpty)
  }

  /// A cached check keeps its literals: a lesson checked earlier runs with the same Doubles.
  @Test func theCacheKeepsTheLiterals() throws {
    let dir = NSTemporaryDirectory() + "sil-literals-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cache = CheckCache(directory: dir)
    let literals: [SILLiterals.Literal] = [
      .init(line: 2, column: 11, value: 0), .init(line: 12, column: 140, value: -3.5),
    ]
    cache.store(
      key: "k", source: "let x = 1",
      CompilerGate.Compiled(succeeded: true, output: "warning: w\n", failure: nil, doubleLiterals: literals))
    let hit = try #require(cache.lookup(key: "k", source: "let x = 1"))
    #expect(hit.succeeded && hit.output == "warning: w\n" && hit.doubleLiterals == literals)
    cache.store(key: "k", source: "let y = 1", CompilerGate.Compiled(succeeded: false, output: "e", failure: nil))
    let none = try #require(cache.lookup(key: "k", source: "let y = 1"))
    #expect(!none.succeeded && none.output == "e" && none.doubleLiterals.isEmpty)
  }
}
