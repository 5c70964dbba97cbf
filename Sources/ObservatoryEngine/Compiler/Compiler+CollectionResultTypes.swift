/// The static types of the standard library's collection methods whose result type follows from
/// the receiver's alone: `sorted()`, `sorted(by:)` and `shuffled()` of an `[E]`, a `Set<E>` or a
/// `[K: V]` make an `[E]` (`[(key: K, value: V)]`), and so does a Set's or a Dictionary's
/// `reversed()`; `filter` keeps the receiver's type, and a Set's algebra (`union`,
/// `intersection`, `subtracting`, `symmetricDifference`) and a Dictionary's `merging` do too; an
/// Array's `dropFirst`, `dropLast`, `prefix`, `suffix` and `drop(while:)` are `ArraySlice`s of it
/// (a String's: `Substring`s; its `sorted()` an `[Character]`, its `filter` a `String`).
/// With a declared receiver the compiler names them where an empty result cannot show its
/// element type (`type(of: tags.sorted())` of an empty `Set<String>` is `Array<String>`, verified
/// against Swift 6.3.1: `Language/collection-result-types`). A lesson extension of a standard
/// type that declares a method of that name is its own (no static type here). A dictionary's
/// `keys` and `values` sort and filter into arrays, and `Array(...)`/`Set(...)` of such a sequence
/// is an Array or a Set of its elements; a `let` bound to any of these takes that type.
extension Compiler {
  /// `base.name(args)`'s static type, when `name` is one of those methods of `base`'s declared
  /// collection type; nil otherwise.
  func collectionResultType(_ base: Expr, _ name: String, _ args: [Argument]) -> TypeExpr? {
    guard args.count <= 2, let methods = Compiler.collectionResultMethods[name], !lessonExtensionsDeclare(name) else {
      return nil
    }
    // A dictionary's `keys` and `values` are collections of its keys or values, whose `sorted()`,
    // `shuffled()` and `filter` are arrays of them.
    if case .member(let d, let view) = base.kind, view == "keys" || view == "values",
      let (k, v) = dictionaryTypes(d), methods[.array] != nil, name != "reversed"
    {
      return .array(view == "keys" ? k : v)
    }
    guard let receiver = (staticType(of: base) ?? propertyType(of: base)).map(unaliased) else { return nil }
    let kind: CollectionKind
    let element: TypeExpr
    switch receiver {
    case .array(let e): (kind, element) = (.array, e)
    case .named("Array", let ts) where ts.count == 1: (kind, element) = (.array, ts[0])
    case .named("Set", let ts) where ts.count == 1: (kind, element) = (.set, ts[0])
    case .dictionary(let k, let v): (kind, element) = (.dictionary, .tuple([k, v], labels: ["key", "value"]))
    case .named("Dictionary", let ts) where ts.count == 2:
      (kind, element) = (.dictionary, .tuple(ts, labels: ["key", "value"]))
    case .named("String", []): (kind, element) = (.string, .named("Character", []))
    case .named("ArraySlice", let ts) where ts.count == 1: (kind, element) = (.arraySlice, ts[0])
    default: return nil
    }
    switch methods[kind] {
    case .elements?: return .array(element)
    case .same?: return receiver
    case .slice?: return kind == .string ? .named("Substring", []) : .named("ArraySlice", [element])
    case nil: return nil
    }
  }

  /// `Array(tags)`, `Array(counts.keys)`, `Set(ids)`: an Array or a Set made from a sequence
  /// whose element type the compiler knows (an array's, a set's, a dictionary's keys or values).
  func collectionConversionType(_ n: String, _ args: [Argument]) -> TypeExpr? {
    // Not a lesson type or function of that name.
    guard n == "Array" || n == "Set", args.count == 1, args[0].label == nil,
      program.nominalType(n)?.declaration == nil
    else { return nil }
    switch resolve(n) {
    case nil: break
    case .global(let g)?: if program.functionGlobals.contains(g) { return nil }
    default: return nil
    }
    let source = args[0].value
    var element: TypeExpr? = nil
    if case .member(let d, let view) = source.kind, view == "keys" || view == "values", let (k, v) = dictionaryTypes(d)
    {
      element = view == "keys" ? k : v
    } else {
      switch (staticType(of: source) ?? propertyType(of: source)).map(unaliased) {
      case .array(let e)?: element = e
      case .named("Array", let ts)? where ts.count == 1: element = ts[0]
      case .named("Set", let ts)? where ts.count == 1: element = ts[0]
      case .named("ArraySlice", let ts)? where ts.count == 1: element = ts[0]
      default: break
      }
    }
    guard let element else { return nil }
    return n == "Array" ? .array(element) : .named("Set", [element])
  }

  /// `String` for a string literal (`let word = "kiwi"`: its `sorted()` and `dropFirst()` are named
  /// by that static type, `Array<Character>` and `Substring`).
  func stringLiteralType(_ e: Expr) -> TypeExpr? {
    if case .string = e.kind { return .named("String", []) }
    return nil
  }

  /// The key and value types of a dictionary whose type the compiler knows.
  private func dictionaryTypes(_ d: Expr) -> (TypeExpr, TypeExpr)? {
    switch (staticType(of: d) ?? propertyType(of: d)).map(unaliased) {
    case .dictionary(let k, let v)?: return (k, v)
    case .named("Dictionary", let ts)? where ts.count == 2: return (ts[0], ts[1])
    default: return nil
    }
  }

  /// Whether a lesson extension of a standard type declares a member `name` (its own method).
  private func lessonExtensionsDeclare(_ name: String) -> Bool {
    let sym = program.symbol(name)
    return program.builtinExtensions.values.contains { $0.members[sym] != nil }
  }

  enum CollectionKind { case array, set, dictionary, string, arraySlice }
  /// What a method's result is: an array of the receiver's elements, the receiver's own type, or
  /// its part (an Array's `ArraySlice`, a String's `Substring`).
  enum CollectionResult { case elements, same, slice }

  /// By method name: the result for each kind of receiver that has it (an Array's `reversed()` is
  /// a `ReversedCollection`: `Compiler+WrapperTypes.swift`).
  static let collectionResultMethods: [String: [CollectionKind: CollectionResult]] = [
    "sorted": [.array: .elements, .set: .elements, .dictionary: .elements, .string: .elements, .arraySlice: .elements],
    "shuffled": [
      .array: .elements, .set: .elements, .dictionary: .elements, .string: .elements, .arraySlice: .elements,
    ],
    "reversed": [.set: .elements, .dictionary: .elements],
    // An ArraySlice's `filter` is Sequence's, an Array (verified against Swift 6.3.1).
    "filter": [.array: .same, .set: .same, .dictionary: .same, .string: .same, .arraySlice: .elements],
    "union": [.set: .same], "intersection": [.set: .same], "subtracting": [.set: .same],
    "symmetricDifference": [.set: .same], "merging": [.dictionary: .same],
    "dropFirst": [.array: .slice, .string: .slice, .arraySlice: .slice],
    "dropLast": [.array: .slice, .string: .slice, .arraySlice: .slice],
    "prefix": [.array: .slice, .string: .slice, .arraySlice: .slice],
    "suffix": [.array: .slice, .string: .slice, .arraySlice: .slice],
    "drop": [.array: .slice, .string: .slice, .arraySlice: .slice],
  ]
}
