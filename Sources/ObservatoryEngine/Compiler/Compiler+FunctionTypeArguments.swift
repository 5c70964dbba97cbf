/// A lesson generic function's type arguments at run time. Swift passes `T`'s metadata at every
/// call of `func f<T>(_ x: T)`; the playground passes, at each direct call of a top-level generic
/// function (also an `async` one; overloads: `Compiler+OverloadTypeArguments.swift`), the types its arguments' static types bind (a
/// `FunctionTypeArguments`, handed over in `VM.pendingTypeArguments` just before the call and
/// taken by the function's first instructions into a hidden local). Calls of other functions do
/// nothing new. Inside the function's own body:
/// - `type(of: x)` of a value whose static type is built from `T` (`T`, `[T]`, `T?`, `Box<T>`)
///   names that type (`f([1, 2] as [Any])` prints `Array<Any>`, `f(1 as Any)` prints `Any`); where
///   `T` is a class, `type(of: x)` of an `x: T` is the value's own class, as in Swift;
/// - a generic value made for a type built from `T` (`Box<T>()`, `Box(value: x)`, `.loaded(Box())`
///   returned as `Loadable<Box<T>>`) takes it;
/// - a call of another such function passes `T` on.
/// Where the call does not tell (a call through a function value, an argument whose static type
/// the compiler does not know, a function or key path type, which the playground cannot print as
/// Swift does), the local holds nothing and the function behaves as before: values name
/// themselves. Verified against Swift 6.3.1 (`Language/generic-function-type-arguments`).
extension Compiler {
  static let typeArgumentsLocal = "<type arguments>"

  /// At the entry of a top-level generic function a call may pass type arguments to: the hidden
  /// local holding them (nothing where the call passed none).
  func takeFunctionTypeArguments(_ generics: [String], at offset: Int) {
    let topLevel = fn.selfType == nil && fn.proto.kind == .function && fn.parent?.isScript ?? true
    let name: String
    if topLevel, program.typeArgumentFunctionNames.contains(fn.proto.name) {
      name = fn.proto.name
    } else if fn.selfType != nil, program.typeArgumentMethods[ObjectIdentifier(fn.proto)] != nil {
      name = Compiler.methodKey(fn.proto.name)  // `Compiler+MethodTypeArguments.swift`
    } else if topLevel, program.typeArgumentOverloadNames.contains(fn.proto.name) {
      name = fn.proto.name
    } else if fn.selfType == nil, fn.proto.kind == .closure, !generics.isEmpty {
      name = Compiler.localKey(fn.proto.name)  // a local generic function
    } else {
      if fn.selfType != nil, fn.proto.overloads?.contains(where: isTypeArgumentMethod) == true { emitClear(offset) }
      return
    }
    guard !generics.isEmpty else { return emitClear(offset) }  // an overload that takes none
    let own = Compiler.overloadKey(name, fn.proto.start)  // what a call of overloads hands it
    // A generic type's instance method: its type's arguments follow, as `self` was made with them.
    let owner = fn.selfType.flatMap { t in fn.proto.isStatic || t.genericParams.isEmpty ? nil : t }
    let take = NativeFunction("type arguments") { vm, values, _ in
      guard let pending = vm.pendingTypeArguments else { return .void }
      vm.pendingTypeArguments = nil
      guard let given = pending.taken(by: name, overload: own) else { return .void }
      guard let owner, let made = values.first.flatMap({ FunctionTypeArguments.recorded($0, of: owner) }) else {
        return .host(given)
      }
      return .host(given.appending(made, count: owner.genericParams.count))
    }
    emit(.pushConst(constant(.native(take))), offset)
    if owner != nil { emitLoad(.local(fn.scopes[0]["self"]!), name: "self", offset) }
    emit(.call(argc: owner == nil ? 0 : 1, labels: program.labelSet(owner == nil ? [] : [nil])), offset)
    storeNew(declareLocal(Compiler.typeArgumentsLocal, isLet: true), offset)
  }

