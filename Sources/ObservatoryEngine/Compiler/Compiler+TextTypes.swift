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

  /// `s.index(s.startIndex, offsetBy: 2)`, `s.index(after: i)`, `s.startIndex`,
  /// `s.firstIndex(of: "x")!`: a String's index (of a receiver the compiler knows is text).
  func madeIndex(_ e: Expr) -> Bool {
    let base: Expr
    switch e.kind {
    case .call(let callee, _):
      guard case .member(let b, "index") = callee.kind else { return false }
      base = b
    case .member(let b, "startIndex"): base = b
    case .forceUnwrap(let x):
      guard case .call(let callee, _) = x.kind, case .member(let b, let name) = callee.kind,
        name == "firstIndex" || name == "lastIndex"
      else { return false }
      base = b
    default: return false
    }
    guard let t = textStaticType(base) else { return false }
    return isText(t)
  }

  /// The methods of a sequence that return one of its elements (an Optional).
  private static let elementMethods: Set<String> = ["max", "min", "first", "last", "randomElement"]

  /// `name` is a stored property every lesson type that has a member of that name declares
  /// a `Character` or a `Substring` (one type for all), and no standard type has a member so named:
  /// `tiles[0].letter` is that type whatever `tiles` is.
  private func textField(_ name: String) -> TypeExpr? {
    guard Catalog.members[name] == nil,
      !program.builtinExtensions.values.contains(where: { $0.members[program.symbol(name)] != nil })
    else { return nil }
    var found: TypeExpr? = nil
    for t in lessonTypes() where t.declaration != nil && t.member(program.symbol(name)) != nil {
      guard let d = t.fieldsByName[name]?.declaredType.map(unaliased), d == found ?? d else { return nil }
      found = d
    }
    return found == Compiler.character || found == Compiler.substring ? found : nil
  }

  /// `letters.map { ($0, 1) }`, `morse.map { ($1, $0) }`: the key and value types of the pairs a
  /// one-expression closure makes of an array's, a String's or a dictionary's elements, when one of
  /// them is a Character or a Substring. Literals are of their default types.
  private func mappedPair(_ e: Expr, depth: Int) -> (TypeExpr, TypeExpr)? {
    guard case .call(let m, let margs) = e.kind, case .member(let base, "map") = m.kind, margs.count == 1,
      case .closure(let c) = margs[0].value.kind, c.returnType == nil, c.body.count == 1
    else { return nil }
    let result: Expr
    switch c.body[0].kind {
    case .expr(let x), .returnStmt(let x?): result = x
    default: return nil
    }
    guard case .tuple(let items) = result.kind, items.count == 2, items.allSatisfy({ $0.0 == nil }) else {
      return nil
    }
    // What `$0`, `$1` and the closure's named parameters are.
    var params: [String: TypeExpr] = [:]
    let names = c.params.isEmpty ? ["$0", "$1"] : c.params.map(\.name)
    var receiver = textType(base, depth: depth + 1).map(unaliased)
    if case .named("Dictionary", let ts)? = receiver, ts.count == 2 { receiver = .dictionary(ts[0], ts[1]) }
    if case .named("Array", let ts)? = receiver, ts.count == 1 { receiver = .array(ts[0]) }
    switch receiver {
    case let t? where isText(t): params[names[0]] = Compiler.character
    case .array(let el)?: params[names[0]] = el
    case .dictionary(let k, let v)?:
      if names.count == 2 && (!c.params.isEmpty || dollarCount(in: c.body) == 2) {
        params[names[0]] = k
        params[names[1]] = v
      } else {
        params[names[0]] = .tuple([k, v], labels: ["key", "value"])
      }
    default: return nil
    }
    func typeOf(_ x: Expr) -> TypeExpr? {
      switch x.kind {
      case .dollar(let k): return params["$" + k]
      case .name(let n) where params[n] != nil: return params[n]
      case .member(let b, let field):
        guard case .tuple(let ts, let labels?)? = typeOf(b), let i = labels.firstIndex(of: field) else { return nil }
        return ts[i]
      case .binary(let op, let a, let b) where ["+", "-", "*", "/", "%"].contains(op):
        // `$0.value * 2`: the other operand's type where one is a literal.
        let (ta, tb) = (typeOf(a), typeOf(b))
        if a.kind.isNumberLiteral { return tb }
        if b.kind.isNumberLiteral || ta == tb { return ta }
        return nil
      case .int: return .named("Int", [])
      case .double: return .named("Double", [])
      case .bool: return .named("Bool", [])
      case .string: return .named("String", [])
      default: return nil
      }
    }
    guard let k = typeOf(items[0].1), let v = typeOf(items[1].1),
      [k, v].contains(Compiler.character) || [k, v].contains(Compiler.substring)
    else { return nil }
    return (k, v)
  }

  static let characterType = TypeExpr.named("Character", [])
  static let substringType = TypeExpr.named("Substring", [])
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
      // `s[i]` of a String.Index is a Character, `s[i..<j]`, `s[i...]` a Substring.
      if let t = inner(base), isText(t) {
        switch args[0].value.kind {
        case .binary(let op, _, _), .unary(let op, _):
          return ["..<", "...", "from..."].contains(op) ? Compiler.substring : nil
        case .name(let n): return facts(of: n)?.stringIndex == true ? Compiler.character : nil
        default: return madeIndex(args[0].value) ? Compiler.character : nil
        }
      }
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
        // `tiles[0].letter`: a stored property the lesson declares a Character or a Substring.
        return textField(name)
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
        // `Dictionary(letters.map { ($0, 1) }, uniquingKeysWith: +)`: keys and values of the pairs.
        if n == "Dictionary",
          args.map(\.label) == ["uniqueKeysWithValues"] || args.map(\.label) == [nil, "uniquingKeysWith"],
          let pair = mappedPair(args[0].value, depth: depth)
        {
          return .dictionary(pair.0, pair.1)
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
      // `letters.max { ... }`, `word.first(where:)`, `word.randomElement()`: one of the elements.
      if case .member(let base, let name) = callee.kind, Compiler.elementMethods.contains(name),
        args.count <= 1, args.allSatisfy({ $0.label == nil || $0.label == "where" || $0.label == "by" }),
        standardMethod(name, on: inner(base))
      {
        switch inner(base) {
        case let t? where isText(t): return .optional(Compiler.character)
        case .array(let e)? where e == Compiler.character || e == Compiler.substring: return .optional(e)
        default: return nil
        }
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
      // `word.uppercased().map { $0 }`: a String's.
      case "uppercased",
        "lowercased" where args.isEmpty:
        return .named("String", [])
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

extension ExprKind {
  /// `2`, `2.5`: a number literal.
  fileprivate var isNumberLiteral: Bool {
    switch self {
    case .int, .double: return true
    default: return false
    }
  }
}
