/// An error in a lesson: bad syntax, a name that does not exist, or a Swift trap (overflow, index
/// out of range, nil unwrap, ...) turned into a message. Lesson code is untrusted input, so every
/// failure ends here, never in a crash of the playground.
public struct LessonError: Error, Sendable {
  public enum Kind: String, Sendable {
    case syntax = "syntax error"
    case compile = "error"
    case runtime = "runtime error"
    case assertion = "assertion failed"
    case limit = "stopped"
  }
  public let kind: Kind
  public let message: String
  public let loc: SourceLoc?
  /// What to write instead, for common Swift mistakes.
  public let hint: String?

  public init(_ kind: Kind, _ message: String, at loc: SourceLoc?, hint: String? = nil) {
    self.kind = kind
    self.message = message
    self.loc = loc
    self.hint = hint
  }

  /// `file:line:column: kind: message`, the source line with a caret, and the hint.
  public func rendered(color: Bool = false) -> String {
    let style = TextStyle(color: color)
    guard let loc else {
      return style.bold(style.red("\(kind.rawValue):")) + " " + message + (hint.map { "\n  hint: \($0)" } ?? "")
    }
    var out = style.bold("\(loc.description): ") + style.bold(style.red("\(kind.rawValue):")) + " " + message
    let line = loc.line
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    let text = loc.file.lineText(line).replacingTabs()
    out += "\n \(number) │ \(text)"
    out += "\n \(gutter) │ " + String(repeating: " ", count: max(0, loc.column - 1)) + style.green("^")
    if let hint { out += "\n" + style.cyan("  hint: ") + hint }
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
