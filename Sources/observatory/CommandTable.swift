/// An option of the command line: its spellings, the value it takes (if any), its help.
struct Option: Sendable {
  /// `["-q", "--quiet"]`: the short spelling first, the long one last.
  let names: [String]
  /// The value's placeholder (`FILE`, `DIR`, `N`), or nil for a flag. `FILE` and `DIR` complete
  /// paths in the shell.
  let value: String?
  /// The values it accepts, for completion (`--format`'s formats).
  let choices: [String]
  let help: String

  init(_ names: [String], value: String? = nil, choices: [String] = [], _ help: String) {
    self.names = names
    self.value = value
    self.choices = choices
    self.help = help
  }

  static let color = Option(["--color"], "colour even when not writing to a terminal")
  static let noColor = Option(["--no-color"], "no colour (default: colour on a terminal unless NO_COLOR is set)")
  static let limit = Option(
    ["--limit"], value: "NAME=VALUE", choices: ["time=", "memory=", "instructions=", "tasks=", "events=", "source="],
    "raise (or lower) a limit lessons run within; may repeat: time=1s (per statement; none lifts it), "
      + "memory=512MB, instructions=200000000, tasks=10000, events=1000000, source=8MB")
  static let verbose = Option(["-v", "--verbose"], "every event, also the runs of similar events shown as one line")
  static let output = Option(
    ["-o", "--output"], value: "FILE", "write to FILE (replaced whole) instead of standard output")
  static let rawOutput = Option(
    ["--raw-output"],
    "what a lesson prints reaches the terminal as it is; otherwise its control characters are shown "
      + "visibly (^[ for ESC), so that a lesson cannot drive the terminal")
  static let noCompilerCheck = Option(
    ["--no-compiler-check"],
    "run without Swift's own check: otherwise every lesson and REPL entry is first type-checked by the "
      + "swiftc named by $OBSERVATORY_SWIFTC or on PATH, and what Swift refuses never runs")
  static let warnings = Option(
    ["--warnings"], value: "WHICH", choices: ["all", "none"],
    "all (the default): Swift's warnings on a lesson are shown, dimmed, once; none: not shown")
  /// What every command that opens lessons takes: Swift's check of them.
  static let compilerCheck: [Option] = [.noCompilerCheck, .warnings]
  /// What every command that runs lessons takes.
  static let lessonRunning: [Option] = [.noColor, .color, .limit] + compilerCheck
  /// What the commands that show a lesson's output on the terminal take besides.
  static let showingOutput: [Option] = lessonRunning + [.rawOutput]
}

/// A command of the command line (`observatory run`, ...): how to write it, what it does, the
/// options it knows and what its operands are (for help, the unknown-option check and completion).
struct CLICommand: Sendable {
  /// What the command's operands are, for shell completion.
  enum Operands: Sendable {
    case none
    /// Lessons: `.swift` files, folders, or lessons of the course by number or name.
    case lessons
    /// `learn`: `next`, `reset`, or a lesson of the course.
    case courseItems
    /// `rule`: a rule's id.
    case rules
    /// `help`: a command's name.
    case commands
    /// `drill`: a drill topic or a rule.
    case drillTopics
  }

  /// `run`; `""` for the REPL (`observatory [LESSON]`).
  let name: String
  /// Its lines in `observatory help`: each a synopsis and what it does, wrapped at the second
  /// column.
  let overview: [(synopsis: String, text: String)]
  /// `observatory help NAME`: a paragraph (or a few) about it, after its synopses.
  let details: String
  let options: [Option]
  let operands: Operands

  /// The command named `name` (`help` also answers for `--help`, `-h` and `--version`), or nil.
  static func named(_ name: String) -> CLICommand? {
    if ["--help", "-h", "--version"].contains(name) { return all.first { $0.name == "help" } }
    return all.first { $0.name == name && !$0.name.isEmpty }
  }

  /// Its name for `observatory help NAME`: `repl` for the REPL.
  var helpName: String { name.isEmpty ? "repl" : name }

  /// The REPL: `observatory` and `observatory LESSON`.
  static var repl: CLICommand { all.first { $0.name.isEmpty }! }

  /// The option this command knows by one of its spellings.
  func option(_ spelling: String) -> Option? { options.first { $0.names.contains(spelling) } }

  /// What a lesson operand may be, said under the synopses of the commands that take lessons.
  static let lessonOperand = """
    LESSON is a .swift file, or a lesson of the course by its number in observatory learn or its \
    name (observatory run 1, observatory run tracked-reads).
    """

