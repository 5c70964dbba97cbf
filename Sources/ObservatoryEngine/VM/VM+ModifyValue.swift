/// A value (struct, array, dictionary, tuple, optional) changed in place along the rest of a
/// storage path, with value semantics: the value is moved out of its storage while it changes, so
/// that it is the only reference (`VM+Uniqueness`); a struct's own property observers run on every
/// write; a getter that returns an instance continues the write there.
extension VM {
  /// Mutates a value (struct, array, dictionary, tuple, optional) in place along `comps`.
  func modifyValue(
    _ v: inout Value, _ comps: ArraySlice<PathDesc.Component>, _ args: [Value], _ argIndex: inout Int,
    _ action: WriteAction, ownStorage: Bool = false
  ) throws -> Value {
    guard let c = comps.first else { return try apply(action, to: &v) }
    let rest = comps.dropFirst()
    switch c {
    case .member(let sym):
      // Mutable payloads are taken with `if case`, not in a `switch`: a switch keeps its subject
      // alive through the case body, so the payload would still be shared (`VM+Uniqueness`).
      if case .structValue(var s) = v {
        switch s.type.member(sym) {
        case .field(let field)?:
          if case .missing = s.fields[field.index], let lazy = field.lazyInitializer {
            // A struct's `lazy var` is computed at its first use and stored in the value (its
            // getter is `mutating`, as in Swift).
            s.fields[field.index] = try callProto(lazy, receiver: v, [])
            v = .structValue(s)
          }
          if types.setsThroughNonmutatingSetter(s.fields[field.index], rest) {
            // A `nonmutating set` further on: the field is read, not changed (no observers).
            var copy = s.fields[field.index]
            return try modifyValue(&copy, rest, args, &argIndex, action)
          }
          if field.isLet {
            throw Fault(
              "cannot assign to property '\(field.name)': it is a 'let' constant", hint: "declare it with 'var'")
          }
          if !ownStorage, field.willSetObserver != nil || field.didSetObserver != nil {
            // A struct's property observers run on every write, compound ones included: the new
            // value is made on a copy, then willSet, the store, didSet (verified against Swift
            // 6.3.1; the playground used to skip them).
            var x = s.fields[field.index].weakDereferenced
            var oldValue = x
            let r: Value
            if rest.isEmpty, case .assign(let nv) = action {
              x = nv
              r = .void
            } else {
              r = try modifyValue(&x, rest, args, &argIndex, action)
            }
            if let shape = field.shape { x = try Coercion.coerce(self, x, shape) }
            x = GenericOptionals.wrapped(x, field, of: s.type, s.typeArguments)
            if let w = field.willSetObserver { _ = try callMutating(w, on: &v, [x], labels: positionalLabels(1)) }
            guard case .structValue(var updated) = v else { return r }
            updated.fields[field.index] = x
            v = .structValue(updated)
            if !field.keepsOldValue {
              // No `oldValue` in didSet (SE-0268): the store released the old value.
              oldValue = .void
              s = updated
              try runDeinits()
            }
            if let d = field.didSetObserver { _ = try callMutating(d, on: &v, [oldValue], labels: positionalLabels(1)) }
            return r
          }
          v = .void
          noteMutation(&s.fields)
          defer { v = .structValue(s) }
          if rest.isEmpty, case .assign(let x) = action {
            var old = s.fields[field.index]
            s.fields[field.index] = GenericOptionals.wrapped(
              try field.shape.map { try Coercion.coerce(self, x, $0) } ?? x, field, of: s.type, s.typeArguments)
            Reaper.release(taking: &old)
            return .void
          }
          if field.holdsReferenceCell, let shape = field.shape {
            var x = s.fields[field.index].weakDereferenced
            let r = try modifyValue(&x, rest, args, &argIndex, action)
            s.fields[field.index] = try Coercion.coerce(self, x, shape)
            return r
          }
          let incoming =
            try field.shape.flatMap { try Coercion.incomingCoerced(self, action, along: rest, $0) } ?? action
          return try modifyValue(&s.fields[field.index], rest, args, &argIndex, incoming)
        case .computed(let getter, let setter)? where setter != nil || !rest.isEmpty:
          // `t.fahrenheit = 212` calls only the setter; Swift calls the getter for a compound
          // write or one further along (`t.f += 1`, `t.point.x = 1`).
          if rest.isEmpty, case .assign(let nv) = action, let setter {
            _ = try callMutating(setter, on: &v, [nv], labels: positionalLabels(1))
            return .void
          }
          var x = try callProto(getter, receiver: v, [])
          // A class instance it returns is changed where it lives: Swift only gets it.
          if case .object = x, !rest.isEmpty { return try modifyValue(&x, rest, args, &argIndex, action) }
          // `h.selected?.text = "x"`: an optional one reached through `?` or `!` too.
          if types.reachesOptionalInstance(x, declared: getter.returnShape, then: rest.first) {
            return try modifyValue(&x, rest, args, &argIndex, action)
          }
          if types.setsThroughNonmutatingSetter(x, rest) { return try modifyValue(&x, rest, args, &argIndex, action) }
          guard let setter else {
            throw Fault("cannot assign to '\(program.symbolName(sym))': it is a get-only computed property")
          }
          let r = try modifyValue(&x, rest, args, &argIndex, action)
          _ = try callMutating(setter, on: &v, [x], labels: positionalLabels(1))
          return r
        case .computed?:
          throw Fault("cannot assign to '\(program.symbolName(sym))': it is a get-only computed property")
        default:
          throw Fault("value of type '\(s.type.name)' has no property '\(program.symbolName(sym))'")
        }
      }
      if case .enumValue(let e) = v, case .computed(let getter, let setter?)? = e.type.member(sym) {
        // An enum's settable computed property (`mode.level += 1`): get, change, set (an
        // assignment only sets).
        if rest.isEmpty, case .assign(let nv) = action {
          _ = try callMutating(setter, on: &v, [nv], labels: positionalLabels(1))
          return .void
        }
        var x = try callProto(getter, receiver: v, [])
        let r = try modifyValue(&x, rest, args, &argIndex, action)
        _ = try callMutating(setter, on: &v, [x], labels: positionalLabels(1))
        return r
      }
      if case .tuple(var xs, let labels) = v {
        let i = try tupleIndex(sym, count: xs.count, labels)
        v = .void
        defer { v = .tuple(xs, labels: labels) }
        return try modifyValue(&xs[i], rest, args, &argIndex, action)
      }
      switch v {
      case .object(let o):
        // A getter along the value path returned an instance: the write continues there.
        if rest.isEmpty, case .assign(let x) = action {
          try setProperty(o, sym, x)
          return .void
        }
        return try modifyProperty(o, sym) { value in try modifyValue(&value, rest, args, &argIndex, action) }
      case .null, .some:
        throw Fault("value of optional type must be unwrapped to change its property", hint: "use ?. or ! first")
      case .host(let n as NativeValue):
        if rest.isEmpty, case .assign(let x) = action, try n.set(self, program.symbolName(sym), x) { return .void }
        throw Fault("cannot change property '\(program.symbolName(sym))' of a value of type '\(valueTypeName(v))'")
      // A write in progress moved the value out (`swap(&o.s.a, &o.s.b)`): Swift's exclusivity trap.
      case .missing: throw Fault.overlappingAccess(nil)
      default:
        // `store.todos.first?.done = true`: a standard member Swift only reads, on into an instance.
        if !rest.isEmpty, var x = try? Builtins.member(self, v, sym), types.reachesInstance(x, rest) {
          return try modifyValue(&x, rest, args, &argIndex, action)
        }
        throw Fault("cannot change property '\(program.symbolName(sym))' of a value of type '\(valueTypeName(v))'")
      }
    case .subscriptAccess(let argc):
      let these = Array(args[argIndex..<argIndex + argc])
      argIndex += argc
      if case .array(var xs) = v {
        if these.count == 1, case .range(let r) = these[0] {
          // `xs[1..<3] = [...]`: the slice is replaced (its length may change), as Swift does.
          let lower = r.fromStart ? 0 : r.lower
          guard let end = r.toEnd ? xs.count : r.end, lower >= 0, end <= xs.count, lower <= end else {
            throw Fault("range \(describePlain(these[0])) is out of bounds for an array of \(xs.count) elements")
          }
          var slice: Value = .array(Array(xs[lower..<end]))
          let result = try modifyValue(&slice, rest, args, &argIndex, action)
          let replacement = try Builtins.elements(slice)
          guard xs.count - (end - lower) + replacement.count <= Builtins.maxCount else {
            throw Builtins.tooLarge(xs.count - (end - lower) + replacement.count)
          }
          v = .void
          xs.replaceSubrange(lower..<end, with: replacement)
          v = .array(xs)
          return result
        }
        guard these.count == 1, case .int(let i) = these[0] else { throw Fault("an array index must be an Int") }
        guard i >= 0 && i < xs.count else { throw indexOutOfRange(i, count: xs.count) }
        v = .void
        noteMutation(&xs)
        defer { v = .array(xs) }
        return try modifyValue(&xs[i], rest, args, &argIndex, action)
      }
      if case .dict(var d) = v {
        let key = these[0]
        v = .void
        noteMutation(&d.values)
        defer { v = .dict(d) }
        // A value the key has is moved out of its slot while it changes, so an array in it is
        // not copied (`groups[k, default: []].append(x)`, `d[k]!.append(x)`: O(1), as in Swift);
        // the slot keeps its place in the order and gets the value back even if the write fails.
        let slot = d.find(key)
        if these.count == 2 {  // dict[key, default: x]
          guard let i = slot else {
            var x = these[1]
            let r = try modifyValue(&x, rest, args, &argIndex, action)
            d.set(key, x)
            return r
          }
          var x = d.values[i]
          d.values[i] = .void
          defer { d.values[i] = x }
          return try modifyValue(&x, rest, args, &argIndex, action)
        }
        if rest.isEmpty, case .assign(let x) = action {
          if case .null = x { d.remove(key) } else { d.set(key, x.unwrapped ?? x) }
          return .void
        }
        guard let i = slot else {
          var x: Value = .null
          let r = try modifyValue(&x, rest, args, &argIndex, action)
          if let u = x.unwrapped { d.set(key, u) }
          return r
        }
        var x: Value = .some(d.values[i])
        d.values[i] = .void
        var done = false
        defer { if !done { d.values[i] = x.unwrapped ?? .void } }
        let r = try modifyValue(&x, rest, args, &argIndex, action)
        done = true
        if let u = x.unwrapped { d.values[i] = u } else { d.remove(key) }
        return r
      }
      switch v {
      case .structValue(let s) where types.subscriptFor(s.type, these) != nil:
        // A custom subscript of a struct: get, change the copy, set (a mutating setter).
        let sub = types.subscriptFor(s.type, these)
        guard let getter = sub?.getter, let setter = sub?.setter else {
          throw Fault("cannot assign through '\(s.type.name)''s subscript: it is get-only")
        }
        if rest.isEmpty, case .assign(let newValue) = action {
          _ = try callMutating(setter, on: &v, these + [newValue], labels: positionalLabels(these.count + 1))
          return .void
        }
        var x = try callProto(getter, receiver: v, these)
        let r = try modifyValue(&x, rest, args, &argIndex, action)
        _ = try callMutating(setter, on: &v, these + [x], labels: positionalLabels(these.count + 1))
        return r
      default:
        throw Fault("cannot assign through a subscript of a value of type '\(valueTypeName(v))'")
      }
    case .keyPath:
      throw Fault("internal: a key path left in a storage path")
    case .force, .bind:
      if case .some(var x) = v {
        v = .void
        defer { v = .some(x) }
        return try modifyValue(&x, rest, args, &argIndex, action)
      }
      switch v {
      case .null:
        if case .bind = c { return .null }
        throw Fault("unexpectedly found nil while unwrapping an Optional value", hint: "check with if let first")
      default:
        return try modifyValue(&v, rest, args, &argIndex, action)
      }
    }
  }

