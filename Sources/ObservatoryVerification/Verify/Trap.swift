/// A Swift trap: what stopped a program (an index out of range, an overflow, a failed
/// `precondition`, ...) and the lesson line it happened on. The playground reports one as a lesson
/// error; the real program as a `Fatal error` line, or in the backtrace Swift prints on Linux.
/// Two traps agree only when they are of the same kind on the same lesson line, Swift's report says
/// what Swift says for the playground's trap (`swiftWords`: a `precondition`'s own message, the
/// standard library's own sentence), and the program died of the signal such a trap raises.
struct Trap: Equatable, Sendable {
  enum Kind: String, Sendable {
    case indexOutOfRange = "index out of range"
    case overflow = "arithmetic overflow"
    case nilUnwrap = "nil unwrapped"
    case divisionByZero = "division by zero"
    case fatalError = "fatalError"
    case precondition = "precondition failed"
    case assertion = "assertion failed"
    case thrownAtTopLevel = "error thrown at top level"
    case emptyCollection = "removal from an empty collection"
    case invalidRange = "invalid range"
    case conversion = "conversion out of range"
    /// A standard-library precondition with its own words (`removeFirst(3)` of two elements,
    /// duplicate dictionary keys, a zero stride), which the playground's error repeats.
    case library = "standard library trap"
    case stackOverflow = "stack overflow"
    /// Two accesses to one variable overlap, one of them a modification (Swift's exclusivity rule).
    case overlappingAccess = "overlapping accesses"
    /// An allocation failed: the playground's memory limit, or the sandbox's address-space limit.
    case outOfMemory = "out of memory"
    /// A trap this comparison does not know: it agrees with nothing.
    case unknown = "trap"
  }

  let kind: Kind
  /// The lesson line, when known.
  let line: Int?
  /// The message as the side reported it.
  let message: String
  /// Every lesson line on the stack, innermost first (Swift's backtrace; a recursion repeats them).
  var stackLines: [Int] = []

  init(kind: Kind, line: Int?, message: String, stackLines: [Int] = []) {
    self.kind = kind
    self.line = line
    self.message = message
    self.stackLines = stackLines
  }

  /// Whether `other` is the same trap: the same kind on the same line, in Swift's words. Where a
  /// stack overflows depends on how much each frame takes, so for one the line need only be on the
  /// other's stack.
  func agrees(with other: Trap) -> Bool {
    guard kind == other.kind, kind != .unknown, let line else { return false }
    if kind == .stackOverflow { return line == other.line || other.stackLines.contains(line) }
    return line == other.line && wordsAgree(with: other)
  }

  /// Whether Swift's message (`other`'s) says what Swift says for this playground trap.
  func wordsAgree(with other: Trap) -> Bool {
    guard let words = swiftWords else { return true }
    let said = other.statement
    return words.exact ? ([words.text] + words.also).contains(said) : said.contains(words.text)
  }

  /// Swift's message without the place in front (`Precondition failed: level too low` from
  /// `main/lesson.swift:6: Precondition failed: level too low`).
  var statement: String {
    for marker in ["Fatal error", "Precondition failed", "Assertion failed"] {
      if let r = message.range(of: marker) { return String(message[r.lowerBound...]) }
    }
    return message
  }

  /// What Swift prints for this playground trap (nil: only the kind is compared): exactly `text`
  /// (or one of `also`), or, for a standard-library check whose sentence Swift completes,
  /// something containing `text`. A `precondition`, `assert` or `fatalError` with its own message
  /// says exactly that message.
  var swiftWords: (text: String, exact: Bool, also: [String])? {
    let own = message.range(of: " — ").map { String(message[$0.upperBound...]) }
    let m = message.lowercased()
    switch kind {
    case .precondition: return ("Precondition failed" + (own.map { ": " + $0 } ?? ""), true, [])
    case .assertion: return ("Assertion failed" + (own.map { ": " + $0 } ?? ""), true, [])
    case .fatalError:
      // `fatal error: boom`, `precondition failure: boom`, `assertion failure: boom`: Swift says
      // `Fatal error: boom` for each.
      let colon = message.range(of: ": ").map { String(message[$0.upperBound...]) }
      return ("Fatal error" + (colon.map { ": " + $0 } ?? ""), true, [])
    case .library:
      return Trap.libraryTraps.first { m.contains($0.lowercased()) }.map { ($0, false, []) }
    case .indexOutOfRange:
      return ("Fatal error: Index out of range", true, ["Fatal error: Array index is out of range"])
    case .nilUnwrap:
      return (
        "Fatal error: Unexpectedly found nil while unwrapping an Optional value", true,
        ["Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"]
      )
    case .divisionByZero:
      let words = "Division by zero" + (m.contains("remainder") ? " in remainder operation" : "")
      return ("Fatal error: " + words, true, ["Swift runtime failure: " + words])
    case .overflow:
      let division = "Division results in an overflow" + (m.contains("remainder") ? " in remainder operation" : "")
      return (
        "Swift runtime failure: arithmetic overflow", true,
        ["Fatal error: " + division, "Swift runtime failure: " + division]
      )
    case .invalidRange: return ("Fatal error: Range requires lowerBound <= upperBound", true, [])
    case .conversion: return ("cannot be converted to Int", false, [])
    case .thrownAtTopLevel: return ("Error raised at top level", false, [])
    case .overlappingAccess: return ("Simultaneous accesses", false, [])
    case .outOfMemory: return ("failed to allocate", false, [])
    case .emptyCollection:
      // `can't remove last element from an empty collection` → Swift's `Can't remove last ...`.
      let clause = message.prefix { $0 != ":" }
      return ("Fatal error: " + clause.prefix(1).uppercased() + clause.dropFirst(), true, [])
    case .stackOverflow, .unknown: return nil
    }
  }

