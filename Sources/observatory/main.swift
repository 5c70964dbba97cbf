import Foundation
import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryREPL
import ObservatoryVerification

/// Runs `body` on a thread with a large stack (`LargeStack`): the lesson's own nesting is bounded
/// by the parser and the VM, and a big stack keeps those bounds far from Swift's limits.
func onBigStack(_ body: () -> Int32) -> Int32 { LargeStack.run(body) }

func styleFor(_ args: Arguments, stream: Int32) -> TextStyle {
  let raw = args.flags.contains("--raw-output")
  if args.flags.contains("--no-color") { return TextStyle(color: false, rawOutput: raw) }
  if args.flags.contains("--color") { return TextStyle(color: true, rawOutput: raw) }
  let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
  return TextStyle(color: !noColor && isatty(stream) == 1, rawOutput: raw)
}

/// The last lesson run, kept until the process exits: what a lesson built (a million nested
/// arrays, a structure that refers to itself thousands of times) then goes with the process, at
/// no cost, instead of being freed one value at a time just before exiting. Keeping a new run lets
/// the previous one go, so several lessons in one command never pile up.
nonisolated(unsafe) var keptRun: AnyObject?
func keepUntilExit(_ run: AnyObject) {
  keptRun = nil
  keptRun = run
}

/// Writes a line to standard error, after what standard output holds (so the two stay in order).
func writeErr(_ s: String) { StandardOutput.error(s) }

/// Ends the process: standard output is flushed, and if any write to it failed (a full disk,
/// `> /dev/full`) the command fails with status 1 and says why, even if it had succeeded otherwise.
func finish(_ status: Int32) -> Never {
  if let reason = StandardOutput.flush() {
    StandardOutput.error("observatory: cannot write the output: \(reason)")
    exit(status == 0 ? 1 : status)
  }
  exit(status)
}

func main() -> Int32 {
  var args: Arguments
  do { args = try Arguments(Array(CommandLine.arguments.dropFirst())) } catch {
    writeErr("\(error)")
    return 2
  }
  if args.wantsHelp, let spec = args.spec {
    print(Help.text(for: spec))
    return 0
  }
  do { for spec in args.limitSpecs { try Limits.standard.apply(spec) } } catch {
    writeErr("observatory: \(error)")
    return 2
  }
  if args.command == "complete" {
    // For the shell completion scripts (completions/): `observatory complete -- WORD...`.
    print(ShellCompletion.candidates(for: args.paths), terminator: "")
    return 0
  }
  if args.spec?.operands == .lessons { args = args.withLessonPaths }
  if args.spec?.option("--no-compiler-check") != nil, let bad = installCompilerCheck(args) {
    writeErr("observatory: \(bad)")
    return 2
  }
  let style = styleFor(args, stream: 1)
  REPL.makeDrillSupply = { VerifiedDrills(toolchain: SwiftToolchain.forCompilerCheck()) }
  switch args.command {
  case nil:
    guard args.paths.isEmpty else {
      writeErr(Help.usage())
      return 2
    }
    return REPL.run(lesson: nil, style: style)
  case let lesson? where Arguments.isLessonPath(lesson):
    guard args.paths.isEmpty else {
      writeErr("observatory: one lesson at a time in the REPL (observatory run LESSON... runs several)")
      return 2
    }
    return REPL.run(lesson: Arguments.lessonPath(lesson), style: style)
  case "help", "--help", "-h":
    guard let topic = args.paths.first else {
      print(Help.usage())
      return 0
    }
    guard let command = CLICommand.all.first(where: { $0.helpName == topic }), args.paths.count == 1 else {
      writeErr("observatory help: no command '\(args.paths.joined(separator: " "))' (observatory help lists them)")
      return 2
    }
    print(Help.text(for: command))
    return 0
  case "--version":
    print(Help.versionText())
    return 0
  case "learn":
    return Learn.run(args.paths, style: style)
  case "present":
    guard args.paths.count == 1 else {
      writeErr("observatory present: which lesson? e.g. observatory present 1, or observatory present tracked-reads")
      return 2
    }
    if args.flags.contains("--notes") { return Present.notes(path: args.paths[0], style: style) }
    return Present.run(path: args.paths[0], style: style)
  case "run":
    guard !args.paths.isEmpty else {
      writeErr(
        "observatory run: which lesson? e.g. observatory run 1, or observatory run Lessons/01-tracked-reads.swift")
      return 2
    }
    return RunCommand(args: args, style: style, errStyle: styleFor(args, stream: 2)).execute()
  case "graph":
    guard args.paths.count == 1 else {
      writeErr("observatory graph: which lesson? e.g. observatory graph one-tile-of-ten --format mermaid")
      return 2
    }
    return GraphCommand(args: args).execute()
  case "check":
    return CheckCommand(args: args, style: style).execute()
  case "rule":
    return RuleCommand(args: args, style: style).execute()
  case "export":
    return ExportCommand(args: args).execute()
  case "expand":
    return ExpandCommand(args: args).execute()
  case "verify":
    return VerifyCommand(args: args, style: style).execute()
  case "drill":
    return DrillCommand(args: args, style: style).execute()
  case let other?:
    let near = Arguments.commands.min { a, b in a.commonPrefixCount(other) > b.commonPrefixCount(other) }
    writeErr(
      "observatory: unknown command '\(other)'" + (near.map { " (did you mean '\($0)'?)" } ?? "") + "\n\n"
        + Help.usage())
    return 2
  }
}

extension String {
  func commonPrefixCount(_ other: String) -> Int { zip(self, other).prefix { $0 == $1 }.count }
}

// A terminal REPL sets up signals here, before any other thread starts, so that Ctrl-C reaches
// only the thread that waits for keys or runs lesson code.
if REPL.isTerminal
  && (Arguments.wantsREPL(Array(CommandLine.arguments.dropFirst()))
    || CommandLine.arguments.dropFirst().first == "learn")
{
  REPL.prepareTerminalProcess()
}
StandardOutput.lineBuffered()
finish(onBigStack { main() })
