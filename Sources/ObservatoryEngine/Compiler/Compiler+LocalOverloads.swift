/// Local functions, and local overloads: functions of one name declared in one block
/// (`func show(_: Int)` beside `func show(_: Any)` inside a function) are one name, as top-level
/// overloads are, and a call chooses among them by the same rules: labels, then the most specific
/// parameter type the argument's static type fits (`Compiler+Overloads`, `OverloadResolution`). The
/// name's cell holds the last one's closure with its siblings (`Closure.siblings`), made when
/// the last of them is declared; each keeps its own captures.
extension Compiler {
  /// Declares the block's local functions before its statements (they may call each other and
  /// themselves): one cell per name, `.missing` until the function (the last overload) is declared.
  func declareLocalFunctions(_ body: [Stmt]) {
    var decls: [String: [FunctionDecl]] = [:]
    var order: [(String, Int)] = []
    for s in body {
      guard case .function(let f) = s.kind else { continue }
      if decls[f.name] == nil { order.append((f.name, s.start)) }
      decls[f.name, default: []].append(f)
    }
    for (name, start) in order {
      let group = decls[name] ?? []
      let l = declareLocal(name, isLet: false, forceCell: true)
      // Their signatures: what a call passes static types for, and unwraps arguments by.
      fn.scopes[fn.scopes.count - 1][name]?.overloads = LocalOverloads(
        signatures: group.map {
          Signature(
            owner: nil, labels: $0.params.map(\.label), types: $0.params.map(\.type), result: $0.returnType,
            hasDefaults: $0.params.contains { $0.defaultValue != nil || $0.isVariadic })
        }, first: group[0].start, last: group[group.count - 1].start)
      if group.allSatisfy({ !$0.genericParams.isEmpty }) {
        fn.scopes[fn.scopes.count - 1][name]?.genericFunctions = group  // each takes type arguments
      }
      emit(.pushConst(constant(.missing)), start)
      emit(.newCell(l.slot), start)
    }
  }

  /// A local function's declaration: its closure stored in its name's cell (for overloads, once
  /// the last of them is compiled).
  func compileLocalFunction(_ f: FunctionDecl, at offset: Int) throws {
    guard let r = resolve(f.name), case .local(let l) = r else { return }
    let p = try compileFunction(f, kind: .closure, selfType: nil, parent: fn)
    fn.proto.nested.append(p)
    if let group = l.overloads {
      if f.start == group.first {
        localOverloadSets[group.first] = p
      } else if let first = localOverloadSets[group.first] {
        try checkOverload(p, beside: first, at: f.start, types: f.params.map(\.type))
        first.addOverload(p)
      }
      guard f.start == group.last else { return }
      localOverloadSets[group.first] = nil
    }
    emit(.makeClosure(fn.proto.nested.count - 1), offset)
    emit(.storeLocalCell(l.slot), offset)
  }
}

/// The local functions of one name declared in one block: their signatures (what a call passes
/// static types for) and where the first and the last are declared.
struct LocalOverloads {
  let signatures: [Compiler.Signature]
  let first: Int
  let last: Int
}
