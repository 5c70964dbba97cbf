import Foundation

/// The command line, parsed by hand (no packages can be fetched here): a command, flags, paths.
struct Arguments {
  var command: String?
  var flags: Set<String> = []
  /// Options that take a value: `--format markdown`, `--at 12` (or `--format=markdown`).
  var options: [String: String] = [:]
  var paths: [String] = []
  /// Every `--limit NAME=VALUE` given (the option may repeat).
  var limitSpecs: [String] = []

  static let commands = ["run", "check", "graph", "export", "verify", "learn", "present", "rule", "help"]
  static let knownFlags: [String: Set<String>] = [
    "run": [
      "--limit", "--quiet", "-q", "--no-color", "--color", "--compare", "--format", "-o", "--output", "--verbose", "-v",
      "--disassemble",
    ],
    "rule": ["--limit", "--no-color", "--color"],
    "check": ["--limit", "--bless", "--no-color", "--color"],
    "graph": ["--limit", "--format", "--at", "--no-color", "--color"],
    "help": [],
    "learn": ["--limit", "--no-color", "--color"],
    "present": ["--limit", "--no-color", "--color"],
    "repl": ["--limit", "--no-color", "--color"],
    "export": ["--limit", "--swift", "-o", "--output"],
    "verify": [
      "--limit", "--keep", "--jobs", "--no-color", "--color", "--verbose", "-v", "--generate", "--seed", "--recorded",
    ],
  ]
  static let valueOptions: Set<String> = [
    "--limit", "--format", "--at", "-o", "--output", "--keep", "--jobs", "--generate", "--seed", "--recorded",
  ]

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  init(_ args: [String]) throws {
    var rest = args[...]
    if let first = rest.first, !first.hasPrefix("-") || first == "--help" || first == "-h" || first == "--version" {
      command = first
      rest = rest.dropFirst()
    }
    while let a = rest.first {
      rest = rest.dropFirst()
      if a.hasPrefix("--"), let eq = a.firstIndex(of: "="), a[..<eq] != "--limit" {
        let key = String(a[..<eq])
        options[key] = String(a[a.index(after: eq)...])
        flags.insert(key)
      } else if a.hasPrefix("--limit=") {
        limitSpecs.append(String(a.dropFirst("--limit=".count)))
        flags.insert("--limit")
      } else if Arguments.valueOptions.contains(a) {
        guard let v = rest.first else { throw UsageError(description: "\(a) needs a value") }
        rest = rest.dropFirst()
        if a == "--limit" { limitSpecs.append(v) } else { options[a] = v }
        flags.insert(a)
      } else if a.hasPrefix("-") && a.count > 1 {
        flags.insert(a)
      } else {
        paths.append(a)
      }
    }
  }

  /// `observatory LESSON`: a first argument that names a lesson rather than a command.
  static func isLessonPath(_ arg: String) -> Bool {
    !commands.contains(arg)
      && (arg.hasSuffix(".swift") || arg.contains("/") || FileManager.default.fileExists(atPath: arg))
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
    observatory learn [next|N|reset]      the course: lessons with predictions, exercises checked
                                          when you save them; your progress is kept in
                                          $XDG_STATE_HOME/observatory/
    observatory                           the REPL: type Swift, see each statement's firing order
                                          (reads plain lines when input is not a terminal:
                                          observatory < script.swift)
    observatory LESSON                    the REPL with LESSON loaded, paused before its first step
    observatory run LESSON... [--quiet]   run lessons; show every step's code and firing order
                                          (--quiet: only what the program prints;
                                           --disassemble: the compiled code instead;
                                           --verbose: every event, runs of similar ones too;
                                           --compare: legacy vs modern body counts per step)
    observatory run LESSON --format markdown|json
                                          a Markdown handout, or the event stream as JSON lines
    observatory run LESSON --format html [-o FILE]
                                          one self-contained web page: each step's code, narration,
                                          firing order and graph (SVG); arrow keys step through it
    observatory present LESSON            classroom mode: one step per screen, ← → or Space
    observatory graph LESSON [--at LINE] [--format text|mermaid|dot]
                                          the dependency graph at the end (or before LINE)
    observatory check [PATH...] [--bless] run lessons as checks (default: Lessons/);
                                          exit 1 if an #expect, an error or a golden transcript fails
                                          (--bless: write each LESSON.expected transcript)
    observatory export LESSON --swift [-o FILE]
                                          the lesson as a real Swift program
    observatory verify LESSON... [--keep DIR]
                                          build those programs against the real Observation
                                          runtime, run them, and compare with the playground
                                          (--generate N [--seed S]: N random programs instead)
    observatory verify LESSON --recorded FILE
                                          compare with a run recorded elsewhere (a Mac):
                                          ./program > FILE 2>&1; echo "exit $?" >> FILE
    observatory rule [RULE]               a rule of Observation with its proof (R7, L4),
                                          or the list of rules
    observatory help                      this text

  options: --no-color / --color (colour is on for terminals unless NO_COLOR is set)
           --limit NAME=VALUE     raise (or lower) a limit lessons run within; may repeat:
                                  time=1s (per statement; none lifts it), memory=512MB,
                                  instructions=200000000, tasks=10000, events=1000000, source=8MB
  Output is wrapped to COLUMNS, else the terminal's width, else 80 columns.
  """
