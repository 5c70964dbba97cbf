/// Whether a REPL entry is finished or still open: a `{`, `(` or `[` without its closing partner,
/// a `"""` string or `/* */` comment that runs to the end of the text, or an attribute with no
/// declaration after it yet (`@Observable` on a line of its own), or an infix operator with no
/// operand after it (`let total = a +`). An open entry waits
/// for more lines (the REPL shows a continuation prompt); anything else, even an error, is
/// complete and runs (so the error is reported at once).
public enum InputCompleteness {
  public static func needsMoreInput(_ text: String) -> Bool {
    var scanner = EntryScanner()
    var open = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      open = scanner.needsMoreInput(after: String(line))
    }
    return open
  }

  /// A `"""` string or a `/*` comment starts at `offset`: those may run over several lines.
  static func opensBlock(_ file: SourceFile, at offset: Int?) -> Bool {
    guard let offset else { return false }
    let rest = file.bytes[offset...]
    return rest.starts(with: Array("\"\"\"".utf8)) || rest.starts(with: Array("/*".utf8))
  }
}
