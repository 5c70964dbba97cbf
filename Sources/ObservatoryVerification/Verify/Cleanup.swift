import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `observatory verify` must undo on every way out: the process groups of the programs and
/// compilers it started and the private temporary folders it made. A normal return undoes each
/// where it was made (`Subprocess.run`, `TempFolder.remove`); a signal (`SIGINT`, `SIGTERM`,
/// `SIGHUP`) to verify undoes all of them at once (`stopOnSignals`) before verify dies of it.
public enum Cleanup {
  /// Live process groups (each child leads a session and group of its own) and folders to remove.
  final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var folders: Set<String> = []
    /// Set once a signal arrived: nothing new is started.
    private var stopping = false

    /// Runs `start` (which returns the new group's leader, or nil) unless verify is stopping, and
    /// registers the group in the same critical section, so a signal never misses it.
    func startGroup(_ start: () -> pid_t?) -> pid_t? {
      lock.lock()
      defer { lock.unlock() }
      guard !stopping, let pid = start() else { return nil }
      groups.insert(pid)
      return pid
    }

    func endGroup(_ pid: pid_t) {
      lock.lock()
      groups.remove(pid)
      lock.unlock()
    }

    func addFolder(_ path: String) {
      lock.lock()
      folders.insert(path)
      lock.unlock()
    }

    func removeFolder(_ path: String) {
      lock.lock()
      folders.remove(path)
      lock.unlock()
      Cleanup.removeTree(path)
    }

    /// Kills every live group, removes every folder, then `die`s, holding the lock all along:
    /// a thread that would go on (a child's end, a folder's removal, a new child) waits for it, so
    /// nothing is reported and nothing new starts once a signal came.
    func stopAll(then die: () -> Never) -> Never {
      lock.lock()
      stopping = true
      for g in groups { kill(-g, SIGKILL) }
      for f in folders { Cleanup.removeTree(f) }
      die()
    }
  }

  static let registry = Registry()

  /// Removes a folder; a killed process may still be finishing a write into it, so it retries
  /// until the folder is gone (for at most two seconds).
  static func removeTree(_ path: String) {
    let deadline = Date().addingTimeInterval(2)
    repeat {
      try? FileManager.default.removeItem(atPath: path)
      if !FileManager.default.fileExists(atPath: path) { return }
      usleep(10_000)
    } while Date() < deadline
  }

  private nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

  /// From now on, `SIGINT`, `SIGTERM` and `SIGHUP` kill every child's process group and remove every
  /// private folder, then end verify with that signal (a shell sees 128 + N).
  public static func stopOnSignals() {
    guard sources.isEmpty else { return }
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        registry.stopAll {
          // Die of the signal itself (the shell sees 128 + N): its default action, unblocked on
          // this thread (dispatch's threads, and a parent's mask, may block it).
          signal(sig, SIG_DFL)
          var set = sigset_t()
          sigemptyset(&set)
          sigaddset(&set, sig)
          pthread_sigmask(SIG_UNBLOCK, &set, nil)
          raise(sig)
          _exit(128 + sig)
        }
      }
      source.resume()
      sources.append(source)
    }
  }
}

/// A private temporary folder (mode 0700 under the system's temporary directory), removed by
/// `remove()` or, when verify is stopped by a signal, by `Cleanup`.
public struct TempFolder: Sendable {
  public let path: String

  /// Makes `observatory-PREFIX-XXXXXX`; nil if the system's temporary directory is not writable.
  public static func make(_ prefix: String) -> TempFolder? {
    let base = (ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
    var template = Array(
      "\(base.hasSuffix("/") ? String(base.dropLast()) : base)/observatory-\(prefix)-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
    let path = String(cString: made)
    Cleanup.registry.addFolder(path)
    return TempFolder(path: path)
  }

  public func remove() { Cleanup.registry.removeFolder(path) }
}
