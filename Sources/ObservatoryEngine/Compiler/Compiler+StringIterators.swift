/// Printing a String's iterator (`s.makeIterator()`, its unicode scalars', or one of a zip, an
/// enumerated sequence or a `drop(while:)` of them) shows the String's storage: for more than 15
/// UTF-8 bytes, flags that tell whether it was a literal (`StringStorage`). The compiler sees how
/// the String was made where the code says it for certain — a string literal without
/// interpolation, or a `let` bound to one, is a literal; an interpolation, `String(repeating:count:)`,
/// `uppercased()`, `lowercased()` or `+` of two non-empty literals is native — and stamps that on
/// the iterator. Where it cannot tell (a parameter, a property, a function's result), a lesson
/// that may print such an iterator is refused when it loads, naming the playground's limit; one
/// that only steps it (`it.next()`) runs (`Language/string-iterators-printed`).
extension Compiler {
  /// What the strings an iterator (or a `DropWhileSequence`) walks are, as far as the code says.
  enum StringsWalked: Equatable {
    /// No String's iterator is part of it (an array's, a range's, a lesson type's own).
    case none
    /// The value is a String made that way.
    case string(StringStorage)
    /// The value holds such Strings (a zip, an enumerated sequence).
    case holding(StringStorage)
    /// The compiler cannot tell.
    case unknown
    /// It may walk a String's part (a Substring), whose iterator the playground does not print
    /// as Swift does (`IndexingIterator<Substring>`).
    case part

    var storage: StringStorage? {
      switch self {
      case .string(let s), .holding(let s): return s
      default: return nil
      }
    }

    /// A String as a part of a sequence around it (a zip's side, an enumerated String).
    var held: StringsWalked { if case .string(let s) = self { .holding(s) } else { self } }

    /// Both, side by side (a zip's): one storage for all, or unknown.
    func beside(_ other: StringsWalked) -> StringsWalked {
      let (a, b) = (held, other.held)
      if a == .part || b == .part { return .part }
      if a == .none { return b }
      if b == .none { return a }
      return a == b ? a : .unknown
    }
  }

  /// Compiles `x.makeIterator()` or `x.drop(while:)` with the storage of the Strings it walks
  /// stamped on the result; false when the call is compiled as any other.
  func compileStringIteratorCall(_ callee: Expr, _ args: [Argument], _ e: Expr) throws -> Bool {
    guard case .member(let base, let name) = callee.kind, e.start != stringStampedInside else { return false }
    switch name {
    case "makeIterator" where args.isEmpty: break
    case "drop" where args.count == 1 && (args[0].label == "while" || args[0].isTrailing): break
    default: return false
    }
    var walked = stringsWalked(base, depth: 0)
    // A String's (or a Substring's) drop(while:) is a Substring, which prints as its text.
    if name == "drop", walked == .part { return false }
    if walked == .part, iteratorMayBeShown(e) {
      throw error(
        "printing an iterator of a part of a String (a Substring) is not supported by the playground", at: e.start,
        hint: "make a String of it first: String(…)")
    }
    if walked == .unknown && !entriesMayFollow {
      // Without a long literal anywhere, every String of more than 15 bytes was computed; without
      // a zip or an enumerated sequence, a drop(while:) walks no String's iterator.
      if !program.sawLongStringLiteral {
        walked = .holding(.native)
      } else if name == "drop" && !valueUses.makesStringWalkingSequences {
        walked = .none
      }
    }
    guard let storage = walked.storage else {
      if walked == .unknown, iteratorMayBeShown(e) {
        let what = name == "drop" ? "a drop(while:) of a sequence" : "an iterator"
        throw error(
          "printing \(what) that may walk a String of more than 15 bytes whose making the playground cannot see "
            + "is not supported by the playground: Swift prints the String's storage flags, which tell whether it "
            + "was a literal",
          at: e.start,
          hint: "step it with next() and print the elements, or make it from a string literal or an array")
      }
      return false
    }
    let stamp = NativeFunction("String storage") { _, values, _ in
      switch values[0] {
      case .host(let box as IteratorBox): box.stringStorage = storage
      case .host(let w as SequenceWrapper): w.stringStorage = storage
      default: break
      }
      return values[0]
    }
    emit(.pushConst(constant(.native(stamp))), e.start)
    stringStampedInside = e.start
    defer { stringStampedInside = nil }
    try compileCall(callee, args, e)
    emit(.call(argc: 1, labels: program.labelSet([nil])), e.start)
    return true
  }

