/// Type declarations: classes (with their superclass), structs, enums (with raw values), nested
/// types, protocols, and extensions of lesson and builtin types. Declaring happens in phases, as
/// Swift sees a whole file at once: every type's name, then every member's name and storage, then
/// extensions, inherited members and protocol defaults, and only then the code of each member.
extension Compiler {
  /// A type declaration found in the script, with the declaration it is nested in.
  struct TypeSite {
    let decl: TypeDecl
    let outer: TypeDecl?
    /// Declared inside a top-level function's body (`struct BadRow: Error` next to its `throw`).
    var isLocal = false
  }

  /// Type declarations anywhere in the script body (and nested in other types) are hoisted; so
  /// are those in a top-level function's body (a local type cannot capture the function's
  /// locals, so only its name's scope differs, and `checkLocalTypeNames` keeps that unique).
  func collectTypes(_ stmts: [Stmt]) -> [TypeSite] {
    var out: [TypeSite] = []
    func visitType(_ t: TypeDecl, outer: TypeDecl?, isLocal: Bool = false) {
      out.append(TypeSite(decl: t, outer: outer, isLocal: isLocal))
      for m in t.members { if case .nestedType(let n) = m { visitType(n, outer: t) } }
    }
    func visitLocal(_ ss: [Stmt]) {
      for s in ss {
        switch s.kind {
        case .type(let t): visitType(t, outer: nil, isLocal: true)
        case .doStmt(let body, _): visitLocal(body)
        case .function(let f): visitLocal(f.body)
        default: break
        }
      }
    }
    func visit(_ ss: [Stmt]) {
      for s in ss {
        switch s.kind {
        case .type(let t): visitType(t, outer: nil)
        case .function(let f): visitLocal(f.body)
        case .extensionDecl(let x):
          for m in x.members {
            if case .nestedType(let n) = m { out.append(TypeSite(decl: n, outer: nil)) }
          }
        case .doStmt(let body, _): visit(body)
        default: break
        }
      }
    }
    visit(stmts)
    return out
  }

  /// Declares everything the script declares, in Swift's order-independent way.
  func declareTypes(_ stmts: [Stmt]) throws -> [TypeDecl] {
    for s in stmts { if case .protocolDecl(let p) = s.kind { declareProtocol(p) } }
    let sites = collectTypes(stmts)
    try checkLocalTypeNames(sites)
    try refuseLiteralConformances(sites, stmts)
    for site in sites { try declareType(site.decl, outer: site.outer.flatMap { program.nominalType($0.name) }) }
    let extensions = stmts.compactMap { s -> ExtensionDecl? in
      if case .extensionDecl(let x) = s.kind { return x } else { return nil }
    }
    for x in extensions { try attachNestedTypes(x) }
    for s in stmts { if case .typeAlias(let name, let type) = s.kind { try declareAlias(name, type, at: s.start) } }
    let ordered = try orderBySuperclass(sites.map(\.decl))
    for d in ordered { try declareMembers(d) }
    for x in extensions { try declareExtension(x) }
    for d in ordered { inheritMembers(d) }
    inheritConformances()
    applyProtocolDefaults()
    findShadowedDefaults()
    refreshGates()
    try declareObservationByHand(ordered)
    try checkSynthesizedComparable()
    try checkSequenceConformances()
    try decideKeyFields(stmts)
    program.refreshBuiltinExtensions()
    return ordered
  }

  /// A type declared in a function's body is hoisted under its own name, which no other type of
  /// the lesson may have (Swift's local types of one name in two functions are two types).
  private func checkLocalTypeNames(_ sites: [TypeSite]) throws {
    for site in sites where site.isLocal {
      if let other = sites.first(where: { $0.decl !== site.decl && $0.decl.name == site.decl.name }) {
        let at = max(site.decl.start, other.decl.start)
        throw error(
          "two types named '\(site.decl.name)', one of them declared inside a function, are not supported by the playground",
          at: at, hint: "give one of them another name")
      }
    }
  }

