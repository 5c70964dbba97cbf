/// Calls: arguments and labels, free and builtin calls, `inout` calls, and method calls through
/// storage paths (so a mutation is written back and notified).
extension Compiler {
  func labels(_ args: [Argument]) -> Int {
    program.labelSet(
      args.map { a in
        let label = a.label.map { program.symbol($0) }
        if a.forwardsVariadic { return Program.forwardedVariadicLabel(label) }
        return a.isTrailing ? Program.trailingClosureLabel : label
      })
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
    noteClosureArguments(callee, given)
    if case .member(_, let n) = callee.kind { try noteDumpOpaque(n, member: true, at: callee.end - n.utf8.count) }
    if case .name(let n) = callee.kind, ["print", "debugPrint", "String", "dump"].contains(n),
      resolve(n) == nil || isBuiltin(n) || isBuiltinType(n)
    {
      for a in given { try refusePrintedExistentialWrapper(a.value) }  // `print(events.reversed())`
    }
    if let typed = try streamCallee(callee, given, e) {
      // `AsyncStream { ... }` made for an `AsyncStream<Int>`: `AsyncStream<Int> { ... }`.
      return try compileCall(typed, given, Expr(.call(typed, given), e.start, e.end))
    }
    // `out.unicodeScalars.append(scalar)`, `.append(contentsOf: other.unicodeScalars)`: the one
    // String view Swift lets a lesson change in place; the playground appends to the string.
    if case .member(let view, "append") = callee.kind, case .member(let base, "unicodeScalars") = view.kind,
      given.count == 1, given[0].label == nil || given[0].label == "contentsOf",
      resolve("String") == nil || isBuiltin("String") || isBuiltinType("String")
    {
      let value = given[0].value
      let text = Expr(
        .call(
          Expr(.name("String"), value.start, value.start),
          [Argument(label: nil, value: value, labelStart: value.start)]), value.start, value.end)
      let append = Expr(.member(base, "append"), callee.start, callee.end)
      let args = [Argument(label: "contentsOf", value: text, labelStart: given[0].labelStart)]
      return try compileCall(append, args, Expr(.call(append, args), e.start, e.end))
    }
    let viaModule = moduleQualifiedCall  // this call only, not those in its arguments
    moduleQualifiedCall = false
    // `Swift.min(a, b)`: the standard library's global function (inside a `Sequence`, where `min`
    // alone is the instance method).
    if case .member(let base, let n) = callee.kind, case .name("Swift") = base.kind, resolve("Swift") == nil,
      isBuiltin(n)
    {
      let global = Expr(.name(n), callee.end - n.utf8.count, callee.end)
      moduleQualifiedCall = true
      return try compileCall(global, given, Expr(.call(global, given), e.start, e.end))
    }
    // `reduce(0, +)`, `min()` inside a lesson `Sequence`'s own method: the standard library's
    // method on `self`, which hides a global function of that name as in Swift.
    if case .name(let n) = callee.kind, !viaModule, LessonSequence.methodNames.contains(n),
      resolve(n) == nil || isBuiltin(n), let t = enclosingSelfType(), t.conformances.contains("Sequence")
    {
      let implicit = Expr(.member(Expr(.selfRef, callee.start, callee.start), n), callee.start, callee.end)
      return try compileCall(implicit, given, Expr(.call(implicit, given), e.start, e.end))
    }
    let args = implicitlyUnwrappingArguments(callee, try wrappingAutoclosures(callee, given))
    if args.contains(where: { if case .inoutRef = $0.value.kind { true } else { false } }),
      !isStoreIn(callee, args)
    {
      try compileInoutCall(callee, args, e)
      return
    }
    if try compileTaskCreation(callee, args, e) { return }
    if case .name(let n) = callee.kind, isBuiltin(n) {
      switch n {
      case "type" where args.count == 1 && args[0].label == "of":
        // `type(of: shapes)` with `shapes: [any Shape]`: the static type (`Compiler+TypeOf.swift`).
        if try compileFunctionTypeOf(args[0].value, at: e.start) { return }  // `x: T` in `func f<T>`
        guard
          let name = try swiftMetatypeName(at: e.start) ?? staticTypeOfName(args[0].value, at: args[0].value.start)
            ?? keyPathTypeOfName(args[0].value) ?? existentialLetTypeName(of: args[0].value)
        else {
          try refuseTypeOfExistentialDerived(args[0].value, at: e.start)
          try refuseTypeOfKeyPath(args[0].value, at: e.start)
          break
        }
        try compileExpr(args[0].value)
        emit(.pop, e.start)
        emit(.pushConst(constant(.type(TypeNameValue(name: name.plain, qualifiedName: name.qualified)))), e.start)
        return
      case "sequence":
        if try compileUnfoldSequence(callee, args, e) { return }
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
    case .member(_, let name) where name.first?.isNumber == true:
      // `pair.1(1.5, 2.5)`: a tuple's element is a value, called as a function.
      try compileExpr(callee)
      try compileArgs(args)
      emit(.call(argc: args.count, labels: labels(args)), callee.end)
      return
    case .member(let base, let name) where base.kind.isSuper:
      try compileSuperMember(name, at: callee.start)
      try compileArgs(args)
      emitSuperMethodTypeArguments(name, args, at: callee.end - name.utf8.count)  // `super.load(value)`
      emit(.call(argc: args.count, labels: labels(args)), callee.end)
      return
    case .member(let base, let name):
      if try compileStringIteratorCall(callee, args, e) { return }
      if try emitStaticDispatch(base, name, at: callee.start) {
        try compileArgs(args)
        emit(.call(argc: args.count, labels: labels(args)), callee.end)
        return
      }
      noteClosureParamTypes(base, name, args)
      noteOwnerElementContext(base, name, args)  // `boxes.append(Box())` in `Store<T>`
      noteFunctionValueArguments(callee, args)  // `model.onLoad(Box())`
      let args = labelElement(of: base, name, genericMethodArguments(of: base, name, args))
      try compileMethodCall(base, name, args, e, nameAt: callee.end - name.utf8.count)
      return
    case .name(let n):
      if case .selfMember? = resolve(n) {
        let member = Expr(.member(Expr(.selfRef, callee.start, callee.start), n), callee.start, callee.end)
        return try compileCall(member, args, e)
      }
      noteFunctionValueArguments(callee, args)  // `done(.success(Box()))`
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
      for f in program.typeArgumentOverloads[g] ?? program.typeArgumentFunctions[g].map({ [$0] }) ?? [] {
        try refuseMixedNumberLiterals(f, args)  // `pair(1, 2.5)`
      }
      emitFunctionTypeArguments(g, args, callee: callee)
      emit(.callGlobal(g, argc: args.count, labels: labelSet), callee.end)
      return
    }
    let outerCallee = calleeStart
    calleeStart = callee.start
    defer { calleeStart = outerCallee }
    try compileExpr(callee)
    calleeStart = outerCallee
    try compileArgs(args, builder: builder)
    if case .name(let n) = callee.kind, let local = declaredLocal(n) {
      if let group = local.overloads { try emitCallTypes(n, args, call: e, local: group.signatures) }
      if let fs = local.genericFunctions { emitLocalFunctionTypeArguments(fs, args, callee: callee) }
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
      let store = Int32(program.symbol("store"))
      emit(.callPath(path: Int32(path), symbol: store, argc: 1, labels: program.labelSet([nil])), e.start)
      return
    }
    let sym = program.symbol(name)
    if program.mutatingMethodNames.contains(name), isStoragePath(base), name != "next" || awaitDepth == 0 {
      if program.mutatingAsyncMethodNames.contains(name) {
        throw error(
          "a 'mutating' async method called on a variable ('\(name)') is not supported by the playground: it runs a mutation of a variable to its end without suspending",
          at: at, hint: "make the type a class (a reference), or the method non-mutating")
      }
      let path = try compilePath(base)
      try compileArgs(args)
      emitMethodTypeArguments(base, name, args, at: at, viaPath: true)  // `cache.store(3, for: "n")`
      emit(.callPath(path: Int32(path), symbol: Int32(sym), argc: args.count, labels: labelSet), e.start)
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
    emitMethodTypeArguments(base, name, args, at: at, viaPath: false)  // `container.resolve(User.self)`
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
