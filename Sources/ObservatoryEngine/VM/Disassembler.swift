/// `observatory run LESSON --disassemble`: the compiled code of a lesson, one function at a time
/// (the script first, then every function, method and closure it contains), one instruction a
/// line with its index, its source line and, for a constant, the value it loads.
public enum Disassembler {
  /// The listing of a lesson, or the compile error that stops it.
  public static func listing(of file: SourceFile) throws -> String {
    let stmts = try Parser.parse(file)
    let program = Program()
    // Installs the builtins (and the prelude when the lesson uses it).
    _ = VM(program: program, trace: Trace(enabled: false), budget: 1, prelude: LessonPrelude.isNeeded(by: file))
    let script = try Compiler(program: program, file: file).compileScript(stmts)
    var out = ""
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
      out += listing(of: p, file, program)
      pending += p.nested
    }
    return out
  }

  static func listing(of p: FunctionProto, _ file: SourceFile, _ program: Program) -> String {
    var out = "== \(p.name) (\(p.kind), \(p.slotCount) slots, \(p.code.count) instructions) ==\n"
    for (i, op) in p.code.enumerated() {
      let line = i < p.locs.count ? "\(file.line(of: p.locs[i]))" : "?"
      var text = "\(op)".replacing("ObservatoryEngine.", with: "")
      switch op {
      case .pushConst(let k) where k < p.constants.count: text += "  ; \(describeConstant(p.constants[k]))"
      case .loadGlobal(let g) where g < program.globalNames.count,
        .storeGlobal(let g) where g < program.globalNames.count,
        .loadAccessedGlobal(let g) where g < program.globalNames.count,
        .storeAccessedGlobal(let g) where g < program.globalNames.count,
        .callGlobal(let g, _, _) where g < program.globalNames.count:
        text += "  ; \(program.globalNames[g])"
      case .coerce(let k) where k < p.shapes.count:
        text += "  ; \(p.shapes[k])".replacing("ObservatoryEngine.", with: "")
      case .nameObject(let k) where k < p.strings.count, .cast(_, let k) where k < p.strings.count,
        .missingReturn(let k) where k < p.strings.count:
        text += "  ; \(p.strings[k])"
      default: break
      }
      out += pad(String(i), 5) + pad(line, 6) + "  " + text + "\n"
    }
    return out + "\n"
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