  /// The key an overload takes its type arguments under: its name's and its declaration's place
  /// (overloads of one name are declared in one file).
  static func overloadKey(_ name: String, _ start: Int) -> String { name + "@" + String(start) }

  private func isTypeArgumentMethod(_ p: FunctionProto) -> Bool {
    program.typeArgumentMethods[ObjectIdentifier(p)] != nil
  }

  /// At the entry of an overload that takes no type arguments, beside one that does: what a call
  /// handed over for the other overloads is dropped (no later entry may take it).
  private func emitClear(_ offset: Int) {
    let clear = NativeFunction("type arguments") { vm, _, _ in
      vm.pendingTypeArguments = nil
      return .void
    }
    emit(.pushConst(constant(.native(clear))), offset)
    emit(.call(argc: 0, labels: program.labelSet([])), offset)
    emit(.pop, offset)
  }

  /// The generic function whose hidden local the code being compiled sees: its own body, or a
  /// closure or local function inside it (not inside a local generic function, whose parameters
  /// may have the same names).
  private func typeArgumentsOwner() -> FunctionState? {
    var f: FunctionState? = fn
    while let s = f {
      for scope in s.scopes.reversed() where scope[Compiler.typeArgumentsLocal] != nil { return s }
      if !s.genericParams.isEmpty { return nil }
      f = s.parent
    }
    return nil
  }

  /// Loads the hidden local (a capture in a closure).
  private func emitTypeArguments(_ offset: Int) {
    if let r = resolve(Compiler.typeArgumentsLocal) { emitLoad(r, name: Compiler.typeArgumentsLocal, offset) }
  }

  /// `t`'s name (plain, qualified) with each of this function's generic parameters as a stand-in
  /// the call's arguments replace at run time (`FunctionTypeArguments.fill`), and in a generic
  /// type's instance method each of the type's, after them; nil where the compiler cannot name
  /// the rest, or `t` holds a function or key path type.
  private func typeNameTemplate(_ t: TypeExpr, _ owner: FunctionState?) -> (plain: String, qualified: String)? {
    guard !holdsUnprintableType(t) else { return nil }
    let saved = typeNameStandIns
    defer { typeNameStandIns = saved }
    if let owner, let type = owner.selfType, !owner.proto.isStatic {
      for (k, g) in type.genericParams.enumerated() {
        let m = FunctionTypeArguments.marker(owner.genericParams.count + k)
        typeNameStandIns[g] = (m, m)
      }
    }
    for (k, g) in (owner?.genericParams ?? []).enumerated() {
      let m = FunctionTypeArguments.marker(k)
      typeNameStandIns[g] = (m, m)
    }
    return staticTypeName(t)
  }

  private func holdsUnprintableType(_ t: TypeExpr) -> Bool {
    switch t {
    case .function: return true
    case .named(let n, let args):
      return Compiler.keyPathTypeNames.contains(n) && program.nominalType(n) == nil
        || args.contains(where: holdsUnprintableType)
    case .optional(let w), .array(let w), .opaque(let w), .member(let w, _): return holdsUnprintableType(w)
    case .dictionary(let k, let v): return holdsUnprintableType(k) || holdsUnprintableType(v)
    case .tuple(let ts, _), .composition(let ts): return ts.contains(where: holdsUnprintableType)
    }
  }

  /// The declared type of a variable or parameter a closure captures (`x` in `{ type(of: x) }`).
  private func capturedType(_ e: Expr) -> TypeExpr? {
    guard case .name(let n) = e.kind, case .capture? = resolve(n) else { return nil }
    return declaredLocal(n)?.declaredType
  }

  /// `e`'s static type, also of a captured variable or parameter and of an array literal of one
  /// such type (`[value]` in `{ type(of: [value]) }`).
  private func typeInFunction(_ e: Expr) -> TypeExpr? {
    if let t = staticType(of: e) ?? capturedType(e) { return t }
    if case .array(let xs) = e.kind, let first = xs.first.flatMap({ typeInFunction($0) }),
      xs.dropFirst().allSatisfy({ typeInFunction($0) == first })
    {
      return .array(first)
    }
    return literalStaticType(e)
  }

