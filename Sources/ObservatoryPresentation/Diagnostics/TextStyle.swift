/// Terminal styling. Colour only on a terminal and never with `NO_COLOR`; every meaning is also
/// carried by a word or symbol, so plain text loses nothing.
public struct TextStyle: Sendable {
  public let color: Bool
  /// What the lesson prints reaches the terminal as it is, control characters and all
  /// (`--raw-output`); otherwise they are shown visibly (`TerminalText`).
  public let rawOutput: Bool
  public init(color: Bool, rawOutput: Bool = false) {
    self.color = color
    self.rawOutput = rawOutput
  }

  /// Text the lesson printed, as it is shown: control characters visible unless `rawOutput`.
  public func printed(_ s: String) -> String { rawOutput ? s : TerminalText.visible(s) }

  private func wrap(_ s: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
  }
  public func bold(_ s: String) -> String { wrap(s, "1") }
  public func dim(_ s: String) -> String { wrap(s, "2") }
  public func red(_ s: String) -> String { wrap(s, "31") }
  public func green(_ s: String) -> String { wrap(s, "32") }
  public func yellow(_ s: String) -> String { wrap(s, "33") }
  public func blue(_ s: String) -> String { wrap(s, "34") }
  public func magenta(_ s: String) -> String { wrap(s, "35") }
  public func cyan(_ s: String) -> String { wrap(s, "36") }
}
