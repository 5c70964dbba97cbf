/// Declarations: variables (stored, computed, observed), functions, classes, structs, enums and
/// their members. Attributes and modifiers the playground does not need are parsed and dropped.
extension Parser {
  static let ignoredModifiers: Set<String> = [
    "final", "private", "fileprivate", "public", "internal", "open", "nonisolated", "override",
    "convenience", "required", "weak", "unowned", "dynamic", "indirect", "package", "isolated",
    "consuming", "borrowing", "sending",
  ]

  func startsDeclaration(_ t: Token) -> Bool {
    switch t.kind {
    case .keyword(let k):
      return [.let, .var, .func, .class, .struct, .enum, .`init`, .static, .deinit, .extension, .protocol, .typealias]
        .contains(k)
    case .identifier(let s):
      return Parser.ignoredModifiers.contains(s) || s == "mutating" || s == "lazy" || s == "actor" || s == "nonmutating"
        || s == "async"
    case .attribute: return true
    default: return false
    }
  }

  mutating func parseModifiers() throws -> Modifiers {
    var m = Modifiers()
    while true {
      switch current.kind {
      case .attribute(let name):
        _ = advance()
        m.attributes.append(name)
        if at("(") && !current.spaceBefore {
          _ = advance()
          if name == "Environment" || name == "EnvironmentObject" {
            if case .identifier(let typeName) = current.kind { m.attributes.append("Environment:" + typeName) }
          }
          var depth = 1
          while depth > 0 {
            if atEOF { throw error("unterminated attribute arguments") }
            let t = advance()
            if t.isPunct("(") { depth += 1 }
            if t.isPunct(")") { depth -= 1 }
          }
        }
      case .identifier("async") where peekToken().isKeyword(.let) || peekToken().isKeyword(.var):
        _ = advance()
        m.attributes.append("async")
      case .keyword(.static) where peekToken().identifier == "subscript",
        .keyword(.class) where peekToken().identifier == "subscript":
        throw error(
          "\(current.isKeyword(.class) ? "class" : "static") subscripts are not supported by the playground",
          hint: "write a static method instead, such as static func at(_ index: Int) -> Self")
      case .keyword(.static) where startsDeclaration(peekToken()) || peekToken(2).isKeyword(.func):
        _ = advance()
        m.isStatic = true
      case .identifier(let s) where (s == "prefix" || s == "postfix") && peekToken().isKeyword(.func):
        // `static prefix func - (v: Vector) -> Vector`: called as `-v`.
        if s == "postfix" { throw error("postfix operator functions are not supported by the playground") }
        _ = advance()
      case .keyword(.class) where peekToken().isKeyword(.func) || peekToken().isKeyword(.var):
        _ = advance()
        m.isStatic = true
      case .identifier(let s)
      where (Parser.ignoredModifiers.contains(s) || s == "mutating" || s == "lazy" || s == "nonmutating")
        && (startsDeclaration(peekToken()) || (peekToken().isPunct("(") && !peekToken().spaceBefore)
          || (s == "indirect" && peekToken().isKeyword(.case))):
        _ = advance()
        if s == "mutating" { m.isMutating = true }
        if s == "lazy" { m.isLazy = true }
        if s == "weak" || s == "unowned" || s == "nonisolated" { m.attributes.append(s) }
        if s == "convenience" { m.isConvenience = true }
        if s == "final" { m.isFinal = true }
        if at("(") && !current.spaceBefore {  // private(set), nonisolated(unsafe)
          _ = advance()
          if case .identifier("set") = current.kind { m.restrictsSetter = true }
          _ = advance()
          try expect(")", "after the modifier argument")
        }
      default:
        return m
      }
    }
  }

