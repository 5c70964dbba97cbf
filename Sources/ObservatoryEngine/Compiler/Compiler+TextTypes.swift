/// The static types of text values, which the playground holds as strings at run time: a
/// `Character` (`Character("c")`, `word.first!`, `letters[0]` of a `[Character]`, a
/// `Character`-backed enum's `rawValue`) and a `Substring` (`line.split(separator: " ")[1]`,
/// `word.dropFirst()`) would otherwise name themselves `String`. `type(of:)` and a variable
/// declared without a type (`let c = Character("c")`) take these (verified against Swift 6.3.1:
/// `Language/text-static-types`). Nil where the compiler cannot tell.
extension Compiler {
  func textStaticType(_ e: Expr) -> TypeExpr? { textType(e, depth: 0) }

  /// The type a variable declared without one takes from its initial value, when that value is
  /// a `Character` or a `Substring` (or an optional, an array or a set of one) as above, or a
  /// String (`words.joined()`).
  func textBindingType(_ e: Expr) -> TypeExpr? {
    guard let t = textStaticType(e) else { return nil }
    switch t {
    case Compiler.character, Compiler.substring, .optional(Compiler.character), .array(Compiler.character),
      .array(Compiler.substring), .named("Set", [Compiler.character]), .named("String", []):
      return t
    case .dictionary(let k, let v) where [k, v].contains(Compiler.character) || [k, v].contains(Compiler.substring):
      return t
    default: return nil
    }
  }

  /// `Wrapper(inner: Character("c"))`, `Pair(first: word.first!, ...)`: an argument that is a
  /// `Character` or a `Substring` (or an optional or an array of one) binds a generic parameter
  /// to that type, as Swift infers it, so the value made keeps it (`Wrapper<Character>`). A
  /// literal takes its type from its context, not from here.
  func textArgumentType(_ e: Expr) -> TypeExpr? {
    if case .string = e.kind { return nil }
    guard let t = textBindingType(e), t != .named("String", []) else { return nil }
    return t
  }

  private static let character = TypeExpr.named("Character", [])
  private static let substring = TypeExpr.named("Substring", [])

  private func textType(_ e: Expr, depth: Int) -> TypeExpr? {
    guard depth < 32 else { return nil }
    if let t = staticType(of: e) ?? stringLiteralType(e) { return unaliased(t) }
    func inner(_ x: Expr) -> TypeExpr? { textType(x, depth: depth + 1) }
    switch e.kind {
    case .forceUnwrap(let x):
      if case .optional(let w)? = inner(x) { return w }
      return nil
    case .subscriptAccess(let base, let args) where args.count == 1 && args[0].label == nil:
      if case .binary = args[0].value.kind { return nil }  // a range: a slice
      switch inner(base) {
      case .array(let element)?: return element
      case .named("Array", let ts)? where ts.count == 1: return ts[0]
      case .dictionary(_, let v)?: return .optional(v)
      default: return nil
      }
    case .member(let base, let name):
      switch (name, inner(base)) {
      case ("first", let t?), ("last", let t?):
        if isText(t) { return .optional(Compiler.character) }
        if case .array(let element) = t { return .optional(element) }
        return nil
      case ("rawValue", .named(let n, [])?):
        guard let raw = (program.nominalType(n) as? EnumType)?.declaration?.inherited.first, raw == "Character"
        else { return nil }
        return Compiler.character
      default:
        // `Player.x`: a case of a lesson enum.
        if case .name(let n) = base.kind, !namesValue(n), let en = program.nominalType(n) as? EnumType,
          en.caseIndexByName[name] != nil
        {
          return .named(n, [])
        }
        return nil
      }
    case .call(let callee, let args):
      if case .name(let n) = callee.kind, !namesValue(n), program.nominalType(n)?.declaration == nil {
        // `Character("c")`, `Array("hello")`.
        if n == "Character", args.count == 1, args[0].label == nil { return Compiler.character }
        if n == "Substring", args.count == 1, args[0].label == nil { return Compiler.substring }
        // `Set(word)`: a Set of its Characters.
        if n == "Set", args.count == 1, args[0].label == nil, let t = inner(args[0].value), isText(t) {
          return .named("Set", [Compiler.character])
        }
        if n == "Array", args.count == 1, args[0].label == nil, let t = inner(args[0].value), isText(t) {
          return .array(Compiler.character)
        }
        // `Dictionary(uniqueKeysWithValues: morse.map { ($1, $0) })`: the dictionary turned around.
        if n == "Dictionary", args.count == 1, args[0].label == "uniqueKeysWithValues",
          case .call(let m, let margs) = args[0].value.kind, case .member(let d, "map") = m.kind, margs.count == 1,
          case .closure(let c) = margs[0].value.kind, swapsPair(c)
        {
          switch inner(d).map(unaliased) {
          case .dictionary(let k, let v)?: return .dictionary(v, k)
          case .named("Dictionary", let ts)? where ts.count == 2: return .dictionary(ts[1], ts[0])
          default: return nil
          }
        }
        return nil
      }
      // `chars.compactMap { c -> Character? in ... }` over a String or an array.
      if case .member(let base, let name) = callee.kind, name == "map" || name == "compactMap", args.count == 1,
        case .closure(let c) = args[0].value.kind,
        var r = c.returnType ?? closureResult(c, of: base, map: name == "map", depth: depth),
        standardMethod(name, on: inner(base))
      {
        // An Optional's `map` (of a receiver whose type is unknown) makes an Optional.
        if name == "map", inner(base) == nil { return nil }
        if name == "compactMap" {
          guard case .optional(let w) = r else { return nil }
          r = w
        }
        return r == Compiler.character || r == Compiler.substring ? .array(r) : nil
      }
      // `words.joined()` of an array or a set of strings: a String.
      if case .member(let base, "joined") = callee.kind, args.isEmpty || args.first?.label == "separator" {
        if case .array(let xs) = base.kind, !xs.isEmpty,
          xs.allSatisfy({ if case .string = $0.kind { true } else { false } })
        {
          return .named("String", [])  // `["a", "b"].joined()`
        }
        switch inner(base) {
        case .array(.named("String", []))?, .named("Set", [.named("String", [])])?: return .named("String", [])
        default: return nil
        }
      }
      guard case .member(let base, let name) = callee.kind, let t = inner(base), isText(t),
        !program.builtinExtensions.values.contains(where: { $0.members[program.symbol(name)] != nil })
      else { return nil }
      switch name {
      case "split" where args.first?.label == "separator" || args.first?.label == "maxSplits":
        return .array(Compiler.substring)
      case "dropFirst", "dropLast", "prefix", "suffix": return Compiler.substring
      default: return nil
      }
    case .array(let items) where !items.isEmpty:
      // `["ab", "cd"].map { ... }`: string literals alone make an array of Strings.
      if items.allSatisfy({ if case .string = $0.kind { true } else { false } }) { return .array(.named("String", [])) }
      // `[ch]` of a `Character` variable (a literal item would make the array's type by context).
      let types = items.map { x -> TypeExpr? in
        if case .string = x.kind { return nil }
        return inner(x)
      }
      guard let first = types[0], first == Compiler.character || first == Compiler.substring,
        types.allSatisfy({ $0 == first })
      else { return nil }
      return .array(first)
    default: return nil
    }
  }

