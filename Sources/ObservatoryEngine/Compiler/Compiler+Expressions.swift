/// Expressions. Each leaves exactly one value on the stack.
extension Compiler {
  func compileExpr(_ e: Expr) throws {
    defer { emitContextTypeArguments(e) }
    if let call = literalInitCall(e) { return try compileLiteralInit(call, at: e.start) }
    if let literal = literalCoercion(e) { return try compileExpr(literal) }
    if let folded = foldedDouble(e) {
      emit(.pushConst(constant(.double(folded))), e.start)
      return
    }
    let e = resolvingImplicitMember(unwrappingImplicitOperands(e))
    if let name = optionalMetatypeName(e) {  // `Int?.self` (`Compiler+OptionalMetatypes.swift`)
      emit(.pushConst(constant(.type(TypeNameValue(name: name.plain, qualifiedName: name.qualified)))), e.start)
      return
    }
    // A Substring Swift put into an `Any` here is marked one when it is made.
    let boxing = substringBoxing(e)
    defer { if let boxing { emit(.coerce(shape(.substring(boxing))), e.start) } }
    // The static type Swift prints or boxes the value with keeps what its values cannot show.
    noteDescribedType(e)
    // An optional chain is located where its last member is (`s?.box()` at `box`): stamped as a
    // whole, not inside, where a nil would jump past the stamp's call.
    var located = e
    while case .optionalChain(let inner) = located.kind { located = inner }
    let location = file.printedTypes.isEmpty ? nil : swiftLocation(located)
    let stamped = location.map { $0 != stampedLocation && emitPrintedTypeStamp(at: $0, e) } ?? false
    let outerStamp = stampedLocation
    if stamped { stampedLocation = location }
    defer {
      if stamped {
        stampedLocation = outerStamp
        emit(.call(argc: 1, labels: program.labelSet([nil])), e.start)
      }
    }
    switch e.kind {
    case .name(let n), .typeRef(.named(let n, _)): try noteDumpOpaque(n, member: false, at: e.start)
    case .member(_, let n): try noteDumpOpaque(n, member: true, at: e.start)
    case .keyPath: try noteDumpOpaque("\\", member: false, at: e.start)
    default: break
    }
    switch e.kind {
    case .int(let v):
      if isDoubleLiteral(v, at: e.start) || doubleContextLiterals.contains(e.start) {
        emit(.pushConst(constant(.double(Double(v)))), e.start)
      } else {
        emit(.pushInt(v), e.start)
      }
    case .unary("-", let x) where isDoubleLiteral(e):
      guard case .int(let v) = x.kind else { return }
      emit(.pushConst(constant(.double(-Double(v)))), e.start)
    case .double(let d): emit(.pushConst(constant(.double(d))), e.start)
    case .bool(let b): emit(.pushBool(b), e.start)
    case .nilLiteral: emit(.pushNull, e.start)
    case .string(let parts):
      if parts.isEmpty {
        emit(.pushConst(constant(.string(""))), e.start)
        return
      }
      if parts.count == 1, case .text(let t) = parts[0] {
        emit(.pushConst(constant(.string(t))), e.start)
        return
      }
      for p in parts {
        switch p {
        case .text(let t): emit(.pushConst(constant(.string(t))), e.start)
        case .expr(let x):
          try refusePrintedExistentialWrapper(x)
          let stamped = !file.printedTypes.isEmpty && emitPrintedTypeStamp(at: interpolationParen(before: x), x)
          try compileExpr(x)
          if stamped { emit(.call(argc: 1, labels: program.labelSet([nil])), e.start) }
        }
      }
      emit(.interpolate(parts.count), e.start)
    case .name(let n):
      if doubleOperatorValues.remove(e.start) != nil { return try compileExpr(doubleOperatorClosure(n, e)) }
      // `let g = greet` for `func greet(name:)`: a function value has no labels.
      if e.start != calleeStart, let value = functionValue(n, at: e) { return try compileExpr(value) }
      try compileName(n, e)
    case .dollar(let n):
      guard Int(n) != nil else {
        // A local `@Bindable var login = login` in a body: its projection is a local too.
        switch resolve("$" + n) {
        case .local(let l)?:
          emitLoad(.local(l), name: "$" + n, e.start)
          return
        case .capture(let i, let isCell, let isLet)?:
          emitLoad(.capture(i, isCell: isCell, isLet: isLet), name: "$" + n, e.start)
          return
        default: break
        }
        // `$title` inside a type: the projected value of its own property.
        if let t = fn.selfType ?? enclosingSelfType(), t.fieldsByName[n] != nil {
          try emitSelf(e.start)
          emit(.getMember(program.symbol("$" + n)), e.start)
          return
        }
        // `$R0`: a result the REPL echoed.
        if let r = resolve("$" + n) {
          emitLoad(r, name: "$" + n, e.start)
          return
        }
        throw error(
          "'$\(n)' has no projected value here", at: e.start,
          hint: "$name refers to a @Published property's publisher (or a binding) of the enclosing type")
      }
      guard let r = resolve("$" + n) else {
        throw error("'$\(n)' can only be used inside a closure without named parameters", at: e.start)
      }
      emitLoad(r, name: "$" + n, e.start)
    case .selfRef: try emitSelf(e.start)
    case .superRef: throw error("'super' must be followed by '.' and a member", at: e.start)
    case .member(let base, let name) where base.kind.isSuper: try compileSuperMember(name, at: e.start)
    case .member(let base, "self") where try emitOwnGenericType(base, at: e.start): break
    case .member(let base, "self") where collectionAlias(in: base) != nil:
      // `[Row].self` of `typealias Row = [Int]`: the playground's value of the alias is the bare
      // collection type, which would print `Array<Array>`.
      let alias = collectionAlias(in: base)!
      throw error(
        "a metatype written with the collection type alias '\(alias)' is not supported by the playground",
        at: e.start, hint: "write the type the alias names: '\(unaliased(.named(alias, [])).description)'")
    case .member(let base, "init") where builtinTypeName(base) != nil || isLessonTypeName(base) || isGenericName(base):
      // `String.init` as a function, `T.init(...)`: calling a type makes a value; `Point.init`
      // with labels is a closure that passes them.
      if let value = initializerValue(base, at: e) { return try compileExpr(value) }
      try compileExpr(base)
    case .member(let base, let name) where isLessonTypeName(base) && unappliedMethod(base, name, at: e) != nil:
      try compileExpr(unappliedMethod(base, name, at: e)!)  // `Counter.increment`: curried
    case .member(let base, let name) where program.lazyStructFields.contains(name) && isStoragePath(base):
      // A struct's `lazy var` read through a variable: a mutating read of the storage.
      let path = try compilePath(base)
      let sym = Int32(program.symbol(name))
      emit(.callPath(path: Int32(path), symbol: sym, argc: 0, labels: program.labelSet([])), e.start)
    case .member(let base, let name) where try emitStaticDispatch(base, name, at: e.start):
      break
    case .member(let base, let name) where boundMethodValue(base, name, at: e) != nil:
      try compileExpr(boundMethodValue(base, name, at: e)!)  // `let pick = model.select`
    case .member(let base, let name):
      let at = e.end - name.utf8.count
      if case .name(let n) = base.kind, Catalog.unavailable[n] != nil, resolve(n) == nil {
        throw unavailable(n, at: base.start)  // `FileManager.default`: the type is what is missing
      }
      if let t = builtinTypeName(base) {
        _ = try checkStatic(t, name, nil, at: at)
      } else if !isLessonTypeName(base) {
        try checkMember(name, at: at)
      }
      try compileExpr(base)
      emit(.getMember(program.symbol(name)), e.start)
      emitTypeArguments(of: base, e.start)
    case .implicitMember(let name): emit(.implicitMember(program.symbol(name)), e.start)
    case .call(let callee, let args):
      noteWrittenEnumArguments(e)
      if try compileGenericConstruction(callee, args, e) { return }
      let stamps = emitWrapperTypeStamp(callee, args, e)
      try compileCall(callee, args, e)
      if case .member(let base, _) = callee.kind { emitTypeArguments(of: base, e.start) }
      emitGenericResultArguments(callee, e)
      if stamps { emit(.call(argc: 1, labels: program.labelSet([nil])), e.start) }
    case .subscriptAccess(let base, let args) where args.count == 1 && args[0].label == "keyPath":
      // `item[keyPath: \.name]`: the key path applied to the value.
      try compileExpr(args[0].value)
      try compileExpr(base)
      emit(.call(argc: 1, labels: program.labelSet([nil])), e.start)
    // `s[...]` of a variable or a string literal: the whole value as its slice, `s[s.startIndex...]`.
    case .subscriptAccess(let base, let args)
    where args.count == 1 && args[0].label == nil && args[0].value.kind.isUnboundedRange
      && (isPlainVariable(base) || isPlainStringLiteral(base)):
      let start = Expr(.member(base, "startIndex"), args[0].value.start, args[0].value.end)
      let whole = Argument(
        label: nil, value: Expr(.unary("from...", start), start.start, start.end), labelStart: start.start)
      try compileExpr(Expr(.subscriptAccess(base, [whole]), e.start, e.end))
    case .subscriptAccess(let base, let args):
      try compileExpr(base)
      for a in args {
        guard a.label == "default" else {
          try compileExpr(subscriptKey(base, a.value))
          continue
        }
        // `status[id, default: .idle]` of a `[Int: Phase]`: the default is of the value type,
        // never a static member of the key type.
        try compileExpr(a.value)
        if isImplicitMember(a.value), let v = dictionaryValueType(base), let sh = shape(for: v) {
          emit(.coerce(shape(sh)), a.value.start)
        }
        emitDefaultValueTypeArguments(base, a.value)
      }
      // `xs[safe: 3]` of `extension Collection { subscript(safe i: Index) ... }`: its method.
      if let sym = try labeledExtensionSubscript(args, at: e.start) {
        emit(
          .callMember(
            symbol: sym, argc: args.count, labels: program.labelSet([Int?](repeating: nil, count: args.count))), e.start
        )
      } else {
        emit(.getSubscript(argc: args.count), e.start)
      }
    case .unary(let op, let x) where op == "..<" || op == "..." || op == "from...":
      try compileExpr(x)
      emit(.makePartialRange(closed: op != "..<", from: op == "from..."), e.start)
    case .unary(let op, let x):
      try compileExpr(x)
      guard let u = UnaryOp(rawValue: op) else { throw error("unknown prefix operator '\(op)'", at: e.start) }
      emit(.unary(u), e.start)
    case .binary(let op, let a, let b): try compileBinary(op, a, b, e)
    case .ternary(let c, let a, let b):
      // `u == 0 ? 0 : total / Double(u)`: Swift makes the integer literal a Double to match the
      // other branch (also without the check, which reads it from the SIL).
      let a = ternaryBranch(a, beside: b), b = ternaryBranch(b, beside: a)
      try compileExpr(c)
      let toElse = emit(.jumpIfFalse(-1), c.start)
      try compileExpr(a)
      let toEnd = emit(.jump(-1), a.start)
      patch(toElse)
      try compileExpr(b)
      patch(toEnd)
    case .closure(let c): try compileClosure(c)
    case .array(let items):
      let asAny =
        !declaredLiteralType
        && items.contains { if case .cast(_, .as, .named("Any", [])) = $0.kind { true } else { false } }
      declaredLiteralType = false
      if existentialElements || asAny, try compileExistentialArray(items, e) { return }
      let doubles = Compiler.hasDoubleLiteral(items) && !takeExistentialElements()
      let context = Compiler.enumContext(items)
      for x in items { try compileElement(x, asDouble: doubles, enumType: context) }
      emit(.makeArray(items.count), e.start)
    case .dictionary(let pairs):
      let doubles = Compiler.hasDoubleLiteral(pairs.map(\.1)) && !takeExistentialElements()
      let keyContext = Compiler.enumContext(pairs.map(\.0))
      let context = Compiler.enumContext(pairs.map(\.1))
      for (k, v) in pairs {
        try compileElement(k, asDouble: false, enumType: keyContext)
        try compileElement(v, asDouble: doubles, enumType: context)
      }
      emit(.makeDict(pairs.count), e.start)
    case .tuple(let items):
      if items.isEmpty {
        emit(.pushVoid, e.start)
        return
      }
      for (_, x) in items { try compileExpr(x) }
      emit(.makeTuple(items.count), e.start)
      if items.contains(where: { $0.0 != nil }) {
        emit(.coerce(shape(.tuple(TupleLabels(items.map(\.0)), []))), e.start)
      }
    case .forceUnwrap(let x):
      try compileExpr(x)
      if e.end == x.end { fn.proto.implicitUnwraps.insert(e.start) }  // `Compiler+ImplicitUnwrap`
      emit(.forceUnwrap, e.start)
    case .bindOptional(let x):
      try compileExpr(x)
      guard !chainJumps.isEmpty else { throw error("'?' must be followed by a member, call or subscript", at: e.end) }
      chainJumps[chainJumps.count - 1].append(emit(.bindOptional(-1), e.end))
    case .optionalChain(let inner):
      chainJumps.append([])
      try compileExpr(inner)
      emit(.wrapOptional, e.start)
      for j in chainJumps.removeLast() { patch(j) }
    case .tryExpr(let kind, let x):
      guard kind == .optional else {
        try compileExpr(x)
        return
      }
      let handler = emit(.pushHandler(-1), e.start)
      try compileExpr(x)
      emit(.popHandler, e.start)
      emit(.wrapOptional, e.start)
      let skip = emit(.jump(-1), e.start)
      patch(handler)
      emit(.pop, e.start)
      emit(.pushNull, e.start)
      patch(skip)
    case .await(let x):
      emit(.awaitBegin, e.start)
      awaitDepth += 1
      defer { awaitDepth -= 1 }
      try compileExpr(x)
      emit(.actorHop, e.start)
    case .inoutRef(let x): try compileExpr(x)
    case .cast(let x, let kind, let type):
      let use =
        kind == .is
        ? "'is \(type.description)'" : "'as\(kind == .as ? "" : kind == .asOptional ? "?" : "!") \(type.description)'"
      if kind == .as { noteResultContext(x, type) }
      try compileExpr(x)
      if kind != .as, let succeeds = castOutcome(after: x) {
        return try emitDecidedCast(kind, type, succeeds: succeeds, use: use, at: e.start)
      }
      if kind == .as { emitArrayContext(type, for: x) }
      try emitCast(kind, type, use: use, at: e.start)
      // `(a, b) as (name: String, age: Int)`: the tuple takes the type's labels; `Stack() as
      // Stack<Int>` its type arguments; `[1, 2] as [Double]`, `[.play, .stop] as [Event]`: the
      // literal takes the type.
      if kind == .as, let sh = shape(for: type) { emit(.coerce(shape(sh)), e.start) }
    case .typeRef(let t):
      guard case .named(let n, let args) = t, let r = resolve(n) else {
        if case .named(let n, _) = t, Catalog.unavailable[n] != nil { throw unavailable(n, at: e.start) }
        throw error("cannot find type '\(t.description)' in scope", at: e.start)
      }
      // A builtin generic type with its arguments: `AsyncStream<Int> { ... }` knows its element type.
      if !args.isEmpty, case .global(let g) = r, case .type(let b as BuiltinType) = program.globals[g] {
        let names = args.map { staticTypeName($0) }
        emit(
          .pushConst(
            constant(.type(BuiltinType(name: b.name, arguments: args.map(\.description), argumentNames: names)))),
          e.start)
        return
      }
      emitLoad(r, name: n, e.start)
    case .keyPath(let root, let components):
      try refusePrintedKeyPath(e)  // `\Row.label` prints an address (`Compiler+KeyPathPrinting.swift`)
      let k = KeyPathValue(root: root, components: components)
      stampKeyPath(k, e)  // `WritableKeyPath<P, Int>` (`Compiler+KeyPathTypes.swift`)
      // `screens.map(\.screenName)` over `[Trackable]`: the first member as the root type
      // dispatches it (`Compiler+Witnesses.swift`).
      if let first = components.first {
        let rootType = root.map { TypeExpr.named($0, []) } ?? keyPathRoots[e.start]
        switch try dispatch(forType: rootType, first, at: e.start) {
        case .witness?: k.firstThroughWitness = true
        case .extensionMember(let p)?: k.firstFromExtension = p
        case nil: break
        }
      }
      resolveObservedKeyPath(k)
      emit(.pushConst(constant(.host(k))), e.start)
    case .directive(let name, let args):
      try compileDirective(name, args, e.start, e.end)
      emit(.pushVoid, e.start)
    case .statementValue(let s): try compileStatementValue(s)
    }
  }