  /// `declarationStart`: where the declaration begins (its attributes, `let` or `var`): the first
  /// statement starts there, so that its source is the declaration as written.
  mutating func parseVariables(modifiers: Modifiers, into out: inout [Stmt], declarationStart: Int? = nil) throws {
    let isLet = advance().isKeyword(.let)
    var statementStart = declarationStart
    // `var w, h: Double`: a name with neither type nor value takes the type of the next binding
    // that names one (Swift's rule); it waits here until that binding is parsed.
    var untyped: [(decl: VariableDecl, start: Int, end: Int)] = []
    repeat {
      let start = current.start
      let pattern = try parsePattern()
      var type: TypeExpr? = nil
      var implicitlyUnwrapped = false
      if accept(":") {
        type = try parseType()
        implicitlyUnwrapped = tokens[i - 1].isPunct("!")
      }
      var initializer: Expr? = nil
      if accept("=") { initializer = try parseExpr() }
      var accessors: Accessors? = nil
      if at("{") && !current.newlineBefore || (at("{") && looksLikeAccessorBlock()) {
        accessors = try parseAccessors()
      }
      var decl = VariableDecl(
        isLet: isLet, pattern: pattern, type: type, initializer: initializer, modifiers: modifiers,
        accessors: accessors, start: start, nameStart: start)
      decl.isImplicitlyUnwrapped = implicitlyUnwrapped
      if case .name = pattern, type == nil, initializer == nil, accessors == nil, modifiers.attributes.isEmpty {
        untyped.append((decl, statementStart ?? start, tokens[i - 1].end))
        statementStart = nil
        continue
      }
      for var waiting in untyped where type != nil {
        waiting.decl.type = type
        waiting.decl.isImplicitlyUnwrapped = implicitlyUnwrapped
        out.append(Stmt(.variable(waiting.decl), waiting.start, waiting.end))
      }
      if type != nil { untyped = [] }
      out.append(Stmt(.variable(decl), statementStart ?? start, tokens[i - 1].end))
      statementStart = nil
    } while accept(",")
    if let first = untyped.first {
      // `let x` with neither type nor value: Swift rejects it too.
      throw error(
        "'\(isLet ? "let" : "var")' needs a type or an initial value", at: first.decl.start,
        hint: "write e.g. `var count = 0` or `var count: Int`")
    }
  }

  func looksLikeAccessorBlock() -> Bool {
    guard at("{"), case .identifier(var n) = peekToken().kind else { return false }
    var k = 1
    // `mutating get`, `nonmutating set`
    if n == "mutating" || n == "nonmutating", case .identifier(let next) = peekToken(2).kind {
      n = next
      k = 2
    }
    return ["get", "set", "willSet", "didSet"].contains(n)
      && (peekToken(k + 1).isPunct("{") || peekToken(k + 1).isPunct("(") || peekToken(k + 1).isPunct("}"))
  }

  mutating func parseAccessors() throws -> Accessors {
    var acc = Accessors()
    if !looksLikeAccessorBlock() {
      acc.getter = try parseBlock("for the computed property")
      return acc
    }
    let open = advance()
    while !accept("}") {
      if atEOF { throw error("this '{' has no matching '}'", at: open.start) }
      let modifierStart = current.start
      _ = try parseModifiers()
      var isMutating = false
      var isNonmutating = false
      if case .identifier(let m) = current.kind, m == "mutating" || m == "nonmutating" {
        isMutating = m == "mutating"
        isNonmutating = !isMutating
        _ = advance()
      }
      let name = try expectName("'get', 'set', 'willSet' or 'didSet'")
      if isMutating && name == "get" {
        // Swift's, valid: refused as the playground's limit (a compile-time refusal, not a syntax error).
        throw LessonError(
          .compile, "a 'mutating get' is not supported by the playground", at: SourceLoc(file, modifierStart),
          hint: "make it a mutating method, or keep the getter from changing self")
      }
      var paramName: String? = nil
      if accept("(") {
        paramName = try expectName("a parameter name")
        try expect(")", "after the accessor parameter")
      }
      if name == "get" && at("}") { continue }  // `{ get }` in a protocol
      if name == "set" && at("}") { continue }
      let body = try parseBlock("for the '\(name)' accessor")
      switch name {
      case "get": acc.getter = body
      case "set":
        acc.setter = body
        acc.nonmutatingSetter = isNonmutating
        if let paramName { acc.setterName = paramName }
      case "willSet":
        acc.willSet = body
        if let paramName { acc.setterName = paramName }
      case "didSet":
        acc.didSet = body
        if let paramName { acc.oldValueName = paramName }
      default: throw error("expected 'get', 'set', 'willSet' or 'didSet', found '\(name)'")
      }
    }
    return acc
  }