  /// `ExpressibleByStringLiteral` and the other literal protocols make a literal a value of the
  /// lesson's type where Swift's static type says so (`let t: Tag = "swift"`, `"x" * 2` with
  /// `static func *`). Where the compiler check read those places from Swift's SIL
  /// (`SourceFile.literalInits`), the integer, float, string and Boolean ones run as Swift's;
  /// without the check, through a generic requirement, or for the other literal protocols the
  /// playground would keep the literal: an error when the lesson loads, naming the protocol.
  private func refuseLiteralConformances(_ sites: [TypeSite], _ stmts: [Stmt]) throws {
    var declared = sites.map { ($0.decl.inherited, $0.decl.name, $0.decl.start) }
    for s in stmts { if case .extensionDecl(let x) = s.kind { declared.append((x.inherited, x.typeName, x.start)) } }
    let madeFromSIL: Set<String> =
      file.acceptedBySwift && !file.genericLiteralInit
      ? [
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByStringLiteral",
        "ExpressibleByBooleanLiteral",
      ] : []
    for (inherited, name, at) in declared {
      guard
        let p = inherited.first(where: {
          $0.hasPrefix("ExpressibleBy") && $0.hasSuffix("Literal") && !madeFromSIL.contains($0)
        })
      else {
        continue
      }
      throw error(
        "a lesson type conforming to '\(p)' ('\(name)') is not supported by the playground: it does not know where Swift's static types turn a literal into a '\(name)'",
        at: at, hint: "make the value with an initializer: '\(name)(...)'")
    }
    // A REPL entry that makes a literal through a generic requirement, after an earlier entry
    // declared a type with a literal conformance: which type it makes the playground cannot tell.
    guard file.genericLiteralInit else { return }
    for case .type(let t as NominalType) in program.globals where !(t is ProtocolInfo) {
      guard let p = t.conformances.sorted().first(where: { $0.hasPrefix("ExpressibleBy") && $0.hasSuffix("Literal") })
      else { continue }
      throw error(
        "a literal made a value through a generic requirement beside a lesson type conforming to '\(p)' ('\(t.name)') is not supported by the playground",
        at: stmts.first?.start ?? 0, hint: "make the value with an initializer: '\(t.name)(...)'")
    }
  }

  /// A type declared where the playground does not hoist it (inside a method, a closure, a
  /// loop): an error when the lesson loads, naming it.
  func checkTypeWasHoisted(_ d: TypeDecl, at offset: Int) throws {
    guard program.nominalType(d.name)?.declaration !== d else { return }
    throw error(
      "a type declared here ('\(d.name)') is not supported by the playground: only types at the top level, in a 'do' block or directly in a top-level function's body are",
      at: offset, hint: "declare '\(d.name)' at the top level")
  }

  /// Compiles the code of every declared type and extension.
  func compileTypes(_ ordered: [TypeDecl], _ stmts: [Stmt]) throws {
    for d in ordered { try compileMembers(d) }
    for s in stmts { if case .extensionDecl(let x) = s.kind { try compileExtension(x) } }
    applyProtocolStaticDefaults()
  }

  func declareType(_ d: TypeDecl, outer: NominalType?) throws {
    let t: NominalType
    switch d.kind {
    case .class, .actor:
      t = ClassInfo(
        name: d.name, isObservable: d.modifiers.has("Observable"),
        isObservableObject: d.inherited.contains("ObservableObject"))
      (t as? ClassInfo)?.isActor = d.kind == .actor
    case .struct: t = StructType(name: d.name)
    case .enum, .extension: t = EnumType(name: d.name)
    }
    t.conformances = Set(d.inherited)
    if file === LessonPrelude.parsed.file { t.module = "Swift" }
    if d.inherited.contains("CaseIterable") { program.declaredMemberNames.insert("allCases") }
    // An `Identifiable` class has the standard library's `id` (its ObjectIdentifier).
    if d.inherited.contains("Identifiable") { program.declaredMemberNames.insert("id") }
    t.genericParams = d.genericParams
    t.equatableGenericParams = d.equatableGenericParams
    t.isMainActor = d.modifiers.has("MainActor") || d.inherited.contains("View") || outer?.isMainActor == true
    t.declaration = d
    if d.modifiers.has("Observable") && d.kind == .struct {
      throw error(
        "'@Observable' can only be applied to a class", at: d.start, hint: "write '@Observable final class \(d.name)'")
    }
    if d.modifiers.has("Observable") && d.inherited.contains("ObservableObject") {
      throw error(
        "a class cannot be both '@Observable' and 'ObservableObject' in the playground", at: d.start,
        hint: "pick one: @Observable for the Observation framework, ObservableObject for the legacy model")
    }
    register(t, outer: outer)
  }

