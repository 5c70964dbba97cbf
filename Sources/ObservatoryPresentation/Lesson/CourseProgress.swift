import Foundation
import ObservatoryEngine

/// What a learner has done, kept in `$XDG_STATE_HOME/observatory/progress.json` (default
/// `~/.local/state/observatory/progress.json`): for each course item, whether it is done, the
/// answers given to its predictions, and how many hints of an exercise were shown.
public struct CourseProgress: Codable, Sendable {
  public struct Lesson: Codable, Sendable {
    public var done = false
    /// The choice (from 0) the learner gave for the prediction on each line, and whether it
    /// was right, as `"line": [choice, right]`.
    public var predictions: [String: [Int]] = [:]
    /// Hints of an exercise revealed so far.
    public var hintsShown = 0

    public init() {}

    public var predictionsAsked: Int { predictions.count }
    public var predictionsRight: Int { predictions.values.filter { $0.count == 2 && $0[1] == 1 }.count }
  }

  public var lessons: [String: Lesson] = [:]
  /// Where it is kept (not stored in the file).
  public var path = ""

  enum CodingKeys: String, CodingKey { case lessons }

  public init(path: String) { self.path = path }

  public static func defaultPath(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    XDG.stateHome(env) + "/observatory/progress.json"
  }

  /// Reads the progress file; a missing or unreadable one is a fresh start.
  public static func load(path: String = defaultPath()) -> CourseProgress {
    guard let data = FileManager.default.contents(atPath: path),
      var p = try? JSONDecoder().decode(CourseProgress.self, from: data)
    else { return CourseProgress(path: path) }
    p.path = path
    return p
  }

  /// Writes the file (creating its folder); says why if it cannot.
  public func save() throws {
    let dir = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  public func isDone(_ id: String) -> Bool { lessons[id]?.done ?? false }

  public mutating func markDone(_ id: String) { lessons[id, default: Lesson()].done = true }

  public mutating func record(_ id: String, prediction: Prediction, choice: Int) {
    lessons[id, default: Lesson()].predictions[String(prediction.line)] = [choice, choice == prediction.answer ? 1 : 0]
  }

  /// Forgets everything.
  public mutating func reset() { lessons = [:] }
}
