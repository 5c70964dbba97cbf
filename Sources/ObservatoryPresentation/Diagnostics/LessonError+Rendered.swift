import ObservatoryEngine

extension LessonError {
  /// `file:line:column: kind: message`, the source line with a caret, and the hint. With a
  /// `width`, the message and hint are wrapped to it, and a source line wider than it is shown
  /// as the part around the caret (`…` where it was cut), so that the caret stays under its column.
  /// Swift's notes and fix-its come with it (the compiler check), and then the other errors
  /// reported with it.
  public func rendered(color: Bool = false, width: Int? = nil) -> String {
    ([self] + others).map { $0.renderedAlone(color: color, width: width) }.joined(separator: "\n")
  }

  private func renderedAlone(color: Bool, width: Int?) -> String {
    let style = TextStyle(color: color)
    // A message can quote the lesson (`fatalError("…")`): its control characters are shown.
    let message = TerminalText.visible(message)
    let hint = hint.map(TerminalText.visible)
    let wrapper = width.map { LineWrapper(width: $0) }
    func wrapped(_ s: String) -> String { wrapper?.wrap(s).joined(separator: "\n") ?? s }
    let label = kind == .warning ? style.yellow("\(kind.rawValue):") : style.red("\(kind.rawValue):")
    var out: String
    if let loc {
      out = wrapped(style.bold(TerminalText.visible(loc.description) + ": ") + style.bold(label) + " " + message)
      out += LessonError.snippet(loc, fixIt: fixIt, style: style, width: width)
    } else {
      out = wrapped(style.bold(label) + " " + message)
    }
    if let hint { out += "\n" + wrapped(style.cyan("  hint: ") + hint) }
    for n in notes {
      if let at = n.loc {
        out +=
          "\n"
          + wrapped(
            style.bold(TerminalText.visible(at.description) + ": ") + style.bold("note:") + " "
              + TerminalText.visible(n.message))
        out += LessonError.snippet(at, fixIt: n.fixIt, style: style, width: width)
      } else {
        out += "\n" + wrapped(style.bold("note:") + " " + n.message)
      }
    }
    return out
  }

  /// The source line with a caret under `loc`, and the fix-it's text under the place it goes.
  /// With a `width`, a source line wider than it is shown as the part around the caret (`…`
  /// where it was cut), so that the caret stays under its column.
  static func snippet(_ loc: SourceLoc, fixIt: FixIt?, style: TextStyle, width: Int?) -> String {
    let line = loc.line
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    let raw = loc.file.lineText(line).replacingTabs()
    var text = TerminalText.visible(raw)
    var column = loc.column
    var fixColumn = fixIt.flatMap { $0.loc.line == line ? $0.loc.column : nil }
    if text.count != raw.count {
      // Control characters shown as `^[` take more room: the caret (and a fix-it) move with them.
      column = TerminalText.visible(String(raw.prefix(max(0, column - 1)))).count + 1
      fixColumn = fixColumn.map { TerminalText.visible(String(raw.prefix(max(0, $0 - 1)))).count + 1 }
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
          fixColumn = fixColumn.map { $0 - cut }
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
    var out = "\n \(number) │ \(text)"
    out += "\n \(gutter) │ " + String(repeating: " ", count: max(0, column - 1)) + style.green("^")
    if let fixIt, let c = fixColumn, c >= 1 {
      out += "\n \(gutter) │ " + String(repeating: " ", count: c - 1) + style.green(fixIt.text)
    } else if let fixIt {
      out += "\n \(gutter) │ " + style.green("fix-it: \(fixIt.text)")
    }
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

extension ExpectationFailure {
  /// `file:line: #expect(…) failed: …`, the lesson's text in it with control characters shown.
  public func rendered(style: TextStyle = TextStyle(color: false)) -> String {
    TerminalText.visible("\(loc.file.path):\(loc.line): ") + style.red(TerminalText.visible(message))
  }
}
