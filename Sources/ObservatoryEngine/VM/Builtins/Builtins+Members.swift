/// Properties and methods of builtin values: the dispatch by kind of value. Each kind's members
/// live in a file of their own (`Builtins+Collections`, `+Set`, `+Dictionary`, `+String`,
/// `+Numbers`, `+Wrappers`); runtime objects (tracking handles, mutexes, publishers) are here.
extension Builtins {
  static func noMember(_ vm: VM, _ v: Value, _ sym: Int) -> Fault {
    let name = vm.program.symbolName(sym)
    if v.isNull || Operators.isOptional(v) {
      return Fault(
        "value of optional type '\(valueTypeName(v))' must be unwrapped to use its member '\(name)'",
        hint: "use ?. to chain, ! to force, or if let to unwrap")
    }
    if case .missing = v { return Fault("a value is used before it was initialized") }
    // On a lesson's own type, a near miss of one of its members is the likely intent.
    let owner: NominalType?
    switch v {
    case .structValue(let s): owner = s.type
    case .object(let o): owner = o.cls
    case .enumValue(let e): owner = e.type
    default: owner = nil
    }
    return Fault(
      "value of type '\(valueTypeName(v))' has no member '\(name)'",
      hint: owner.flatMap { vm.nearestMember(name, in: $0) }.map { "did you mean '\($0)'?" })
  }

  /// A property of a builtin value.
  static func member(_ vm: VM, _ v: Value, _ sym: Int) throws -> Value {
    let s = Sym(rawValue: sym)
    if let r = try concurrencyMember(vm, v, s, sym) { return r }
    if let r = try foundationMember(vm, v, sym) { return r }
    let found: Value?
    switch v {
    case .array(let xs): found = arrayMember(xs, s)
    case .set(let set): found = setMember(set, s)
    case .dict(let d): found = dictMember(d, s)
    case .string(let str): found = stringMember(str, s)
    case .range(let r): found = try rangeMember(r, s, v)
    case .int(let i): found = intMember(i, s)
    case .double(let d): found = doubleMember(d, s)
    case .bool: found = nil
    case .host(let w as SequenceWrapper): found = wrapperMember(w, s)
    case .host(let u as ScalarValue): found = scalarMember(u.scalar, s)
    case .host(let r as StringRangeValue): found = rangeOfIndicesMember(r, s)
    case .host(let p as BindableProjection): return try p.member(sym, vm.program)
    case .host(let b as BindingValue):
      guard vm.program.symbolName(sym) == "wrappedValue" else { throw noMember(vm, v, sym) }
      return try b.read(vm)
    case .host(let r as DoubleRangeValue): found = doubleRangeMember(r, s)
    // `CharacterSet.alphanumerics.inverted`: every character not in the set.
    case .host(let c as CharacterSetValue):
      found = vm.program.symbolName(sym) == "inverted" ? .host(CharacterSetValue(c.set.inverted)) : nil
    case .host(let t as Tracking):
      guard s == .changed else { throw noMember(vm, v, sym) }
      guard let c = t.changed else { return .null }
      return Value.some(.host(KeyPathValue(root: c.cls.name, components: [c.cls.observedName(c.field)])))
    case .object(let o):
      let name = vm.program.symbolName(sym)
      if o.cls.isObservableObject, name == "objectWillChange" { return .host(Publisher(object: o, field: nil)) }
      // `$query` of any class's `@Published` property (also `@ObservationIgnored @Published` in an
      // `@Observable` class, which Swift accepts).
      if name.hasPrefix("$"), let f = o.cls.fieldsByName[String(name.dropFirst())], f.isPublished {
        return .host(Publisher(object: o, field: f.index))
      }
      if name.hasPrefix("$"), o.cls.isObservable {
        throw Fault(
          "value of type '\(o.cls.name)' has no member '\(name)': an @Observable class has no $property publishers",
          hint: "observe it with withObservationTracking or Observations instead")
      }
      // An `Identifiable` class without an `id` of its own: the standard library's, its identity.
      if name == "id", vm.types.conforms(o.cls, to: "Identifiable") {
        return try ObjectIdentifierValue.construct(vm, v)
      }
      found = nil
    default: found = nil
    }
    if let found { return found }
    if let x = indexMember(v, s) { return x }
    if s == .`self` { return try selfMember(v) }
    // `description` of the values whose type has one (an Optional has only `debugDescription`).
    switch (v, s) {
    case (.missing, _): break
    case (.null, .debugDescription?), (.some, .debugDescription?):
      return .string(try Describer.describe(vm, v, debug: true))
    case (.null, _), (.some, _): break
    case (_, .description?): return .string(try Describer.describe(vm, v))
    case (_, .debugDescription?): return .string(try Describer.describe(vm, v, debug: true))
    default: break
    }
    // A method used as a value (`xs.map(f)` passes `f`; `items.append` is rare) is not supported.
    throw noMember(vm, v, sym)
  }

