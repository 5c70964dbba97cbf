import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

/// The course: its manifest, `#predict`, exercises (unsolved they fail with a hint, solved they
/// pass), the file watcher, and `observatory learn` run from another folder with its own state.
@Suite struct CourseTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func course() -> Course {
    Course.load(environment: ["OBSERVATORY_COURSE": repository.path, "HOME": "/nonexistent"])
  }

  @Test func theManifestListsEveryLessonAndExercise() throws {
    let course = Self.course()
    let listed = Set(course.items.map { ($0.path as NSString).lastPathComponent })
    let fm = FileManager.default
    let lessons = try fm.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Lessons").path)
    let exercises = try fm.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Exercises").path)
    for name in (lessons + exercises) where name.hasSuffix(".swift") {
      #expect(listed.contains(name), "\(name) is not in Lessons/course.txt")
    }
    #expect(course.items.filter { $0.kind == .exercise }.count >= 3)
    for item in course.items { #expect(FileManager.default.fileExists(atPath: item.path), "\(item.path)") }
  }

  @Test func everyLessonTakesAboutThirtySteps() throws {
    for item in Self.course().items where item.kind == .lesson {
      let run = LessonRun(file: try LessonRun.load(path: item.path), traceEnabled: false)
      run.run()
      #expect(run.error == nil)
      #expect(run.stepInfos.count <= 38, "\(item.id) has \(run.stepInfos.count) steps")
    }
  }

  @Test func predictIsParsedAndShownWithItsAnswer() throws {
    let source = """
      var n = 0
      #predict("How many?", ["none", "one"], answer: 1)
      n += 1
      #expect(n == 1)
      """
    let file = SourceFile(path: "p.swift", text: source)
    let p = try #require(Prediction.all(in: file).values.first)
    #expect(p.question == "How many?" && p.choices == ["none", "one"] && p.answer == 1 && p.line == 2)
    #expect(p.choice(from: "2") == 1 && p.choice(from: "none") == 0 && p.choice(from: "3") == nil)
    let run = runLesson(source, trace: true)
    #expect(run.error == nil)
    #expect(Transcript.render(run).contains("2) one   ← the answer"))
  }

  @Test func aBadPredictIsALoadError() {
    #expect(
      lessonError(#"#predict("Q?", ["a", "b"], answer: 2)"#)?.message.contains("index of the right choice") == true)
    #expect(lessonError(#"#predict("Q?", ["a"], answer: 0)"#)?.message.contains("at least two") == true)
    #expect(lessonError(#"func f() { #predict("Q?", ["a", "b"], answer: 0) }"#)?.message.contains("top level") == true)
  }

  @Test(arguments: ["fix-the-view", "deduplicate-the-loop", "rearm-the-tracking"])
  func anExerciseFailsUnsolvedAndPassesSolved(_ name: String) throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-exercise-\(name)-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = Self.repository.appendingPathComponent("Exercises/\(name).swift").path
    let exercise = try Exercise.open(source: source, folder: dir.path)
    #expect(exercise.hints.count >= 2)
    let copy = try String(contentsOfFile: exercise.workingCopy, encoding: .utf8)
    #expect(copy.contains("TODO") && !copy.contains("//: hint:"))
    let unsolved = exercise.check()
    #expect(!unsolved.passed && !unsolved.problems.isEmpty)
    let solution = Self.repository.appendingPathComponent("Exercises/solutions/\(name).swift").path
    try String(contentsOfFile: solution, encoding: .utf8).write(
      toFile: exercise.workingCopy, atomically: true, encoding: .utf8)
    let solved = exercise.check()
    #expect(solved.passed, "\(solved.problems)")
  }

  @Test func theWatcherWakesUpWhenTheFileIsSaved() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-watch-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("ex.swift").path
    try "let a = 1\n".write(toFile: path, atomically: false, encoding: .utf8)
    let watcher = try #require(FileWatcher(path: path))
    #expect(watcher.wait(timeout: 50) == nil)
    try "let other = 1\n".write(
      toFile: dir.appendingPathComponent("other.swift").path, atomically: false, encoding: .utf8)
    #expect(watcher.wait(timeout: 50) == nil)
    try "let a = 2\n".write(toFile: path, atomically: true, encoding: .utf8)  // a rename over the file
    #expect(watcher.wait(timeout: 2000) == .saved)
    try "let a = 3\n".write(toFile: path, atomically: false, encoding: .utf8)  // written in place
    #expect(watcher.wait(timeout: 2000) == .saved)
  }

  @Test func progressIsKeptAndCounted() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-progress-\(getpid()).json")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var p = CourseProgress(path: path)
    let prediction = Prediction(question: "Q", choices: ["a", "b"], answer: 1, line: 3)
    p.record("x", prediction: prediction, answer: .choice(1))
    p.markDone("x")
    try p.save()
    let q = CourseProgress.load(path: path)
    #expect(q.isDone("x") && q.lessons["x"]?.predictionsRight == 1 && q.lessons["x"]?.predictionsAsked == 1)
    let course = Self.course()
    #expect(course.next(progress: q)?.id == course.items.first?.id)
  }
}
