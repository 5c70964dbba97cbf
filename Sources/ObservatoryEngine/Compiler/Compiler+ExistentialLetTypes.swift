/// `let a: Any = [Int]()`: a `let` declared with an existential type (`Any`, `any Shape`) holds
/// one value for its whole life, and Swift's `type(of: a)` is that value's dynamic type, the type
/// its initializer had where it was put into the existential (`Array<Int>`). The compiler names
/// it when the lesson loads where the initializer's static type decides it (a declaration, an
/// initializer call, a cast: `[1] as [Any]` is `Array<Any>`, which its values would name
/// `Array<Int>`), another such `let`, or, with the compiler check, the type Swift put into the
/// existential there (`SourceFile.printedTypes`: a generic function's `Array<Int>`). Elsewhere the
/// value names itself at run time (a `var`, a parameter, a class with subclasses).
extension Compiler {
  /// The dynamic type `v`'s initializer puts into the existential `v` declares, when the
  /// compiler can name it; nil where the value must name itself at run time.
  func existentialLetTypeName(_ v: VariableDecl) -> (plain: String, qualified: String)? {
    guard v.isLet, let t = v.type, let i = v.initializer else { return nil }
    switch unaliased(t) {
    case .member: return nil  // `Any.Type`: a metatype names itself
    case let d where !isExistentialType(d): return nil
    default: break
    }
    if let name = (try? staticTypeOfName(i, at: i.start)) ?? nil { return name }
    if let name = existentialLetTypeName(of: i) { return name }
    guard !file.printedTypes.isEmpty, let fact = file.printedTypes[swiftLocation(i)] else { return nil }
    return swiftTypeName(fact: fact)
  }

  /// `type(of: a)` of such a `let`: the type its initializer put into it.
  func existentialLetTypeName(of e: Expr) -> (plain: String, qualified: String)? {
    guard case .name(let n) = e.kind else { return nil }
    return facts(of: n)?.existentialType
  }
}
