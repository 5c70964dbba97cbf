@preconcurrency import CLineEditor
import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// `observatory learn`: the course. With no argument, the menu with the learner's progress (on a
/// terminal it then asks which to start); `next`, a number or a name starts that lesson — in the
/// REPL, stepping with predictions — or exercise — its file checked every time it is saved;
/// `reset` forgets the progress.
public enum Learn {
  public static func run(_ words: [String], style: TextStyle) -> Int32 {
    let course = Course.load()
    let progress = CourseProgress.load()
    guard !course.items.isEmpty else {
      for l in course.menu(progress: progress, style: style) { print(l) }
      return 1
    }
    switch words.first {
    case nil:
      for l in course.menu(progress: progress, style: style) { print(l) }
      if !progress.drills.isEmpty { for l in [""] + progress.masteryTable(style: style) { print(l) } }
      guard REPL.isTerminal else { return 0 }
      print("Which one? a number, Enter for the next, q to quit: ", terminator: "")
      fflush(nil)
      guard let answer = readLine()?.trimmingCharacters(in: .whitespaces), answer != "q" else { return 0 }
      return start(answer.isEmpty ? "next" : answer, course: course, progress: progress, style: style)
    case "reset"?:
      do { try CourseProgress.update(path: progress.path) { $0.reset() } } catch {
        StandardOutput.error("observatory learn: cannot write \(progress.path): \(ErrorText.of(error))")
        return 1
      }
      print(
        "Your progress is forgotten (\(progress.path)); your exercise files are kept in \(Exercise.defaultFolder()).")
      return 0
    case let name?:
      return start(name, course: course, progress: progress, style: style)
    }
  }

  static func start(_ name: String, course: Course, progress: CourseProgress, style: TextStyle) -> Int32 {
    let found = name == "next" ? course.next(progress: progress) : course.item(named: name)
    guard let item = found else {
      let message =
        name == "next"
        ? "every lesson is done: observatory learn N repeats one, observatory learn reset starts over"
        : "no lesson '\(name)' in the course: observatory learn lists them (a lesson's number, E1 for an exercise, or a name)"
      FileHandle.standardError.write(Data("observatory learn: \(message)\n".utf8))
      return name == "next" ? 0 : 2
    }
    print(style.bold(course.heading(of: item)))
    switch item.kind {
    case .lesson: return REPL.run(lesson: item.path, style: style)
    case .exercise: return ExerciseLoop(item: item, course: course, style: style).run()
    }
  }
}

/// An exercise in progress: the learner's copy is checked now and every time it is saved
/// (inotify, no polling); `hint` reveals the next hint, `check` checks again, `restart` puts the
/// exercise back, `q` quits. Solved, it is marked done and the next item is offered.
struct ExerciseLoop {
  let item: Course.Item
  let course: Course
  let style: TextStyle

  func run() -> Int32 {
    let exercise: Exercise
    do { exercise = try Exercise.open(source: item.path) } catch {
      StandardOutput.error("observatory learn: cannot prepare the exercise: \(ErrorText.of(error))")
      return 1
    }
    var progress = CourseProgress.load()
    #if canImport(Glibc)
      // Watching starts before the first check, so that a save made while it runs is not missed.
      let watcher = FileWatcher(path: exercise.workingCopy)
    #endif
    intro(exercise)
    var lastPassed = report(exercise.check(), exercise: exercise, progress: &progress, first: true)
    if lastPassed { return solved(&progress) }
    #if canImport(Glibc)
      guard let watcher else {
        print("(cannot watch the file here: type check after you save it)")
        return readLoop(exercise, &progress)
      }
      let interactive = REPL.isTerminal
      prompt(interactive)
      while true {
        if interactive { ole_unblock_signals() }
        let event = watcher.wait(input: 0)
        if interactive { ole_block_signals() }
        switch event {
        case .saved?:
          print("\n" + style.dim("— saved, checking —"))
          lastPassed = report(exercise.check(), exercise: exercise, progress: &progress)
          if lastPassed { return solved(&progress) }
          prompt(interactive)
        case .input?:
          guard let line = readLine() else { return lastPassed ? 0 : 1 }
          if let status = command(line, exercise, &progress, &lastPassed) { return status }
          prompt(interactive)
        case .interrupted?, nil:
          print("")
          return lastPassed ? 0 : 1
        }
      }
    #else
      return readLoop(exercise, &progress)
    #endif
  }

  /// Without inotify: commands only (`check` after saving).
  private func readLoop(_ exercise: Exercise, _ progress: inout CourseProgress) -> Int32 {
    var passed = false
    while let line = readLine() {
      if let status = command(line, exercise, &progress, &passed) { return status }
    }
    return passed ? 0 : 1
  }

  private func prompt(_ interactive: Bool) {
    guard interactive else { return }
    print(style.dim("(hint · check · restart · q)") + " ", terminator: "")
    fflush(nil)
  }

