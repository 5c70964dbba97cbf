import Foundation
import Testing

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// `observatory` running on a pseudo-terminal (forkpty), driven like a person at a keyboard.
///
/// Reliability (see ../shared/notes/libedit-on-linux.md): before each key the driver waits until
/// the terminal is in raw mode *and* the REPL's thread is blocked in `ppoll` waiting for a key;
/// keys typed earlier would be echoed by the terminal or lost. The child gets an empty signal
/// mask (test threads block SIGINT) and no inherited file descriptors.
final class PseudoTerminal {
  let pid: pid_t
  let master: Int32
  /// Everything the program wrote so far.
  private(set) var output: [UInt8] = []
  /// Where `expect` starts looking.
  private var mark = 0
  private(set) var exitStatus: Int32?

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  init(arguments: [String] = [], environment: [String: String], columns: UInt16 = 120) throws {
    let binary = Repository.observatory.path
    // Everything the child needs is prepared before fork: after it, only async-signal-safe calls.
    let program = strdup(binary)!
    let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 2)
    for (i, a) in ([binary] + arguments).enumerated() { argv[i] = i == 0 ? program : strdup(a) }
    argv[arguments.count + 1] = nil
    let pairs = environment.map { "\($0.key)=\($0.value)" }
    let envp = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: pairs.count + 1)
    for (i, p) in pairs.enumerated() { envp[i] = strdup(p) }
    envp[pairs.count] = nil
    defer {
      for i in 0...arguments.count { free(argv[i]) }
      argv.deallocate()
      for i in 0..<pairs.count { free(envp[i]) }
      envp.deallocate()
    }
    var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    let maxFD = Int32(min(max(sysconf(Int32(_SC_OPEN_MAX)), 256), 65536))
    var fd: Int32 = -1
    let child = forkpty(&fd, nil, nil, &size)
    if child == 0 {
      sigprocmask(SIG_SETMASK, &noSignals, nil)
      var k: Int32 = 3
      while k < maxFD {
        close(k)
        k += 1
      }
      execve(program, argv, envp)
      _exit(127)
    }
    guard child > 0 else { throw Failure(description: "forkpty failed: errno \(errno)") }
    pid = child
    master = fd
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// The output since the last `expect`, as text with escape sequences left in.
  var recent: String { String(decoding: output[mark...], as: UTF8.self) }
  var all: String { String(decoding: output, as: UTF8.self) }

  // MARK: - Reading

  /// Reads what is there, waiting up to `milliseconds` for the first byte.
  @discardableResult
  private func drain(milliseconds: Int32) -> Bool {
    var p = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&p, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard n > 0 else {
      // EIO: the child closed the terminal; avoid spinning.
      usleep(2000)
      return false
    }
    output += buffer[0..<n]
    return true
  }

  /// Waits until the output since the last expectation contains `text`; then moves past it.
  func expect(_ text: String, timeout: Double = 120, _ location: SourceLocation = #_sourceLocation) throws {
    let deadline = Date().addingTimeInterval(timeout)
    let needle = Array(text.utf8)
    while true {
      if let r = find(needle) {
        mark = r
        return
      }
      if Date() > deadline {
        throw Failure(
          description: "timed out waiting for \(text.debugDescription); output since: \(recent.debugDescription)")
      }
      if !drain(milliseconds: 20) { reapIfExited() }
    }
  }

  private func find(_ needle: [UInt8]) -> Int? {
    guard output.count - mark >= needle.count, !needle.isEmpty else { return nil }
    var i = mark
    while i + needle.count <= output.count {
      if output[i] == needle[0] && Array(output[i..<i + needle.count]) == needle { return i + needle.count }
      i += 1
    }
    return nil
  }

  // MARK: - Typing

  /// Waits until the REPL waits for a key, then types `keys`.
  func type(_ keys: String, timeout: Double = 120) throws {
    try waitUntilReading(timeout: timeout)
    let bytes = Array(keys.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw Failure(description: "write to the terminal failed: errno \(errno)") }
      written += n
    }
  }

  /// Types a key without waiting for the editor (Ctrl-C while a statement runs).
  func press(_ key: UInt8) {
    var k = key
    _ = write(master, &k, 1)
  }

  func waitUntilReading(timeout: Double) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !(isRawMode && threadState == .waitingForKey) {
      if exitStatus != nil || reapIfExited() {
        throw Failure(description: "the REPL exited; output: \(all.debugDescription)")
      }
      if Date() > deadline {
        throw Failure(description: "the REPL never waited for a key; output: \(recent.debugDescription)")
      }
      drain(milliseconds: 2)
    }
  }

  /// Waits until a statement is running: the terminal is back in cooked mode and no thread
  /// waits for a key, for 100 ms in a row.
  func waitUntilRunning(timeout: Double = 120) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var since: Date?
    while true {
      if !isRawMode && threadState == .running {
        if let s = since, Date().timeIntervalSince(s) > 0.1 { return }
        if since == nil { since = Date() }
      } else {
        since = nil
      }
      if Date() > deadline {
        throw Failure(description: "the statement never started running; output: \(recent.debugDescription)")
      }
      drain(milliseconds: 5)
    }
  }

  var isRawMode: Bool {
    var t = termios()
    guard tcgetattr(master, &t) == 0 else { return false }
    return t.c_lflag & tcflag_t(ICANON) == 0 && t.c_lflag & tcflag_t(ECHO) == 0
  }

  enum ThreadState { case waitingForKey, running, other }

  /// From /proc: a thread blocked in ppoll (syscall 271 on x86_64, 73 on arm64) is the editor
  /// waiting for a key; a thread that is "running" is running lesson code. Where `syscall` cannot
  /// be read (a locked-down /proc), the threads' scheduler states stand in: all asleep counts as
  /// waiting for a key.
  var threadState: ThreadState {
    #if arch(x86_64)
      let ppoll = "271"
    #else
      let ppoll = "73"
    #endif
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return .other }
    var running = false
    var readable = false
    var allAsleep = true
    for t in tasks {
      if let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(t)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      {
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        if state == "R" { running = true }
        if state != "S" { allAsleep = false }
      }
      guard let s = try? String(contentsOfFile: "/proc/\(pid)/task/\(t)/syscall", encoding: .utf8), !s.isEmpty else {
        continue
      }
      readable = true
      let first = s.split(separator: " ").first.map(String.init) ?? s.trimmingCharacters(in: .whitespacesAndNewlines)
      if first == ppoll { return .waitingForKey }
      if first.hasPrefix("running") { running = true }
    }
    if running { return .running }
    return !readable && allAsleep ? .waitingForKey : .other
  }

  // MARK: - Exit

  @discardableResult
  private func reapIfExited() -> Bool {
    guard exitStatus == nil else { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    exitStatus = status
    return true
  }

  /// Waits for the program to end; its exit code (or 128 + signal).
  func waitForExit(timeout: Double = 120) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while !reapIfExited() {
      if Date() > deadline { throw Failure(description: "the REPL did not exit; output: \(recent.debugDescription)") }
      drain(milliseconds: 10)
    }
    while drain(milliseconds: 0) {}
    let s = exitStatus ?? 0
    return s & 0x7F == 0 ? (s >> 8) & 0xFF : 128 + (s & 0x7F)
  }
}
