import Foundation

#if canImport(Glibc)
  import Glibc

  /// Waits until a file is saved, with Linux's inotify (no polling): it watches the file's folder,
  /// because editors often save by writing a new file and renaming it over the old one. While it
  /// waits it also watches another descriptor (standard input), so a learner can type commands.
  public final class FileWatcher {
    public enum Event: Equatable {
      /// The file was written, created or renamed into place.
      case saved
      /// The other descriptor has input (or reached its end).
      case input
      /// A signal (Ctrl-C) interrupted the wait.
      case interrupted
    }

    private let fd: Int32
    private let name: String

    /// Watches `path`; nil if inotify is not available.
    public init?(path: String) {
      let dir = (path as NSString).deletingLastPathComponent
      name = (path as NSString).lastPathComponent
      fd = inotify_init1(Int32(IN_CLOEXEC))
      guard fd >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
      guard inotify_add_watch(fd, dir.isEmpty ? "." : dir, mask) >= 0 else {
        close(fd)
        return nil
      }
    }

    deinit { close(fd) }

    /// Blocks until the file is saved or `input` (a descriptor, -1 for none) is readable.
    /// `timeout` in milliseconds (-1: forever); nil when it passed.
    public func wait(input: Int32 = -1, timeout: Int32 = -1) -> Event? {
      while true {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        if input >= 0 { fds.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
        let n = poll(&fds, nfds_t(fds.count), timeout)
        if n == 0 { return nil }
        if n < 0 { return errno == EINTR ? .interrupted : nil }
        if fds[0].revents & Int16(POLLIN) != 0, readEvents() { return .saved }
        if fds.count > 1, fds[1].revents != 0 { return .input }
      }
    }

    /// Reads the pending events; true if one is about the file.
    private func readEvents() -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let n = read(fd, &buffer, buffer.count)
      guard n > 0 else { return false }
      var offset = 0
      var hit = false
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= n {
        let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
        if length > 0 {
          let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
          if String(decoding: nameBytes, as: UTF8.self) == name { hit = true }
        }
        offset += header + length
      }
      return hit
    }
  }
#endif
