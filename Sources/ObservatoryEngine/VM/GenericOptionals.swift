/// `Compiler+GenericOptionals.swift` at run time: the arguments of a generic parameter take the
/// type that a key path argument's property declares (`18` for a `Double` is `18.0`, `"ana"` for
/// a `String?` is `Optional("ana")`), or, without one, an Optional when another argument shows
/// the parameter is one. The instructions work on the running frame's slots and the program's
/// declarations only.
enum GenericOptionals {
  static func unify(_ group: GenericOptionalGroup, base: Int, in f: Fiber, vm: VM) throws {
    for (s, root) in group.keyPaths {
      guard case .host(let kp as KeyPathValue) = f.stack[base &+ s],
        let shape = keyPathValueShape(kp, root: root ?? kp.root, in: vm.program)
      else { continue }
      for s in group.slots {
        if case .missing = f.stack[base &+ s] { continue }
        f.stack[base &+ s] = try Coercion.coerce(vm, f.stack[base &+ s], shape)
      }
      return
    }
    var optional = false
    for s in group.slots {
      switch f.stack[base &+ s] {
      case .some, .null: optional = true
      default: break
      }
    }
    guard optional else { return }
    for s in group.slots {
      switch f.stack[base &+ s] {
      case .some, .null, .missing: continue
      case let v: f.stack[base &+ s] = .some(v)
      }
    }
  }

  /// The declared type of the key path's value: the shape of the stored property it ends at
  /// (an Optional when it chains through `?`), or nil when the types along it are not known.
  private static func keyPathValueShape(_ kp: KeyPathValue, root: String?, in program: Program) -> TypeShape? {
    if kp.components.contains("?") || kp.components.contains("!") { return nil }
    guard var type = root.flatMap({ program.nominalType($0) }) else { return nil }
    let names = kp.components.filter { $0 != "self" }
    for (k, c) in names.enumerated() {
      guard let field = type.fieldsByName[c] else { return nil }
      if k == names.count - 1 { return field.shape }
      guard let next = declaredNominalType(field, in: program) else { return nil }
      type = next
    }
    return nil
  }

  /// The lesson type a stored property holds: declared (`var profile: Profile`) or made by its
  /// initial value (`var profile = Profile()`).
  private static func declaredNominalType(_ field: FieldInfo, in program: Program) -> NominalType? {
    if case .named(let n, let args)? = field.declaredType, args.isEmpty { return program.nominalType(n) }
    if field.declaredType == nil, case .call(let callee, _)? = field.initialValue?.kind,
      case .name(let n) = callee.kind
    {
      return program.nominalType(n)
    }
    return nil
  }

  /// At a method's entry: the argument in `slot`, of the receiver's generic parameter `index`,
  /// is wrapped when the receiver was made with an Optional there (`Stack<String?>().push("a")`).
  static func wrapForOptionalTypeArgument(slot: Int, index: Int, base: Int, in f: Fiber) {
    var receiver = f.stack[base]
    if case .cell(let c) = receiver { receiver = c.value }
    let arguments: TypeArguments?
    switch receiver {
    case .structValue(let s): arguments = s.typeArguments
    case .object(let o): arguments = o.typeArguments
    default: arguments = nil
    }
    guard let optional = arguments?.optional, index < optional.count, optional[index] else { return }
    switch f.stack[base &+ slot] {
    case .some, .null, .missing: return
    case let v: f.stack[base &+ slot] = .some(v)
    }
  }

  /// A value stored into a property declared with one of its type's parameters (`var value: T`,
  /// `var items: [T]`) of a value made with an Optional there (`Box<Int?>(5)`, `W<Int?>(v: 3)`,
  /// `box.value = 7`): wrapped, as Swift stores a `T == Int?` (`Language/optional-type-arguments`).
  @inline(__always)
  static func wrapped(_ v: Value, _ field: FieldInfo, of type: NominalType, _ arguments: TypeArguments?) -> Value {
    guard let arguments, arguments.optionalArguments.contains(true) else { return v }
    return wrappedSlow(v, field.declaredType, of: type, arguments)
  }

  private static func wrappedSlow(_ v: Value, _ declared: TypeExpr?, of type: NominalType, _ arguments: TypeArguments)
    -> Value
  {
    func isOptionalParameter(_ t: TypeExpr?) -> Bool {
      guard case .named(let g, let args)? = t, args.isEmpty, let i = type.genericParams.firstIndex(of: g) else {
        return false
      }
      let optional = arguments.optionalArguments
      return i < optional.count && optional[i]
    }
    func wrap(_ x: Value) -> Value {
      switch x {
      case .some, .null, .missing: return x
      default: return .some(x)
      }
    }
    if isOptionalParameter(declared) { return wrap(v) }
    if case .array(let element)? = declared, isOptionalParameter(element), case .array(let xs) = v {
      return .array(xs.map(wrap))
    }
    return v
  }

  /// The stored properties of a value just given its type arguments, wrapped where they say so.
  static func wrapFields(_ fields: inout [Value], of type: NominalType, _ arguments: TypeArguments) {
    guard arguments.optionalArguments.contains(true) else { return }
    for f in type.fields where f.index < fields.count {
      fields[f.index] = wrapped(fields[f.index], f, of: type, arguments)
    }
  }

  /// The associated values of a generic enum's case just given its type arguments
  /// (`let r: Result<Int?, Error> = .success(4)` holds `Optional(4)`).
  static func wrapPayload(_ e: EnumValue, _ arguments: TypeArguments) {
    guard arguments.optionalArguments.contains(true), e.caseIndex < e.type.cases.count else { return }
    let types = e.type.cases[e.caseIndex].payloadTypes
    for k in e.payload.indices where k < types.count {
      e.payload[k] = wrappedSlow(e.payload[k], types[k], of: e.type, arguments)
    }
  }
}
