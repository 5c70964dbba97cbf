import Foundation
import ObservatoryPresentation

/// The command line, parsed by hand (no packages can be fetched here): a command, then flags,
/// options with values and paths, checked against the command's options (`CLICommand`).
struct Arguments {
  var command: String?
  /// The command whose options were parsed: the REPL's for `observatory [LESSON]`, nil for an
  /// unknown command.
  var spec: CLICommand?
  /// `--help` or `-h` anywhere: show the command's help instead of running it.
  var wantsHelp = false
  var flags: Set<String> = []
  /// Options that take a value: `--format markdown`, `--at 12` (or `--format=markdown`).
  var options: [String: String] = [:]
  var paths: [String] = []
  /// Every `--limit NAME=VALUE` given (the option may repeat).
  var limitSpecs: [String] = []

  /// The commands a user can type, for "did you mean" (`observatory help` lists them).
  static var commands: [String] { CLICommand.all.map(\.name).filter { !$0.isEmpty } }

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  init(_ args: [String]) throws {
    var rest = args[...]
    if let first = rest.first, !first.hasPrefix("-") || ["--help", "-h", "--version"].contains(first) {
      command = first
      rest = rest.dropFirst()
    }
    spec = command.map { CLICommand.named($0) ?? (Arguments.isLessonPath($0) ? .repl : nil) } ?? .repl
    let name = "observatory" + (command.map { spec?.name == $0 ? " " + $0 : "" } ?? "")
    while let a = rest.first {
      rest = rest.dropFirst()
      if a == "--" {
        paths += rest
        break
      }
      guard a.hasPrefix("-") && a.count > 1 else {
        paths.append(a)
        continue
      }
      if a == "--help" || a == "-h" {
        wantsHelp = true
        continue
      }
      let (key, inline) = a.hasPrefix("--") && a.contains("=") ? Arguments.split(a) : (a, nil)
      guard let spec else {
        // An unknown command: main says so; its options are not checked.
        flags.insert(key)
        continue
      }
      guard let option = spec.option(key) else {
        throw UsageError(description: "\(name): unknown option '\(key)' (observatory help \(spec.helpName) lists them)")
      }
      flags.insert(key)
      guard option.value != nil else {
        if inline != nil { throw UsageError(description: "\(name): \(key) takes no value") }
        continue
      }
      guard let value = inline ?? rest.first else { throw UsageError(description: "\(name): \(key) needs a value") }
      if inline == nil { rest = rest.dropFirst() }
      if key == "--limit" { limitSpecs.append(value) } else { options[key] = value }
    }
  }

  /// `--format=markdown` as `("--format", "markdown")`.
  private static func split(_ a: String) -> (String, String?) {
    let eq = a.firstIndex(of: "=")!
    return (String(a[..<eq]), String(a[a.index(after: eq)...]))
  }

  /// `observatory LESSON`: a first argument that names a lesson rather than a command: a file, a
  /// path, or a lesson of the course by number or name.
  static func isLessonPath(_ arg: String) -> Bool {
    CLICommand.named(arg) == nil
      && (arg.hasSuffix(".swift") || arg.contains("/") || FileManager.default.fileExists(atPath: arg)
        || Course.load().item(named: arg) != nil)
  }

  /// Whether these arguments open the REPL (no command, or a lesson).
  static func wantsREPL(_ args: [String]) -> Bool {
    guard let parsed = try? Arguments(args), !parsed.wantsHelp else { return false }
    guard let c = parsed.command else { return parsed.paths.isEmpty }
    return isLessonPath(c) && parsed.paths.isEmpty
  }

  /// A lesson operand as a path: itself when such a file or folder exists, else the course's
  /// lesson of that number or name (`1`, `tracked-reads`), else itself (so that loading it says
  /// it cannot be read).
  static func lessonPath(_ operand: String, course: @autoclosure () -> Course = Course.load()) -> String {
    if FileManager.default.fileExists(atPath: operand) { return operand }
    return course().item(named: operand)?.path ?? operand
  }

  /// These arguments with their lesson operands as paths (`lessonPath`), the course loaded once.
  var withLessonPaths: Arguments {
    guard paths.contains(where: { !FileManager.default.fileExists(atPath: $0) }) else { return self }
    let course = Course.load()
    var resolved = self
    resolved.paths = paths.map { Arguments.lessonPath($0, course: course) }
    return resolved
  }
}