  /// `super.name`: the superclass's member, on `self` (a method, a property, a computed property).
  func compileSuperMember(_ name: String, at offset: Int) throws {
    guard let cls = enclosingSelfType() as? ClassInfo, let base = cls.superclass else {
      throw error("'super' is only available in the methods of a class that inherits from another", at: offset)
    }
    try emitSelf(offset)
    emit(.superMember(program.symbol(name), type: constant(.type(base))), offset)
  }

  /// `super.init(...)` / `self.init(...)` inside an initializer: runs that initializer on `self`.
  func compileDelegatingInit(toSuper: Bool, _ args: [Argument], at offset: Int) throws {
    guard fn.isInitializer, let t = fn.selfType else {
      throw error("'\(toSuper ? "super" : "self").init' can only be called inside an initializer", at: offset)
    }
    var target = t
    if toSuper {
      guard let cls = t as? ClassInfo, let base = cls.superclass else {
        throw error("'super.init' needs a superclass: '\(t.name)' does not inherit from a class", at: offset)
      }
      target = base
    }
    try emitSelf(offset)
    try compileArgs(args)
    emit(.delegateInit(type: constant(.type(target)), argc: args.count, labels: labels(args)), offset)
    if fn.proto.isFailableInit {
      // A failable initializer it delegates to made `self` (unwrapped here) or failed: then this
      // one fails too, returning nil at once.
      let fails = emit(.bindOptional(-1), offset)
      let made = emit(.jump(-1), offset)
      patch(fails)
      if !fn.cleanups.isEmpty {
        let slot = hiddenSlot()
        emit(.storeLocal(slot), offset)
        try emitCleanups(downTo: 0)
        emit(.loadLocal(slot), offset)
      }
      emit(.ret, offset)
      patch(made)
    }
    emit(.dup, offset)
    emit(.storeLocal(0), offset)
    if fn.scopes.count == fn.initBodyDepth {
      if toSuper { fn.uninitialized?.remove("super.init") } else { fn.uninitialized = [] }
    }
  }

