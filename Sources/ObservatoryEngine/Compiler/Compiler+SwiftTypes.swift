/// What Swift's type checker decided where the playground's compiler sees less: the compiler
/// check reads it from Swift's SIL (`SILFacts` in ObservatoryVerification) into the lesson's
/// `SourceFile`. Without the check (the engine's tests, `--no-compiler-check`) both tables are
/// empty and the compiler decides alone.
extension Compiler {
  /// `3` where Swift typed the literal as a `Double` (`SourceFile.doubleLiterals`).
  func isDoubleLiteral(_ value: Int, at offset: Int) -> Bool {
    file.doubleLiterals[offset] == Double(value)
  }

  /// `-3` where Swift typed the literal as a `Double`.
  func isDoubleLiteral(_ e: Expr) -> Bool {
    guard case .unary("-", let x) = e.kind, case .int(let v) = x.kind else { return false }
    return file.doubleLiterals[e.start] == -Double(v)
  }

  /// `5` where Swift made the literal a value of a lesson type through its literal initializer
  /// (`SourceFile.literalInits`: `let price: Money = 5`, `total + -1`, a default argument):
  /// compiled as the call `Money(integerLiteral: 5)`, as Swift makes it. Nil for any other
  /// expression.
  func literalInitCall(_ e: Expr) -> Expr? {
    guard !file.literalInits.isEmpty, e.start != literalInitInside, let li = file.literalInits[e.start] else {
      return nil
    }
    // Foundation's `Decimal` (`var spent: Decimal = 0`, `total + 5`): the playground makes its
    // Decimals from the literal where the type or the other operand asks, as without the check.
    if li.type == "Decimal" || li.type == "Foundation.Decimal" { return nil }
    switch e.kind {
    case .int, .double, .string, .bool: break
    case .unary("-", let x):
      switch x.kind {
      case .int, .double: break
      default: return nil
      }
    default: return nil
    }
    let parts = li.type.split(separator: ".").map(String.init)
    guard let first = parts.first else { return nil }
    var type = Expr(.name(first), e.start, e.start)
    for p in parts.dropFirst() { type = Expr(.member(type, p), e.start, e.start) }
    return Expr(.call(type, [Argument(label: li.label, value: e, labelStart: e.start)]), e.start, e.end)
  }

  /// `Version("3.1")` of a type conforming to `ExpressibleByStringLiteral`: Swift makes the literal
  /// the type through its literal initializer (SE-0213, literal coercion), whatever other
  /// initializers the type declares (`init(_ s: String)`); the SIL says so at the literal. The
  /// literal alone, which `literalInitCall` compiles as that call. Nil for any other expression.
  func literalCoercion(_ e: Expr) -> Expr? {
    guard !file.literalInits.isEmpty, case .call(let callee, let args) = e.kind, args.count == 1,
      args[0].label == nil, let li = file.literalInits[args[0].value.start],
      literalInitCall(args[0].value) != nil
    else { return nil }
    switch callee.kind {
    case .name, .typeRef(.named(_, [])), .member: break
    default: return nil
    }
    let written = file.text(from: callee.start, to: callee.end)
    guard written == li.type || li.type.hasSuffix("." + written) else { return nil }
    return args[0].value
  }

  /// `switch price { case 5: ... }` of a lesson type made from literals: Swift makes each case's
  /// literal a `Money`, but its SIL places those at the subject, not at the literals, so the
  /// playground cannot tell which literal is which: an error when the lesson loads.
  func refuseLiteralPatterns(on subject: Expr) throws {
    guard !file.literalInits.isEmpty,
      let li = file.literalInits.filter({
        $0.key >= subject.start && $0.key < subject.end && !startsLiteral(at: $0.key)
      }).min(by: { $0.key < $1.key })?.value
    else { return }
    throw error(
      "a literal pattern matched against a '\(li.type)' (made by its '\(li.label)' initializer) is not supported by the playground",
      at: subject.start, hint: "compare in a 'where' clause: 'case let x where x == ...'")
  }