  /// Whether the iterator (or sequence) the call `e` makes may be printed: as an unfold
  /// sequence's uses (`ValueUses`), hidden only where its elements alone are used (`next()`,
  /// a `for` loop, `Array(...)`, a consuming method).
  private func iteratorMayBeShown(_ e: Expr) -> Bool {
    var seen: Set<String> = []
    return valueUses.mayBeShown(e, Compiler.unfoldRules, entriesMayFollow: entriesMayFollow, &seen)
  }

  /// What the code says about the Strings `e`'s iteration walks.
  func stringsWalked(_ e: Expr, depth: Int) -> StringsWalked {
    guard depth < 12 else { return .unknown }
    let d = depth + 1
    switch e.kind {
    case .string(let parts):
      let interpolated = parts.contains { if case .expr = $0 { true } else { false } }
      return .string(interpolated ? .native : .literal)
    case .array, .dictionary, .int, .double, .bool: return .none
    case .tuple(let items) where items.count == 1 && items[0].0 == nil: return stringsWalked(items[0].1, depth: d)
    case .unary(let op, _) where ["...", "..<", "from..."].contains(op): return .none
    case .binary(let op, _, _) where op == "..." || op == "..<": return .none
    case .binary("+", let a, let b):
      if isNonEmptyStringLiteral(a, depth: d) && isNonEmptyStringLiteral(b, depth: d) { return .string(.native) }
      return stringsWalked(a, depth: d) == .none && stringsWalked(b, depth: d) == .none ? .none : .unknown
    case .name(let n): return stringsWalked(name: n, e)
    // `xs[2...]`: a part of the collection (of a String, a Substring: see `dropFirst`).
    case .subscriptAccess(let base, let args) where args.count == 1 && isRange(args[0].value):
      let b = stringsWalked(base, depth: d)
      if case .string = b { return .part }
      return b
    case .member(let base, let m):
      switch m {
      case "unicodeScalars":
        return stringsWalked(base, depth: d).held
      case "utf8", "indices", "keys", "values": return .none
      default: return walked(declaredType(of: e))
      }
    case .call(let f, let args): return stringsWalked(call: f, args, depth: d)
    default: return .unknown
    }
  }

  /// What a variable's initializer says, read where the variable is declared (in its scope).
  struct BindingFacts {
    var walked: StringsWalked
    var isLet: Bool
    /// A non-empty string literal (`+` of two is a native String).
    var nonEmptyLiteral: Bool
    /// An array literal of array literals (its `joined()` flattens arrays).
    var arrayOfArrays: Bool
    /// A `let` declared `Any` (or another existential): the type its initializer put into it
    /// (`Compiler+ExistentialLetTypes.swift`).
    var existentialType: (plain: String, qualified: String)? = nil
    /// A `let` made by `s.index(...)`, `s.startIndex` or `s.firstIndex(of:)!`: a `String.Index`
    /// (`s[i]` is then a Character: `Compiler+TextTypes.swift`).
    var stringIndex = false
  }

  /// The facts of `v`'s initializer, before `v` is declared.
  func bindingFacts(_ v: VariableDecl) -> BindingFacts? {
    guard case .name = v.pattern, let i = v.initializer else { return nil }
    var arrays = false
    if case .array(let items) = i.kind {
      arrays = items.allSatisfy { if case .array = $0.kind { true } else { false } }
    }
    if case .name(let n) = i.kind, let f = facts(of: n), f.isLet { arrays = f.arrayOfArrays }
    return BindingFacts(
      walked: stringsWalked(i, depth: 0), isLet: v.isLet, nonEmptyLiteral: isNonEmptyStringLiteral(i, depth: 0),
      arrayOfArrays: arrays, existentialType: existentialLetTypeName(v), stringIndex: v.isLet && madeIndex(i))
  }

