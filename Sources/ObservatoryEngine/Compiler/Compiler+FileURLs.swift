import Foundation

/// `appendingPathComponent(_:)` on a `file:` URL asks the file system whether the result is a
/// directory (`file:///` + "tmp" is `file:///tmp/` on a machine that has one; verified against
/// Swift 6.3.1), and a lesson run must not depend on the machine. So each call is checked when the
/// lesson loads: its receiver must be a URL the compiler sees is not a file URL — made by
/// `URL(string:)` from a literal with another scheme (`"https://..."`, also interpolated after the
/// scheme), derived from one (`appending(path:)`, `deletingLastPathComponent()`...), a variable
/// or property every binding of whose name in the lesson is such a URL, or a call of a lesson
/// function every one of whose `return`s gives one. Anything else (a parameter, a URL made from a
/// variable) is refused by name.
extension Compiler {
  /// Records, for each name, the expressions the lesson binds to it (declarations and `=`
  /// assignments); a name also bound where the compiler cannot see the value (a parameter, a
  /// pattern, a stored property set by an initializer) gets a nil entry.
  func noteURLBindings(_ stmts: [Stmt]) {
    var sources = program.boundExpressions
    func unseen(_ names: [String]) { for n in names { sources[n, default: []].append(nil) } }
    var walk = SyntaxWalk()
    walk.visitVariable = { v, _ in
      if case .name(let n) = v.pattern, let e = v.initializer {
        sources[n, default: []].append(e)
      } else {
        unseen(v.pattern.names)
      }
    }
    walk.visitStmt = { s, _ in
      switch s.kind {
      case .assign(let target, let op, let value):
        if let n = Compiler.boundName(target) { sources[n, default: []].append(op == "=" ? value : nil) }
      case .forIn(let p, _, _, _, _, _, _): unseen(p.names)
      case .switchStmt(_, let cases): for k in cases { unseen(k.patterns.flatMap(\.names)) }
      case .doStmt(_, let catches): for k in catches { unseen(k.pattern?.names ?? []) }
      case .ifStmt(let cs, _, _), .guardStmt(let cs, _), .whileStmt(let cs, _):
        for c in cs {
          switch c {
          // `if let url = URL(string: s)`; `if let url` binds what `url` was.
          case .optionalBinding(_, let n, let value?, _): sources[n, default: []].append(value)
          case .casePattern(let p, _, _): unseen(p.names)
          default: break
          }
        }
      default: break
      }
    }
    walk.visitFunction = { f in
      unseen(f.params.map(\.name))
      // What a function returns is bound to `name()`: `func url(for r: String) -> URL { base... }`.
      let key = "()" + f.name
      if f.body.count == 1, case .expr(let e) = f.body[0].kind {
        sources[key, default: []].append(e)
      } else {
        Compiler.returnedExpressions(f.body) { sources[key, default: []].append($0) }
      }
    }
    walk.visitExpr = { e, _ in if case .closure(let c) = e.kind { unseen(c.params.map(\.name)) } }
    // A stored property an initializer may set (any without a value; a struct's `var`, which its
    // memberwise initializer takes): its value is not seen here.
    walk.visitType = { t in
      for case .property(let v) in t.members where v.accessors == nil {
        if v.initializer == nil || (t.kind == .struct && !v.isLet) { unseen(v.pattern.names) }
      }
    }
    walk.walk(stmts)
    program.boundExpressions = sources
  }

  /// The values `return` statements give, not those of nested closures and functions (nil for a
  /// `return` without a value).
  static func returnedExpressions(_ stmts: [Stmt], _ found: (Expr?) -> Void) {
    for s in stmts {
      switch s.kind {
      case .returnStmt(let e): found(e)
      case .ifStmt(_, let a, let b):
        returnedExpressions(a, found)
        returnedExpressions(b ?? [], found)
      case .guardStmt(_, let body), .whileStmt(_, let body), .repeatWhile(let body, _), .forIn(_, _, _, let body, _, _, _),
        .deferStmt(let body):
        returnedExpressions(body, found)
      case .switchStmt(_, let cases): for k in cases { returnedExpressions(k.body, found) }
      case .doStmt(let body, let catches):
        returnedExpressions(body, found)
        for k in catches { returnedExpressions(k.body, found) }
      case .labeled(_, let inner): returnedExpressions([inner], found)
      default: continue
      }
    }
  }

