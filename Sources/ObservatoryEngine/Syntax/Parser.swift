/// A recursive-descent parser for the lesson language (a subset of Swift). It follows Swift's
/// whitespace rules for operators and statement ends, and bounds its own recursion so that hostile
/// input (10,000 nested parentheses) is a lesson error, not a stack overflow.
public struct Parser {
  let file: SourceFile
  var tokens: [Token]
  var i = 0
  var depth = 0
  /// True while parsing the condition of `if`/`while`/`guard`/`for`, where `{` starts the body
  /// rather than a trailing closure.
  var noTrailingClosure = false
  /// Statements at the top level keep their narration; nested blocks drop it.
  var blockDepth = 0
  static let maxDepth = 200

  public init(file: SourceFile) throws {
    self.file = file
    self.tokens = try Lexer.tokenize(file)
  }

  init(file: SourceFile, tokens: [Token], depth: Int) {
    self.file = file
    self.tokens = tokens
    self.depth = depth
  }

  /// Parses a whole lesson (or one REPL entry).
  public static func parse(_ file: SourceFile) throws -> [Stmt] {
    var p = try Parser(file: file)
    return try p.parseProgram()
  }

  public mutating func parseProgram() throws -> [Stmt] {
    var stmts: [Stmt] = []
    while !atEOF {
      // parseStatement stops at a '}' without consuming it (it ends a block); at the top level
      // there is no block to end, so without this check a stray '}' would loop forever.
      if at("}") {
        throw error("unexpected '}': there is no '{' for it to close", hint: "remove the extra '}'")
      }
      try parseStatement(into: &stmts)
    }
    return stmts
  }

  // MARK: - Token helpers

  var current: Token { tokens[i] }
  var atEOF: Bool { if case .eof = current.kind { return true } else { return false } }
  func peekToken(_ k: Int = 1) -> Token { tokens[min(i + k, tokens.count - 1)] }

  mutating func advance() -> Token {
    let t = tokens[i]
    if i < tokens.count - 1 { i += 1 }
    return t
  }

  func at(_ p: String) -> Bool { current.isPunct(p) }
  func atKeyword(_ k: Keyword) -> Bool { current.isKeyword(k) }
  func atIdentifier(_ name: String) -> Bool { current.identifier == name }

  mutating func accept(_ p: String) -> Bool {
    if at(p) {
      _ = advance()
      return true
    }
    return false
  }

  mutating func acceptKeyword(_ k: Keyword) -> Bool {
    if atKeyword(k) {
      _ = advance()
      return true
    }
    return false
  }

  mutating func expect(_ p: String, _ what: String, hint: String? = nil) throws {
    guard accept(p) else { throw error("expected '\(p)' \(what)", hint: hint) }
  }

  func error(_ message: String, at offset: Int? = nil, hint: String? = nil) -> LessonError {
    LessonError(.syntax, message, at: SourceLoc(file, offset ?? current.start), hint: hint)
  }

  /// `#if`, `#elseif`, `#else`, `#endif` wherever they stand (a statement, a type's body, between
  /// an attribute and its declaration): the playground's one message for conditional compilation.
  func refuseConditionalCompilation() throws {
    guard case .pound(let name) = current.kind, ["if", "elseif", "else", "endif"].contains(name) else { return }
    throw error(
      "conditional compilation ('#\(name)') is not supported by the playground",
      hint: "keep the lines the lesson needs and delete the others")
  }

  /// After a type: `T!` is run as an implicitly unwrapped optional only where a variable or a
  /// property is declared.
  func refuseImplicitlyUnwrapped(_ what: String) throws {
    guard i > 0, tokens[i - 1].isPunct("!") else { return }
    throw error(
      "implicitly unwrapped optional \(what) ('T!') are not supported by the playground", at: tokens[i - 1].start,
      hint: "declare it 'T?' and unwrap it where it is used")
  }

