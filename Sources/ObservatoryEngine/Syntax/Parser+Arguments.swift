/// Calls: argument lists (with operators passed as functions, `reduce(0, +)`), trailing
/// closures, functions named with their labels (`greet(name:)`), and the speculative reads that
/// tell a generic argument list or a type name from a comparison.
extension Parser {
  /// `Outer`, `Outer.Inner`: a name (or member chain) spelled as a type.
  static func isTypeName(_ e: Expr) -> Bool {
    switch e.kind {
    case .name(let n): return n.first?.isUppercase == true
    case .member(let b, let n): return n.first?.isUppercase == true && isTypeName(b)
    default: return false
    }
  }

  /// At `(` of a compound name, `f(x:)` or `String.init(describing:)`: its labels (`_` as nil),
  /// consumed with the parentheses; nil (nothing consumed) for an ordinary call.
  mutating func compoundNameLabels() -> [String?]? {
    var k = i + 1
    var labels: [String?] = []
    while k + 1 < tokens.count, tokens[k + 1].isPunct(":"), !tokens[k + 1].spaceBefore {
      switch tokens[k].kind {
      case .identifier(let s): labels.append(s)
      case .keyword(.underscore): labels.append(nil)
      case .keyword(let kw): labels.append(kw.rawValue)
      default: return nil
      }
      k += 2
    }
    guard !labels.isEmpty, k < tokens.count, tokens[k].isPunct(")") else { return nil }
    i = k + 1
    return labels
  }

  /// A function named with its labels used as a value: a closure that calls it with them,
  /// `{ f(x: $0) }`.
  func compoundNameReference(_ callee: Expr, _ labels: [String?]) -> Expr {
    let names = labels.indices.map { "compound·\($0)" }
    let args = zip(labels, names).map {
      Argument(label: $0, value: Expr(.name($1), callee.start, callee.end), labelStart: callee.start)
    }
    var target = callee
    if case .member(let type, "init") = callee.kind, case .name(let n) = type.kind, n.first?.isUppercase == true {
      target = type  // `String.init(describing:)` calls `String(describing:)`
    }
    let call = Expr(.call(target, args), callee.start, tokens[i - 1].end)
    let closure = ClosureExpr(
      params: names.map { ClosureParam(name: $0, type: nil) }, hasParamList: true, returnType: nil,
      body: [Stmt(.returnStmt(call), call.start, call.end)], start: callee.start, captureList: [])
    return Expr(.closure(closure), callee.start, call.end)
  }

  /// Only names and member references take a trailing closure; `var q = "" { didSet {...} }` does not.
  func takesTrailingClosure(_ e: Expr) -> Bool {
    if looksLikeAccessorBlock() { return false }
    switch e.kind {
    case .name, .member, .implicitMember, .typeRef, .dollar: return true
    default: return false
    }
  }

  /// `Name<T, U>` in an expression, accepted only when followed by `.`, `(` or `{`.
  mutating func speculativeGenericArguments(name: String) throws -> TypeExpr? {
    let saved = i
    let savedTokens = tokens
    _ = advance()
    var args: [TypeExpr] = []
    do {
      repeat { args.append(try parseType()) } while accept(",")
      guard try acceptClosingAngle() else {
        i = saved
        tokens = savedTokens
        return nil
      }
    } catch {
      i = saved
      tokens = savedTokens
      return nil
    }
    // Swift's rule: `<...>` are generic arguments when `>` is followed by one of these
    // (`(Int, Result<Int, Error>).self`, `[Box<Int>]()`, `f(Page<Item>.self, x)`).
    guard
      at(".") || (at("(") && !current.newlineBefore) || (at("{") && !noTrailingClosure)
        || at(")") || at("]") || at(",")
    else {
      i = saved
      tokens = savedTokens
      return nil
    }
    return .named(name, args)
  }

  /// Arguments up to `)` or `]`: `label: value` or `value`.
  mutating func parseArguments(closing: String) throws -> [Argument] {
    var args: [Argument] = []
    let open = tokens[i - 1]
    if accept(closing) { return args }
    repeat {
      if at(closing) { break }  // trailing comma
      let labelStart = current.start
      var label: String? = nil
      if peekToken().isPunct(":") {
        switch current.kind {
        case .identifier(let s): label = s
        case .keyword(let k): label = k.rawValue
        default: break
        }
        if label != nil {
          _ = advance()
          _ = advance()
        }
      }
      // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
      if case .punct(let op) = current.kind, Parser.precedence[op] != nil,
        peekToken().isPunct(",") || peekToken().isPunct(closing)
      {
        let t = advance()
        args.append(Argument(label: label, value: Expr(.name(op), t.start, t.end), labelStart: labelStart))
        continue
      }
      let value = try parseExpr()
      args.append(Argument(label: label, value: value, labelStart: labelStart))
    } while accept(",")
    guard accept(closing) else {
      if atEOF || current.newlineBefore {
        throw error("this '\(open.isPunct("(") ? "(" : "[")' has no matching '\(closing)'", at: open.start)
      }
      throw error("expected ',' or '\(closing)' in the argument list, found \(describe(current))")
    }
    return args
  }

  /// `{ ... }` after a call, then any `label: { ... }` closures that follow it.
  mutating func parseTrailingClosures() throws -> [Argument] {
    var args: [Argument] = []
    guard at("{") && !noTrailingClosure && !current.newlineBefore && !looksLikeAccessorBlock() else { return args }
    let first = try parseClosure()
    args.append(Argument(label: nil, value: first, labelStart: first.start, isTrailing: true))
    while peekToken().isPunct(":") && peekToken(2).isPunct("{") {
      let labelStart = current.start
      let label: String
      switch current.kind {
      case .identifier(let s): label = s
      case .keyword(let k): label = k.rawValue
      default: return args
      }
      _ = advance()
      _ = advance()
      let c = try parseClosure()
      args.append(Argument(label: label, value: c, labelStart: labelStart))
    }
    return args
  }
}
