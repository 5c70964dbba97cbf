/// `sequence(state:next:)` whose closure declares no result (`{ n in ... }`): the element type of
/// the `UnfoldSequence` it makes, which Swift prints (`UnfoldSequence<Int, Int>(...)`) and
/// `type(of:)` names, is what Swift's type checker inferred from the closure's body.
///
/// With the compiler check, Swift's SIL says it (`SourceFile.unfoldTypes`): the sequence made
/// there keeps its element and state types. Without it, a lesson where such a sequence may be
/// printed or named is refused when it loads, naming the playground's limit; one only iterated
/// (`for x in seq`, `Array(seq)`, `seq.map { ... }`, `seq.prefix(3)` iterated in turn,
/// `seq.next()`) runs, as it never shows the type (`Language/unfold-sequence-inferred`).
extension Compiler {
  /// Compiles `sequence(state:next:)` when the compiler must see to its element type; false when
  /// the call is compiled as any other (the closure declares its result, or a function's does).
  func compileUnfoldSequence(_ callee: Expr, _ args: [Argument], _ e: Expr) throws -> Bool {
    guard args.count == 2, args[0].label == "state", args[1].label == "next" || args[1].isTrailing,
      e.start != unfoldTypedInside, !declaresUnfoldElement(args[1].value)
    else { return false }
    guard let fact = file.unfoldTypes[e.start], let element = swiftTypeName(fact: fact.element) else {
      if unfoldMayBeShown(e) {
        throw error(
          "printing or naming the type of a 'sequence(state:next:)' whose closure does not declare its result "
            + "type is not supported by the playground: Swift prints the element type its type checker infers",
          at: e.start, hint: "declare the closure's result, e.g. sequence(state: 0) { (n: inout Int) -> Int? in ... }")
      }
      return false
    }
    let state = fact.state.flatMap { swiftTypeName(fact: $0) }
    let keep = NativeFunction("UnfoldSequence<\(element.plain), ...>") { _, values, _ in
      if case .host(let u as UnfoldSequenceValue) = values[0] { u.start.keepTypes(element: element, state: state) }
      return values[0]
    }
    emit(.pushConst(constant(.native(keep))), e.start)
    unfoldTypedInside = e.start
    defer { unfoldTypedInside = nil }
    try compileCall(callee, args, e)
    emit(.call(argc: 1, labels: program.labelSet([nil])), e.start)
    return true
  }

  /// A closure literal that declares `-> T?` with a `T` the compiler names, or a lesson function
  /// (whose result is always declared): the sequence's element type is known when it runs.
  private func declaresUnfoldElement(_ next: Expr) -> Bool {
    switch next.kind {
    case .closure(let c):
      guard let r = c.returnType else { return false }
      return unfoldTypeNames(result: r, firstParameter: nil).element != nil
    case .name(let n):
      guard case .global(let g)? = resolve(n), program.functionGlobals.contains(g),
        let r = program.functionResultTypes[g]
      else { return false }
      return unfoldTypeNames(result: r, firstParameter: nil).element != nil
    default: return false
    }
  }

  /// Whether the value of the call `e` may reach a print, an interpolation, `type(of:)` or any
  /// use the compiler does not follow: true unless every use is one that only iterates it.
  private func unfoldMayBeShown(_ e: Expr) -> Bool {
    var seen: Set<String> = []
    return valueUses.mayBeShown(e, Compiler.unfoldRules, entriesMayFollow: entriesMayFollow, &seen)
  }

  /// Sequence methods whose result holds no part of the sequence (an array, an element, a count).
  static let consuming: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "first", "contains", "allSatisfy", "count",
    "sorted", "min", "max", "joined", "reversed", "elementsEqual", "split", "starts", "next",
  ]

  /// An unfold sequence is hidden where only its elements are used: a method that consumes it,
  /// `Array(seq)`, `Set(seq)`; `prefix(2)`, `dropFirst()`, `drop(while:)` and `enumerated()` are
  /// sequences around it, which print its type; `prefix(while:)` is an array.
  static var unfoldRules: ValueUses.Rules {
    ValueUses.Rules(
      member: { m, _, call in
        guard let call, case .call(_, let args) = call.kind else { return .shown }
        let prefixWhile = m == "prefix" && (args.first?.label == "while" || args.first?.isTrailing == true)
        if consuming.contains(m) || prefixWhile { return .hidden }
        return ["prefix", "dropFirst", "drop", "enumerated"].contains(m) ? .follow(call) : .shown
      },
      argument: { _, f, args in
        guard case .name(let n) = f.kind, n == "Array" || n == "Set", args.count == 1, args[0].label == nil else {
          return false
        }
        return true
      },
      declared: { _ in false }, assigned: { _ in false })
  }
}