  /// Whether `t` names one of `params`.
  private func mentions(_ params: [String], _ t: TypeExpr) -> Bool {
    switch t {
    case .named(let n, let args): return args.isEmpty && params.contains(n) || args.contains { mentions(params, $0) }
    case .optional(let w), .array(let w), .opaque(let w), .member(let w, _): return mentions(params, w)
    case .dictionary(let k, let v): return mentions(params, k) || mentions(params, v)
    case .tuple(let ts, _), .composition(let ts): return ts.contains { mentions(params, $0) }
    case .function: return false
    }
  }

  /// The index of `owner`'s generic parameter `t` is, when it is a bare one.
  private func ownGenericIndex(_ t: TypeExpr, _ owner: FunctionState?) -> Int? {
    guard case .named(let n, let args) = t, args.isEmpty else { return nil }
    return owner?.genericParams.firstIndex(of: n)
  }

  /// Before a direct call of the top-level generic function `g` (its arguments on the stack):
  /// hands it the types its arguments' static types bind, each built from this function's own
  /// where they name them (`show(x)` inside `func outer<U>(_ x: U)`). Nothing where one is not
  /// bound so.
  func emitFunctionTypeArguments(_ g: Int, _ args: [Argument], callee: Expr) {
    if let all = program.typeArgumentOverloads[g] {
      return emitOverloadTypeArguments(all, args, callee: callee)  // `Compiler+OverloadTypeArguments.swift`
    }
    guard let f = program.typeArgumentFunctions[g], accepts(f, args) else { return }
    emitTypeArgumentsPass(f, key: f.name, args, factAt: callee.start, at: callee.end)
  }

  /// Before a call of `f` whose callee the compiler knows (its arguments on the stack): hands
  /// the callee, which takes them under `key`, the type arguments Swift gives it (the compiler
  /// check's fact located at `factAt`), else those its arguments' static types bind.
  func emitTypeArgumentsPass(
    _ f: FunctionDecl, key name: String, _ args: [Argument], factAt: Int, at offset: Int, ownerArguments: Int = 0
  ) {
    emitTypeArgumentsPass([(f, name)], overloaded: false, args, factAt: factAt, at: offset, owner: ownerArguments)
  }

  /// The hand-over to whichever of `candidates` (each with its key) runs: for one function its
  /// arguments, for overloads each one's (`FunctionTypeArguments.overloads`). A compiler
  /// check's fact is Swift's choice: it gives the arguments of the one candidate it fits.
  func emitTypeArgumentsPass(
    _ candidates: [(FunctionDecl, String)], overloaded: Bool, _ args: [Argument], factAt: Int, at offset: Int,
    owner: Int
  ) {
    var facts: [[FunctionTypeArguments.Part]?] = candidates.map { _ in nil }
    if !file.typeArguments.isEmpty, let fact = file.typeArguments[factAt] {
      facts = candidates.map { f, key in factArguments(fact, f, method: key.hasPrefix("."), owner: owner) }
      if facts.compactMap({ $0 }).count > 1 { facts = candidates.map { _ in nil } }  // it fits several
    }
    var list: [(key: String, parts: [FunctionTypeArguments.Part])] = []
    for ((f, key), fact) in zip(candidates, facts) {
      // With the compiler check: Swift's own; else those the arguments' static types bind.
      if let parts = fact ?? staticArguments(f, args) { list.append((key, parts)) }
    }
    guard !list.isEmpty else { return }
    let usesOwn = list.contains { $0.parts.contains { $0.plain.contains(FunctionTypeArguments.open) } }
    let pass = NativeFunction("type arguments") { vm, values, _ in
      var own: FunctionTypeArguments? = nil
      if usesOwn {
        guard case .host(let o as FunctionTypeArguments)? = values.first else {
          vm.pendingTypeArguments = nil
          return .void
        }
        own = o
      }
      // Nothing where one is not known.
      let each = list.map { FunctionTypeArguments(function: $0.key, $0.parts, own: own) }.filter(\.isComplete)
      vm.pendingTypeArguments = overloaded ? .overloads(each) : each.first
      return .void
    }
    emit(.pushConst(constant(.native(pass))), offset)
    if usesOwn { emitTypeArguments(offset) }
    emit(.call(argc: usesOwn ? 1 : 0, labels: program.labelSet(usesOwn ? [nil] : [])), offset)
    emit(.pop, offset)
  }

