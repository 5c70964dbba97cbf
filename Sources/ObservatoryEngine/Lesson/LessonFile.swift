import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a lesson from a path the user named. The path may be anything: a directory, a device
/// that never ends (`/dev/zero`), a file of 50 MB. Each is an error that says what it is, and no
/// more than the source limit (`Limits.source`) plus one byte is ever read, so a huge or endless
/// input cannot take the machine's memory or time.
public enum LessonFile {
  /// The file's bytes, or an error: missing, a directory, unreadable, or larger than `limit`.
  public static func read(path: String, limit: Int) throws -> SourceFile {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw LessonError(.compile, "cannot read '\(path)': \(reason)", at: nil)
    }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR {
        throw LessonError(
          .compile, "cannot read '\(path)': it is a directory", at: nil,
          hint: "name a lesson file, such as \(path)/01-tracked-reads.swift")
      }
      if info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) > limit {
        throw tooLarge(path, size: Int(info.st_size), limit: limit)
      }
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw LessonError(.compile, "cannot read '\(path)': \(String(cString: strerror(errno)))", at: nil)
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[..<n])
      if bytes.count > limit { throw tooLarge(path, size: nil, limit: limit) }
    }
    return SourceFile(path: path, bytes: bytes)
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
