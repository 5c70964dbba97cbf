import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The instruction table (`VM/Instruction.swift`): every opcode is documented where it is
/// declared and has its row, and the row's operands are the case's own, in its order, with its
/// labels (the disassembler prints from the row).
struct InstructionTableTests {
  static let sources = Repository.root

  /// The `enum Op` declaration's lines.
  static func declaration() throws -> [Substring] {
    let text = try String(
      contentsOf: sources.appendingPathComponent("Sources/ObservatoryEngine/VM/Instruction.swift"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "enum Op {"), let end = lines[start...].firstIndex(of: "}") else {
      Issue.record("no `enum Op {` ... `}` in Instruction.swift")
      return []
    }
    return Array(lines[start..<end])
  }

  @Test func everyOpcodeHasACommentAndARow() throws {
    let lines = try Self.declaration()
    let text = lines.joined(separator: "\n")
    let rowsText = try String(
      contentsOf: Self.sources.appendingPathComponent("Sources/ObservatoryEngine/VM/Instruction.swift"),
      encoding: .utf8)
    var names: [String] = []
    for (i, line) in lines.enumerated() where line.hasPrefix("  case ") {
      let name = String(line.dropFirst(7).prefix { $0.isLetter || $0.isNumber })
      names.append(name)
      #expect(i > 0 && lines[i - 1].hasPrefix("  /// "), "opcode '\(name)' has no doc comment above it")
      #expect(rowsText.contains("    case .\(name)"), "opcode '\(name)' has no row in the table")
    }
    #expect(names.count > 80, "found only \(names.count) opcodes in:\n\(text)")
    #expect(Set(names).count == names.count, "an opcode is declared twice")
  }

  /// No payload is larger than 24 bytes: an instruction (with its tag) is 32 bytes, and the
  /// dispatch loop fetches four words, not five.
  @Test func anInstructionIsThirtyTwoBytes() {
    #expect(MemoryLayout<Op>.stride == 32, "Op is \(MemoryLayout<Op>.size) bytes")
  }

  @Test func rowsMatchTheInstructionsTheyDescribe() throws {
    // Every instruction the compiler emits for the lessons, the solutions and the language
    // corpus: the row prints it exactly as Swift's reflection of the case does (so its operands
    // are the case's, in order, labelled as declared) and gives a stack effect.
    var folders = ["Lessons", "Exercises/solutions"].map { Self.sources.appendingPathComponent($0) }
    folders.append(Self.sources.appendingPathComponent("Tests/ObservatoryTests/Language"))
    var seen = Set<String>()
    var checked = 0
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".swift") {
        let url = folder.appendingPathComponent(name)
        let file = SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
        guard let (functions, _) = try? Disassembler.compiledFunctions(of: file) else { continue }
        for op in functions.flatMap(\.code) {
          let reflected = "\(op)".replacing("ObservatoryEngine.", with: "")
          #expect(op.text == reflected, "the table prints \(op.text) for \(reflected)")
          #expect(op.info.stack.hasPrefix("( ") && op.info.stack.contains(" -- "), "\(op.name): \(op.info.stack)")
          seen.insert(op.name)
          checked += 1
        }
      }
    }
    #expect(checked > 10_000, "only \(checked) instructions compiled")
    // The corpus exercises most of the instruction set (a row no program reaches is still
    // checked by its comment and its presence above).
    #expect(seen.count > 80, "only \(seen.count) opcodes compiled: \(seen.sorted())")
  }
}