  /// A type is a global under its full path (`Outer.Inner`); a nested type also under its own
  /// name when no other type has it, and always inside its enclosing type's code.
  func register(_ t: NominalType, outer: NominalType?) {
    if let outer {
      t.outer = outer
      t.path = outer.path + "." + t.name
      outer.nestedTypes[t.name] = t
      program.globals[program.global(t.path, isLet: true)] = .type(t)
      if program.globalIndex[t.name] == nil {
        program.globals[program.global(t.name, isLet: true)] = .type(t)
      }
    } else {
      program.globals[program.global(t.name, isLet: true)] = .type(t)
    }
  }

  /// `typealias ID = UUID`: the name stands for the type (a lesson type, a nested one, or a builtin).
  func declareAlias(_ name: String, _ type: TypeExpr, at offset: Int) throws {
    program.aliasedTypes[name] = type
    let target: Value?
    switch type {
    case .named(let n, _): target = program.globalIndex[n].map { program.globals[$0] }
    case .member: target = nominalType(for: type).map { .type($0) }
    // `typealias Board = [[Int]]`, `typealias Scores = [String: Int]`: annotations read the
    // alias (`program.aliasedTypes`); `Board()` and `Board(repeating:count:)` make an Array.
    // As a value the alias is the type with its arguments (`[Row].self` is `Array<Array<Int>>`).
    case .array(let e):
      target = .type(BuiltinType(name: "Array", arguments: [e.description], argumentNames: [staticTypeName(e)]))
    case .dictionary(let k, let v):
      target = .type(
        BuiltinType(
          name: "Dictionary", arguments: [k.description, v.description],
          argumentNames: [staticTypeName(k), staticTypeName(v)]))
    default: target = nil
    }
    guard let target, case .type = target else {
      // Function and tuple types name nothing the lesson can call or construct; annotations ignore them.
      if case .function = type { return }
      if case .tuple = type { return }
      throw error("cannot find type '\(type.description)' for the type alias '\(name)'", at: offset)
    }
    program.globals[program.global(name, isLet: true)] = target
  }

  /// `extension Outer { struct Inner { } }`: the nested type belongs to `Outer`.
  func attachNestedTypes(_ x: ExtensionDecl) throws {
    guard let outer = program.nominalType(x.typeName) else { return }
    for m in x.members {
      guard case .nestedType(let n) = m, let t = program.nominalType(n.name), t.outer == nil, t !== outer else {
        continue
      }
      register(t, outer: outer)
    }
  }

  /// Links each class to its lesson superclass and orders declarations so a superclass comes
  /// before the classes that inherit from it.
  func orderBySuperclass(_ decls: [TypeDecl]) throws -> [TypeDecl] {
    var out: [TypeDecl] = []
    var placed: Set<ObjectIdentifier> = []
    func place(_ d: TypeDecl, _ chain: Int) throws {
      guard let t = program.nominalType(d.name), !placed.contains(ObjectIdentifier(t)) else { return }
      if chain > 64 { throw error("'\(d.name)' inherits from itself", at: d.nameStart) }
      if let cls = t as? ClassInfo, let first = d.inherited.first, let base = program.nominalType(first) {
        guard let baseClass = base as? ClassInfo else {
          if base is StructType || base is EnumType {
            throw error("'\(d.name)' cannot inherit from '\(first)': only classes have subclasses", at: d.nameStart)
          }
          placed.insert(ObjectIdentifier(t))
          out.append(d)
          return
        }
        if baseClass.isObservableObject != cls.isObservableObject && cls.isObservable {
          // @Observable on a subclass of an ObservableObject: both models on one object.
          throw error(
            "a class cannot be both '@Observable' and 'ObservableObject' in the playground", at: d.start,
            hint: "pick one: @Observable for the Observation framework, ObservableObject for the legacy model")
        }
        cls.superclass = baseClass
        if baseClass.isMainActor { cls.isMainActor = true }
        if let baseDecl = baseClass.declaration { try place(baseDecl, chain + 1) }
      }
      placed.insert(ObjectIdentifier(t))
      out.append(d)
    }
    for d in decls { try place(d, 0) }
    return out
  }

