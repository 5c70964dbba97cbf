import Foundation

/// One read from the learner: a line, a cancelled line (Ctrl-C), or the end of input (Ctrl-D).
enum Input: Equatable {
  case line(String)
  case interrupted
  case end
}

/// Where the REPL's lines come from: the line editor on a terminal, plain reads otherwise.
protocol LineSource: AnyObject {
  /// Whether a person is typing: prompts, colour, Enter-to-step and Ctrl-C handling apply.
  var isInteractive: Bool { get }
  func read(prompt: String) -> Input
  /// A line the learner entered, for the history (terminal only).
  func remember(_ line: String)
}

/// Lines from a file or pipe (`observatory < script.swift`): no prompts, no editing.
final class PlainLineSource: LineSource {
  var isInteractive: Bool { false }

  func read(prompt: String) -> Input {
    guard let line = readLine(strippingNewline: true) else { return .end }
    return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
  }

  func remember(_ line: String) {}
}