  /// The type whose method encloses the closure being compiled, if any.
  func enclosingSelfType() -> NominalType? {
    var f: FunctionState? = fn
    while let s = f {
      if let t = s.selfType { return t }
      f = s.parent
    }
    return nil
  }

  /// A local, a parameter or a stored global: reading it twice reads the same value, with no
  /// code run (`s[...]` reads it for `s.startIndex` too).
  /// `"abc"` without interpolations: reading it twice is reading it once.
  func isPlainStringLiteral(_ e: Expr) -> Bool {
    guard case .string(let parts) = e.kind else { return false }
    return parts.allSatisfy { if case .text = $0 { return true } else { return false } }
  }

  func isPlainVariable(_ e: Expr) -> Bool {
    guard case .name(let n) = e.kind, n != "_", let r = resolve(n) else { return false }
    switch r {
    case .local, .capture: return true
    case .global(let g): return accessors(ofGlobal: g) == nil && !program.functionGlobals.contains(g)
    case .selfMember: return false
    }
  }

  /// Whether the code being compiled is in an `@Observable` class (or a subclass of one).
  func insideObservableClass() -> Bool {
    var f: FunctionState? = fn
    while let s = f, s.selfType == nil { f = s.parent }
    var c = f?.selfType as? ClassInfo
    while let k = c {
      if k.isObservable { return true }
      c = k.superclass
    }
    return false
  }

