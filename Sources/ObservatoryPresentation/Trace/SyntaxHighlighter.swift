/// Colours lesson source for the terminal, as an editor would: keywords, string literals,
/// numbers, comments, attributes (`@Observable`) and directives (`#expect`). It only adds
/// colour: with colour off the text comes back unchanged, and it never fails on text the lesson
/// language would reject. Block comments and `"""` strings carry over from line to line.
public struct SyntaxHighlighter {
  public let style: TextStyle
  private var inBlockComment = 0
  private var inMultilineString = false

  public init(style: TextStyle) { self.style = style }

  static let keywords: Set<String> = [
    "actor", "as", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
    "do", "else", "enum", "extension", "fallthrough", "false", "final", "for", "func", "get", "guard", "if",
    "import", "in", "init", "inout", "is", "lazy", "let", "mutating", "nil", "nonisolated", "private", "protocol",
    "public", "repeat", "return", "self", "Self", "set", "some", "static", "struct", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "weak", "where", "while", "willSet", "didSet", "any", "unowned",
    "fileprivate", "internal", "open", "override", "rethrows", "subscript",
  ]

  /// The lines of one statement (or any run of consecutive lines), coloured.
  public mutating func highlight(_ lines: [String]) -> [String] {
    guard style.color else { return lines }
    return lines.map { highlight(line: $0) }
  }

  private mutating func highlight(line: String) -> String {
    let chars = Array(line)
    var out = ""
    var i = 0
    func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }
    func take(while ok: (Character) -> Bool) -> String {
      let s = i
      while i < chars.count, ok(chars[i]) { i += 1 }
      return String(chars[s..<i])
    }
    while i < chars.count {
      if inBlockComment > 0 {
        let s = i
        while i < chars.count, inBlockComment > 0 {
          if chars[i] == "*", at(i + 1) == "/" {
            inBlockComment -= 1
            i += 2
          } else if chars[i] == "/", at(i + 1) == "*" {
            inBlockComment += 1
            i += 2
          } else {
            i += 1
          }
        }
        out += style.dim(String(chars[s..<i]))
        continue
      }
      if inMultilineString {
        let s = i
        while i < chars.count {
          if chars[i] == "\\" {
            i += 2
            continue
          }
          if chars[i] == "\"", at(i + 1) == "\"", at(i + 2) == "\"" {
            i += 3
            inMultilineString = false
            break
          }
          i += 1
        }
        i = min(i, chars.count)
        out += style.red(String(chars[s..<i]))
        continue
      }
      let c = chars[i]
      if c == "/", at(i + 1) == "/" {
        out += style.dim(String(chars[i...]))
        break
      }
      if c == "/", at(i + 1) == "*" {
        inBlockComment = 1
        out += style.dim("/*")
        i += 2
        continue
      }
      if c == "\"" {
        if at(i + 1) == "\"", at(i + 2) == "\"" {
          inMultilineString = true
          out += style.red("\"\"\"")
          i += 3
          continue
        }
        let s = i
        i += 1
        var depth = 0
        while i < chars.count {
          if chars[i] == "\\" {
            if at(i + 1) == "(" { depth += 1 }
            i += 2
            continue
          }
          if chars[i] == ")" && depth > 0 { depth -= 1 }
          if chars[i] == "\"" && depth == 0 {
            i += 1
            break
          }
          i += 1
        }
        i = min(i, chars.count)
        out += style.red(String(chars[s..<i]))
        continue
      }
      if c == "@" || c == "#", let n = at(i + 1), n.isLetter {
        i += 1
        out += style.cyan(String(c) + take { $0.isLetter || $0.isNumber || $0 == "_" })
        continue
      }
      if c.isNumber, c.isASCII {
        let s = i
        while i < chars.count {
          let d = chars[i]
          let fraction = d == "." && at(i + 1)?.isNumber == true && at(i + 1)?.isASCII == true
          guard d.isHexDigit || d == "_" || d == "x" || fraction else { break }
          i += 1
        }
        out += style.blue(String(chars[s..<i]))
        continue
      }
      if c.isLetter || c == "_" {
        let word = take { $0.isLetter || $0.isNumber || $0 == "_" }
        out += SyntaxHighlighter.keywords.contains(word) ? style.magenta(word) : word
        continue
      }
      out.append(c)
      i += 1
    }
    return out
  }
}
