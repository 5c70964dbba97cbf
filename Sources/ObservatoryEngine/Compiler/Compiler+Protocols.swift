/// Protocols, extensions and what flows between types: a protocol's extension members become
/// the defaults of the types that conform, a subclass inherits its superclass's members, and a
/// member a protocol extension adds without requiring it is dispatched statically on a value whose
/// declared type is the protocol.
extension Compiler {
  func declareProtocol(_ p: ProtocolDecl) {
    let info = ProtocolInfo(name: p.name)
    info.inherited = p.inherited
    info.requirements = Set(p.requirements)
    info.conformances = Set(p.inherited)
    program.globals[program.global(p.name, isLet: true)] = .type(info)
  }

  /// Where an extension's members go: a lesson type, a lesson protocol, or the members the lesson
  /// adds to a builtin type (`extension Int`, `extension Collection`).
  func extensionTarget(_ x: ExtensionDecl) throws -> NominalType {
    if let t = program.nominalType(x.typeName) { return t }
    if BuiltinExtensions.kinds(of: x.typeName) != nil { return program.builtinExtension(x.typeName) }
    throw error(
      "cannot extend '\(x.typeName)': it is not a type of the lesson or one the playground can extend", at: x.start,
      hint: "the playground extends its own types and \(BuiltinExtensions.extendable)")
  }

  func declareExtension(_ x: ExtensionDecl) throws {
    let t = try extensionTarget(x)
    t.conformances.formUnion(x.inherited)
    if x.inherited.contains("CaseIterable") { program.declaredMemberNames.insert("allCases") }
    if x.inherited.contains("Identifiable") { program.declaredMemberNames.insert("id") }
    for m in x.members {
      if case .property(let v) = m, v.accessors?.getter == nil, !v.modifiers.isStatic {
        throw error("extensions cannot add stored properties", at: v.start, hint: "make it a computed property")
      }
    }
    try declareMembers(x.members, of: t, isObservable: false)
  }

  func compileExtension(_ x: ExtensionDecl) throws {
    let t = try extensionTarget(x)
    try compileMembers(x.members.filter { if case .nestedType = $0 { false } else { true } }, of: t, declaration: nil)
  }

  /// R7's gate depends on conformances, which extensions add (`extension Version: Equatable {}`,
  /// verified against Swift 6.3.1): every property's gate is decided again once all are declared.
  func refreshGates() {
    var seen: Set<ObjectIdentifier> = []
    for case .type(let t as NominalType) in program.globals {
      for f in t.fields where seen.insert(ObjectIdentifier(f)).inserted {
        f.gate = f.declaredType.map { gate(for: $0, owner: t) } ?? staticGate(of: f.initialValue, owner: t)
      }
    }
  }

  /// A lesson type that conforms to a collection protocol is refused: the standard library's
  /// collection members (`count`, indices, subscripts) run on the playground's own collections
  /// only, and would stop the lesson half-way on one. A `Sequence` runs (`LessonSequence`,
  /// `Language/lesson-sequences`), as does a type that is only an `IteratorProtocol`.
  func checkSequenceConformances() throws {
    let protocols = [
      "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
      "RangeReplaceableCollection",
    ]
    for case .type(let t as NominalType) in program.globals where !(t is ProtocolInfo) {
      guard let p = protocols.first(where: { t.conformances.contains($0) }), let d = t.declaration else { continue }
      throw error(
        "a lesson type conforming to '\(p)' ('\(t.name)') is not supported by the playground: the standard "
          + "library's sequence methods and for-in run on its own collections only",
        at: d.nameStart, hint: "keep the elements in an array property and use that")
    }
    // A `Sequence` runs (`LessonSequence`) through its own `makeIterator()`, or as its own iterator.
    for case .type(let t as NominalType) in program.globals
    where !(t is ProtocolInfo) && t.conformances.contains("Sequence") && !t.conformances.contains("IteratorProtocol")
      && !t.ownMemberNames.contains("makeIterator")
    {
      guard let d = t.declaration else { continue }
      throw error(
        "a lesson type conforming to 'Sequence' ('\(t.name)') without its own makeIterator() is not supported by the playground",
        at: d.nameStart, hint: "declare func makeIterator() in the type, or make it its own IteratorProtocol")
    }
    try checkAsyncSequenceConformances()
  }

