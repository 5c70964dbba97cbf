/// Text for values, the way Swift's `print` and string interpolation write them: `Optional(5)`,
/// `["a", "b"]`, `Point(x: 1, y: 2)`, `1.0`. User types that declare `description` (as
/// `CustomStringConvertible`) are asked for it.
extension VM {
  func describe(_ v: Value, debug: Bool = false, depth: Int = 0) throws -> String {
    guard depth < Value.maxDepth else {
      throw Fault("this value is nested too deeply to print (more than \(Value.maxDepth) levels)")
    }
    switch v {
    case .string(let s): return debug ? debugQuoted(s) : s
    case .object(let o):
      if let s = try userDescription(v, o.cls) { return s }
    case .structValue(let s):
      if let d = try userDescription(v, s.type) { return d }
      return try qualified(s.type, debug) + "("
        + zip(s.type.fields, s.fields).map { f, x in "\(f.name): \(try describe(x, debug: true, depth: depth + 1))" }
        .joined(separator: ", ")
        + ")"
    case .enumValue(let e):
      if let d = try userDescription(v, e.type) { return d }
      let name = debug ? "main.\(e.type.path).\(e.name)" : e.name
      if e.payload.isEmpty { return name }
      return try name + "("
        + e.payload.enumerated().map { k, x in
          e.payloadLabel(k) + (try describe(x, debug: true, depth: depth + 1))
        }.joined(separator: ", ")
        + ")"
    case .some(let x): return "Optional(" + (try describe(x, debug: true, depth: depth + 1)) + ")"
    case .host(let n as NativeValue): return try n.text(self, debug: debug)
    case .array(let xs):
      return "[" + (try xs.map { try describe($0, debug: true, depth: depth + 1) }.joined(separator: ", ")) + "]"
    case .tuple(let xs, let labels):
      return "("
        + (try xs.enumerated().map {
          tupleLabel(labels, $0.offset) + (try describe($0.element, debug: true, depth: depth + 1))
        }
        .joined(separator: ", ")) + ")"
    case .dict(let d):
      if d.count == 0 { return "[:]" }
      return "["
        + (try zip(d.keys, d.values).map {
          "\(try describe($0, debug: true, depth: depth + 1)): \(try describe($1, debug: true, depth: depth + 1))"
        }
        .joined(separator: ", ")) + "]"
    default: break
    }
    return describePlain(v, debug: debug)
  }

  /// `description` of a type that declares one as a computed property.
  private func userDescription(_ v: Value, _ t: NominalType) throws -> String? {
    guard t.conformances.contains("CustomStringConvertible"),
      case .computed(let getter, _)? = t.member(Sym.description.rawValue)
    else { return nil }
    let d = try callProto(getter, receiver: v, [])
    if case .string(let s) = d { return s }
    return describePlain(d, debug: false)
  }
}

/// A description that runs no lesson code (for the trace and error messages).
func describePlain(_ v: Value, debug: Bool = false, depth: Int = 0) -> String {
  guard depth < Value.maxDepth else { return "…" }
  switch v {
  case .void: return "()"
  case .null: return "nil"
  case .missing: return "<uninitialized>"
  case .int(let i): return String(i)
  case .double(let d): return String(d)
  case .bool(let b): return b ? "true" : "false"
  case .string(let s): return debug ? debugQuoted(s) : s
  case .some(let x): return "Optional(\(describePlain(x, debug: true, depth: depth + 1)))"
  case .array(let xs):
    return "[" + xs.map { describePlain($0, debug: true, depth: depth + 1) }.joined(separator: ", ") + "]"
  case .tuple(let xs, let labels):
    return "("
      + xs.enumerated().map { tupleLabel(labels, $0.offset) + describePlain($0.element, debug: true, depth: depth + 1) }
      .joined(separator: ", ") + ")"
  case .dict(let d):
    if d.count == 0 { return "[:]" }
    return "["
      + zip(d.keys, d.values).map {
        "\(describePlain($0, debug: true, depth: depth + 1)): \(describePlain($1, debug: true, depth: depth + 1))"
      }
      .joined(separator: ", ") + "]"
  case .range(let r): return "\(r.lower)\(r.closed ? "..." : "..<")\(r.upper)"
  case .structValue(let s):
    return qualified(s.type, debug) + "("
      + zip(s.type.fields, s.fields).map { "\($0.name): \(describePlain($1, debug: true, depth: depth + 1))" }.joined(
        separator: ", ") + ")"
  case .enumValue(let e):
    let name = debug ? "main.\(e.type.path).\(e.name)" : e.name
    if e.payload.isEmpty { return name }
    return name + "("
      + e.payload.enumerated().map { k, x in e.payloadLabel(k) + describePlain(x, debug: true, depth: depth + 1) }
      .joined(separator: ", ") + ")"
  case .object(let o): return "main.\(o.cls.name)"
  case .closure, .native, .boundMethod: return "(Function)"
  case .type(let t): return t.name
  case .host(let m as ImplicitMember) where !m.args.isEmpty:
    // Written out here rather than by `m.description`, so the depth bound covers `.node(.node(...))`.
    return "." + m.name + "(" + m.args.map { describePlain($0, debug: true, depth: depth + 1) }.joined(separator: ", ")
      + ")"
  case .host(let h): return h.description
  case .cell(let c): return describePlain(c.value, debug: debug, depth: depth + 1)
  }
}

/// `x: ` before a named tuple's element, as Swift prints `(x: 1, y: 2)`.
func tupleLabel(_ labels: TupleLabels?, _ i: Int) -> String {
  guard let labels, i < labels.names.count, let l = labels.names[i] else { return "" }
  return l + ": "
}

/// Verified against Swift 6.3.1 (`observatory verify`): inside a collection, an optional, a tuple
/// or another value's fields, Swift writes a struct or enum value with its module, as
/// `debugDescription` does: `print([S()])` prints `[main.S(x: 1)]`, `print(S())` prints `S(x: 1)`.
func qualified(_ t: NominalType, _ debug: Bool) -> String { debug ? "main." + t.path : t.name }

/// A short description for the trace: instances by identity (`Player#2`), long values cut.
func describeShort(_ v: Value) -> String {
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
    return "(" + xs.enumerated().map { tupleLabel(labels, $0.offset) + shortText($0.element, debug: true) }
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

/// A string as Swift's `debugDescription` writes it: quoted, with escapes.
func debugQuoted(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case "\0": out += "\\0"
    default:
      if u.value < 0x20 || u.value == 0x7F {
        out += "\\u{\(String(u.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(u)
      }
    }
  }
  return out + "\""
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
  case .dict: return "Dictionary"
  case .range(let r): return r.closed ? "ClosedRange<Int>" : "Range<Int>"
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
