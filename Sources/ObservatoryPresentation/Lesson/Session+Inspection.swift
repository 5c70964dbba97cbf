import ObservatoryEngine

/// Looking at a session without changing it: the echo of an expression entry (`$R0: Int = 3`),
/// `:type`, `:vars` and `:objects`. Values are read from storage, never through a getter, so no
/// read is tracked and no lesson code runs; objects are shown by name with their stored
/// properties. Results that hold a paused lesson's objects are let go when the lesson steps, so
/// that looking at an object never keeps it alive longer than the lesson would.
extension Session {
  /// An echoed result: `$R0: Int = 3`.
  public struct Echo: Sendable, Equatable {
    public let name: String
    /// Nil when the value does not tell its type (`nil`, an empty array with no declared type).
    public let type: String?
    public let value: String
  }

  var nextResultName: String { "$R\(resultCount)" }

  /// The echo of the entry's last expression, stored in `$Rn`; nil for `Void` (a call, `print`).
  func echo(global g: Int, _ last: Stmt?) -> Echo? {
    let v = program.globals[g]
    switch v {
    case .void, .missing, .some(.void):
      program.globals[g] = .missing
      return nil
    default: break
    }
    let name = nextResultName
    resultCount += 1
    if lesson != nil && !isFinished && holdsObjects(v) {
      pausedResults.append(name)
    }
    var declared: TypeExpr? = nil
    if case .expr(let e)? = last?.kind { declared = declaredType(of: e) }
    let type = declared?.description ?? Session.typeName(v)
    resultTypes[name] = type
    return Echo(name: name, type: type, value: inspect(v))
  }

  /// Before a lesson step: results made while it was paused that hold objects are let go.
  func releaseResultsHoldingObjects() {
    for name in pausedResults {
      guard let g = program.globalIndex[name] else { continue }
      program.globals[g] = .missing
      releasedResults[name] = "it held the lesson's objects, so it was let go when the lesson took its next step"
    }
    pausedResults = []
  }

  /// An entry that names a released result gets an explanation instead of "not initialized".
  func checkReleasedResults(_ file: SourceFile) throws {
    guard !releasedResults.isEmpty else { return }
    let text = file.text(from: 0, to: file.bytes.count)
    for (name, why) in releasedResults.sorted(by: { $0.key < $1.key }) {
      guard let r = text.range(of: name) else { continue }
      let after = text[r.upperBound...].first
      if after?.isNumber == true { continue }
      throw LessonError(
        .compile, "\(name) is gone: \(why)",
        at: SourceLoc(file, text.utf8.distance(from: text.startIndex, to: r.lowerBound)),
        hint: "type the expression again to look at it now")
    }
  }

  /// Every class the session declared (for freezing names while an entry inspects a lesson).
  var lessonClasses: [ClassInfo] {
    var out: [ClassInfo] = []
    func visit(_ t: NominalType) {
      if let c = t as? ClassInfo { out.append(c) }
      for n in t.nestedTypes.keys.sorted() { if let nested = t.nestedTypes[n] { visit(nested) } }
    }
    for case .type(let t as NominalType) in program.globals { visit(t) }
    return out
  }

  // MARK: - :type, :vars, :objects