  /// Registers fields and member names (without compiling bodies), so methods can refer to any
  /// member. A subclass starts with its superclass's stored properties (same indices).
  func declareMembers(_ d: TypeDecl) throws {
    guard let t = program.nominalType(d.name) ?? typeForDecl(d) else { return }
    if let cls = t as? ClassInfo, let base = cls.superclass {
      for f in base.fields { t.addField(f, symbol: program.symbol(f.name)) }
      cls.conformances.formUnion(base.conformances)
    }
    if let e = t as? EnumType { try declareRawValues(e, d) }
    try declareMembers(d.members, of: t, isObservable: (t as? ClassInfo)?.isObservable ?? false)
  }

  /// The type a declaration made (a nested type registered under its path).
  func typeForDecl(_ d: TypeDecl) -> NominalType? {
    for case .type(let t as NominalType) in program.globals where t.declaration === d { return t }
    return nil
  }

  func declareMembers(_ members: [Member], of t: NominalType, isObservable: Bool) throws {
    try checkRedeclarations(members)
    for m in members {
      switch m {
      case .method(let f):
        if isObservable, f.name == "access" || f.name == "withMutation", f.params.first?.label == "keyPath" {
          // The macro's accessors would call these instead of the registrar's (they run as the
          // registrar's here): refused rather than skipped.
          throw error(
            "an '@Observable' class's own '\(f.name)(keyPath:...)', which the macro's accessors call, is not supported by the playground",
            at: f.start, hint: "conform to Observable by hand (lesson 20) to write access and withMutation yourself")
        }
        t.ownMemberNames.insert(f.name)
      case .property(let v): t.ownMemberNames.formUnion(v.pattern.names)
      default: break
      }
      switch m {
      case .property(let v):
        guard case .name(let name) = v.pattern else {
          throw error("a property must be a single name", at: v.start)
        }
        let sym = program.symbol(name)
        if !v.modifiers.isStatic { try checkMethodBeside(property: v, name, in: t, sym) }
        t.defaultedMembers.remove(sym)
        if v.modifiers.isStatic {
          t.staticMembers[sym] = .missing
          continue
        }
        if let acc = v.accessors, acc.getter != nil {
          let g = FunctionProto(name: name, kind: .getter, file: file, start: v.start)
          g.declaredResult = v.type
          let s = acc.setter != nil ? FunctionProto(name: name, kind: .setter, file: file, start: v.start) : nil
          s?.isNonmutatingSetter = acc.nonmutatingSetter && !(t is ClassInfo)
          t.members[sym] = .computed(getter: g, setter: s)
          continue
        }
        if t is EnumType { throw error("enums cannot have stored properties", at: v.start) }
        if let cls = t as? ClassInfo, let base = cls.superclass?.fieldsByName[name], v.initializer == nil,
          let acc = v.accessors, acc.willSet != nil || acc.didSet != nil
        {
          // `override var label: String { didSet { ... } }`: observers on the inherited storage.
          let copy = base.overriddenCopy()
          t.fields[base.index] = copy
          t.addField(copy, symbol: sym, replacing: true)
          continue
        }
        let ignored = v.modifiers.has("ObservationIgnored")
        if isObservable && v.modifiers.has("Published") && !ignored {
          throw error(
            "'@Published' cannot be used in an '@Observable' class: both want to generate the storage '_\(name)'",
            at: v.start, hint: "drop @Published; @Observable already tracks the property")
        }
        if v.modifiers.isLazy {
          if t is StructType { program.lazyStructFields.insert(name) }
          if isObservable && !ignored {
            // Verified against Swift 6.3.1: the macro's init accessor cannot refer to a lazy property.
            throw error(
              "'lazy' properties of an '@Observable' class must be '@ObservationIgnored' (as Swift requires)",
              at: v.start, hint: "write '@ObservationIgnored lazy var \(name)'")
          }
        }
        let field = FieldInfo(
          name: name, index: t.fields.count, isLet: v.isLet, isTracked: isObservable && !v.isLet && !ignored,
          isPublished: v.modifiers.has("Published"),
          shape: v.modifiers.has("weak")
            ? .weak : v.modifiers.has("unowned") ? .unowned : shape(for: v.type, v.initializer),
          declaredType: v.type,
          gate: v.type.map { gate(for: $0, owner: t) } ?? staticGate(of: v.initializer, owner: t),
          attributes: v.modifiers.attributes)
        field.initialValue = v.initializer
        field.isImplicitlyUnwrapped = v.isImplicitlyUnwrapped
        if v.isImplicitlyUnwrapped { program.hasImplicitlyUnwrapped = true }
        t.addField(field, symbol: sym)
      case .method(let f):
        let p = FunctionProto(name: f.name, kind: .method, file: file, start: f.start)
        p.declaredLabels = f.params.map(\.label)
        p.declaredTypes = f.params.map(\.type)
        p.declaredResult = f.returnType
        p.isMutating = f.modifiers.isMutating
        p.isStatic = f.modifiers.isStatic
        if f.modifiers.isMutating { program.mutatingMethodNames.insert(f.name) }
        if !f.modifiers.isMutating && !f.modifiers.isStatic { program.nonmutatingMethodNames.insert(f.name) }
        if f.modifiers.isMutating && f.isAsync { program.mutatingAsyncMethodNames.insert(f.name) }
        if !f.genericParams.isEmpty {
          program.typeArgumentMethods[ObjectIdentifier(p)] = f  // `Compiler+MethodTypeArguments.swift`
        }
        let sym = program.symbol(f.name)
        if !f.modifiers.isStatic { try checkPropertyBeside(method: f, in: t, sym) }
        t.defaultedMembers.remove(sym)
        if f.name == "hash", !f.modifiers.isStatic, f.params.map(\.label) == ["into"] { t.hashFunction = p }
        if f.modifiers.isStatic {
          if case .closure(let existing)? = t.staticMembers[sym], existing.proto.kind == .method, f.name != "==" {
            // `static func draw(_: Shape)` beside `static func draw(_: Circle)`.
            try checkOverload(p, beside: existing.proto, at: f.start, types: f.params.map(\.type))
            existing.proto.addOverload(p)
            continue
          }
          t.staticMembers[sym] = .closure(Closure(proto: p, captures: []))
          if f.name == "==" { t.equalsFunction = p }
        } else if case .method(let existing)? = t.members[sym], !t.defaultedMembers.contains(sym),
          existing.owner === t || existing.owner == nil
        {
          p.declaredLabels = f.params.map(\.label)
          p.declaredTypes = f.params.map(\.type)
          p.declaredResult = f.returnType
          try checkOverload(p, beside: existing, at: f.start, types: f.params.map(\.type))
          existing.addOverload(p)  // `func f(a:)` beside `func f(b:)`
        } else {
          t.members[sym] = .method(p)
        }
      case .enumCase(let c):
        guard let e = t as? EnumType else { continue }
        e.caseIndexByName[c.name] = e.cases.count
        e.cases.append(
          EnumType.Case(
            name: c.name, payloadCount: c.payload.count, payloadLabels: c.payloadLabels,
            payloadShapes: c.payload.map { shape(for: $0) }, payloadTypes: c.payload))
      case .subscriptDecl(let getter, let setter):
        if setter != nil, let p = getter.params.first(where: { $0.defaultValue != nil }) {
          throw error(
            "a settable subscript with a default index value is not supported by the playground", at: p.start,
            hint: "pass every index, or make the subscript get-only")
        }
        let s = setter.map { FunctionProto(name: "subscript", kind: .method, file: file, start: $0.start) }
        s?.isMutating = true
        // `subscript(key: String)` beside `subscript(index: Int)`: told apart by the index types.
        let types = getter.params.map(\.type)
        let labels = getter.params.map(\.label)
        if let other = t.subscripts.first(where: {
          $0.argc == getter.params.count && $0.getter.declaredTypes == types && $0.labels != labels
        }) {
          func text(_ l: [String?]) -> String { "subscript(" + l.map { ($0 ?? "_") + ":" }.joined() + ")" }
          throw error(
            "\(text(labels)) beside \(text(other.labels)), subscripts told apart only by their argument labels, "
              + "is not supported by the playground", at: getter.start,
            hint: "give one of them other index types, or make one a method")
        }
        t.subscripts.removeAll { $0.argc == getter.params.count && $0.getter.declaredTypes == types }
        let g = FunctionProto(name: "subscript", kind: .method, file: file, start: getter.start)
        g.declaredTypes = types
        try declareLabeledExtensionSubscript(t, g, labels: labels, settable: setter != nil, at: getter.start)
        t.subscripts.append(
          NominalType.Subscript(getter: g, setter: s, argc: getter.params.count, labels: labels))
      case .initializer, .deinitializer, .nestedType: break
      }
    }
  }

