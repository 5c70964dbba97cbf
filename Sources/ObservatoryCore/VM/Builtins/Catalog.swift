/// What the playground's standard library offers, by name and argument labels. The compiler checks
/// every use of a builtin member, initializer or free function against it when a lesson loads, so
/// something the playground lacks is an error before the first statement runs — never a placeholder
/// result or an ignored argument (`Compiler+Catalog.swift`).
///
/// Signatures are written as Swift writes them: `count` is a property, `insert(_:at:)` a method,
/// `removeAll()` a method without arguments. Each entry here must be implemented by the VM and
/// match Swift (the catalog test calls every one); an entry is added with its implementation.
enum Catalog {
  /// Members of builtin values (arrays, dictionaries, sets, strings, numbers, optionals, ranges,
  /// tasks, trackings, ...). A name used on a lesson type's value is that type's own member.
  static let memberSignatures: [String] = [
    // Collections and strings
    "self", "key", "value", "offset", "element",
    "count", "isEmpty", "first", "last", "keys", "values", "indices", "startIndex", "endIndex", "description",
    "debugDescription", "lowerBound", "upperBound",
    "append(_:)", "append(contentsOf:)", "insert(_:at:)", "remove(at:)", "removeAll()", "removeAll(where:)",
    "removeFirst()", "removeFirst(_:)", "removeLast()", "removeLast(_:)", "popLast()", "sort()", "sort(by:)",
    "sorted()", "sorted(by:)", "reverse()", "reversed()", "swapAt(_:_:)",
    "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "forEach(_:)", "reduce(_:_:)",
    "contains(_:)", "contains(where:)", "allSatisfy(_:)", "first(where:)", "firstIndex(of:)", "firstIndex(where:)",
    "lastIndex(of:)", "lastIndex(where:)", "min()", "min(by:)", "max()", "max(by:)", "enumerated()",
    "joined()", "joined(separator:)", "prefix(_:)", "suffix(_:)", "dropFirst()", "dropFirst(_:)", "dropLast()",
    "dropLast(_:)",
    "removeValue(forKey:)", "updateValue(_:forKey:)",
    // Strings
    "hasPrefix(_:)", "hasSuffix(_:)", "uppercased()", "lowercased()", "split(separator:)",
    "padding(toLength:withPad:startingAt:)",
    // Numbers and Bool
    "magnitude", "isNaN", "rounded()", "squareRoot()", "isMultiple(of:)", "signum()", "toggle()",
    // Optional
    "map(_:)", "flatMap(_:)",
    // Concurrency and Observation
    "value", "isCancelled", "cancel()", "changed", "withLock(_:)", "makeAsyncIterator()", "next()",
    // Legacy model (ObservableObject, Combine stand-in)
    "objectWillChange", "sink(receiveValue:)", "send()", "store(in:)",
    // DispatchQueue.main
    "async(execute:)", "asyncAfter(deadline:execute:)",
  ] + viewModifierSignatures + foundationMemberSignatures

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
    "Int": ["", "_:"],
    "Double": ["", "_:"],
    "Float": ["", "_:"],
    "Bool": ["", "_:"],
    "String": ["", "_:", "describing:", "reflecting:", "repeating:count:"],
    "Array": ["", "_:", "repeating:count:"],
    "Set": ["", "_:"],
    "Dictionary": [""],
    "Mutex": ["_:"],
    "Character": ["_:"],
    "Task": ["_:", "priority:_:", "operation:"],
    "Observations": ["_:"],
    "CancellationError": [""],
    "Optional": ["_:"],
  ].merging(foundationInitializers, uniquingKeysWith: +)

  /// Static members of builtin types.
  static let staticSignatures: [String: [String]] = [
    "Int": ["max", "min", "zero"],
    "Double": ["nan", "infinity", "pi", "zero", "greatestFiniteMagnitude"],
    "Float": ["nan", "infinity", "pi"],
    "Task": ["sleep(for:)", "sleep(nanoseconds:)", "yield()", "isCancelled", "checkCancellation()"],
    "Duration": ["milliseconds(_:)", "seconds(_:)", "microseconds(_:)", "nanoseconds(_:)"],
    "MainActor": ["assumeIsolated(_:)", "assertIsolated()", "assertIsolated(_:)"],
    "Observations": ["untilFinished(_:)"],
    "DispatchQueue": ["main"],
    "DispatchTime": ["now()"],
  ].merging(foundationStatics, uniquingKeysWith: +)

  /// Builtin names Swift has that the playground deliberately lacks, with the reason shown to the
  /// learner. Checked before "not available" so the message says why.
  static let unavailable: [String: String] = [
    "contentsOfFile": "lessons cannot read files",
    "contentsOf": "lessons cannot read files or the network",
    "write": "lessons cannot write files",
    "FileManager": "lessons cannot touch the file system",
    "ProcessInfo": "lessons cannot read the environment or start processes",
    "Process": "lessons cannot start processes",
    "URLSession": "lessons cannot use the network",
    "Thread": "lessons run on one simulated main actor",
    "DispatchSemaphore": "lessons run on one simulated main actor; nothing can block",
  ].merging(foundationUnavailable) { a, _ in a }

  /// Labels that take a closure: an unlabeled trailing closure is matched to the signature whose
  /// parameter in that position has one of these labels, when several signatures fit.
  static let closureLabels: Set<String> = [
    "where", "by", "whereSeparator", "body", "receiveValue", "onChange", "willSet", "didSet", "operation",
    "execute", "uniquingKeysWith", "onTermination",
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
