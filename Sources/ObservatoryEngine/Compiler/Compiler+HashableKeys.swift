/// Set members and dictionary keys are told apart as Swift tells them apart: two keys are the same
/// when the type's `hash(into:)` gives them the same hash and its `==` calls them equal (Swift 6.3.1
/// compares only keys with the same hash). The playground runs neither function for a key; it
/// reads from their code which stored properties they use, when the lesson loads:
/// - a type that writes only its `==` hashes every stored property (Swift synthesizes that
///   `hash(into:)`), so keys that differ in any property differ (`Language/hashable-keys-by-id`);
/// - a type that writes only `hash(into:)` compares every stored property with `==`: the same;
/// - a type that writes both is told apart by the properties `hasher.combine(id)` combines and
///   `lhs.id == rhs.id` compares (`NominalType.keyFields`); a class that combines
///   `ObjectIdentifier(self)` and compares `lhs === rhs` by identity.
/// A `hash(into:)` that does more than combine stored properties (it prints, combines a computed
/// value), or beside it an `==` that does more than compare stored properties, is refused by name.
extension Compiler {
  /// Reads the `hash(into:)` and `==` each lesson type writes.
  func decideKeyFields(_ stmts: [Stmt]) throws {
    var decls: [Int: FunctionDecl] = [:]
    var walk = SyntaxWalk()
    walk.visitFunction = { f in decls[f.start] = f }
    walk.walk(stmts)
    var seen: Set<ObjectIdentifier> = []
    for case .type(let t as NominalType) in program.globals where seen.insert(ObjectIdentifier(t)).inserted {
      guard let hash = t.hashFunction, let hashDecl = decls[hash.start] else { continue }
      guard let combined = combinedFields(hashDecl, of: t) else {
        throw error(
          "a hash(into:) that does more than combine stored properties ('\(t.name)') is not supported by the "
            + "playground: it tells Set members and Dictionary keys apart by the properties it combines",
          at: hashDecl.start, hint: "combine stored properties only: hasher.combine(id)")
      }
      guard let equals = t.equalsFunction else {
        t.keyFields = nil  // `==` compares every stored property
        continue
      }
      guard let eqDecl = decls[equals.start], let compared = comparedFields(eqDecl, of: t) else {
        throw error(
          "an == that does more than compare stored properties, beside '\(t.name)''s own hash(into:), is not "
            + "supported by the playground: it tells Set members and Dictionary keys apart by the properties "
            + "they use", at: equals.start, hint: "compare stored properties only: lhs.id == rhs.id")
      }
      switch (combined, compared) {
      case (.identity, .identity): t.keyFields = nil  // an object is its own key
      case (.fields(let a), .fields(let b)): t.keyFields = Array(a.union(b)).sorted()
      default:
        throw error(
          "'\(t.name)''s hash(into:) and == use identity and stored properties together, which is not supported "
            + "by the playground", at: equals.start, hint: "use stored properties in both, or identity in both")
      }
    }
  }

  /// `hasher.combine(id)` in a type's own `hash(into:)`, which the compiler read (Set and
  /// Dictionary tell keys apart by the properties it combines; nothing else can call it, as a
  /// `Hasher` cannot be made): the value is evaluated and not kept.
  func compileHasherCombine(_ base: Expr, _ name: String, _ args: [Argument], _ e: Expr) throws -> Bool {
    guard name == "combine", case .name = base.kind, let t = fn.selfType, let hash = t.hashFunction,
      fn.proto === hash, args.count == 1
    else { return false }
    try compileExpr(args[0].value)
    emit(.pop, e.start)
    emit(.pushVoid, e.start)
    return true
  }

  /// What a key's `hash(into:)` or `==` reads: stored properties (by index), or the object itself.
  enum KeyParts {
    case fields(Set<Int>)
    case identity
  }

  /// `hasher.combine(id)`, `hasher.combine(self.name)`, `hasher.combine(ObjectIdentifier(self))`.
  private func combinedFields(_ f: FunctionDecl, of t: NominalType) -> KeyParts? {
    guard let hasher = f.params.first?.name else { return nil }
    var fields: Set<Int> = []
    var identity = false
    for s in f.body {
      guard case .expr(let e) = s.kind, case .call(let callee, let args) = e.kind,
        case .member(let base, "combine") = callee.kind, case .name(hasher) = base.kind, args.count == 1,
        args[0].label == nil
      else { return nil }
      let x = args[0].value
      if case .call(let c, let a) = x.kind, case .name("ObjectIdentifier") = c.kind, a.count == 1,
        case .selfRef = a[0].value.kind, t is ClassInfo
      {
        identity = true
      } else if let k = storedField(x, of: t, receiver: nil) {
        fields.insert(k)
      } else {
        return nil
      }
    }
    if identity { return fields.isEmpty ? .identity : nil }
    return .fields(fields)
  }

  /// `lhs.id == rhs.id && lhs.name == rhs.name`, `return a.id == b.id`, `lhs === rhs`.
  private func comparedFields(_ f: FunctionDecl, of t: NominalType) -> KeyParts? {
    guard f.params.count == 2, f.body.count == 1 else { return nil }
    let (l, r) = (f.params[0].name, f.params[1].name)
    let e: Expr
    switch f.body[0].kind {
    case .expr(let x), .returnStmt(let x?): e = x
    default: return nil
    }
    if case .binary("===", let a, let b) = e.kind, t is ClassInfo {
      if case .name(let x) = a.kind, case .name(let y) = b.kind, Set([x, y]) == Set([l, r]) { return .identity }
      return nil
    }
    var fields: Set<Int> = []
    func terms(_ e: Expr) -> Bool {
      switch e.kind {
      case .binary("&&", let a, let b): return terms(a) && terms(b)
      case .binary("==", let a, let b):
        for (p, q) in [(l, r), (r, l)] {
          if let x = storedField(a, of: t, receiver: p), let y = storedField(b, of: t, receiver: q), x == y {
            fields.insert(x)
            return true
          }
        }
        return false
      default: return false
      }
    }
    return terms(e) ? .fields(fields) : nil
  }

  /// The index of the stored property `e` reads: `receiver.name`, or (in a method, `receiver`
  /// nil) `name` or `self.name`.
  private func storedField(_ e: Expr, of t: NominalType, receiver: String?) -> Int? {
    let name: String
    switch e.kind {
    case .member(let base, let n):
      switch base.kind {
      case .name(let b) where b == receiver: name = n
      case .selfRef where receiver == nil: name = n
      default: return nil
      }
    case .name(let n) where receiver == nil: name = n
    default: return nil
    }
    return t.fieldsByName[name]?.index
  }
}