  /// A lesson `AsyncSequence` runs in `for await` only as a class whose `makeAsyncIterator()`
  /// hands over a stream's iterator (the prelude's task groups); its own iterator type's `next()`
  /// is not called by the loop, which would stop the lesson at the loop, so it is refused here.
  private func checkAsyncSequenceConformances() throws {
    for case .type(let t as NominalType) in program.globals where t.conformances.contains("AsyncSequence") {
      guard !(t is ProtocolInfo), let d = t.declaration else { continue }
      let iterator = d.members.lazy.compactMap { m -> FunctionDecl? in
        if case .method(let f) = m, f.name == "makeAsyncIterator", f.params.isEmpty { return f }
        return nil
      }.first
      if t is ClassInfo, case .member(.named(let stream, _), "Iterator")? = iterator?.returnType,
        stream == "AsyncStream" || stream == "AsyncThrowingStream"
      {
        continue
      }
      throw error(
        "a lesson type conforming to 'AsyncSequence' ('\(t.name)') is not supported by the playground: "
          + "'for await' runs over its own streams and iterators only",
        at: d.nameStart, hint: "make the values with an AsyncStream and loop over that")
    }
  }

  /// Swift synthesizes `Comparable` only for enums without raw values (SE-0266); any other type
  /// declaring it needs its own `<` (verified against Swift 6.3.1: a raw-value enum does not compile).
  func checkSynthesizedComparable() throws {
    for case .type(let t as NominalType) in program.globals
    where t.conformances.contains("Comparable") && t.staticMembers[program.symbol("<")] == nil {
      let synthesized = (t as? EnumType).map { $0.rawValues == nil } ?? false
      if !synthesized, let d = t.declaration {
        throw error(
          "type '\(t.name)' does not conform to protocol 'Comparable'", at: d.nameStart,
          hint: t is EnumType
            ? "Swift synthesizes '<' only for enums without raw values; write static func < (a: \(t.name), b: \(t.name)) -> Bool"
            : "write static func < (a: \(t.name), b: \(t.name)) -> Bool")
      }
    }
  }

  /// A subclass inherits the members (methods, computed properties, statics, subscripts) it does
  /// not declare itself, including those extensions add to its superclass.
  func inheritMembers(_ d: TypeDecl) {
    guard let cls = program.nominalType(d.name) as? ClassInfo ?? typeForDecl(d) as? ClassInfo,
      let base = cls.superclass
    else { return }
    for (sym, m) in base.members where cls.members[sym] == nil { cls.members[sym] = m }
    // Static properties (declared `.missing` until compiled) stay the superclass's: one storage,
    // found through `ClassInfo.staticDeclarer`.
    for (sym, m) in base.staticMembers where cls.staticMembers[sym] == nil {
      if case .missing = m { continue }
      cls.staticMembers[sym] = m
    }
    for s in base.subscripts where cls.subscriptFor(argc: s.argc) == nil { cls.subscripts.append(s) }
    cls.conformances.formUnion(base.conformances)
    if cls.equalsFunction == nil { cls.equalsFunction = base.equalsFunction }
    if cls.hashFunction == nil { cls.hashFunction = base.hashFunction }
  }

