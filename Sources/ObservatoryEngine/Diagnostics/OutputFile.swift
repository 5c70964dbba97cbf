import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file the user named (`export -o PATH`, the REPL's `:export`), so that nothing the
/// user owns is lost: the text goes to a new file in the same directory, which is then renamed
/// over PATH, so PATH holds either its old contents or all of the new ones. PATH must be a
/// regular file or not exist: a directory, a device (`/dev/sda`, `/dev/null`), a pipe or a socket
/// is refused, and so is a symbolic link, which a rename would replace by a plain file (its
/// target is never written through it). An existing file keeps its permissions.
public enum OutputFile {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  public static func write(_ text: String, to path: String) throws {
    var info = stat()
    var mode: mode_t = 0o644
    if lstat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: mode = info.st_mode & 0o7777
      case S_IFLNK:
        throw Failure(
          description: "'\(path)' is a symbolic link; write to the file it points to by its own name, or to a new path")
      case S_IFDIR: throw Failure(description: "'\(path)' is a directory; name a file, such as \(path)/lesson.swift")
      default: throw Failure(description: "'\(path)' is a device, pipe or socket, not a file; name a regular file")
      }
    } else if errno != ENOENT {
      throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".observatory-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
    let temp = String(cString: template)
    var ok = fchmod(fd, mode) == 0
    let bytes = Array(text.utf8)
    var written = 0
    while ok && written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { ok = false } else { written += n }
    }
    if ok { ok = fsync(fd) == 0 }
    let why = String(cString: strerror(errno))
    if close(fd) != 0 { ok = false }
    guard ok, rename(temp, path) == 0 else {
      let reason = ok ? String(cString: strerror(errno)) : why
      unlink(temp)
      throw Failure(description: "cannot write '\(path)': \(reason)")
    }
  }
}
