/// What the playground's standard library offers, by name and argument labels. The compiler checks
/// every use of a builtin member, initializer or free function against it when a lesson loads, so
/// something the playground lacks is an error before the first statement runs — never a placeholder
/// result or an ignored argument (`Compiler+Catalog.swift`).
///
/// Signatures are written as Swift writes them: `count` is a property, `insert(_:at:)` a method,
/// `removeAll()` a method without arguments. Each entry here must be implemented by the VM and
/// match Swift (the catalog test calls every one); an entry is added with its implementation.
package enum Catalog {
  /// Members of builtin values (arrays, dictionaries, sets, strings, numbers, optionals, ranges,
  /// tasks, trackings, ...). A name used on a lesson type's value is that type's own member.
  static let memberSignatures: [String] =
    [
      // Every sequence and collection (arrays, sets, dictionaries as (key:value:) pairs, strings as
      // characters, ranges, slices): Builtins+Collections.swift, Builtins+Array.swift
      "self", "count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex", "description",
      "debugDescription",
      "lowerBound", "upperBound", "clamped(to:)", "overlaps(_:)",
      "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "forEach(_:)", "reduce(_:_:)", "reduce(into:_:)",
      "contains(_:)", "contains(where:)", "allSatisfy(_:)", "count(where:)", "first(where:)", "last(where:)",
      "firstIndex(of:)", "firstIndex(where:)", "lastIndex(of:)", "lastIndex(where:)", "min()", "min(by:)", "max()",
      "max(by:)", "sorted()", "sorted(by:)", "reversed()", "enumerated()", "joined()", "joined(separator:)",
      "prefix(_:)", "prefix(while:)", "suffix(_:)", "dropFirst()", "dropFirst(_:)", "dropLast()", "dropLast(_:)",
      "drop(while:)", "split(separator:)", "split(separator:maxSplits:)", "split(separator:omittingEmptySubsequences:)",
      "split(separator:maxSplits:omittingEmptySubsequences:)", "split(whereSeparator:)", "elementsEqual(_:)",
      "lexicographicallyPrecedes(_:)", "lexicographicallyPrecedes(_:by:)",
      "starts(with:)", "shuffled()", "randomElement()", "makeIterator()",
      // Arrays (and strings where Swift has them)
      "append(_:)", "append(contentsOf:)", "insert(_:at:)", "insert(contentsOf:at:)", "remove(at:)", "removeAll()",
      "removeAll(keepingCapacity:)", "removeAll(where:)", "removeFirst()", "removeFirst(_:)", "removeLast()",
      "removeLast(_:)", "popLast()", "removeSubrange(_:)", "replaceSubrange(_:with:)", "sort()", "sort(by:)",
      "reverse()", "shuffle()", "swapAt(_:_:)", "reserveCapacity(_:)", "partition(by:)",
      // Dictionaries: Builtins+Dictionary.swift
      "keys", "values", "index(forKey:)", "removeValue(forKey:)", "updateValue(_:forKey:)", "mapValues(_:)",
      "compactMapValues(_:)",
      "merge(_:uniquingKeysWith:)", "merging(_:uniquingKeysWith:)",
      // Sets: Builtins+Set.swift
      "insert(_:)", "remove(_:)", "update(with:)", "union(_:)", "formUnion(_:)", "intersection(_:)",
      "formIntersection(_:)", "subtracting(_:)", "subtract(_:)", "symmetricDifference(_:)",
      "formSymmetricDifference(_:)", "isSubset(of:)", "isSuperset(of:)", "isStrictSubset(of:)",
      "isStrictSuperset(of:)", "isDisjoint(with:)",
      // Duration: Stdlib+Duration.swift (and its components' seconds; their attoseconds and
      // Duration's own are Int128s, which the playground does not have)
      "components", "seconds",
      // Strings (with Foundation's): Builtins+String.swift
      "hasPrefix(_:)", "hasSuffix(_:)", "trimmingPrefix(_:)", "trimmingPrefix(while:)", "uppercased()", "lowercased()",
      "capitalized", "components(separatedBy:)",
      "index(_:offsetBy:)", "index(_:offsetBy:limitedBy:)", "index(after:)", "index(before:)", "distance(from:to:)",
      "range(of:)", "range(of:options:)", "caseInsensitiveCompare(_:)", "localizedCaseInsensitiveCompare(_:)",
      "localizedCompare(_:)", "localizedStandardCompare(_:)", "compare(_:)", "compare(_:options:)",
      "replacingOccurrences(of:with:)", "replacingOccurrences(of:with:options:)", "replacing(_:with:)",
      "replacingCharacters(in:with:)",
      "trimmingCharacters(in:)", "localizedCaseInsensitiveContains(_:)", "localizedStandardContains(_:)",
      "localizedUppercase", "localizedLowercase", "localizedCapitalized", "appending(_:)",
      "padding(toLength:withPad:startingAt:)", "utf8", "inverted",
      // A Substring's base string (`SubstringSlice`)
      "base",
      "unicodeScalars",
      // Characters
      "isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace", "isPunctuation", "isHexDigit", "isASCII",
      "asciiValue", "wholeNumberValue", "hexDigitValue", "isWholeNumber", "isSymbol", "isMathSymbol",
      "isCurrencySymbol", "isNewline", "isCased",
      // Numbers and Bool: Builtins+Numbers.swift
      "magnitude", "isNaN", "isFinite", "isInfinite", "isZero", "rounded()", "rounded(_:)", "squareRoot()",
      "truncatingRemainder(dividingBy:)", "remainder(dividingBy:)", "isMultiple(of:)", "signum()",
      "quotientAndRemainder(dividingBy:)", "advanced(by:)", "distance(to:)", "toggle()", "bitWidth", "nonzeroBitCount",
      "leadingZeroBitCount",
      "trailingZeroBitCount", "addingReportingOverflow(_:)", "subtractingReportingOverflow(_:)",
      "multipliedReportingOverflow(by:)", "dividedReportingOverflow(by:)", "remainderReportingOverflow(dividingBy:)",
      // Optional (map(_:) and flatMap(_:) above)
      // Labels of the tuples builtins return: `(offset:element:)`, `(key:value:)`, `Set.insert`'s
      // `(inserted:memberAfterInsert:)`, `(quotient:remainder:)`, `(partialValue:overflow:)`
      "offset", "element", "key", "value", "inserted", "memberAfterInsert", "quotient", "remainder",
      "partialValue", "overflow",
      // Errors (Foundation's, Builtins+Foundation.swift)
      "localizedDescription",
      // Concurrency and Observation
      "value", "result", "isCancelled", "cancel()", "changed", "withLock(_:)", "makeAsyncIterator()", "next()",
      // ObservationRegistrar, in a class that conforms to Observable by hand (ManualRegistrar.swift)
      "access(_:keyPath:)", "withMutation(of:keyPath:_:)", "willSet(_:keyPath:)", "didSet(_:keyPath:)",
      // Legacy model (ObservableObject, Combine stand-in)
      "objectWillChange", "sink(receiveValue:)", "send()", "store(in:)",
      // DispatchQueue.main
      "async(execute:)", "asyncAfter(deadline:execute:)",
    ] + viewModifierSignatures + foundationMemberSignatures + combineMemberSignatures

  /// SwiftUI view modifiers. The simulated host does not draw, so these change nothing it shows
  /// or counts (a modified view is the same view to the invalidation rules); `environment(_:)`
  /// and `environmentObject(_:)` inject an object for `@Environment` / `@EnvironmentObject`.
  /// Modifiers that run code (`onAppear`, `task`, `onChange`) are not here: they would be ignored.
  static let viewModifierSignatures: [String] = [
    "environment(_:)", "environmentObject(_:)",
    "padding()", "padding(_:)", "padding(_:_:)", "font(_:)", "bold()", "italic()", "foregroundColor(_:)",
    "foregroundStyle(_:)", "background(_:)", "frame(width:)", "frame(height:)", "frame(width:height:)",
    "frame(maxWidth:)", "frame(maxWidth:alignment:)", "opacity(_:)", "cornerRadius(_:)", "tint(_:)",
    "navigationTitle(_:)", "monospacedDigit()", "lineLimit(_:)", "disabled(_:)", "id(_:)", "tag(_:)",
  ]

  /// Initializers of builtin types: `String(describing:)` is `"String": ["describing:"]`, with
  /// `""` for `String()`.
  static let initializerSignatures: [String: [String]] = [
    "Int": ["", "_:", "_:radix:", "exactly:"],
    "Double": ["", "_:", "exactly:"],
    "UInt64": ["_:"],
    "Bool": ["", "_:"],
    "String": [
      "", "_:", "describing:", "reflecting:", "repeating:count:", "_:radix:", "_:radix:uppercase:", "format:",
      "format:_:", "format:_:_:", "format:_:_:_:", "format:_:_:_:_:", "format:_:_:_:_:_:",
      // A report row's values (`%-8@ %6d %10.2f ...`): up to ten.
      "format:_:_:_:_:_:_:", "format:_:_:_:_:_:_:_:", "format:_:_:_:_:_:_:_:_:", "format:_:_:_:_:_:_:_:_:_:",
      "format:_:_:_:_:_:_:_:_:_:_:",
    ],
    "Character": ["_:"],
    "Substring": ["_:", "stringLiteral:"],
    "Array": ["", "_:", "repeating:count:"],
    "Set": ["", "_:", "minimumCapacity:"],
    "Dictionary": ["", "uniqueKeysWithValues:", "_:uniquingKeysWith:", "grouping:by:"],
    "Optional": ["_:"],
    "CharacterSet": ["charactersIn:"],
    "Mutex": ["_:"],
    "ObjectIdentifier": ["_:"],
    "ObservationRegistrar": [""],
    "Bindable": ["_:", "wrappedValue:"],
    "Task": ["_:", "priority:_:", "operation:"],
    "Observations": ["_:"],
    "CancellationError": [""],
  ].merging(foundationInitializers, uniquingKeysWith: +).merging(combineInitializers, uniquingKeysWith: +)

  /// Static members of builtin types.
  static let staticSignatures: [String: [String]] = [
    "Int": ["self", "init", "max", "min", "zero", "random(in:)", "bitWidth"],
    "Double": [
      "self", "init", "nan", "infinity", "pi", "zero", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "ulpOfOne",
    ],
    "Bool": ["self", "init", "random()"],
    "String": ["self", "init"],
    "Character": ["self", "init"],
    "Substring": ["self", "init"],
    "Optional": ["none", "some(_:)"],
    "ComparisonResult": ["orderedAscending", "orderedSame", "orderedDescending"],
    "CharacterSet": [
      "whitespaces", "whitespacesAndNewlines", "newlines", "decimalDigits", "letters", "alphanumerics",
      "punctuationCharacters", "uppercaseLetters", "lowercaseLetters",
    ],
    "Task": [
      "sleep(for:)", "sleep(nanoseconds:)", "yield()", "isCancelled", "checkCancellation()", "detached(operation:)",
      "detached(priority:operation:)",
    ],
    "Duration": ["milliseconds(_:)", "seconds(_:)", "microseconds(_:)", "nanoseconds(_:)", "zero"],
    "MainActor": [
      "assumeIsolated(_:)", "assertIsolated()", "assertIsolated(_:)", "run(body:)", "run(resultType:body:)",
    ],
    "Observations": ["untilFinished(_:)"],
    "DispatchQueue": ["main"],
    "DispatchTime": ["now()"],
  ].merging(foundationStatics, uniquingKeysWith: +)

  /// Free functions of the standard library (and Foundation's math), by signature. Variadic ones
  /// are listed for the argument counts the playground takes. The natives check their labels too
  /// (`Builtins+Functions.swift`).
  static let functionSignatures: [String] = [
    "print(_:)", "print(_:separator:)", "print(_:terminator:)", "print(_:separator:terminator:)",
    "debugPrint(_:)", "debugPrint(_:separator:)", "debugPrint(_:terminator:)", "debugPrint(_:separator:terminator:)",
    "min(_:_:)", "min(_:_:_:)", "max(_:_:)", "max(_:_:_:)", "abs(_:)", "stride(from:to:by:)",
    "stride(from:through:by:)", "zip(_:_:)", "swap(_:_:)", "type(of:)", "dump(_:)", "dump(_:name:)",
    "withExtendedLifetime(_:_:)", "fatalError()",
    "fatalError(_:)", "assertionFailure()",
    "assertionFailure(_:)", "preconditionFailure()", "preconditionFailure(_:)", "assert(_:)", "assert(_:_:)",
    "precondition(_:)", "precondition(_:_:)", "sqrt(_:)", "pow(_:_:)", "floor(_:)", "ceil(_:)", "round(_:)",
    "sequence(first:next:)", "sequence(state:next:)",
  ]

  /// Builtin names Swift has that the playground deliberately lacks, with the reason shown to the
  /// learner. Checked before "not available" so the message says why.
  package static let unavailable: [String: String] = [
    "contentsOfFile": "lessons cannot read files",
    "contentsOf": "lessons cannot read files or the network",
    "write": "lessons cannot write files",
    "FileManager": "lessons cannot touch the file system",
    "ProcessInfo": "lessons cannot read the environment or start processes",
    "Process": "lessons cannot start processes",
    "URLSession": "lessons cannot use the network",
    "Thread": "lessons run on one simulated main actor",
    "DispatchSemaphore": "lessons run on one simulated main actor; nothing can block",
    "ContinuousClock":
      "the playground's clock is virtual, so a real clock's readings would differ from Swift's on every run; use Task.sleep and Duration",
    "SuspendingClock":
      "the playground's clock is virtual, so a real clock's readings would differ from Swift's on every run; use Task.sleep and Duration",
    "isKnownUniquelyReferenced":
      "the playground's own stack and trace hold references to class instances, so it cannot tell whether a lesson's reference is the only one",
    "AnyIterator":
      "type-erased iterators are not modeled by the playground; write a struct that conforms to IteratorProtocol (and Sequence) with its own next()",
    "AnySequence":
      "type-erased sequences are not modeled by the playground; write a struct that conforms to Sequence, or return an array",
    "lazy":
      "a lazy sequence runs its closures when its elements are read, which the playground does not model; without '.lazy' the result is the same unless the closures have side effects",
  ].merging(foundationUnavailable) { a, _ in a }.merging(combineUnavailable) { a, _ in a }
    .merging(swiftUIUnavailable) { a, _ in a }

  static let modifierRunsCode =
    "the simulated SwiftUI host does not run code a view modifier schedules; drive the model from the lesson"

  /// SwiftUI names the simulated host lacks (the compiler check's prelude declares them, so Swift's
  /// check accepts them as SwiftUI does and the playground names them when the lesson loads).
  static let swiftUIUnavailable: [String: String] = [
    "onAppear": modifierRunsCode, "onDisappear": modifierRunsCode, "task": modifierRunsCode,
    "onChange": modifierRunsCode,
    "NavigationPath":
      "the simulated SwiftUI host has no navigation stack to keep a type-erased path for; keep the path as an array of your route type",
  ]

  /// Labels that take a closure: an unlabeled trailing closure is matched to the signature whose
  /// parameter in that position has one of these labels, when several signatures fit.
  static let closureLabels: Set<String> = [
    "where", "by", "whereSeparator", "body", "receiveValue", "onChange", "willSet", "didSet", "operation",
    "execute", "uniquingKeysWith", "onTermination", "while", "next",
  ]

  /// A parsed signature: the argument labels (`nil` for `_`), or no labels for a property.
  struct Signature: Hashable {
    let name: String
    /// nil: a property (no call).
    let labels: [String?]?

    init(_ text: String) {
      guard let open = text.firstIndex(of: "(") else {
        name = text
        labels = nil
        return
      }
      name = String(text[..<open])
      let inner = text[text.index(after: open)..<(text.lastIndex(of: ")") ?? text.endIndex)]
      labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { $0 == "_" ? nil : String($0) }
    }

    init(name: String, labels: [String?]?) {
      self.name = name
      self.labels = labels
    }

    var text: String {
      guard let labels else { return name }
      return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
  }

  static let members: [String: [Signature]] = group(memberSignatures)
  static let statics: [String: [String: [Signature]]] = staticSignatures.mapValues(group)
  static let initializers: [String: [[String?]]] = initializerSignatures.mapValues { list in
    list.map { s in s.isEmpty ? [] : Signature("init(\(s))").labels ?? [] }
  }

  private static func group(_ list: [String]) -> [String: [Signature]] {
    var out: [String: [Signature]] = [:]
    for s in list {
      let sig = Signature(s)
      if out[sig.name, default: []].contains(sig) { continue }
      out[sig.name, default: []].append(sig)
    }
    return out
  }

  /// The labels of the signature among `candidates` that a call with these argument labels
  /// matches (`trailing[i]`: argument `i` is an unlabeled trailing closure, which fits any
  /// label), or nil. Trailing closures take the signature's label, so the VM sees
  /// `removeAll(where:)` whether the lesson wrote that or `removeAll { ... }`.
  static func match(_ candidates: [[String?]], labels: [String?], trailing: [Bool]) -> [String?]? {
    let fitting = candidates.filter { sig in
      sig.count == labels.count
        && zip(sig, zip(labels, trailing)).allSatisfy { s, given in given.1 || s == given.0 }
    }
    if fitting.count <= 1 { return fitting.first }
    // Several fit only through trailing closures: prefer closure-taking labels.
    return fitting.max { a, b in closureScore(a, trailing) < closureScore(b, trailing) }
  }

  private static func closureScore(_ sig: [String?], _ trailing: [Bool]) -> Int {
    zip(sig, trailing).filter { $1 && ($0.map { closureLabels.contains($0) } ?? false) }.count
  }
}
