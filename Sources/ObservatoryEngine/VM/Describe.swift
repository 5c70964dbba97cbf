/// Text for values, the way Swift writes them: `print` and string interpolation use
/// `String(describing:)` (`Optional(5)`, `["a", "b"]`, `Point(x: 1, y: 2)`, `1.0`), `debugPrint`
/// and `String(reflecting:)` the debug form (`"a"`, `main.Point(x: 1, y: 2)`, `Set([1])`), and a
/// value inside a collection, an optional, a tuple or another value's fields is always written in
/// its debug form. Every form here was verified against Swift 6.3.1 (`Tests/.../Stdlib/describe*`).
extension Describer {
  /// `String(describing:)` (or, with `debug`, `String(reflecting:)`), asking lesson types that
  /// conform to `CustomStringConvertible` / `CustomDebugStringConvertible` for their text.
  static func describe(_ vm: VM, _ v: Value, debug: Bool = false, depth: Int = 0) throws -> String {
    guard depth < Value.maxDepth else {
      throw Fault("this value is nested too deeply to print (more than \(Value.maxDepth) levels)")
    }
    let d = Describer(vm: vm)
    return try d.text(v, debug: debug, depth: depth)
  }

  /// The text a lesson value gives itself (`CustomStringConvertible`, ...), or nil.
  static func userText(_ vm: VM, _ v: Value, debug: Bool) throws -> String? {
    switch v {
    case .structValue(let s): return try userDescription(vm, v, s.type, debug: debug)
    case .enumValue(let e): return try userDescription(vm, v, e.type, debug: debug)
    case .object(let o): return try userDescription(vm, v, o.cls, debug: debug)
    default: return nil
    }
  }

  /// The text a lesson type gives itself. For `print` (`debug == false`): `description`, else
  /// `debugDescription`; for the debug form the other way round (verified against Swift 6.3.1).
  fileprivate static func userDescription(_ vm: VM, _ v: Value, _ t: NominalType, debug: Bool) throws -> String? {
    let plain = t.conformances.contains("CustomStringConvertible") ? Sym.description : nil
    let dbg = t.conformances.contains("CustomDebugStringConvertible") ? Sym.debugDescription : nil
    for sym in debug ? [dbg, plain] : [plain, dbg] {
      guard let sym, let member = t.member(sym.rawValue) else { continue }
      let d: Value
      switch (member, v) {
      case (.computed(let getter, _), _): d = try vm.callProto(getter, receiver: v, [])
      case (.field(let f), .structValue(let s)): d = s.fields[f.index]
      case (.field(let f), .object(let o)): d = try vm.readField(o, f)
      default: continue
      }
      if case .string(let s) = d { return s }
      return describePlain(d)
    }
    return nil
  }
}

/// A description that runs no lesson code (for the trace and error messages): a lesson type's own
/// `description` is not asked for.
package func describePlain(_ v: Value, debug: Bool = false, depth: Int = 0) -> String {
  guard depth < Value.maxDepth else { return "…" }
  let d = Describer(vm: nil)
  return (try? d.text(v, debug: debug, depth: depth)) ?? "…"
}

/// Writes values as Swift does. With a VM, lesson types' own descriptions are used.
struct Describer {
  let vm: VM?