  mutating func parseGenericParams() throws -> (
    all: [String], equatable: [String], constraints: [String: TypeExpr], every: [String: [TypeExpr]]
  ) {
    var all: [String] = []
    var eq: [String] = []
    var every: [String: [TypeExpr]] = [:]
    var constraints: [String: TypeExpr] = [:]
    guard at("<") && !current.spaceBefore else { return ([], [], [:], [:]) }
    _ = advance()
    repeat {
      let name = try expectName("a generic parameter name")
      all.append(name)
      if accept(":") {
        let parsed = try parseType()
        var parts = [parsed]
        if case .composition(let ps) = parsed { parts = ps }
        for c in parts {
          if case .named(let n, _) = c, ["Equatable", "Hashable", "Comparable"].contains(n) { eq.append(name) }
          if constraints[name] == nil { constraints[name] = c }
          every[name, default: []].append(c)
        }
      }
    } while accept(",")
    guard try acceptClosingAngle() else { throw error("expected '>' to close the generic parameters") }
    return (all, eq, constraints, every)
  }

  /// A type declaration's `where Item: Equatable, Item: Entity`: each parameter's conformance
  /// constraints join those written in its `<...>` (R7's gate reads them); any other requirement
  /// (`Item.ID == Int`) skips the clause as before.
  mutating func parseTypeWhereClause(
    _ params: [String], _ equatable: inout [String], _ every: inout [String: [TypeExpr]]
  ) throws {
    let saved = i
    var found: [(String, TypeExpr)] = []
    _ = advance()
    repeat {
      guard case .identifier(let name) = current.kind, params.contains(name), peekToken().isPunct(":") else {
        i = saved
        try skipUntilBrace()
        return
      }
      _ = advance()
      _ = advance()
      let c = try parseType()
      if case .composition(let ps) = c { found += ps.map { (name, $0) } } else { found.append((name, c)) }
    } while accept(",")
    guard at("{") else {
      i = saved
      try skipUntilBrace()
      return
    }
    for (name, c) in found {
      if case .named(let n, _) = c, ["Equatable", "Hashable", "Comparable"].contains(n) { equatable.append(name) }
      every[name, default: []].append(c)
    }
  }

  /// `where T: Greeter, U == Int`: the conformance constraints (the rest is skipped).
  mutating func parseWhereConstraints(into constraints: inout [String: TypeExpr]) throws {
    guard atKeyword(.where) else { return }
    let saved = i
    _ = advance()
    repeat {
      guard case .identifier(let name) = current.kind, peekToken().isPunct(":") else {
        i = saved
        try skipUntilBrace()
        return
      }
      _ = advance()
      _ = advance()
      var c = try parseType()
      if case .composition(let ps) = c, let first = ps.first { c = first }
      if constraints[name] == nil { constraints[name] = c }
    } while accept(",")
  }

  /// A generic parameter constrained to a protocol is that protocol's `some` type for dispatch:
  /// `func f<T: Greeter>(_ g: T)` is `func f(_ g: some Greeter)`.
  static func substituting(_ t: TypeExpr?, _ constraints: [String: TypeExpr]) -> TypeExpr? {
    guard let t, !constraints.isEmpty else { return t }
    switch t {
    case .named(let n, let args) where args.isEmpty: return constraints[n].map { .opaque($0) } ?? t
    case .array(let x): return .array(substituting(x, constraints) ?? x)
    case .optional(let x): return .optional(substituting(x, constraints) ?? x)
    default: return t
    }
  }

  /// Each parameter whose type is a generic parameter keeps its name (`genericName`), and its
  /// type becomes the constraint's `some` type.
  static func noteGenericParameters(
    _ params: inout [Parameter], _ generics: [String], _ constraints: [String: TypeExpr]
  ) {
    for k in params.indices {
      if case .named(let n, let args)? = params[k].type, args.isEmpty, generics.contains(n) {
        params[k].genericName = n
      }
      params[k].type = substituting(params[k].type, constraints)
    }
  }