  /// The exit statuses (128 + signal, as a shell reports them) of a program that died of this trap
  /// on `platform` (`Linux x86_64`, `macOS arm64`): Swift's traps are an illegal instruction on
  /// x86_64 (132) and a breakpoint on arm64 (133); a stack overflow is a bad memory access (139,
  /// or 138 on macOS); a failed allocation aborts (134).
  static func exitStatuses(_ kind: Kind, platform: String) -> Set<Int> {
    switch kind {
    case .stackOverflow: return [139, 138]
    // A failed allocation and Swift's exclusivity check abort.
    case .outOfMemory, .overlappingAccess: return [134]
    default: return platform.hasSuffix("x86_64") ? [132] : [133]
    }
  }

  /// `index out of range at line 4`.
  var described: String { "\(kind.rawValue) at " + (line.map { "line \($0)" } ?? "an unknown line") }

  /// The kind of a playground runtime error, from its message; nil when it is not a trap.
  static func playgroundKind(_ message: String) -> Kind? {
    let m = message.lowercased()
    if m.hasPrefix("the program called exit") || m.hasPrefix("interrupted") || m.hasPrefix("internal error") {
      return nil
    }
    let table: [(String, Kind)] =
      [
        ("index out of range", .indexOutOfRange), ("is out of bounds for an array", .indexOutOfRange),
        ("arithmetic overflow", .overflow), ("unexpectedly found nil", .nilUnwrap),
        ("division by zero", .divisionByZero), ("error thrown at top level", .thrownAtTopLevel),
        ("precondition(", .precondition), ("assert(", .assertion), ("fatal error", .fatalError),
        ("precondition failure", .fatalError), ("assertion failure", .fatalError),
        ("from an empty", .emptyCollection), ("cannot form a range", .invalidRange),
        ("cannot be converted to int", .conversion), ("too much recursion", .stackOverflow),
        ("the stack is full", .stackOverflow), ("re-entered", .stackOverflow),
      ] + libraryTraps.map { ($0.lowercased(), Kind.library) }
    return table.first { m.contains($0.0) }?.1 ?? .unknown
  }

  /// Swift's messages for the standard library's own checks, which the playground's errors repeat.
  static let libraryTraps = [
    "Dictionary literal contains duplicate keys", "Duplicate values for key", "Stride size must not be zero",
    "Can't get random value with an empty range", "Can't form a Character from a String containing more than one",
    "String index is out of bounds",
    "Number of elements to remove should be non-negative", "Can't remove more items from a collection than it",
    "Can't take a prefix of negative length", "Can't take a suffix of negative length",
    "Can't drop a negative number of elements", "Can't construct Array with count < 0", "Negative count not allowed",
  ]

  /// The kind of a real trap, from Swift's message (`Fatal error: Index out of range`,
  /// `Swift runtime failure: arithmetic overflow`); a crash without a message is a stack
  /// overflow when it is a bad memory access (lessons have no other way to make one).
  static func swiftKind(_ message: String, signal: Int?) -> Kind {
    let table: [(String, Kind)] =
      [
        ("Index out of range", .indexOutOfRange), ("index is out of range", .indexOutOfRange),
        ("arithmetic overflow", .overflow),
        ("Division results in an overflow", .overflow), ("Not enough bits to represent", .overflow),
        ("Unexpectedly found nil", .nilUnwrap), ("Division by zero", .divisionByZero),
        ("Error raised at top level", .thrownAtTopLevel), ("Precondition failed", .precondition),
        ("Assertion failed", .assertion), ("from an empty collection", .emptyCollection),
        ("Range requires lowerBound <= upperBound", .invalidRange),
        ("cannot be converted to Int", .conversion), ("Simultaneous accesses", .overlappingAccess),
        ("failed to allocate", .outOfMemory),
      ] + libraryTraps.map { ($0, Kind.library) } + [("Fatal error", .fatalError)]
    if let k = table.first(where: { message.contains($0.0) })?.1 { return k }
    if signal == 11 || message.contains("Bad pointer dereference") || message.contains("stack overflow") {
      return .stackOverflow
    }
    return .unknown
  }
}