  /// The commands, in the order `observatory help` lists them.
  static let all: [CLICommand] = [
    CLICommand(
      name: "learn",
      overview: [
        (
          "learn [next|N|reset]",
          "the course: lessons with predictions, exercises checked when you save them; your progress "
            + "is kept in $XDG_STATE_HOME/observatory/"
        )
      ],
      details: """
        With no argument, lists the course (the lessons and exercises in order, a ✓ for what you \
        have finished, your prediction scores) and asks which to start. next starts the first one \
        not finished, N or a name starts that one, reset forgets your progress (your exercise files \
        are kept). A lesson opens in the REPL, paused before its first step; an exercise is copied to \
        $XDG_DATA_HOME/observatory/exercises/ for you to edit and is checked every time you save it.
        """,
      options: Option.showingOutput, operands: .courseItems),
    CLICommand(
      name: "drill",
      overview: [
        (
          "drill [RULE|TOPIC] [--seed S]",
          "prediction drills: a short program, a question (what it prints, in which order, which bodies "
            + "re-run, what the callback sees), your answer graded with a diff, the run and the rule; each "
            + "verified against Swift first"
        ),
        ("drill --format html -o FILE [--count N]", "a self-contained page of verified drills with reveal"),
      ],
      details: """
        Asks drills until you type q (or --count N of them): the next topic is the one your profile \
        says you get wrong most (spaced repetition), kept per rule in \
        $XDG_STATE_HOME/observatory/progress.json; observatory learn shows it. RULE (R5) or TOPIC \
        (one-shot; --topics lists them) drills that alone. The same --seed and profile ask the same \
        drills. Every program is built and run with the swiftc on PATH and compared with the \
        playground before it is asked (cached in $XDG_CACHE_HOME/observatory/); with no toolchain, \
        drills come from the shipped bank of verified programs (Drills/).
        """,
      options: [
        Option(["--seed"], value: "S", "the seed of the drills (the same seed and profile ask the same drills)"),
        Option(["--count"], value: "N", "ask N drills, then stop (html: N drills on the page; default 20)"),
        Option(["--format"], value: "FORMAT", choices: ["text", "html"], "text (the default) or html (a web page)"),
        .output,
        Option(["--topics"], "list the topics, with the rules each practises"),
        Option(
          ["--write-bank"], value: "DIR",
          "write the bank: every planned drill verified against Swift, those that agree into DIR "
            + "(scripts/make-drill-bank.sh)"),
        .noColor, .color,
      ],
      operands: .drillTopics),
    CLICommand(
      name: "",
      overview: [
        (
          "",
          "the REPL: type Swift, see each statement's firing order (reads plain lines when input is "
            + "not a terminal: observatory < script.swift)"
        ),
        ("LESSON", "the REPL with LESSON loaded, paused before its first step"),
      ],
      details: """
        Every statement runs as soon as it is typed and prints its firing order; an expression also \
        prints its value and type. :help lists the REPL's commands (:step, :next, :why, :graph, ...). \
        When input is not a terminal, lines are read plainly and the exit status is 1 if anything \
        failed.
        """,
      options: Option.showingOutput, operands: .lessons),
    CLICommand(
      name: "run",
      overview: [
        (
          "run LESSON... [--quiet]",
          "run lessons; show every step's code and firing order (--quiet: only what the program prints; "
            + "--disassemble: the compiled code instead; --verbose: every event, runs of similar ones too; "
            + "--compare: legacy vs modern body counts per step)"
        ),
        ("run LESSON --format markdown|json", "a Markdown handout, or the event stream as JSON lines"),
        (
          "run LESSON --format html [-o FILE]",
          "one self-contained web page: each step's code, narration, firing order and graph (SVG); arrow "
            + "keys step through it"
        ),
      ],
      details: """
        Runs each lesson from start to end and shows every top-level statement with what it read, \
        what fired, in which order and why. The exit status is 1 if a lesson failed (an error or an \
        #expect).
        """,
      options: [
        Option(["-q", "--quiet"], "only what the program prints, as it prints it"),
        .verbose,
        Option(["--compare"], "legacy vs modern view body counts per step"),
        Option(["--disassemble"], "the compiled code: each function's instructions with their lines"),
        Option(
          ["--format"], value: "FORMAT", choices: ["text", "markdown", "json", "html"],
          "text (the default), markdown (a handout), json (the event stream) or html (a web page)"),
        .output,
      ] + Option.showingOutput,
      operands: .lessons),
    CLICommand(
      name: "present",
      overview: [("present LESSON", "classroom mode: one step per screen, ← → or Space")],
      details: """
        Shows one step per screen on the terminal's alternate screen: narration, code, firing order \
        and the graph, in colours that survive a projector, every line fitted to the terminal. →, \
        Space or Enter step, ← steps back, g N Enter goes to step N, Home and End to the first and \
        last, : types a statement that runs on the lesson's state (a live slide), q quits. A \
        #predict gets a slide of its own; the next slide reveals its answer. With --notes, on a \
        second terminal: the speaker notes (//: note: lines) of the slide the first one shows.
        """,
      options: Option.showingOutput + [
        Option(["--notes"], "speaker notes of the slide shown by the present running beside it")
      ], operands: .lessons),
    CLICommand(
      name: "graph",
      overview: [
        ("graph LESSON [--at LINE] [--format text|mermaid|dot]", "the dependency graph at the end (or before LINE)")
      ],
      details: """
        Runs the lesson and prints its dependency graph: which tracking or view reads which property \
        of which object.
        """,
      options: [
        Option(["--at"], value: "LINE", "stop before line LINE and show the graph there"),
        Option(
          ["--format"], value: "FORMAT", choices: ["text", "mermaid", "dot"], "text (the default), mermaid or dot"),
      ] + Option.lessonRunning,
      operands: .lessons),
    CLICommand(
      name: "check",
      overview: [
        (
          "check [PATH...] [--bless]",
          "run lessons as checks (default: Lessons/); exit 1 if an #expect, an error or a golden transcript "
            + "fails (--bless: write each LESSON.expected transcript)"
        )
      ],
      details: """
        Runs every lesson in the files and folders given (default: Lessons/ here, else the course's) \
        and reports each: its #expects, its errors, and its golden transcript LESSON.expected when \
        there is one. The exit status is 1 if any failed.
        """,
      options: [Option(["--bless"], "write each lesson's transcript to LESSON.expected")] + Option.lessonRunning,
      operands: .lessons),
    CLICommand(
      name: "export",
      overview: [("export LESSON --swift [--traced] [-o FILE]", "the lesson as a real Swift program")],
      details: """
        Writes the lesson as a Swift program that builds with swiftc against the real Observation \
        runtime and prints what the playground would show.
        """,
      options: [
        Option(["--swift"], "as a Swift program (the one format)"),
        Option(
          ["--traced"],
          "the program also reports the real runtime's events, for observatory verify LESSON --recorded FILE"),
        .output, .limit, .noColor, .color,
      ] + Option.compilerCheck,
      operands: .lessons),
    CLICommand(
      name: "expand",
      overview: [
        ("expand LESSON [TYPE]", "what @Observable writes for each class, each part with the rule it implements")
      ],
      details: """
        Shows the real expansion of the @Observable macro for each class of the lesson (or for TYPE), \
        as the installed Swift compiler writes it (swiftc -dump-macro-expansions): the registrar, \
        access and withMutation, the shouldNotifyObservers overloads, each property's storage and \
        accessors, and the conformance, each part followed by a comment naming the rule it implements \
        (observatory rule R7 explains one). Needs a Swift toolchain.
        """,
      options: [.noColor, .color] + Option.compilerCheck, operands: .lessons),
    CLICommand(
      name: "verify",
      overview: [
        (
          "verify LESSON... [--keep DIR]",
          "build those programs against the real Observation runtime, run them, and compare with the "
            + "playground (--generate N [--seed S]: N random programs instead)"
        ),
        (
          "verify LESSON --recorded FILE",
          "compare with a run recorded elsewhere (a Mac): ./program > FILE 2>&1; echo \"exit $?\" >> FILE"
        ),
      ],
      details: """
        Exports each lesson (default: Lessons/), builds the programs with the swiftc on PATH (Swift 6.2 \
        or later), runs them and compares what they print with the playground's run, allowing only \
        the orders Swift leaves open. The exit status is 1 if any differs.
        """,
      options: [
        Option(["--keep"], value: "DIR", "keep the exported programs, objects and the batch program in DIR"),
        Option(["--jobs"], value: "N", "compile with N parallel compiler jobs"),
        .verbose,
        Option(["--generate"], value: "N", "verify N random programs instead of lessons"),
        Option(["--seed"], value: "S", "the seed of --generate's programs (printed by every run)"),
        Option(["--recorded"], value: "FILE", "compare one lesson with a run recorded elsewhere, no compiler needed"),
      ] + Option.lessonRunning,
      operands: .lessons),
    CLICommand(
      name: "rule",
      overview: [("rule [RULE]", "a rule of Observation with its proof (R7, L4), or the list of rules")],
      details: """
        Prints a rule the playground follows with its proof: a probe program and what the real \
        runtime printed. With no argument, lists the rules (R1–R25 for Observation, L1–L5 for \
        ObservableObject).
        """,
      options: [.noColor, .color, .limit], operands: .rules),
    CLICommand(
      name: "help",
      overview: [("help [COMMAND]", "this text, or a command's options (also: observatory COMMAND --help)")],
      details: """
        observatory --version prints the version, the Swift version whose Observation runtime the \
        playground simulates, and the swiftc it found for the compiler check.
        """,
      options: [], operands: .commands),
  ]
}