  mutating func parseFunction(modifiers: Modifiers) throws -> FunctionDecl {
    let start = advance().start
    let name: String
    switch current.kind {
    case .identifier(let s):
      name = s
      _ = advance()
    case .punct(let p)
    where Parser.precedence[p] != nil || p == "!" || p == "-" || p == "~"
      || (Parser.assignmentOperators.contains(p) && p != "="):
      name = p
      _ = advance()
    default:
      throw error("expected a function name after 'func'")
    }
    if name == "callAsFunction" && modifiers.isMutating {
      // Swift's, valid: calling it (`counter()`) must change the variable, which the playground's
      // call of a value does not do; refused as its limit (a non-mutating one runs).
      throw LessonError(
        .compile, "a mutating 'callAsFunction' is not supported by the playground", at: SourceLoc(file, start),
        hint: "a mutating method with a name, called as counter.next()")
    }
    let generics = try parseGenericParams()
    var params = try parseParameters()
    // An operator's operands are never labelled: `static func == (l: T, r: T)` is called as `l == r`.
    if name.first.map({ !$0.isLetter && $0 != "_" }) == true {
      for k in params.indices { params[k].label = nil }
    }
    var isAsync = false
    var isThrowing = false
    try parseEffects(async: &isAsync, throws: &isThrowing)
    var returnType: TypeExpr? = nil
    if accept("->") {
      returnType = try parseType()
      try refuseImplicitlyUnwrapped("results")
    }
    var constraints = generics.constraints
    try parseWhereConstraints(into: &constraints)
    Parser.noteGenericParameters(&params, generics.all, constraints)
    let body = try parseBlock("for the body of '\(name)'")
    return FunctionDecl(
      name: name, params: params, returnType: returnType, body: body, modifiers: modifiers, isAsync: isAsync,
      isThrowing: isThrowing, genericParams: generics.all, start: start)
  }

  mutating func parseEffects(async isAsync: inout Bool, throws isThrowing: inout Bool) throws {
    while true {
      if atIdentifier("async") {
        _ = advance()
        isAsync = true
      } else if acceptKeyword(.throws) || acceptKeyword(.rethrows) {
        isThrowing = true
        if at("(") && !current.spaceBefore {
          _ = advance()
          _ = try parseType()
          try expect(")", "after the thrown error type")
        }
      } else {
        return
      }
    }
  }

  mutating func parseParameters() throws -> [Parameter] {
    guard at("(") else { throw error("expected '(' to start the parameter list") }
    let open = advance()
    var params: [Parameter] = []
    if accept(")") { return params }
    repeat {
      let start = current.start
      var first: String
      if acceptKeyword(.underscore) {
        first = "_"
      } else if case .keyword(let k) = current.kind {
        first = k.rawValue
        _ = advance()
      } else {
        first = try expectName("a parameter name")
      }
      var label: String? = first == "_" ? nil : first
      var name = first
      if case .identifier(let second) = current.kind {
        _ = advance()
        name = second
      } else if acceptKeyword(.underscore) {
        name = "_"
      } else if first == "_" && !at(":") {
        throw error("expected a parameter name after '_'")
      }
      _ = label
      if name == first && first != "_" { label = first }
      try expect(":", "after the parameter name", hint: "every parameter needs a type, e.g. (count: Int)")
      var isInout = false
      if acceptKeyword(.inout) { isInout = true }
      var isAutoclosure = false
      while case .attribute(let a) = current.kind {
        isAutoclosure = isAutoclosure || a == "autoclosure"
        _ = advance()
      }
      let type = try parseType()
      try refuseImplicitlyUnwrapped("parameters")
      let isVariadic = accept("...")
      var def: Expr? = nil
      if accept("=") {
        def = try parseExpr()
        // `_ message: @autoclosure () -> String = "done"`: the default is wrapped like an argument.
        if isAutoclosure, let d = def { def = .autoclosure(returning: d) }
      }
      var param = Parameter(
        label: label, name: name, type: isVariadic ? .array(type) : type, defaultValue: def, isInout: isInout,
        start: start)
      param.isVariadic = isVariadic
      param.isAutoclosure = isAutoclosure
      params.append(param)
    } while accept(",")
    guard accept(")") else {
      if atEOF { throw error("this '(' has no matching ')'", at: open.start) }
      throw error("expected ',' or ')' in the parameter list, found \(describe(current))")
    }
    return params
  }

