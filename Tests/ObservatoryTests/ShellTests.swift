import Foundation
import ObservatoryVerification
import Testing

@testable import TestSupport

/// The command line as a shell user meets it: `--version`, `help COMMAND` and `COMMAND --help`
/// for every command, lessons named by number or name, the bash completion script
/// (`completions/observatory.bash`, run with the built binary) and the man page (`man/observatory.1`,
/// rendered by `man -l`). scripts/test-install.sh tests the installed files.
@Suite struct ShellTests {
  /// The commands `observatory help` lists (and `observatory ⇥` offers).
  static let commands = [
    "learn", "drill", "run", "present", "graph", "check", "export", "expand", "verify", "rule", "help",
  ]

  /// A folder with nothing in it, so that no file there looks like a lesson or completes.
  static func emptyFolder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  /// The options a command knows, as `observatory complete` offers them after a `-`.
  func options(of command: String) throws -> [String] {
    let words = command == "repl" ? ["-"] : [command, "-"]
    let r = try observatory(["complete", "--"] + words)
    #expect(r.status == 0)
    let options = r.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }
      .filter { !["--help", "--version"].contains($0) }
    #expect(options.isEmpty == (command == "help"), "observatory complete offers no options for \(command)")
    return options
  }

  @Test func everyCommandHasHelpThatNamesEachOfItsOptions() throws {
    let listed = try observatory(["complete", "--", ""]).stdout.split(separator: "\n").dropFirst()
      .map { String($0.split(separator: "\t")[0]) }
    #expect(Array(listed.prefix(Self.commands.count)) == Self.commands)
    for command in Self.commands + ["repl"] {
      let help = try observatory(["help", command])
      #expect(help.status == 0 && help.stderr.isEmpty, "observatory help \(command)")
      if command != "help" {
        #expect(help.stdout.hasPrefix("usage: observatory" + (command == "repl" ? "" : " " + command)))
      }
      if command != "repl" {
        let dashed = try observatory([command, "--help"])
        #expect(dashed.status == 0 && dashed.stdout == help.stdout, "observatory \(command) --help")
        #expect(try observatory([command, "-h"]).stdout == help.stdout)
      }
      for option in try options(of: command) {
        #expect(help.stdout.contains(option), "observatory help \(command) does not name \(option)")
      }
    }
    #expect(try options(of: "verify").contains("--verbose"))
    #expect(try observatory(["help", "frobnicate"]).status == 2)
  }

  @Test func anUnknownOptionIsOneMessageNamingTheCommand() throws {
    for command in Self.commands where command != "help" {
      let r = try observatory([command, "--bogus", "x.swift"])
      #expect(r.status == 2)
      #expect(r.stderr == "observatory \(command): unknown option '--bogus' (observatory help \(command) lists them)\n")
    }
    let flagWithValue = try observatory(["run", "--quiet=yes", "x.swift"])
    #expect(flagWithValue.status == 2 && flagWithValue.stderr.contains("--quiet takes no value"))
    let missingValue = try observatory(["graph", "x.swift", "--at"])
    #expect(missingValue.status == 2 && missingValue.stderr.contains("--at needs a value"))
  }

  @Test func versionSaysWhatItSimulatesAndWhichSwiftcItFound() throws {
    let r = try observatory(["--version"])
    #expect(r.status == 0)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first?.hasPrefix("observatory ") == true)
    #expect(lines.contains { $0.contains("Swift \(SwiftToolchain.measuredVersion)") })
    let swiftc = SwiftToolchain.find()
    #expect(lines.contains { $0.hasPrefix("swiftc for the compiler check: " + (swiftc?.swiftc ?? "none found")) })
    #expect(lines.last == "course: " + Repository.root.path)
  }

  @Test func aLessonOfTheCourseIsNamedByNumberOrName() throws {
    let here = try Self.emptyFolder()
    let byPath = try observatory(
      ["run", "--quiet", Repository.root.appendingPathComponent("Lessons/01-tracked-reads.swift").path])
    #expect(byPath.status == 0 && !byPath.stdout.isEmpty)
    #expect(try observatory(["run", "1", "--quiet"], cwd: here).stdout == byPath.stdout)
    #expect(try observatory(["run", "tracked-reads", "--quiet"], cwd: here).stdout == byPath.stdout)
    let missing = try observatory(["run", "no-such-lesson"], cwd: here)
    #expect(missing.status == 1 && missing.stderr.contains("no-such-lesson"))
  }

  /// `observatory pr⇥`, `observatory present ⇥` and a few more through the bash completion
  /// function, as bash calls it (COMP_WORDS, COMP_CWORD), with the binary built.
  func bashCompletes(_ words: [String], in dir: URL) throws -> [String] {
    let script = Repository.root.appendingPathComponent("completions/observatory.bash").path
    let quoted = ([Repository.observatory.path] + words).map { "'" + $0 + "'" }.joined(separator: " ")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = [
      "--noprofile", "--norc", "-c",
      "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); _observatory; "
        + "printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    p.currentDirectoryURL = dir
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsLessonsOptionsAndRules() throws {
    let here = try Self.emptyFolder()
    #expect(try bashCompletes(["pr"], in: here) == ["present"])
    let lessons = try bashCompletes(["present", ""], in: here)
    let menu = try observatory(["learn"], cwd: here).stdout
    // The menu's lines: a mark, the label (`7`, `E2`), the title.
    let numbered = menu.split(separator: "\n").filter {
      let label = $0.dropFirst(2).trimmingCharacters(in: .whitespaces)
      return label.first?.isNumber == true || (label.first == "E" && label.dropFirst().first?.isNumber == true)
    }
    #expect(lessons.count == numbered.count && lessons.count >= 22)
    #expect(lessons.prefix(3) == ["tracked-reads", "read-what-you-watch", "reads-along-a-path"])
    #expect(lessons.contains("fix-the-view"))
    #expect(try bashCompletes(["present", "one-t"], in: here) == ["one-tile-of-ten"])
    #expect(try bashCompletes(["run", "--qu"], in: here) == ["--quiet"])
    #expect(try bashCompletes(["run", "--format", ""], in: here) == ["text", "markdown", "json", "html"])
    #expect(try bashCompletes(["rule", "R2"], in: here) == ["R2", "R20", "R21", "R22", "R23", "R24", "R25"])
    #expect(try bashCompletes(["learn", "n"], in: here) == ["next", "nested-models"])
    try "".write(to: here.appendingPathComponent("mine.swift"), atomically: true, encoding: .utf8)
    try "".write(to: here.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    #expect(try bashCompletes(["run", "m"], in: here) == ["migration", "migrate-the-environment", "mine.swift"])
    #expect(try bashCompletes(["run", "-o", "n"], in: here) == ["notes.txt"])
  }

  @Test func theManPageNamesEveryCommandAndOptionAndRendersWithoutWarnings() throws {
    let page = Repository.root.appendingPathComponent("man/observatory.1")
    let source = try String(contentsOf: page, encoding: .utf8)
    for command in Self.commands {
      #expect(source.contains(".Cm \(command)"), "the man page does not describe \(command)")
      for option in try options(of: command) {
        let spelled = option.hasPrefix("--") ? "Fl \\-" + option.dropFirst(2) : "Fl " + option.dropFirst()
        #expect(source.contains(spelled), "the man page does not name \(command) \(option)")
      }
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/man")
    p.arguments = ["--warnings=all", "-l", page.path]
    p.environment = ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    #expect(warnings.isEmpty, "man -l warns: \(warnings)")
    #expect(text.contains("observatory learn") && text.contains("OBSERVATORY_COURSE"))
  }
}
