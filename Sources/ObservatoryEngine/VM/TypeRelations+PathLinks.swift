/// What the links of a storage path are, judged from the lesson's declarations and the values
/// along it: a `nonmutating set` reached through stored properties, a computed property a peek
/// would run, and a chain that reaches a class instance (where a write only reads the property it
/// enters: R8 applies to values only).
extension TypeRelations {
  /// The symbol of `callAsFunction` where `callee`'s type declares that method (SE-0253).
  func callAsFunction(of callee: Value) -> Int? {
    let sym = program.symbol("callAsFunction")
    let member: MemberRef? =
      switch callee {
      case .object(let o): o.cls.member(sym)
      case .structValue(let v): v.type.member(sym)
      case .enumValue(let e): e.type.member(sym)
      default: nil
      }
    if case .method? = member { return sym }
    return nil
  }

  /// Whether a write along `comps` reaches a struct's or enum's `nonmutating set` through stored
  /// properties only (`binding.value = 3`, `pair.left.value += 1` of a `let`), or goes on past a
  /// get-only computed property: Swift runs the setter on a copy of the value, which may be a
  /// constant.
  func setsThroughNonmutatingSetter(_ v: Value, _ comps: ArraySlice<PathDesc.Component>) -> Bool {
    guard case .member(let sym)? = comps.first else { return false }
    let member: MemberRef?
    switch v {
    case .structValue(let s):
      member = s.type.member(sym)
      if case .field(let field)? = member {
        return setsThroughNonmutatingSetter(s.fields[field.index], comps.dropFirst())
      }
    case .enumValue(let e): member = e.type.member(sym)
    default: return false
    }
    guard case .computed(_, let setter)? = member else { return false }
    // A get-only property with more of the path after it (`panel.binding.value = 3`): Swift gets
    // it, and the write goes on in the value it returns (a `nonmutating set` or a class instance
    // there; Swift refuses anything else, and so does `modifyValue`).
    guard let setter else { return comps.count > 1 }
    return setter.isNonmutatingSetter
  }

  /// Whether the value a computed property's getter gave is an optional class instance the write
  /// goes on through (`?` or `!` next): `.some` of an instance, or nil where the getter is declared
  /// to return an optional class (`var selected: Doc? { ... }`). Swift only reads such a property
  /// (its setter, if any, does not run).
  func reachesOptionalInstance(_ v: Value, declared: TypeShape?, then next: PathDesc.Component?) -> Bool {
    switch next {
    case .force?, .bind?: break
    default: return false
    }
    switch v {
    case .some(.object): return true
    case .null:
      guard case .optional(.instance(let n)?)? = declared else { return false }
      return program.nominalType(n) is ClassInfo
    default: return false
    }
  }

  /// Whether the write `comps` makes into `v` (a value a getter gave) lands in a class instance
  /// before its last step, through stored struct properties and `?`/`!` (a nil there ends the
  /// chain or traps): Swift then only reads `v`.
  func reachesInstance(_ start: Value, _ comps: ArraySlice<PathDesc.Component>) -> Bool {
    var v = start
    for c in comps {
      if case .object = v { return true }
      switch (c, v) {
      case (.force, .some(let x)), (.bind, .some(let x)): v = x
      case (.force, .null), (.bind, .null): return true
      case (.member(let sym), .structValue(let s)):
        guard case .field(let f)? = s.type.member(sym) else { return false }
        v = s.fields[f.index]
      default: return false
      }
    }
    return false
  }

  /// Whether `sym` called at the end of `path` is a mutating call, judged without running lesson
  /// code where a peek would run a computed property's getter (`canvas.size.grow()`,
  /// `s.sections[0].firstOpen?.toggle()`: Swift runs it once): by the property's declared type
  /// where it is the path's last step but for `?`/`!` (a class's method only gets; a struct's or
  /// enum's says whether it is `mutating`), else by the name where no lesson method of that name
  /// is non-mutating. Nil where no getter is on the way, or neither tells: the receiver is then
  /// peeked at.
  func mutatesPastGetter(_ path: PathDesc, root: Value, args: [Value], _ sym: Int) -> Bool? {
    var cur = root
    var argIndex = 0
    let comps = path.components
    for (k, c) in comps.enumerated() {
      let m: Int
      switch (c, cur) {
      case (.member(let s), .array(let xs)):
        // `sections.last?.firstOpen?.toggle()`: an array's `first` and `last` are only read.
        let isFirst = s == Sym.first.rawValue
        guard isFirst || s == Sym.last.rawValue, let x = isFirst ? xs.first : xs.last else { return nil }
        cur = .some(x)
        continue
      case (.member(let s), _): m = s
      case (.subscriptAccess(1), .array(let xs)):
        guard argIndex < args.count, case .int(let i) = args[argIndex], xs.indices.contains(i) else { return nil }
        argIndex += 1
        cur = xs[i]
        continue
      case (.subscriptAccess(1), .dict(let d)):
        guard argIndex < args.count, let x = d[args[argIndex]] else { return nil }
        argIndex += 1
        cur = .some(x)
        continue
      case (.bind, .some(let x)), (.force, .some(let x)):
        cur = x
        continue
      default: return nil
      }
      let type: NominalType
      switch cur {
      case .object(let o):
        if let field = o.cls.field(m) {
          cur = o.fields[field.index].weakDereferenced
          continue
        }
        type = o.cls
      case .structValue(let s):
        if let field = s.type.field(m) {
          cur = s.fields[field.index].weakDereferenced
          continue
        }
        type = s.type
      default: return nil
      }
      guard case .computed(let getter, _)? = type.member(m) else { return nil }
      // The getter's declared result, through the `?` and `!` after it.
      var declared = getter.declaredResult
      var beyond = comps[(k + 1)...]
      unwrap: while case .optional(let inner)? = declared, let step = beyond.first {
        switch step {
        case .bind, .force:
          declared = inner
          beyond = beyond.dropFirst()
        default: break unwrap
        }
      }
      if case .named(let n, let args)? = declared, args.isEmpty, let t = program.nominalType(n), !(t is ProtocolInfo) {
        // A class instance: the call is an ordinary one on it, or the write goes on inside it
        // (`head.done.toggle()`), where the write reads the getter once.
        if t is ClassInfo { return !beyond.isEmpty }
        if beyond.isEmpty, case .method(let p)? = t.member(sym) { return p.isMutating }
      }
      return program.nonmutatingMethodNames.contains(program.symbolName(sym)) ? nil : true
    }
    return nil
  }

