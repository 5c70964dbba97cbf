import Foundation

/// The command line, parsed by hand (no packages can be fetched here): a command, flags, paths.
struct Arguments {
  var command: String?
  var flags: Set<String> = []
  var paths: [String] = []

  static let commands = ["run", "check", "help"]
  static let knownFlags: [String: Set<String>] = [
    "run": ["--quiet", "-q", "--no-color", "--color"],
    "check": ["--bless", "--no-color", "--color"],
    "help": [],
    "repl": ["--no-color", "--color"],
  ]

  init(_ args: [String]) throws {
    var rest = args[...]
    if let first = rest.first, !first.hasPrefix("-") || first == "--help" || first == "-h" || first == "--version" {
      command = first
      rest = rest.dropFirst()
    }
    for a in rest {
      if a.hasPrefix("-") && a.count > 1 { flags.insert(a) } else { paths.append(a) }
    }
  }

  /// `observatory LESSON`: a first argument that names a lesson rather than a command.
  static func isLessonPath(_ arg: String) -> Bool {
    !commands.contains(arg) && (arg.hasSuffix(".swift") || arg.contains("/") || FileManager.default.fileExists(atPath: arg))
  }

  /// Whether these arguments open the REPL (no command, or a lesson).
  static func wantsREPL(_ args: [String]) -> Bool {
    guard let parsed = try? Arguments(args) else { return false }
    guard let c = parsed.command else { return parsed.paths.isEmpty }
    return isLessonPath(c) && parsed.paths.isEmpty
  }

  /// The flags this command does not know, for a clear usage error.
  func unknownFlags(for command: String) -> [String] {
    let known = Arguments.knownFlags[command] ?? []
    return flags.filter { !known.contains($0) }.sorted()
  }
}

let usage = """
  Observatory — watch Swift's Observation framework work, step by step.

  usage:
    observatory                           the REPL: type Swift, see each statement's firing order
                                          (reads plain lines when input is not a terminal:
                                          observatory < script.swift)
    observatory LESSON                    the REPL with LESSON loaded, paused before its first step
    observatory run LESSON... [--quiet]   run lessons; show every step's firing order
                                          (--quiet: only what the program prints)
    observatory check [PATH...] [--bless] run lessons as checks (default: Lessons/);
                                          exit 1 if an #expect, an error or a golden transcript fails
                                          (--bless: write each LESSON.expected transcript)
    observatory help                      this text

  options: --no-color / --color (colour is on for terminals unless NO_COLOR is set)
  """