  func compileName(_ n: String, _ e: Expr) throws {
    if n == "_" { throw error("'_' can only appear on the left of '='", at: e.start) }
    if let g = genericParameter(n), !g.bound {
      if g.ofType, try emitTypeParameterOfSelf(n, at: e.start) { return }
      throw unboundGeneric(n, "using '\(n)' as a value", ofType: g.ofType, at: e.start)
    }
    if n == "Self", resolve(n) == nil, case .named? = staticType(of: Expr(.selfRef, e.start, e.start)) {
      // `Self(rawValue: 1)` in a method: the type of `self` (itself in a static method).
      var f: FunctionState? = fn
      while let s = f, s.selfType == nil { f = s.parent }
      if let t = f?.selfType, !(t is ProtocolInfo), !((t as? ClassInfo).map(hasSubclass) ?? false) {
        // A struct's, an enum's or a class's without subclasses: the type itself (also in an
        // `init`, before `self` is whole).
        emit(.pushConst(constant(.type(t))), e.start)
      } else if f?.proto.isStatic == true {
        try emitSelf(e.start)
      } else {
        let typeOf = Expr(.name("type"), e.start, e.start)
        try compileCall(
          typeOf, [Argument(label: "of", value: Expr(.selfRef, e.start, e.start), labelStart: e.start)],
          Expr(.call(typeOf, []), e.start, e.end))
      }
      return
    }
    guard let r = resolve(n) else {
      if n == "..." {
        throw error(
          "the unbounded range 'x[...]' is not supported by the playground", at: e.start,
          hint: "write x[x.startIndex...] or the whole value")
      }
      // `FileManager`, `Thread`, `DispatchSemaphore`: Swift has them, lessons do not.
      if Catalog.unavailable[n] != nil { throw unavailable(n, at: e.start) }
      if ["access", "withMutation", "_$observationRegistrar"].contains(n), insideObservableClass() {
        // The members the `@Observable` macro adds, which Swift lets the class's own code call.
        let what = n == "_$observationRegistrar" ? "'_$observationRegistrar'" : "'\(n)(keyPath:...)'"
        throw error(
          "the '@Observable' macro's \(what), called from the class's own code, is not supported by the playground",
          at: e.start, hint: "conform to Observable by hand (lesson 20) to call a registrar yourself")
      }
      let hint = suggestion(for: n).map { "did you mean '\($0)'?" }
      throw error("cannot find '\(n)' in scope", at: e.start, hint: hint)
    }
    if n == "dump", isBuiltin(n) { try checkDumpReference(at: e.start) }
    emitLoad(r, name: n, e.start)
  }

