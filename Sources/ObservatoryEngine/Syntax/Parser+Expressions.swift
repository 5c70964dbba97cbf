/// Expressions: Swift's precedence groups, its whitespace rule for operators (whitespace on both
/// sides or neither means infix), postfix chains, closures and string interpolation.
extension Parser {
  /// Swift's precedence groups, from `||` (lowest) to `<<` (highest). `??` is right-associative.
  static let precedence: [String: Int] = [
    "||": 1, "&&": 2,
    "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "===": 3, "!==": 3, "~=": 3,
    "??": 4,
    "..<": 6, "...": 6,
    "+": 7, "-": 7, "|": 7, "^": 7, "&+": 7, "&-": 7,
    "*": 8, "/": 8, "%": 8, "&": 8, "&*": 8,
    "<<": 9, ">>": 9, "&<<": 9, "&>>": 9,
  ]
  static let castPrecedence = 5

  public mutating func parseExpr() throws -> Expr {
    try enter()
    defer { leave() }
    let cond = try parseBinary(minPrec: 0)
    if at("?") && current.spaceBefore {
      _ = advance()
      let a = try withTrailingClosures { try $0.parseExpr() }
      guard accept(":") else {
        throw error("expected ':' in the conditional expression", hint: "write: condition ? valueIfTrue : valueIfFalse")
      }
      let b = try parseExpr()
      return Expr(.ternary(cond, a, b), cond.start, b.end)
    }
    return cond
  }

  /// The binary operator at the current token, if it is used as one (spaces on both sides or none).
  func binaryOperator() -> String? {
    guard case .punct(let op) = current.kind, Parser.precedence[op] != nil else { return nil }
    let spaceAfter = peekToken().spaceBefore
    if current.spaceBefore != spaceAfter { return nil }
    // A line that starts with an operator without a space after it (`-x`) is a new statement.
    if current.newlineBefore && !spaceAfter { return nil }
    return op
  }

  mutating func parseBinary(minPrec: Int) throws -> Expr {
    var left = try parseUnary()
    // Each operator or cast makes the tree one level deeper (`1 + 1 + ... + 1` nests to the left,
    // `a ?? a ?? ...` to the right), and the compiler walks it recursively; so every link counts
    // toward the nesting limit, like a bracket does.
    let depthBefore = depth
    defer { depth = depthBefore }
    while true {
      if atKeyword(.is) || atKeyword(.as) {
        guard Parser.castPrecedence >= minPrec else { break }
        try enter()
        let isIs = advance().isKeyword(.is)
        var kind: CastKind = isIs ? .is : .as
        if !isIs && at("?") && !current.spaceBefore {
          _ = advance()
          kind = .asOptional
        } else if !isIs && at("!") && !current.spaceBefore {
          _ = advance()
          kind = .asForced
        }
        let type = try parseType()
        left = Expr(.cast(left, kind, type), left.start, tokens[i - 1].end)
        continue
      }
      guard let op = binaryOperator(), let prec = Parser.precedence[op], prec >= minPrec else { break }
      try enter()
      _ = advance()
      let right = try parseBinary(minPrec: op == "??" ? prec : prec + 1)
      left = Expr(.binary(op, left, right), left.start, right.end)
      if prec == 3, let next = binaryOperator(), Parser.precedence[next] == 3 {
        throw error(
          "comparison operators cannot be chained: '\(op)' followed by '\(next)'",
          hint: "combine two comparisons with &&, e.g. a < b && b < c")
      }
    }
    return left
  }

