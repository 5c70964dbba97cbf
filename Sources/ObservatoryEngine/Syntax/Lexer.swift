/// Turns lesson text into tokens. It works on UTF-8 bytes, never traps on malformed input, and
/// reports problems (unterminated strings and comments, huge literals, bytes that are not UTF-8)
/// as lesson errors pointing at the offending character.
public struct Lexer {
  let file: SourceFile
  let bytes: [UInt8]
  var pos: Int
  let end: Int
  /// Nesting of string interpolations inside string interpolations; bounded so hostile input
  /// cannot exhaust the stack.
  var interpolationDepth = 0
  static let maxInterpolationDepth = 64

  public init(file: SourceFile, start: Int = 0, end: Int? = nil) {
    self.file = file
    self.bytes = file.bytes
    self.pos = start
    self.end = min(end ?? file.bytes.count, file.bytes.count)
  }

  /// Tokenizes the whole range, ending with an `.eof` token.
  public static func tokenize(_ file: SourceFile, start: Int = 0, end: Int? = nil) throws -> [Token] {
    var lexer = Lexer(file: file, start: start, end: end)
    if start == 0 { try lexer.checkUTF8() }
    var tokens: [Token] = []
    while true {
      let t = try lexer.next()
      tokens.append(t)
      if case .eof = t.kind { return tokens }
    }
  }

  func error(_ message: String, at offset: Int, hint: String? = nil) -> LessonError {
    LessonError(.syntax, message, at: SourceLoc(file, offset), hint: hint)
  }