  /// The arguments the call's arguments' static types bind, each built from the enclosing
  /// generic function's own where they name them; nil where one is not bound so.
  func staticArguments(_ f: FunctionDecl, _ args: [Argument]) -> [FunctionTypeArguments.Part]? {
    var found: [String: TypeExpr] = [:]
    bindArguments(f, args, f.genericParams, literalsBind: Set(f.genericParams), &found)
    let owner = typeArgumentsOwner()
    var parts: [FunctionTypeArguments.Part] = []
    for p in f.genericParams {
      guard let b = found[p].map(unaliased), let name = typeNameTemplate(b, owner) else { return nil }
      var isClass = false
      if case .named(let n, _) = b, program.nominalType(n) is ClassInfo { isClass = true }
      parts.append(
        .init(
          plain: name.plain, qualified: name.qualified, passes: ownGenericIndex(b, owner),
          optional: isOptionalType(b), isClass: isClass))
    }
    return parts
  }

  /// The arguments a compiler check's fact gives the call (`pair|Array<@User>|Any`, for the
  /// function `pair`; `Cache.value|Int` for a method, whose owner's arguments come first in
  /// Swift's list: the method's are the last); nil where it is another function's, or one is
  /// not a type the playground names.
  private func factArguments(_ fact: String, _ f: FunctionDecl, method: Bool, owner: Int) -> [FunctionTypeArguments
    .Part]?
  {
    let named = { (name: Substring) in method ? name.hasSuffix("." + f.name) : name == f.name }
    guard let line = fact.split(separator: "\n").first(where: { named($0.prefix { $0 != "|" }) }) else { return nil }
    var types = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    types.removeFirst()
    guard types.count == owner + f.genericParams.count else { return nil }
    var parts: [FunctionTypeArguments.Part] = []
    for t in types.suffix(f.genericParams.count) {
      guard let name = swiftTypeName(fact: t) else { return nil }
      let isClass = t.hasPrefix("@") && program.nominalType(String(t.dropFirst())) is ClassInfo
      parts.append(
        .init(
          plain: name.plain, qualified: name.qualified, passes: nil, optional: t.hasPrefix("Optional<"),
          isClass: isClass))
    }
    return parts
  }

  /// `type(of: x)` in a generic function where `x`'s static type is built from its parameters:
  /// the type the call gave (the value's own where the call gave none, or `x: T` holds a class
  /// instance and `T` is a class). False where this is not the case.
  func compileFunctionTypeOf(_ value: Expr, at offset: Int) throws -> Bool {
    guard let owner = typeArgumentsOwner(),
      let t = typeInFunction(value),
      mentions(owner.genericParams, t), let name = typeNameTemplate(t, owner)
    else { return false }
    let bare = ownGenericIndex(t, owner)
    let typeOf = NativeFunction("type") { vm, values, _ in
      guard case .host(let given as FunctionTypeArguments) = values[1],
        let plain = FunctionTypeArguments.fill(name.plain, given.plain),
        let qualified = FunctionTypeArguments.fill(name.qualified, given.qualified)
      else { return try Builtins.typeOf(vm, values[0]) }
      if let k = bare, given.isClass[k], case .object = values[0] { return try Builtins.typeOf(vm, values[0]) }
      return .type(TypeNameValue(name: plain, qualifiedName: qualified))
    }
    emit(.pushConst(constant(.native(typeOf))), offset)
    try compileExpr(value)
    emitTypeArguments(offset)
    emit(.call(argc: 2, labels: program.labelSet([nil, nil])), offset)
    return true
  }