  func describe(_ t: Token) -> String {
    switch t.kind {
    case .identifier(let s): return "'\(s)'"
    case .keyword(let k): return "'\(k.rawValue)'"
    case .dollar(let s): return "'$\(s)'"
    case .int(let v): return "'\(v)'"
    case .double(let v): return "'\(v)'"
    case .string: return "a string"
    case .punct(let p): return "'\(p)'"
    case .pound(let p): return "'#\(p)'"
    case .attribute(let a): return "'@\(a)'"
    case .narration: return "narration"
    case .eof: return "the end of the file"
    }
  }

  /// A name: an identifier, or a keyword used where Swift allows one (labels, members).
  mutating func expectName(_ what: String) throws -> String {
    switch current.kind {
    case .identifier(let s):
      _ = advance()
      return s
    default:
      throw error("expected \(what), found \(describe(current))")
    }
  }

  mutating func enter() throws {
    depth += 1
    if depth > Parser.maxDepth {
      // The parser's own depth is not what the lesson shows (a closure in a call is several of
      // its levels): say how many brackets, blocks and closures are open here.
      var open = 0
      for t in tokens[..<i] {
        if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { open += 1 }
        if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { open -= 1 }
      }
      let what =
        open >= 10
        ? "\(open) brackets, blocks and closures are open here, more than the playground follows "
          + "(\(Parser.maxDepth) steps of its parser; each closure in a call takes about four)"
        : "a chain this long (of operators, members, `else if`s or generic arguments) nests as deeply as "
          + "brackets do, and the playground follows \(Parser.maxDepth) steps of its parser"
      throw error("this lesson nests too deeply: " + what, hint: "split the expression into smaller pieces with `let`")
    }
  }
  mutating func leave() { depth -= 1 }

  // MARK: - Statements

  /// Parses one statement (a `var a = 1, b = 2` declaration yields several) and checks that it
  /// ends where Swift requires: a line break, `;`, `}` or the end of the file.
  mutating func parseStatement(into out: inout [Stmt]) throws {
    try enter()
    defer { leave() }
    while accept(";") {}
    if atEOF || at("}") { return }
    let before = out.count
    try parseStatementBody(into: &out)
    if out.count == before { return }
    if accept(";") { return }
    if atEOF || at("}") || current.newlineBefore { return }
    if case .narration = current.kind { return }
    // `switch x { case 1: f() case 2: g() }`: the next case label may follow on the same line.
    if blockDepth > 0, atKeyword(.case) || atKeyword(.default) { return }
    throw error(
      "consecutive statements on a line must be separated by ';'",
      hint: "put the next statement on its own line, or separate the two with ';'")
  }

