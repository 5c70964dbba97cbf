/// A generic parameter that several parameters share is one type at each call: in
/// `func update<V>(_ old: V, _ new: V)` called with a `String?` and `"ana"`, `V` is `String?` and
/// the literal arrives as `Optional("ana")` (printed so, verified against Swift 6.3.1). The
/// playground, without static types, sees that from the values: when one argument of type `V` is
/// an Optional, or a key path argument `WritableKeyPath<Settings, V>` names an optional property,
/// the arguments of type `V` that are not become `.some` at the function's entry.
extension Compiler {
  /// Emits, at a function's entry, the check for each generic parameter that types two or more
  /// of its parameters (one of them may be a key path's value type).
  func unifyGenericOptionals(_ generics: [String], _ params: [Parameter]) {
    for g in generics {
      var plain: [Int] = []
      var keyPaths: [(slot: Int, root: String?)] = []
      for (k, p) in params.enumerated() where !p.isInout && !p.isVariadic {
        if p.genericName == g {
          plain.append(k + 1)
        } else if case .named(let kind, let args)? = p.type, Compiler.keyPathKinds.contains(kind), args.count == 2,
          args[1] == .named(g, [])
        {
          if case .named(let root, let rootArgs) = args[0], rootArgs.isEmpty, !generics.contains(root) {
            keyPaths.append((k + 1, root))
          } else {
            keyPaths.append((k + 1, nil))
          }
        }
      }
      guard !plain.isEmpty, plain.count + keyPaths.count >= 2 else { continue }
      fn.proto.optionalGroups.append(GenericOptionalGroup(slots: plain, keyPaths: keyPaths))
      emit(.unifyGenericOptionals(fn.proto.optionalGroups.count - 1), params[plain[0] - 1].start)
    }
  }

  /// Emits, at a method's entry, for each parameter whose type is one of its type's generic
  /// parameters (`push(_ x: Element)`), the wrap that an Optional type argument of the receiver
  /// (`Stack<String?>`) gives it.
  func wrapForOptionalTypeArguments(_ owner: NominalType?, _ params: [Parameter], generics: [String]) {
    guard let owner, !owner.genericParams.isEmpty, [.method, .initializer, .setter].contains(fn.proto.kind),
      !fn.proto.isStatic
    else { return }
    for (k, p) in params.enumerated() where !p.isInout && !p.isVariadic {
      guard case .named(let g, let args)? = p.type, args.isEmpty, !generics.contains(g),
        let index = owner.genericParams.firstIndex(of: g)
      else { continue }
      emit(.wrapForOptionalTypeArgument(slot: k + 1, index: index), p.start)
    }
  }

  /// `T?`, `Optional<T>`.
  func isOptionalType(_ t: TypeExpr) -> Bool {
    switch t {
    case .optional: return true
    case .named("Optional", let args): return args.count == 1
    default: return false
    }
  }

  static let keyPathKinds: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]
}

/// The parameter slots of one generic parameter (`unifyGenericOptionals`): those of type `V`, and
/// the key paths whose value type is `V` with their declared root type (nil: the key path's own).
struct GenericOptionalGroup {
  let slots: [Int]
  let keyPaths: [(slot: Int, root: String?)]
}
