/// Expressions. Each leaves exactly one value on the stack.
extension Compiler {
  func compileExpr(_ e: Expr) throws {
    let e = resolvingImplicitMember(unwrappingImplicitOperands(e))
    switch e.kind {
    case .name(let n), .typeRef(.named(let n, _)): try noteDumpOpaque(n, member: false, at: e.start)
    case .member(_, let n): try noteDumpOpaque(n, member: true, at: e.start)
    case .keyPath: try noteDumpOpaque("\\", member: false, at: e.start)
    default: break
    }
    switch e.kind {
    case .int(let v):
      if isDoubleLiteral(v, at: e.start) {
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
        case .expr(let x): try compileExpr(x)
        }
      }
      emit(.interpolate(parts.count), e.start)
    case .name(let n):
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
      emit(.callPath(path: path, symbol: program.symbol(name), argc: 0, labels: program.labelSet([])), e.start)
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
      if try compileGenericConstruction(callee, args, e) { return }
      try compileCall(callee, args, e)
      if case .member(let base, _) = callee.kind { emitTypeArguments(of: base, e.start) }
    case .subscriptAccess(let base, let args) where args.count == 1 && args[0].label == "keyPath":
      // `item[keyPath: \.name]`: the key path applied to the value.
      try compileExpr(args[0].value)
      try compileExpr(base)
      emit(.call(argc: 1, labels: program.labelSet([nil])), e.start)
    case .subscriptAccess(let base, let args):
      try compileExpr(base)
      for a in args { try compileExpr(subscriptKey(base, a.value)) }
      emit(.getSubscript(argc: args.count), e.start)
    case .unary(let op, let x) where op == "..<" || op == "..." || op == "from...":
      try compileExpr(x)
      emit(.makePartialRange(closed: op != "..<", from: op == "from..."), e.start)
    case .unary(let op, let x):
      try compileExpr(x)
      guard let u = UnaryOp(rawValue: op) else { throw error("unknown prefix operator '\(op)'", at: e.start) }
      emit(.unary(u), e.start)
    case .binary(let op, let a, let b): try compileBinary(op, a, b, e)
    case .ternary(let c, let a, let b):
      try compileExpr(c)
      let toElse = emit(.jumpIfFalse(-1), c.start)
      try compileExpr(a)
      let toEnd = emit(.jump(-1), a.start)
      patch(toElse)
      try compileExpr(b)
      patch(toEnd)
    case .closure(let c): try compileClosure(c)
    case .array(let items):
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
      try compileExpr(x)
      emit(.actorHop, e.start)
    case .inoutRef(let x): try compileExpr(x)
    case .cast(let x, let kind, let type):
      let use =
        kind == .is
        ? "'is \(type.description)'" : "'as\(kind == .as ? "" : kind == .asOptional ? "?" : "!") \(type.description)'"
      if kind == .as { noteResultContext(x, type) }
      try compileExpr(x)
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
      let k = KeyPathValue(root: root, components: components)
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

  /// Whether an expression written as a value names a type: `Int`, `[Int]`, `[String: [Int]]`, `Set<Int>`
  /// (in `[[Int]](repeating: [], count: 2)`).
  static func namesType(_ e: Expr) -> Bool {
    switch e.kind {
    case .name(let n): return n.first?.isUppercase == true
    case .typeRef: return true
    case .array(let items): return items.count == 1 && namesType(items[0])
    case .dictionary(let pairs): return pairs.count == 1 && namesType(pairs[0].0) && namesType(pairs[0].1)
    default: return false
    }
  }

  /// Whether a collection literal has a floating-point literal element and no element that
  /// cannot be a number: Swift then types its integer literals as `Double` too (`[1.5, 2]` is
  /// `[1.5, 2.0]`; verified against Swift 6.3.1). `[1, "two", 3.0]` can only be `[Any]`, where
  /// `1` stays an `Int`.
  static func hasDoubleLiteral(_ items: [Expr]) -> Bool {
    var double = false
    for x in items {
      switch x.kind {
      case .double: double = true
      case .unary("-", let y): if case .double = y.kind { double = true }
      case .string, .bool, .nilLiteral, .array, .dictionary: return false
      default: break
      }
    }
    return double
  }

  /// Whether the literal being compiled is the value of a declaration typed `[Any]`,
  /// `[any P]` or `[K: Any]` (`existentialElements`): its elements keep their own types.
  /// Asked once, by the outermost literal.
  func takeExistentialElements() -> Bool {
    defer { existentialElements = false }
    return existentialElements
  }

  /// `[Any]`, `[any P]`, `[AnyHashable]`, `[K: Any]`: a collection whose elements keep their types.
  static func hasExistentialElements(_ t: TypeExpr?) -> Bool {
    func existential(_ e: TypeExpr) -> Bool {
      switch e {
      case .named("Any", _), .named("AnyHashable", _), .named("AnyObject", _), .opaque: return true
      default: return false
      }
    }
    switch t {
    case .array(let e)?: return existential(e)
    case .named("Array", let args)? where args.count == 1: return existential(args[0])
    case .dictionary(_, let v)?: return existential(v)
    default: return false
    }
  }

  /// The type an element of a collection literal names (`Direction.north`, `Shape.circle(1)`): Swift
  /// gives it to the literal's implicit members (`[Direction.north, .south]`).
  static func enumContext(_ items: [Expr]) -> Expr? {
    for x in items {
      var e = x
      if case .call(let callee, _) = e.kind { e = callee }
      if case .member(let base, _) = e.kind, case .name(let n) = base.kind, n.first?.isUppercase == true { return base }
    }
    return nil
  }

  /// An element of a collection literal; an integer literal among floating-point ones is a Double,
  /// an implicit member is a member of the type the other elements name (verified against Swift 6.3.1).
  func compileElement(_ x: Expr, asDouble: Bool, enumType: Expr? = nil) throws {
    if let t = enumType, case .implicitMember(let name) = x.kind {
      try compileExpr(Expr(.member(t, name), x.start, x.end))
    } else if let t = enumType, case .call(let callee, let args) = x.kind, case .implicitMember(let name) = callee.kind
    {
      try compileExpr(Expr(.call(Expr(.member(t, name), callee.start, callee.end), args), x.start, x.end))
    } else if asDouble, case .int(let i) = x.kind {
      emit(.pushConst(constant(.double(Double(i)))), x.start)
    } else if asDouble, case .unary("-", let y) = x.kind, case .int(let i) = y.kind {
      emit(.pushConst(constant(.double(-Double(i)))), x.start)
    } else {
      try compileExpr(x)
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
      let hint = suggestion(for: n).map { "did you mean '\($0)'?" }
      throw error("cannot find '\(n)' in scope", at: e.start, hint: hint)
    }
    if n == "dump", isBuiltin(n) { try checkDumpReference(at: e.start) }
    emitLoad(r, name: n, e.start)
  }

  func compileBinary(_ op: String, _ a: Expr, _ b: Expr, _ e: Expr) throws {
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
      patch(j)
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

  func labels(_ args: [Argument]) -> Int {
    program.labelSet(args.map { a in a.isTrailing ? Program.trailingClosureLabel : a.label.map { program.symbol($0) } })
  }

  func compileArgs(_ args: [Argument], builder: Bool = false) throws {
    for a in args {
      if builder, case .closure(let c) = a.value.kind {
        try compileClosure(c, builder: true)
      } else {
        try compileExpr(a.value)
      }
    }
  }

  /// SwiftUI containers whose content closure is a view builder.
  static let viewContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "ForEach", "List", "Section", "ScrollView", "NavigationStack",
    "LazyVStack", "LazyHStack", "Form", "TabView", "NavigationView",
  ]

  func isBuiltin(_ name: String) -> Bool {
    guard let r = resolve(name), case .global(let g) = r else { return false }
    if case .native = program.globals[g] { return true }
    return false
  }

  func compileCall(_ callee: Expr, _ given: [Argument], _ e: Expr) throws {
    if case .member(_, let n) = callee.kind { try noteDumpOpaque(n, member: true, at: callee.end - n.utf8.count) }
    if let typed = try streamCallee(callee, given, e) {
      // `AsyncStream { ... }` made for an `AsyncStream<Int>`: `AsyncStream<Int> { ... }`.
      return try compileCall(typed, given, Expr(.call(typed, given), e.start, e.end))
    }
    let args = implicitlyUnwrappingArguments(callee, try wrappingAutoclosures(callee, given))
    if args.contains(where: { if case .inoutRef = $0.value.kind { true } else { false } }),
      !isStoreIn(callee, args)
    {
      try compileInoutCall(callee, args, e)
      return
    }
    if case .name(let n) = callee.kind, isBuiltin(n) {
      switch n {
      case "type" where args.count == 1 && args[0].label == "of":
        // `type(of: shapes)` with `shapes: [any Shape]`: the static type (`Compiler+TypeOf.swift`).
        guard
          let name = try swiftMetatypeName(at: e.start) ?? staticTypeOfName(args[0].value, at: args[0].value.start)
        else { break }
        try compileExpr(args[0].value)
        emit(.pop, e.start)
        emit(.pushConst(constant(.type(TypeNameValue(name: name.plain, qualifiedName: name.qualified)))), e.start)
        return
      case "assert", "precondition":
        try compileCheck(n == "assert" ? .assert : .precondition, args, e.start, e.end)
        emit(.pushVoid, e.start)
        return
      case "withObservationTracking", "withTracking":
        // R2: `onChange:` is an autoclosure; its expression runs only if apply read something.
        var wrapped = args
        // `withObservationTracking(apply) { ... }`: the trailing closure is `onChange:`.
        if args.count == 2, args[1].isTrailing, args[1].label == nil, !args[0].isTrailing {
          wrapped[1].label = "onChange"
          wrapped[1].isTrailing = false
        }
        for (k, a) in wrapped.enumerated() where a.label == "onChange" {
          if case .closure = a.value.kind { continue }
          wrapped[k].value = .autoclosure(returning: a.value)
        }
        try compileExpr(callee)
        try compileArgs(wrapped)
        emit(.call(argc: args.count, labels: labels(wrapped)), e.start)
        return
      default: break
      }
    }
    switch callee.kind {
    case .member(let base, "init") where base.kind.isSuper || base.kind.isSelf:
      try compileDelegatingInit(toSuper: base.kind.isSuper, args, at: callee.start)
      return
    case .member(let base, let name)
    where args.count == 1 && args[0].label == nil && !args[0].isTrailing && isLessonTypeName(base)
      && unappliedMethod(base, name, at: callee) != nil:
      // `Counter.add(counter)`: the method bound to that instance (called next with its labels).
      try compileExpr(args[0].value)
      emit(.getMember(program.symbol(name)), callee.end)
      return
    case .member(let base, "init") where isGenericName(base):
      try compileExpr(base)  // `T.init(size: 2)`: calling the type `T` holds
      try compileArgs(args)
      emit(.call(argc: args.count, labels: labels(args)), callee.end)
      return
    case .member(let base, let name) where base.kind.isSuper:
      try compileSuperMember(name, at: callee.start)
      try compileArgs(args)
      emit(.call(argc: args.count, labels: labels(args)), callee.end)
      return
    case .member(let base, let name):
      if try emitStaticDispatch(base, name, at: callee.start) {
        try compileArgs(args)
        emit(.call(argc: args.count, labels: labels(args)), callee.end)
        return
      }
      noteClosureParamTypes(base, name, args)
      try compileMethodCall(base, name, labelElement(of: base, name, args), e, nameAt: callee.end - name.utf8.count)
      return
    case .name(let n):
      if case .selfMember? = resolve(n) {
        let member = Expr(.member(Expr(.selfRef, callee.start, callee.start), n), callee.start, callee.end)
        return try compileCall(member, args, e)
      }
    case .array(let items) where items.count == 1:
      if Compiler.namesType(items[0]) {
        if args.isEmpty {
          emit(.makeArray(0), e.start)  // `[Int]()`
          return
        }
        // `[Int](repeating: 0, count: 3)` is `Array(repeating:count:)`.
        try compileCall(Expr(.name("Array"), callee.start, callee.end), args, e)
        return
      }
    case .dictionary(let pairs) where pairs.count == 1 && Compiler.namesType(pairs[0].0):
      if args.isEmpty {
        emit(.makeDict(0), e.start)  // `[String: Int]()`
        return
      }
      // `[String: Int](uniqueKeysWithValues: pairs)` is a Dictionary initializer.
      try compileCall(Expr(.name("Dictionary"), callee.start, callee.end), args, e)
      return
    default: break
    }
    var builder = false
    if case .name(let n) = callee.kind, Compiler.viewContainers.contains(n), isBuiltinType(n) { builder = true }
    let labelSet = try builtinTypeName(callee).map { try checkInitializer($0, args, at: callee.start) } ?? labels(args)
    if case .name(let n) = callee.kind, case .global(let g)? = resolve(n), program.functionGlobals.contains(g),
      scriptFunctions.contains(g) || program.globals[g].isClosure
    {
      // A function a REPL entry declared and never initialized (the entry failed) is read and
      // called instead: reading it stops the lesson at its name.
      try compileArgs(args, builder: builder)
      try emitCallTypes(n, args, call: e)
      emit(.callGlobal(g, argc: args.count, labels: labelSet), callee.end)
      return
    }
    let outerCallee = calleeStart
    calleeStart = callee.start
    defer { calleeStart = outerCallee }
    try compileExpr(callee)
    calleeStart = outerCallee
    try compileArgs(args, builder: builder)
    if case .name(let n) = callee.kind, let group = declaredLocal(n)?.overloads {
      try emitCallTypes(n, args, call: e, local: group.signatures)
    }
    emit(.call(argc: args.count, labels: labelSet), callee.end)
  }

  /// `cancellable.store(in: &set)`: compiled as an append through the path (`compileMethodCall`).
  func isStoreIn(_ callee: Expr, _ args: [Argument]) -> Bool {
    if case .member(_, "store") = callee.kind, args.count == 1, args[0].label == "in" { return true }
    return false
  }

  /// `f(a, &x)`, `model.apply(&item)`, `swap(&a, &b)`: the `&` arguments are storage paths written
  /// through around the call (`VM.callInout`).
  func compileInoutCall(_ callee: Expr, _ args: [Argument], _ e: Expr) throws {
    if case .name(let n) = callee.kind, isBuiltin(n), n != "swap" {
      throw error("'&' arguments are not available for '\(n)' in the playground", at: callee.start)
    }
    try compileExpr(callee)
    var paths: [Int] = []
    var positions: [Int] = []
    var targets: [Expr] = []
    for (k, a) in args.enumerated() {
      if case .inoutRef(let target) = a.value.kind {
        guard isStoragePath(target) else {
          throw error("an '&' argument must be a variable or a property", at: target.start)
        }
        emit(.pushVoid, target.start)
        positions.append(k)
        targets.append(target)
      } else {
        try compileExpr(a.value)
      }
    }
    for t in targets { paths.append(try compilePath(t)) }
    fn.proto.inoutCalls.append(
      InoutCallDesc(paths: paths, positions: positions, argc: args.count, labels: labels(args)))
    emit(.callInout(fn.proto.inoutCalls.count - 1), e.start)
  }

  func isBuiltinType(_ name: String) -> Bool {
    guard let r = resolve(name), case .global(let g) = r, case .type(let t) = program.globals[g] else { return false }
    return t is BuiltinType
  }

  /// `base.name(args)`. A possibly mutating method on a storage path (`m.items.append(x)`,
  /// `count.toggle()`) goes through the path, so the mutation is written back (and notified).
  func compileMethodCall(_ base: Expr, _ name: String, _ args: [Argument], _ e: Expr, nameAt: Int? = nil) throws {
    let at = nameAt ?? base.end
    if try compileHasherCombine(base, name, args, e) { return }
    // `JSONEncoder().encode(x)`: the type the playground lacks is named, not its member.
    var root = base
    while true {
      if case .call(let callee, _) = root.kind {
        root = callee
      } else if case .member(let inner, _) = root.kind {
        root = inner
      } else {
        break
      }
    }
    if case .name(let n) = root.kind, resolve(n) == nil, Catalog.unavailable[n] != nil {
      throw unavailable(n, at: root.start)
    }
    let labelSet: Int
    if let t = builtinTypeName(base) {
      labelSet = try checkStatic(t, name, args, at: at) ?? labels(args)
    } else if isLessonTypeName(base) {
      labelSet = labels(args)
    } else {
      if name == "appendingPathComponent", !isLessonMember(name) { try checkFileURLAppending(base, at: at) }
      labelSet = try checkMethodCall(name, args, at: at)
    }
    // `cancellable.store(in: &set)` keeps the cancellable in `set`: an append through the path.
    if name == "store", args.count == 1, args[0].label == "in", case .inoutRef(let target) = args[0].value.kind,
      isStoragePath(target)
    {
      let path = try compilePath(target)
      try compileExpr(base)
      emit(.callPath(path: path, symbol: program.symbol("store"), argc: 1, labels: program.labelSet([nil])), e.start)
      return
    }
    let sym = program.symbol(name)
    if program.mutatingMethodNames.contains(name), isStoragePath(base) {
      if program.mutatingAsyncMethodNames.contains(name) {
        throw error(
          "a 'mutating' async method called on a variable ('\(name)') is not supported by the playground: it runs a mutation of a variable to its end without suspending",
          at: at, hint: "make the type a class (a reference), or the method non-mutating")
      }
      let path = try compilePath(base)
      try compileArgs(args)
      emit(.callPath(path: path, symbol: sym, argc: args.count, labels: labelSet), e.start)
      return
    }
    try compileExpr(base)
    // `layers.reversed().firstMatch(...)` with `firstMatch` from `extension Array`: Swift picks the
    // `reversed()` that makes an array, the one that has the member.
    if case .call(let callee, let rargs) = base.kind, rargs.isEmpty, case .member(_, "reversed") = callee.kind,
      program.builtinExtensions["Array"]?.member(program.symbol(name)) != nil
    {
      emit(.coerce(shape(.sequenceArray)), base.end)
    }
    try compileArgs(args)
    try emitCallTypes(name, args, call: e, receiver: base)
    emit(.callMember(symbol: sym, argc: args.count, labels: labelSet), base.end)
  }

  /// Whether an expression names storage that can be written: a variable, `self`, or members and
  /// subscripts of those.
  func isStoragePath(_ e: Expr) -> Bool {
    switch e.kind {
    case .name("Self") where resolve("Self") == nil: return enclosingSelfType() != nil  // `Self.log.append(x)`
    case .name(let n): return n != "_" && resolve(n) != nil
    case .dollar(let n): return resolve("$" + n) != nil
    case .selfRef: return true
    case .member(let b, _), .subscriptAccess(let b, _), .forceUnwrap(let b), .bindOptional(let b),
      .optionalChain(let b):
      return isStoragePath(b)
    default: return false
    }
  }
}

/// `\.self`, `\Model.title`: compared with `==` (for `tracking.changed`) and used as `id:`.
final class KeyPathValue: HostObject {
  let root: String?
  let components: [String]
  /// The first member is reached through a protocol's witness, or is a protocol extension's own
  /// (`VM.witnessMember`, `VM.superMember`).
  var firstThroughWitness = false
  var firstFromExtension: ProtocolInfo?
  /// The property an `ObservationRegistrar` call with this key path observes: its class and id
  /// (`ManualRegistrar.swift`), resolved once.
  var observed: (ClassInfo, Int)?
  init(root: String?, components: [String]) {
    self.root = root
    self.components = components
  }
  override var typeName: String { "KeyPath" }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? KeyPathValue else { return false }
    return o.components == components && (o.root == nil || root == nil || o.root == root)
  }
  override var description: String {
    "\\" + (root ?? "") + components.map { $0 == "?" || $0 == "!" ? $0 : "." + $0 }.joined()
  }

  /// The key path as a function: `items.map(\.title)` (SE-0249). After a `?` a nil ends it with
  /// nil, and the result is an Optional (not a double one); after a `!` a nil is Swift's trap.
  func apply(_ vm: VM, to value: Value) throws -> Value {
    var v = value
    var chained = false
    for (i, c) in components.enumerated() where c != "self" {
      if c == "?" || c == "!" {
        guard let u = v.unwrapped else {
          if c == "?" { return .null }
          throw Fault("unexpectedly found nil while unwrapping an Optional value")
        }
        chained = chained || c == "?"
        v = u
        continue
      }
      v = try vm.memberValue(
        v, vm.program.symbol(c), throughWitness: i == 0 && firstThroughWitness, from: i == 0 ? firstFromExtension : nil)
    }
    return chained ? v.asOptional : v
  }
}
