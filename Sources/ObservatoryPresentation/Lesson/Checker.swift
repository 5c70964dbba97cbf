import Foundation
import ObservatoryEngine

/// `observatory check`: runs lessons as a course author's test suite. A lesson fails when it
/// stops with an error, when an `#expect` fails, or when its transcript differs from the golden
/// `LESSON.expected` beside it (`--bless` writes that file).
public struct Checker {
  public struct Result: Sendable {
    public let path: String
    public let passed: Bool
    public let lines: [String]
  }

  public let bless: Bool
  public let style: TextStyle
  public init(bless: Bool, style: TextStyle) {
    self.bless = bless
    self.style = style
  }

  /// Every `.swift` file in a folder (sorted), or the file itself.
  public static func lessonPaths(_ paths: [String]) throws -> [String] {
    var out: [String] = []
    let fm = FileManager.default
    for p in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: p, isDirectory: &isDir) else {
        throw LessonError(.compile, "no such file or folder: '\(p)'", at: nil)
      }
      if isDir.boolValue {
        let names = try fm.contentsOfDirectory(atPath: p).filter { $0.hasSuffix(".swift") }.sorted()
        out += names.map { (p as NSString).appendingPathComponent($0) }
      } else {
        out.append(p)
      }
    }
    return out
  }

  public func check(_ path: String) -> Result {
    let file: SourceFile
    do { file = try LessonRun.load(path: path) } catch let e as LessonError {
      return Result(path: path, passed: false, lines: [e.rendered(color: style.color)])
    } catch { return Result(path: path, passed: false, lines: ["\(error)"]) }
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    var lines: [String] = []
    var passed = true
    if let e = run.error {
      passed = false
      lines.append(e.rendered(color: style.color))
    }
    for f in run.failedExpectations {
      passed = false
      lines.append("\(f.loc.file.path):\(f.loc.line): " + style.red(f.message))
    }
    let transcript = Transcript.render(run)
    let goldenPath = Checker.goldenPath(for: path)
    if bless {
      do {
        try OutputFile.write(transcript, to: goldenPath)
        lines.append(style.dim("wrote \(goldenPath)"))
      } catch {
        passed = false
        lines.append("\(error)")
      }
    } else if let data = FileManager.default.contents(atPath: goldenPath) {
      let expected = String(decoding: data, as: UTF8.self)
      if expected != transcript {
        passed = false
        lines += Checker.difference(expected: expected, actual: transcript, name: goldenPath, style: style)
      }
    }
    let summary =
      "\(run.steps.count) steps, \(run.expectationCount) check\(run.expectationCount == 1 ? "" : "s")"
      + (FileManager.default.fileExists(atPath: goldenPath) ? ", golden transcript" : "")
    let head = (passed ? style.green("✓ ") : style.red("✗ ")) + path + style.dim("  (\(summary))")
    return Result(path: path, passed: passed, lines: [head] + lines.map { "    " + $0 })
  }

  /// `Lessons/01-x.swift` → `Lessons/01-x.expected`.
  public static func goldenPath(for path: String) -> String {
    (path.hasSuffix(".swift") ? String(path.dropLast(6)) : path) + ".expected"
  }

  /// The first lines where a golden transcript and the actual one part ways.
  static func difference(expected: String, actual: String, name: String, style: TextStyle) -> [String] {
    let e = expected.components(separatedBy: "\n")
    let a = actual.components(separatedBy: "\n")
    var i = 0
    while i < min(e.count, a.count) && e[i] == a[i] { i += 1 }
    var out = ["the transcript differs from \(name) at line \(i + 1) (run with --bless if the change is intended):"]
    for k in i..<min(i + 4, max(e.count, a.count)) {
      if k < e.count { out.append(style.red("  - " + e[k])) }
      if k < a.count { out.append(style.green("  + " + a[k])) }
    }
    return out
  }
}
