/// `InputCompleteness` for an entry typed (or piped) line by line, in time proportional to each
/// new line rather than to the whole entry: a script of 20,000 lines that each open a `{` would
/// otherwise be lexed again from its start after every line, which is quadratic.
///
/// The scanner remembers where lexing stopped (the end of the last whole token) and how many
/// brackets were open there; a new line is lexed from that point on. Inside an unterminated
/// `"""` string or `/*` comment, a line that holds no `"""` or `*/` cannot end it, and is not lexed.
public struct EntryScanner {
  private var bytes: [UInt8] = []
  /// Where the next lexing starts, and the brackets open there.
  private var resume = 0
  private var depth = 0
  /// Whether the entry ends inside an unterminated `"""` string or `/*` comment.
  private var inBlock = false
  /// Whether the entry's last token is an attribute (`@Observable` on a line of its own, as
  /// Apple's documentation writes it): the declaration it belongs to comes on the next line.
  private var endsWithAttribute = false
  /// Whether the entry's last token is an infix operator (`let total = a +`): Swift reads the
  /// expression on over the line break, so the entry goes on.
  private var endsWithOperator = false

  public init() {}

  /// Adds `line` to the entry and says whether the entry is still open (see `InputCompleteness`).
  public mutating func needsMoreInput(after line: String) -> Bool {
    if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    let added = Array(line.utf8)
    bytes.append(contentsOf: added)
    if inBlock && !EntryScanner.mayCloseBlock(added) { return true }
    inBlock = false
    let file = SourceFile(path: "<input>", bytes: Array(bytes[resume...]))
    var lexer = Lexer(file: file)
    var open = depth
    var lastEnd = 0
    while true {
      let token: Token
      do { token = try lexer.next() } catch let e as LessonError {
        let needsMore = lexer.pos >= lexer.end && InputCompleteness.opensBlock(file, at: e.loc?.offset) && open >= 0
        if needsMore { (resume, depth, inBlock) = (resume + lastEnd, open, true) }
        return needsMore
      } catch {
        return false
      }
      switch token.kind {
      case .eof:
        (resume, depth) = (resume + lastEnd, open)
        return open > 0 || endsWithAttribute || endsWithOperator
      case .punct(let p):
        for c in p.utf8 {
          if c == UInt8(ascii: "{") || c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { open += 1 }
          if c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { open -= 1 }
        }
        if open < 0 { return false }
      default: break
      }
      if case .attribute = token.kind { endsWithAttribute = true } else { endsWithAttribute = false }
      endsWithOperator = EntryScanner.isInfixOperator(token)
      lastEnd = token.end
    }
  }

  /// An operator written with space before it (`a + `, `x = `, `a ?? `), which needs an operand
  /// after it; `x!` and `x?` (no space) are postfix and end an expression.
  static func isInfixOperator(_ token: Token) -> Bool {
    guard case .punct(let p) = token.kind, token.spaceBefore, !p.isEmpty else { return false }
    return p.utf8.allSatisfy { "+-*/%<>=!&|^~?.".utf8.contains($0) } && p != "."
  }

  /// Whether `line` holds `*/` or `"""`, without which an open block cannot end on it.
  static func mayCloseBlock(_ line: [UInt8]) -> Bool {
    guard line.count >= 2 else { return false }
    for i in 0..<(line.count - 1) {
      if line[i] == UInt8(ascii: "*") && line[i + 1] == UInt8(ascii: "/") { return true }
      if i + 2 < line.count, line[i] == UInt8(ascii: "\""), line[i + 1] == UInt8(ascii: "\""),
        line[i + 2] == UInt8(ascii: "\"")
      {
        return true
      }
    }
    return false
  }
}
