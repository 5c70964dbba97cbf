import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Child processes: run with a timeout, output captured through files (no pipe can fill up). Each
/// child leads a session and process group of its own (no controlling terminal), and the whole
/// group is killed when it ends, when it runs out of time, or when verify is stopped by a signal
/// (`Cleanup`): nothing it started outlives it. Signals verify ignores are back to their defaults
/// in the child.
enum Subprocess {
  struct Result: Sendable {
    var status: Int32
    /// Ended by a signal (a trap, a stack overflow), with that signal's number as `status`.
    var signaled: Bool
    var timedOut: Bool
    var stdout: Data
    var stderr: Data
    var seconds: Double
  }

  /// Runs a program; with `mergeOutput`, its standard error goes to standard output, in the order
  /// written (as `2>&1` in a shell), and `stderr` is empty. `environment` is added to verify's own;
  /// `TMPDIR` is a private folder removed when the child ends, unless `environment` names another.
  static func run(
    _ executable: String, _ arguments: [String], timeout: Double, mergeOutput: Bool = false,
    environment: [String: String] = [:]
  ) -> Result {
    let start = Date()
    func failed(_ why: String) -> Result {
      Result(
        status: -1, signaled: false, timedOut: false, stdout: Data(),
        stderr: Data("cannot run \(executable): \(why)".utf8),
        seconds: 0)
    }
    guard let folder = TempFolder.make("run") else { return failed("no temporary folder") }
    defer { folder.remove() }
    let outPath = folder.path + "/stdout", errPath = folder.path + "/stderr"
    var env = ProcessInfo.processInfo.environment
    // The child's temporary files go into this call's own folder unless told otherwise.
    env["TMPDIR"] = folder.path
    for (k, v) in environment { env[k] = v }
    guard
      let pid = Cleanup.registry.startGroup({ spawn(executable, arguments, env, outPath, mergeOutput ? nil : errPath) })
    else {
      return failed(String(cString: strerror(errno)))
    }
    // Wait on a thread of its own for the child to end (without reaping it, so that its group id
    // stays its own until the group is killed).
    let ended = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
      ended.signal()
    }
    var timedOut = ended.wait(timeout: .now() + timeout) == .timedOut
    // A busy machine does not decide: while the program wants a CPU and has had less CPU time than
    // its timeout, it gets more wall time (up to ten times the timeout; the sandbox's CPU limit
    // ends a program that computes forever).
    let longest = Date().addingTimeInterval(9 * timeout)
    while timedOut, Date() < longest, let usage = SessionUsage.sample(session: pid), usage.wantsCPU,
      usage.cpuSeconds < timeout
    {
      timedOut = ended.wait(timeout: .now() + 0.2) == .timedOut
    }
    if timedOut {
      kill(-pid, SIGKILL)
      ended.wait()
    }
    // Whatever the leader left behind in its group goes with it; then it is reaped.
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    Cleanup.registry.endGroup(pid)
    let signal = status & 0x7f
    return Result(
      status: signal == 0 ? (status >> 8) & 0xff : signal, signaled: signal != 0 && !timedOut, timedOut: timedOut,
      stdout: FileManager.default.contents(atPath: outPath) ?? Data(),
      stderr: mergeOutput ? Data() : FileManager.default.contents(atPath: errPath) ?? Data(),
      seconds: Date().timeIntervalSince(start))
  }

  /// Starts `executable` in a new session with standard input from /dev/null and its output in
  /// files; nil (with `errno`) if it cannot start.
  static func spawn(
    _ executable: String, _ arguments: [String], _ env: [String: String], _ out: String, _ err: String?
  ) -> pid_t? {
    #if canImport(Glibc)
      var attr = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
      let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc 2.26)
    #else
      var attr: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
      let newSession = Int32(POSIX_SPAWN_SETSID)
    #endif
    posix_spawnattr_init(&attr)
    posix_spawn_file_actions_init(&actions)
    defer {
      posix_spawnattr_destroy(&attr)
      posix_spawn_file_actions_destroy(&actions)
    }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attr, &all)
    posix_spawnattr_setsigmask(&attr, &none)
    posix_spawnattr_setflags(&attr, Int16(newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)))
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let err {
      posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv + envp { free(p) }
    }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, executable, &actions, &attr, argv, envp)
    guard rc == 0 else {
      errno = rc
      return nil
    }
    return pid
  }

  /// Calls `body(0..<count)` on up to `jobs` threads at once and waits for all.
  static func parallel(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: max(1, jobs))
    for i in 0..<count {
      slots.wait()
      group.enter()
      Thread.detachNewThread {
        body(i)
        slots.signal()
        group.leave()
      }
    }
    group.wait()
  }
}

/// A value shared between threads behind a lock.
final class LockedBox<T>: @unchecked Sendable {
  private var stored: T
  private let lock = NSLock()
  init(_ value: T) { stored = value }
  var value: T {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func mutate(_ body: (inout T) -> Void) {
    lock.lock()
    body(&stored)
    lock.unlock()
  }
}