  /// `x.self` is `x`; `[Point].self` and `[String: Int].self` are the collection types.
  static func selfMember(_ v: Value) throws -> Value {
    func name(_ t: TypeValue, _ q: Bool) -> String {
      if let t = t as? TypeNameValue { return q ? t.qualifiedName : t.name }
      if let t = t as? NominalType { return q ? t.qualifiedPath : t.name }
      return q ? "Swift." + t.name : t.name
    }
    switch v {
    case .array(let xs) where xs.count == 1:
      guard case .type(let t) = xs[0] else { return v }
      return .type(TypeNameValue(name: "Array<\(name(t, false))>", qualifiedName: "Swift.Array<\(name(t, true))>"))
    case .dict(let d) where d.count == 1:
      guard case .type(let k) = d.keys[0], case .type(let t) = d.values[0] else { return v }
      return .type(
        TypeNameValue(
          name: "Dictionary<\(name(k, false)), \(name(t, false))>",
          qualifiedName: "Swift.Dictionary<\(name(k, true)), \(name(t, true))>"))
    default: return v
    }
  }

  /// A non-mutating method call on a builtin value.
  static func callMethod(_ vm: VM, _ recv: Value, _ sym: Int, _ args: [Value], _ labels: [Int?]) throws -> Value {
    if let r = try concurrencyMethod(vm, recv, sym, args) { return r }
    if let r = try foundationMethod(vm, recv, sym, args, labels) { return r }
    let s = Sym(rawValue: sym)
    let names = labels.map { label(vm, $0) }
    if let r = try asyncSequenceMethod(vm, recv, sym, args, names) { return r }
    if case .host(is ObservationRegistrarValue) = recv,
      let r = try vm.runtime.registrarMethod(vm.program.symbolName(sym), args, names)
    {
      return r
    }
    if let u = LessonSequence.unfold(vm, recv), let r = try u.call(vm, vm.program.symbolName(sym), args, names) {
      return r
    }
    switch recv {
    // `entry.action()`: a closure held in a labelled tuple element, called without labels.
    case .tuple(let xs, let tupleLabels?):
      if let k = tupleLabels.index(of: vm.program.symbolName(sym)), k < xs.count {
        return try vm.callValue(xs[k], args)
      }
    case .array(let xs):
      if isSetOnly(s, args, names) { return try callMethod(vm, .set(try makeSet(xs)), sym, args, labels) }
      if let r = try collectionMethod(vm, recv, s, args, names) { return r }
    case .set(let set):
      if let r = try setMethod(vm, set, s, args, names) { return r }
      if let r = try collectionMethod(vm, recv, s, args, names) { return r }
    case .dict(let d):
      if let r = try dictMethod(vm, d, s, args, names) { return r }
      if let r = try collectionMethod(vm, recv, s, args, names) { return r }
    case .string(let str):
      if let r = try stringMethod(vm, str, s, args, names) { return r }
      if let r = try collectionMethod(vm, recv, s, args, names) { return r }
    case .range(let r):
      if let x = try rangeMethod(vm, r, s, args, names) { return x }
      if let x = try collectionMethod(vm, recv, s, args, names) { return x }
    case .host(let w as SequenceWrapper):
      if case .keys(let d) = w.kind, s == .contains, Builtins.labels(names, "_") {
        return .bool(d.find(args[0]) != nil)
      }
      if let r = try collectionMethod(vm, recv, s, args, names) { return r }
    case .int(let i): if let r = try intMethod(vm, i, s, args, names) { return r }
    case .double(let d): if let r = try doubleMethod(vm, d, s, args, names) { return r }
    case .null, .some: if let r = try optionalMethod(vm, recv, s, args, names) { return r }
    case .host(let it as IteratorBox):
      if s == .next && names.isEmpty { return optional(try it.next(vm)) }
    case .host(let r as DoubleRangeValue): if let x = try doubleRangeMethod(r, s, args, names) { return x }
    case .host(let t as Tracking):
      if s == .cancel {
        vm.runtime.cancel(t)
        return .void
      }
    case .host(let q as MainQueue):
      if let r = try dispatchMethod(vm, q, vm.program.symbolName(sym), args) { return r }
    case .host(let p as Publisher):
      if vm.program.symbolName(sym) == "sink", let body = args.last { return try vm.runtime.subscribe(p, body) }
      if vm.program.symbolName(sym) == "send", p.field == nil {
        try vm.runtime.publishWillChange(p.object, field: nil, newValue: nil)
        return .void
      }
    case .host(let c as Cancellable):
      if s == .cancel {
        c.subscription.isCancelled = true
        return .void
      }
    case .structValue, .host(is BuiltinView):
      if let v = try viewModifier(vm, recv, vm.program.symbolName(sym), args) { return v }
    case .host(let m as MutexBox):
      if s == .withLock, let body = args.first {
        // Swift's Mutex is not recursive: locking it again from inside traps.
        guard !m.isLocked else {
          throw Fault(
            "fatal error: Recursive call to lock Mutex",
            hint: "a withLock inside another withLock of the same Mutex waits for itself; Swift stops the program")
        }
        m.isLocked = true
        var value = m.value
        defer {
          m.value = value
          m.isLocked = false
        }
        return try vm.callInout(body, on: &value)
      }
    default: break
    }
    if Builtins.mutatingSymbols.contains(sym) {
      throw Fault(
        "cannot use mutating member '\(vm.program.symbolName(sym))' on an immutable value",
        hint: "store the value in a 'var' first")
    }
    throw noMember(vm, recv, sym)
  }