  mutating func parseUnary(negated: Bool = false) throws -> Expr {
    let start = current.start
    // An operator named as a function value where a tuple's element ends (`("+", +)`), as in
    // an argument list (`reduce(0, +)`). (Swift refuses one as an array literal's element.)
    if case .punct(let op) = current.kind, Parser.precedence[op] != nil,
      peekToken().isPunct(",") || peekToken().isPunct(")")
    {
      let t = advance()
      return Expr(.name(op), t.start, t.end)
    }
    if atKeyword(.try) {
      _ = advance()
      var kind = TryKind.plain
      if at("?") && !current.spaceBefore {
        _ = advance()
        kind = .optional
      } else if at("!") && !current.spaceBefore {
        _ = advance()
        kind = .forced
      }
      try enter()  // `try try try ...` recurses
      defer { leave() }
      let e = try parseBinary(minPrec: 0)
      return Expr(.tryExpr(kind, e), start, e.end)
    }
    if atKeyword(.await) {
      _ = advance()
      try enter()
      defer { leave() }
      let e = try parseBinary(minPrec: 0)
      return Expr(.await(e), start, e.end)
    }
    if case .punct(let op) = current.kind, op == "..<" || op == "...", !peekToken().spaceBefore {
      _ = advance()  // a one-sided range: `..<3`, `...3`
      try enter()
      defer { leave() }
      let operand = try parseUnary()
      return Expr(.unary(op, operand), start, operand.end)
    }
    if case .punct(let op) = current.kind, ["-", "!", "+", "~", "&"].contains(op) {
      _ = advance()
      try enter()
      defer { leave() }
      // `-9223372036854775808` is Int.min: the literal is checked only where no minus precedes it.
      let operand = op == "-" ? try parseUnary(negated: true) : try parseUnary()
      if op == "&" { return Expr(.inoutRef(operand), start, operand.end) }
      if op == "-" {
        if case .int(let v) = operand.kind {
          return Expr(.int(v == Int.min ? Int.min : -v), start, operand.end)
        }
        if case .double(let v) = operand.kind { return Expr(.double(-v), start, operand.end) }
      }
      if op == "+" { return operand }
      return Expr(.unary(op, operand), start, operand.end)
    }
    let e = try parsePostfix(try parsePrimary())
    if case .int(Int.min) = e.kind, !negated {
      throw error(
        "integer literal '9223372036854775808' overflows when stored into 'Int'", at: e.start,
        hint: "Int holds values from -9223372036854775808 to 9223372036854775807")
    }
    return e
  }

  // MARK: - Postfix

  mutating func parsePostfix(_ base: Expr) throws -> Expr {
    var e = base
    var sawOptional = false
    // Each `.member`, call, subscript, `!` or `?` wraps the expression so far, one level deeper
    // (`f()()()...`, `x!!!...`), so each counts toward the nesting limit.
    let depthBefore = depth
    defer { depth = depthBefore }
    var isFirstPass = true
    while true {
      // Every pass but the first comes after a link the previous pass added.
      if !isFirstPass { try enter() }
      isFirstPass = false
      if at(".") {
        let next = peekToken()
        switch next.kind {
        case .identifier(let name):
          _ = advance()
          _ = advance()
          e = Expr(.member(e, name), e.start, next.end)
          continue
        case .keyword(let k) where k == .`init` || k == .`self` || k == .default || k == .`class`:
          _ = advance()
          _ = advance()
          e = Expr(.member(e, k.rawValue), e.start, next.end)
          continue
        case .int(let v) where !next.spaceBefore:
          _ = advance()
          _ = advance()
          e = Expr(.member(e, String(v)), e.start, next.end)
          continue
        case .dollar(let name) where !next.spaceBefore:
          // `model.$title`: a projected value (a @Published publisher, a binding).
          _ = advance()
          _ = advance()
          e = Expr(.member(e, "$" + name), e.start, next.end)
          continue
        case .double where !next.spaceBefore:
          // `t.0.1` lexes its indices as the number 0.1.
          _ = advance()
          _ = advance()
          let parts = file.text(from: next.start, to: next.end).split(separator: ".")
          for p in parts { e = Expr(.member(e, String(p)), e.start, next.end) }
          continue
        default:
          throw error("expected a member name after '.'", at: next.start)
        }
      }
      if at("(") && !current.newlineBefore, let labels = compoundNameLabels() {
        e = compoundNameReference(e, labels)
        continue
      }
      if at("(") && !current.newlineBefore {
        _ = advance()
        var args = try withTrailingClosures { try $0.parseArguments(closing: ")") }
        args += try parseTrailingClosures()
        e = Expr(.call(e, args), e.start, tokens[i - 1].end)
        continue
      }
      if at("[") && !current.newlineBefore && !current.spaceBefore {
        _ = advance()
        var args = try withTrailingClosures { try $0.parseArguments(closing: "]") }
        // `cache[key] { make() }`: a trailing closure is the subscript's last argument.
        args += try parseTrailingClosures()
        e = Expr(.subscriptAccess(e, args), e.start, tokens[i - 1].end)
        continue
      }
      if at("{") && !noTrailingClosure && !current.newlineBefore && takesTrailingClosure(e) {
        let args = try parseTrailingClosures()
        e = Expr(.call(e, args), e.start, tokens[i - 1].end)
        continue
      }
      if at("!") && !current.spaceBefore {
        _ = advance()
        e = Expr(.forceUnwrap(e), e.start, tokens[i - 1].end)
        continue
      }
      if at("...") && !current.spaceBefore,
        [")", "]", ":", ","].contains(where: { peekToken().isPunct($0) }) || peekToken().newlineBefore
      {
        _ = advance()  // a one-sided range: `2...`
        e = Expr(.unary("from...", e), e.start, tokens[i - 1].end)
        continue
      }
      if at("?") && !current.spaceBefore {
        _ = advance()
        sawOptional = true
        e = Expr(.bindOptional(e), e.start, tokens[i - 1].end)
        continue
      }
      if at("<") && !current.spaceBefore, case .name(let n) = e.kind, n.first?.isUppercase == true,
        let type = try speculativeGenericArguments(name: n)
      {
        e = Expr(.typeRef(type), e.start, tokens[i - 1].end)
        continue
      }
      // `Outer.Generic<Int>()`: a generic type nested in another; its arguments, like those of
      // `Box<Int>()`, are not needed to find the type.
      if at("<") && !current.spaceBefore, case .member(let base, let n) = e.kind, n.first?.isUppercase == true,
        Self.isTypeName(base), try speculativeGenericArguments(name: n) != nil
      {
        e = Expr(e.kind, e.start, tokens[i - 1].end)
        continue
      }
      break
    }
    return sawOptional ? Expr(.optionalChain(e), e.start, e.end) : e
  }