  /// Whether the lesson's text at `offset` starts a literal (a number, a string, `true`, `false`).
  private func startsLiteral(at offset: Int) -> Bool {
    let b = file.bytes
    guard offset < b.count else { return false }
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[offset]) || b[offset] == UInt8(ascii: "-")
      || b[offset] == UInt8(ascii: "\"") || b[offset] == UInt8(ascii: "#")
    {
      return true
    }
    for word in ["true", "false"] {
      let w = Array(word.utf8)
      guard offset + w.count <= b.count, Array(b[offset..<offset + w.count]) == w else { continue }
      guard offset + w.count < b.count else { return true }
      let next = Character(UnicodeScalar(b[offset + w.count]))
      if !(next == "_" || next.isLetter || next.isNumber) { return true }
    }
    return false
  }

  /// Compiles `call`, made by `literalInitCall` for the literal at `offset`.
  func compileLiteralInit(_ call: Expr, at offset: Int) throws {
    literalInitInside = offset
    defer { literalInitInside = nil }
    try compileExpr(call)
  }

  /// `.done` and `.failed("x")` where Swift made a case of a lesson enum (`dict[k] = .done`,
  /// `continuation.yield(.tick)`, `box.put(.b)`): compiled as `Status.done`, as if written so.
  func resolvingImplicitMember(_ e: Expr) -> Expr {
    guard !file.implicitMembers.isEmpty else { return e }
    switch e.kind {
    case .implicitMember(let n):
      guard let t = swiftEnumType(of: n, endingAt: e.end, from: e.start) else { return e }
      return Expr(.member(t, n), e.start, e.end)
    case .call(let callee, let args):
      guard case .implicitMember(let n) = callee.kind,
        let t = swiftEnumType(of: n, endingAt: callee.end, from: callee.start)
      else { return e }
      return Expr(.call(Expr(.member(t, n), callee.start, callee.end), args), e.start, e.end)
    default: return e
    }
  }

  /// The enum (as a type expression) whose case `name`, ending at `end`, Swift made there.
  private func swiftEnumType(of name: String, endingAt end: Int, from start: Int) -> Expr? {
    guard let c = file.implicitMembers[end - name.utf8.count], c.name == name,
      let t = program.nominalType(c.type) as? EnumType, t.caseIndexByName[name] != nil,
      // A generic enum's `.idle` takes its type arguments from its context: left as written. The
      // prelude's `Result` needs none to run (`completion(.success(data))` to an untyped closure).
      t.genericParams.isEmpty || c.type == "Result"
    else { return nil }
    let parts = c.type.split(separator: ".").map(String.init)
    var type = Expr(.name(parts[0]), start, start)
    for p in parts.dropFirst() { type = Expr(.member(type, p), start, start) }
    return type
  }

  /// `type(of: words)` where Swift's static type decides and names standard-library types
  /// (`SourceFile.metatypes`): its plain and qualified names (`Array<Substring>`,
  /// `Swift.Array<Swift.Substring>`). A type marked `@` in the fact (`Task<@User, Never>`) is the
  /// lesson's (`Swift.Task<main.User, Swift.Never>`; a nested one is `Page`, `main.Loader.Page`);
  /// nil when it is not one the lesson declares.
  func swiftMetatypeName(at offset: Int) -> (plain: String, qualified: String)? {
    guard let fact = file.metatypes[offset] else { return nil }
    return swiftTypeName(fact: fact)
  }

  /// A type as a fact of the check writes it (`Task<@User, Never>`, `@Reading`): its plain and
  /// qualified names; nil when a type marked `@` is not one the lesson declares.
  func swiftTypeName(fact: String) -> (plain: String, qualified: String)? {
    var plain = ""
    var qualified = ""
    var word = ""
    var lesson = false
    for ch in fact + " " {
      if ch == "@" {
        lesson = true
        continue
      }
      if ch.isLetter || ch.isNumber || ch == "_" || ch == "." {
        word.append(ch)
        continue
      }
      if lesson {
        // A lesson protocol is an existential there (`Array<Shape>` of `[any Shape]`).
        guard let t = program.nominalType(word), program.builtinExtensions[t.name] !== t else { return nil }
        plain += t.name
        qualified += t.qualifiedPath
      } else if !word.isEmpty {
        plain += word
        // `Any` has no module (`Swift.Dictionary<Swift.String, Any>`).
        qualified += ch == ":" || word == "Any" ? word : "Swift." + word
      }
      word = ""
      lesson = false
      plain.append(ch)
      qualified.append(ch)
    }
    return (String(plain.dropLast()), String(qualified.dropLast()))
  }
}
