/// Top-level variables with accessors (`VariableAccessors`): `var total: Int { a + b }`, one with
/// `get` and `set`, and a stored one with `willSet`/`didSet`. Reads of a computed one and writes
/// of either go through the accessors; inside a variable's own observers, its name is the plain
/// storage, as in Swift.
extension Compiler {
  /// Hoisting (before any code that reads or writes the variable is compiled): records that the
  /// global has accessors, or no longer has any (a REPL entry declaring the name again).
  func declareGlobalAccessors(_ v: VariableDecl, _ g: Int) throws {
    guard let acc = v.accessors else {
      program.globalAccessors[g] = nil
      return
    }
    guard case .name = v.pattern else {
      throw error("a variable with accessors must be a single name", at: v.start)
    }
    let computed = acc.getter != nil
    if v.isLet {
      throw error(
        computed
          ? "'let' declarations cannot be computed properties" : "'let' declarations cannot be observing properties",
        at: v.start, hint: "declare it with 'var'")
    }
    if v.modifiers.has("weak") {
      throw error("observers on a 'weak' variable are not supported by the playground", at: v.start)
    }
    if computed, v.initializer != nil {
      throw error("a computed variable cannot have an initial value", at: v.start)
    }
    program.globalAccessors[g] = VariableAccessors(isComputed: computed)
    // A computed one stores nothing, so no binding records its declared type.
    if computed { program.globalTypes[g] = v.type }
  }

  /// Compiles the accessors' bodies, once every global, type and function is declared.
  func compileGlobalAccessors(_ v: VariableDecl) throws {
    guard let acc = v.accessors, case .name(let name) = v.pattern, let g = program.globalIndex[name],
      let a = program.globalAccessors[g]
    else { return }
    func accessor(_ role: String, _ param: String, _ body: [Stmt], direct: Bool) throws -> FunctionProto {
      try self.accessor(
        "\(name).\(role)", .function, param: param, body: body, of: v, selfType: nil,
        ownStorage: direct ? .global(g) : nil)
    }
    if let getter = acc.getter {
      let p = FunctionProto(name: "\(name).getter", kind: .function, file: file, start: v.start)
      try fillFunction(
        p, params: [], returnType: v.type, body: getter, selfType: nil, parent: nil, implicitReturn: true)
      a.getter = p
    }
    if let setter = acc.setter { a.setter = try accessor("setter", acc.setterName, setter, direct: false) }
    if let w = acc.willSet { a.willSet = try accessor("willset", acc.setterName, w, direct: true) }
    if let d = acc.didSet {
      a.didSet = try accessor("didset", acc.oldValueName, d, direct: true)
      a.didSetReadsOldValue = mentions(acc.oldValueName, in: d)
    }
  }

  /// The accessors a read or write of global `g` goes through here; nil for plain storage (and
  /// inside the variable's own observers).
  func accessors(ofGlobal g: Int) -> VariableAccessors? {
    guard let a = program.globalAccessors[g] else { return nil }
    // Only the observer's own body: a closure inside it goes through the accessors (verified
    // against Swift 6.3.1).
    if !a.isComputed, fn.ownStorage == .global(g) { return nil }
    return a
  }
}
