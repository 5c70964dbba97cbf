import ObservatoryEngine

extension LessonError {
  /// `file:line:column: kind: message`, the source line with a caret, and the hint. With a
  /// `width`, the message and hint are wrapped to it, and a source line wider than it is shown
  /// as the part around the caret (`…` where it was cut), so that the caret stays under its column.
  public func rendered(color: Bool = false, width: Int? = nil) -> String {
    let style = TextStyle(color: color)
    // A message can quote the lesson (`fatalError("…")`): its control characters are shown.
    let message = TerminalText.visible(message)
    let hint = hint.map(TerminalText.visible)
    let wrapper = width.map { LineWrapper(width: $0) }
    func wrapped(_ s: String) -> String { wrapper?.wrap(s).joined(separator: "\n") ?? s }
    guard let loc else {
      return wrapped(style.bold(style.red("\(kind.rawValue):")) + " " + message)
        + (hint.map { "\n" + wrapped("  hint: \($0)") } ?? "")
    }
    var out = wrapped(style.bold("\(loc.description): ") + style.bold(style.red("\(kind.rawValue):")) + " " + message)
    let line = loc.line
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    let raw = loc.file.lineText(line).replacingTabs()
    var text = TerminalText.visible(raw)
    var column = loc.column
    if text.count != raw.count {
      // Control characters shown as `^[` take more room: the caret moves with them.
      column = TerminalText.visible(String(raw.prefix(max(0, column - 1)))).count + 1
    }
    if let width {
      let room = max(10, width - number.count - 4)
      if DisplayWidth.of(text) > room {
        // Keep the caret's column in view: cut from the left, then from the right.
        var chars = Array(text)
        var cut = 0
        if column - (room - 8) > 0 { cut = min(chars.count, column - (room - 8)) }
        if cut > 0 {
          chars = ["…"] + Array(chars[min(chars.count, cut + 1)...])
          column -= cut
        }
        // The longest start that fits, measured once per character (a lesson line may be
        // megabytes long).
        var fits = 0
        var used = 0
        while fits < chars.count {
          used += DisplayWidth.of(String(chars[fits]))
          if used > room { break }
          fits += 1
        }
        if fits < chars.count {
          chars.removeSubrange(max(1, fits)...)
          chars[chars.count - 1] = "…"
        }
        text = String(chars)
      }
    }
    out += "\n \(number) │ \(text)"
    out += "\n \(gutter) │ " + String(repeating: " ", count: max(0, column - 1)) + style.green("^")
    if let hint { out += "\n" + wrapped(style.cyan("  hint: ") + hint) }
    return out
  }
}

extension String {
  func replacingTabs() -> String {
    var out = ""
    for c in self { out += c == "\t" ? " " : String(c) }
    return out
  }
}

extension VM.ExpectationFailure {
  /// `file:line: #expect(…) failed: …`, the lesson's text in it with control characters shown.
  public func rendered(style: TextStyle = TextStyle(color: false)) -> String {
    "\(loc.file.path):\(loc.line): " + style.red(TerminalText.visible(message))
  }
}
