/// The static types of the standard library's collection methods whose result type follows from
/// the receiver's alone: `sorted()`, `sorted(by:)` and `shuffled()` of an `[E]`, a `Set<E>` or a
/// `[K: V]` make an `[E]` (`[(key: K, value: V)]`), and so does a Set's or a Dictionary's
/// `reversed()`; `filter` keeps the receiver's type, and a Set's algebra (`union`,
/// `intersection`, `subtracting`, `symmetricDifference`) and a Dictionary's `merging` do too.
/// With a declared receiver the compiler names them where an empty result cannot show its
/// element type (`type(of: tags.sorted())` of an empty `Set<String>` is `Array<String>`, verified
/// against Swift 6.3.1: `Language/collection-result-types`). A lesson extension of a standard
/// type that declares a method of that name is its own (no static type here).
extension Compiler {
  /// `base.name(args)`'s static type, when `name` is one of those methods of `base`'s declared
  /// collection type; nil otherwise.
  func collectionResultType(_ base: Expr, _ name: String, _ args: [Argument]) -> TypeExpr? {
    guard args.count <= 2, let methods = Compiler.collectionResultMethods[name],
      let receiver = (staticType(of: base) ?? propertyType(of: base)).map(unaliased),
      !program.builtinExtensions.values.contains(where: { $0.members[program.symbol(name)] != nil })
    else { return nil }
    let kind: CollectionKind
    let element: TypeExpr
    switch receiver {
    case .array(let e): (kind, element) = (.array, e)
    case .named("Array", let ts) where ts.count == 1: (kind, element) = (.array, ts[0])
    case .named("Set", let ts) where ts.count == 1: (kind, element) = (.set, ts[0])
    case .dictionary(let k, let v): (kind, element) = (.dictionary, .tuple([k, v], labels: ["key", "value"]))
    case .named("Dictionary", let ts) where ts.count == 2:
      (kind, element) = (.dictionary, .tuple(ts, labels: ["key", "value"]))
    default: return nil
    }
    switch methods[kind] {
    case .elements?: return .array(element)
    case .same?: return receiver
    case nil: return nil
    }
  }

  enum CollectionKind { case array, set, dictionary }
  /// What a method's result is: an array of the receiver's elements, or the receiver's own type.
  enum CollectionResult { case elements, same }

  /// By method name: the result for each kind of receiver that has it (an Array's `reversed()` is
  /// a `ReversedCollection`: `Compiler+WrapperTypes.swift`).
  static let collectionResultMethods: [String: [CollectionKind: CollectionResult]] = [
    "sorted": [.array: .elements, .set: .elements, .dictionary: .elements],
    "shuffled": [.array: .elements, .set: .elements, .dictionary: .elements],
    "reversed": [.set: .elements, .dictionary: .elements],
    "filter": [.array: .same, .set: .same, .dictionary: .same],
    "union": [.set: .same], "intersection": [.set: .same], "subtracting": [.set: .same],
    "symmetricDifference": [.set: .same], "merging": [.dictionary: .same],
  ]
}
