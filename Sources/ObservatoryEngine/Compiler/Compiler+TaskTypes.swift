/// `Task { ... }` (and `Task.detached { ... }`, `Task(priority:) { ... }`): Swift prints a task
/// with its result and failure types (`Task<Int, Never>(_task: (Opaque Value))`) and
/// `type(of:)` names them; no value shows them. A declared variable, property, parameter or
/// element gives them (`TypeShape.task`); otherwise the compiler reads them from the closure:
/// its declared result, or a body whose result it types (no `return` of a value, a literal, a
/// lesson function's call), and whether it throws (a `try` or `throw` no catch-all `do` handles).
/// A task neither gives is refused when the lesson loads where it may be printed or named
/// (`ValueUses`); one only awaited or cancelled runs (verified against Swift 6.3.1).
extension Compiler {
  /// Compiles the task-making call `e` when the compiler must see to its types; false when it is
  /// compiled as any other call.
  func compileTaskCreation(_ callee: Expr, _ args: [Argument], _ e: Expr) throws -> Bool {
    guard e.start != taskTypedInside, let written = taskCreation(callee) else { return false }
    let types: (plain: String, qualified: String)?
    if let written {
      types = staticContainerTypeName(written)  // `Task<Int, Never> { 1 }`
    } else if case .closure(let c)? = args.last?.value.kind {
      types = taskTypes(c)
    } else {
      types = nil  // `Task(operation: work)`
    }
    guard let types else {
      var seen: Set<String> = []
      if valueUses.mayBeShown(e, taskRules, entriesMayFollow: entriesMayFollow, &seen) {
        throw error(
          "printing or naming the type of a Task whose closure's result type no declaration gives is not "
            + "supported by the playground: Swift prints the Success and Failure types its type checker infers",
          at: e.start,
          hint: "declare the task's type (let task: Task<Int, Never> = Task { ... }) or the closure's result "
            + "(Task { () -> Int in ... })")
      }
      return false
    }
    taskTypedInside = e.start
    defer { taskTypedInside = nil }
    try compileCall(callee, args, e)
    emit(.coerce(shape(.task(plain: types.plain, qualified: types.qualified))), e.start)
    return true
  }

  /// `Task`, `Task.init`, `Task.detached` (unless the lesson declares a type `Task`): nil when
  /// the callee makes no task, `.some(nil)` when it makes one, `.some(type)` when it writes its
  /// type (`Task<Int, Never>`).
  private func taskCreation(_ callee: Expr) -> TypeExpr?? {
    guard program.nominalType("Task") == nil, declaredLocal("Task") == nil else { return nil }
    switch callee.kind {
    case .name("Task"), .typeRef(.named("Task", [])): return .some(nil)
    case .typeRef(.named("Task", let a)) where a.count == 2: return .some(.named("Task", a))
    case .member(let base, let m) where m == "detached" || m == "init":
      return taskCreation(base)
    default: return nil
    }
  }

  /// `Task<Int, Never>` and `Swift.Task<Swift.Int, Swift.Never>` from the closure, when it tells.
  func taskTypes(_ c: ClosureExpr) -> (plain: String, qualified: String)? {
    guard c.thrownType == nil, let result = closureResult(c), let success = staticTypeName(result),
      let throwing = c.declaresThrows ? true : throwsIn(c.body)
    else { return nil }
    return throwing
      ? ("Task<\(success.plain), Error>", "Swift.Task<\(success.qualified), Swift.Error>")
      : ("Task<\(success.plain), Never>", "Swift.Task<\(success.qualified), Swift.Never>")
  }

  /// The closure's result type: declared, `()` where no `return` gives a value (a body of more
  /// than one statement, or one that is not an expression), the type of its one expression, or
  /// the one type every `return` gives (a literal, or a variable the body declares with its type).
  private func closureResult(_ c: ClosureExpr) -> TypeExpr? {
    if let r = c.returnType { return r }
    if c.body.count == 1 {
      switch c.body[0].kind {
      case .expr(let x), .returnStmt(let x?): return expressionType(x)
      default: break
      }
    }
    var returned: [Expr] = []
    var walk = SyntaxWalk()
    walk.visitStmt = { s, context in
      if context == .topLevel, case .returnStmt(let x?) = s.kind { returned.append(x) }
    }
    walk.walk(c.body)
    guard !returned.isEmpty else { return .named("Void", []) }
    let types = returned.map { returnedType($0, c.body) }
    guard let t = types[0], types.allSatisfy({ $0 == t }) else { return nil }
    return t
  }

  /// The type of a returned value: a literal's, or a variable's the body declares (`var values:
  /// [Int] = []`, `let total = 0`); nil for a name the body declares otherwise or any other value
  /// (the compiler sees the closure's names only when it compiles it).
  private func returnedType(_ x: Expr, _ body: [Stmt]) -> TypeExpr? {
    switch x.kind {
    case .int, .double, .bool, .string: return expressionType(x)
    case .name(let n):
      for s in body {
        guard case .variable(let v) = s.kind, case .name(n) = v.pattern else { continue }
        if let t = v.type { return t }
        return v.initializer.flatMap { i in
          switch i.kind {
          case .int, .double, .bool, .string: return expressionType(i)
          default: return nil
          }
        }
      }
      return nil
    default: return nil
    }
  }