  mutating func checkUTF8() throws {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      let length: Int
      if b < 0x80 {
        length = 1
      } else if b & 0xE0 == 0xC0, b >= 0xC2 {
        length = 2
      } else if b & 0xF0 == 0xE0 {
        length = 3
      } else if b & 0xF8 == 0xF0, b <= 0xF4 {
        length = 4
      } else {
        length = 0
      }
      var ok = length > 0 && i + length <= bytes.count
      if ok { for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { ok = false } }
      if ok, length > 1, String(validating: bytes[i..<i + length], as: UTF8.self) == nil { ok = false }
      if !ok {
        throw LessonError(
          .syntax, "this file is not UTF-8 text (byte 0x\(String(b, radix: 16, uppercase: true)) at offset \(i))",
          at: SourceLoc(file, i), hint: "save the lesson as UTF-8")
      }
      // Swift ends a line (and a `//` comment) at a carriage return of its own; the playground
      // counts lines by line feeds, so it would read such a file differently: refused.
      if b == UInt8(ascii: "\r"), i + 1 >= bytes.count || bytes[i + 1] != UInt8(ascii: "\n") {
        throw LessonError(
          .unsupported,
          "a carriage return without a line feed (an old Mac line ending) ends a line in Swift, "
            + "but the playground does not read lessons with such line endings", at: SourceLoc(file, i),
          hint: "save the lesson with Unix (LF) or Windows (CRLF) line endings")
      }
      i += length
    }
  }

  func peek(_ k: Int = 0) -> UInt8 {
    let i = pos + k
    return i < end ? bytes[i] : 0
  }

  // MARK: - Tokens

  mutating func next() throws -> Token {
    var space = false
    var newline = false
    while pos < end {
      let c = bytes[pos]
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
        space = true
        pos += 1
      } else if c == UInt8(ascii: "\n") {
        newline = true
        space = true
        pos += 1
      } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        if peek(2) == UInt8(ascii: ":") && (newline || isLineStart(pos)) {
          return narrationLine(space: space, newline: true)
        }
        while pos < end && bytes[pos] != UInt8(ascii: "\n") { pos += 1 }
        space = true
      } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        if peek(2) == UInt8(ascii: ":") && (newline || isLineStart(pos)) {
          return try narrationBlock()
        }
        try skipBlockComment()
        space = true
      } else {
        break
      }
    }
    let start = pos
    func token(_ kind: Token.Kind) -> Token {
      Token(kind: kind, start: start, end: pos, spaceBefore: space || start == 0, newlineBefore: newline || start == 0)
    }
    guard pos < end else { return token(.eof) }
    let c = bytes[pos]
    if isIdentStart(c) { return token(identifierOrKeyword()) }
    if isDigit(c) { return token(try number()) }
    if c == UInt8(ascii: "\"") { return token(try string()) }
    if c == UInt8(ascii: "`") {
      pos += 1
      let s = pos
      while pos < end && isIdentContinue(bytes[pos]) { pos += 1 }
      guard pos < end, bytes[pos] == UInt8(ascii: "`"), pos > s else {
        throw error("unterminated `backquoted` name", at: start)
      }
      let name = file.text(from: s, to: pos)
      pos += 1
      return token(.identifier(name))
    }
    if c == UInt8(ascii: "$") {
      pos += 1
      let s = pos
      while pos < end && isIdentContinue(bytes[pos]) { pos += 1 }
      guard pos > s else { throw error("expected a name after '$'", at: start) }
      return token(.dollar(file.text(from: s, to: pos)))
    }
    if c == UInt8(ascii: "#") {
      var hashes = 0
      while pos + hashes < end && bytes[pos + hashes] == UInt8(ascii: "#") { hashes += 1 }
      if pos + hashes < end && bytes[pos + hashes] == UInt8(ascii: "\"") {
        pos += hashes
        return token(try rawString(hashes: hashes, start: start))
      }
      pos += 1
      let s = pos
      while pos < end && isIdentContinue(bytes[pos]) { pos += 1 }
      guard pos > s else { throw error("expected a directive name after '#'", at: start) }
      return token(.pound(file.text(from: s, to: pos)))
    }
    if c == UInt8(ascii: "@") {
      pos += 1
      let s = pos
      while pos < end && isIdentContinue(bytes[pos]) { pos += 1 }
      guard pos > s else { throw error("expected an attribute name after '@'", at: start) }
      return token(.attribute(file.text(from: s, to: pos)))
    }
    try checkMissingOperators()
    if let p = punctuation() { return token(.punct(p)) }
    let scalarText = file.text(from: pos, to: min(end, pos + utf8Length(c)))
    // A NUL or other control character prints as nothing (or garbles the terminal): name it.
    if let scalar = scalarText.unicodeScalars.first, scalar.properties.generalCategory == .control {
      let code = String(scalar.value, radix: 16, uppercase: true)
      throw error(
        "unexpected control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) in the source",
        at: start, hint: "delete it; it may have come from copying text from another program")
    }
    throw error("unexpected character '\(scalarText)'", at: start)
  }

  func isLineStart(_ offset: Int) -> Bool {
    var i = offset - 1
    while i >= 0 {
      let b = bytes[i]
      if b == UInt8(ascii: "\n") { return true }
      if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { return false }
      i -= 1
    }
    return true
  }

  mutating func narrationLine(space: Bool, newline: Bool) -> Token {
    let start = pos
    pos += 3
    if pos < end && bytes[pos] == UInt8(ascii: " ") { pos += 1 }
    let s = pos
    while pos < end && bytes[pos] != UInt8(ascii: "\n") { pos += 1 }
    var text = file.text(from: s, to: pos)
    while text.hasSuffix("\r") || text.hasSuffix(" ") { text.removeLast() }
    return Token(kind: .narration(text), start: start, end: pos, spaceBefore: true, newlineBefore: true)
  }

  /// `/*: ... */` — a block of narration, as in Xcode playgrounds. It is a block comment to Swift,
  /// so a `/*` inside it opens a nested comment that its own `*/` closes, as Swift reads it.
  mutating func narrationBlock() throws -> Token {
    let start = pos
    pos += 3
    let s = pos
    guard let close = closeBlockComment() else {
      throw error("unterminated narration block: '/*:' has no matching '*/'", at: start)
    }
    pos = close
    let text = file.text(from: s, to: pos)
    pos += 2
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.drop(while: { $0 == " " || $0 == "\t" }))
    }
    var trimmed = lines
    while let f = trimmed.first, f.isEmpty { trimmed.removeFirst() }
    while let l = trimmed.last, l.isEmpty { trimmed.removeLast() }
    return Token(
      kind: .narration(trimmed.joined(separator: "\n")), start: start, end: pos, spaceBefore: true,
      newlineBefore: true)
  }

  mutating func skipBlockComment() throws {
    let start = pos
    pos += 2
    guard let close = closeBlockComment() else {
      throw error("unterminated comment: '/*' has no matching '*/'", at: start, hint: "close the comment with */")
    }
    pos = close + 2
  }

  /// From just inside a `/*`, to the `*/` that closes it: comments nest, as Swift reads them (a
  /// `/*` inside opens one that its own `*/` closes). The offset of that `*/`, or nil at the end.
  mutating func closeBlockComment() -> Int? {
    var depth = 1
    while pos < end {
      if bytes[pos] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        depth += 1
        pos += 2
      } else if bytes[pos] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        depth -= 1
        if depth == 0 { return pos }
        pos += 2
      } else {
        pos += 1
      }
    }
    return nil
  }

  func isIdentStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "_") || c >= 0x80
  }
  func isIdentContinue(_ c: UInt8) -> Bool { isIdentStart(c) || isDigit(c) }
  func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  func utf8Length(_ c: UInt8) -> Int {
    c < 0x80 ? 1 : c & 0xE0 == 0xC0 ? 2 : c & 0xF0 == 0xE0 ? 3 : 4
  }

  mutating func identifierOrKeyword() -> Token.Kind {
    let s = pos
    // Swift allows '$' inside a name (the macro's `_$observationRegistrar`), not at its start.
    while pos < end && (isIdentContinue(bytes[pos]) || (pos > s && bytes[pos] == UInt8(ascii: "$"))) {
      // Non-ASCII letters are allowed in names, but not operator-like symbols such as '→' or '…'.
      if bytes[pos] >= 0x80 {
        let len = utf8Length(bytes[pos])
        let scalar = String(decoding: bytes[pos..<min(end, pos + len)], as: UTF8.self).unicodeScalars.first
        if let scalar, !(scalar.properties.isAlphabetic || scalar.properties.isEmojiPresentation) { break }
        pos += len
      } else {
        pos += 1
      }
    }
    if pos == s { pos += utf8Length(bytes[s]) }
    let name = file.text(from: s, to: pos)
    if let k = Keyword(rawValue: name) { return .keyword(k) }
    return .identifier(name)
  }

  mutating func number() throws -> Token.Kind {
    let start = pos
    var radix = 10
    if bytes[pos] == UInt8(ascii: "0") {
      switch peek(1) {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "b"): radix = 2
      case UInt8(ascii: "o"): radix = 8
      default: break
      }
      if radix != 10 { pos += 2 }
    }
    var digits = ""
    var isFloat = false
    func digitOK(_ c: UInt8) -> Bool {
      switch radix {
      case 16: return isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66)
      case 2: return c == 0x30 || c == 0x31
      case 8: return c >= 0x30 && c <= 0x37
      default: return isDigit(c)
      }
    }
    while pos < end && (digitOK(bytes[pos]) || bytes[pos] == UInt8(ascii: "_")) {
      if bytes[pos] != UInt8(ascii: "_") { digits.append(Character(UnicodeScalar(bytes[pos]))) }
      pos += 1
    }
    if radix == 10 {
      if pos < end && bytes[pos] == UInt8(ascii: ".") && isDigit(peek(1)) {
        isFloat = true
        digits.append(".")
        pos += 1
        while pos < end && (isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_")) {
          if bytes[pos] != UInt8(ascii: "_") { digits.append(Character(UnicodeScalar(bytes[pos]))) }
          pos += 1
        }
      }
      if pos < end && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
        var k = 1
        if peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") { k = 2 }
        if isDigit(peek(k)) {
          isFloat = true
          digits.append("e")
          if k == 2 { digits.append(Character(UnicodeScalar(peek(1)))) }
          pos += k
          while pos < end && isDigit(bytes[pos]) {
            digits.append(Character(UnicodeScalar(bytes[pos])))
            pos += 1
          }
        }
      }
    }
    // A hexadecimal floating-point literal: `0x1p-2`, `0x1.8p3` (its exponent is required).
    if radix == 16, !digits.isEmpty {
      var k = pos
      var fraction = ""
      if k < end && bytes[k] == UInt8(ascii: ".") && digitOK(peek(1)) {
        k += 1
        while k < end && (digitOK(bytes[k]) || bytes[k] == UInt8(ascii: "_")) {
          if bytes[k] != UInt8(ascii: "_") { fraction.append(Character(UnicodeScalar(bytes[k]))) }
          k += 1
        }
      }
      if k < end && (bytes[k] == UInt8(ascii: "p") || bytes[k] == UInt8(ascii: "P")) {
        var j = k + 1
        var exponent = ""
        if j < end && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) {
          exponent.append(Character(UnicodeScalar(bytes[j])))
          j += 1
        }
        if j < end && isDigit(bytes[j]) {
          while j < end && (isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_")) {
            if bytes[j] != UInt8(ascii: "_") { exponent.append(Character(UnicodeScalar(bytes[j]))) }
            j += 1
          }
          digits = "0x" + digits + (fraction.isEmpty ? "" : "." + fraction) + "p" + exponent
          isFloat = true
          pos = j
        }
      }
    }
    if pos < end && isIdentStart(bytes[pos]) {
      throw error("'\(file.text(from: start, to: pos + 1))' is not a valid number", at: pos)
    }
    guard !digits.isEmpty else { throw error("expected digits in number literal", at: start) }
    if isFloat {
      guard let d = Double(digits), d.isFinite else {
        throw error("floating-point literal '\(file.text(from: start, to: pos))' is too large", at: start)
      }
      return .double(d)
    }
    if let v = Int(digits, radix: radix) { return .int(v) }
    // 9223372036854775808 is only valid as the operand of a prefix minus (Int.min); the parser checks.
    if radix == 10 && digits == "9223372036854775808" { return .int(Int.min) }
    let text = file.text(from: start, to: pos)
    throw error(
      "integer literal '\(text.count > 40 ? String(text.prefix(40)) + "…" : text)' overflows when stored into 'Int'",
      at: start, hint: "Int holds values from -9223372036854775808 to 9223372036854775807")
  }

  // MARK: - Strings

  mutating func string() throws -> Token.Kind {
    let start = pos
    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
      return try multilineString(start: start)
    }
    pos += 1
    var parts: [StringPart] = []
    var text: [UInt8] = []
    while true {
      guard pos < end, bytes[pos] != UInt8(ascii: "\n") else {
        throw error("unterminated string literal", at: start, hint: "close the string with \" on the same line")
      }
      let c = bytes[pos]
      if c == UInt8(ascii: "\"") {
        pos += 1
        break
      }
      if c == UInt8(ascii: "\\") {
        if peek(1) == UInt8(ascii: "(") {
          if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
          text = []
          parts.append(try interpolation())
          continue
        }
        try escape(into: &text)
        continue
      }
      text.append(c)
      pos += 1
    }
    if !text.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
    return .string(parts)
  }

  /// `#"a "quoted" \ word"#`: no escapes but `\#(...)` interpolation and `\#n`-style ones.
  mutating func rawString(hashes: Int, start: Int) throws -> Token.Kind {
    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
      throw error("multi-line raw strings are not supported by the playground", at: start)
    }
    pos += 1
    var parts: [StringPart] = []
    var text: [UInt8] = []
    func hashesFollow(at p: Int) -> Bool {
      p + hashes <= end && (0..<hashes).allSatisfy { bytes[p + $0] == UInt8(ascii: "#") }
    }
    while true {
      guard pos < end, bytes[pos] != UInt8(ascii: "\n") else {
        throw error(
          "unterminated raw string literal", at: start, hint: "close it with \"" + String(repeating: "#", count: hashes)
        )
      }
      let c = bytes[pos]
      if c == UInt8(ascii: "\""), hashesFollow(at: pos + 1) {
        pos += 1 + hashes
        break
      }
      if c == UInt8(ascii: "\\"), hashesFollow(at: pos + 1) {
        pos += hashes  // now on the last '#': the escape or interpolation follows as in a plain string
        if peek(1) == UInt8(ascii: "(") {
          if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
          text = []
          parts.append(try interpolation())
        } else {
          try escape(into: &text)
        }
        continue
      }
      text.append(c)
      pos += 1
    }
    if !text.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
    return .string(parts)
  }

  mutating func escape(into text: inout [UInt8]) throws {
    let at = pos
    pos += 1
    guard pos < end else { throw error("unterminated string literal", at: at) }
    let e = bytes[pos]
    pos += 1
    switch e {
    case UInt8(ascii: "n"): text.append(10)
    case UInt8(ascii: "t"): text.append(9)
    case UInt8(ascii: "r"): text.append(13)
    case UInt8(ascii: "0"): text.append(0)
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(e)
    case UInt8(ascii: "u"):
      guard pos < end, bytes[pos] == UInt8(ascii: "{") else {
        throw error("expected '{' in \\u{...} escape", at: at)
      }
      pos += 1
      var hex = ""
      while pos < end, bytes[pos] != UInt8(ascii: "}"), hex.count < 9 {
        hex.append(Character(UnicodeScalar(bytes[pos])))
        pos += 1
      }
      guard pos < end, bytes[pos] == UInt8(ascii: "}"), let v = UInt32(hex, radix: 16), let scalar = UnicodeScalar(v)
      else { throw error("invalid unicode escape \\u{\(hex)}", at: at) }
      pos += 1
      text.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw error("invalid escape sequence in string literal", at: at, hint: "write \\\\ for a backslash")
    }
  }

  /// Skips over `\( ... )` and returns the byte range of the expression inside.
  mutating func interpolation() throws -> StringPart {
    let at = pos
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    guard interpolationDepth <= Lexer.maxInterpolationDepth else {
      throw error("string interpolations are nested too deeply", at: at)
    }
    pos += 2
    let exprStart = pos
    var depth = 1
    while pos < end {
      let c = bytes[pos]
      if c == UInt8(ascii: "\n") { break }
      if c == UInt8(ascii: "(") { depth += 1 }
      if c == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          let part = StringPart.interpolation(start: exprStart, end: pos)
          pos += 1
          return part
        }
      }
      if c == UInt8(ascii: "\"") {
        _ = try string()
        continue
      }
      pos += 1
    }
    throw error("unterminated string interpolation: '\\(' has no matching ')'", at: at)
  }

  /// `"""` strings: the closing delimiter's indentation is removed from every line.
  mutating func multilineString(start: Int) throws -> Token.Kind {
    pos += 3
    while pos < end && (bytes[pos] == UInt8(ascii: " ") || bytes[pos] == UInt8(ascii: "\t")) { pos += 1 }
    if pos + 1 < end, bytes[pos] == UInt8(ascii: "\r"), bytes[pos + 1] == UInt8(ascii: "\n") { pos += 1 }
    guard pos < end, bytes[pos] == UInt8(ascii: "\n") else {
      throw error("a multi-line string must start on a new line after '\"\"\"'", at: start)
    }
    pos += 1
    var parts: [StringPart] = []
    var text: [UInt8] = []
    while true {
      guard pos < end else { throw error("unterminated multi-line string literal", at: start) }
      let c = bytes[pos]
      if c == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
        pos += 3
        break
      }
      if c == UInt8(ascii: "\\") {
        if peek(1) == UInt8(ascii: "(") {
          parts.append(.text(String(decoding: text, as: UTF8.self)))
          text = []
          parts.append(try interpolation())
          continue
        }
        // A backslash ending a line (spaces may follow it) joins the next line to this one
        // (SE-0182): marked here, and the line break removed once indentation is stripped.
        var k = pos + 1
        while k < end && (bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t")) { k += 1 }
        if k < end && (bytes[k] == UInt8(ascii: "\n") || bytes[k] == UInt8(ascii: "\r")) {
          text.append(contentsOf: Lexer.joinedLineMark.utf8)
          pos = k
          continue
        }
        try escape(into: &text)
        continue
      }
      if c == 0xEF && peek(1) == 0xBF && peek(2) == 0xBF {
        throw error("U+FFFF in a multi-line string is not supported by the playground", at: pos)
      }
      // Windows line ends: the string's line breaks are "\n", as Swift normalizes them.
      if c == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n") {
        pos += 1
        continue
      }
      text.append(c)
      pos += 1
    }
    parts.append(.text(String(decoding: text, as: UTF8.self)))
    // Indentation is whatever precedes the closing delimiter on its line.
    guard case .text(let last) = parts[parts.count - 1] else { return .string(parts) }
    let lastLineIndent = last.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    guard lastLineIndent.allSatisfy({ $0 == " " || $0 == "\t" }) else {
      throw error("the closing '\"\"\"' of a multi-line string must be on its own line", at: pos - 3)
    }
    let indent = lastLineIndent
    var result: [StringPart] = []
    for (i, part) in parts.enumerated() {
      guard case .text(var t) = part else {
        result.append(part)
        continue
      }
      if i == parts.count - 1 {
        t.removeLast(indent.count)
        if t.hasSuffix("\n") { t.removeLast() }
      }
      var lines = t.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for k in lines.indices where k > 0 || i == 0 {
        if lines[k].hasPrefix(indent) { lines[k].removeFirst(indent.count) }
      }
      result.append(.text(lines.joined(separator: "\n")))
    }
    let joined = result.map { part -> StringPart in
      guard case .text(let t) = part, t.contains(Lexer.joinedLineMark) else { return part }
      return .text(t.replacingOccurrences(of: Lexer.joinedLineMark + "\n", with: ""))
    }
    return .string(joined.filter { $0 != .text("") }.isEmpty ? [.text("")] : joined.filter { $0 != .text("") })
  }

  /// Marks a line break escaped with a backslash in a multi-line string until the string's
  /// indentation is stripped (a noncharacter, refused where a lesson writes it there).
  static let joinedLineMark = "\u{FFFF}"

  // MARK: - Punctuation

  /// `&<<=`, `&>>=`: masking shifts assigned.
  static let operators4 = ["&<<=", "&>>="]
  static let operators3 = ["===", "!==", "..<", "...", "&+=", "&-=", "&*=", "<<=", ">>=", "&<<", "&>>"]
  static let operators2 = [
    "==", "!=", "<=", ">=", "&&", "||", "->", "??", "+=", "-=", "*=", "/=", "%=", "<<", ">>", "&+", "&-", "&*",
    "&=", "|=", "^=", "~=",
  ]
  static let singles: Set<UInt8> = Set("+-*/%<>!?=&|^~.,:;(){}[]\\".utf8)

  /// Operators Swift does not have, with what to write instead.
  func checkMissingOperators() throws {
    if matches("++") || matches("--") {
      // An operator the lesson declares (`prefix operator +++`, `++`): a custom operator. An
      // undeclared run (`----1`) is not Swift either: it has no `--`.
      var k = 0
      while Lexer.operatorBytes.contains(peek(k)) { k += 1 }
      let run = String(decoding: bytes[pos..<pos + k], as: UTF8.self)
      if declaresOperator(run) {
        throw error(
          "custom operators such as '\(run)' are not supported by the playground", at: pos,
          hint: "write a function instead, such as func power(_ base: Int, _ exponent: Int) -> Int")
      }
      let op = matches("++") ? "++" : "--"
      throw error(
        "Swift has no '\(op)' operator", at: pos,
        hint: op == "++" ? "write `count += 1`" : "write `count -= 1`")
    }
    if matches(".."), !matches("..<"), !matches("...") {
      throw error(
        "'..' is not a range operator in Swift", at: pos, hint: "write 0..<10 (up to, not including 10) or 0...10")
    }
  }

  /// The characters a Swift operator is made of (those the lexer reads as operators).
  static let operatorBytes: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

  /// Whether the lesson declares the operator `op` (`prefix operator ++`) anywhere.
  func declaresOperator(_ op: String) -> Bool {
    let word = Array("operator".utf8)
    let target = Array(op.utf8)
    var i = 0
    while i + word.count < end {
      if bytes[i] == word[0], Array(bytes[i..<i + word.count]) == word {
        var k = i + word.count
        while k < end, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        var j = k
        while j < end, Lexer.operatorBytes.contains(bytes[j]) { j += 1 }
        if j > k, Array(bytes[k..<j]) == target { return true }
        i = j > i ? j : i + 1
      } else {
        i += 1
      }
    }
    return false
  }

  mutating func punctuation() -> String? {
    for op in Lexer.operators4 where matches(op) {
      pos += 4
      return op
    }
    for op in Lexer.operators3 where matches(op) {
      pos += 3
      return op
    }
    for op in Lexer.operators2 where matches(op) {
      pos += 2
      return op
    }
    if Lexer.singles.contains(bytes[pos]) {
      let s = String(UnicodeScalar(bytes[pos]))
      pos += 1
      return s
    }
    return nil
  }

  func matches(_ op: String) -> Bool {
    var k = 0
    for b in op.utf8 {
      if peek(k) != b { return false }
      k += 1
    }
    return true
  }
}