  // MARK: - Primary

  mutating func parsePrimary() throws -> Expr {
    let t = current
    let start = t.start
    switch t.kind {
    case .int(let v):
      _ = advance()
      return Expr(.int(v), start, t.end)
    case .double(let v):
      _ = advance()
      return Expr(.double(v), start, t.end)
    case .string(let parts):
      _ = advance()
      return Expr(.string(try interpolatedParts(parts)), start, t.end)
    case .keyword(.true):
      _ = advance()
      return Expr(.bool(true), start, t.end)
    case .keyword(.false):
      _ = advance()
      return Expr(.bool(false), start, t.end)
    case .keyword(.nil):
      _ = advance()
      return Expr(.nilLiteral, start, t.end)
    case .keyword(.self):
      _ = advance()
      return Expr(.selfRef, start, t.end)
    case .keyword(.super):
      _ = advance()
      guard at(".") else { throw error("'super' must be followed by '.' and a member", at: start) }
      return Expr(.superRef, start, t.end)
    case .keyword(.Self):
      _ = advance()
      return Expr(.name("Self"), start, t.end)
    case .keyword(.`init`):
      _ = advance()
      return Expr(.name("init"), start, t.end)
    case .identifier(let name):
      _ = advance()
      return Expr(.name(name), start, t.end)
    case .dollar(let name):
      try checkAnonymousParameter(name, at: start)
      _ = advance()
      return Expr(.dollar(name), start, t.end)
    case .punct("("):
      // `(+)`: an operator named as a function value, as in an argument list (`reduce(0, +)`).
      if case .punct(let op) = peekToken().kind, Parser.precedence[op] != nil, peekToken(2).isPunct(")") {
        _ = advance()
        let o = advance()
        let close = advance()
        return Expr(.name(op), o.start, close.end)
      }
      return try parseParenthesized()
    case .punct("["):
      return try parseCollectionLiteral()
    case .punct("{"):
      return try parseClosure()
    case .punct("."):
      _ = advance()
      switch current.kind {
      case .identifier(let name):
        let n = advance()
        return Expr(.implicitMember(name), start, n.end)
      case .keyword(let k):
        let n = advance()
        return Expr(.implicitMember(k.rawValue), start, n.end)
      default:
        throw error("expected a member name after '.'")
      }
    case .punct("\\"):
      _ = advance()
      var root: String? = nil
      if case .identifier(let n) = current.kind, !current.spaceBefore {
        root = n
        _ = advance()
      }
      var components: [String] = []
      while at(".") {
        _ = advance()
        switch current.kind {
        case .identifier(let n): components.append(n)
        case .keyword(.self): components.append("self")
        // `\.1`, `\.0.name`: a tuple's element.
        case .int(let k) where k >= 0: components.append(String(k))
        default: throw error("expected a property name in the key path")
        }
        _ = advance()
        // `\.manager?.name`, `\.manager!.name`: optional chaining and force unwrapping (SE-0161).
        while (at("?") || at("!")) && !current.spaceBefore, case .punct(let mark) = current.kind {
          _ = advance()
          components.append(mark)
        }
      }
      guard !components.isEmpty else { throw error("expected '.property' in the key path", at: start) }
      if at("[") && !current.spaceBefore && !current.newlineBefore {
        throw error(
          "subscripts in key paths (`\\.members[0]`, `\\.scores[\"a\"]`) are not supported by the playground",
          hint: "use a closure: { $0.members[0] }")
      }
      return Expr(.keyPath(root, components), start, tokens[i - 1].end)
    case .pound(let name):
      try refuseConditionalCompilation()
      _ = advance()
      var args: [Argument] = []
      if at("(") && !current.newlineBefore {
        _ = advance()
        args = try withTrailingClosures { try $0.parseArguments(closing: ")") }
      }
      return Expr(.directive(name, args), start, tokens[i - 1].end)
    case .keyword(.if), .keyword(.switch):
      let s = try t.isKeyword(.if) ? parseIf() : parseSwitch()
      return Expr(.statementValue(s), s.start, s.end)
    case .keyword(.underscore):
      _ = advance()
      return Expr(.name("_"), start, t.end)
    case .eof:
      throw error("expected an expression, but the file ended")
    case .punct("}"):
      throw error("expected an expression before '}'")
    case .keyword(let k):
      throw error(
        "expected an expression, found the keyword '\(k.rawValue)'",
        hint: k == .in ? "'in' belongs after a closure's parameters: { x in ... }" : nil)
    default:
      throw error("expected an expression, found \(describe(t))")
    }
  }

