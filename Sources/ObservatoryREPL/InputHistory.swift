import Foundation
import ObservatoryEngine

/// The persistent history: `$XDG_STATE_HOME/observatory/history` (default
/// `~/.local/state/observatory/history`), mode 0600, in libedit's own file format (a
/// `_HiStOrY_V2_` line, then one `strvis`-encoded line per entry). It is read and written here in
/// Swift, so that a damaged file can only ever cost a warning: never a crash, never the session.
final class InputHistory {
  static let header = "_HiStOrY_V2_"
  static let limit = 1000
  /// Larger files are not history files.
  static let maxBytes = 8 << 20

  let path: String?
  private(set) var entries: [String] = []
  /// Problems are reported here (once each kind), and the session goes on.
  let warn: (String) -> Void
  private var saveFailed = false

  init(path: String?, warn: @escaping (String) -> Void) {
    self.path = path
    self.warn = warn
    load()
  }

  /// `$XDG_STATE_HOME/observatory/history`; the variable counts only when it is an absolute
  /// path (as the XDG spec says), else `$HOME/.local/state/...`; nil without either.
  static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/observatory/history"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/state/observatory/history"
  }

  // MARK: - Reading

  private func load() {
    guard let path else { return }
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno != ENOENT { warn("cannot read the history file \(path): \(String(cString: strerror(errno)))") }
      return
    }
    guard info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= InputHistory.maxBytes else {
      setAside("it is not a history file")
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      warn("cannot read the history file \(path) (permissions?); this session's lines will not be saved there")
      saveFailed = true
      return
    }
    switch InputHistory.parse(data) {
    case .damaged:
      setAside("it is damaged")
    case .entries(let lines, let skipped):
      entries = Array(lines.suffix(InputHistory.limit))
      if skipped > 0 { warn("skipped \(skipped) damaged line\(skipped == 1 ? "" : "s") in the history file \(path)") }
    }
  }

  enum Parsed: Equatable {
    case entries([String], skipped: Int)
    case damaged
  }

  /// Reads libedit's format. An empty file is an empty history; a file without the header is
  /// damaged; lines that do not decode to UTF-8 text are skipped.
  static func parse(_ data: Data) -> Parsed {
    if data.isEmpty { return .entries([], skipped: 0) }
    let bytes = [UInt8](data)
    let newline = UInt8(ascii: "\n")
    let headerBytes = Array(header.utf8)
    guard bytes.starts(with: headerBytes), bytes.count == headerBytes.count || bytes[headerBytes.count] == newline
    else { return .damaged }
    var out: [String] = []
    var skipped = 0
    var start = headerBytes.count + 1
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
      if end > start {
        if let line = unvis(bytes[start..<end]), !line.contains("\0") { out.append(line) } else { skipped += 1 }
      }
      start = end + 1
    }
    return .entries(out, skipped: skipped)
  }

  /// Moves a bad file out of the way (to `history.bad`) so that it is neither lost nor read again.
  private func setAside(_ why: String) {
    guard let path else { return }
    let bad = path + ".bad"
    unlink(bad)
    if rename(path, bad) == 0 {
      warn("the history file \(path) was set aside as \(bad): \(why); starting a new history")
    } else {
      warn("ignoring the history file \(path): \(why)")
      saveFailed = true
    }
  }

  // MARK: - Writing

  /// Appends a line (a repeat of the last one is kept once) and saves the file. The file is read
  /// again first, so that two sessions at once both keep their lines.
  func add(_ line: String) {
    guard line != entries.last else { return }
    entries.append(line)
    if entries.count > InputHistory.limit { entries.removeFirst(entries.count - InputHistory.limit) }
    guard let path, !saveFailed else { return }
    var lines = entries
    // Read as lessons are (`LessonFile`: a regular file only, within the size limit), so that a
    // pipe put there during the session is not waited on.
    if let bytes = try? LessonFile.readBytes(
      path: path, limit: InputHistory.maxBytes,
      tooLarge: { _ in
        LessonError(.limit, "too large", at: nil)
      }), case .entries(let onDisk, _) = InputHistory.parse(Data(bytes))
    {
      lines = onDisk
      if lines.last != line { lines.append(line) }
      if lines.count > InputHistory.limit { lines.removeFirst(lines.count - InputHistory.limit) }
    }
    save(lines)
  }

  /// Writes `lines` to a new 0600 file beside the old one, then renames it over.
  func save(_ lines: [String]) {
    guard let path, !saveFailed else { return }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return saveFailure("cannot create \(folder)")
    }
    var text = InputHistory.header + "\n"
    for e in lines { text += InputHistory.vis(e) + "\n" }
    let temp = path + ".tmp-\(getpid())"
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return saveFailure(String(cString: strerror(errno))) }
    fchmod(fd, 0o600)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      written += n
    }
    close(fd)
    guard written == bytes.count, rename(temp, path) == 0 else {
      let why = String(cString: strerror(errno))
      unlink(temp)
      return saveFailure(why)
    }
  }

  private func saveFailure(_ why: String) {
    saveFailed = true
    warn("cannot save the history to \(path ?? "?"): \(why); this session goes on without saving it")
  }

  // MARK: - libedit's encoding (strvis with VIS_WHITE)

  /// Space as `\040`, backslash as `\\`, control characters as `\^X`; other text as it is.
  static func vis(_ line: String) -> String {
    var out = ""
    for u in line.unicodeScalars {
      switch u.value {
      case 0x20: out += "\\040"
      case 0x5C: out += "\\\\"
      case 0x7F: out += "\\^?"
      case 0..<0x20: out += "\\^" + String(UnicodeScalar(UInt8(u.value) + 64))
      default: out.unicodeScalars.append(u)
      }
    }
    return out
  }

  static let cEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "n"): 10, UInt8(ascii: "t"): 9, UInt8(ascii: "r"): 13, UInt8(ascii: "b"): 8,
    UInt8(ascii: "a"): 7, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "s"): 32,
    UInt8(ascii: "E"): 27, UInt8(ascii: "e"): 27,
  ]

  /// The inverse of `vis` (and of the other forms `strunvis` reads: octal, `\M-x`, `\n`, ...);
  /// nil when the bytes are not UTF-8 text.
  static func unvis(_ line: ArraySlice<UInt8>) -> String? {
    if !line.contains(UInt8(ascii: "\\")) { return String(validating: line, as: UTF8.self) }
    let bytes = Array(line)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
    while i < bytes.count {
      let b = bytes[i]
      guard b == UInt8(ascii: "\\"), let e = at(i + 1) else {
        out.append(b)
        i += 1
        continue
      }
      switch e {
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var v = 0
        var k = i + 1
        while k < i + 4, let d = at(k), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "7") {
          v = v * 8 + Int(d - UInt8(ascii: "0"))
          k += 1
        }
        out.append(UInt8(v & 0xFF))
        i = k
      case UInt8(ascii: "^"):
        guard let c = at(i + 2) else { return nil }
        out.append(c == UInt8(ascii: "?") ? 0x7F : c & 0x1F)
        i += 3
      case UInt8(ascii: "M"):
        guard let kind = at(i + 2), let c = at(i + 3) else { return nil }
        if kind == UInt8(ascii: "-") {
          out.append(c | 0x80)
          i += 4
        } else if kind == UInt8(ascii: "^"), let d = at(i + 3) {
          out.append((d == UInt8(ascii: "?") ? 0x7F : d & 0x1F) | 0x80)
          i += 4
        } else {
          return nil
        }
      default:
        out.append(InputHistory.cEscapes[e] ?? e)
        i += 2
      }
    }
    return String(validating: out, as: UTF8.self)
  }
}
