/// Swift's "invalid redeclaration": one name declared twice in one scope. Functions may share a
/// name when their labels or parameter types differ (`checkOverload`); every other pair is an
/// error, reported at the later declaration. A later REPL entry may declare a name again (each
/// entry is compiled on its own), as in the Swift REPL.
extension Compiler {
  /// The top level of a lesson (or of one REPL entry): variables, functions, types, protocols
  /// and type aliases.
  func checkRedeclarations(_ stmts: [Stmt]) throws {
    var seen: [String: Bool] = [:]  // name → declared by a function
    func declare(_ name: String, at offset: Int, isFunction: Bool = false) throws {
      if name == "_" { return }
      if let earlierIsFunction = seen[name], !(earlierIsFunction && isFunction) {
        throw error("invalid redeclaration of '\(name)'", at: offset)
      }
      seen[name] = isFunction
    }
    for s in stmts {
      switch s.kind {
      case .variable(let v):
        for name in v.pattern.names { try declare(name, at: nameOffset(name, from: v.nameStart)) }
      case .function(let f): try declare(f.name, at: nameOffset(f.name, from: f.start), isFunction: true)
      case .type(let d): try declare(d.name, at: d.nameStart)
      case .protocolDecl(let p): try declare(p.name, at: nameOffset(p.name, from: p.start))
      case .typeAlias(let name, _): try declare(name, at: nameOffset(name, from: s.start))
      default: continue
      }
    }
  }

  /// A type's (or an extension's) stored and computed properties and enum cases: instance
  /// members, and static members with cases, each a namespace of its own.
  func checkRedeclarations(_ members: [Member]) throws {
    var instance: Set<String> = []
    var typeLevel: Set<String> = []
    for m in members {
      switch m {
      case .property(let v):
        guard case .name(let name) = v.pattern else { continue }
        let inserted =
          v.modifiers.isStatic ? typeLevel.insert(name).inserted : instance.insert(name).inserted
        if !inserted { throw error("invalid redeclaration of '\(name)'", at: v.nameStart) }
      case .enumCase(let c):
        if !typeLevel.insert(c.name).inserted {
          throw error("invalid redeclaration of '\(c.name)'", at: nameOffset(c.name, from: c.start))
        }
      default: continue
      }
    }
  }

  /// Where `name` first appears from `start` on (a declaration's start is its first keyword).
  private func nameOffset(_ name: String, from start: Int) -> Int {
    let bytes = file.bytes
    let target = Array(name.utf8)
    guard !target.isEmpty, start >= 0 else { return start }
    func isIdentifier(_ i: Int) -> Bool {
      guard i >= 0, i < bytes.count else { return false }
      let b = bytes[i]
      return b == UInt8(ascii: "_") || b >= 0x80 || (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
        || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }
    var i = start
    while i + target.count <= bytes.count, i < start + 4096 {
      if bytes[i] == target[0], !isIdentifier(i - 1), !isIdentifier(i + target.count),
        bytes[i..<i + target.count].elementsEqual(target)
      {
        return i
      }
      i += 1
    }
    return start
  }

  /// `var undo: [State]` beside `func undo(_ current: State)` (valid Swift when the method takes
  /// arguments): the playground keeps one instance member per name, so the later declaration
  /// would replace the other. Refused when the lesson loads, as the playground's limit.
  func checkPropertyBeside(method f: FunctionDecl, in t: NominalType, _ sym: Int) throws {
    switch t.members[sym] {
    case .field?, .computed?:
      guard !t.defaultedMembers.contains(sym) else { return }
      throw sharedName(f.name, in: t, at: nameOffset(f.name, from: f.start))
    default: return
    }
  }

  /// The other order: the property declared after the method.
  func checkMethodBeside(property v: VariableDecl, _ name: String, in t: NominalType, _ sym: Int) throws {
    guard case .method? = t.members[sym], !t.defaultedMembers.contains(sym) else { return }
    throw sharedName(name, in: t, at: v.nameStart)
  }

  private func sharedName(_ name: String, in t: NominalType, at offset: Int) -> Error {
    error(
      "a property and a method both named '\(name)' in '\(t.path)' are not supported by the playground",
      at: offset, hint: "rename one of them")
  }
}
