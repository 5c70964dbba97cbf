import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a lesson (or any file the playground reads: a golden transcript, the progress file)
/// from a path the user named. The path may be anything: a directory, a named pipe that nobody
/// writes (which would block a plain `open` forever), a device that never ends (`/dev/zero`), a
/// loop of symbolic links, a file of 50 MB. Only a regular file is read; each other thing is an
/// error that says what it is, and no more than the limit plus one byte is ever read, so a huge
/// or endless input cannot take the machine's memory or time.
public enum LessonFile {
  /// The file's bytes, or an error: missing, not a regular file, unreadable, or larger than `limit`.
  public static func read(path: String, limit: Int) throws -> SourceFile {
    let bytes = try readBytes(path: path, limit: limit) { tooLarge(path, size: $0, limit: limit) }
    return SourceFile(path: path, bytes: bytes)
  }

  /// The bytes of the regular file at `path` (symbolic links followed); `tooLarge` makes the
  /// error for a file over `limit` bytes (its size when known).
  public static func readBytes(path: String, limit: Int, tooLarge: (Int?) -> LessonError) throws -> [UInt8] {
    // Looked at before it is opened: opening a device can do something (a tape rewinds).
    var info = stat()
    guard stat(path, &info) == 0 else { throw cannotRead(path, errno: errno) }
    if let problem = notRegular(path, mode: info.st_mode) { throw problem }
    // Then opened non-blocking, so that a pipe put there meanwhile returns at once (and is
    // refused below); no terminal becomes the controlling one.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw cannotRead(path, errno: errno) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw cannotRead(path, errno: errno) }
    if let problem = notRegular(path, mode: info.st_mode) { throw problem }
    if Int(info.st_size) > limit { throw tooLarge(Int(info.st_size)) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw cannotRead(path, errno: errno)
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[..<n])
      // The file may have grown since fstat.
      if bytes.count > limit { throw tooLarge(nil) }
    }
    return bytes
  }

  /// Why a path cannot be read, in words: missing, a loop of links, no permission.
  public static func cannotRead(_ path: String, errno code: Int32) -> LessonError {
    switch code {
    case ENOENT: return LessonError(.compile, "cannot read '\(path)': no such file", at: nil)
    case ELOOP:
      return LessonError(
        .compile, "cannot read '\(path)': it is a symbolic link that leads back to itself (a loop of links)",
        at: nil, hint: "point the link at a file: ls -l \(path) shows where it leads")
    case ENOTDIR:
      return LessonError(.compile, "cannot read '\(path)': a part of the path before its end is not a folder", at: nil)
    default: return LessonError(.compile, "cannot read '\(path)': \(String(cString: strerror(code)))", at: nil)
    }
  }

  /// The error for something other than a regular file at `path`, nil for a regular file.
  public static func notRegular(_ path: String, mode: mode_t) -> LessonError? {
    let what: String
    var hint: String? = nil
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR:
      what = "it is a directory"
      hint = "name a lesson file, such as \(path)/01-tracked-reads.swift"
    case S_IFIFO:
      what = "it is a named pipe (FIFO), not a file"
      hint = "the playground reads only regular files: save the lesson to a file and name that"
    case S_IFCHR, S_IFBLK:
      what = "it is a device, not a file"
      hint = "name a regular file"
    case S_IFSOCK:
      what = "it is a socket, not a file"
      hint = "name a regular file"
    default: what = "it is not a regular file"
    }
    return LessonError(.compile, "cannot read '\(path)': \(what)", at: nil, hint: hint)
  }

  /// A lesson (or REPL entry) given as text must keep to the same limit.
  package static func checkSize(_ file: SourceFile, limit: Int) throws {
    guard file.bytes.count > limit else { return }
    let e = tooLarge(file.path, size: file.bytes.count, limit: limit)
    throw LessonError(e.kind, e.message, at: SourceLoc(file, 0), hint: e.hint)
  }

  static func tooLarge(_ path: String, size: Int?, limit: Int) -> LessonError {
    let what = size.map { "is \(Limits.describe(bytes: $0)), more than" } ?? "is larger than"
    let raised = Limits.raised(bytes: max(limit, size ?? 0))
    return LessonError(
      .limit,
      "'\(path)' \(what) the playground's limit of \(Limits.describe(bytes: limit)) for a lesson, so it was not loaded",
      at: nil, hint: "a lesson this large is rarely meant; if it is, raise the limit: --limit source=\(raised)")
  }
}
