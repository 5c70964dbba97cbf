/// A wrapper the standard library makes (`xs.reversed()`, `xs.enumerated()`, `xss.joined()`,
/// `zip(a, b)`) keeps the static type the compiler knows for it (`ReversedCollection<Array<Int>>`
/// of `empty.reversed()` with `empty: [Int]`), which its elements cannot show when its base is
/// empty: printing it then writes Swift's type (`ReversedCollection<Array<Int>>(_base: [])`,
/// verified against Swift 6.3.1: `Language/empty-wrappers-printed`). Its elements name it
/// wherever they can; the static name is used only where they cannot.
extension Compiler {
  /// The wrapper types of the calls that make one, by method (or function) name.
  static let wrapperMakers: [String: String] = [
    "reversed": "ReversedCollection<", "enumerated": "EnumeratedSequence<", "joined": "FlattenSequence<",
    "zip": "Zip2Sequence<",
  ]

  /// Before compiling `e`: a native call that stamps the static type on the wrapper `e` makes;
  /// false where there is none to stamp (the caller then emits no call).
  func emitWrapperTypeStamp(_ callee: Expr, _ args: [Argument], _ e: Expr) -> Bool {
    let name: String
    switch callee.kind {
    case .member(_, let n) where n != "joined" || args.isEmpty: name = n
    case .name("zip") where resolve("zip") == nil || isBuiltin("zip"): name = "zip"
    default: return false
    }
    guard let prefix = Compiler.wrapperMakers[name], let typeName = wrapperTypeName(callee, args, prefix) else {
      return false
    }
    let stamp = NativeFunction(typeName.plain) { _, values, _ in
      // `nested.joined()` of an empty `[[Int]]`: the playground's `joined()` made an empty String
      // (a `[String]`'s), where Swift makes an empty FlattenSequence.
      if case .string("") = values[0], typeName.plain.hasPrefix("FlattenSequence<Array<Array<") {
        let w = SequenceWrapper(.flatten(.array([])), [])
        w.staticType = typeName
        return .host(w)
      }
      if case .host(let w as SequenceWrapper) = values[0], w.staticType == nil,
        typeName.plain.hasPrefix(w.typeName + "<")
      {
        w.staticType = typeName
      }
      return values[0]
    }
    emit(.pushConst(constant(.native(stamp))), e.start)
    return true
  }

  /// `ReversedCollection<Array<Message>>` of `inbox.unread.reversed()`, `Zip2Sequence<Array<String>,
  /// Array<Int>>` of `zip(tags, counts)`, `EnumeratedSequence<Set<String>>` of `tags.enumerated()`:
  /// from the bases' declared types; nil where one is not known.
  private func wrapperTypeName(_ callee: Expr, _ args: [Argument], _ prefix: String) -> (
    plain: String, qualified: String
  )? {
    let bases: [Expr]
    switch callee.kind {
    case .member(let base, _): bases = [base]
    default:
      guard args.count == 2, args.allSatisfy({ $0.label == nil }) else { return nil }
      bases = args.map(\.value)
    }
    var plain: [String] = []
    var qualified: [String] = []
    for b in bases {
      guard let t = staticType(of: b) ?? propertyType(of: b), let n = staticTypeName(unaliased(t)) else { return nil }
      switch unaliased(t) {
      // `joined()` of a `[String]` is a String; of an array of arrays a FlattenSequence.
      case .array(.array): break
      case _ where prefix == "FlattenSequence<": return nil
      case .array, .named("Array", _), .named("String", []): break
      // A Set's or a Dictionary's `enumerated()` and `zip` keep it as their base (its
      // `reversed()` is an Array, its `joined()` not followed); an Optional is not followed.
      case .named("Set", _), .dictionary, .named("Dictionary", _):
        guard prefix != "ReversedCollection<" else { return nil }
      default: return nil
      }
      plain.append(n.plain)
      qualified.append(n.qualified)
    }
    return (
      prefix + plain.joined(separator: ", ") + ">", "Swift." + prefix + qualified.joined(separator: ", ") + ">"
    )
  }
}
