/// A colon command (`:step`, `:load FILE`, ...): its name, short aliases, what argument it
/// takes, its help, and what it does. Later features add their commands to `REPLCommand.all`.
struct REPLCommand: Sendable {
  enum Argument: Sendable {
    case none
    /// A lesson file (Tab completes paths).
    case file
    /// A command name (Tab completes them), as for `:help`.
    case command
    /// Free text.
    case text
  }

  let name: String
  let aliases: [String]
  let argument: Argument
  /// How to write it: `:load FILE`.
  let usage: String
  /// One line for the `:help` table.
  let summary: String
  /// A few lines for `:help NAME`.
  let details: String
  let run: @Sendable (REPL, String) -> Void

  /// The command table, in the order `:help` lists it.
  static let all: [REPLCommand] = [
    REPLCommand(
      name: "load", aliases: ["l"], argument: .file, usage: ":load FILE",
      summary: "load a lesson, paused before its first step",
      details: """
        Loads the lesson FILE into a fresh session and stops before its first statement, showing
        its title and narration. Then :step, :next and :continue run it; between steps you can
        type statements of your own to look at its objects.
        """,
      run: { $0.load($1) }),
    REPLCommand(
      name: "reload", aliases: ["r"], argument: .none, usage: ":reload",
      summary: "load the lesson again from its file (after you edit it)",
      details: "Reads the loaded lesson's file again and starts it from the beginning.",
      run: { r, _ in r.reload() }),
    REPLCommand(
      name: "step", aliases: ["s"], argument: .none, usage: ":step",
      summary: "run the lesson's next statement (also: Enter on an empty line)",
      details: """
        Runs one top-level statement of the loaded lesson and shows its code and firing order,
        then the narration of the statement after it.
        """,
      run: { r, _ in r.step() }),
    REPLCommand(
      name: "next", aliases: ["n"], argument: .none, usage: ":next",
      summary: "run to the next //: ## section",
      details: "Runs the lesson's statements up to the next section heading (//: ## ...), or to the end.",
      run: { r, _ in r.nextSection() }),
    REPLCommand(
      name: "continue", aliases: ["c"], argument: .none, usage: ":continue",
      summary: "run the rest of the lesson",
      details: "Runs the loaded lesson to its end (or to the first error), showing every step.",
      run: { r, _ in r.continueToEnd() }),
    REPLCommand(
      name: "back", aliases: ["b"], argument: .none, usage: ":back",
      summary: "undo the last step (replays the lesson)",
      details: """
        Steps back one statement. A lesson run is a pure function of its text, so the lesson is
        replayed quietly from its start to one step before where it was. Statements you typed
        yourself in between are not replayed.
        """,
      run: { r, _ in r.back() }),
    REPLCommand(
      name: "log", aliases: [], argument: .none, usage: ":log",
      summary: "what fired since the last :log, one line each",
      details: "A compact record of every write, willSet/didSet, onChange and cancellation since the last :log (or #log).",
      run: { r, _ in r.log() }),
    REPLCommand(
      name: "reset", aliases: [], argument: .none, usage: ":reset",
      summary: "forget every declaration, object and the lesson",
      details: "Starts an empty session. History is kept; :reload brings the last lesson back.",
      run: { r, _ in r.reset() }),
    REPLCommand(
      name: "help", aliases: ["h", "?"], argument: .command, usage: ":help [COMMAND]",
      summary: "this list, or more about one command",
      details: "With a command name (with or without the colon), explains that command.",
      run: { $0.help($1) }),
    REPLCommand(
      name: "quit", aliases: ["q", "exit"], argument: .none, usage: ":quit",
      summary: "leave (also: Ctrl-D on an empty line)",
      details: "Leaves Observatory. The history is saved as you go, so nothing is lost.",
      run: { r, _ in r.quit() }),
  ]

  /// The command called `name` (or with that alias; a leading colon is ignored).
  static func find(_ name: String, in commands: [REPLCommand] = all) -> REPLCommand? {
    let n = name.hasPrefix(":") ? String(name.dropFirst()) : name
    return commands.first { $0.name == n || $0.aliases.contains(n) }
  }

  /// The command whose name or alias is closest to `name` (for "did you mean").
  static func nearest(_ name: String, in commands: [REPLCommand] = all) -> REPLCommand? {
    var best: (distance: Int, command: REPLCommand)?
    for c in commands {
      for n in [c.name] + c.aliases {
        var d = editDistance(name, n)
        // A prefix of a name (":con") is a strong hint.
        if n.hasPrefix(name) { d = min(d, 1) }
        if best == nil || d < best!.distance { best = (d, c) }
      }
    }
    return best?.command
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
      }
    }
    return d[a.count][b.count]
  }
}
