/// `Set<Element>`: hash membership (`HashKey`), order-independent equality, and Swift's set
/// algebra. Members keep insertion order, so printing and iterating are the same on every run;
/// Swift's order is random per process, and the playground says so (README, "Choices where Swift
/// makes none"). Every method here was verified against Swift 6.3.1 (`Tests/.../Stdlib/set*`).
extension Builtins {
  /// `Set()`, `Set(sequence)`, `Set<T>()`, `Set(minimumCapacity:)`.
  static func constructSet(_ args: [Value], _ names: [String?]) throws -> Value {
    switch (args.count, names.first ?? nil) {
    case (0, _): return .set(SetStorage())
    case (1, nil): return .set(try makeSet(try elements(args[0])))
    case (1, "minimumCapacity"?):
      _ = try int(args[0], "minimumCapacity")
      return .set(SetStorage())
    default: throw Fault("no initializer of 'Set' takes these arguments")
    }
  }

  /// A set's properties.
  static func setMember(_ s: SetStorage, _ sym: Sym?) -> Value? {
    if let i = hashedIndexMember(.set(s), sym) { return i }
    switch sym {
    case .count?: return .int(s.count)
    case .isEmpty?: return .bool(s.count == 0)
    case .first?: return s.members.first.map { .some($0) } ?? .null
    default: return nil
    }
  }

  /// The members of the argument of a set operation: any sequence (`a.union([1, 2])`).
  private static func operand(_ args: [Value], _ what: String) throws -> SetStorage {
    guard args.count == 1 else { throw Fault("\(what) takes one sequence") }
    if case .set(let s) = args[0] { return s }
    return try makeSet(try elements(args[0]))
  }

  /// A non-mutating set method, or nil when it is a general sequence method.
  static func setMethod(_ vm: VM, _ s: SetStorage, _ sym: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    if let r = try hashedIndexMethod(vm, .set(s), sym, args, names) { return r }
    switch sym {
    case .contains? where names.first == .some(nil) && args.count == 1:
      return .bool(s.contains(args[0]))
    case .union?:
      var out = s
      for x in try operand(args, "union(_:)").members { out.insert(x) }
      return .set(out)
    case .intersection?:
      let other = try operand(args, "intersection(_:)")
      return .set(SetStorage(s.members.filter { other.contains($0) }))
    case .subtracting?:
      let other = try operand(args, "subtracting(_:)")
      return .set(SetStorage(s.members.filter { !other.contains($0) }))
    case .symmetricDifference?:
      let other = try operand(args, "symmetricDifference(_:)")
      return .set(SetStorage(s.members.filter { !other.contains($0) } + other.members.filter { !s.contains($0) }))
    case .isSubset?:
      let other = try operand(args, "isSubset(of:)")
      return .bool(s.members.allSatisfy { other.contains($0) })
    case .isSuperset?:
      let other = try operand(args, "isSuperset(of:)")
      return .bool(other.members.allSatisfy { s.contains($0) })
    case .isStrictSubset?:
      let other = try operand(args, "isStrictSubset(of:)")
      return .bool(s.count < other.count && s.members.allSatisfy { other.contains($0) })
    case .isStrictSuperset?:
      let other = try operand(args, "isStrictSuperset(of:)")
      return .bool(s.count > other.count && other.members.allSatisfy { s.contains($0) })
    case .isDisjoint?:
      let other = try operand(args, "isDisjoint(with:)")
      return .bool(!s.members.contains { other.contains($0) })
    // `filter` on a set is a set (the others — map, sorted, ... — give arrays).
    case .filter?:
      guard let fn = args.first else { return nil }
      return .set(SetStorage(try s.members.filter { try Operators.truth(vm.callValue(fn, [$0])) }))
    default: return nil
    }
  }

  /// A mutating set method on a set held in a variable or property.
  static func mutateSet(_ vm: VM, _ s: inout SetStorage, _ sym: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    switch sym {
    case .insert? where args.count == 1:
      let r = s.insert(args[0])
      return labeledTuple(.inserted, [.bool(r.inserted), r.member])
    case .remove? where labels(names, "at"):
      guard let member = try hashedIndexSubscript(.set(s), args) else { return nil }
      s.remove(member)
      return member
    case .remove? where args.count == 1 && names.first == .some(nil):
      return s.remove(args[0]).map { .some($0) } ?? .null
    case .update? where labels(names, "with"):
      return s.update(args[0]).map { .some($0) } ?? .null
    case .removeAll? where args.isEmpty:
      s.removeAll()
      return .void
    // The member iteration gives first (insertion order here; Swift's hash order differs per run).
    case .removeFirst? where labels(names):
      guard let first = s.members.first else { throw Fault("can't remove first element from an empty collection") }
      s.remove(first)
      return first
    case .formUnion?:
      for x in try operand(args, "formUnion(_:)").members { s.insert(x) }
      return .void
    case .formIntersection?:
      let other = try operand(args, "formIntersection(_:)")
      s = SetStorage(s.members.filter { other.contains($0) })
      return .void
    case .subtract?:
      let other = try operand(args, "subtract(_:)")
      s = SetStorage(s.members.filter { !other.contains($0) })
      return .void
    case .formSymmetricDifference?:
      let other = try operand(args, "formSymmetricDifference(_:)")
      s = SetStorage(s.members.filter { !other.contains($0) } + other.members.filter { !s.contains($0) })
      return .void
    case .removeAll?:
      // removeAll(where:)
      guard let fn = args.first else { return nil }
      s = SetStorage(try s.members.filter { !(try Operators.truth(vm.callValue(fn, [$0]))) })
      return .void
    default: return nil
    }
  }

  /// A set of these values (members told apart as `Compiler+HashableKeys.swift` says).
  static func makeSet(_ values: [Value]) throws -> SetStorage {
    var set = SetStorage()
    for v in values {
      try Watchdog.poll()
      set.insert(v)
    }
    return set
  }

  /// Set-only methods called on an array value: the value's static type is a `Set` the
  /// playground did not see (`groups[k, default: []].insert(x)`), since an `Array` has none of
  /// them in Swift. The array becomes the set it stands for.
  static func isSetOnly(_ sym: Sym?, _ args: [Value], _ names: [String?]) -> Bool {
    switch sym {
    case .insert?, .remove?: return args.count == 1 && names.first == .some(nil)
    case .formUnion?, .formIntersection?, .subtract?, .formSymmetricDifference?, .update?, .union?, .intersection?,
      .subtracting?, .symmetricDifference?, .isSubset?, .isSuperset?, .isStrictSubset?, .isStrictSuperset?,
      .isDisjoint?:
      return true
    default: return false
    }
  }
}