  /// A generic lesson struct or class made in a generic function for a type built from the
  /// function's parameters: its context's (`return .loaded(Box())` from `-> Loadable<Box<T>>`) or
  /// its written or inferred one (`Box<T>()`, `Box(value: x)` of an `x: T`). The value takes the
  /// call's arguments when made (unchanged where the call gave none). False elsewhere.
  func compileFunctionArgumentConstruction(_ callee: Expr, _ args: [Argument], _ e: Expr, written: TypeExpr?)
    throws -> Bool
  {
    guard let owner = typeArgumentsOwner(), var context = resultContext[e.start] ?? written else { return false }
    context = unaliased(context)
    if case .optional(let w) = context { context = unaliased(w) }
    guard case .named(let n, let targs) = context, genericParameter(n) == nil, let made = program.nominalType(n),
      made is StructType || made is ClassInfo, made.genericParams.count == targs.count,
      targs.contains(where: { mentions(owner.genericParams, $0) })
    else { return false }
    switch callee.kind {
    case .name(let c): guard program.nominalType(c) === made else { return false }
    case .typeRef(.named(let c, _)): guard program.nominalType(c) === made else { return false }
    default: return false
    }
    var parts: [FunctionTypeArguments.Part] = []
    for a in targs {
      let a = unaliased(a)
      guard let name = typeNameTemplate(a, owner) else { return false }
      parts.append(
        .init(
          plain: name.plain, qualified: name.qualified, passes: ownGenericIndex(a, owner),
          optional: isOptionalType(a), isClass: false))
    }
    let keep = NativeFunction(made.name + ".init") { _, values, _ in
      guard case .host(let own as FunctionTypeArguments) = values[1] else { return values[0] }
      let given = FunctionTypeArguments(function: "", parts, own: own)
      guard given.isComplete else { return values[0] }
      let arguments = TypeArguments(
        plain: "<" + given.plain.joined(separator: ", ") + ">",
        qualified: "<" + given.qualified.joined(separator: ", ") + ">")
      arguments.optional = given.optional
      return Coercion.keepTypeArguments(values[0], made.path, arguments)
    }
    emit(.pushConst(constant(.native(keep))), e.start)
    try compileCall(callee, args, e)
    emitTypeArguments(e.start)
    emit(.call(argc: 2, labels: program.labelSet([nil, nil])), e.start)
    return true
  }
}

/// The type arguments a call of a lesson generic function gives it, one per generic parameter
/// (`Compiler+FunctionTypeArguments.swift`), as Swift names each: plain (`Array<Any>`) and
/// qualified (`Swift.Array<Any>`).
final class FunctionTypeArguments: HostObject {
  /// One argument as the call site knows it: a name with stand-ins for the caller's own
  /// arguments (`passes`: exactly the caller's `k`-th, whose flags it keeps).
  struct Part {
    let plain: String
    let qualified: String
    let passes: Int?
    let optional: Bool
    let isClass: Bool
  }
  let function: String
  let plain: [String]
  let qualified: [String]
  let optional: [Bool]
  /// Whether an argument is a class (a value of that type may be a subclass's instance).
  let isClass: [Bool]

  static let open: Character = "\u{1}"
  static let close: Character = "\u{2}"
  static func marker(_ k: Int) -> String { String(open) + String(k) + String(close) }

  init(function: String, _ parts: [Part], own: FunctionTypeArguments?) {
    self.function = function
    var plain: [String] = []
    var qualified: [String] = []
    var optional: [Bool] = []
    var isClass: [Bool] = []
    for p in parts {
      if let k = p.passes, let own, k < own.plain.count {
        plain.append(own.plain[k])
        qualified.append(own.qualified[k])
        optional.append(own.optional[k])
        isClass.append(own.isClass[k])
        continue
      }
      plain.append(own.flatMap { FunctionTypeArguments.fill(p.plain, $0.plain) } ?? p.plain)
      qualified.append(own.flatMap { FunctionTypeArguments.fill(p.qualified, $0.qualified) } ?? p.qualified)
      optional.append(p.optional)
      isClass.append(p.isClass)
    }
    self.plain = plain
    self.qualified = qualified
    self.optional = optional
    self.isClass = isClass
  }