  mutating func parseStatementBody(into out: inout [Stmt]) throws {
    let start = current.start
    let declaresOperator =
      ["infix", "prefix", "postfix"].contains(current.identifier ?? "") && peekToken().identifier == "operator"
    if declaresOperator || atIdentifier("precedencegroup") {
      throw error(
        "custom operators are not supported by the playground",
        hint: "write a function instead, such as func power(_ base: Int, _ exponent: Int) -> Int")
    }
    if case .narration(let text) = current.kind {
      _ = advance()
      if blockDepth == 0 { out.append(Stmt(.narration(text), start, start)) }
      return
    }
    // A label: `outer: for ...`
    if case .identifier(let label) = current.kind, peekToken().isPunct(":"),
      peekToken(2).isKeyword(.for) || peekToken(2).isKeyword(.while) || peekToken(2).isKeyword(.repeat)
    {
      _ = advance()
      _ = advance()
      var inner: [Stmt] = []
      try parseStatementBody(into: &inner)
      if let s = inner.first { out.append(Stmt(.labeled(label, s), start, s.end)) }
      return
    }
    let modifiers = try parseModifiers()
    switch current.kind {
    case .keyword(.let), .keyword(.var):
      try parseVariables(modifiers: modifiers, into: &out, declarationStart: start)
    case .keyword(.func):
      let f = try parseFunction(modifiers: modifiers)
      out.append(Stmt(.function(f), start, tokens[i - 1].end))
    case .keyword(.class), .keyword(.struct), .keyword(.enum):
      let t = try parseTypeDecl(modifiers: modifiers)
      out.append(Stmt(.type(t), start, tokens[i - 1].end))
    case .identifier("actor") where peekToken().identifier != nil && !peekToken().newlineBefore:
      let t = try parseTypeDecl(modifiers: modifiers)
      out.append(Stmt(.type(t), start, tokens[i - 1].end))
    case .keyword(.protocol):
      out.append(Stmt(.protocolDecl(try parseProtocol()), start, tokens[i - 1].end))
    case .keyword(.extension):
      _ = advance()
      var name = try expectName("a type name after 'extension'")
      while at(".") && !current.spaceBefore {
        _ = advance()
        name += "." + (try expectName("a member type name"))
      }
      if at("<") && !current.spaceBefore { _ = try parseGenericParams() }
      var inherited: [String] = []
      if accept(":") { inherited = try parseInheritance() }
      if atKeyword(.where) { try skipUntilBrace() }
      let members = try parseMembers(typeName: name, kind: .extension)
      out.append(
        Stmt(
          .extensionDecl(ExtensionDecl(typeName: name, inherited: inherited, members: members, start: start)), start,
          tokens[i - 1].end))
    case .keyword(.import):
      _ = advance()
      while !atEOF && !current.newlineBefore && !at(";") { _ = advance() }
      out.append(Stmt(.ignored, start, tokens[i - 1].end))
    case .keyword(.typealias):
      _ = advance()
      let name = try expectName("a type alias name")
      if at("<") && !current.spaceBefore { _ = try parseGenericParams() }
      try expect("=", "after the type alias name")
      let type = try parseType()
      out.append(Stmt(.typeAlias(name, type), start, tokens[i - 1].end))
    default:
      try refuseConditionalCompilation()
      if !modifiers.attributes.isEmpty || modifiers.isStatic || modifiers.isMutating {
        throw error("expected a declaration after \(modifiers.attributes.first.map { "'@\($0)'" } ?? "modifier")")
      }
      out.append(try parseSimpleStatement())
    }
  }

  mutating func parseSimpleStatement() throws -> Stmt {
    let start = current.start
    switch current.kind {
    case .keyword(.if): return try parseIf()
    case .keyword(.guard):
      _ = advance()
      let conds = try parseConditions()
      guard acceptKeyword(.else) else {
        throw error("expected 'else' after 'guard' condition", hint: "write: guard condition else { return }")
      }
      let body = try parseBlock("for the 'guard' body")
      return Stmt(.guardStmt(conds, body), start, tokens[i - 1].end)
    case .keyword(.while):
      _ = advance()
      let conds = try parseConditions()
      let body = try parseBlock("for the 'while' body")
      return Stmt(.whileStmt(conds, body), start, tokens[i - 1].end)
    case .keyword(.repeat):
      _ = advance()
      let body = try parseBlock("for the 'repeat' body")
      guard acceptKeyword(.while) else { throw error("expected 'while' after 'repeat' block") }
      let cond = try withoutTrailingClosures { try $0.parseExpr() }
      return Stmt(.repeatWhile(body, cond), start, tokens[i - 1].end)
    case .keyword(.for): return try parseFor()
    case .keyword(.switch): return try parseSwitch()
    case .keyword(.do):
      _ = advance()
      // `do throws(LoadError) { ... }` (SE-0413): the type only narrows what `error` is statically.
      if acceptKeyword(.throws), accept("(") {
        _ = try parseType()
        try expect(")", "after the thrown error type")
      }
      let body = try parseBlock("for the 'do' block")
      var catches: [CatchClause] = []
      while atKeyword(.catch) {
        let catchStart = advance().start
        var pattern: Pattern? = nil
        var guardExpr: Expr? = nil
        if !at("{") && !atKeyword(.where) {
          pattern = try withoutTrailingClosures { try $0.parseCasePattern(binding: false) }
        }
        if acceptKeyword(.where) { guardExpr = try withoutTrailingClosures { try $0.parseExpr() } }
        catches.append(
          CatchClause(
            pattern: pattern, guardExpr: guardExpr, body: try parseBlock("for the 'catch' block"), start: catchStart))
      }
      return Stmt(.doStmt(body, catches), start, tokens[i - 1].end)
    case .keyword(.break):
      _ = advance()
      let label = !current.newlineBefore ? current.identifier : nil
      if label != nil { _ = advance() }
      return Stmt(.breakStmt(label), start, tokens[i - 1].end)
    case .keyword(.continue):
      _ = advance()
      let label = !current.newlineBefore ? current.identifier : nil
      if label != nil { _ = advance() }
      return Stmt(.continueStmt(label), start, tokens[i - 1].end)
    case .keyword(.return):
      _ = advance()
      if atEOF || at("}") || at(";") || current.newlineBefore {
        return Stmt(.returnStmt(nil), start, tokens[i - 1].end)
      }
      let e = try parseExpr()
      return Stmt(.returnStmt(e), start, e.end)
    case .keyword(.throw):
      _ = advance()
      let e = try parseExpr()
      return Stmt(.throwStmt(e), start, e.end)
    case .keyword(.fallthrough):
      _ = advance()
      return Stmt(.fallthroughStmt, start, tokens[i - 1].end)
    case .keyword(.defer):
      _ = advance()
      let body = try parseBlock("for the 'defer' block")
      return Stmt(.deferStmt(body), start, tokens[i - 1].end)
    case .keyword(.else):
      throw error("'else' without a matching 'if'")
    case .keyword(.case), .keyword(.default):
      throw error("'\(describe(current))' is only allowed inside a 'switch'")
    default:
      let e = try parseExpr()
      if case .punct(let op) = current.kind, Parser.assignmentOperators.contains(op) {
        _ = advance()
        let rhs = try parseExpr()
        return Stmt(.assign(e, op, rhs), start, rhs.end)
      }
      if case .directive(let name, let args) = e.kind { return Stmt(.directive(name, args), start, e.end) }
      return Stmt(.expr(e), start, e.end)
    }
  }

