/// Type annotations: `Int?`, `[String: Int]`, `(Int) -> Void`, `some View`,
/// `Observations<Int, Never>.Iteration`. They are parsed in full; the compiler uses only what
/// affects behaviour (optionals, Double, Equatable-ness).
extension Parser {
  public mutating func parseType() throws -> TypeExpr {
    try enter()
    defer { leave() }
    while case .attribute = current.kind { _ = advance() }
    if acceptKeyword(.inout) { return try parseType() }
    if atIdentifier("some") || atIdentifier("any") {
      _ = advance()
      return .opaque(try parseType())
    }
    var type: TypeExpr
    if at("(") {
      let open = advance()
      var items: [TypeExpr] = []
      var labels: [String?] = []
      if !at(")") {
        repeat {
          var label: String? = nil
          if (current.identifier != nil || atKeyword(.underscore)) && peekToken().isPunct(":") {
            label = current.identifier
            _ = advance()
            _ = advance()
          } else if current.identifier != nil, peekToken().identifier != nil, peekToken(2).isPunct(":") {
            _ = advance()  // a function type's argument label and parameter name
            _ = advance()
            _ = advance()
          }
          labels.append(label)
          items.append(try parseType())
        } while accept(",")
      }
      guard accept(")") else {
        if atEOF { throw error("this '(' has no matching ')'", at: open.start) }
        throw error("expected ')' in the type, found \(describe(current))")
      }
      var isAsync = false
      var isThrowing = false
      try parseEffects(async: &isAsync, throws: &isThrowing)
      if accept("->") {
        return .function(items, try parseType())
      }
      type = items.count == 1 ? items[0] : .tuple(items, labels: labels.contains { $0 != nil } ? labels : nil)
    } else if at("[") {
      let open = advance()
      let element = try parseType()
      if accept(":") {
        let value = try parseType()
        guard accept("]") else { throw error("this '[' has no matching ']'", at: open.start) }
        type = .dictionary(element, value)
      } else {
        guard accept("]") else { throw error("this '[' has no matching ']'", at: open.start) }
        type = .array(element)
      }
    } else {
      let name: String
      if acceptKeyword(.Self) {
        name = "Self"
      } else {
        name = try expectName("a type")
      }
      var args: [TypeExpr] = []
      if at("<") && !current.spaceBefore {
        _ = advance()
        repeat { args.append(try parseType()) } while accept(",")
        guard try acceptClosingAngle() else { throw error("expected '>' to close the generic arguments") }
      }
      type = .named(name, args)
      while at(".") {
        _ = advance()
        if acceptKeyword(.Self) { continue }
        if atIdentifier("Type") || atIdentifier("Protocol") {
          // A metatype (`T.Type`): generic parameters passed as types are bound from it.
          type = .member(type, advance().identifier ?? "Type")
          continue
        }
        type = .member(type, try expectName("a member type name"))
      }
    }
    // `[String: Int].Type`, `(Int, Int).Type`: the metatype of a sugared type.
    while at("."), !current.spaceBefore, let m = peekToken().identifier, m == "Type" || m == "Protocol" {
      _ = advance()
      type = .member(type, advance().identifier ?? m)
    }
    while (at("?") || at("!") || at("??")) && !current.spaceBefore {
      if advance().isPunct("??") { type = .optional(type) }  // `Int??` lexes as one token
      type = .optional(type)
    }
    if at("&") {
      // `P & Q`: a protocol composition (flattened: `P & Q & R` is one).
      var parts = [type]
      while accept("&") {
        let next = try parseType()
        if case .composition(let more) = next { parts += more } else { parts.append(next) }
      }
      return .composition(parts)
    }
    return type
  }

  /// Consumes a `>` that closes generic arguments, splitting `>>` when generics nest.
  mutating func acceptClosingAngle() throws -> Bool {
    if accept(">") { return true }
    if at(">>") {
      tokens[i].kind = .punct(">")
      tokens[i].start += 1
      tokens[i].spaceBefore = false
      return true
    }
    if at(">=") {
      tokens[i].kind = .punct("=")
      tokens[i].start += 1
      tokens[i].spaceBefore = false
      return true
    }
    return false
  }
}