  /// `{ ($1, $0) }`, `{ ($0.value, $0.key) }`, `{ k, v in (v, k) }`, `{ (k, v) in (v, k) }`: a
  /// closure over a dictionary's elements that makes each a (value, key) pair.
  private func swapsPair(_ c: ClosureExpr) -> Bool {
    guard c.body.count == 1, c.returnType == nil else { return false }
    let result: Expr
    switch c.body[0].kind {
    case .expr(let e), .returnStmt(let e?): result = e
    default: return false
    }
    guard case .tuple(let items) = result.kind, items.count == 2, items.allSatisfy({ $0.0 == nil }) else {
      return false
    }
    switch (items[0].1.kind, items[1].1.kind) {
    case (.dollar("1"), .dollar("0")): return c.params.isEmpty
    case (.member(let a, "value"), .member(let b, "key")):
      guard case .dollar("0") = a.kind, case .dollar("0") = b.kind else { return false }
      return c.params.isEmpty
    case (.name(let a), .name(let b)): return c.params.count == 2 && a == c.params[1].name && b == c.params[0].name
    default: return false
    }
  }

  /// The type of what a one-expression closure without a written result returns: `word.map { $0 }`,
  /// `chars.map { ch in ch }` (its one parameter, with `map`: the receiver's elements, a String's
  /// Characters), `codes.compactMap { table[String($0)] }` (an expression whose type does not
  /// depend on the parameters: a `[String: Character]`'s value).
  private func closureResult(_ c: ClosureExpr, of base: Expr, map: Bool, depth: Int) -> TypeExpr? {
    guard c.body.count == 1 else { return nil }
    let result: Expr
    switch c.body[0].kind {
    case .expr(let e), .returnStmt(let e?): result = e
    default: return nil
    }
    switch result.kind {
    case .dollar("0") where c.params.isEmpty && map: break
    case .name(let n) where c.params.count == 1 && c.params[0].name == n && map: break
    default:
      // A parameter may shadow a variable of the same name outside.
      guard !c.params.contains(where: { mentions($0.name, in: c.body) }) else { return nil }
      return textType(result, depth: depth + 1)
    }
    switch textType(base, depth: depth + 1) {
    case let t? where isText(t): return Compiler.character
    case .array(let e)?: return e
    default: return nil
    }
  }

  /// `for ch in word`: a String's or a Substring's elements are Characters (an array of them
  /// holds what `textBindingType` names).
  func textElementType(_ seq: Expr) -> TypeExpr? {
    switch textStaticType(seq) {
    case let t? where isText(t): return Compiler.character
    case .array(let e)? where e == Compiler.character || e == Compiler.substring: return e
    default: return nil
    }
  }

  /// `name` is the standard library's method on a receiver of type `t`: a String's or an
  /// array's, or (the type unknown) no lesson type or extension declares a method of that name.
  private func standardMethod(_ name: String, on t: TypeExpr?) -> Bool {
    switch t {
    case let t? where isText(t): return true
    case .array?: return true
    case nil:
      return program.declaredSignatures[name] == nil
        && !program.builtinExtensions.values.contains(where: { $0.members[program.symbol(name)] != nil })
    default: return false
    }
  }

  /// `n` is a variable or a function of the lesson, not a type.
  private func namesValue(_ n: String) -> Bool {
    switch resolve(n) {
    case nil: return false
    case .global(let g)?:
      if program.functionGlobals.contains(g) { return true }
      if case .type = program.globals[g] { return false }
      return true
    default: return true
    }
  }

  private func isText(_ t: TypeExpr) -> Bool {
    t == .named("String", []) || t == Compiler.substring
  }
}
