import Foundation
import Testing

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The REPL on a real pseudo-terminal: typing, history across restarts, Tab, Ctrl-C, Ctrl-D.
@Suite struct TerminalREPLTests {
  /// A fresh state folder (history) and home for one test.
  static func environment(state: URL? = nil) throws -> (env: [String: String], state: URL) {
    let dir =
      state ?? FileManager.default.temporaryDirectory.appendingPathComponent("observatory-pty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let env = [
      "XDG_STATE_HOME": dir.path, "HOME": dir.path, "TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8",
      "PATH": "/usr/bin:/bin", "PAGER": "cat",
    ]
    return (env, dir)
  }

  static let prompt = "obs> "

  @Test func aStatementShowsItsFiringOrder() throws {
    let (env, _) = try Self.environment()
    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("@Observable final class Counter { var tracked = 0 }\r")
    try t.expect(Self.prompt)
    try t.type("let counter = Counter()\r")
    try t.expect(Self.prompt)
    // A block over three lines: the continuation prompt, then it runs as one entry.
    try t.type("withObservationTracking {\r")
    try t.expect("...> ")
    try t.type("\t_ = counter.tracked\r")  // Tab at the start of a line indents
    try t.expect("...> ")
    try t.type("} onChange: { print(\"fired\") }\r")
    try t.expect("◉ T1 armed (one-shot) on counter.tracked")
    try t.expect(Self.prompt)
    try t.type("counter.tracked = 1\r")
    try t.expect("willSet counter.tracked 0 → 1")
    try t.expect("⚡ T1 onChange")
    try t.expect("» fired")
    try t.expect("✂ T1 cancelled")
    try t.expect("didSet  counter.tracked = 1")
    try t.expect(Self.prompt)
    // An error keeps the session; non-ASCII text goes through.
    try t.type("counter.missing = 2\r")
    try t.expect("has no member 'missing'")
    try t.type("print(\"héllo ✓\", counter.tracked)\r")
    try t.expect("» héllo ✓ 1")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  @Test func upRecallsALineAfterARestart() throws {
    let (env, state) = try Self.environment()
    do {
      let t = try PseudoTerminal(environment: env)
      try t.expect(Self.prompt)
      try t.type("let marker = 42\r")
      try t.expect(Self.prompt)
      try t.type("\u{4}")
      #expect(try t.waitForExit() == 0)
    }
    let file = state.appendingPathComponent("observatory/history")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("_HiStOrY_V2_\nlet\\040marker"))

    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("\u{1B}[A")
    try t.expect("let marker = 42")
    try t.type("\r")
    try t.expect(Self.prompt)
    try t.type("print(marker + 1)\r")
    try t.expect("» 43")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  @Test func tabCompletesMembersAndCommands() throws {
    let (env, _) = try Self.environment()
    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("@Observable final class Counter { var tracked = 0; var untracked = 0 }\r")
    try t.expect(Self.prompt)
    try t.type("let counter = Counter()\r")
    try t.expect(Self.prompt)
    try t.type("counter.tr\t")
    try t.expect("acked")
    try t.type(" = 5\r")
    try t.expect("write   counter.tracked 0 → 5")
    try t.expect(Self.prompt)
    try t.type(":he\t")
    try t.expect("lp ")
    try t.type("st\t")
    try t.expect("ep")
    try t.type("\r")
    try t.expect(":step  (also :s)")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  /// Ctrl-R searches the history as you type, shown as bash shows it (not libedit's bare `bck:`):
  /// Enter runs the entry found, Ctrl-R again finds an older one, Ctrl-G gives the line back, a
  /// query found nowhere says so, another key (Ctrl-E) ends the search and does its own work,
  /// and Ctrl-C cancels it.
  @Test func ctrlRSearchesTheHistoryAsYouType() throws {
    let (env, _) = try Self.environment()
    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("var alpha = 1\r")
    try t.expect(Self.prompt)
    try t.type("print(alpha + 10)\r")
    try t.expect("» 11")
    try t.expect(Self.prompt)
    try t.type("alpha = 5\r")
    try t.expect(Self.prompt)
    // The newest entry holding the query; Enter runs it.
    try t.type("\u{12}")
    try t.expect("(reverse-i-search)`': ")
    try t.type("print(al")
    try t.expect("l': ")
    try t.type("\r")
    try t.expect("» 15")
    try t.expect(Self.prompt)
    // Ctrl-R again skips the entry shown ("alpha = 5") for an older one ("var alpha = 1"); Ctrl-E
    // ends the search there and moves to the end: the line is edited, not run at once.
    try t.type("\u{12}")
    try t.type("alpha =")
    try t.type("\u{12}")
    try t.type("\u{5}")
    try t.type("1\r")
    try t.expect(Self.prompt)
    try t.type("print(alpha)\r")
    try t.expect("» 11")
    try t.expect(Self.prompt)
    // Ctrl-G gives back the line as it was before Ctrl-R.
    try t.type("print(3")
    try t.type("\u{12}")
    try t.type("alpha")
    try t.type("\u{7}")
    try t.type(")\r")
    try t.expect("» 3")
    try t.expect(Self.prompt)
    // A query in no entry says so.
    try t.type("\u{12}")
    try t.type("zzz")
    try t.expect("failed ")
    try t.type("\u{7}")
    // Ctrl-C cancels the search and keeps the session.
    try t.type("\u{12}")
    try t.type("pri")
    try t.type("\u{3}")
    try t.expect("^C")
    try t.expect(Self.prompt)
    try t.type("print(2)\r")
    try t.expect("» 2")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
    #expect(!String(decoding: t.output, as: UTF8.self).contains("bck:"))
  }

  @Test func ctrlCStopsARunawayLoopAndKeepsTheSession() throws {
    let (env, _) = try Self.environment()
    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("@Observable final class Counter { var n = 7 }\r")
    try t.expect(Self.prompt)
    try t.type("let counter = Counter()\r")
    try t.expect(Self.prompt)
    try t.type("var i = 0\r")
    try t.expect(Self.prompt)
    try t.type("while true { i += 1 }\r")
    try t.waitUntilRunning()
    t.press(3)
    try t.expect("stopped: interrupted (Ctrl-C)")
    try t.expect(Self.prompt)
    try t.type("print(i > 0, counter.n)\r")
    try t.expect("» true 7")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  @Test func ctrlCCancelsTheLineAndCtrlDExits() throws {
    let (env, _) = try Self.environment()
    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("print(\"never\")")
    try t.expect("print(\"never\")")
    try t.type("\u{3}")
    try t.expect("^C")
    try t.expect(Self.prompt)
    // An open block is cancelled as a whole.
    try t.type("if true {\r")
    try t.expect("...> ")
    try t.type("\u{3}")
    try t.expect(Self.prompt)
    try t.type("print(\"after\")\r")
    try t.expect("» after")
    try t.expect(Self.prompt)
    #expect(!t.all.contains("» never"))
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  @Test func aLessonOpensPausedBeforeItsFirstStep() throws {
    let (env, state) = try Self.environment()
    let lesson = state.appendingPathComponent("lesson.swift")
    try """
    //: # Counting
    //: A counter and who watches it.
    @Observable final class Counter { var n = 0 }
    let counter = Counter()
    //: ## Writes
    counter.n = 1
    """.write(to: lesson, atomically: true, encoding: .utf8)
    let t = try PseudoTerminal(arguments: [lesson.path], environment: env)
    try t.expect("Counting")
    try t.expect("A counter and who watches it.")
    try t.expect("Enter or :s runs the next statement")
    try t.expect("obs 1/3 line 3> ")
    try t.type("\r")
    try t.expect("@Observable final class Counter")
    try t.expect("obs 2/3 line 4> ")
    try t.type(":n\r")
    try t.expect("let counter = Counter()")
    try t.expect("## Writes")
    try t.expect("obs 3/3 line 6> ")
    try t.type("print(counter.n)\r")
    try t.expect("» 0")
    try t.type(":s\r")
    try t.expect("write   counter.n 0 → 1")
    try t.expect("end of the lesson")
    try t.type(":b\r")
    try t.expect("back before step 3 of 3")
    try t.type(":q\r")
    #expect(try t.waitForExit() == 0)
  }

  @Test func afterCtrlZAndFgTheLineIsRedrawnInRawMode() throws {
    let (env, _) = try Self.environment()
    let t = try PseudoTerminal(environment: env)
    try t.expect(Self.prompt)
    try t.type("print(7)")
    try t.expect("print(7)")
    // What a shell does: the job stops, the shell puts the terminal back in cooked mode, `fg`
    // continues the job.
    kill(t.pid, SIGSTOP)
    var cooked = termios()
    tcgetattr(t.master, &cooked)
    cooked.c_lflag |= tcflag_t(ICANON | ECHO)
    tcsetattr(t.master, TCSANOW, &cooked)
    kill(t.pid, SIGCONT)
    try t.expect("obs> print(7)")
    try t.type("\r")
    try t.expect("» 7")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  @Test func colourOnATerminalUnlessNoColor() throws {
    var (env, _) = try Self.environment()
    env["NO_COLOR"] = nil
    let t = try PseudoTerminal(environment: env)
    try t.expect("\u{1B}[1;36mobs> ")
    try t.type("print(1)\r")
    try t.expect("\u{1B}[2m│\u{1B}[0m")
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }
}