  /// Every protocol a type conforms to, through protocol inheritance.
  func allProtocols(of t: NominalType) -> [NominalType] {
    var out: [NominalType] = []
    var seen: Set<String> = []
    var pending = Array(t.conformances).sorted()
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      if let p = program.nominalType(name) as? ProtocolInfo {
        out.append(p)
        pending.append(contentsOf: p.inherited)
      } else if BuiltinExtensions.kinds(of: name) != nil, let ext = program.builtinExtensions[name] {
        // `extension Sequence { ... }` members reach conforming lesson types too.
        out.append(ext)
      }
    }
    return out
  }

  /// A type conforms to what its protocols inherit too (`protocol Entity: Equatable`): each
  /// lesson type's conformances are made complete once every protocol is declared.
  func inheritConformances() {
    for case .type(let t as NominalType) in program.globals where !(t is ProtocolInfo) {
      var pending = Array(t.conformances)
      var seen: Set<String> = []
      while let n = pending.popLast(), seen.count < 256 {
        guard seen.insert(n).inserted else { continue }
        t.conformances.insert(n)
        if let p = program.nominalType(n) as? ProtocolInfo { pending += p.inherited }
      }
    }
  }

  /// The types a protocol extension's members can go to: the lesson's types and the standard
  /// types the lesson extends.
  private func protocolDefaultTargets() -> [NominalType] {
    let lessonTypes: [NominalType] = program.globals.compactMap { v in
      if case .type(let t as NominalType) = v, !(t is ProtocolInfo) { return t }
      return nil
    }
    return lessonTypes + program.builtinExtensions.values.filter { !($0 is ProtocolInfo) }
  }

  /// Copies protocol-extension members into each conforming type that does not declare them.
  func applyProtocolDefaults() {
    for t in protocolDefaultTargets() {
      for p in allProtocols(of: t) where p !== t {
        for (sym, m) in p.members where t.members[sym] == nil || t.defaultedMembers.contains(sym) {
          t.members[sym] = m
          t.defaultedMembers.insert(sym)
          t.defaultSources[sym] = p
        }
        for (sym, m) in p.staticMembers where t.staticMembers[sym] == nil {
          t.staticMembers[sym] = m
        }
      }
    }
  }
}

extension Compiler {
  /// A static property a protocol extension gives its conforming types (`static var priority:
  /// Int { 0 }`), once compiled: each type that took it by default (its placeholder still
  /// missing) runs the getter with itself as `Self`, so `id` inside it is the type's own.
  func applyProtocolStaticDefaults() {
    for t in protocolDefaultTargets() {
      for p in allProtocols(of: t) where p !== t {
        for (sym, a) in p.staticAccessors.sorted(by: { $0.key < $1.key }) where a.isComputed {
          guard case .missing? = t.staticMembers[sym], let getter = a.getter else { continue }
          t.staticMembers[sym] = .native(
            NativeFunction(program.symbolName(sym)) { vm, _, _ in try vm.callProto(getter, receiver: .type(t), []) })
          t.staticAccessors[sym] = a
        }
      }
    }
  }
}

/// Static types where Swift's dispatch depends on them: a member that a protocol extension adds
/// but the protocol does not require is called statically on a value whose type is the protocol
/// (`let g: any Greeter = French()` calls the extension's `farewell()`, not French's).
extension Compiler {
  /// The type a variable's declaration wrote, if any.
  func declaredType(of e: Expr) -> TypeExpr? {
    let n: String
    switch e.kind {
    case .name(let name): n = name
    case .dollar(let k): n = "$" + k
    case .member(let base, let field):
      // `model.greeter`, `self.greeter`: the stored property's declared type.
      let owner: NominalType?
      if base.kind.isSelf {
        owner = fn.selfType
      } else if case .named(let t, _)? = declaredType(of: base) {
        owner = program.nominalType(t)
      } else {
        owner = nil
      }
      return owner?.fieldsByName[field]?.declaredType
    default: return nil
    }
    guard let r = resolve(n) else { return nil }
    switch r {
    case .local(let l): return l.declaredType
    // A local of an enclosing function captured by a nested function or closure
    // (`results.append((path, n))` in a `func walk` inside the function that declared `results`).
    case .capture: return declaredLocal(n)?.declaredType
    case .global(let g): return program.globalTypes[g]
    case .selfMember: return fn.selfType?.fieldsByName[n]?.declaredType
    }
  }

  /// The lesson's protocols whose extensions add `name` without requiring it: a call of `name`
  /// dispatches on the static type.
  func protocolsAdding(_ name: String) -> [ProtocolInfo] {
    let sym = program.symbol(name)
    return program.globals.compactMap { g -> ProtocolInfo? in
      guard case .type(let p as ProtocolInfo) = g, p.member(sym) != nil, !isRequirement(name, of: p) else { return nil }
      return p
    }
  }

