import Foundation

/// The budgets a lesson runs within. Lesson code is untrusted input: a runaway loop, a structure
/// that doubles itself or a million tasks must end in a lesson error that names the limit it hit
/// and the flag that raises it (`--limit time=5s`), never in a hang, a crash or an exhausted machine.
///
/// `instructions`, `tasks`, `events` and `source` are counted, so they stop a lesson at the same
/// point on every run. `time` and `memory` depend on the machine; they are checked only between
/// instructions and never change what a lesson that stays within them prints.
public struct Limits: Sendable, Equatable {
  /// Instructions a lesson run (or one REPL entry) may take.
  public var instructions: Int = 200_000_000
  /// CPU time one top-level statement (or one REPL entry) may take; nil: no limit.
  public var time: Duration? = .seconds(1)
  /// Memory the lesson's values may take, in bytes, over what the process used when the lesson
  /// started; nil: no limit.
  public var memory: Int? = 512 << 20
  /// Tasks alive at once (started, not yet finished).
  public var tasks: Int = 10_000
  /// Trace events (reads, writes, firings, output lines) a lesson run or one REPL entry may record.
  public var events: Int = 1_000_000
  /// The size of a lesson file or REPL entry, in bytes.
  public var source: Int = 8 << 20

  public init() {}

  /// The limits lessons run with unless told otherwise. The command line sets it from its
  /// `--limit` options before it runs anything; nothing else changes it.
  public nonisolated(unsafe) static var standard = Limits()

  /// The limit names `--limit NAME=VALUE` takes.
  public static let names = ["instructions", "time", "memory", "tasks", "events", "source"]

  public struct ParseError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Applies `NAME=VALUE[,NAME=VALUE...]`: `time=5s`, `memory=2GB`, `instructions=1000000000`,
  /// `tasks=50000`, `events=5000000`, `source=64MB`; `none` lifts a limit where that is safe
  /// (time and memory), and the counted limits take a number.
  public mutating func apply(_ spec: String) throws {
    for part in spec.split(separator: ",") {
      let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pieces.count == 2, !pieces[1].isEmpty else {
        throw ParseError(
          description: "--limit takes NAME=VALUE (\(Limits.names.joined(separator: ", "))), e.g. --limit time=5s")
      }
      let (name, value) = (pieces[0], pieces[1].lowercased())
      let lifted = ["none", "off", "unlimited"].contains(value)
      switch name {
      case "instructions": instructions = try Limits.count(value, name)
      case "tasks": tasks = try Limits.count(value, name)
      case "events": events = try Limits.count(value, name)
      case "source": source = try Limits.bytes(value, name)
      case "time":
        guard !lifted else {
          time = nil
          continue
        }
        time = try Limits.duration(value)
      case "memory":
        guard !lifted else {
          memory = nil
          continue
        }
        memory = try Limits.bytes(value, name)
      default:
        throw ParseError(
          description: "--limit: unknown limit '\(name)'; the limits are \(Limits.names.joined(separator: ", "))")
      }
    }
  }

  /// `1000000`, `1_000_000`, `5k`, `2M`, `1G`.
  static func count(_ text: String, _ name: String) throws -> Int {
    let digits = text.replacingOccurrences(of: "_", with: "")
    let scales: [(String, Int)] = [("k", 1_000), ("m", 1_000_000), ("g", 1_000_000_000)]
    for (suffix, scale) in scales where digits.hasSuffix(suffix) {
      if let n = Int(digits.dropLast()), n > 0, n <= Int.max / scale { return n * scale }
    }
    guard let n = Int(digits), n > 0 else {
      throw ParseError(description: "--limit \(name)= takes a positive whole number, such as \(name)=1000000")
    }
    return n
  }

  /// `512MB`, `2GB`, `1gib`, `100000` (bytes).
  static func bytes(_ text: String, _ name: String) throws -> Int {
    let units: [(String, Int)] = [
      ("kib", 1 << 10), ("mib", 1 << 20), ("gib", 1 << 30), ("kb", 1 << 10), ("mb", 1 << 20), ("gb", 1 << 30),
      ("k", 1 << 10), ("m", 1 << 20), ("g", 1 << 30), ("b", 1),
    ]
    for (suffix, scale) in units where text.hasSuffix(suffix) {
      let number = text.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
      if let n = Double(number), n > 0, n * Double(scale) < 1e18 { return Int(n * Double(scale)) }
      break
    }
    if let n = Int(text), n > 0 { return n }
    throw ParseError(description: "--limit \(name)= takes a size, such as \(name)=1GB or \(name)=512MB")
  }

  /// `5s`, `500ms`, `2m`, `1.5s`.
  static func duration(_ text: String) throws -> Duration {
    let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
    for (suffix, scale) in units where text.hasSuffix(suffix) {
      let number = text.dropLast(suffix.count)
      if let n = Double(number), n > 0, n * scale < 1e9 { return .milliseconds(Int64((n * scale * 1000).rounded())) }
      break
    }
    throw ParseError(description: "--limit time= takes a duration, such as time=5s or time=500ms, or time=none")
  }

  // MARK: - Saying a limit

  /// `1 s`, `500 ms`, `2.5 s`.
  static func describe(_ d: Duration) -> String {
    let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
    if ms < 1000 { return "\(ms) ms" }
    return ms % 1000 == 0 ? "\(ms / 1000) s" : String(format: "%.1f s", Double(ms) / 1000)
  }

  /// `512 MB`, `1.5 GB`, `800 KB`.
  static func describe(bytes n: Int) -> String {
    if n >= 1 << 30 {
      return n % (1 << 30) == 0 ? "\(n >> 30) GB" : String(format: "%.1f GB", Double(n) / 1_073_741_824)
    }
    if n >= 1 << 20 { return n % (1 << 20) == 0 ? "\(n >> 20) MB" : String(format: "%.1f MB", Double(n) / 1_048_576) }
    if n >= 1 << 10 { return "\(n >> 10) KB" }
    return "\(n) bytes"
  }

  /// A limit twice as large, for the hint: `--limit memory=1GB`.
  static func raised(bytes n: Int) -> String {
    let doubled = n.multipliedReportingOverflow(by: 2).overflow ? n : n * 2
    return describe(bytes: doubled).replacingOccurrences(of: " ", with: "")
  }

  static func raised(_ d: Duration) -> String {
    let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
    return ms >= 1000 && ms % 1000 == 0 ? "\(ms * 5 / 1000)s" : "\(ms * 5)ms"
  }
}
