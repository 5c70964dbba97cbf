/// Generic values made without written type arguments whose arguments Swift reads from where they
/// are made, beyond a declaration's own type:
/// - an associated value of a generic enum's case whose enum type a declaration gives
///   (`let r: Result<Box<Int>, Error> = .success(Box())`, `return .loaded(Page())` from a function
///   returning `Loadable<Page<Note>>`): the case's declared payload type with the enum's arguments
///   (`Success` → `Box<Int>`);
/// - an argument of a generic type's method whose receiver's static type gives the arguments
///   (`store.add(Box())` for `func add(_ b: Box<T>)` of a `Store<String>`): the parameter's type
///   with them (`Box<String>`);
/// - the generic type named inside its own instance methods (`Box.self` in `Box<T>`'s code is
///   `Box<T>`): the arguments of `self`.
/// Verified against Swift 6.3.1 (`Language/generic-context-arguments`).
extension Compiler {
  /// An expression's source span: a call and the call of a member of its result start alike.
  struct ExprSpan: Hashable {
    let start: Int
    let end: Int
    init(_ e: Expr) {
      start = e.start
      end = e.end
    }
  }

  /// `e` (a call) used as a value of type `t`: when it makes a case of `t`'s generic enum, each
  /// associated value takes the case's declared type with `t`'s arguments.
  func noteArgumentContexts(_ e: Expr, _ t: TypeExpr) {
    guard case .call(let callee, let args) = e.kind, case .named(let n, let targs) = unaliased(t), !targs.isEmpty,
      let owner = program.nominalType(n) as? EnumType, owner.genericParams.count == targs.count
    else { return noteOwnerContext(e, t) }
    let name: String
    switch callee.kind {
    case .implicitMember(let c): name = c
    case .member(let base, let c):
      // `Result.success(...)`: the enum named without its arguments (or with them:
      // `Outcome<Double>.ok(1)`, `Compiler+CoalescedLiterals.swift`).
      let b: String
      switch base.kind {
      case .name(let x), .typeRef(.named(let x, _)): b = x
      default: return
      }
      guard program.nominalType(b) === owner else { return }
      name = c
    default: return
    }
    guard let ci = owner.caseIndexByName[name], owner.cases[ci].payloadTypes.count == args.count else { return }
    let map = Dictionary(zip(owner.genericParams, targs), uniquingKeysWith: { a, _ in a })
    for (a, declared) in zip(args, owner.cases[ci].payloadTypes) {
      guard let declared else { continue }
      let type = substituting(declared, map)
      noteResultContext(a.value, type)
      if let sh = shape(for: type), case .genericInstance = sh { contextShapes[ExprSpan(a.value)] = sh }
    }
  }

  /// `store.add(Box())` of a `store: Store<String>` whose one method `add` takes a `Box<T>`: each
  /// argument of a generic-instance parameter type is converted to it with the receiver's
  /// arguments (`Box() as Box<String>`). The arguments as they are where the compiler cannot tell.
  func genericMethodArguments(of base: Expr, _ name: String, _ args: [Argument]) -> [Argument] {
    guard !base.kind.isSelf, case .named(let n, let targs)? = staticType(of: base).map(unaliased), !targs.isEmpty,
      let owner = program.nominalType(n), owner.genericParams.count == targs.count,
      let members = owner.declaration?.members
    else { return args }
    let methods = members.compactMap { m -> FunctionDecl? in
      if case .method(let f) = m, f.name == name { f } else { nil }
    }
    guard methods.count == 1, let f = methods.first, !f.modifiers.isStatic, f.genericParams.isEmpty,
      f.params.count == args.count,
      zip(f.params, args).allSatisfy({ $0.label == $1.label && !$0.isVariadic && !$0.isInout })
    else { return args }
    let map = Dictionary(zip(owner.genericParams, targs), uniquingKeysWith: { a, _ in a })
    var out = args
    for (k, p) in f.params.enumerated() {
      guard let declared = p.type else { continue }
      let type = substituting(declared, map)
      guard type.description != declared.description, let sh = shape(for: type), case .genericInstance = sh else {
        continue
      }
      let v = args[k].value
      out[k].value = Expr(.cast(v, .as, type), v.start, v.end)
    }
    return out
  }

  /// After `e` is compiled: a generic value it made takes the arguments its context gives.
  func emitContextTypeArguments(_ e: Expr) {
    guard !contextShapes.isEmpty, let sh = contextShapes[ExprSpan(e)] else { return }
    emit(.coerce(shape(sh)), e.start)
  }

  /// `Box.self` inside an instance method of the generic `Box<T>` (or a closure in one): Swift's
  /// `Box<T>`, whose arguments are those of `self` (as it was made, else as its values show them).
  /// False elsewhere (a static method, an initializer, another type's `Box.self`).
  func emitOwnGenericType(_ base: Expr, at offset: Int) throws -> Bool {
    guard case .name(let n) = base.kind, resolve(n).map({ if case .global = $0 { true } else { false } }) ?? true
    else { return false }
    var f: FunctionState? = fn
    while let s = f, s.selfType == nil { f = s.parent }
    guard let method = f, let t = method.selfType, !t.genericParams.isEmpty, program.nominalType(n) === t,
      !method.proto.isStatic, !method.isInitializer, method.proto.kind != .initializer
    else { return false }
    let own = NativeFunction(t.name + ".self") { _, values, _ in Compiler.ownGenericType(t, of: values[0]) }
    emit(.pushConst(constant(.native(own))), offset)
    try emitSelf(offset)
    emit(.call(argc: 1, labels: program.labelSet([nil])), offset)
    return true
  }

  /// `t` with the type arguments of `value` (an instance of exactly `t`); `t` itself where they
  /// are not known (printing it stops as before).
  static func ownGenericType(_ t: NominalType, of value: Value) -> Value {
    guard let arguments = typeArguments(of: value, t) else { return .type(t) }
    return .type(SpecializedType(t, arguments))
  }
}
