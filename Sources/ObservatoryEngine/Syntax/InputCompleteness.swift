/// Whether a REPL entry is finished or still open: a `{`, `(` or `[` without its closing partner,
/// a `"""` string or `/* */` comment that runs to the end of the text, or an attribute with no
/// declaration after it yet (`@Observable` on a line of its own). An open entry waits
/// for more lines (the REPL shows a continuation prompt); anything else, even an error, is
/// complete and runs (so the error is reported at once).
public enum InputCompleteness {
  public static func needsMoreInput(_ text: String) -> Bool {
    let file = SourceFile(path: "<input>", text: text)
    var lexer = Lexer(file: file)
    var depth = 0
    var endsWithAttribute = false
    while true {
      let token: Token
      do { token = try lexer.next() } catch let e as LessonError {
        return lexer.pos >= lexer.end && opensBlock(file, at: e.loc?.offset) && depth >= 0
      } catch {
        return false
      }
      switch token.kind {
      case .eof: return depth > 0 || endsWithAttribute
      case .punct(let p):
        // A punctuation token can hold more than one bracket (`()`, `)?`), so count characters.
        for c in p.utf8 {
          if c == UInt8(ascii: "{") || c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { depth += 1 }
          if c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { depth -= 1 }
        }
        // More closers than openers: an error, which is better shown now than waited on.
        if depth < 0 { return false }
      default: break
      }
      if case .attribute = token.kind { endsWithAttribute = true } else { endsWithAttribute = false }
    }
  }

  /// A `"""` string or a `/*` comment starts at `offset`: those may run over several lines.
  static func opensBlock(_ file: SourceFile, at offset: Int?) -> Bool {
    guard let offset else { return false }
    let rest = file.bytes[offset...]
    return rest.starts(with: Array("\"\"\"".utf8)) || rest.starts(with: Array("/*".utf8))
  }
}