  /// `:type EXPR`: a name or a path of stored properties is looked up without running anything
  /// (its declared type when it has one); anything else is evaluated as an entry would be.
  public func typeOf(_ text: String) -> (type: String?, outcome: Outcome?) {
    let path = text.split(separator: ".", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } }),
      let (value, declared) = storedValue(path)
    {
      return (declared?.description ?? Session.typeName(value), nil)
    }
    let o = evaluate(text, path: "<type>")
    if let e = o.echo {
      // `:type` shows a type; it does not make a result.
      resultCount -= 1
      pausedResults.removeAll { $0 == e.name }
      if let g = program.globalIndex[e.name] { program.globals[g] = .missing }
      return (e.type, o)
    }
    return (o.error == nil ? "()" : nil, o)
  }

  /// How many globals exist: `variables(since:)` lists those declared after.
  public var variableCount: Int { program.globalNames.count }

  /// `:vars`: every variable, with its type and value (`name: Type = value`); from `since`, the
  /// ones an entry just declared (the REPL shows them as Swift's REPL does: `cart: Cart = …`).
  public func variables(since: Int = 0) -> [String] {
    var out: [String] = []
    for (g, name) in program.globalNames.enumerated()
    where g < program.globals.count && g >= max(firstOwnGlobal, since) {
      let v = program.globals[g].weakDereferenced
      switch v {
      case .native, .type, .closure, .boundMethod: continue
      default: break
      }
      if case .missing = v {
        if name.hasPrefix("$") { continue }
        out.append(name + (program.globalTypes[g].map { ": \($0.description)" } ?? "") + " (not yet initialized)")
        continue
      }
      let type = program.globalTypes[g]?.description ?? resultTypes[name] ?? Session.typeName(v)
      out.append(name + (type.map { ": " + $0 } ?? "") + " = " + inspect(v))
    }
    return out
  }

  /// `:objects`: the live objects the variables reach, each once, with who observes what.
  public func objects() -> [String] {
    var seen = Set<ObjectIdentifier>()
    var order: [Instance] = []
    var budget = 10_000
    func visit(_ v: Value, depth: Int) {
      guard budget > 0, depth < 8 else { return }
      budget -= 1
      switch v.weakDereferenced {
      case .object(let o):
        guard seen.insert(ObjectIdentifier(o)).inserted else { return }
        order.append(o)
        for f in o.cls.fields { visit(o.fields[f.index], depth: depth + 1) }
      case .some(let x): visit(x, depth: depth)
      case .array(let xs): for x in xs { visit(x, depth: depth + 1) }
      case .structValue(let s): for x in s.fields { visit(x, depth: depth + 1) }
      case .dict(let d): for x in d.values { visit(x, depth: depth + 1) }
      case .tuple(let xs, _): for x in xs { visit(x, depth: depth + 1) }
      default: return
      }
    }
    for g in program.globals.indices { visit(program.globals[g], depth: 0) }
    var out: [String] = []
    for o in order {
      let kind = o.cls.isObservable ? "@Observable " : o.cls.isObservableObject ? "ObservableObject " : ""
      out.append(o.label + "  " + kind + o.cls.name)
      if let r = o.registrar {
        for f in o.cls.fields where f.isTracked {
          let who = Array(r.snapshot(.willSet, field: f.index)) + r.snapshot(.didSet, field: f.index)
          var labels: [String] = []
          for t in who where !labels.contains(t.label) { labels.append(t.label) }
          if !labels.isEmpty { out.append("  .\(f.name) ← " + labels.joined(separator: ", ")) }
        }
      }
      if let legacy = o.legacyState {
        let views = legacy.views.compactMap { $0.node?.label }
        let sinks = legacy.willChange.filter(\.isActive).map(\.label)
        if !(views + sinks).isEmpty {
          out.append("  objectWillChange ← " + EventRuns.compactList(views + sinks))
        }
      }
    }
    if budget <= 0 { out.append("… (more objects than can be listed)") }
    return EventRuns.collapse(
      lines: out, noun: { $0.hasPrefix(" ") ? "properties" : "objects" }, style: TextStyle(color: false))
  }

  // MARK: - Values without side effects

  /// The value at a path of a variable and stored properties, with its declared type if known.
  func storedValue(_ path: [String]) -> (Value, TypeExpr?)? {
    guard let first = path.first, let g = program.globalIndex[first] else { return nil }
    var v = program.globals[g].weakDereferenced
    var declared = program.globalTypes[g]
    for name in path.dropFirst() {
      switch v.unwrapped ?? .null {
      case .object(let o):
        guard let f = o.cls.fieldsByName[name] else { return nil }
        v = o.fields[f.index].weakDereferenced
        declared = f.declaredType
      case .structValue(let s):
        guard let f = s.type.fieldsByName[name] else { return nil }
        v = s.fields[f.index]
        declared = f.declaredType
      default: return nil
      }
    }
    if case .missing = v { return nil }
    return (v, declared)
  }

  /// The declared type of an expression that is a variable or a stored property path.
  func declaredType(of e: Expr) -> TypeExpr? {
    var names: [String] = []
    var x = e
    while true {
      switch x.kind {
      case .name(let n):
        names.insert(n, at: 0)
        return storedValue(names)?.1
      case .member(let base, let n):
        names.insert(n, at: 0)
        x = base
      default: return nil
      }
    }
  }

  /// A value as the REPL shows it: Swift's debug form, objects by name with their stored
  /// properties (read from storage: nothing is tracked, no getter runs).
  func inspect(_ v: Value) -> String {
    switch v {
    case .object(let o):
      let fields = o.cls.fields.map { f -> String in
        let x = o.fields[f.index].weakDereferenced
        if case .object(let child) = x { return "\(f.name): \(child.label)" }
        return "\(f.name): \(describeShort(x))"
      }
      return o.label + " (" + fields.joined(separator: ", ") + ")"
    case .some(let x): return inspect(x)
    case .null: return "nil"
    default:
      let text = describePlain(v, debug: true)
      return text.count > 400 ? String(text.prefix(399)) + "…" : text
    }
  }

  /// Whether a variable the entry declared holds an object the lesson made: it keeps it alive,
  /// so the lesson may go on differently (a deinit that does not happen). `$R` results are let
  /// go at the next step instead.
  func newVariablesHoldLessonObjects() -> Bool {
    guard globalsBefore < program.globals.count else { return false }
    for g in globalsBefore..<program.globals.count where !program.globalNames[g].hasPrefix("$") {
      let existed = { (o: Instance) in o.serial <= (self.existingObjects[ObjectIdentifier(o.cls)] ?? 0) }
      if holdsObjects(program.globals[g], closures: false, where: existed) {
        return true
      }
    }
    return false
  }

  /// Whether `v` keeps an object alive (one that `matches`); a closure counts as holding what it
  /// may capture unless `closures` is false. A weak reference holds nothing.
  func holdsObjects(_ v: Value, closures: Bool = true, where matches: (Instance) -> Bool = { _ in true }) -> Bool {
    var budget = 10_000
    func look(_ v: Value) -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      switch v {
      case .object(let o): return matches(o)
      case .closure, .boundMethod: return closures
      case .some(let x): return look(x)
      case .array(let xs): return xs.contains(where: look)
      case .structValue(let s): return s.fields.contains(where: look)
      case .tuple(let xs, _): return xs.contains(where: look)
      case .dict(let d): return d.values.contains(where: look) || d.keys.contains(where: look)
      case .enumValue(let e): return e.payload.contains(where: look)
      default: return false
      }
    }
    return look(v)
  }

  /// A value's type as Swift writes it, with the short forms (`[Int]`, `Int?`, `[String: Int]`);
  /// nil when the value does not tell (`nil`, an empty collection).
  static func typeName(_ v: Value) -> String? {
    switch v {
    case .some(let x):
      guard let inner = typeName(x) else { return nil }
      return inner.contains(" ") && !inner.hasPrefix("[") ? "(\(inner))?" : inner + "?"
    case .null: return nil
    case .array(let xs):
      return elementName(xs).map { "[\($0)]" }
    case .dict(let d):
      guard let k = elementName(d.keys), let v = elementName(d.values) else { return nil }
      return "[\(k): \(v)]"
    case .set(let s):
      return elementName(s.members).map { "Set<\($0)>" }
    case .tuple(let xs, let labels):
      var parts: [String] = []
      for (i, x) in xs.enumerated() {
        guard let t = typeName(x) else { return nil }
        parts.append(tupleLabel(labels, i) + t)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    default:
      return try? swiftTypeName(v, qualified: false)
    }
  }

  private static func elementName(_ xs: [Value]) -> String? {
    for x in xs.prefix(8) { if let t = typeName(x) { return t } }
    return nil
  }
}

extension TraceEvent {
  /// Whether the event changed what the program will do next (a write, a tracking, a body run),
  /// as opposed to only showing something (output, a read, a check).
  var changesState: Bool {
    switch kind {
    case .output, .expectation, .note, .log, .table, .explanation, .graph, .read, .orderNote: return false
    default: return true
    }
  }
}
