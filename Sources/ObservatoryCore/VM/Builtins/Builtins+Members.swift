/// Properties and methods of builtin values: arrays, dictionaries, strings, ranges, numbers,
/// optionals, and runtime objects (tracking handles, mutexes).
extension Builtins {
  static func noMember(_ vm: VM, _ v: Value, _ sym: Int) -> Fault {
    let name = vm.program.symbolName(sym)
    if v.isNull || vm.isOptional(v) {
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

  /// A property of a builtin value, or a method as a value.
  static func member(_ vm: VM, _ v: Value, _ sym: Int) throws -> Value {
    let s = Sym(rawValue: sym)
    if let r = try concurrencyMember(vm, v, s) { return r }
    if let r = try foundationMember(vm, v, sym) { return r }
    switch v {
    case .array(let xs):
      switch s {
      case .count?: return .int(xs.count)
      case .isEmpty?: return .bool(xs.isEmpty)
      case .first?: return xs.first.map { .some($0) } ?? .null
      case .last?: return xs.last.map { .some($0) } ?? .null
      case .indices?: return .range(RangeValue(0, xs.count, closed: false))
      case .startIndex?: return .int(0)
      case .endIndex?: return .int(xs.count)
      case .description?: return .string(try vm.describe(v))
      default: break
      }
    case .dict(let d):
      switch s {
      case .count?: return .int(d.count)
      case .isEmpty?: return .bool(d.count == 0)
      case .keys?: return .array(d.keys)
      case .values?: return .array(d.values)
      case .first?: return d.keys.first.map { .some(.tuple([$0, d.values[0]], labels: .keyValue)) } ?? .null
      default: break
      }
    case .string(let str):
      switch s {
      case .count?: return .int(str.count)
      case .isEmpty?: return .bool(str.isEmpty)
      case .first?: return str.first.map { .some(.string(String($0))) } ?? .null
      case .last?: return str.last.map { .some(.string(String($0))) } ?? .null
      case .description?: return v
      case .debugDescription?: return .string(debugQuoted(str))
      default: break
      }
    case .range(let r):
      switch s {
      case .count?:
        // Swift traps when the count does not fit in an Int (Int.min..<Int.max); so does the playground.
        let (n, overflow) = r.upper.subtractingReportingOverflow(r.lower)
        let (total, overflow2) = r.closed ? n.addingReportingOverflow(1) : (n, false)
        guard !overflow && !overflow2 else {
          throw Fault("the range \(describePlain(v)) has more elements than an Int can count")
        }
        return .int(total)
      case .isEmpty?: return .bool(r.count == 0)
      case .lowerBound?: return .int(r.lower)
      case .upperBound?: return .int(r.upper)
      case .first?: return r.count > 0 ? .some(.int(r.lower)) : .null
      case .last?: return r.count > 0 ? .some(.int(r.closed ? r.upper : r.upper - 1)) : .null
      default: break
      }
    case .int(let i):
      switch s {
      case .description?: return .string(String(i))
      case .magnitude?: return .int(i == Int.min ? Int.max : abs(i))
      default: break
      }
    case .double(let d):
      switch s {
      case .description?: return .string(String(d))
      case .isNaN?: return .bool(d.isNaN)
      case .magnitude?: return .double(abs(d))
      default: break
      }
    case .bool(let b):
      if s == .description { return .string(b ? "true" : "false") }
    case .host(let t as Tracking):
      if s == .changed {
        guard let c = t.changed else { return .null }
        return .some(.host(KeyPathValue(root: c.cls.name, components: [c.cls.fields[c.field].name])))
      }
    case .object(let o):
      if s == .description { return .string(try vm.describe(.object(o))) }
      let name = vm.program.symbolName(sym)
      if o.cls.isObservableObject {
        if name == "objectWillChange" { return .host(Publisher(object: o, field: nil)) }
        if name.hasPrefix("$"), let f = o.cls.fieldsByName[String(name.dropFirst())], f.isPublished {
          return .host(Publisher(object: o, field: f.index))
        }
      }
      if name.hasPrefix("$"), o.cls.isObservable {
        throw Fault(
          "value of type '\(o.cls.name)' has no member '\(name)': an @Observable class has no $property publishers",
          hint: "observe it with withObservationTracking or Observations instead")
      }
    default: break
    }
    // A method used as a value (`xs.map(f)` passes `f`; `items.append` is rare) is not supported.
    throw noMember(vm, v, sym)
  }

  /// A non-mutating method call on a builtin value.
  static func callMethod(_ vm: VM, _ recv: Value, _ sym: Int, _ args: [Value], _ labels: [Int?]) throws -> Value {
    if let r = try concurrencyMethod(vm, recv, sym, args) { return r }
    if let r = try foundationMethod(vm, recv, sym, args, labels) { return r }
    let s = Sym(rawValue: sym)
    let names = labels.map { label(vm, $0) }
    switch recv {
    case .array, .range, .dict, .string:
      if let r = try sequenceMethod(vm, recv, s, args, names) { return r }
      if case .string(let str) = recv, let r = try stringMethod(vm, str, s, args, names) { return r }
      if case .dict(let d) = recv, let r = try dictMethod(vm, d, s, args, names) { return r }
    case .double(let d):
      switch s {
      case .rounded?: return .double(d.rounded())
      case .squareRoot?: return .double(d.squareRoot())
      default: break
      }
    case .int(let i):
      switch s {
      case .isMultiple?:
        let n = try int(args.first ?? .void, "of")
        // `Int.min % -1` traps in Swift; every Int is a multiple of -1 anyway.
        return .bool(n == 0 ? i == 0 : n == -1 || i % n == 0)
      case .signum?: return .int(i.signum())
      default: break
      }
    case .null, .some:
      // Optional.map / flatMap: nil stays nil; flatMap's closure already returns an Optional.
      if s == .map || s == .flatMap, let fn = args.first {
        guard case .some(let x) = recv else { return .null }
        let r = try vm.callValue(fn, [x])
        return s == .map ? .some(r) : r.asOptional
      }
    case .host(let t as Tracking):
      if s == .cancel {
        vm.runtime.cancel(t)
        return .void
      }
    case .host(let q as MainQueue):
      if let r = try dispatchMethod(vm, q, vm.program.symbolName(sym), args) { return r }
    case .host(let p as Publisher):
      if vm.program.symbolName(sym) == "sink", let body = args.last { return try vm.subscribe(p, body) }
      if vm.program.symbolName(sym) == "send", p.field == nil {
        try vm.publishWillChange(p.object, field: nil, newValue: nil)
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
        var value = m.value
        defer { m.value = value }
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

  /// Methods every sequence has (arrays, ranges, strings as characters, dictionaries as pairs).
  static func sequenceMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    guard let s else { return nil }
    let fn = args.first
    switch s {
    case .map:
      guard let fn else { return nil }
      return .array(try elements(recv).map { try vm.callValue(fn, [$0]) })
    case .compactMap:
      guard let fn else { return nil }
      return .array(try elements(recv).compactMap { try vm.callValue(fn, [$0]).unwrapped })
    case .flatMap:
      guard let fn else { return nil }
      return .array(try elements(recv).flatMap { try elements(vm.callValue(fn, [$0])) })
    case .filter:
      guard let fn else { return nil }
      let kept = try elements(recv).filter { try vm.truth(vm.callValue(fn, [$0])) }
      if case .string = recv { return .string(kept.map { describePlain($0) }.joined()) }
      return .array(kept)
    case .forEach:
      guard let fn else { return nil }
      for x in try elements(recv) { _ = try vm.callValue(fn, [x]) }
      return .void
    case .reduce:
      guard args.count == 2 else { return nil }
      var acc = args[0]
      for x in try elements(recv) { acc = try vm.callValue(args[1], [acc, x]) }
      return acc
    case .contains:
      let xs = try elements(recv)
      if names.first == "where", let fn {
        for x in xs where try vm.truth(vm.callValue(fn, [x])) { return .bool(true) }
        return .bool(false)
      }
      if case .string(let str) = recv, case .string(let sub)? = fn { return .bool(str.contains(sub)) }
      guard let target = fn else { return nil }
      for x in xs where try vm.equals(x, target) { return .bool(true) }
      return .bool(false)
    case .allSatisfy:
      guard let fn else { return nil }
      for x in try elements(recv) where !(try vm.truth(vm.callValue(fn, [x]))) { return .bool(false) }
      return .bool(true)
    case .first, .firstWhere:
      guard let fn, names.first == "where" else { return nil }
      for x in try elements(recv) where try vm.truth(vm.callValue(fn, [x])) { return .some(x) }
      return .null
    case .firstIndex, .lastIndex:
      let xs = try elements(recv)
      let order = s == .firstIndex ? Array(xs.indices) : Array(xs.indices.reversed())
      for i in order {
        let hit: Bool
        if names.first == "where", let fn {
          hit = try vm.truth(vm.callValue(fn, [xs[i]]))
        } else {
          hit = try vm.equals(xs[i], fn ?? .void)
        }
        if hit { return .some(.int(i)) }
      }
      return .null
    case .sorted:
      var xs = try elements(recv)
      try sortValues(vm, &xs, by: fn)
      return .array(xs)
    case .reversed: return .array(try elements(recv).reversed())
    case .enumerated:
      return .array(
        try elements(recv).enumerated().map { .tuple([.int($0.offset), $0.element], labels: .offsetElement) })
    case .min, .max:
      let xs = try elements(recv)
      guard var best = xs.first else { return .null }
      for x in xs.dropFirst() {
        let better: Bool
        if let fn {
          better = try vm.truth(vm.callValue(fn, s == .min ? [x, best] : [best, x]))
        } else {
          let c = try vm.compare(x, best)
          better = s == .min ? c < 0 : c > 0
        }
        if better { best = x }
      }
      return .some(best)
    case .joined:
      let sep = try args.first.map { try string($0, "separator") } ?? ""
      let parts = try elements(recv).map { try vm.describe($0) }
      let size = parts.reduce(0) { $0 + $1.utf8.count } + sep.utf8.count * max(0, parts.count - 1)
      guard size <= maxCount else { throw tooLarge(size, string: true) }
      return .string(parts.joined(separator: sep))
    case .prefix, .suffix, .dropFirst, .dropLast:
      let xs = try elements(recv)
      let n = try args.first.map { try int($0, "count") } ?? 1
      guard n >= 0 else { throw Fault("\(s)(_:) needs a count of 0 or more") }
      let k = min(n, xs.count)
      let out: [Value]
      switch s {
      case .prefix: out = Array(xs.prefix(k))
      case .suffix: out = Array(xs.suffix(k))
      case .dropFirst: out = Array(xs.dropFirst(k))
      default: out = Array(xs.dropLast(k))
      }
      if case .string = recv { return .string(out.map { describePlain($0) }.joined()) }
      return .array(out)
    case .count:
      return nil
    default: return nil
    }
  }

  static func sortValues(_ vm: VM, _ xs: inout [Value], by fn: Value?) throws {
    // Merge sort: stable, and a throwing comparator leaves `xs` untouched.
    var failure: Error? = nil
    func less(_ a: Value, _ b: Value) -> Bool {
      if failure != nil { return false }
      do {
        if let fn { return try vm.truth(vm.callValue(fn, [a, b])) }
        return try vm.compare(a, b) < 0
      } catch {
        failure = error
        return false
      }
    }
    var sorted = xs
    mergeSort(&sorted, less)
    if let failure { throw failure }
    xs = sorted
  }

  static func mergeSort(_ a: inout [Value], _ less: (Value, Value) -> Bool) {
    guard a.count > 1 else { return }
    var left = Array(a[..<(a.count / 2)])
    var right = Array(a[(a.count / 2)...])
    mergeSort(&left, less)
    mergeSort(&right, less)
    var i = 0
    var j = 0
    var k = 0
    while i < left.count && j < right.count {
      if less(right[j], left[i]) {
        a[k] = right[j]
        j += 1
      } else {
        a[k] = left[i]
        i += 1
      }
      k += 1
    }
    while i < left.count {
      a[k] = left[i]
      i += 1
      k += 1
    }
    while j < right.count {
      a[k] = right[j]
      j += 1
      k += 1
    }
  }

  static func stringMethod(_ vm: VM, _ str: String, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch s {
    case .hasPrefix?: return .bool(str.hasPrefix(try string(args.first ?? .void, "prefix")))
    case .hasSuffix?: return .bool(str.hasSuffix(try string(args.first ?? .void, "suffix")))
    case .uppercased?: return .string(str.uppercased())
    case .lowercased?: return .string(str.lowercased())
    case .split?:
      let sep = try string(args.first ?? .string(" "), "separator")
      guard let c = sep.first, sep.count == 1 else { throw Fault("split(separator:) takes one character") }
      return .array(str.split(separator: c).map { .string(String($0)) })
    case .padding?:
      // padding(toLength:withPad:startingAt:) as Foundation does it.
      let length = try int(args.first ?? .void, "toLength")
      guard length >= 0, length <= 10_000_000 else { throw Fault("padding length out of range") }
      let pad = args.count > 1 ? try string(args[1], "withPad") : " "
      guard !pad.isEmpty else { throw Fault("padding needs a non-empty pad") }
      if str.count >= length { return .string(String(str.prefix(length))) }
      var out = str
      let padChars = Array(pad)
      var k = 0
      while out.count < length {
        out.append(padChars[k % padChars.count])
        k += 1
      }
      return .string(out)
    default: return nil
    }
  }

  static func dictMethod(_ vm: VM, _ d: DictStorage, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch s {
    case .map?, .filter?, .forEach?, .contains?, .sorted?, .reduce?: return nil
    default: return nil
    }
  }

  /// A mutating method on a value held in a variable or property (`xs.append(4)`).
  static func mutate(_ vm: VM, _ v: inout Value, _ sym: Int, _ args: [Value], _ labels: [Int?]) throws -> Value {
    let s = Sym(rawValue: sym)
    let names = labels.map { label(vm, $0) }
    switch v {
    case .array(var xs):
      v = .void
      defer { v = .array(xs) }
      switch s {
      case .append?:
        guard let x = args.first else { throw Fault("append needs a value") }
        if names.first == "contentsOf" {
          let more = try elements(x)
          guard xs.count + more.count <= maxCount else { throw tooLarge(xs.count + more.count) }
          xs.append(contentsOf: more)
        } else {
          xs.append(x)
        }
        return .void
      case .insert?:
        guard args.count == 2 else { throw Fault("insert(_:at:) needs a value and an index") }
        let i = try int(args[1], "at")
        guard i >= 0 && i <= xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
        xs.insert(args[0], at: i)
        return .void
      case .remove?:
        let i = try int(args.first ?? .void, "at")
        guard i >= 0 && i < xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
        return xs.remove(at: i)
      case .removeFirst?, .removeLast?:
        if let k = args.first {
          // removeFirst(k) / removeLast(k)
          let n = try int(k, "count")
          guard n >= 0, n <= xs.count else {
            throw Fault("cannot remove \(n) elements from an array of \(xs.count)", hint: "check the count first")
          }
          if s == .removeFirst { xs.removeFirst(n) } else { xs.removeLast(n) }
          return .void
        }
        guard !xs.isEmpty else { throw Fault("cannot remove an element from an empty array") }
        return s == .removeFirst ? xs.removeFirst() : xs.removeLast()
      case .popLast?: return xs.popLast().map { .some($0) } ?? .null
      case .removeAll?:
        if names.first == "where", let fn = args.first {
          var kept: [Value] = []
          for x in xs where !(try vm.truth(vm.callValue(fn, [x]))) { kept.append(x) }
          xs = kept
        } else {
          xs.removeAll()
        }
        return .void
      case .sort?:
        try sortValues(vm, &xs, by: args.first)
        return .void
      case .reverse?:
        xs.reverse()
        return .void
      case .swapAt?:
        guard args.count == 2 else { throw Fault("swapAt needs two indices") }
        let i = try int(args[0], "index")
        let j = try int(args[1], "index")
        guard i >= 0 && i < xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
        guard j >= 0 && j < xs.count else { throw vm.indexOutOfRange(j, count: xs.count) }
        xs.swapAt(i, j)
        return .void
      default: break
      }
    case .dict(var d):
      v = .void
      defer { v = .dict(d) }
      switch s {
      case .removeValue?: return d.remove(args.first ?? .void).map { .some($0) } ?? .null
      case .updateValue?:
        guard args.count == 2 else { throw Fault("updateValue(_:forKey:) needs a value and a key") }
        let old = d[args[1]]
        d.set(args[1], args[0])
        return old.map { .some($0) } ?? .null
      case .removeAll?:
        d = DictStorage()
        return .void
      default: break
      }
    case .string(var str):
      v = .void
      defer { v = .string(str) }
      switch s {
      case .append?:
        str += try vm.describe(args.first ?? .string(""))
        return .void
      case .removeLast?:
        guard !str.isEmpty else { throw Fault("cannot remove a character from an empty string") }
        return .string(String(str.removeLast()))
      case .removeAll?:
        str = ""
        return .void
      default: break
      }
    case .bool(let b):
      if s == .toggle {
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