  /// `enum Level: Int { case low = 1, high }`: raw values as Swift assigns them — written ones,
  /// an Int counting up from the previous one (from 0), a String equal to the case's name.
  func declareRawValues(_ e: EnumType, _ d: TypeDecl) throws {
    guard let rawType = d.inherited.first, ["Int", "String", "Double", "Character", "Float"].contains(rawType) else {
      return
    }
    var values: [Value] = []
    var next = 0
    for m in d.members {
      guard case .enumCase(let c) = m else { continue }
      if !c.payload.isEmpty {
        throw error("an enum with raw values cannot have associated values", at: c.start)
      }
      var v: Value
      if let raw = c.rawValue {
        guard let lit = literalValue(raw) else {
          throw error("a raw value must be a literal", at: raw.start)
        }
        v = lit
      } else {
        switch rawType {
        case "Int": v = .int(next)
        case "String", "Character": v = .string(c.name)
        default:
          throw error("enum case '\(c.name)' needs a raw value: Swift counts up only Int raw values", at: c.start)
        }
      }
      if rawType == "Double" || rawType == "Float", case .int(let i) = v { v = .double(Double(i)) }
      if case .int(let i) = v {
        let (n, overflow) = i.addingReportingOverflow(1)
        if overflow { throw error("the raw value after \(i) does not fit in Int", at: c.start) }
        next = n
      }
      if values.contains(where: { structurallyEqual($0, v) }) {
        throw error("raw value for enum case '\(c.name)' is not unique", at: c.start)
      }
      values.append(v)
    }
    e.rawValues = values
    e.conformances.insert("RawRepresentable")
    program.declaredMemberNames.insert("rawValue")
  }

