/// Classes that conform to `Observable` by hand (`final class Counter: Observable`, with an
/// `ObservationRegistrar` they call from their accessors): each gets the table of its properties'
/// observation ids (`ObservationByHand`), the stored property each getter returns (the value the
/// trace shows), and its setters' ids (R7's same-value write). Key paths written inside the class
/// are resolved to ids here, once (`Observation/ManualRegistrar.swift` runs the calls).
extension Compiler {
  func declareObservationByHand(_ decls: [TypeDecl]) throws {
    for d in decls {
      guard let cls = (program.nominalType(d.name) ?? typeForDecl(d)) as? ClassInfo, !cls.isObservable else {
        continue
      }
      let inherited = cls.superclass?.observedByHand
      guard inherited != nil || conformsToObservable(cls) else { continue }
      if cls.superclass.map(inheritsMacro) == true {
        throw error(
          "a class that conforms to 'Observable' by hand and inherits from an '@Observable' class is not supported by the playground",
          at: d.start, hint: "make \(d.name) '@Observable' too, or conform the superclass by hand")
      }
      var names = inherited?.names ?? []
      let own = cls.fields.map(\.name).filter { !names.contains($0) }
      let computed = d.members.compactMap { m -> String? in
        guard case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter != nil,
          case .name(let n) = v.pattern, !names.contains(n)
        else { return nil }
        return n
      }
      names += own + computed
      let table = ObservationByHand(names: names)
      if let inherited { for (k, s) in inherited.storage.enumerated() { table.storage[k] = s } }
      for m in d.members {
        guard case .property(let v) = m, !v.modifiers.isStatic, let getter = v.accessors?.getter,
          case .name(let n) = v.pattern, let id = table.ids[n]
        else { continue }
        table.storage[id] = returnedField(getter, of: cls)
        if case .computed(_, let setter?)? = cls.member(program.symbol(n)) { setter.observedId = id }
      }
      cls.byHand = table
    }
    for d in decls {
      if let cls = (program.nominalType(d.name) ?? typeForDecl(d)) as? ClassInfo, cls.isObservable,
        cls.superclass?.observedByHand != nil
      {
        throw error(
          "an '@Observable' class that inherits from a class that conforms to 'Observable' by hand is not supported by the playground",
          at: d.start, hint: "conform \(d.name) by hand too, or make the superclass '@Observable'")
      }
    }
  }

  /// `\.count` inside a class that conforms by hand: the property's id, known from now on.
  func resolveObservedKeyPath(_ k: KeyPathValue) {
    guard let cls = fn.selfType as? ClassInfo, cls.observedByHand != nil, k.root == nil || k.root == cls.name,
      let id = ObservationRuntime.observationId(k.components, in: cls)
    else { return }
    k.observed = (cls, id)
  }

  /// Whether the class declares `Observable`, directly or through a protocol that inherits it
  /// (`protocol Model: Observable`).
  private func conformsToObservable(_ cls: ClassInfo) -> Bool {
    var pending = Array(cls.conformances)
    var seen: Set<String> = []
    while let n = pending.popLast() {
      if n == "Observable" || n == "Observation.Observable" { return true }
      guard seen.insert(n).inserted else { continue }
      if let p = program.nominalType(n) as? ProtocolInfo { pending += p.inherited }
    }
    return false
  }

  private func inheritsMacro(_ cls: ClassInfo) -> Bool {
    var c: ClassInfo? = cls
    while let k = c {
      if k.isObservable { return true }
      c = k.superclass
    }
    return false
  }

  /// The stored property a getter returns as its last statement (`return _count`, `self._count`).
  private func returnedField(_ body: [Stmt], of cls: ClassInfo) -> Int? {
    let e: Expr
    switch body.last?.kind {
    case .returnStmt(let x?)?: e = x
    case .expr(let x)?: e = x
    default: return nil
    }
    switch e.kind {
    case .name(let n): return cls.fieldsByName[n]?.index
    case .member(let base, let n) where base.kind.isSelf: return cls.fieldsByName[n]?.index
    default: return nil
    }
  }
}
