/// How a call's argument labels are named (a label set's index, `Program.labelSets`): the set a
/// call naming every parameter as declared uses, the one a function called as a value uses, and
/// whether a function's calls can take `pushPlainFrame`'s fast path (worked out at its first call).
extension Program {
  /// Works out `p.isPlainCall` (at its first call).
  func notePlainCall(_ p: FunctionProto) {
    // A method may run on an actor unless its type cannot be one (a protocol's may).
    let ownerIsNoActor = p.owner is StructType || p.owner is EnumType || (p.owner as? ClassInfo)?.isActor == false
    let actorMethod = (p.kind == .method || p.kind == .getter) && !ownerIsNoActor
    p.plainLength = p.code.count
    p.plainArity = p.paramCount
    p.plainReserve = p.slotCount + 16
    p.plainTop = max(p.slotCount, p.paramCount + 1)
    _ = exactLabels(p)
    p.isPlainCall =
      p.overloads == nil && !p.hasVariadic && !actorMethod && !p.runsOffMainActor
      && p.paramShapes.allSatisfy { $0 == nil }
    p.plainKey = p.isPlainCall == true ? FunctionProto.plainKey(argc: p.plainArity, labels: p.exactLabelSet) : -1
  }

  /// The label set of a call that names every parameter as declared (no dictionary on a call).
  func exactLabels(_ p: FunctionProto) -> Int {
    if p.exactLabelSet >= 0 { return p.exactLabelSet }
    let id = labelSet(p.paramLabels)
    p.exactLabelSet = id
    return id
  }

  /// A function used as a value has no argument labels in Swift (`names.map(greet)` for
  /// `func greet(name:)`, `map(Player.init)` for `init(name:)`): a builtin calling one passes its
  /// arguments in order, under the function's own labels (a type's only initializer taking that
  /// many arguments).
  func valueCallLabels(_ callee: Value, _ n: Int) -> Int {
    let p: FunctionProto?
    switch callee {
    case .closure(let c): p = c.proto
    case .boundMethod(let m): p = m.function
    case .type(let tv) where tv.unspecialized is NominalType:
      let fits = (tv.unspecialized as! NominalType).inits.filter { $0.paramCount == n && !$0.hasVariadic }
      p = fits.count == 1 ? fits[0] : nil
    default: p = nil
    }
    guard let p, p.paramCount == n, !p.hasVariadic, p.paramLabels.allSatisfy({ $0 != Program.trailingClosureLabel })
    else { return positionalLabelSet(n) }
    return exactLabels(p)
  }
}