  /// The value of a literal expression (raw values), or nil.
  func literalValue(_ e: Expr) -> Value? {
    switch e.kind {
    case .int(let i): return .int(i)
    case .double(let d): return .double(d)
    case .bool(let b): return .bool(b)
    case .string(let parts):
      if parts.isEmpty { return .string("") }
      if parts.count == 1, case .text(let t) = parts[0] { return .string(t) }
      return nil
    case .unary("-", let x):
      switch x.kind {
      case .int(let i): return .int(-i)
      case .double(let d): return .double(-d)
      default: return nil
      }
    default: return nil
    }
  }

  // MARK: - Member code

  /// Compiles methods, accessors and initializers of a declared type.
  func compileMembers(_ d: TypeDecl) throws {
    guard let t = program.nominalType(d.name) ?? typeForDecl(d) else { return }
    try compileMembers(d.members, of: t, declaration: d)
  }

  /// `declaration` is nil for an extension's members.
  func compileMembers(_ members: [Member], of t: NominalType, declaration d: TypeDecl?) throws {
    var inits: [FunctionDecl] = []
    for m in members {
      switch m {
      case .property(let v): try compileProperty(v, of: t)
      case .method(let f):
        let p: FunctionProto?
        if f.modifiers.isStatic, case .closure(let c)? = t.staticMembers[program.symbol(f.name)] {
          p = c.proto.overloads?.first { $0.start == f.start } ?? c.proto
        } else if case .method(let m)? = t.members[program.symbol(f.name)] {
          p = m.overloads?.first { $0.start == f.start } ?? m
        } else {
          p = nil
        }
        if let p {
          p.isMainActor = f.modifiers.has("MainActor")
          p.isNonisolated = f.modifiers.has("nonisolated")
          try fillFunction(
            p, params: f.params, returnType: f.returnType, body: f.body, selfType: t, parent: nil,
            mutating: f.modifiers.isMutating || t is ClassInfo, isStatic: f.modifiers.isStatic, isAsync: f.isAsync,
            builder: f.modifiers.has("ViewBuilder"), generics: f.genericParams)
        }
      case .initializer(let f): inits.append(f)
      case .deinitializer(let body, let start):
        guard let cls = t as? ClassInfo else { throw error("'deinit' is only allowed in a class", at: start) }
        let p = FunctionProto(name: "deinit", kind: .deinitializer, file: file, start: start)
        try fillFunction(p, params: [], returnType: nil, body: body, selfType: t, parent: nil, mutating: true)
        cls.deinitializer = p
      case .subscriptDecl(let g, let s):
        let sub = t.subscripts.first { $0.getter.start == g.start && $0.getter.file === file }
        // The accessors are called with the index values in order (`g[row: 1]` and `g[1]` alike:
        // the subscript is chosen by its index types; the compiler check checks the labels).
        func positional(_ params: [Parameter]) -> [Parameter] {
          params.map { p in
            var p = p
            p.label = nil
            return p
          }
        }
        if let p = sub?.getter {
          try fillFunction(
            p, params: positional(g.params), returnType: g.returnType, body: g.body, selfType: t, parent: nil,
            mutating: t is ClassInfo, implicitReturn: true, generics: g.genericParams)
        }
        if let s, let p = sub?.setter {
          try fillFunction(
            p, params: positional(s.params), returnType: nil, body: s.body, selfType: t, parent: nil, mutating: true,
            generics: s.genericParams)
        }
      case .enumCase, .nestedType: break
      }
    }
    // Initializers: those written in an extension keep a struct's memberwise initializer.
    let fieldsOf = d ?? t.declaration
    for f in inits {
      let p = FunctionProto(name: "init", kind: .initializer, file: file, start: f.start)
      p.isFailableInit = f.isFailableInit
      p.owner = t
      let delegates = delegatesInit(f.body)
      try fillFunction(
        p, params: f.params, returnType: nil, body: f.body, selfType: t, parent: nil, mutating: true,
        isInit: true, fieldInitializers: delegates ? nil : fieldsOf)
      t.inits.append(p)
      if d != nil { t.initDecls.append(f) }
    }
    if let d, !inits.isEmpty, let cls = t as? ClassInfo, let base = cls.superclass {
      // Only convenience initializers of its own: the superclass's designated ones are inherited
      // (rule 1), and then its convenience ones too (rule 2).
      if inits.allSatisfy({ $0.modifiers.isConvenience }) {
        try inheritInitializers(cls, from: base, d, designatedOnly: true)
      }
      try inheritConvenienceInitializers(cls, from: base, d)
    }
    if let d, t is StructType, d.inherited.contains("OptionSet") {
      try checkOptionSetInits(inits)
      if !inits.contains(where: { $0.params.isEmpty }) { try synthesizeEmptyOptionSetInit(t, d) }
    }
    guard let d, inits.isEmpty, !(t is EnumType) else { return }
    if let cls = t as? ClassInfo, let base = cls.superclass {
      try inheritInitializers(cls, from: base, d)
    } else {
      try synthesizeInit(t, d)
    }
  }