  /// The methods of a collection: its slices, `reversed()`, `enumerated()`, then every sequence's.
  static func collectionMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    if let r = try indexMethod(recv, s, args, names) { return r }
    switch s {
    case .reversed? where names.isEmpty: return try reversed(recv)
    // An iterator is an object here: a copy of it advances with it (Swift's is a value).
    case .makeIterator? where names.isEmpty:
      let it = try Builtins.makeIterator(vm, recv)
      if case .host(let box as IteratorBox) = it { box.source = recv }
      return it
    case .enumerated? where names.isEmpty:
      let pairs = try elements(recv).enumerated().map {
        labeledTuple(.offsetElement, [.int($0.offset), $0.element])
      }
      return .host(SequenceWrapper(.enumerated(recv), pairs))
    default: break
    }
    if let r = try sliceMethod(vm, recv, s, args, names) { return r }
    return try sequenceMethod(vm, recv, s, args, names)
  }

  static func labeledTuple(_ labels: TupleLabels, _ values: [Value]) -> Value { .tuple(values, labels: labels) }

  /// A mutating method on a value held in a variable or property (`xs.append(4)`).
  static func mutate(_ vm: VM, _ v: inout Value, _ sym: Int, _ args: [Value], _ labels: [Int?]) throws -> Value {
    let s = Sym(rawValue: sym)
    let names = labels.map { label(vm, $0) }
    if vm.program.symbolName(sym) == "store", args.count == 1 {
      // `cancellable.store(in: &bag)`, compiled as a call through the path of `bag`: a
      // `Set<AnyCancellable>` inserts it, an `[AnyCancellable]` appends it.
      switch v {
      case .set(var set):
        v = .void
        defer { v = .set(set) }
        _ = set.insert(args[0])
        return .void
      case .array(let xs):
        v = .array(xs + [args[0]])
        return .void
      default: throw Fault("store(in:) needs a Set<AnyCancellable> or an [AnyCancellable]")
      }
    }
    // Capacity is storage the playground does not model: no element changes, but it is a
    // mutation, which an `@Observable` property reports (as in Swift).
    if s == .reserveCapacity, names == [nil], args.count == 1 {
      switch v {
      case .array, .set, .dict, .string:
        _ = try int(args[0], "minimumCapacity")
        return .void
      default: break
      }
    }
    // Collections are taken out of `v` with `if case`, not in a `switch`: a switch keeps its
    // subject alive through the case body, and the mutation would copy (`VM+Uniqueness`).
    if case .array(var xs) = v {
      if isSetOnly(s, args, names) {
        v = .set(try makeSet(xs))
        return try mutate(vm, &v, sym, args, labels)
      }
      v = .void
      vm.noteMutation(&xs)
      let r: Value?
      do {
        defer { v = .array(xs) }
        r = try mutateArray(vm, &xs, s, args, names)
      }
      if let r { return r }
    } else if case .set(var set) = v {
      v = .void
      let r: Value?
      do {
        defer { v = .set(set) }
        r = try mutateSet(vm, &set, s, args, names)
      }
      if let r { return r }
    } else if case .dict(var d) = v {
      v = .void
      vm.noteMutation(&d.values)
      let r: Value?
      do {
        defer { v = .dict(d) }
        r = try mutateDict(vm, &d, s, args, names)
      }
      if let r { return r }
    } else if case .string(var str) = v {
      v = .void
      let r: Value?
      do {
        defer { v = .string(str) }
        r = try mutateString(vm, &str, s, args, names)
      }
      if let r { return r }
    }
    switch v {
    case .bool(let b):
      if s == .toggle && names.isEmpty {
        v = .bool(!b)
        return .void
      }
    case .host:
      if let r = try foundationMutate(vm, &v, sym, args, labels) { return r }
    default: break
    }
    return try callMethod(vm, v, sym, args, labels)
  }
}