  /// `Holder(...)`: a lesson type's initializer gives a value of that type (for the static types
  /// of its stored properties).
  func initializedType(_ e: Expr) -> TypeExpr? {
    // `[Item]()`, `Array<Item>()`: an empty array of that type.
    if case .call(let callee, let args) = e.kind, args.isEmpty {
      if case .typeRef(let t) = callee.kind, case .named("Array", _) = t { return t }
      // `[Point?]()`, `[[Int]]()` too.
      if case .array(let items) = callee.kind, items.count == 1, Compiler.namesType(items[0]) {
        return writtenType(callee)
      }
    }
    // `[Int?](repeating: nil, count: 3)`.
    if case .call(let callee, let args) = e.kind, case .array(let items) = callee.kind, items.count == 1,
      Compiler.namesType(items[0]), args.map(\.label) == ["repeating", "count"]
    {
      return writtenType(callee)
    }
    // `Store<Task2>()`, `Set<Int>()`, `[String: Int]()`: the type with its arguments.
    if case .call(let callee, let args) = e.kind {
      if case .typeRef(let t) = callee.kind, case .named(let n, let ts) = t, !ts.isEmpty,
        ["Set", "Dictionary"].contains(n) ? args.isEmpty : program.nominalType(n) != nil
      {
        return t
      }
      if args.isEmpty, case .dictionary = callee.kind, let t = writtenType(callee) { return t }
    }
    guard case .call(let callee, _) = e.kind, case .name(let n) = callee.kind, program.nominalType(n) != nil,
      !(program.nominalType(n) is ProtocolInfo)
    else { return nil }
    return .named(n, [])
  }

  /// The element type of a sequence whose declaration wrote one (`[any Greeter]`).
  func elementType(of e: Expr) -> TypeExpr? {
    switch declaredType(of: e) {
    case .array(let t)?: return t
    case .named("Array", let args)? where args.count == 1: return args[0]
    default: return nil
    }
  }

  /// `gs.map { $0.farewell() }` over `gs: [any Greeter]`: the closure's parameters have the
  /// element type, so its calls dispatch as Swift's do.
  func noteClosureParamTypes(_ base: Expr, _ method: String, _ args: [Argument]) {
    // `reduce(into: [String: (count: Int, value: Double)]()) { acc, x in ... }`: the accumulator
    // has the initial value's type.
    if method == "reduce", args.count == 2, args[0].label == "into", case .closure(let c) = args[1].value.kind,
      closureParamTypes[c.start] == nil, let t = initializedType(args[0].value),
      case .dictionary = unaliased(t)
    {
      closureParamTypes[c.start] = [t, elementType(of: base)]
      return
    }
    guard let element = elementType(of: base) else { return }
    let perElement: Set<String> = [
      "map", "filter", "forEach", "compactMap", "flatMap", "first", "contains", "allSatisfy", "drop", "prefix",
      "firstIndex", "lastIndex", "last", "sorted", "min", "max", "partition", "removeAll",
    ]
    for a in args {
      if case .keyPath(nil, _) = a.value.kind { keyPathRoots[a.value.start] = element }
      guard case .closure(let c) = a.value.kind else { continue }
      if perElement.contains(method) {
        closureParamTypes[c.start] = [element, element]
      } else if method == "reduce" {
        closureParamTypes[c.start] = [nil, element]
      }
    }
  }

  /// The protocol whose extension `name` comes from, when `base`'s static type is that protocol
  /// and `name` is not one of its requirements.
  func staticProtocolMember(_ base: Expr, _ name: String) -> ProtocolInfo? {
    guard var t = base.kind.isSelf ? staticType(of: base) : declaredType(of: base) else { return nil }
    if case .opaque(let inner) = t { t = inner }
    guard case .named(let n, _) = t, let p = program.nominalType(n) as? ProtocolInfo,
      p.member(program.symbol(name)) != nil, !isRequirement(name, of: p)
    else { return nil }
    return p
  }

  private func isRequirement(_ name: String, of p: ProtocolInfo, depth: Int = 0) -> Bool {
    if p.requirements.contains(name) { return true }
    guard depth < 32 else { return false }
    return p.inherited.contains {
      (program.nominalType($0) as? ProtocolInfo).map { isRequirement(name, of: $0, depth: depth + 1) } ?? false
    }
  }
}
