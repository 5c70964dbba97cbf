import CLimits
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file the user named (`run -o PATH`, `export -o PATH`, `--bless`, the REPL's `:save`
/// and `:export`) or one the playground keeps (the progress file), so that nothing the user owns
/// is lost:
/// - the text goes to a new file in the same directory, which is then renamed over PATH, so PATH
///   holds either its old contents or all of the new ones. The new file has no name while it is
///   written (Linux's `O_TMPFILE`: a process killed even by SIGKILL leaves nothing); where the
///   file system cannot do that it is a hidden `.NAME.observatory-XXXXXX`, removed on every
///   exit path: an error, and SIGINT, SIGTERM, SIGHUP or SIGQUIT while it exists.
/// - PATH must be a regular file or not exist: a directory, a device (`/dev/sda`, `/dev/null`),
///   a pipe or a socket is refused, and so is a symbolic link (a rename would replace it by a
///   plain file), unless `followingLinks`, when the file it leads to is written.
/// - PATH must not be one of the command's `inputs` (the lesson it read): the same file by
///   device and inode, or by real path, whatever the spelling.
/// An existing file keeps its permissions.
public enum OutputFile {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
  }

  public static func write(_ text: String, to path: String, inputs: [String] = [], followingLinks: Bool = false)
    throws
  {
    var path = path
    var info = stat()
    var mode: mode_t = 0o644
    if followingLinks {
      guard let target = linkTarget(path) else {
        throw Failure(description: "cannot write '\(path)': it is a symbolic link that leads back to itself (a loop)")
      }
      path = target
    }
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
    for input in inputs where isSameFile(path, input) {
      throw Failure(
        description: "'\(path)' is the file this command reads ('\(input)'): writing it would replace it, "
          + "so nothing was written; name another file")
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let directory = folder.isEmpty ? "." : folder
    let hook = testHook
    var fd = hook == "named" ? -1 : obs_open_unnamed(directory, UInt32(mode))
    let unnamed = fd >= 0
    var temp = ""
    var slot: Int32 = -1
    if !unnamed {
      var template = Array((directory + "/." + name + ".observatory-XXXXXX").utf8CString)
      fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
      temp = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      slot = obs_temp_remember(temp)
      if hook == "named" { raise(SIGSTOP) }
    }
    defer { obs_temp_forget(slot) }
    var ok = fchmod(fd, mode) == 0
    var why = ok ? "" : String(cString: strerror(errno))
    let bytes = Array(text.utf8)
    var written = 0
    while ok && written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        ok = false
        why = n < 0 ? String(cString: strerror(errno)) : "nothing could be written"
      } else {
        written += n
      }
    }
    if ok && fsync(fd) != 0 {
      ok = false
      why = String(cString: strerror(errno))
    }
    if ok && unnamed {
      // The finished file gets a hidden name (remembered, as above) and is renamed from there.
      (temp, slot) = named(fd, in: directory, name)
      if temp.isEmpty {
        ok = false
        why = String(cString: strerror(errno))
      } else if hook == "unnamed" {
        raise(SIGSTOP)
      }
    }
    if close(fd) != 0 && ok {
      ok = false
      why = String(cString: strerror(errno))
    }
    guard ok, rename(temp, path) == 0 else {
      let reason = ok ? String(cString: strerror(errno)) : why
      if !temp.isEmpty { unlink(temp) }
      throw Failure(description: "cannot write '\(path)': \(reason)")
    }
  }

  /// `OBSERVATORY_STOP_WRITING=named` or `unnamed`, for tests only: the writer stops itself
  /// (SIGSTOP) where its temporary file has a name (`named`: the file system cannot make an
  /// unnamed one), so that a test can send it a signal at exactly that point.
  static var testHook: String? { getenv("OBSERVATORY_STOP_WRITING").map { String(cString: $0) } }

  /// Names the unnamed file open at `fd` `.NAME.observatory-XXXXXX` in `directory` (a name no
  /// file has), and remembers that name for the signal handler; an empty name if it cannot.
  private static func named(_ fd: Int32, in directory: String, _ name: String) -> (String, Int32) {
    for _ in 0..<100 {
      let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
      let temp = directory + "/." + name + ".observatory-" + suffix
      let slot = obs_temp_remember(temp)
      if obs_name_unnamed(fd, temp) == 0 { return (temp, slot) }
      let code = errno
      obs_temp_forget(slot)
      errno = code
      if code != EEXIST { break }
    }
    return ("", -1)
  }

  /// Where the symbolic links starting at `path` lead (the path itself if it is not a link; the
  /// file a link names even if it does not exist yet); nil for a loop.
  static func linkTarget(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, buffer.count - 1)
      guard n > 0 else { return current }
      let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
    }
    return nil
  }

  /// Makes the folder `path` and those above it (as `mkdir -p`); the error names the part that
  /// could not be made and why (a file in the way, no permission).
  public static func makeFolder(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      var info = stat()
      if code == EEXIST, stat(prefix, &info) == 0 {
        if info.st_mode & S_IFMT == S_IFDIR { continue }
        throw Failure(description: "cannot make the folder \(path): \(prefix) is a file, not a folder")
      }
      throw Failure(description: "cannot make the folder \(path): \(prefix): \(String(cString: strerror(code)))")
    }
  }

  /// Whether two paths name the same file: the same device and inode, or the same real path.
  public static func isSameFile(_ a: String, _ b: String) -> Bool {
    var x = stat()
    var y = stat()
    if stat(a, &x) == 0, stat(b, &y) == 0, x.st_dev == y.st_dev, x.st_ino == y.st_ino { return true }
    guard let ra = realPath(a), let rb = realPath(b) else { return false }
    return ra == rb
  }

  /// The absolute path with every symbolic link and `..` resolved; for a file that does not
  /// exist yet, its folder's real path and its name. nil if the folder cannot be resolved.
  public static func realPath(_ path: String) -> String? {
    if let full = realpath(path, nil) {
      defer { free(full) }
      return String(cString: full)
    }
    let folder = (path as NSString).deletingLastPathComponent
    guard let full = realpath(folder.isEmpty ? "." : folder, nil) else { return nil }
    defer { free(full) }
    return String(cString: full) + "/" + (path as NSString).lastPathComponent
  }
}
