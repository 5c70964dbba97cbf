import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// The REPL's part of the course (`observatory learn`): predictions asked before the step they
/// are about, a lesson of the course marked done when it has run to its end with every check
/// passing (and the next one offered), `:lessons` and `:next-lesson`.
final class CourseState {
  lazy var course = Course.load()
  lazy var progress = CourseProgress.load()
  /// The loaded lesson's predictions, by the start offset of their `#predict` step.
  var predictions: [Int: Prediction] = [:]
  /// A prediction asked and not answered yet: the next line is the answer.
  var awaiting: Prediction?
  /// Nothing failed (an error, an `#expect`) in the loaded lesson's own steps since it was loaded.
  var clean = true
  /// The end of the loaded lesson was reported.
  var reportedEnd = false
}

extension REPL {
  /// How far a stepping command runs.
  enum StepMode { case one, section, end }

  /// A lesson was loaded: find its predictions and start counting its failures afresh.
  func courseLoaded() {
    courseState.predictions = session.lesson.map { Prediction.all(in: $0) } ?? [:]
    courseState.awaiting = nil
    courseState.clean = true
    courseState.reportedEnd = false
    if let file = session.lesson, let item = courseState.course.item(forPath: file.path) {
      let course = courseState.course
      output.note(
        "\(course.heading(of: item)) · :lessons shows your progress")
    }
  }

  /// `:step`, `:next`, `:continue`: runs lesson steps, stopping before a `#predict` to ask it.
  func stepLesson(_ mode: StepMode) {
    guard session.lesson != nil else {
      output.problem("no lesson loaded: :load FILE first (or type statements directly)")
      return
    }
    guard !session.isFinished else {
      output.note("the lesson is finished: :back steps back, :reload starts it again")
      return
    }
    var outcomes: [Session.Outcome] = []
    while !session.isFinished {
      if let p = pendingPrediction {
        if !outcomes.isEmpty { show(outcomes) }
        ask(p)
        return
      }
      guard let o = interruptible({ session.step() }) else { break }
      outcomes.append(o)
      if o.error != nil { break }
      if mode == .one { break }
      if mode == .section, !session.isFinished,
        session.lessonSteps[session.position].narration.contains(where: { $0.hasPrefix("## ") })
      {
        break
      }
    }
    endEchoedInterrupt()
    show(outcomes)
    if let p = pendingPrediction, mode != .one { ask(p) }
    reportEndIfFinished()
  }

  /// The prediction of the next step, if it is a `#predict` the learner has not answered.
  private var pendingPrediction: Prediction? {
    guard !session.isFinished else { return nil }
    return courseState.predictions[session.lessonSteps[session.position].start]
  }

  private func show(_ outcomes: [Session.Outcome]) {
    guard !outcomes.isEmpty else { return }
    if outcomes.contains(where: { $0.error != nil || $0.events.contains(where: \.isFailedExpectation) }) {
      failed = true
      courseState.clean = false
    }
    output.steps(outcomes, of: session)
  }

  private func ask(_ p: Prediction) {
    courseState.awaiting = p
    output.line(output.style.bold("? " + p.question))
    for c in p.numberedChoices { output.line("    " + c) }
    output.line(output.style.dim("  Your prediction (\(p.howToAnswer), or :skip), before the next step runs:"))
  }

  /// A line typed while a prediction waits: the answer. The `#predict` step and the step it is
  /// about run, then the answer is revealed and scored.
  func answerPrediction(_ line: String) {
    guard let p = courseState.awaiting else { return }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix(":") {
      switch trimmed {
      case ":skip":
        // Not answered: the step runs and the answer is shown, unscored.
        courseState.awaiting = nil
        reveal(p, choice: nil)
      case ":q", ":quit":
        courseState.awaiting = nil
        quit()
      default: output.note("answer the prediction first (\(p.howToAnswer)), or :skip")
      }
      return
    }
    guard let answer = p.answer(from: trimmed) else {
      output.note("type \(p.howToAnswer)")
      if !source.isInteractive { courseState.awaiting = nil }
      return
    }
    courseState.awaiting = nil
    reveal(p, choice: answer)
  }