  /// A literal's type, or a lesson function's or method's declared result (`()` where it
  /// declares none), or what `staticType(of:)` tells.
  private func expressionType(_ x: Expr) -> TypeExpr? {
    switch x.kind {
    case .await(let w), .tryExpr(.plain, let w): return expressionType(w)
    case .int: return .named("Int", [])
    case .double: return .named("Double", [])
    case .bool: return .named("Bool", [])
    case .string: return .named("String", [])
    case .call(let callee, _):
      switch callee.kind {
      case .name("print") where declaredLocal("print") == nil && !scriptDeclaresFunction("print"):
        return .named("Void", [])
      case .name(let n):
        let resolved = resolve(n)
        if case .selfMember? = resolved {
          guard let r = lessonMethodResult(Expr(.selfRef, callee.start, callee.end), n) else { return nil }
          return r ?? .named("Void", [])
        }
        guard case .global(let g)? = resolved, program.functionGlobals.contains(g) else { return staticType(of: x) }
        let declared = scriptStatements.compactMap { s -> FunctionDecl? in
          if case .function(let f) = s.kind, f.name == n { return f }
          return nil
        }
        // One an earlier REPL entry declared: the program keeps it.
        if declared.isEmpty, let f = program.singleFunctions[g] { return f.returnType ?? .named("Void", []) }
        guard declared.count == 1, declared[0].genericParams.isEmpty else { return nil }
        return declared[0].returnType ?? .named("Void", [])
      case .member(let base, let name):
        guard let r = lessonMethodResult(base, name) else { return nil }
        return r ?? .named("Void", [])
      default: return staticType(of: x)
      }
    default: return staticType(of: x)
    }
  }

  private func scriptDeclaresFunction(_ name: String) -> Bool {
    scriptStatements.contains { if case .function(let f) = $0.kind { f.name == name } else { false } }
  }

  /// Whether these statements throw out of the closure: a `throw` or a `try` that no catch-all
  /// `do` around it handles; nil where the compiler cannot tell (a `do` with a catch inside
  /// another statement); a `for try await` loop throws as a `try` does.
  func throwsIn(_ stmts: [Stmt]) -> Bool? {
    var throwing = false
    for s in stmts {
      switch s.kind {
      case .doStmt(let body, let catches) where !catches.isEmpty:
        guard let inBody = throwsIn(body) else { return nil }
        let catchesAll = catches.contains { $0.pattern == nil && $0.guardExpr == nil }
        if inBody && !catchesAll { throwing = true }
        for k in catches {
          guard k.guardExpr == nil, let inCatch = throwsIn(k.body) else { return nil }
          if inCatch { throwing = true }
        }
      case .function, .type, .extensionDecl, .protocolDecl: continue
      default:
        var unknown = false
        var found = false
        var walk = SyntaxWalk()
        walk.visitStmt = { s, context in
          guard context == .topLevel else { return }
          switch s.kind {
          case .throwStmt: found = true
          case .doStmt(_, let catches) where !catches.isEmpty: unknown = true
          case .forIn(_, _, _, _, _, _, isTry: true): found = true
          default: break
          }
        }
        walk.visitExpr = { e, context in
          if context == .topLevel, case .tryExpr(.plain, _) = e.kind { found = true }
        }
        walk.walk([s])
        if unknown { return nil }
        if found { throwing = true }
      }
    }
    return throwing
  }

  /// A task is hidden where only its value, result or cancellation is used, and where it is
  /// stored with its type declared.
  var taskRules: ValueUses.Rules {
    ValueUses.Rules(
      member: { m, _, _ in ["value", "result", "cancel", "isCancelled"].contains(m) ? .hidden : .shown },
      // `type(of: task)` with the compiler check: Swift's static type, from the SIL.
      argument: { [unowned self] call, f, args in
        // `tasks.append(Task { ... })` of a declared `[Task<Void, Never>]`: the element takes its type.
        if case .member(let base, let m) = f.kind, m == "append" || m == "insert",
          case .array(let element)? = self.declaredType(of: base).map(self.unaliased)
        {
          return self.declaresTaskTypes(element)
        }
        guard case .name("type") = f.kind, args.count == 1, args[0].label == "of" else { return false }
        return self.swiftMetatypeName(at: call.start) != nil
      },
      declared: { [unowned self] t in self.declaresTaskTypes(t) },
      assigned: { [unowned self] target in self.declaredType(of: target).map(self.declaresTaskTypes) ?? false })
  }

  /// `Task<Int, Never>`, `Task<Void, Error>?`: a type the compiler names, which a task stored
  /// there takes (`TypeShape.task`).
  private func declaresTaskTypes(_ t: TypeExpr) -> Bool {
    switch t {
    case .optional(let w): return declaresTaskTypes(w)
    case .named("Optional", let ws) where ws.count == 1: return declaresTaskTypes(ws[0])
    case .named("Task", let args) where args.count == 2: return staticContainerTypeName(t) != nil
    default: return false
    }
  }
}