  /// A typed command; a status ends the loop.
  private func command(_ line: String, _ exercise: Exercise, _ progress: inout CourseProgress, _ passed: inout Bool)
    -> Int32?
  {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "hint", "h": hint(exercise, &progress)
    case "check", "c", "":
      passed = report(exercise.check(), exercise: exercise, progress: &progress)
      if passed { return solved(&progress) }
    case "restart":
      do {
        try exercise.restart()
        print("The exercise is back as it was: \(exercise.workingCopy)")
      } catch { print("cannot restore \(exercise.workingCopy): \(ErrorText.of(error))") }
    case "q", "quit", "exit": return passed ? 0 : 1
    default: print("hint shows a hint, check checks your file now, restart starts over, q quits")
    }
    return nil
  }

  private func intro(_ exercise: Exercise) {
    let text = (try? LessonRun.load(path: exercise.workingCopy)).map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    var sawTitle = true
    let narration = text.components(separatedBy: "\n").prefix { $0.hasPrefix("//:") || $0.isEmpty }
      .filter { $0.hasPrefix("//:") && !$0.hasPrefix("//: # ") }
      .map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
    for l in Transcript.narration(narration, style: style, sawTitle: &sawTitle) { print(l) }
    print("Your file: " + style.bold(exercise.workingCopy))
    print("Open it in your editor, do its TODO and save: it is checked every time you save.")
  }

  /// Lines of the result screen, wrapped at words to the terminal (prose at most 100 columns).
  private func say(_ text: String, indent: String = "", continuation: String = "    ") {
    let width = min(100, Present.terminalSize(terminal: REPL.isTerminal).width)
    for l in LineWrapper(width: width).wrap(text, indent: indent, continuation: continuation) { print(l) }
  }

  /// Prints the result of a check: what failed, what the program printed, and on a failure after
  /// the learner's first try, the hint that matches the failure (else the latest general one).
  /// The check made when the exercise opens shows no hint: the learner has not tried yet. True
  /// if it passed.
  private func report(
    _ check: Exercise.Check, exercise: Exercise, progress: inout CourseProgress, first: Bool = false
  ) -> Bool {
    if check.passed {
      print(style.green("✓ solved: ") + "all \(check.expectationCount) checks pass")
      return true
    }
    print(style.red(first ? "✗ not solved yet:" : "✗ not yet:"))
    for p in check.problems {
      for (k, line) in p.components(separatedBy: "\n").enumerated() {
        // An error with its caret keeps its lines; a failed #expect is prose.
        if p.contains("\n") { print("  " + line) } else { say(line, indent: k == 0 ? "  " : "    ") }
      }
    }
    if !check.output.isEmpty {
      print(style.bold("  your program printed:"))
      for l in check.output.prefix(12) { say(TerminalText.visible(l), indent: "    ", continuation: "      ") }
      if check.output.count > 12 { print("    ⋮ \(check.output.count - 12) more lines") }
    }
    guard !first else {
      print("Do the TODO and save: the file is checked again. " + style.bold("hint") + " shows a hint.")
      return false
    }
    if let match = check.matchingHints.first {
      say(style.cyan("hint: ") + match, indent: "")
      return false
    }
    let general = exercise.generalHints
    let shown = progress.lessons[item.id]?.hintsShown ?? 0
    if shown == 0 {
      hint(exercise, &progress)
    } else if shown <= general.count {
      say(style.cyan("hint \(shown) of \(general.count): ") + general[shown - 1])
    }
    return false
  }

  private func hint(_ exercise: Exercise, _ progress: inout CourseProgress) {
    let general = exercise.generalHints
    let shown = progress.lessons[item.id]?.hintsShown ?? 0
    guard !general.isEmpty else { return print("this exercise has no hints") }
    guard shown < general.count else {
      return say(style.dim("no more hints (the last one: \(general[general.count - 1]))"))
    }
    say(style.cyan("hint \(shown + 1) of \(general.count): ") + general[shown])
    progress.lessons[item.id, default: CourseProgress.Lesson()].hintsShown = shown + 1
    save(&progress) { [id = item.id] p in
      p.lessons[id, default: CourseProgress.Lesson()].hintsShown = max(shown + 1, p.lessons[id]?.hintsShown ?? 0)
    }
  }

  /// Changes the progress file (read again under its lock, so another `learn` keeps its own
  /// changes) and takes what it holds now.
  private func save(_ progress: inout CourseProgress, _ change: (inout CourseProgress) -> Void) {
    do { progress = try CourseProgress.update(path: progress.path, change) } catch {
      print("(cannot save your progress: \(ErrorText.of(error)))")
    }
  }

  private func solved(_ progress: inout CourseProgress) -> Int32 {
    progress.markDone(item.id)
    save(&progress) { [id = item.id] in $0.markDone(id) }
    print(style.green("✓ ") + style.bold(item.title) + " is done")
    if let next = course.next(after: item, progress: progress) {
      print("Next: \(course.heading(of: next)) — observatory learn next")
    } else {
      print(style.green("Every lesson of the course is done."))
    }
    return 0
  }
}