  /// A stored or computed property's code: static initial values (run lazily, as in Swift),
  /// accessors, property observers and `lazy` initial values.
  func compileProperty(_ v: VariableDecl, of t: NominalType) throws {
    guard case .name(let name) = v.pattern else { return }
    let sym = program.symbol(name)
    if v.modifiers.isStatic {
      // Static stored properties are initialized lazily, on first use, as in Swift.
      if let acc = v.accessors, let getter = acc.getter {
        let decl = FunctionDecl(
          name: name, params: [], returnType: v.type, body: getter, modifiers: v.modifiers, isAsync: false,
          isThrowing: false, genericParams: [], start: v.start)
        let p = try compileFunction(decl, kind: .getter, selfType: t, parent: nil, isStatic: true)
        t.staticMembers[sym] = .native(NativeFunction(name) { vm, _, _ in try vm.callProto(p, receiver: .type(t), []) })
        let a = VariableAccessors(isComputed: true)
        a.getter = p
        if let setter = acc.setter {
          a.setter = try accessor(
            name, .setter, param: acc.setterName, body: setter, of: v, selfType: t, isStatic: true)
        }
        t.staticAccessors[sym] = a
      } else if let initial = v.initializer {
        let decl = FunctionDecl(
          name: name, params: [], returnType: v.type, body: [Stmt(.returnStmt(initial), initial.start, initial.end)],
          modifiers: v.modifiers, isAsync: false, isThrowing: false, genericParams: [], start: v.start)
        let p = try compileFunction(decl, kind: .getter, selfType: t, parent: nil, isStatic: true)
        t.staticMembers[sym] = .host(LazyStatic(initializer: p))
      }
      if let acc = v.accessors, acc.getter == nil, acc.willSet != nil || acc.didSet != nil {
        t.staticAccessors[sym] = try staticObservers(acc, v, sym, of: t)
      }
      return
    }
    if case .computed(let g, let s)? = t.member(sym), let acc = v.accessors {
      let isViewBody = (name == "body" && t.conformances.contains("View")) || v.modifiers.has("ViewBuilder")
      try fillFunction(
        g, params: [], returnType: v.type, body: acc.getter ?? [], selfType: t, parent: nil,
        mutating: t is ClassInfo, implicitReturn: true, builder: isViewBody)
      if let s, let setter = acc.setter {
        let param = Parameter(
          label: nil, name: acc.setterName, type: v.type, defaultValue: nil, isInout: false, start: v.start)
        try fillFunction(s, params: [param], returnType: nil, body: setter, selfType: t, parent: nil, mutating: true)
      }
      return
    }
    guard let field = t.fieldsByName[name], field.index >= inheritedFieldCount(t) || field.overridden != nil else {
      return
    }
    if v.modifiers.isLazy, let initial = v.initializer {
      let decl = FunctionDecl(
        name: name, params: [], returnType: v.type, body: [Stmt(.returnStmt(initial), initial.start, initial.end)],
        modifiers: v.modifiers, isAsync: false, isThrowing: false, genericParams: [], start: v.start)
      field.lazyInitializer = try compileFunction(decl, kind: .getter, selfType: t, parent: nil)
      field.lazyInitializer?.returnShape = field.shape
    }
    guard let acc = v.accessors else { return }
    // In a stored property's own observers, `name` and `self.name` are its storage (Swift); not
    // in an override's observers, nor where the `@Observable` macro made the property computed.
    let own: FunctionState.OwnStorage? =
      field.overridden == nil && !field.isTracked && !field.isPublished ? .field(sym) : nil
    if let w = acc.willSet {
      field.willSetObserver = try accessor(
        "willSet", .observer, param: acc.setterName, body: w, of: v, selfType: t, mutating: true, ownStorage: own)
    }
    if let ds = acc.didSet {
      field.didSetObserver = try accessor(
        "didSet", .observer, param: acc.oldValueName, body: ds, of: v, selfType: t, mutating: true, ownStorage: own)
      field.didSetReadsOldValue = mentions(acc.oldValueName, in: ds)
    }
  }

