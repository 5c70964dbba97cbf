/// Type arguments handed to overloaded generic functions and methods (`func wrap<T>(_ x: T)`
/// beside `func wrap<T>(_ x: [T])`, `func fetch<T>(_ kind: T.Type)` beside `fetch<T>(_ kind:
/// T.Type, limit: Int)` or beside a non-generic `fetch(id: Int)`). The VM chooses the overload
/// when the call runs (`OverloadResolution.swift`), so a call hands over, for each generic
/// overload its labels fit, the arguments that overload takes (its own parameters bound to the
/// arguments' static types, or with the compiler check Swift's, where the SIL's apply fits one
/// overload only); each overload takes its own (keyed by its declaration, `overloadKey`), and an
/// overload that takes none drops them at its entry, so no later entry takes another's. Where
/// an overload's arguments are not known, it takes nothing and behaves as before.
/// Verified against Swift 6.3.1 (`Language/generic-overload-type-arguments`).
extension Compiler {
  /// Before a direct call of overloaded top-level functions (`all`, one of them generic).
  func emitOverloadTypeArguments(_ all: [FunctionDecl], _ args: [Argument], callee: Expr) {
    guard let name = all.first?.name, program.typeArgumentOverloadNames.contains(name) else { return }
    let candidates = all.filter { !$0.genericParams.isEmpty && accepts($0, args) }
    emitTypeArgumentsPass(
      candidates.map { ($0, Compiler.overloadKey($0.name, $0.start)) }, overloaded: true, args,
      factAt: callee.start, at: callee.end, owner: 0)
  }

  /// The generic overloads of a method (`proto`'s set) a call with `args` may reach, each with
  /// its key.
  func methodOverloadCandidates(_ proto: FunctionProto, _ args: [Argument]) -> [(FunctionDecl, String)] {
    var out: [(FunctionDecl, String)] = []
    for q in proto.overloads ?? [] {
      guard let f = program.typeArgumentMethods[ObjectIdentifier(q)], f.modifiers.isStatic == q.isStatic,
        accepts(f, args)
      else { continue }
      out.append((f, Compiler.overloadKey(Compiler.methodKey(f.name), q.start)))
    }
    return out
  }
}