  mutating func parseInheritance() throws -> [String] {
    var names: [String] = []
    repeat {
      while case .attribute = current.kind { _ = advance() }
      let t = try parseType()
      if case .named(let n, _) = t { names.append(n) }
    } while accept(",")
    return names
  }

  mutating func parseTypeDecl(modifiers: Modifiers) throws -> TypeDecl {
    let start = current.start
    let kind: TypeDeclKind
    switch advance().kind {
    case .keyword(.class): kind = .class
    case .keyword(.struct): kind = .struct
    case .keyword(.enum): kind = .enum
    default: kind = .actor
    }
    let nameStart = current.start
    let name = try expectName("a type name after '\(kind.rawValue)'")
    let generics = try parseGenericParams()
    var inherited: [String] = []
    if accept(":") { inherited = try parseInheritance() }
    var equatable = generics.equatable
    var every = generics.every
    if atKeyword(.where) { try parseTypeWhereClause(generics.all, &equatable, &every) }
    let members = try parseMembers(typeName: name, kind: kind)
    return TypeDecl(
      kind: kind, name: name, genericParams: generics.all, equatableGenericParams: equatable,
      genericConstraints: every, inherited: inherited, modifiers: modifiers, members: members, start: start,
      nameStart: nameStart)
  }

  /// `subscript(i: Int) -> T { get set }`, or with a getter body only.
  mutating func parseSubscript(modifiers: Modifiers, start: Int) throws -> Member {
    _ = advance()
    let generics = try parseGenericParams()
    // A subscript's parameters have no argument labels unless a label is written apart from the name.
    let params = try parseParameters().map { p in
      var p = p
      if p.label == p.name { p.label = nil }
      return p
    }
    try expect("->", "after the subscript's parameters", hint: "write subscript(index: Int) -> Element { ... }")
    let type = try parseType()
    if atKeyword(.where) { try skipUntilBrace() }
    let acc = try parseAccessors()
    guard let getter = acc.getter else { throw error("a subscript needs a getter", at: start) }
    let get = FunctionDecl(
      name: "subscript", params: params, returnType: type, body: getter, modifiers: modifiers, isAsync: false,
      isThrowing: false, genericParams: generics.all, start: start)
    var set: FunctionDecl? = nil
    if let body = acc.setter {
      let value = Parameter(
        label: nil, name: acc.setterName, type: type, defaultValue: nil, isInout: false, start: start)
      var m = modifiers
      m.isMutating = true
      set = FunctionDecl(
        name: "subscript", params: params + [value], returnType: nil, body: body, modifiers: m, isAsync: false,
        isThrowing: false, genericParams: generics.all, start: start)
    }
    return .subscriptDecl(get, setter: set)
  }

  /// `protocol P: Q { requirements }`: the requirements' names are kept (a protocol extension's
  /// code may call them on `self`); their signatures are checked by the types that conform.
  mutating func parseProtocol() throws -> ProtocolDecl {
    let start = advance().start
    let name = try expectName("a protocol name")
    var inherited: [String] = []
    if accept(":") { inherited = try parseInheritance() }
    if atKeyword(.where) { try skipUntilBrace() }
    guard at("{") else { throw error("expected '{' to start the body of protocol '\(name)'") }
    let open = advance()
    var requirements: [String] = []
    var depth = 1
    while depth > 0 {
      if atEOF { throw error("this '{' has no matching '}'", at: open.start, hint: "close '\(name)' with '}'") }
      let t = advance()
      if t.isPunct("{") { depth += 1 }
      if t.isPunct("}") { depth -= 1 }
      if depth == 1, t.isKeyword(.var) || t.isKeyword(.let) || t.isKeyword(.func), let n = current.identifier {
        requirements.append(n)
      }
    }
    return ProtocolDecl(name: name, inherited: inherited, requirements: requirements, start: start)
  }

