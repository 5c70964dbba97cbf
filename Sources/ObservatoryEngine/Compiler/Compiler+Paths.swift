/// Storage paths: the left side of an assignment or the receiver of a mutating call, split into a
/// root (a variable, `self`, or a temporary value) and the members and subscripts after it. The
/// VM decides at run time where the last class instance along the path is (see `PathDesc`).
extension Compiler {
  /// `d[.nan]` on a `[Double: T]`: the implicit member is a static member of the key type.
  func subscriptKey(_ base: Expr, _ key: Expr) -> Expr {
    guard case .implicitMember(let name) = key.kind, case .dictionary(.named(let k, []), _)? = declaredType(of: base),
      ["Double", "Int"].contains(k)
    else { return key }
    return Expr(.member(Expr(.typeRef(.named(k, [])), key.start, key.start), name), key.start, key.end)
  }

  /// `.low`, `.failed("x")`: an implicit member, or a call of one.
  func isImplicitMember(_ e: Expr) -> Bool {
    switch e.kind {
    case .implicitMember: return true
    case .call(let callee, _): if case .implicitMember = callee.kind { return true } else { return false }
    default: return false
    }
  }

  /// Emits code for the path's root (when it is a temporary) and its subscript arguments, and
  /// returns the index of its description.
  func compilePath(_ e: Expr) throws -> Int {
    var components: [PathDesc.Component] = []
    var offsets: [Int] = []
    var subscriptArgs: [Expr] = []
    // `totals[k, default: (0, 0)].count += 1` of a `[String: (count: Int, value: Double)]`: the
    // default takes the dictionary's value type (its labels, its Doubles), by its offset.
    var defaultShapes: [Int: TypeShape] = [:]
    var node = e
    // Walk from the outside in, then reverse.
    loop: while true {
      switch node.kind {
      case .member(let b, let name):
        components.append(.member(program.symbol(name)))
        offsets.append(node.end)
        node = b
      case .subscriptAccess(let b, let args) where args.count == 1 && args[0].label == "keyPath":
        components.append(.keyPath)
        offsets.append(b.end)
        subscriptArgs.insert(args[0].value, at: 0)
        node = b
      case .subscriptAccess(let b, let args):
        if args.count == 2, args[1].label == "default", let v = dictionaryValueType(b), let shape = shape(for: v) {
          defaultShapes[args[1].value.start] = shape
        }
        components.append(.subscriptAccess(argc: args.count))
        offsets.append(b.end)
        subscriptArgs.insert(
          contentsOf: args.map { $0.label == "default" ? $0.value : subscriptKey(b, $0.value) }, at: 0)
        node = b
      case .forceUnwrap(let b):
        if node.end == b.end { fn.proto.implicitUnwraps.insert(node.start) }  // `Compiler+ImplicitUnwrap`
        components.append(.force)
        offsets.append(node.end)
        node = b
      case .bindOptional(let b):
        components.append(.bind)
        offsets.append(node.end)
        node = b
      case .optionalChain(let inner):
        node = inner
      default:
        break loop
      }
    }
    components.reverse()
    offsets.reverse()
    var root: PathDesc.Root = .temporary
    var rootName = file.text(from: node.start, to: node.end)
    var mutable = true
    var temporary: Expr? = nil
    switch node.kind {
    case .selfRef:
      rootName = "self"
      (root, mutable) = try rootFor("self", node)
    case .dollar(let n):
      rootName = "$" + n
      (root, mutable) = try rootFor("$" + n, node)
    case .name("Self") where resolve("Self") == nil:
      temporary = node  // `Self.count += 1`: a static property of the type
    case .name(let n):
      if case .selfMember? = resolve(n) {
        components.insert(.member(program.symbol(n)), at: 0)
        offsets.insert(node.end, at: 0)
        rootName = "self"
        (root, mutable) = try rootFor("self", node)
      } else {
        (root, mutable) = try rootFor(n, node)
      }
    default:
      temporary = node
      mutable = false
    }
    if let temporary { try compileExpr(temporary) }
    for a in subscriptArgs {
      try compileExpr(a)
      if let shape = defaultShapes[a.start] { emit(.coerce(self.shape(shape)), a.start) }
    }
    var ownStorage = false
    if case .field(let sym)? = fn.ownStorage, rootName == "self", case .member(sym)? = components.first {
      ownStorage = true
    }
    fn.proto.paths.append(
      PathDesc(
        root: root, rootName: rootName, rootIsMutable: mutable, components: components, offsets: offsets,
        writesOwnStorage: ownStorage))
    return fn.proto.paths.count - 1
  }

  /// The value type of a dictionary whose type the compiler knows (declared, or a closure
  /// parameter's from its call).
  func dictionaryValueType(_ d: Expr) -> TypeExpr? {
    switch (declaredType(of: d) ?? staticType(of: d) ?? propertyType(of: d)).map(unaliased) {
    case .dictionary(_, let v)?: return v
    case .named("Dictionary", let ts)? where ts.count == 2: return ts[1]
    default: return nil
    }
  }

  private func rootFor(_ name: String, _ node: Expr) throws -> (PathDesc.Root, Bool) {
    guard let r = resolve(name) else {
      if name == "self" { throw error("'self' is only available inside a type's methods", at: node.start) }
      throw error(
        "cannot find '\(name)' in scope", at: node.start, hint: suggestion(for: name).map { "did you mean '\($0)'?" })
    }
    switch r {
    case .local(let l): return (l.isCell ? .localCell(l.slot) : .local(l.slot), !l.isLet)
    case .capture(let i, let isCell, _): return (isCell ? .captureCell(i) : .capture(i), isCell)
    case .global(let g):
      if accessors(ofGlobal: g) != nil { return (.accessedGlobal(g), !program.globalIsLet[g]) }
      return (.global(g), !program.globalIsLet[g])
    case .selfMember: return (.temporary, false)
    }
  }
}