  func text(_ v: Value, debug: Bool, depth: Int) throws -> String {
    if vm != nil { try Watchdog.poll() }
    guard depth < Value.maxDepth else {
      if vm == nil { return "…" }
      throw Fault("this value is nested too deeply to print (more than \(Value.maxDepth) levels)")
    }
    let d = depth + 1
    switch v {
    case .void: return "()"
    case .null: return "nil"
    case .missing: return "<uninitialized>"
    case .int(let i): return String(i)
    // Swift's own formatting, as `print` writes it: `1.0`, `0.1`, `1e-05`, `1e+16`, `inf`,
    // `-0.0`, `nan` and `-nan` (`description`, which `String(x)` uses, drops a NaN's sign).
    case .double(let x):
      var out = ""
      x.write(to: &out)
      return out
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return debug ? debugQuoted(s) : s
    case .some(let x): return "Optional(" + (try text(x, debug: true, depth: d)) + ")"
    case .array(let xs): return try list(xs, depth: d)
    case .set(let s): return debug ? "Set(" + (try list(s.members, depth: d)) + ")" : try list(s.members, depth: d)
    case .tuple(let xs, let labels):
      var parts: [String] = []
      for (i, x) in xs.enumerated() { parts.append(tupleLabel(labels, i) + (try text(x, debug: true, depth: d))) }
      return "(" + parts.joined(separator: ", ") + ")"
    case .dict(let dict):
      if dict.count == 0 { return "[:]" }
      var parts: [String] = []
      for (k, x) in zip(dict.keys, dict.values) {
        parts.append(try text(k, debug: true, depth: d) + ": " + text(x, debug: true, depth: d))
      }
      return "[" + parts.joined(separator: ", ") + "]"
    // `0..<3`; inside a collection `Range(0..<3)`, `ClosedRange(1...3)`.
    // A one-sided range prints as its struct: `PartialRangeFrom<Int>(lowerBound: 2)`.
    case .range(let r):
      if r.fromStart || r.toEnd {
        let bound = r.toEnd ? "(lowerBound: \(r.lower))" : "(upperBound: \(r.upper))"
        return (debug ? "Swift." : "") + r.typeName(qualified: debug) + bound
      }
      let body = "\(r.lower)\(r.closed ? "..." : "..<")\(r.upper)"
      return debug ? (r.closed ? "ClosedRange(" : "Range(") + body + ")" : body
    case .structValue(let s):
      if let vm, let u = try Describer.userDescription(vm, v, s.type, debug: debug) { return u }
      var parts: [String] = []
      for (f, x) in zip(s.type.fields, s.fields) { parts.append(f.name + ": " + (try text(x, debug: true, depth: d))) }
      let args = try structGenericArguments(s, qualified: debug, depth: depth)
      return qualified(s.type, debug) + args + "(" + parts.joined(separator: ", ") + ")"
    case .enumValue(let e):
      if let vm, let u = try Describer.userDescription(vm, v, e.type, debug: debug) { return u }
      let args = debug ? try enumGenericArguments(e, qualified: true, depth: depth) : ""
      let name = debug ? "\(e.type.qualifiedPath)\(args).\(e.name)" : e.name
      if e.payload.isEmpty { return name }
      var parts: [String] = []
      for (k, x) in e.payload.enumerated() { parts.append(e.payloadLabel(k) + (try text(x, debug: true, depth: d))) }
      return name + "(" + parts.joined(separator: ", ") + ")"
    case .object(let o):
      if let vm, let u = try Describer.userDescription(vm, v, o.cls, debug: debug) { return u }
      return o.cls.qualifiedPath + (try objectGenericArguments(o, qualified: true, depth: 0))
    case .closure, .native, .boundMethod: return "(Function)"
    // `Int`, `S`; inside a collection `Swift.Int`, `main.S`.
    case .type(let t as TypeNameValue): return debug ? t.qualifiedName : t.name
    case .type(let t):
      if let nt = t as? NominalType, !nt.genericParams.isEmpty { throw unknownTypeArguments(nt) }
      guard debug else { return t.name }
      if let nt = t as? NominalType { return nt.qualifiedPath }
      return "Swift." + t.name
    case .host(let m as ImplicitMember) where !m.args.isEmpty:
      // Written out here rather than by `m.description`, so the depth bound covers `.node(.node(...))`.
      return "." + m.name + "(" + (try m.args.map { try text($0, debug: true, depth: d) }.joined(separator: ", ")) + ")"
    case .host(let w as SequenceWrapper): return try w.text(debug, vm) { try text($0, debug: $1, depth: d) }
    case .host(let it as IteratorBox): return try it.text(debug, vm) { try text($0, debug: $1, depth: d) }
    case .host(let u as UnfoldSequenceValue):
      return try u.start.sequenceText(debug) { try text($0, debug: $1, depth: d) }
    // `Task<Int, Never>(_task: (Opaque Value))`, as Swift 6.3.1 prints it; refused where the
    // playground does not know its types.
    case .host(is TaskHandle): return try swiftTypeName(v, qualified: debug) + "(_task: (Opaque Value))"
    case .host(let u as ScalarValue): return debug ? u.debugText : u.description
    case .host(let r as DoubleRangeValue): return debug ? r.debugDescription : r.description
    // Foundation's types live in FoundationEssentials on Linux (verified against Swift 6.3.1).
    case .host(let c as ComparisonResultValue):
      return debug ? "FoundationEssentials.ComparisonResult." + c.name : c.name
    case .host(let s as SubstringSlice): return debug ? debugQuoted(s.text) : s.text
    case .host(let n as NativeValue):
      if let vm { return try n.text(vm, debug: debug) }
      return n.description
    case .host(let h): return h.description
    case .cell(let c): return try text(c.value, debug: debug, depth: d)
    }
  }

  private func list(_ xs: [Value], depth: Int) throws -> String {
    "[" + (try xs.map { try text($0, debug: true, depth: depth) }.joined(separator: ", ")) + "]"
  }
}

/// `x: ` before a named tuple's element, as Swift prints `(x: 1, y: 2)`.
package func tupleLabel(_ labels: TupleLabels?, _ i: Int) -> String {
  guard let labels, i < labels.names.count, let l = labels.names[i] else { return "" }
  return l + ": "
}

/// Verified against Swift 6.3.1 (`observatory verify`): inside a collection, an optional, a tuple
/// or another value's fields, Swift writes a struct or enum value with its module, as
/// `debugDescription` does: `print([S()])` prints `[main.S(x: 1)]`, `print(S())` prints `S(x: 1)`.
func qualified(_ t: NominalType, _ debug: Bool) -> String { debug ? t.qualifiedPath : t.name }

/// A short description for the trace: instances by identity (`Player#2`), long values cut.
package func describeShort(_ v: Value) -> String {
  let text = shortText(v, debug: true)
  if text.count > 60 { return String(text.prefix(57)) + "…" }
  return text
}

