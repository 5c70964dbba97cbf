import ObservatoryEngine

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
      name: "lessons", aliases: [], argument: .none, usage: ":lessons",
      summary: "the course, with what you have done",
      details: """
        Lists the lessons and exercises of the course in order, with a ✓ for each one you have
        finished and your prediction scores. Your progress is kept in
        $XDG_STATE_HOME/observatory/progress.json (default ~/.local/state/observatory/).
        """,
      run: { r, _ in r.lessons() }),
    REPLCommand(
      name: "next-lesson", aliases: [], argument: .none, usage: ":next-lesson",
      summary: "load the next lesson of the course you have not finished",
      details: """
        Loads the first lesson after the current one that is not done (or, with none loaded, the
        first one not done). A lesson is done when it has run to its end with every check passing.
        """,
      run: { r, _ in r.nextLesson() }),
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
        yourself in between are not replayed (it says so; :save FILE keeps them).
        """,
      run: { r, _ in r.back() }),
    REPLCommand(
      name: "list", aliases: [], argument: .text, usage: ":list [all]",
      summary: "the lesson's code around the next step (▶), or all of it",
      details: "Shows the loaded lesson's lines around the statement the next :step runs, marked ▶.",
      run: { $0.list($1) }),
    REPLCommand(
      name: "log", aliases: [], argument: .none, usage: ":log",
      summary: "every event since the last :log, one line each (runs are not collapsed)",
      details: """
        A record of every write, willSet/didSet, onChange, cancellation, body run and loop event since
        the last :log (or #log). Where a step shows a run of similar events as one line with a count,
        :log lists each of them.
        """,
      run: { r, _ in r.log() }),
    REPLCommand(
      name: "type", aliases: ["t"], argument: .text, usage: ":type EXPR",
      summary: "the type of an expression",
      details: """
        A variable or a path of stored properties (counter.tracked) is looked up without running
        anything, with its declared type when it has one; anything else is evaluated as an entry.
        """,
      run: { $0.type($1) }),
    REPLCommand(
      name: "info", aliases: ["i"], argument: .text, usage: ":info NAME",
      summary: "what an API or concept is (withObservationTracking, Observations, a rule, a name)",
      details: """
        An API or concept of Observation in a few lines, with the rules that describe it and the
        lessons that teach it; a rule (R7) with its summary; a name you declared, with its type
        and value. ?NAME does the same.
        """,
      run: { $0.info($1) }),
    REPLCommand(
      name: "limit", aliases: [], argument: .text, usage: ":limit [NAME=VALUE,...]",
      summary: "the limits a statement runs within, or new ones (time=5s, memory=2GB)",
      details: """
        With no argument, the limits in force. NAME=VALUE sets one for what runs from now on, as
        observatory --limit does: time (per statement, none lifts it), memory, instructions, tasks,
        events. Everything typed so far and the loaded lesson are kept.
        """,
      run: { $0.limit($1) }),
    REPLCommand(
      name: "vars", aliases: [], argument: .none, usage: ":vars",
      summary: "every variable with its type and value",
      details:
        "Lists the variables of the lesson and of your entries (name: Type = value), reading nothing through Observation.",
      run: { r, _ in r.vars() }),
    REPLCommand(
      name: "objects", aliases: ["o"], argument: .none, usage: ":objects",
      summary: "the live objects and who observes which property",
      details: """
        Every object a variable reaches, by name, with each tracked property's observers (T1, loop #2,
        a view) and, for an ObservableObject, who hears its objectWillChange.
        """,
      run: { r, _ in r.objects() }),
    REPLCommand(
      name: "rule", aliases: [], argument: .text, usage: ":rule [RULE]",
      summary: "a rule of Observation with its proof (R7, L4), or the list",
      details: """
        The output cites the rules it follows as (R7). :rule R7 prints that rule as measured against
        Swift 6.3.1, with the probe program that proves it and what the real runtime printed.
        """,
      run: { $0.rule($1) }),
    REPLCommand(
      name: "drill", aliases: [], argument: .text, usage: ":drill [RULE|TOPIC]",
      summary: "a prediction drill: a short program, a question, your answer graded, the rule",
      details: """
        Asks one drill (observatory drill asks them one after another): a short program verified
        against Swift, a question about it (what it prints, in which order, which bodies re-run,
        what the callback sees), your answer graded with a diff, its run with the events that
        decide the answer marked, and the rule. Without RULE or TOPIC, the topic your profile says
        you get wrong most; observatory learn shows the profile.
        """,
      run: { $0.drill($1) }),
    REPLCommand(
      name: "expand", aliases: [], argument: .text, usage: ":expand [TYPE]",
      summary: "what @Observable writes for a class, each part with the rule it implements",
      details: """
        Shows the real expansion of the @Observable macro for TYPE (or for every @Observable class
        declared so far), as the installed Swift compiler writes it: the registrar, access and
        withMutation, the shouldNotifyObservers overloads, each property's storage and accessors,
        and the conformance, each part followed by the rule it implements (:rule R7 explains one).
        """,
      run: { $0.expand($1) }),
    REPLCommand(
      name: "graph", aliases: ["g"], argument: .text, usage: ":graph [NAME] [mermaid|dot]",
      summary: "the dependency graph now (around NAME: an object, property or observer)",
      details: """
        Shows what observes what: each observer (T1, loop #2, a view) with its state and the
        properties it read, computed properties between, and which object owns which. With NAME,
        only the part within two steps of it. Add `mermaid` or `dot` for those formats.
        """,
      run: { $0.graph($1) }),
    REPLCommand(
      name: "why", aliases: [], argument: .text, usage: ":why OBSERVER",
      summary: "why an observer ran: the write, the willSet, the read behind it",
      details: "OBSERVER is a tracking (T1), a loop (loop #2) or a view (ModernTile[3]).",
      run: { $0.why($1) }),
    REPLCommand(
      name: "whynot", aliases: ["wn"], argument: .text, usage: ":whynot OBSERVER",
      summary: "why an observer did not run",
      details: """
        Names the reason: it never read anything in a tracking scope, read outside one, read an
        @ObservationIgnored property, already fired (one-shot), watched another instance, the
        write assigned the same value (R7), a legacy nested object, or a loop with no dependencies.
        """,
      run: { $0.whyNot($1) }),
    REPLCommand(
      name: "counts", aliases: [], argument: .none, usage: ":counts",
      summary: "body evaluations per view type and instance",
      details: "The table #counts prints: how often each hosted view's body ran since resetBodyCounts().",
      run: { r, _ in r.counts() }),
    REPLCommand(
      name: "screen", aliases: [], argument: .none, usage: ":screen",
      summary: "the text the hosted views show now",
      details: "What #screen prints: each line with the view that drew it; stale where a body did not run again.",
      run: { r, _ in r.screen() }),
    REPLCommand(
      name: "export", aliases: [], argument: .text, usage: ":export FORMAT FILE",
      summary: "write the session as markdown or json, or the graph as mermaid or dot",
      details: """
        markdown: a handout of everything run so far (code, firing order, graphs); json: the event
        stream, one object per line (schema in the README); mermaid, dot: the graph now.
        """,
      run: { $0.export($1) }),
    REPLCommand(
      name: "reset", aliases: [], argument: .none, usage: ":reset",
      summary: "forget every declaration, object and the lesson",
      details:
        "Starts an empty session. History is kept; :reload brings the last lesson back; :save still has your entries.",
      run: { r, _ in r.reset() }),
    REPLCommand(
      name: "save", aliases: [], argument: .file, usage: ":save FILE",
      summary: "write every entry typed in this session to a file",
      details: """
        Writes the entries you typed, in order, as a Swift file (:load runs it as a lesson). They are
        kept for :save even after :load, :back or :reset discards what they did.
        """,
      run: { $0.save($1) }),
    REPLCommand(
      name: "edit", aliases: ["e"], argument: .none, usage: ":edit",
      summary: "edit the entry (or the last one) in $EDITOR, then run it",
      details: """
        Opens $VISUAL or $EDITOR (vi if neither is set) on the entry being typed, or else on the last
        entry; when the editor exits, what it saved runs as one entry.
        """,
      run: { r, _ in r.edit() }),
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

  /// Edit distance (the core's, which counts a transposition as one edit).
  static func editDistance(_ a: String, _ b: String) -> Int { ObservatoryEngine.editDistance(a, b) }
}