  func compileBinary(_ op: String, _ a: Expr, _ b: Expr, _ e: Expr) throws {
    noteOperandLiterals(op, a, b)  // `opt ?? 3` of a `Double?` (`Compiler+CoalescedLiterals.swift`)
    switch op {
    case "&&", "||":
      try compileExpr(a)
      let j = emit(op == "&&" ? .jumpIfFalseKeep(-1) : .jumpIfTrueKeep(-1), a.end)
      try compileExpr(b)
      patch(j)
    case "??":
      try compileExpr(a)
      let j = emit(.coalesce(-1), a.end)
      try compileExpr(b)
      // `names[k] ?? .unknown("z")` printed: the implicit member is a case of the left side's type.
      if let sh = coalescedImplicitMemberShape(a, b) { emit(.coerce(shape(sh)), b.start) }
      patch(j)
    case "~=":
      // `pattern ~= value`, evaluated in that order; the match operator takes the value first,
      // as a `case` pattern gives it.
      let pattern = hiddenSlot()
      try compileExpr(a)
      emit(.storeLocal(pattern), a.start)
      try compileExpr(b)
      emit(.loadLocal(pattern), a.start)
      emit(.binary(.match), file.bytes.indices.contains(a.end) ? operatorOffset(after: a.end, op) : e.start)
    case "..<", "...":
      try compileExpr(a)
      try compileExpr(b)
      emit(.makeRange(closed: op == "..."), e.start)
    default:
      guard let bop = BinaryOp(rawValue: op) else { throw error("unknown operator '\(op)'", at: a.end) }
      try compileExpr(a)
      try compileExpr(b)
      let at = file.bytes.indices.contains(a.end) ? operatorOffset(after: a.end, op) : e.start
      emit(.binary(bop), at)
    }
  }