  /// Whether a chain entering a property of `owner` (whose value is `start`, when known) at
  /// `steps.first` reaches a class instance before its target, by the declared types along it
  /// (or the values, where a property has no written type): `m.child?.name = ...`,
  /// `m.kids["k"]?.bump()` of a `[String: Kid]` read the property rather than modify it, so a nil
  /// link there notifies nothing (R8 applies to values only).
  func modifiesClassReference(
    _ owner: NominalType, _ start: Value?, _ steps: ArraySlice<PathDesc.Component>
  ) -> Bool {
    guard case .member(let sym)? = steps.first, let (t, value) = linkFieldType(owner, sym, start) else { return false }
    return reachesClassReference(t, value, steps.dropFirst())
  }

  /// Whether `steps`, from a value of declared type `type` (now `start`, when known), reach a
  /// class instance before their target; a top-level variable's chain (`g?.x = 1` of a
  /// `var g: P?` with observers) starts here.
  func reachesClassReference(
    _ type: TypeExpr, _ start: Value?, _ steps: ArraySlice<PathDesc.Component>
  ) -> Bool {
    var (t, value) = (type, start)
    for step in steps {
      if isClassLink(t) { return true }
      switch (step, t) {
      case (.bind, .optional(let inner)), (.force, .optional(let inner)):
        t = inner
        if case .some(let x)? = value { value = x }
      case (.subscriptAccess, .array(let e)):
        t = e
        value = nil
      case (.subscriptAccess, .dictionary(_, let v)):
        t = .optional(v)
        value = nil
      // `m.todos.first?.done = true`: an array's `first` and `last` are only read.
      case (.member(let m), .array(let e)) where ["first", "last"].contains(program.symbolName(m)):
        t = .optional(e)
        value = nil
      case (.member(let m), .named(let n, _)):
        guard let type = program.nominalType(n), let next = linkFieldType(type, m, value) else { return false }
        (t, value) = next
      default: return false
      }
    }
    return isClassLink(t)
  }

  /// A declared type naming a class (or an `AnyObject` protocol), through optionals.
  private func isClassLink(_ t: TypeExpr) -> Bool {
    var t = t
    while case .optional(let inner) = t { t = inner }
    guard case .named(let n, _) = t, let nt = program.nominalType(n) else { return false }
    return nt is ClassInfo || (nt as? ProtocolInfo)?.inherited.contains("AnyObject") == true
  }

  /// A stored property's type: as written, else that of the value it holds now.
  private func linkFieldType(_ type: NominalType, _ sym: Int, _ holder: Value?) -> (TypeExpr, Value?)? {
    // A computed property's type where its getter returns a lesson type (`var firstOpen: Todo?`).
    if case .computed(let getter, _)? = type.member(sym) {
      switch getter.returnShape {
      case .instance(let n)?: return (.named(n, []), nil)
      case .optional(.instance(let n)?)?: return (.optional(.named(n, [])), nil)
      default: return nil
      }
    }
    guard case .field(let f)? = type.member(sym) else { return nil }
    var value: Value? = nil
    switch holder {
    case .object(let o)?: value = o.fields[f.index]
    case .structValue(let s)?: value = s.fields[f.index]
    default: break
    }
    if let t = f.declaredType { return (t, value) }
    return value.flatMap { shownType($0) }.map { ($0, value) }
  }

  /// The type a value shows where no declaration writes it: a struct's or an instance's, and an
  /// array's or a dictionary's by an element (`var sections = [Section(...)]`; Swift infers one
  /// type for them all). Nil where nothing tells (an empty collection, a builtin value).
  private func shownType(_ v: Value, depth: Int = 0) -> TypeExpr? {
    guard depth < 64 else { return nil }  // arrays nested by a loop: no type, not a deep recursion
    switch v {
    case .structValue(let s): return .named(s.type.name, [])
    case .object(let o): return .named(o.cls.name, [])
    case .array(let xs): return xs.first.flatMap { shownType($0, depth: depth + 1) }.map { .array($0) }
    case .dict(let d):
      guard let k = d.keys.first, let e = d.values.first.flatMap({ shownType($0, depth: depth + 1) }) else {
        return nil
      }
      return .dictionary(.named(valueTypeName(k), []), e)
    default: return nil
    }
  }
}