  /// The innermost step of a write.
  func apply(_ action: WriteAction, to v: inout Value) throws -> Value {
    switch action {
    case .assign(let x):
      var old = v
      v = x
      Reaper.release(taking: &old)
      return .void
    case .compound(let op, let rhs):
      // `xs += ys` and `s += t` append in place, as Swift's `+=` does (`VM+Uniqueness`).
      if op == .add, case .array(let more) = rhs, case .array(var xs) = v {
        guard xs.count + more.count <= Builtins.maxCount else { throw Builtins.tooLarge(xs.count + more.count) }
        v = .void
        noteMutation(&xs)
        xs.append(contentsOf: more)
        v = .array(xs)
        return .void
      }
      if op == .add, case .string(let more) = rhs, case .string(var str) = v {
        guard str.utf8.count + more.utf8.count <= Builtins.maxCount else {
          throw Builtins.tooLarge(str.utf8.count + more.utf8.count, string: true)
        }
        v = .void
        str += more
        v = .string(str)
        return .void
      }
      v = try Operators.binary(self, op, v, rhs)
      return .void
    case .compoundConverted(let op, let rhs, let shape):
      _ = try apply(.compound(op, rhs), to: &v)
      v = try Coercion.coerce(self, v, shape)
      return .void
    case .inoutArgument(let body):
      return try body(&v)
    case .call(let sym, let args, let labels):
      if case .structValue(var s) = v {
        if case .field(let field)? = s.type.member(sym), let lazy = field.lazyInitializer {
          // Reading a struct's `lazy var` through its storage: computed and stored at the first read.
          if case .missing = s.fields[field.index] {
            s.fields[field.index] = try callProto(lazy, receiver: v, [])
            v = .structValue(s)
          }
          return s.fields[field.index]
        }
        guard case .method(let p)? = s.type.member(sym) else {
          throw Fault("value of type '\(s.type.name)' has no method '\(program.symbolName(sym))'")
        }
        s = StructValue(type: s.type, fields: [])  // `v` is the only reference the method sees
        return try callMutating(p, on: &v, args, labels: labels)
      }
      // A switch keeps its subject alive through the case body: the cases below do not take
      // their payload out of `v` (`VM+Uniqueness`).
      switch v {
      case .enumValue(let e):
        guard case .method(let p)? = e.type.member(sym) else {
          throw Fault("value of type '\(e.type.name)' has no method '\(program.symbolName(sym))'")
        }
        return try callMutating(p, on: &v, args, labels: labels)
      case .object:
        let f = fiber
        try f.push(v)
        for a in args { try f.push(a) }
        return try runCallMember(sym, argc: args.count, labels: labels)
      default:
        if case .method(let p)? = program.extensionMember(for: v, sym, call: { (self.program.labelSets[labels], args) })
        {
          return try callMutating(p, on: &v, args, labels: labels)
        }
        return try Builtins.mutate(self, &v, sym, args, program.labelSets[labels])
      }
    }
  }
}
