/// Where each expression of a lesson is used, so the compiler can tell whether a value it cannot
/// type (a `sequence(state:next:)` whose closure declares no result, a `Task` whose result no
/// declaration gives) may be printed or named: the member access or call around it, or the
/// statement it is (a `for` loop's sequence, a discarded value, the initializer of a `let`/`var`,
/// an assignment's value). A use the walk does not know counts as showing the value.
final class ValueUses {
  struct Key: Hashable {
    let start: Int
    let end: Int
    let tag: UInt8
    init(_ e: Expr) {
      start = e.start
      end = e.end
      switch e.kind {
      case .name: tag = 1
      case .call: tag = 2
      case .member: tag = 3
      default: tag = 0
      }
    }
  }
  enum Use {
    case expr(Expr)
    case forIn
    /// An expression statement: a top-level one is echoed by the REPL when it ends an entry.
    case discarded(topLevel: Bool)
    case binding(String, topLevel: Bool)
    /// The initializer of a `let`/`var` declared with this type.
    case declared(TypeExpr)
    /// The value assigned to this target (`loading = Task { ... }`).
    case assigned(Expr)
  }

  /// What a kind of value's uses show, for `mayBeShown`.
  struct Rules {
    /// What `value.name` shows (`call` is the call of it, `value.name(...)`, if any).
    enum Verdict {
      case hidden
      case shown
      /// The member's result holds the value: what its own uses show.
      case follow(Expr)
    }
    var member: (_ name: String, _ access: Expr, _ call: Expr?) -> Verdict
    /// Whether passing it to this call hides it (`Array(seq)` takes only its elements).
    var argument: (_ call: Expr, _ callee: Expr, _ args: [Argument]) -> Bool
    /// Whether a variable declared with this type keeps its type, so it is not shown untyped.
    var declared: (TypeExpr) -> Bool
    /// Whether assigning it to this target keeps its type.
    var assigned: (Expr) -> Bool
    /// Whether a body's only statement counts as its result (`{ Box(value: { 1 }) }`) rather than
    /// as discarded (`onChange: { Task { ... } }`, which Swift discards where the closure returns Void).
    var bodyResultsShow = false
  }

  private var uses: [Key: Use] = [:]
  private var names: [String: [Expr]] = [:]
  /// Expression statements whose value is a body's result: the only statement of a closure, a
  /// function or a getter, or a branch of an `if`/`switch` used as a value.
  private var results: Set<Key> = []
  /// Whether the lesson has a string literal of more than 15 UTF-8 bytes (without one, every
  /// String that long is computed: `Compiler+StringIterators.swift`).
  private(set) var hasLongStringLiteral = false
  /// Whether it calls `zip` or `enumerated()`, the sequences that are not collections and may
  /// walk a String (so a `drop(while:)` of a value it cannot follow may print a String's iterator).
  private(set) var makesStringWalkingSequences = false

  init(_ stmts: [Stmt]) {
    var walk = SyntaxWalk()
    walk.visitStmt = { s, c in
      switch s.kind {
      case .forIn(_, let seq, _, _, _, _, _): self.uses[Key(seq)] = .forIn
      case .expr(let e): self.uses[Key(e)] = .discarded(topLevel: c == .topLevel)
      case .assign(let target, "=", let value): self.uses[Key(value)] = .assigned(target)
      case .variable(let v):
        guard let i = v.initializer else { break }
        if let t = v.type {
          self.uses[Key(i)] = .declared(t)
        } else if case .name(let n) = v.pattern {
          self.uses[Key(i)] = .binding(n, topLevel: c == .topLevel)
        }
      default: break
      }
    }
    walk.visitFunction = { f in self.noteResult(of: f.body) }
    walk.visitVariable = { v, _ in if let g = v.accessors?.getter { self.noteResult(of: g) } }
    walk.visitExpr = { e, _ in
      switch e.kind {
      case .closure(let c): self.noteResult(of: c.body)
      case .statementValue(let s): self.noteBranchResults(s)
      case .name(let n): self.names[n, default: []].append(e)
      case .member(let base, _): self.uses[Key(base)] = .expr(e)
      case .string(let parts):
        if parts.contains(where: { if case .text(let t) = $0 { t.utf8.count > 15 } else { false } }) {
          self.hasLongStringLiteral = true
        }
      case .directive(let d, _) where d.hasPrefix("file") || d.hasPrefix("function"):
        self.hasLongStringLiteral = true
      case .call(let f, let args):
        switch f.kind {
        case .name("zip"), .member(_, "zip"), .name("enumerated"), .member(_, "enumerated"):
          self.makesStringWalkingSequences = true
        default: break
        }
        self.uses[Key(f)] = .expr(e)
        for a in args { self.uses[Key(a.value)] = .expr(e) }
      default: break
      }
    }
    walk.walk(stmts)
  }

  private func noteResult(of body: [Stmt]) {
    if body.count == 1, case .expr(let x) = body[0].kind { results.insert(Key(x)) }
  }

  private func noteBranchResults(_ s: Stmt) {
    switch s.kind {
    case .expr(let x): results.insert(Key(x))
    case .ifStmt(_, let then, let els):
      if let last = then.last { noteBranchResults(last) }
      if let last = els?.last { noteBranchResults(last) }
    case .switchStmt(_, let cases): for c in cases { if let last = c.body.last { noteBranchResults(last) } }
    default: break
    }
  }

  /// What uses the value of `e` (nil: nothing the walk knows).
  func use(of e: Expr) -> Use? { uses[Key(e)] }

  /// Whether the value of `e` may reach a print, an interpolation, `type(of:)` or any use the
  /// rules do not hide; `seen` keeps the variables already followed.
  func mayBeShown(_ e: Expr, _ rules: Rules, entriesMayFollow: Bool, _ seen: inout Set<String>) -> Bool {
    guard let use = uses[Key(e)] else { return true }
    switch use {
    case .forIn: return false
    // A REPL entry's last expression is echoed (one in a function's or closure's body is not).
    case .discarded(let topLevel):
      return (topLevel && entriesMayFollow) || (rules.bodyResultsShow && results.contains(Key(e)))
    case .declared(let t): return !rules.declared(t)
    case .assigned(let target): return !rules.assigned(target)
    case .binding(let n, let topLevel):
      // A later REPL entry may print a top-level variable.
      if topLevel && entriesMayFollow { return true }
      guard seen.insert(n).inserted else { return false }
      return (names[n] ?? []).contains { mayBeShown($0, rules, entriesMayFollow: entriesMayFollow, &seen) }
    case .expr(let p):
      switch p.kind {
      case .member(let base, let m) where Key(base) == Key(e):
        var call: Expr? = nil
        if case .expr(let c)? = uses[Key(p)], case .call(let f, _) = c.kind, Key(f) == Key(p) { call = c }
        switch rules.member(m, p, call) {
        case .hidden: return false
        case .shown: return true
        case .follow(let x): return mayBeShown(x, rules, entriesMayFollow: entriesMayFollow, &seen)
        }
      case .call(let f, let args): return Key(f) == Key(e) || !rules.argument(p, f, args)
      default: return true
      }
    }
  }
}