  /// The name an assignment binds: `url = ...`, `self.url = ...`, `model.url = ...`.
  static func boundName(_ target: Expr) -> String? {
    switch target.kind {
    case .name(let n): return n
    case .member(_, let n): return n
    default: return nil
    }
  }

  /// `receiver.appendingPathComponent(...)`: refused unless the receiver is a URL that is not a
  /// file URL.
  func checkFileURLAppending(_ receiver: Expr, at offset: Int) throws {
    var visiting: Set<String> = []
    guard !isNotFileURL(receiver, &visiting) else { return }
    throw error(
      "appendingPathComponent(_:) on a URL that may be a file URL is not supported by the playground: on a file "
        + "URL Swift asks the file system whether the path is a directory (the playground sees only URLs made by "
        + "URL(string:) from a literal with another scheme)",
      at: offset,
      hint: "make the URL with URL(string: \"https://...\") from a literal, or use appending(path:)")
  }

  /// Whether the expression is a URL the compiler sees is not a `file:` URL (or nil).
  private func isNotFileURL(_ e: Expr, _ visiting: inout Set<String>) -> Bool {
    switch e.kind {
    case .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x): return isNotFileURL(x, &visiting)
    case .nilLiteral: return true
    case .ternary(_, let a, let b): return isNotFileURL(a, &visiting) && isNotFileURL(b, &visiting)
    case .binary("??", let a, let b): return isNotFileURL(a, &visiting) && isNotFileURL(b, &visiting)
    case .call(let callee, let args):
      switch callee.kind {
      case .name("URL") where isBuiltinType("URL"):
        guard args.count == 1, args[0].label == "string", case .string(let parts) = args[0].value.kind else {
          return false
        }
        return Compiler.isNotFileURLText(parts)
      case .member(let base, let m) where !isLessonMember(m):
        let derived = [
          "appendingPathComponent", "appending", "deletingLastPathComponent", "deletingPathExtension",
          "appendingPathExtension",
        ]
        return derived.contains(m) && isNotFileURL(base, &visiting)
      // A lesson function or method: every value it returns.
      case .name(let f), .member(_, let f): return isNotFileURLName("()" + f, &visiting)
      default: return false
      }
    case .name(let n), .member(_, let n):
      if case .member(let base, _) = e.kind, case .name(let t) = base.kind, t == "URL" { return false }
      return isNotFileURLName(n, &visiting)
    default: return false
    }
  }

  /// Every value bound to the name is a URL that is not a file URL.
  private func isNotFileURLName(_ n: String, _ visiting: inout Set<String>) -> Bool {
    guard !visiting.contains(n) else { return true }  // `url = url.appending(...)`: as its other bindings
    guard let sources = program.boundExpressions[n], !sources.isEmpty else { return false }
    visiting.insert(n)
    defer { visiting.remove(n) }
    return sources.allSatisfy { $0.map { isNotFileURL($0, &visiting) } ?? false }
  }

  /// A string literal's URL is not a file URL: the whole text parsed by Foundation, or, with
  /// interpolation, a scheme written before it.
  static func isNotFileURLText(_ parts: [InterpolatedPart]) -> Bool {
    var text = ""
    var interpolated = false
    for p in parts {
      switch p {
      case .text(let t) where !interpolated: text += t
      default: interpolated = true
      }
    }
    if !interpolated { return URL(string: text).map { !$0.isFileURL } ?? true }
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon]
    let schemeCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "+-."))
    guard let first = scheme.unicodeScalars.first, CharacterSet.letters.contains(first),
      scheme.unicodeScalars.allSatisfy({ schemeCharacters.contains($0) })
    else { return false }
    return scheme.lowercased() != "file"
  }
}
