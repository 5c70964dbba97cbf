import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// The course: its manifest, `#predict`, exercises (unsolved they fail with a hint, solved they
/// pass), the file watcher, and `observatory learn` run from another folder with its own state.
@Suite struct CourseTests {
  @Test func theManifestListsEveryLessonAndExercise() throws {
    let course = Repository.course()
    let listed = Set(course.items.map { ($0.path as NSString).lastPathComponent })
    let fm = FileManager.default
    let lessons = try fm.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Lessons").path)
    let exercises = try fm.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Exercises").path)
    for name in (lessons + exercises) where name.hasSuffix(".swift") {
      #expect(listed.contains(name), "\(name) is not in Lessons/course.txt")
    }
    #expect(course.items.filter { $0.kind == .exercise }.count >= 3)
    for item in course.items { #expect(FileManager.default.fileExists(atPath: item.path), "\(item.path)") }
  }

  @Test func everyLessonTakesAboutThirtySteps() throws {
    for item in Repository.course().items where item.kind == .lesson {
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

  static let exercises = Repository.course().items.filter { $0.kind == .exercise }.map(\.id)

  /// Every exercise: its starting copy fails with a hint that matches that failure, its solution
  /// (checked and verified by scripts/test.sh) passes, and no hint holds a line of the solution.
  @Test(arguments: exercises)
  func anExerciseFailsUnsolvedWithAMatchingHintAndPassesSolved(_ name: String) throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-exercise-\(name)-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = Repository.root.appendingPathComponent("Exercises/\(name).swift").path
    let exercise = try Exercise.open(source: source, folder: dir.path)
    #expect(exercise.hints.contains { $0.condition != nil } && !exercise.generalHints.isEmpty)
    let copy = try String(contentsOfFile: exercise.workingCopy, encoding: .utf8)
    #expect(copy.contains("TODO") && !copy.contains("//: hint"))
    let unsolved = exercise.check()
    #expect(!unsolved.passed && !unsolved.problems.isEmpty)
    #expect(!unsolved.matchingHints.isEmpty, "no hint matches how \(name) fails as shipped")
    let solutionPath = Repository.root.appendingPathComponent("Exercises/solutions/\(name).swift").path
    let solutionText = try String(contentsOfFile: solutionPath, encoding: .utf8)
    // The solution is the exercise with its TODO done: same title, same hints.
    #expect(Exercise.hints(in: solutionText) == exercise.hints)
    try solutionText.write(toFile: exercise.workingCopy, atomically: true, encoding: .utf8)
    let solved = exercise.check()
    #expect(solved.passed, "\(solved.problems)")
    // No hint gives the solution away: no line the solution adds appears in a hint.
    var shipped: [String: Int] = [:]
    for l in try String(contentsOfFile: source, encoding: .utf8).components(separatedBy: "\n") {
      shipped[l, default: 0] += 1
    }
    var added: [String] = []
    for l in solutionText.components(separatedBy: "\n") {
      if let n = shipped[l], n > 0 { shipped[l] = n - 1 } else { added.append(l) }
    }
    // Whole lines of code (a bare `@Observable` or `}` is a word, not a solution).
    added = added.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 12 }
    #expect(!added.isEmpty)
    for hint in exercise.hints {
      for line in added { #expect(!hint.text.contains(line), "\(name): a hint holds the solution's line '\(line)'") }
    }
    // One numbering: the title's label is the menu's.
    let course = Repository.course()
    let item = try #require(course.items.first { $0.id == name })
    #expect(Course.title(of: source, keepingPrefix: true).hasPrefix("Exercise \(course.label(of: item)) · "))
  }

  @Test func thereAreAtLeastTwelveExercisesAndTwoPredictionsPerLesson() throws {
    #expect(Self.exercises.count >= 12)
    for item in Repository.course().items where item.kind == .lesson {
      let predictions = Prediction.all(in: try LessonRun.load(path: item.path))
      #expect(predictions.count >= 2, "\(item.id) has \(predictions.count) predictions")
    }
  }

  /// A hint's condition is read to its own closing parenthesis, strings and brackets included.
  @Test func hintConditionsAreParsed() {
    let hints = Exercise.hints(
      in: """
        //: hint(when: a == [1, 2] && f(")") > 0): It did (this).
        //: hint: Plain.
        //: not a hint
        """)
    #expect(
      hints == [
        .init(condition: #"a == [1, 2] && f(")") > 0"#, text: "It did (this)."), .init(condition: nil, text: "Plain."),
      ])
  }

  /// A lesson's number is the same in the menu, its title and its narration; exercises are E1…;
  /// any of them, a name, or a file name finds it.
  @Test func oneNumberingScheme() throws {
    let course = Repository.course()
    for item in course.items where item.kind == .lesson {
      #expect(Course.title(of: item.path, keepingPrefix: true).hasPrefix("Lesson \(course.label(of: item)) · "))
      #expect(item.id.hasPrefix(String(format: "%02d-", Int(course.label(of: item)) ?? 0)))
    }
    #expect(course.item(named: "7")?.id == "07-observations-edge-cases")
    #expect(course.item(named: "e3")?.id == "rearm-the-tracking")
    #expect(course.item(named: "tracked-reads")?.id == "01-tracked-reads")
    #expect(course.item(named: "01-tracked-reads.swift")?.id == "01-tracked-reads")
    // Only a `Lesson N · ` or `Exercise EN · ` prefix is left out of a title.
    #expect(Course.withoutNumberPrefix("Lesson 4 · What notifies") == "What notifies")
    #expect(Course.withoutNumberPrefix("Exercise E2 · Loop") == "Loop")
    #expect(Course.withoutNumberPrefix("Swift Concurrency · Tasks") == "Swift Concurrency · Tasks")
    #expect(Course.withoutNumberPrefix("Lesson Two · Tasks") == "Lesson Two · Tasks")
  }

  /// The learner's own lessons go by their file name, which the menu shows; a lesson that only
  /// mentions a TODO is not an exercise.
  @Test func ownLessonsAreNamedByTheirFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-own-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "//: # My lesson\n//: TODO: tidy this narration later.\nlet a = 1\n".write(
      to: dir.appendingPathComponent("mine.swift"), atomically: true, encoding: .utf8)
    try "//: # Exercise · Mine\n//: TODO: do it.\nlet b = 1\n#expect(b == 2)\n".write(
      to: dir.appendingPathComponent("my-exercise.swift"), atomically: true, encoding: .utf8)
    let course = Course.load(environment: [
      "OBSERVATORY_COURSE": Repository.root.path, "HOME": "/nonexistent", "OBSERVATORY_LESSONS": dir.path,
    ])
    let mine = try #require(course.item(named: "mine"))
    #expect(mine.kind == .lesson && course.label(of: mine) == "mine")
    #expect(course.item(named: "my-exercise")?.kind == .exercise)
    let menu = course.menu(progress: CourseProgress(path: "/nonexistent/p.json"), style: TextStyle(color: false))
    #expect(menu.contains { $0.contains("mine  My lesson") })
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
    let course = Repository.course()
    #expect(course.next(progress: q)?.id == course.items.first?.id)
  }
}
