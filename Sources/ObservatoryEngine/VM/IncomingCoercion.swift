/// A `_modify` of a property declared `[T]` (`m.tiles.append(.init())`) stores the mutated array
/// as `[T]` would hold it: a value brought in as an implicit member (`.busy`), an Int where a
/// Double is expected, a value where an Optional is expected, is converted. Converting the whole
/// array after every mutation costs its size; for the mutations that bring in only the values of
/// their arguments (`append`, `insert`, an element assignment) or none (`remove(at:)`, `sort`),
/// converting those arguments first is the same and O(1).
extension Coercion {
  /// As `incomingCoerced(vm, _:_:_:)`, where the array is reached through subscripts and optionals of
  /// the declared value (`edges[key, default: []].append((b, cost))` for a `[K: [(to:, cost:)]]`).
  static func incomingCoerced(
    _ vm: VM, _ action: VM.WriteAction, along comps: ArraySlice<PathDesc.Component>, _ shape: TypeShape
  )
    throws -> VM.WriteAction?
  {
    var s = shape
    var rest = comps
    while true {
      if let a = try incomingCoerced(vm, action, rest, s) { return a }
      guard let c = rest.first else { return elementCoerced(action, s) }
      switch (c, s) {
      case (.subscriptAccess, .dictionary(let v)):
        s = v
        // `d[k]!.x += 1`: the `!` unwraps the subscript's Optional, not the value's.
        if rest.count > 1, case .bind = rest[rest.startIndex + 1] { rest = rest.dropFirst() }
        if rest.count > 1, case .force = rest[rest.startIndex + 1] { rest = rest.dropFirst() }
      case (.subscriptAccess, .array(let v)): s = v
      case (.bind, .optional(let w?)), (.force, .optional(let w?)): s = w
      // A member of a lesson struct or class: the instance converts what its own field takes
      // (`modifyValue`, `modifyProperty`), so nothing outside needs converting.
      case (.member, .instance), (.member, .genericInstance): return action
      default: return nil
      }
      rest = rest.dropFirst()
    }
  }

  /// `op=` on what the path reaches (`m.values[i] += 1.5`, `m.totals[k, default: 0] += 1`):
  /// its result is converted to `shape` where it is stored, so the collection holding it is not
  /// converted whole after the write (a scan of every element on every write). Nil for anything
  /// else, and where an Optional is declared (a compound assignment cannot reach one).
  private static func elementCoerced(_ action: VM.WriteAction, _ shape: TypeShape) -> VM.WriteAction? {
    guard case .compound(let op, let rhs) = action else { return nil }
    if case .optional = shape { return nil }
    return .compoundConverted(op, rhs, shape)
  }

  /// The action with its incoming values converted to the element type of `shape`, or nil when
  /// the whole value must be converted after the mutation.
  static func incomingCoerced(
    _ vm: VM, _ action: VM.WriteAction, _ rest: ArraySlice<PathDesc.Component>, _ shape: TypeShape
  ) throws
    -> VM.WriteAction?
  {
    if case .dictionary(let value) = shape { return try incomingCoercedValue(vm, action, rest, value) }
    guard case .array(let element) = shape else { return nil }
    switch action {
    case .assign(let x):
      guard rest.count == 1, case .subscriptAccess(1)? = rest.first else { return nil }
      return .assign(try coerce(vm, x, element))
    case .compound(let op, .array(let xs)) where rest.isEmpty && (op == .add || op == .addAssign):
      // `m.points += [p]`: only the appended elements come in.
      return .compound(op, .array(try xs.map { try coerce(vm, $0, element) }))
    case .call(let sym, let args, let labels) where rest.isEmpty:
      let names = vm.program.labelSets[labels].map { Builtins.label(vm, $0) }
      switch Sym(rawValue: sym) {
      case .append? where Builtins.labels(names, "_"):
        return .call(sym: sym, args: [try coerce(vm, args[0], element)], labels: labels)
      case .insert? where Builtins.labels(names, "_", "at"):
        return .call(sym: sym, args: [try coerce(vm, args[0], element), args[1]], labels: labels)
      case .append? where Builtins.labels(names, "contentsOf"):
        guard case .array(let xs) = args[0] else { return nil }
        return .call(sym: sym, args: [.array(try xs.map { try coerce(vm, $0, element) })], labels: labels)
      case .remove?, .removeFirst?, .removeLast?, .popLast?, .removeAll?, .swapAt?, .reverse?:
        return action
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// As for an array, for a dictionary whose values are of `value`'s shape: `d[k] = x` converts
  /// `x` (a nil removes the key), `removeValue(forKey:)` and `removeAll()` bring nothing in. A
  /// dictionary of Optionals, and any other mutation, is converted whole after it.
  private static func incomingCoercedValue(
    _ vm: VM, _ action: VM.WriteAction, _ rest: ArraySlice<PathDesc.Component>, _ value: TypeShape
  ) throws -> VM.WriteAction? {
    if case .optional = value { return nil }
    switch action {
    case .assign(let x):
      guard rest.count == 1, case .subscriptAccess(1)? = rest.first else { return nil }
      if case .null = x { return action }
      return .assign(try coerce(vm, x, value))
    case .call(let sym, _, _) where rest.isEmpty:
      switch Sym(rawValue: sym) {
      case .removeValue?, .removeAll?: return action
      default: return nil
      }
    default:
      return nil
    }
  }
}