private func shortText(_ v: Value, debug: Bool) -> String {
  switch v {
  case .object(let o): return "\(o.cls.name)#\(o.serial)"
  case .some(let x): return "Optional(\(shortText(x, debug: true)))"
  case .array(let xs):
    return "[" + xs.prefix(20).map { shortText($0, debug: true) }.joined(separator: ", ") + (xs.count > 20 ? ", …" : "")
      + "]"
  case .tuple(let xs, let labels):
    return "("
      + xs.enumerated().map { tupleLabel(labels, $0.offset) + shortText($0.element, debug: true) }
      .joined(separator: ", ") + ")"
  // The trace keeps values short: no module prefix.
  case .structValue(let s):
    return s.type.name + "("
      + zip(s.type.fields, s.fields).map { "\($0.name): \(shortText($1, debug: true))" }.joined(separator: ", ") + ")"
  case .enumValue(let e):
    if e.payload.isEmpty { return e.name }
    return e.name + "(" + e.payload.map { shortText($0, debug: true) }.joined(separator: ", ") + ")"
  default: return describePlain(v, debug: debug)
  }
}

/// A string as Swift's `String.debugDescription` writes it: quoted; `\\`, `\'`, `\"`, `\0`, `\n`,
/// `\r`, `\t` escaped, other ASCII controls as `\u{1B}`, other scalars as they are, except a scalar
/// that would join the character before it across an escape or the opening quote (a combining
/// mark first: `"\u{0301}a"`) and a last scalar that would join the closing quote (`"\u{0600}"`).
/// This is the standard library's algorithm; verified against Swift 6.3.1.
package func debugQuoted(_ s: String) -> String {
  var result = "\""
  var last: Unicode.Scalar = "\""
  var wantBreak = true
  for u in s.unicodeScalars {
    if let escaped = asciiEscape(u) {
      result += escaped
      wantBreak = true
      last = escaped.unicodeScalars.last ?? "\""
    } else if wantBreak && !graphemeBreak(last, u) {
      let escaped = hexEscape(u)
      result += escaped
      wantBreak = true
      last = "}"
    } else {
      result.unicodeScalars.append(u)
      wantBreak = false
      last = u
    }
  }
  // The closing quote: while it would join the last character, that character's last scalar is
  // written escaped instead.
  var suffix = "\""
  while !result.isEmpty {
    let tail = result.unicodeScalars.last ?? "\""
    if graphemeBreak(tail, "\"") { break }
    result.unicodeScalars.removeLast()
    suffix = hexEscape(tail) + suffix
  }
  return result + suffix
}

/// Whether Swift puts a character boundary between two scalars (with no context before them).
private func graphemeBreak(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
  var pair = String.UnicodeScalarView()
  pair.append(a)
  pair.append(b)
  return String(pair).count == 2
}

/// `Unicode.Scalar._escaped(asASCII: false)`: nil for a scalar written as it is.
private func asciiEscape(_ u: Unicode.Scalar) -> String? {
  switch u {
  case "\\": return "\\\\"
  case "'": return "\\'"
  case "\"": return "\\\""
  case " "..."~": return nil
  case "\0": return "\\0"
  case "\n": return "\\n"
  case "\r": return "\\r"
  case "\t": return "\\t"
  default:
    guard u.value < 128 else { return nil }
    return "\\u{" + hexDigits(u.value, count: 2) + "}"
  }
}

/// `Unicode.Scalar.escaped(asASCII: true)` for a scalar outside ASCII: `\u{0301}`, `\u{0001F3FB}`.
private func hexEscape(_ u: Unicode.Scalar) -> String {
  if let e = asciiEscape(u) { return e }
  if u.value < 128 { return String(u) }
  return "\\u{" + hexDigits(u.value, count: u.value <= 0xFFFF ? 4 : 8) + "}"
}

private func hexDigits(_ v: UInt32, count: Int) -> String {
  let s = String(v, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, count - s.count)) + s
}

/// The name Swift would use for a value's type in messages.
func valueTypeName(_ v: Value, depth: Int = 0) -> String {
  guard depth < Value.maxDepth else { return "…" }
  switch v {
  case .void: return "()"
  case .null: return "Optional"
  case .missing: return "uninitialized value"
  case .int: return "Int"
  case .double: return "Double"
  case .bool: return "Bool"
  case .string: return "String"
  case .some(let x): return valueTypeName(x, depth: depth + 1) + "?"
  case .array(let xs): return "[" + (xs.first.map { valueTypeName($0, depth: depth + 1) } ?? "Element") + "]"
  case .set(let s): return "Set<" + (s.members.first.map { valueTypeName($0, depth: depth + 1) } ?? "Element") + ">"
  case .dict: return "Dictionary"
  case .range(let r): return r.typeName(qualified: false)
  case .tuple: return "tuple"
  case .structValue(let s): return s.type.name
  case .enumValue(let e): return e.type.name
  case .object(let o): return o.cls.name
  case .closure, .native, .boundMethod: return "function"
  case .type(let t): return "\(t.name).Type"
  case .host(let h): return h.typeName
  case .cell(let c): return valueTypeName(c.value, depth: depth + 1)
  }
}