  mutating func interpolatedParts(_ parts: [StringPart]) throws -> [InterpolatedPart] {
    var out: [InterpolatedPart] = []
    for part in parts {
      switch part {
      case .text(let s): out.append(.text(s))
      case .interpolation(let s, let e):
        let toks = try Lexer.tokenize(file, start: s, end: e)
        var sub = Parser(file: file, tokens: toks, depth: depth + 1)
        guard !sub.atEOF else { throw error("empty interpolation '\\()' in a string", at: s) }
        let expr = try sub.parseExpr()
        guard sub.atEOF else { throw sub.error("expected ')' to end the interpolation") }
        out.append(.expr(expr))
      }
    }
    return out
  }

  mutating func parseParenthesized() throws -> Expr {
    let open = advance()
    // `(any Logger).self`: an existential's metatype, the protocol's own (`Logger.self`).
    if atIdentifier("any"), case .identifier(let name) = peekToken().kind, peekToken(2).isPunct(")"),
      peekToken(3).isPunct("."), !peekToken(3).spaceBefore
    {
      _ = advance()
      let n = advance()
      _ = advance()
      return Expr(.name(name), open.start, n.end)
    }
    try enter()
    defer { leave() }
    var items: [(String?, Expr)] = []
    if accept(")") { return Expr(.tuple([]), open.start, tokens[i - 1].end) }
    try withTrailingClosures { p in
      repeat {
        var label: String? = nil
        if case .identifier(let l) = p.current.kind, p.peekToken().isPunct(":") {
          label = l
          _ = p.advance()
          _ = p.advance()
        }
        items.append((label, try p.parseExpr()))
      } while p.accept(",")
    }
    guard accept(")") else {
      if atEOF || current.newlineBefore { throw error("this '(' has no matching ')'", at: open.start) }
      throw error("expected ')' or ',', found \(describe(current))")
    }
    if items.count == 1 && items[0].0 == nil {
      var e = items[0].1
      e.start = open.start
      e.end = tokens[i - 1].end
      return e
    }
    return Expr(.tuple(items), open.start, tokens[i - 1].end)
  }

