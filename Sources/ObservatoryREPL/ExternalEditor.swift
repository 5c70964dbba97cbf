import Foundation

/// `:edit`: an entry in the learner's own editor (`$VISUAL`, else `$EDITOR`, else `vi`), which
/// gets the terminal while it runs. The text goes through a temporary `.swift` file (so the
/// editor highlights it); what the editor saved comes back.
enum ExternalEditor {
  enum Outcome: Equatable {
    case edited(String)
    case failed(String)
  }

  static func edit(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
    let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let folder = FileManager.default.temporaryDirectory
    let file = folder.appendingPathComponent("observatory-entry-\(getpid())-\(UUID().uuidString.prefix(8)).swift")
    do { try (text.isEmpty ? "" : text + "\n").write(to: file, atomically: true, encoding: .utf8) } catch {
      return .failed("cannot write \(file.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: file) }
    // The editor command may carry arguments (`EDITOR="code --wait"`): the shell splits it.
    let status = run(["/bin/sh", "-c", editor + " \"$1\"", "sh", file.path], environment: environment)
    guard status == 0 else { return .failed("the editor (\(editor)) exited with status \(status); nothing was run") }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return .failed("the editor left no file behind; nothing was run")
    }
    var edited = String(decoding: data, as: UTF8.self)
    while edited.hasSuffix("\n") || edited.hasSuffix("\r") { edited.removeLast() }
    return .edited(edited)
  }

  /// Runs a program in the foreground with the REPL's terminal, signals unblocked and at their
  /// defaults in the child; its exit status (or -1).
  static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for s in [SIGINT, SIGWINCH, SIGCONT, SIGQUIT, SIGTSTP] { sigaddset(&defaults, s) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], nil, &attributes, argv, envp) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    // WIFEXITED / WEXITSTATUS
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }
}