  /// Records them (for `stringsWalked`): a local's on its `Local`, a global's in the program.
  func noteInitializer(_ v: VariableDecl, _ facts: BindingFacts?) {
    guard case .name(let n) = v.pattern else {
      // A REPL entry's `let (a, b) = ...` in place of an earlier `let a = ...`.
      if atGlobalScope { for n in v.pattern.names { program.globalIndex[n].map { program.bindings[$0] = nil } } }
      return
    }
    if atGlobalScope {
      if let g = program.globalIndex[n] { program.bindings[g] = facts }
    } else if let facts {
      fn.scopes[fn.scopes.count - 1][n]?.binding = facts
    }
  }

  /// The facts of the variable `n` names here, if it is one with an initializer.
  func facts(of n: String) -> BindingFacts? {
    switch resolve(n) {
    case .local?, .capture?: return declaredLocal(n)?.binding
    case .global(let g)?: return program.bindings[g]
    default: return nil
    }
  }

  /// A `let`'s is its initializer's; a `var`'s only when that is no String (a `var` keeps its
  /// static type, but another String may be assigned to it); else its declared type's.
  private func stringsWalked(name n: String, _ e: Expr) -> StringsWalked {
    if let f = facts(of: n), f.isLet || f.walked == .none { return f.walked }
    return walked(declaredType(of: e))
  }

  /// `a...b`, `a..<b`, `a...`, `..<b`, `...`.
  private func isRange(_ e: Expr) -> Bool {
    switch e.kind {
    case .binary(let op, _, _), .unary(let op, _): return ["...", "..<", "from..."].contains(op)
    default: return e.kind.isUnboundedRange
    }
  }

  private func stringsWalked(call f: Expr, _ args: [Argument], depth: Int) -> StringsWalked {
    switch f.kind {
    case .name("zip") where args.count == 2:
      return stringsWalked(args[0].value, depth: depth).beside(stringsWalked(args[1].value, depth: depth))
    // An unfold sequence's state is a value of its own (an iterator in it was stamped where made).
    case .name("stride"), .name("Set"), .name("Array"), .name("Dictionary"), .name("sequence"): return .none
    case .name("String") where args.first?.label == "repeating": return .string(.native)
    case .name(let n) where program.nominalType(n) != nil: return .none  // a lesson type's own iterator
    case .member(let base, let m):
      let b = stringsWalked(base, depth: depth)
      switch m {
      case "enumerated": return b.held
      // A String's part is a Substring, whose iterator the playground does not print as Swift.
      case "dropFirst", "prefix", "drop", "suffix", "dropLast":
        if case .string = b { return .part }
        return b
      case "uppercased", "lowercased": return .string(.native)
      case "map", "compactMap", "flatMap", "sorted", "split", "reversed", "shuffled": return .none
      case "joined":
        // An array of arrays flattened; an array of Strings joined is a String.
        if case .array(let items) = base.kind, items.allSatisfy({ if case .array = $0.kind { true } else { false } }) {
          return .none
        }
        if case .name(let n) = base.kind, let f = facts(of: n), f.isLet, f.arrayOfArrays { return .none }
        return .unknown
      default: return .unknown
      }
    default: return .unknown
    }
  }

  /// A string literal with some text, or a `let` bound to one: `+` of two is a native String.
  private func isNonEmptyStringLiteral(_ e: Expr, depth: Int) -> Bool {
    guard depth < 12 else { return false }
    switch e.kind {
    case .string(let parts): return parts.contains { if case .text(let t) = $0 { !t.isEmpty } else { false } }
    case .name(let n):
      guard let f = facts(of: n) else { return false }
      return f.isLet && f.nonEmptyLiteral
    default: return false
    }
  }

  /// A declared type's: none for a collection, a number or a lesson type; unknown for a String
  /// (how it was made) or another type.
  private func walked(_ t: TypeExpr?) -> StringsWalked {
    switch t {
    case .array?, .dictionary?: return .none
    case .named(let n, _)?:
      if ["Int", "Double", "Bool", "Set", "Array", "Dictionary", "Range", "ClosedRange"].contains(n) { return .none }
      return program.nominalType(n) != nil ? .none : .unknown
    default: return .unknown
    }
  }
}
