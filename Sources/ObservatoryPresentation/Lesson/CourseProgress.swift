import Foundation
import ObservatoryEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a learner has done, kept in `$XDG_STATE_HOME/observatory/progress.json` (default
/// `~/.local/state/observatory/progress.json`): for each course item, whether it is done, the
/// answers given to its predictions, and how many hints of an exercise were shown; and the
/// drills' profile (`DrillProfile.swift`): per topic, the tries, the right answers and when it
/// is due again.
///
/// The file is the learner's: it is never lost. One that cannot be read as progress (damaged,
/// of another shape, larger than `maxBytes`, not a file) is moved aside to
/// `progress.json.bad-DATE` with a warning naming it, and a fresh start is made. Every change is
/// a read-modify-write under a lock (`update`), so two `learn` sessions at once never erase what
/// the other did; a symbolic link at the path is followed, not replaced (`OutputFile`).
public struct CourseProgress: Codable, Sendable {
  public struct Lesson: Codable, Sendable {
    public var done = false
    /// The choice (from 0; -1 for an order) the learner first gave for the prediction on each
    /// line, and whether it was right, as `"line": [choice, right]`.
    public var predictions: [String: [Int]] = [:]
    /// Hints of an exercise revealed so far (never negative).
    public var hintsShown = 0

    public init() {}

    /// Missing fields take their defaults; a negative hint count (edited by hand) is 0.
    public init(from decoder: Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      done = try c.decodeIfPresent(Bool.self, forKey: .done) ?? false
      predictions = try c.decodeIfPresent([String: [Int]].self, forKey: .predictions) ?? [:]
      hintsShown = max(0, try c.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0)
    }

    public var predictionsAsked: Int { predictions.count }
    public var predictionsRight: Int { predictions.values.filter { $0.count == 2 && $0[1] == 1 }.count }
  }

  public var lessons: [String: Lesson] = [:]
  /// The drills' profile, by topic id (`DrillTopic`).
  public var drills: [String: DrillRecord] = [:]
  /// Drills answered in all: the clock spaced repetition counts in.
  public var drillCount = 0
  /// Where it is kept (not stored in the file).
  public var path = ""

  enum CodingKeys: String, CodingKey { case lessons, drills, drillCount }

  public init(path: String) { self.path = path }

  /// A file from before drills existed has none.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    lessons = try c.decode([String: Lesson].self, forKey: .lessons)
    drills = try c.decodeIfPresent([String: DrillRecord].self, forKey: .drills) ?? [:]
    drillCount = max(0, try c.decodeIfPresent(Int.self, forKey: .drillCount) ?? 0)
  }

  /// A progress file larger than this is not read (it is set aside as damaged): a course's
  /// progress takes a few kilobytes.
  public static let maxBytes = 4 << 20

  public static func defaultPath(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    XDG.stateHome(env) + "/observatory/progress.json"
  }

  /// How warnings reach the learner: on standard error, after what standard output holds.
  public static func warnOnStandardError(_ text: String) { StandardOutput.error("observatory: warning: " + text) }

  /// Reads the progress file: missing, a fresh start; unreadable as progress, set aside (see
  /// above) with a warning, and a fresh start.
  public static func load(path: String = defaultPath(), warn: (String) -> Void = warnOnStandardError)
    -> CourseProgress
  {
    var p = CourseProgress(path: path)
    // Nothing there (or a link to a file not made yet): a fresh start.
    var info = stat()
    if stat(path, &info) != 0 && errno == ENOENT { return p }
    let bytes: [UInt8]
    do {
      bytes = try LessonFile.readBytes(path: path, limit: maxBytes) { _ in
        LessonError(.limit, "it is larger than \(maxBytes >> 20) MB", at: nil)
      }
    } catch let e as LessonError {
      setAside(path, because: e.message.replacingOccurrences(of: "cannot read '\(path)': ", with: ""), warn: warn)
      return p
    } catch {
      return p
    }
    do {
      p = try JSONDecoder().decode(CourseProgress.self, from: Data(bytes))
      p.path = path
    } catch {
      setAside(
        path, because: bytes.isEmpty ? "it is empty" : "it is not progress as JSON (\(ErrorText.of(error)))", warn: warn
      )
    }
    return p
  }

  /// Applies `change` to the progress as the file holds it now, and writes it back, all under an
  /// exclusive lock on the file's folder (`flock`): another `learn` that changed the file since
  /// this one read it keeps its change. Returns the progress as written.
  @discardableResult
  public static func update(
    path: String = defaultPath(), warn: (String) -> Void = warnOnStandardError, _ change: (inout CourseProgress) -> Void
  ) throws -> CourseProgress {
    let target = OutputFile.realPath(path) ?? path
    let folder = (target as NSString).deletingLastPathComponent
    try OutputFile.makeFolder(folder)
    let lock = open(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
    guard lock >= 0 else {
      throw OutputFile.Failure(description: "cannot open \(folder): \(String(cString: strerror(errno)))")
    }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw OutputFile.Failure(description: "cannot lock \(folder): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(lock, LOCK_UN) }
    var p = load(path: path, warn: warn)
    change(&p)
    try p.save()
    return p
  }

  /// Writes the file as it is (`update` is how changes are made); says why if it cannot.
  func save() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let text = String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    try OutputFile.write(text, to: path, followingLinks: true)
  }

  /// Moves a file that cannot be read as progress out of the way, so that the next save neither
  /// reads nor overwrites it.
  static func setAside(_ path: String, because why: String, warn: (String) -> Void) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    var bad = path + ".bad-" + formatter.string(from: Date())
    var k = 1
    while exists(bad) {
      k += 1
      bad = path + ".bad-" + formatter.string(from: Date()) + "-\(k)"
    }
    if rename(path, bad) == 0 {
      warn("your progress file \(path) could not be read: \(why); it was set aside as \(bad), and a fresh start made")
    } else {
      warn(
        "your progress file \(path) could not be read: \(why); it could not be set aside either "
          + "(\(String(cString: strerror(errno)))), so this session starts afresh and may overwrite it")
    }
  }

  /// Whether anything (a file, a link, even a broken one) is at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  public func isDone(_ id: String) -> Bool { lessons[id]?.done ?? false }

  public mutating func markDone(_ id: String) { lessons[id, default: Lesson()].done = true }

  /// Scores an answer. Only the first answer to a prediction counts: answering again (after
  /// `:back`, or when the lesson is taken again) keeps the first in the score, until `reset`.
  public mutating func record(_ id: String, prediction: Prediction, answer: Prediction.Answer) {
    let key = String(prediction.line)
    guard lessons[id]?.predictions[key] == nil else { return }
    var choice = -1
    if case .choice(let k) = answer { choice = k }
    lessons[id, default: Lesson()].predictions[key] = [choice, prediction.isRight(answer) ? 1 : 0]
  }

  /// Forgets everything.
  public mutating func reset() {
    lessons = [:]
    drills = [:]
    drillCount = 0
  }
}
