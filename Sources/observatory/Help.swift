import Foundation
import ObservatoryPresentation
import ObservatoryVerification

/// What `observatory help`, `observatory help COMMAND` (or `COMMAND --help`) and
/// `observatory --version` print, made from the command table (`CLICommand.all`).
enum Help {
  /// The column where the overview's descriptions start.
  static let column = 40

  /// `observatory help`: every command's overview, then the options most commands take.
  static func usage(width: Int = TerminalSize.columns()) -> String {
    var lines = ["Observatory — watch Swift's Observation framework work, step by step.", "", "usage:"]
    for command in CLICommand.all { lines += overview(command, width: width) }
    lines += [""]
    lines += LineWrapper(width: width).wrap(
      "Most commands also take --no-color / --color (colour is on for terminals unless NO_COLOR is set) "
        + "and --limit NAME=VALUE (a limit lessons run within). observatory help COMMAND (or observatory "
        + "COMMAND --help) explains a command and its options; observatory --version says which Swift it "
        + "simulates and which swiftc it found. Output is wrapped to COLUMNS, else the terminal's width, "
        + "else 80 columns.", indent: "", continuation: "")
    return lines.joined(separator: "\n")
  }

  /// A command's lines in the overview: `  observatory SYNOPSIS   what it does`.
  static func overview(_ command: CLICommand, width: Int) -> [String] {
    let pad = String(repeating: " ", count: column)
    let wrapper = LineWrapper(width: width)
    return command.overview.flatMap { synopsis, text in
      let head = "  observatory" + (synopsis.isEmpty ? "" : " " + synopsis)
      guard head.count <= column - 2 else { return [head] + wrapper.wrap(text, indent: pad, continuation: pad) }
      return wrapper.wrap(text, indent: head.padding(toLength: column, withPad: " ", startingAt: 0), continuation: pad)
    }
  }

  /// `observatory help COMMAND`: its synopses, what it does, what LESSON may be, its options.
  static func text(for command: CLICommand, width: Int = TerminalSize.columns()) -> String {
    if command.name == "help" { return usage(width: width) }
    let wrapper = LineWrapper(width: width)
    var lines: [String] = []
    for (k, entry) in command.overview.enumerated() {
      let synopsis = "observatory" + (entry.synopsis.isEmpty ? "" : " " + entry.synopsis)
      lines.append((k == 0 ? "usage: " : "       ") + synopsis)
    }
    lines.append("")
    for paragraph in command.details.split(separator: "\n") {
      lines += wrapper.wrap(String(paragraph), indent: "", continuation: "")
    }
    if command.operands == .lessons {
      lines += [""] + wrapper.wrap(CLICommand.lessonOperand, indent: "", continuation: "")
    }
    guard !command.options.isEmpty else { return lines.joined(separator: "\n") }
    lines += ["", "options:"]
    for option in command.options {
      let spelled = option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
      let head = "  " + spelled
      let pad = String(repeating: " ", count: 24)
      if head.count > 22 {
        lines += [head] + wrapper.wrap(option.help, indent: pad, continuation: pad)
      } else {
        lines += wrapper.wrap(
          option.help, indent: head.padding(toLength: 24, withPad: " ", startingAt: 0), continuation: pad)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The version of observatory itself.
  static let version = "0.1"

  /// `observatory --version`: the version, the Swift whose Observation runtime it simulates, the
  /// swiftc it found for the compiler check, and where its course is.
  static func versionText(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    let compiler =
      SwiftToolchain.forCompilerCheck(environment: environment).map { "\($0.swiftc) (\($0.version))" }
      ?? "none found ($OBSERVATORY_SWIFTC or PATH): lessons run unchecked; verify needs Swift 6.2 or later"
    let course = Course.locate(environment: environment) ?? "not found (set OBSERVATORY_COURSE)"
    return """
      observatory \(version)
      simulates: the Observation runtime of Swift \(SwiftToolchain.measuredVersion) (where its rules were measured)
      swiftc for the compiler check: \(compiler)
      course: \(course)
      """
  }
}