  static let assignmentOperators: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=", "&=", "|=", "^=", "<<=", ">>=", "&<<=", "&>>=",
  ]

  mutating func withoutTrailingClosures<T>(_ body: (inout Parser) throws -> T) throws -> T {
    let saved = noTrailingClosure
    noTrailingClosure = true
    defer { noTrailingClosure = saved }
    return try body(&self)
  }

  mutating func withTrailingClosures<T>(_ body: (inout Parser) throws -> T) throws -> T {
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    return try body(&self)
  }

  /// `{ statements }`
  mutating func parseBlock(_ what: String) throws -> [Stmt] {
    guard at("{") else {
      throw error("expected '{' \(what)", hint: "Swift requires braces around every block, even a one-line one")
    }
    let open = advance()
    return try withTrailingClosures { p in try p.parseStatements(closing: open) }
  }

  /// Statements up to the matching `}` (which is consumed).
  mutating func parseStatements(closing open: Token) throws -> [Stmt] {
    try enter()
    blockDepth += 1
    defer {
      leave()
      blockDepth -= 1
    }
    var stmts: [Stmt] = []
    while !at("}") {
      if atEOF {
        throw error(
          "this '{' has no matching '}'", at: open.start, hint: "add the missing '}' to close the block")
      }
      try parseStatement(into: &stmts)
    }
    _ = advance()
    return stmts
  }

  mutating func parseConditions() throws -> [Condition] {
    let conds = try withoutTrailingClosures { p in try p.parseConditionList() }
    if at("=") {
      throw error("'=' assigns; a condition compares with '=='", hint: "write `if x == 5 { ... }`")
    }
    return conds
  }

  mutating func parseConditionList() throws -> [Condition] {
    try withoutTrailingClosures { p in
      var conds: [Condition] = []
      repeat {
        let start = p.current.start
        if p.atKeyword(.let) || p.atKeyword(.var) {
          let isLet = p.advance().isKeyword(.let)
          if p.at("(") {
            // `guard let (t, c) = stack.popLast()`: a tuple unwrapped and taken apart.
            _ = p.advance()
            var names: [Pattern] = []
            repeat {
              if p.at("_") || p.atIdentifier("_") || p.atKeyword(.underscore) {
                _ = p.advance()
                names.append(.wildcard)
              } else {
                names.append(.name(try p.expectName("a name in the tuple")))
              }
            } while p.accept(",")
            try p.expect(")", "after the tuple's names")
            if p.accept(":") { _ = try p.parseType() }
            try p.expect("=", "after the tuple", hint: "write: if let (a, b) = optionalPair { ... }")
            conds.append(.casePattern(.optional(.tuple(names)), try p.parseExpr(), start: start))
            continue
          }
          // `if let self`, `guard let self = self`: unwrapping a weak `self`.
          let name = p.acceptKeyword(.self) ? "self" : try p.expectName("a name after '\(isLet ? "let" : "var")'")
          if p.accept(":") { _ = try p.parseType() }
          if p.accept("=") {
            conds.append(.optionalBinding(isLet: isLet, name: name, value: try p.parseExpr(), start: start))
          } else {
            conds.append(.optionalBinding(isLet: isLet, name: name, value: nil, start: start))
          }
        } else if p.atKeyword(.case) {
          _ = p.advance()
          let pattern = try p.parseCasePattern(binding: false)
          try p.expect("=", "after the pattern", hint: "write: if case .loaded(let items) = state { ... }")
          conds.append(.casePattern(pattern, try p.parseExpr(), start: start))
        } else {
          conds.append(.expr(try p.parseExpr()))
        }
      } while p.accept(",")
      return conds
    }
  }

  mutating func parseIf() throws -> Stmt {
    let start = advance().start
    let conds = try parseConditions()
    let then = try parseBlock("after the 'if' condition")
    var elseBody: [Stmt]? = nil
    if acceptKeyword(.else) {
      if atKeyword(.if) {
        // Each `else if` nests the rest of the chain one level deeper; count it like a block.
        try enter()
        defer { leave() }
        elseBody = [try parseIf()]
      } else {
        elseBody = try parseBlock("after 'else'")
      }
    }
    return Stmt(.ifStmt(conds, then, elseBody), start, tokens[i - 1].end)
  }

  mutating func parsePattern() throws -> Pattern {
    try enter()  // `let ((((a))))` and `let let let a` recurse
    defer { leave() }
    if acceptKeyword(.underscore) { return .wildcard }
    if at("(") {
      _ = advance()
      var items: [Pattern] = []
      if !at(")") {
        repeat { items.append(try parsePattern()) } while accept(",")
      }
      try expect(")", "to close the tuple pattern")
      // `(a)` is just `a` in parentheses, as in Swift, not a one-element tuple.
      return items.count == 1 ? items[0] : .tuple(items)
    }
    if acceptKeyword(.let) || acceptKeyword(.var) { return try parsePattern() }
    return .name(try expectName("a name"))
  }

  mutating func parseFor() throws -> Stmt {
    let start = advance().start
    let isTry = acceptKeyword(.try)
    let isAwait = acceptKeyword(.await)
    let isVar = current.isKeyword(.var)
    let pattern = acceptKeyword(.case) ? try parseCasePattern(binding: false) : try parsePattern()
    // `for e: Event in [.play, .stop]`: the elements' type, which an array literal takes.
    let elementType = accept(":") ? try parseType() : nil
    guard acceptKeyword(.in) else {
      throw error("expected 'in' after the loop variable", hint: "write: for item in items { ... }")
    }
    var seq = try withoutTrailingClosures { try $0.parseExpr() }
    if let t = elementType, case .array = seq.kind { seq = Expr(.cast(seq, .as, .array(t)), seq.start, seq.end) }
    var filter: Expr? = nil
    if acceptKeyword(.where) { filter = try withoutTrailingClosures { try $0.parseExpr() } }
    let body = try parseBlock("for the 'for' body")
    return Stmt(
      .forIn(pattern, seq, filter, body, isAwait: isAwait, isVar: isVar, isTry: isTry), start, tokens[i - 1].end)
  }

  mutating func parseSwitch() throws -> Stmt {
    let start = advance().start
    let subject = try withoutTrailingClosures { try $0.parseExpr() }
    guard at("{") else { throw error("expected '{' after the 'switch' subject") }
    let open = advance()
    var cases: [SwitchCase] = []
    try enter()
    defer { leave() }
    while !at("}") {
      if atEOF { throw error("this '{' has no matching '}'", at: open.start) }
      let caseStart = current.start
      var patterns: [Pattern] = []
      var guards: [Expr?] = []
      if acceptKeyword(.default) {
        try expect(":", "after 'default'")
      } else if acceptKeyword(.case) {
        try withoutTrailingClosures { p in
          repeat {
            patterns.append(try p.parseCasePattern(binding: false))
            guards.append(p.acceptKeyword(.where) ? try p.parseExpr() : nil)
          } while p.accept(",")
        }
        try expect(":", "after the case pattern")
      } else {
        throw error("expected 'case' or 'default' in 'switch'")
      }
      var body: [Stmt] = []
      blockDepth += 1
      while !at("}") && !atKeyword(.case) && !atKeyword(.default) && !atEOF {
        try parseStatement(into: &body)
      }
      blockDepth -= 1
      if body.isEmpty {
        throw error("a 'case' in a 'switch' must have at least one statement", hint: "write 'break' to do nothing")
      }
      cases.append(SwitchCase(patterns: patterns, guards: guards, body: body, start: caseStart))
    }
    _ = advance()
    return Stmt(.switchStmt(subject, cases), start, tokens[i - 1].end)
  }

  /// A `case` pattern. With `binding` (after `let`/`var`) a bare name binds the value; without,
  /// it is an expression the value must equal, as in Swift.
  mutating func parseCasePattern(binding: Bool) throws -> Pattern {
    try enter()
    defer { leave() }
    var p = try parsePrimaryPattern(binding: binding)
    while true {
      if at("?") && !current.spaceBefore {
        _ = advance()
        p = .optional(p)
      } else if atKeyword(.as) {
        _ = advance()
        p = .cast(p, try parseType())
      } else {
        return p
      }
    }
  }

  mutating func parsePrimaryPattern(binding: Bool) throws -> Pattern {
    if acceptKeyword(.underscore) { return .wildcard }
    if acceptKeyword(.let) || acceptKeyword(.var) { return try parseCasePattern(binding: true) }
    if acceptKeyword(.is) { return .isType(try parseType()) }
    if at("(") {
      _ = advance()
      var items: [Pattern] = []
      if !at(")") {
        repeat {
          if current.identifier != nil, peekToken().isPunct(":") {  // `(x: let a, y: _)`
            _ = advance()
            _ = advance()
          }
          items.append(try parseCasePattern(binding: binding))
        } while accept(",")
      }
      try expect(")", "to close the tuple pattern")
      return items.count == 1 ? items[0] : .tuple(items)
    }
    // `.loaded(let x)`, `MyError.wrapped(let x)`, `Optional.some(let x)`: an enum case pattern.
    if at("."), case .identifier(let name) = peekToken().kind {
      _ = advance()
      _ = advance()
      return .enumCase(name, try parseCasePayload(binding: binding))
    }
    if case .identifier(let first) = current.kind, first.first?.isUppercase == true, peekToken().isPunct(".") {
      let save = i
      _ = advance()
      if at("<") && !current.spaceBefore { _ = try speculativeGenericArguments(name: first) }
      var last: String? = nil
      while accept(".") { last = try expectName("a case name") }
      if let last, at("(") && !current.newlineBefore {
        return .enumCase(last, try parseCasePayload(binding: binding))
      }
      i = save
    }
    if binding, case .identifier(let name) = current.kind {
      _ = advance()
      return .name(name)
    }
    return .expr(try parseBinary(minPrec: Parser.castPrecedence + 1))
  }

  /// The associated-value patterns after a case name, or nil when none are written.
  mutating func parseCasePayload(binding: Bool) throws -> [Pattern]? {
    guard at("(") && !current.newlineBefore else { return nil }
    _ = advance()
    var items: [Pattern] = []
    if !at(")") {
      repeat {
        if current.identifier != nil, peekToken().isPunct(":") {  // `.loaded(items: let x)`
          _ = advance()
          _ = advance()
        }
        items.append(try parseCasePattern(binding: binding))
      } while accept(",")
    }
    try expect(")", "to close the case pattern")
    return items
  }

  mutating func skipUntilBrace() throws {
    while !at("{") {
      if atEOF { throw error("expected '{'") }
      _ = advance()
    }
  }
}