  mutating func parseMembers(typeName: String, kind: TypeDeclKind) throws -> [Member] {
    guard at("{") else { throw error("expected '{' to start the body of '\(typeName)'") }
    let open = advance()
    try enter()
    blockDepth += 1
    defer {
      leave()
      blockDepth -= 1
    }
    var members: [Member] = []
    while !accept("}") {
      if atEOF { throw error("this '{' has no matching '}'", at: open.start, hint: "close '\(typeName)' with '}'") }
      if accept(";") { continue }
      if case .narration = current.kind {
        _ = advance()
        continue
      }
      let memberStart = current.start
      let modifiers = try parseModifiers()
      switch current.kind {
      case .keyword(.let), .keyword(.var):
        var stmts: [Stmt] = []
        try parseVariables(modifiers: modifiers, into: &stmts)
        for s in stmts { if case .variable(let d) = s.kind { members.append(.property(d)) } }
      case .keyword(.func):
        members.append(.method(try parseFunction(modifiers: modifiers)))
      case .keyword(.`init`):
        _ = advance()
        var failable = false
        if at("?") && !current.spaceBefore {
          _ = advance()
          failable = true
        }
        // `init<V: Comparable>(_ key: KeyPath<T, V>)`: a generic initializer.
        let generics = try parseGenericParams()
        var params = try parseParameters()
        var isAsync = false
        var isThrowing = false
        try parseEffects(async: &isAsync, throws: &isThrowing)
        var constraints = generics.constraints
        try parseWhereConstraints(into: &constraints)
        Parser.noteGenericParameters(&params, generics.all, constraints)
        let body = try parseBlock("for the initializer of '\(typeName)'")
        members.append(
          .initializer(
            FunctionDecl(
              name: "init", params: params, returnType: nil, body: body, modifiers: modifiers, isAsync: isAsync,
              isThrowing: isThrowing, genericParams: generics.all, start: memberStart, isInit: true,
              isFailableInit: failable)))
      case .keyword(.deinit):
        _ = advance()
        members.append(.deinitializer(try parseBlock("for 'deinit'"), memberStart))
      case .keyword(.case):
        guard kind == .enum else { throw error("'case' is only allowed inside an enum") }
        _ = advance()
        repeat {
          let caseStart = current.start
          let name = try expectName("a case name")
          var payload: [TypeExpr] = []
          var labels: [String?] = []
          if at("(") {
            _ = advance()
            repeat {
              var label: String? = nil
              if case .identifier(let l) = current.kind, peekToken().isPunct(":") {
                label = l
                _ = advance()
                _ = advance()
              } else if atKeyword(.underscore), peekToken().isPunct(":") {
                _ = advance()
                _ = advance()
              }
              labels.append(label)
              payload.append(try parseType())
              if accept("=") { throw error("default values of associated values are not supported by the playground") }
            } while accept(",")
            try expect(")", "to close the associated values")
          }
          var raw: Expr? = nil
          if accept("=") { raw = try parseUnary() }
          members.append(
            .enumCase(
              EnumCaseDecl(name: name, payload: payload, payloadLabels: labels, rawValue: raw, start: caseStart)))
        } while accept(",")
      case .keyword(.class), .keyword(.struct), .keyword(.enum):
        members.append(.nestedType(try parseTypeDecl(modifiers: modifiers)))
      case .keyword(.typealias):
        _ = advance()
        _ = try expectName("a type alias name")
        try expect("=", "after the type alias name")
        _ = try parseType()
      case .identifier("subscript"):
        members.append(try parseSubscript(modifiers: modifiers, start: memberStart))
      default:
        try refuseConditionalCompilation()
        throw error(
          "expected a property, method or initializer in '\(typeName)', found \(describe(current))",
          hint: "statements belong inside a method or init, not directly in a type")
      }
      if !(at("}") || at(";") || current.newlineBefore || atEOF) {
        throw error("consecutive declarations on a line must be separated by ';'")
      }
    }
    return members
  }
}