  /// A static stored property's willSet and didSet: static methods of the type, writing the
  /// property directly inside them.
  private func staticObservers(_ acc: Accessors, _ v: VariableDecl, _ sym: Int, of t: NominalType) throws
    -> VariableAccessors
  {
    let a = VariableAccessors(isComputed: false)
    func observer(_ role: String, _ param: String, _ body: [Stmt]) throws -> FunctionProto {
      try accessor(
        role, .observer, param: param, body: body, of: v, selfType: t, isStatic: true, ownStorage: .field(sym))
    }
    if let w = acc.willSet { a.willSet = try observer("willSet", acc.setterName, w) }
    if let d = acc.didSet {
      a.didSet = try observer("didSet", acc.oldValueName, d)
      a.didSetReadsOldValue = mentions(acc.oldValueName, in: d)
    }
    return a
  }

  /// An accessor with one parameter (willSet's new value, didSet's old value, a setter's new
  /// value), of a property of `selfType` or, with none, of a top-level variable.
  func accessor(
    _ name: String, _ kind: FunctionProto.Kind, param: String, body: [Stmt], of v: VariableDecl,
    selfType: NominalType?, mutating: Bool = false, isStatic: Bool = false, ownStorage: FunctionState.OwnStorage? = nil
  ) throws -> FunctionProto {
    let p = FunctionProto(name: name, kind: kind, file: file, start: v.start)
    let parameter = Parameter(label: nil, name: param, type: v.type, defaultValue: nil, isInout: false, start: v.start)
    try fillFunction(
      p, params: [parameter], returnType: nil, body: body, selfType: selfType, parent: nil, mutating: mutating,
      isStatic: isStatic, ownStorage: ownStorage)
    return p
  }

  /// How many stored properties a class has from its superclasses.
  func inheritedFieldCount(_ t: NominalType) -> Int {
    (t as? ClassInfo)?.superclass?.fields.count ?? 0
  }

}
