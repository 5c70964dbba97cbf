import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much CPU a child's session has had, and whether it is waiting for a CPU: what lets a
/// timeout tell a program that runs forever from one a busy machine has not run yet (CI shares
/// two cores with builds). Read from Linux's `/proc/PID/stat` for every process of the session
/// (the sandbox's processes keep the session `Subprocess` made); nil where there is no `/proc`.
struct SessionUsage {
  /// User and system CPU seconds of the session's live processes.
  var cpuSeconds: Double
  /// Some thread of the session is running or ready to run (state R), or in an uninterruptible
  /// wait (D: a page fault, a disk read), rather than sleeping or stopped.
  var wantsCPU: Bool

  static func sample(session: pid_t) -> SessionUsage? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    var usage = SessionUsage(cpuSeconds: 0, wantsCPU: false)
    var found = false
    for name in names where name.first?.isNumber == true {
      guard let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt,
      // majflt, cmajflt, utime, stime (proc(5)).
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 12, Int32(fields[3]) == session, let user = Double(fields[11]),
        let system = Double(fields[12])
      else { continue }
      found = true
      usage.cpuSeconds += (user + system) / ticks
      if !usage.wantsCPU { usage.wantsCPU = anyThreadWantsCPU(name) }
    }
    return found ? usage : nil
  }

  /// Whether a thread of process `pid` is running, ready, or in an uninterruptible wait.
  private static func anyThreadWantsCPU(_ pid: String) -> Bool {
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return threads.contains { thread in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"), let state = stat[stat.index(after: close)...].split(separator: " ").first
      else { return false }
      return state == "R" || state == "D"
    }
  }
}
