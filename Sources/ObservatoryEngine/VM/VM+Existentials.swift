/// Casts to existentials (`x is any Named & Aged`, `x as? any Observable`): the value passes when
/// its type is every part of the composition (`ExistentialType`, made by `Compiler+Existentials`).
extension VM {
  func castExistential(_ v: Value, _ kind: CastKind, _ e: ExistentialType) throws -> Value {
    let inner = v.unwrapped ?? .null
    let matches = e.members.allSatisfy { isExistentialMember(inner, $0) }
    switch kind {
    case .is: return .bool(matches)
    case .as: return v
    case .asOptional: return matches ? .some(inner) : .null
    case .asForced:
      guard matches else { throw Fault("could not cast value of type '\(valueTypeName(inner))' to '\(e.name)'") }
      return inner
    }
  }

  private func isExistentialMember(_ v: Value, _ m: ExistentialType.Member) -> Bool {
    switch m {
    case .conforms(let p): return isInstance(v, of: p)
    case .subclass(let c): return isInstance(v, of: c)
    case .exactly(let t): return isInstance(v, of: t)
    case .anyObject: if case .object = v { return true } else { return false }
    case .observable:
      switch v {
      case .object(let o): return isObservableType(o.cls)
      case .structValue(let s): return isObservableType(s.type)
      case .enumValue(let x): return isObservableType(x.type)
      default: return false
      }
    }
  }

  /// Conforms to `Observable`: an `@Observable` class (and its subclasses), a class that conforms
  /// by hand, or a type that declares the conformance (also through a protocol that inherits it).
  func isObservableType(_ t: NominalType) -> Bool {
    (t as? ClassInfo)?.isObservableClass == true || conforms(t, to: "Observable")
  }
}

extension ClassInfo {
  /// `@Observable` (here or in a superclass), or conforming by hand.
  var isObservableClass: Bool {
    var c: ClassInfo? = self
    while let k = c {
      if k.isObservable || k.byHand != nil { return true }
      c = k.superclass
    }
    return false
  }
}
