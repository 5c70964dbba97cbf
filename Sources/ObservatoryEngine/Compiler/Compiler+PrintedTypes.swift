/// With the compiler check, the static type Swift gives a value where it prints it,
/// interpolates it or puts it into an `Any` (`SourceFile.printedTypes`): a generic lesson value
/// made without the arguments showing (`make(Int.self)` of `func make<T>(_: T.Type) -> Box<T>`)
/// keeps them, and a wrapper of a base whose type no declaration gives (`d.enumerated()` of a
/// Dictionary, a `Set`'s `reversed()`) keeps its type, for naming what an empty collection or a
/// nil inside cannot show (`Box<Int>(items: [])`,
/// `EnumeratedSequence<Dictionary<String, Int>>(_base: [:])`; verified against Swift 6.3.1:
/// `Checked/printed-static-types`). Only what the value's own names leave unknown is filled in.
extension Compiler {
  /// Before compiling `e` (whose location Swift gives at `offset`): a native call that stamps the
  /// static type Swift printed it with; false where there is none (the caller then emits no call).
  func emitPrintedTypeStamp(at offset: Int, _ e: Expr) -> Bool {
    guard !file.printedTypes.isEmpty, let fact = file.printedTypes[offset], let stamp = printedStamp(Substring(fact))
    else { return false }
    emit(.pushConst(constant(.native(NativeFunction(fact) { _, values, _ in stamp.apply(to: values[0]) }))), e.start)
    return true
  }

  /// `String(describing: x)`, `dump(x)`: the static type Swift describes `x` with is stamped
  /// on `x` where it is compiled (Swift locates it at the call, whose own value is a String or
  /// `x` after the dump).
  func noteDescribedType(_ e: Expr) {
    guard !file.describedTypes.isEmpty, case .call(let callee, let args) = e.kind, let first = args.first else {
      return
    }
    let n: String
    switch callee.kind {
    case .name(let name), .typeRef(.named(let name, [])): n = name
    default: return
    }
    guard (n == "String" && first.label == "describing") || (n == "dump" && first.label == nil),
      let fact = file.describedTypes[swiftLocation(e)]
    else { return }
    let at = swiftLocation(first.value)
    if file.printedTypes[at] == nil { file.printedTypes[at] = fact }
  }

  /// The offset of an interpolated expression's `(` (`\(box)`), where Swift locates its
  /// `appendInterpolation`.
  func interpolationParen(before x: Expr) -> Int {
    var i = x.start - 1
    while i > 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(file.bytes[i]) { i -= 1 }
    return i
  }

  /// How a fact's type (`Array<@Box<Int>>`) stamps a value; nil when it names nothing to stamp.
  func printedStamp(_ fact: Substring) -> PrintedTypeStamp? {
    guard let (name, args) = PrintedTypeStamp.split(fact) else { return nil }
    switch name {
    case "Optional" where args.count == 1: return printedStamp(args[0]).map { .optional($0) }
    case "Array" where args.count == 1: return printedStamp(args[0]).map { .array($0) }
    case "Dictionary", "Set", "Optional", "Array": return nil
    default: break
    }
    if name.hasPrefix("@") {
      guard let t = program.nominalType(String(name.dropFirst())), program.builtinExtensions[t.name] !== t,
        t.genericParams.count == args.count
      else { return nil }
      var plain: [String] = []
      var qualified: [String] = []
      for a in args {
        guard let n = swiftTypeName(fact: String(a)) else { return nil }
        plain.append(n.plain)
        qualified.append(n.qualified)
      }
      return .generic(
        path: t.path, plain: "<" + plain.joined(separator: ", ") + ">",
        qualified: "<" + qualified.joined(separator: ", ") + ">")
    }
    guard let n = swiftTypeName(fact: String(fact)) else { return nil }
    return .wrapper(plain: n.plain, qualified: n.qualified)
  }
}

/// What a printed-type fact stamps on a value at run time (`Compiler+PrintedTypes.swift`).
indirect enum PrintedTypeStamp {
  /// A generic lesson value's arguments (`<Int>`, `<Swift.Int>`), where it was made without them.
  case generic(path: String, plain: String, qualified: String)
  /// A standard wrapper's whole type (`EnumeratedSequence<Dictionary<String, Int>>`).
  case wrapper(plain: String, qualified: String)
  case optional(PrintedTypeStamp)
  case array(PrintedTypeStamp)

  /// `v` with the type stamped where its own values leave it unknown; anything else as it is.
  func apply(to v: Value) -> Value {
    switch (self, v) {
    case (.optional(let s), .some(let x)): return .some(s.apply(to: x))
    case (.array(let s), .array(let xs)): return .array(xs.map { s.apply(to: $0) })
    case (.generic(let path, let plain, let qualified), _):
      return Coercion.keepTypeArguments(v, path, TypeArguments(plain: plain, qualified: qualified))
    case (.wrapper(let plain, let qualified), .host(let w as SequenceWrapper)):
      if w.staticType == nil, plain.hasPrefix(w.typeName + "<") { w.staticType = (plain, qualified) }
      return v
    default: return v
    }
  }

  /// `Name<A, B>` as its name and top-level arguments; nil for a type without arguments.
  static func split(_ fact: Substring) -> (name: Substring, args: [Substring])? {
    guard let open = fact.firstIndex(of: "<"), fact.last == ">" else { return nil }
    var args: [Substring] = []
    var depth = 0
    var start = fact.index(after: open)
    var i = start
    let end = fact.index(before: fact.endIndex)
    while i < end {
      switch fact[i] {
      case "<", "(": depth += 1
      case ">", ")": depth -= 1
      case "," where depth == 0:
        args.append(fact[start..<i])
        start = fact.index(after: i)
        while start < end, fact[start] == " " { start = fact.index(after: start) }
      default: break
      }
      i = fact.index(after: i)
    }
    args.append(fact[start..<end])
    return (fact[..<open], args)
  }
}
