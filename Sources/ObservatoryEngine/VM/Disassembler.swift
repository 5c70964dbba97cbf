/// `observatory run LESSON --disassemble`: the compiled code of a lesson, one function at a time
/// (the script first, then every function, method and closure it contains), one instruction a
/// line with its index, its source line and, for a constant, the value it loads.
public enum Disassembler {
  /// The listing of a lesson, or the compile error that stops it.
  public static func listing(of file: SourceFile) throws -> String {
    let (functions, program) = try compiledFunctions(of: file)
    return functions.map { listing(of: $0, file, program) }.joined()
  }

  /// The lesson's own functions (not the prelude's), the script first, as the listing shows them.
  static func compiledFunctions(of file: SourceFile) throws -> ([FunctionProto], Program) {
    let stmts = try Parser.parse(file)
    let program = Program()
    // Installs the builtins (and the prelude when the lesson uses it).
    _ = VM(program: program, trace: Trace(enabled: false), budget: 1, prelude: LessonPrelude.isNeeded(by: file))
    let script = try Compiler(program: program, file: file).compileScript(stmts)
    var out: [FunctionProto] = []
    var seen = Set<ObjectIdentifier>()
    var pending = [script]
    for g in program.globals {
      switch g {
      case .closure(let c): pending.append(c.proto)
      case .type(let t as NominalType):
        for m in t.members.sorted(by: { $0.key < $1.key }) {
          switch m.value {
          case .method(let f): pending.append(f)
          case .computed(let g, let s): pending += [g] + (s.map { [$0] } ?? [])
          case .field: break
          }
        }
      default: break
      }
    }
    while let p = pending.first {
      pending.removeFirst()
      // The lesson's own code, not the prelude's.
      guard p.file.path == file.path, seen.insert(ObjectIdentifier(p)).inserted else { continue }
      out.append(p)
      pending += p.nested
    }
    return (out, program)
  }

  static func listing(of p: FunctionProto, _ file: SourceFile, _ program: Program) -> String {
    var out = "== \(p.name) (\(p.kind), \(p.slotCount) slots, \(p.code.count) instructions) ==\n"
    for (i, op) in p.code.enumerated() {
      let line = i < p.locs.count ? "\(file.line(of: p.locs[i]))" : "?"
      let notes = op.info.operands.compactMap { note(on: $0, p, program) }
      let text = op.text + (notes.isEmpty ? "" : "  ; " + notes.joined(separator: ", "))
      out += pad(String(i), 5) + pad(line, 6) + "  " + text + "\n"
    }
    return out + "\n"
  }

  /// What an operand stands for, where it indexes a table: a constant's value, a global's or a
  /// member's name, a shape, a string.
  private static func note(on operand: Op.Operand, _ p: FunctionProto, _ program: Program) -> String? {
    let k = operand.index
    switch operand.role {
    case .constant where k < p.constants.count:
      if case .host = p.constants[k] { return nil }
      return describeConstant(p.constants[k])
    case .global where k < program.globalNames.count: return program.globalNames[k]
    case .shape where k < p.shapes.count: return "\(p.shapes[k])".replacing("ObservatoryEngine.", with: "")
    case .string where k < p.strings.count: return p.strings[k]
    case .symbol: return program.symbolName(k)
    default: return nil
    }
  }

  private static func describeConstant(_ v: Value) -> String {
    switch v {
    case .int(let i): return String(i)
    case .double(let d): return String(d)
    case .bool(let b): return String(b)
    case .string(let s): return String(reflecting: s)
    case .null: return "nil"
    default: return "\(v)".prefix(60).description
    }
  }

  private static func pad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
}