  private init(function: String, plain: [String], qualified: [String], optional: [Bool], isClass: [Bool]) {
    self.function = function
    self.plain = plain
    self.qualified = qualified
    self.optional = optional
    self.isClass = isClass
  }

  /// A call of overloads hands over each one's (keyed `Compiler.overloadKey`); the VM's choice
  /// takes its own.
  private(set) var alternatives: [FunctionTypeArguments] = []

  /// The arguments for each of a call's overloads (those whose arguments are known).
  static func overloads(_ each: [FunctionTypeArguments]) -> FunctionTypeArguments {
    let bundle = FunctionTypeArguments(function: "", [], own: nil)
    bundle.alternatives = each
    return bundle
  }

  /// What the function keyed `key` (an overload: `overload`) takes; nil where it is another's.
  func taken(by key: String, overload: String) -> FunctionTypeArguments? {
    if function == key { return self }
    return alternatives.first { $0.function == overload }
  }

  override var typeName: String { "TypeArguments" }

  /// Whether every argument is named (none holds a stand-in its call could not fill).
  var isComplete: Bool { !plain.contains { $0.contains(FunctionTypeArguments.open) } }

  /// These with `made`'s after them (a generic type's `count` arguments, `self`'s); these alone
  /// where `made` does not hold `count`.
  func appending(_ made: TypeArguments, count: Int) -> FunctionTypeArguments {
    guard let p = FunctionTypeArguments.split(made.plain), let q = FunctionTypeArguments.split(made.qualified),
      p.count == count, q.count == count
    else { return self }
    let optional = made.optional.count == count ? made.optional : p.map { $0.hasPrefix("Optional<") }
    return FunctionTypeArguments(
      function: function, plain: plain + p, qualified: qualified + q, optional: self.optional + optional,
      isClass: isClass + Array(repeating: false, count: count))
  }

  /// `["Int", "Array<String>"]` of `<Int, Array<String>>`; nil where it is not such a list.
  static func split(_ list: String) -> [String]? {
    guard list.hasPrefix("<"), list.hasSuffix(">") else { return nil }
    var parts: [String] = []
    var current = ""
    var depth = 0
    for ch in list.dropFirst().dropLast() {
      if ch == "<" || ch == "(" || ch == "[" { depth += 1 }
      if ch == ">" || ch == ")" || ch == "]" { depth -= 1 }
      if ch == ",", depth == 0 {
        parts.append(current)
        current = ""
        continue
      }
      if ch == " ", current.isEmpty { continue }
      current.append(ch)
    }
    parts.append(current)
    return parts.contains(where: \.isEmpty) ? nil : parts
  }

  /// The type arguments `value` (an instance of exactly `owner`) was made with; nil where it has
  /// none recorded.
  static func recorded(_ value: Value, of owner: NominalType) -> TypeArguments? {
    switch value {
    case .structValue(let s) where s.type === owner: return s.typeArguments
    case .object(let o) where o.cls === owner: return o.typeArguments
    case .enumValue(let e) where e.type === owner: return e.typeArguments
    default: return nil
    }
  }

  /// `template` with each stand-in (`marker(k)`) replaced by `names[k]`; nil where one is missing.
  static func fill(_ template: String, _ names: [String]) -> String? {
    guard template.contains(open) else { return template }
    var out = ""
    var rest = Substring(template)
    while let start = rest.firstIndex(of: open) {
      out += rest[..<start]
      guard let end = rest[start...].firstIndex(of: close),
        let k = Int(rest[rest.index(after: start)..<end]), k < names.count
      else { return nil }
      out += names[k]
      rest = rest[rest.index(after: end)...]
    }
    return out + rest
  }
}
