import Foundation
import ObservatoryEngine

/// The course: the lessons and exercises that ship with Observatory, in the order of
/// `Lessons/course.txt`, followed by the learner's own lessons. The shipped course is found from
/// wherever `observatory` runs: beside the executable (walking up from its real path, so the build
/// folder of a checkout finds the checkout's `Lessons/`, and `PREFIX/bin/observatory` finds
/// `PREFIX/share/observatory/`), or in `$OBSERVATORY_COURSE`. The learner's own lessons are the
/// `.swift` files in `$XDG_DATA_HOME/observatory/lessons` and in the folders of
/// `$OBSERVATORY_LESSONS` (separated by `:`).
public struct Course: Sendable {
  public enum Kind: String, Sendable {
    /// Stepped through: narration, code, firing order, predictions.
    case lesson
    /// A file with a `TODO` the learner edits until its `#expect`s pass.
    case exercise
  }

  /// One lesson or exercise of the course.
  public struct Item: Sendable {
    /// The key of its progress: the file name without `.swift` (`04-unread-property`), or
    /// `own/NAME` for the learner's own lessons.
    public let id: String
    public let path: String
    public let title: String
    public let kind: Kind
    /// One of the learner's own lessons rather than the shipped course.
    public let isOwn: Bool
  }

  public let items: [Item]
  /// The folder holding `Lessons/course.txt`, if the shipped course was found.
  public let root: String?

  /// The manifest, relative to the course root.
  public static let manifest = "Lessons/course.txt"

  /// Finds the shipped course and the learner's own lessons.
  public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Course {
    let root = locate(environment: environment)
    var items = root.map { (try? shipped(root: $0)) ?? [] } ?? []
    for folder in ownFolders(environment: environment) { items += own(in: folder) }
    return Course(items: items, root: root)
  }

  /// The course root: `$OBSERVATORY_COURSE`, else the nearest folder above the executable with
  /// `Lessons/course.txt` (or `share/observatory/Lessons/course.txt`).
  public static func locate(environment: [String: String]) -> String? {
    let fm = FileManager.default
    if let dir = environment["OBSERVATORY_COURSE"], !dir.isEmpty {
      return fm.fileExists(atPath: dir + "/" + manifest) ? dir : nil
    }
    guard let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
    var dir = exe.deletingLastPathComponent()
    while dir.path != "/" && !dir.path.isEmpty {
      for candidate in [dir.path, dir.path + "/share/observatory"]
      where fm.fileExists(atPath: candidate + "/" + manifest) {
        return candidate
      }
      dir = dir.deletingLastPathComponent()
    }
    return nil
  }

  /// The items the manifest lists, in its order: one path per line (relative to the root), `#`
  /// starts a comment; files under `Exercises/` are exercises.
  static func shipped(root: String) throws -> [Item] {
    let text = String(decoding: try LessonRun.load(path: root + "/" + manifest).bytes, as: UTF8.self)
    var items: [Item] = []
    for raw in text.split(separator: "\n") {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty else { continue }
      let path = root + "/" + line
      let kind: Kind = line.hasPrefix("Exercises/") ? .exercise : .lesson
      items.append(Item(id: stem(path), path: path, title: title(of: path), kind: kind, isOwn: false))
    }
    return items
  }

  /// The learner's folders: `$XDG_DATA_HOME/observatory/lessons` and `$OBSERVATORY_LESSONS`.
  static func ownFolders(environment: [String: String]) -> [String] {
    var folders = [XDG.dataHome(environment) + "/observatory/lessons"]
    folders += (environment["OBSERVATORY_LESSONS"] ?? "").split(separator: ":").map(String.init)
    return folders
  }