  mutating func parseCollectionLiteral() throws -> Expr {
    let open = advance()
    try enter()
    defer { leave() }
    if accept("]") { return Expr(.array([]), open.start, tokens[i - 1].end) }
    if at(":") && peekToken().isPunct("]") {
      _ = advance()
      _ = advance()
      return Expr(.dictionary([]), open.start, tokens[i - 1].end)
    }
    return try withTrailingClosures { p in
      let first = try p.parseExpr()
      if p.accept(":") {
        var pairs = [(first, try p.parseExpr())]
        while p.accept(",") {
          if p.at("]") { break }
          let k = try p.parseExpr()
          try p.expect(":", "between a dictionary key and its value")
          pairs.append((k, try p.parseExpr()))
        }
        guard p.accept("]") else {
          if p.atEOF { throw p.error("this '[' has no matching ']'", at: open.start) }
          throw p.error("expected ',' or ']' in the dictionary literal, found \(p.describe(p.current))")
        }
        return Expr(.dictionary(pairs), open.start, p.tokens[p.i - 1].end)
      }
      var items = [first]
      while p.accept(",") {
        if p.at("]") { break }
        items.append(try p.parseExpr())
      }
      guard p.accept("]") else {
        if p.atEOF { throw p.error("this '[' has no matching ']'", at: open.start) }
        throw p.error("expected ',' or ']' in the array literal, found \(p.describe(p.current))")
      }
      return Expr(.array(items), open.start, p.tokens[p.i - 1].end)
    }
  }

  // MARK: - Closures

  mutating func parseClosure() throws -> Expr {
    let open = advance()
    try enter()
    defer { leave() }
    var params: [ClosureParam] = []
    var hasParamList = false
    var returnType: TypeExpr? = nil
    var captures: [CaptureEntry] = []
    var throwing: (declared: Bool, type: TypeExpr?) = (false, nil)
    let saved = i
    if let header = try? speculativeClosureHeader() {
      (params, returnType, captures, throwing) = header
      hasParamList = true
    } else {
      i = saved
    }
    let body = try withTrailingClosures { p in try p.parseStatements(closing: open) }
    let closure = ClosureExpr(
      params: params, hasParamList: hasParamList, returnType: returnType, body: body, start: open.start,
      captureList: captures, declaresThrows: throwing.declared, thrownType: throwing.type)
    return Expr(.closure(closure), open.start, tokens[i - 1].end)
  }

  /// `@MainActor [weak self] (a: Int, b) async throws -> T in` — any part may be missing, but `in`
  /// must end it; otherwise this is not a header and the caller rewinds.
  mutating func speculativeClosureHeader() throws -> (
    [ClosureParam], TypeExpr?, [CaptureEntry], (declared: Bool, type: TypeExpr?)
  ) {
    while case .attribute = current.kind { _ = advance() }
    var captures: [CaptureEntry] = []
    if at("[") {
      _ = advance()
      repeat {
        let start = current.start
        var ownership = CaptureEntry.Ownership.strong
        if atIdentifier("weak") || atIdentifier("unowned") {
          ownership = advance().identifier == "weak" ? .weak : .unowned
          if at("(") {  // unowned(safe), unowned(unsafe)
            _ = advance()
            _ = advance()
            try expect(")", "after the ownership")
          }
        }
        let name: String
        if acceptKeyword(.self) { name = "self" } else { name = try expectName("a captured name") }
        var value: Expr? = nil
        if accept("=") { value = try parseExpr() }
        captures.append(CaptureEntry(name: name, ownership: ownership, value: value, start: start))
      } while accept(",")
      try expect("]", "to close the capture list")
    }
    var params: [ClosureParam] = []
    if at("(") {
      _ = advance()
      if !at(")") {
        repeat {
          let name: String
          if acceptKeyword(.underscore) { name = "_" } else { name = try expectName("a parameter name") }
          if case .identifier = current.kind { _ = advance() }  // `label name` form
          var type: TypeExpr? = nil
          if accept(":") { type = try parseType() }
          params.append(ClosureParam(name: name, type: type))
        } while accept(",")
      }
      try expect(")", "to close the closure parameters")
    } else if !atKeyword(.in) {
      repeat {
        if acceptKeyword(.underscore) {
          params.append(ClosureParam(name: "_", type: nil))
        } else {
          params.append(ClosureParam(name: try expectName("a parameter name"), type: nil))
        }
      } while accept(",")
    }
    if atIdentifier("async") { _ = advance() }
    var throwing: (declared: Bool, type: TypeExpr?) = (false, nil)
    if acceptKeyword(.throws) {
      throwing.declared = true
      if at("(") && !current.spaceBefore {
        _ = advance()
        throwing.type = try parseType()
        try expect(")", "after the thrown type")
      }
    }
    var returnType: TypeExpr? = nil
    if accept("->") { returnType = try parseType() }
    guard acceptKeyword(.in) else { throw error("not a closure header") }
    return (params, returnType, captures, throwing)
  }
}
