import Foundation
import Testing

@testable import ObservatoryCore

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

/// The resource folder copied into the test bundle (Probes, BadInput).
func resourceURL(_ folder: String) -> URL {
  Bundle.module.resourceURL!.appendingPathComponent(folder)
}