  static func own(in folder: String) -> [Item] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      let path = folder + "/" + name
      let isExercise = title(of: path, keepingPrefix: true).hasPrefix("Exercise")
      return Item(
        id: "own/" + stem(path), path: path, title: title(of: path), kind: isExercise ? .exercise : .lesson, isOwn: true
      )
    }
  }

  static func stem(_ path: String) -> String {
    let name = (path as NSString).lastPathComponent
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  /// A lesson's text, read as lessons are (`LessonFile`: a pipe or a device named `*.swift` in
  /// the learner's folder is not waited on); nil if it cannot be read.
  static func text(of path: String) -> String? {
    (try? LessonRun.load(path: path)).map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  /// The first `//: # Title` line, else the file name; control characters in it are shown, not
  /// obeyed (`TerminalText`). Its `Lesson 4 · ` or `Exercise 2 · ` (or `Exercise · `) prefix is
  /// left out, since the menu numbers the items itself; any other text before a ` · ` is kept.
  public static func title(of path: String, keepingPrefix: Bool = false) -> String {
    guard let text = text(of: path) else { return stem(path) }
    for line in text.split(separator: "\n").prefix(40) where line.hasPrefix("//: # ") {
      let t = TerminalText.visible(String(line.dropFirst(6)))
      return keepingPrefix ? t : withoutNumberPrefix(t)
    }
    return stem(path)
  }

  /// `Lesson 4 · Title` → `Title`; `Exercise · Title` and `Exercise E2 · Title` too; any other
  /// text is returned whole.
  static func withoutNumberPrefix(_ title: String) -> String {
    guard let dot = title.range(of: " · ") else { return title }
    let words = title[..<dot.lowerBound].split(separator: " ")
    guard let first = words.first, first == "Lesson" || first == "Exercise", words.count <= 2 else { return title }
    if words.count == 2, !words[1].allSatisfy({ $0.isNumber || $0 == "E" }) { return title }
    return String(title[dot.upperBound...])
  }

  /// The item for a file, by its real path.
  public func item(forPath path: String) -> Item? {
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    return items.first { URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().standardizedFileURL.path == real }
  }

  /// The item a learner names: its label in the menu (`7` is lesson 7, `E2` exercise 2, an own
  /// lesson's name), its file name without `.swift`, or that name without its number
  /// (`tracked-reads`).
  public func item(named name: String) -> Item? {
    let key = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    if let found = items.first(where: { label(of: $0).lowercased() == key.lowercased() }) { return found }
    return items.first { $0.id == key || $0.id == "own/" + key }
      ?? items.first { !$0.isOwn && ($0.id.hasSuffix("-" + key) || $0.id == key) }
  }

  /// The first item after `after` (or from the start) that is not done.
  public func next(after: Item? = nil, progress: CourseProgress) -> Item? {
    let start = after.flatMap { a in items.firstIndex { $0.id == a.id }.map { $0 + 1 } } ?? 0
    return items[min(start, items.count)...].first { !progress.isDone($0.id) }
      ?? (after == nil ? nil : items.first { !progress.isDone($0.id) })
  }

  /// The one name an item has everywhere — the menu, its title, the narration, `learn`, `run`,
  /// `present`, `:load`: lessons are numbered `1`, `2`, … (the number in their file name and
  /// title), exercises `E1`, `E2`, … in the course's order, and the learner's own lessons go by
  /// their file name without `.swift`.
  public func label(of item: Item) -> String {
    if item.isOwn { return Course.stem(item.path) }
    let same = items.filter { $0.kind == item.kind && !$0.isOwn }
    let n = (same.firstIndex { $0.id == item.id } ?? 0) + 1
    return item.kind == .exercise ? "E\(n)" : String(n)
  }

  /// `Lesson 7 · Title` or `Exercise E2 · Title`, as the item's screen heads it.
  public func heading(of item: Item) -> String {
    if item.isOwn { return item.title + "  (\(label(of: item)))" }
    return (item.kind == .exercise ? "Exercise " : "Lesson ") + label(of: item) + " · " + item.title
  }

  /// The menu: every item with its number, whether it is done, its prediction score.
  public func menu(progress: CourseProgress, style: TextStyle) -> [String] {
    guard !items.isEmpty else {
      return [
        "No lessons found. The course ships in Lessons/ beside the observatory executable;",
        "set OBSERVATORY_COURSE to the folder that holds Lessons/course.txt.",
      ]
    }
    var out = [style.bold("The Observatory course") + style.dim("  (progress: \(progress.path))"), ""]
    let next = self.next(progress: progress)
    var shownOwnHeading = false
    for item in items {
      if item.isOwn && !shownOwnHeading {
        out += ["", style.bold("Your own lessons") + style.dim("  (named by file: observatory learn NAME)")]
        shownOwnHeading = true
      }
      let p = progress.lessons[item.id]
      let mark = p?.done == true ? style.green("✓") : (item.id == next?.id ? style.cyan("▸") : " ")
      var line = "\(mark) " + label(of: item).leftPadded(to: 3) + "  " + item.title
      if item.kind == .exercise { line += style.dim("  (exercise)") }
      if let p, p.predictionsAsked > 0 {
        line += style.dim("  predictions \(p.predictionsRight)/\(p.predictionsAsked)")
      }
      out.append(line)
    }
    let done = items.filter { progress.isDone($0.id) }.count
    out += ["", "\(done) of \(items.count) done."]
    if let next {
      out.append("Next: \(heading(of: next)) — observatory learn next")
    } else {
      out.append(style.green("Every lesson is done."))
    }
    return out
  }
}

/// The XDG base directories, with their defaults.
public enum XDG {
  public static func stateHome(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    home(env, "XDG_STATE_HOME", ".local/state")
  }
  public static func dataHome(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    home(env, "XDG_DATA_HOME", ".local/share")
  }
  public static func cacheHome(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
    home(env, "XDG_CACHE_HOME", ".cache")
  }
  private static func home(_ env: [String: String], _ key: String, _ fallback: String) -> String {
    if let v = env[key], v.hasPrefix("/") { return v }
    return userHome(env) + "/" + fallback
  }

  /// `$HOME` when it is an absolute path; else (unset, empty, relative) the home folder the
  /// user database names, so that an empty `HOME=` never means the root folder.
  static func userHome(_ env: [String: String]) -> String {
    if let h = env["HOME"], h.hasPrefix("/") { return h }
    if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
      let d = String(cString: dir)
      if d.hasPrefix("/") && d != "/" { return d }
    }
    return NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
  }
}

extension String {
  func leftPadded(to n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}
