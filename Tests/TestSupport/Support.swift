import Foundation
import Testing

import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryVerification

/// Runs lesson source text and returns the run (quiet: only output is kept unless `trace`).
func runLesson(_ source: String, path: String = "test.swift", trace: Bool = false, budget: Int = 50_000_000)
  -> LessonRun
{
  let run = LessonRun(file: SourceFile(path: path, text: source), traceEnabled: trace, budget: budget)
  run.run()
  return run
}

/// What the lesson printed, one line per element.
func output(_ source: String) -> [String] { runLesson(source).outputLines }

/// The error a lesson stops with (nil when it runs to the end).
func lessonError(_ source: String, budget: Int = 5_000_000) -> LessonError? {
  runLesson(source, budget: budget).error
}

/// A file's lines; the final newline does not start another line.
func lines(_ text: String) -> [String] {
  var ls = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if ls.last == "" { ls.removeLast() }
  return ls
}

/// A line diff (longest common subsequence): `-` only in `a`, `+` only in `b`, two spaces in both.
func diff(_ a: [String], _ b: [String]) -> String {
  var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
    }
  }
  var out: [String] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count && j < b.count && a[i] == b[j] {
      out.append("  " + a[i])
      i += 1
      j += 1
    } else if i < a.count && (j == b.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
      out.append("- " + a[i])
      i += 1
    } else {
      out.append("+ " + b[j])
      j += 1
    }
  }
  return out.joined(separator: "\n")
}

/// A tool the suite needs (Chromium, Graphviz's dot, swiftc, bubblewrap): scripts/setup.sh installs
/// each, so on this project's machines a missing one is a broken set-up and fails the test that
/// needs it, naming it. A developer without one may opt out explicitly:
/// `OBSERVATORY_ALLOW_MISSING_TOOLS=chromium,dot` (or `all`); CI never sets it.
/// Returns the tool's path, or nil after recording the failure (or the allowed skip).
func requiredTool(_ name: String, at candidates: [String], installedBy: String = "scripts/setup.sh") -> String? {
  if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
  let allowed = (ProcessInfo.processInfo.environment["OBSERVATORY_ALLOW_MISSING_TOOLS"] ?? "")
    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  if allowed.contains(name) || allowed.contains("all") {
    print("\(name) is not installed: its test is skipped (OBSERVATORY_ALLOW_MISSING_TOOLS)")
  } else {
    let where_ = candidates.isEmpty ? "" : " (looked for \(candidates.joined(separator: ", ")))"
    let message =
      "\(name) is not installed\(where_): \(installedBy) installs it. "
      + "To run the suite without it on purpose, set OBSERVATORY_ALLOW_MISSING_TOOLS=\(name)."
    Issue.record(Comment(rawValue: message))
  }
  return nil
}

/// The toolchain found for the compiler check (nil when there is none).
let compilerCheckToolchain: SwiftToolchain? = SwiftToolchain.forCompilerCheck()

/// The Swift compiler the compiler check and verify use ($OBSERVATORY_SWIFTC or PATH), required
/// like the other tools.
func requiredSwiftc() -> SwiftToolchain? {
  if let t = compilerCheckToolchain { return t }
  _ = requiredTool("swiftc", at: [], installedBy: "a Swift 6.2 or later toolchain (https://swift.org/install)")
  return nil
}
