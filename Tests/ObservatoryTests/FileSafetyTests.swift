import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// Files are never lost and never waited on (issue 30): every path the playground reads must be
/// a regular file (a pipe, a device, a folder or a loop of links is a clear error, in every
/// command), an output is never one of the command's inputs, and the progress file survives
/// damage, symbolic links and two learners at once. Each test ends within seconds: a command
/// that hangs is killed and fails its test.
@Suite struct FileSafetyTests {
  static let lesson = "//: # A lesson\nlet x = 1\nprint(x)\n"

  // MARK: - Inputs: regular files only

  /// A named pipe nobody writes blocked `run`, `check` (even as one `*.swift` in a folder),
  /// `export`, `present` and `:load` forever.
  @Test func aNamedPipeIsRefusedByEveryCommand() throws {
    let s = try Scratch("fifo")
    defer { s.remove() }
    let fifo = s.fifo("pipe.swift")
    try s.file("ok.swift", Self.lesson)
    for args in [
      ["run", fifo], ["run", fifo, "--format", "html"], ["export", fifo, "--swift"], ["present", fifo],
      ["check", s.url.path], ["graph", fifo], ["verify", s.path("ok.swift"), "--recorded", fifo],
    ] {
      let r = try ChildProcess.run(args)
      #expect(
        r.status == (args[0] == "verify" ? 2 : 1), "\(args): status \(String(describing: r.status)) (nil: it hung)")
      // `check` reports on standard output, the others on standard error.
      #expect((r.err + r.out).contains("is a named pipe (FIFO), not a file"), "\(args): \(r.err)")
    }
    // `check` of the folder still checks the other lesson.
    let check = try ChildProcess.run(["check", s.url.path])
    #expect(check.out.contains("✓ \(s.path("ok.swift"))") && check.out.contains("2 lessons, 1 failed"), "\(check.out)")
    let repl = try ChildProcess.run([], input: ":load \(fifo)\nprint(\"still here\")\n")
    #expect(repl.status == 1)
    #expect(repl.out.contains("named pipe (FIFO)") && repl.out.contains("still here"), "\(repl.out)")
  }

  @Test func devicesFoldersAndLinkLoopsSayWhatTheyAre() throws {
    let s = try Scratch("kinds")
    defer { s.remove() }
    symlink(s.path("b.swift"), s.path("a.swift"))
    symlink(s.path("a.swift"), s.path("b.swift"))
    for (args, words) in [
      (["run", "/dev/zero"], "is a device, not a file"),
      (["run", s.url.path], "is a directory"),
      (["run", s.path("a.swift")], "a symbolic link that leads back to itself"),
      // `check` looked the path up with fileExists and said "no such file".
      (["check", s.path("a.swift")], "a symbolic link that leads back to itself"),
      (["export", s.path("a.swift"), "--swift"], "a symbolic link that leads back to itself"),
    ] {
      let r = try ChildProcess.run(args)
      #expect(r.status != 0 && r.status != nil, "\(args)")
      #expect(r.err.contains(words), "\(args): \(r.err)")
    }
  }

  // MARK: - Outputs: never an input

  /// `run -o`, `export -o` and `:save` replaced the lesson they read and exited 0, whatever the
  /// spelling of the path: the same real path, a symbolic link, a hard link.
  @Test func anOutputThatIsTheInputIsRefused() throws {
    let s = try Scratch("same")
    defer { s.remove() }
    let lesson = try s.file("X.swift", Self.lesson)
    symlink(lesson, s.path("link.swift"))
    link(lesson, s.path("hard.swift"))
    let spellings = [lesson, s.url.path + "/./X.swift", s.url.path + "/../" + s.url.lastPathComponent + "/X.swift"]
    for out in spellings + [s.path("hard.swift")] {
      for args in [["run", lesson, "--format", "html", "-o", out], ["export", lesson, "--swift", "-o", out]] {
        let r = try ChildProcess.run(args)
        #expect(r.status == 1, "\(args)")
        #expect(r.err.contains("is the file this command reads"), "\(args): \(r.err)")
      }
    }
    // Through a link to the lesson, the lesson is still the input.
    let viaLink = try ChildProcess.run(["run", s.path("link.swift"), "--format", "html", "-o", lesson])
    #expect(viaLink.status == 1 && viaLink.err.contains("is the file this command reads"))
    let save = try ChildProcess.run(
      [lesson], input: "let y = 2\n:save \(lesson)\n:export markdown \(lesson)\n", environment: ["COLUMNS": "1000"])
    #expect(save.status == 1)
    #expect(save.out.components(separatedBy: "is the file this command reads").count == 3, "\(save.out)")
    #expect(try String(contentsOfFile: lesson, encoding: .utf8) == Self.lesson)
    #expect(s.names.allSatisfy { !$0.contains(".observatory-") }, "\(s.names)")
  }

  /// `--bless` writes `X.expected` beside `X.swift`; when that name is the lesson itself (a hard
  /// link), it is refused and the lesson kept.
  @Test func blessNeverWritesOverTheLesson() throws {
    let s = try Scratch("bless")
    defer { s.remove() }
    let lesson = try s.file("X.swift", Self.lesson)
    link(lesson, s.path("X.expected"))
    let r = try ChildProcess.run(["check", lesson, "--bless"])
    #expect(r.status == 1)
    #expect(r.out.contains("is the file this command reads"), "\(r.out)")
    #expect(try String(contentsOfFile: lesson, encoding: .utf8) == Self.lesson)
  }

  /// A golden transcript that is a pipe fails the check with the reason instead of blocking it.
  @Test func aGoldenTranscriptThatIsAPipeFailsTheCheck() throws {
    let s = try Scratch("golden")
    defer { s.remove() }
    let lesson = try s.file("X.swift", Self.lesson)
    _ = s.fifo("X.expected")
    let r = try ChildProcess.run(["check", lesson])
    #expect(r.status == 1)
    #expect(r.out.contains("named pipe"), "\(r.out)")
  }

  /// `run --format html -o` exits 1 when an `#expect` fails or the lesson stops with an error,
  /// as the other formats do (it exited 0).
  @Test func aWebPageOfAFailingLessonExitsOne() throws {
    let s = try Scratch("htmlstatus")
    defer { s.remove() }
    for text in ["let x = 1\n#expect(x == 2)\n", "let xs = [1]\nprint(xs[3])\n"] {
      let lesson = try s.file("f.swift", text)
      let r = try ChildProcess.run(["run", lesson, "--format", "html", "-o", s.path("f.html")])
      #expect(r.status == 1, "\(text)")
      #expect(FileManager.default.fileExists(atPath: s.path("f.html")))
    }
    let ok = try s.file("ok.swift", Self.lesson)
    #expect(try ChildProcess.run(["run", ok, "--format", "html", "-o", s.path("ok.html")]).status == 0)
  }

  // MARK: - Temporary files

  /// A signal while an output is being written leaves no temporary file, and the output holds its
  /// old contents or all of the new ones: the writer stops itself (`OBSERVATORY_STOP_WRITING`, a
  /// test hook) where the temporary file has its name, the test sends the signal and lets it go
  /// on. (The signal may reach another thread while the writer renames the finished file: then
  /// the new contents are there, whole.)
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalWhileWritingLeavesNoTemporaryFile(_ signal: Int32) throws {
    let s = try Scratch("signal")
    defer { s.remove() }
    let lesson = try s.file("X.swift", Self.lesson)
    let out = try s.file("out.swift", "old contents\n")
    let whole = try ChildProcess.run(["export", lesson, "--swift"]).out
    #expect(whole.contains("print(x)"))
    for mode in ["named", "unnamed"] {
      let pid = try spawnWithDefaultSignals(
        ["export", lesson, "--swift", "-o", out], environment: ["OBSERVATORY_STOP_WRITING": mode])
      #expect(waitUntilStopped(pid), "\(mode): the writer never stopped")
      #expect(s.names.contains { $0.hasPrefix(".out.swift.observatory-") }, "\(mode): \(s.names)")
      kill(pid, signal)
      kill(pid, SIGCONT)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      // Ended by that signal (the handler removes the file, then lets the signal do as it would).
      #expect(status & 0x7F == signal, "\(mode): wait status \(status)")
      #expect(s.names == ["X.swift", "out.swift"], "\(mode): \(s.names)")
      let now = try String(contentsOfFile: out, encoding: .utf8)
      #expect(now == "old contents\n" || now == whole, "\(mode): \(now.prefix(200))")
      try "old contents\n".write(toFile: out, atomically: false, encoding: .utf8)
    }
  }

  /// Starts `observatory ARGS` with every signal unblocked and at its default action (a test
  /// runner may block some, and a child inherits that), standard output and error to /dev/null.
  func spawnWithDefaultSignals(_ args: [String], environment: [String: String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    let argv = ([Repository.observatory.path] + args).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0)=\($1)") } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, Repository.observatory.path, &actions, &attributes, argv, envp)
    guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EINVAL) }
    return pid
  }

  /// Waits (up to 10 s) until process `pid` is stopped by a signal.
  func waitUntilStopped(_ pid: Int32) -> Bool {
    for _ in 0..<5000 {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
      // The state is the first field after the command name in parentheses.
      if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "T" { return true }
      usleep(2_000)
    }
    return false
  }
}