  /// Runs the `#predict` step (its events hold the answer: not shown) and the step it is about,
  /// then reveals the answer and scores `choice` (nil: skipped, not scored).
  private func reveal(_ p: Prediction, choice: Prediction.Answer?) {
    if let o = session.step(), o.error != nil { show([o]) }
    var outcomes: [Session.Outcome] = []
    if !session.isFinished, pendingPrediction == nil, let o = interruptible({ session.step() }) {
      outcomes.append(o)
    }
    show(outcomes)
    let style = output.style
    if let choice {
      let right = p.isRight(choice)
      for l in p.grade(choice) { output.line(right ? style.green(l) : l.hasPrefix("✗") ? style.red(l) : l) }
      if !right {
        // Where to look next: why the step did what it did, and the rule behind it.
        output.line(style.dim("  :why / :whynot NAME explain what fired and what did not; :rule lists the rules"))
      }
      if let file = session.lesson, let item = courseState.course.item(forPath: file.path) {
        let first = courseState.progress.lessons[item.id]?.predictions[String(p.line)] == nil
        courseState.progress.record(item.id, prediction: p, answer: choice)
        saveProgress { $0.record(item.id, prediction: p, answer: choice) }
        if !first { output.line(style.dim("  (your first answer to this prediction is the one scored)")) }
      }
    } else {
      output.line("the answer: " + p.answerText)
    }
    if let next = pendingPrediction { ask(next) }
    reportEndIfFinished()
  }

  /// At the end of a lesson of the course: done if nothing failed, and the next one offered.
  func reportEndIfFinished() {
    guard session.isFinished, !courseState.reportedEnd, let file = session.lesson,
      let item = courseState.course.item(forPath: file.path)
    else { return }
    courseState.reportedEnd = true
    let style = output.style
    guard courseState.clean else {
      output.line(style.red("✗ ") + "\(item.title) stopped with a failed check or an error: :reload runs it again")
      return
    }
    courseState.progress.markDone(item.id)
    saveProgress { $0.markDone(item.id) }
    var text = style.green("✓ ") + style.bold(item.title) + " is done"
    if let p = courseState.progress.lessons[item.id], p.predictionsAsked > 0 {
      text += " · predictions \(p.predictionsRight) of \(p.predictionsAsked) right"
    }
    output.line(text)
    suggestDrills(after: file)
    offerNext(after: item)
  }

  private func offerNext(after item: Course.Item) {
    let course = courseState.course
    guard let next = course.next(after: item, progress: courseState.progress) else {
      output.line(output.style.green("Every lesson of the course is done."))
      return
    }
    output.line("Next: \(course.heading(of: next)) — :next-lesson")
  }

  /// Makes `change` in the progress file, read again under its lock so that another `learn`
  /// running meanwhile keeps what it recorded, and takes what the file holds now.
  private func saveProgress(_ change: (inout CourseProgress) -> Void) {
    do { courseState.progress = try CourseProgress.update(path: courseState.progress.path, change) } catch {
      output.warning("cannot save your progress to \(courseState.progress.path): \(ErrorText.of(error))")
    }
  }

  /// `:lessons`: the course with progress.
  func lessons() {
    courseState.progress = CourseProgress.load(path: courseState.progress.path)
    output.lines(courseState.course.menu(progress: courseState.progress, style: output.style))
  }

  /// `:next-lesson`: loads the next lesson of the course that is not done.
  func nextLesson() {
    let course = courseState.course
    courseState.progress = CourseProgress.load(path: courseState.progress.path)
    let current = session.lesson.flatMap { course.item(forPath: $0.path) }
    guard let next = course.next(after: current, progress: courseState.progress) else {
      output.note(course.items.isEmpty ? "no course was found (see observatory learn)" : "every lesson is done")
      return
    }
    if next.kind == .exercise {
      output.line(
        "\(course.heading(of: next)) is an exercise: run "
          + output.style.bold("observatory learn \(course.label(of: next))")
          + " — it gives you the file to edit and checks it every time you save.")
      return
    }
    load(next.path)
  }
}
