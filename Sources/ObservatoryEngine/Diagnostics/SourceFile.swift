/// A lesson's text as UTF-8 bytes with a line table, so that every token, node and instruction can
/// carry a compact byte offset and still be shown to the learner as `file:line:column`.
public final class SourceFile: Sendable {
  public let path: String
  public let bytes: [UInt8]
  /// Byte offset at which each line starts (`firstLine` is index 0).
  let lineStarts: [Int]
  /// The number of the text's first line: 1 for a file; a REPL entry is numbered as lines of one
  /// long input, so that errors and events from different entries never share a line number.
  public let firstLine: Int
  /// The installed Swift compiler checked this text and found no error (`SwiftCheck`): an error
  /// the playground then finds in it is the playground's limit, not the learner's mistake.
  nonisolated(unsafe) public internal(set) var acceptedBySwift = false
  /// The integer literals Swift's check typed as `Double` (`prices[k] ?? 0` of a `[String: Double]`):
  /// offset → value. The compiler makes those literals Doubles, as Swift does.
  nonisolated(unsafe) public internal(set) var doubleLiterals: [Int: Double] = [:]
  /// The literals Swift's check made values of a lesson type through its literal initializer
  /// (`let price: Money = 5`): offset → type and label. The compiler calls that initializer.
  nonisolated(unsafe) public internal(set) var literalInits: [Int: SwiftDiagnostics.LiteralInit] = [:]
  /// Swift's check saw a literal made a value through a generic literal requirement: the
  /// playground cannot tell which type, so it refuses lesson types' literal conformances.
  nonisolated(unsafe) public internal(set) var genericLiteralInit = false
  /// The implicit members Swift's check found to be enum cases (`dict[k] = .done`), by the
  /// offset of the member's name: the compiler makes them cases of that enum, as Swift does.
  nonisolated(unsafe) public internal(set) var implicitMembers: [Int: SwiftDiagnostics.EnumCase] = [:]
  /// What Swift's `type(of:)` answers at a call's offset, where the static type decides and names
  /// only standard-library types (`Array<Substring>`; the playground keeps a Substring as a String).
  nonisolated(unsafe) public internal(set) var metatypes: [Int: String] = [:]
  /// The element and state types of each `sequence(state:next:)`'s `UnfoldSequence`, by the
  /// offset of `sequence` (`SwiftDiagnostics.unfoldTypes`): printing one names them.
  nonisolated(unsafe) public internal(set) var unfoldTypes: [Int: SwiftDiagnostics.UnfoldTypes] = [:]
  /// Where Swift put a Substring into an `Any` (`SwiftDiagnostics.substringBoxes`): the value made
  /// there is marked a Substring, so that casts and `type(of:)` tell it from a String.
  nonisolated(unsafe) public internal(set) var substringBoxes: [Int: SubstringBoxing] = [:]
  /// The casts Swift decides when it compiles them (`SwiftDiagnostics.castOutcomes`), by the
  /// offset of `is`/`as`: the compiler casts a Substring as one there, or passes the cast.
  nonisolated(unsafe) public internal(set) var castOutcomes: [Int: Bool] = [:]
  /// Arithmetic on a sized integer the lesson never names (`SwiftDiagnostics.sizedArithmetic`):
  /// refused when the lesson loads, as the sized integer types are.
  nonisolated(unsafe) public internal(set) var sizedArithmetic: [Int: String] = [:]
  /// The static types of values Swift prints or boxes (`SwiftDiagnostics.printedTypes`): a generic
  /// value or a wrapper made there keeps them, for naming what its values cannot show.
  nonisolated(unsafe) public internal(set) var printedTypes: [Int: String] = [:]
  /// The static types of the values `String(describing:)` and `dump` describe, by the call's
  /// offset (`SwiftDiagnostics.describedTypes`): the argument is stamped as a printed one.
  nonisolated(unsafe) public internal(set) var describedTypes: [Int: String] = [:]
  /// The type arguments Swift gives a generic function's call, by the callee's offset
  /// (`SwiftDiagnostics.typeArguments`): a lesson generic function takes them
  /// (`Compiler+FunctionTypeArguments.swift`).
  nonisolated(unsafe) public internal(set) var typeArguments: [Int: String] = [:]

  public init(path: String, bytes: [UInt8], firstLine: Int = 1) {
    self.path = path
    self.bytes = bytes
    self.firstLine = firstLine
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
    self.lineStarts = starts
  }

  public convenience init(path: String, text: String, firstLine: Int = 1) {
    self.init(path: path, bytes: Array(text.utf8), firstLine: firstLine)
  }

  /// The line containing `offset` (1-based, counted from `firstLine`).
  public func line(of offset: Int) -> Int {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo + firstLine
  }

  /// The 1-based column of `offset`, counted in characters (not bytes) so carets line up.
  public func column(of offset: Int) -> Int {
    let start = lineStarts[line(of: offset) - firstLine]
    let end = min(max(offset, start), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self).count + 1
  }

  /// The text of a line (numbered from `firstLine`), without its newline.
  public func lineText(_ line: Int) -> String {
    let i = line - firstLine
    guard i >= 0, i < lineStarts.count else { return "" }
    let start = lineStarts[i]
    var end = i + 1 < lineStarts.count ? lineStarts[i + 1] - 1 : bytes.count
    if end > start, end <= bytes.count, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  public var lineCount: Int { lineStarts.count }
  /// The number of the text's last line.
  public var lastLine: Int { firstLine + lineStarts.count - 1 }

  /// Text between two byte offsets.
  public func text(from start: Int, to end: Int) -> String {
    let s = max(0, min(start, bytes.count))
    let e = max(s, min(end, bytes.count))
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }
}

/// A position in a lesson: which file and which byte.
public struct SourceLoc: Sendable, Equatable {
  public let file: SourceFile
  public let offset: Int
  public init(_ file: SourceFile, _ offset: Int) {
    self.file = file
    self.offset = offset
  }
  public var line: Int { file.line(of: offset) }
  public var column: Int { file.column(of: offset) }
  public var description: String { "\(file.path):\(line):\(column)" }

  public static func == (a: SourceLoc, b: SourceLoc) -> Bool {
    a.file === b.file && a.offset == b.offset
  }
}
