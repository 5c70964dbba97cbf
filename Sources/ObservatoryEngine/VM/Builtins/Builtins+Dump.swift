/// `dump(_:name:)`: a value's mirror as an indented tree, as the standard library writes it.
/// A node with children is marked `▿`, a leaf `-`; collections say how many elements they have,
/// an object gets a number (`main.Item #0`) the first time this dump meets it and is not walked
/// again. Verified against Swift 6.3.1 (`Tests/.../Stdlib/dump.swift`).
extension Builtins {
  static func dump(_ vm: VM, _ args: [Value], _ labels: [Int?]) throws -> Value {
    let names = labels.map { label(vm, $0) }
    var name: String? = nil
    if Builtins.labels(names, "_", "name") {
      name = try string(args[1], "name")
    } else if !Builtins.labels(names, "_") {
      throw Fault(
        "dump takes a value and, optionally, name:", hint: "write dump(value) or dump(value, name: \"label\")")
    }
    var d = Dumper(vm: vm)
    try d.node(args[0], label: name, indent: 0, depth: 0)
    vm.emitOutput(d.out)
    return args[0]
  }
}

private struct Dumper {
  let vm: VM
  var out = ""
  var objectIDs: [ObjectIdentifier: Int] = [:]

  init(vm: VM) { self.vm = vm }

  mutating func node(_ v: Value, label: String?, indent: Int, depth: Int) throws {
    guard depth < 200 else { throw Fault("this value is nested too deeply to dump") }
    let (summary, children, folded) = try mirror(v)
    out += String(repeating: " ", count: indent) + (children.isEmpty && !folded ? "- " : "▿ ")
    out += (label.map { $0 + ": " } ?? "") + summary + "\n"
    guard out.utf8.count <= Builtins.maxCount else { throw Builtins.tooLarge(out.utf8.count, string: true) }
    for (l, c) in children { try node(c, label: l, indent: indent + 2, depth: depth + 1) }
  }

  private func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

  /// The text after the marker, the labelled children, and whether it has children not written
  /// (an object met before: its number only).
  private mutating func mirror(_ v: Value) throws -> (String, [(String?, Value)], Bool) {
    // No object here has a registrar: a lesson that declares an observed class cannot use `dump`
    // (refused when it loads, `Compiler+DumpLimits.swift`).
    // A metatype is numbered like an object (`- Swift.Int #0`), and has no children.
    if case .type(let t) = v {
      let id = objectIDs[ObjectIdentifier(t)] ?? objectIDs.count
      objectIDs[ObjectIdentifier(t)] = id
      return ("\(try Describer.describe(vm, v, debug: true)) #\(id)", [], false)
    }
    if case .object(let o) = v {
      let head =
        try Describer.userText(vm, v, debug: true) ?? o.cls.qualifiedPath
        + (try objectGenericArguments(o, qualified: true, depth: 0))
      if let id = objectIDs[ObjectIdentifier(o)] { return ("\(head) #\(id)", [], !o.fields.isEmpty) }
      let id = objectIDs.count
      objectIDs[ObjectIdentifier(o)] = id
      return ("\(head) #\(id)", zip(o.cls.fields, o.fields).map { ($0.name, $1) }, false)
    }
    let (text, children) = try parts(v)
    return (text, children, false)
  }

  private mutating func parts(_ v: Value) throws -> (String, [(String?, Value)]) {
    switch v {
    case .null: return ("nil", [])
    case .some(let x): return (try Describer.describe(vm, v, debug: true), [("some", x)])
    case .array(let xs): return (count(xs.count, "element", "elements"), xs.map { (nil, $0) })
    case .host(let w as SequenceWrapper):
      switch w.kind {
      case .slice: return (count(w.elements.count, "element", "elements"), w.elements.map { (nil, $0) })
      // `▿ Swift.ReversedCollection<Swift.Array<Swift.Int>>` over `▿ _base: 3 elements`.
      case .reversed(let b), .enumerated(let b), .flatten(let b):
        return (try swiftTypeName(v, qualified: true), [("_base", b)])
      case .zip(let a, let b): return (try swiftTypeName(v, qualified: true), [("_sequence1", a), ("_sequence2", b)])
      // Swift dumps a part's indices with their storage (a Set's hash-table age): as printing
      // one that Swift prints with its storage, not available (a lesson that dumps and takes a
      // part of a wrapper is refused when it loads).
      case .part: throw w.unprintablePart()
      default: break
      }
    case .set(let s): return (count(s.count, "member", "members"), s.members.map { (nil, $0) })
    case .dict(let d):
      return (count(d.count, "key/value pair", "key/value pairs"), Builtins.pairs(d).map { (nil, $0) })
    case .tuple(let xs, let labels):
      let children = xs.enumerated().map { k, x -> (String?, Value) in
        (labels.flatMap { k < $0.names.count ? $0.names[k] : nil } ?? ".\(k)", x)
      }
      return ("(" + count(xs.count, "element", "elements") + ")", children)
    case .range(let r):
      return (
        try Describer.describe(vm, v, debug: true), [("lowerBound", .int(r.lower)), ("upperBound", .int(r.upper))]
      )
    case .structValue(let s):
      let head =
        try Describer.userText(vm, v, debug: true) ?? s.type.qualifiedPath
        + (try structGenericArguments(s, qualified: true, depth: 0))
      return (head, zip(s.type.fields, s.fields).map { ($0.name, $1) })
    case .enumValue(let e):
      let head =
        try Describer.userText(vm, v, debug: true) ?? e.type.qualifiedPath
        + (try enumGenericArguments(e, qualified: true, depth: 0)) + "." + e.name
      if e.payload.isEmpty { return (head, []) }
      let labels = e.type.cases[e.caseIndex].payloadLabels
      if e.payload.count == 1, labels.first ?? nil == nil { return (head, [(e.name, e.payload[0])]) }
      let payload = Value.tuple(e.payload, labels: labels.contains { $0 != nil } ? TupleLabels(labels) : nil)
      return (head, [(e.name, payload)])
    case .int, .double, .bool, .string, .closure, .native, .boundMethod:
      return (try Describer.describe(vm, v, debug: true), [])
    case .host(is CancellationErrorValue): return ("Swift.CancellationError", [])
    case .host(let u as UUIDValue): return (u.description, [])
    case .host(let d as DateValue):
      return (d.description, [("timeIntervalSinceReferenceDate", .double(d.seconds))])
    case .host(let r as ComparableRange):
      guard let l = r.lower, let u = r.upper else { break }
      return (try Describer.describe(vm, v, debug: true), [("lowerBound", l), ("upperBound", u)])
    default: break
    }
    // The lesson names what makes any other value (refused when it loads: `Compiler+DumpLimits.swift`).
    throw Fault("internal: dump met a '\(valueTypeName(v))' that the lesson's load let through")
  }
}