  /// The offset of the operator between two operands, so errors point at `+`, not the line start.
  func operatorOffset(after offset: Int, _ op: String) -> Int {
    var i = offset
    let first = op.utf8.first ?? 0
    while i < file.bytes.count && file.bytes[i] != first && i < offset + 64 { i += 1 }
    return i < file.bytes.count && file.bytes[i] == first ? i : offset
  }
}

extension Compiler {
  /// The first name in a type written as a value (`[Row]`, `[String: Row]`) that is an alias of
  /// an array or dictionary type (`typealias Row = [Int]`).
  func collectionAlias(in e: Expr) -> String? {
    switch e.kind {
    case .name(let n):
      guard resolve(n).map({ if case .global = $0 { true } else { false } }) ?? false,
        let t = program.aliasedTypes[n]
      else { return nil }
      switch unaliased(t) {
      case .array, .dictionary: return n
      default: return nil
      }
    case .array(let items): return items.lazy.compactMap { self.collectionAlias(in: $0) }.first
    case .dictionary(let pairs):
      return pairs.lazy.compactMap { self.collectionAlias(in: $0.0) ?? self.collectionAlias(in: $0.1) }.first
    default: return nil
    }
  }
}

extension Compiler {
  /// A ternary's branch `x`: an integer literal beside a branch that is plainly a Double is that
  /// Double (`0` of `c ? 0 : a / Double(n)`).
  func ternaryBranch(_ x: Expr, beside other: Expr) -> Expr {
    guard case .int(let v) = x.kind, plainlyDouble(other) else { return x }
    return Expr(.double(Double(v)), x.start, x.end)
  }

  /// Whether `e` is a Double by its form: a Double literal, `Double(...)`, arithmetic with one,
  /// or a name or member declared `Double`.
  func plainlyDouble(_ e: Expr, depth: Int = 0) -> Bool {
    guard depth < 32 else { return false }
    switch e.kind {
    case .double: return true
    case .call(let f, _):
      if case .name("Double") = f.kind, resolve("Double") == nil || isBuiltinType("Double") { return true }
      if case .typeRef(.named("Double", [])) = f.kind { return true }
      return false
    case .binary(let op, let l, let r) where ["+", "-", "*", "/"].contains(op):
      return plainlyDouble(l, depth: depth + 1) || plainlyDouble(r, depth: depth + 1)
    case .unary("-", let x): return plainlyDouble(x, depth: depth + 1)
    case .name, .member:
      if case .named("Double", [])? = staticType(of: e).map(unaliased) { return true }
      return false
    default: return false
    }
  }
}
