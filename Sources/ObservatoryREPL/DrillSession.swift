import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// Drills one after another (`observatory drill`, and one at a time `:drill` in the REPL): the
/// next topic from the learner's profile (spaced repetition), its program verified against
/// Swift (the one after it verified in the background meanwhile), the question, the answer read
/// and graded, the run and the rule shown, and the answer recorded in progress.json.
///
/// Drill k of a session has the seed `seed + k`: the same seed and the same profile ask the same
/// drills. Input is read line by line (a terminal or a pipe: answers can be scripted).
public final class DrillSession {
  let supply: DrillSupply
  let topics: [DrillTopic]
  let seed: UInt64
  /// Stop after this many drills (nil: until q or the end of input).
  let count: Int?
  let style: TextStyle
  let width: () -> Int
  let progressPath: String
  /// The next line of input (nil at its end); the prompt is shown where a person types.
  let read: (_ prompt: String) -> String?
  let write: (String) -> Void
  let interactive: Bool

  public private(set) var asked = 0
  public private(set) var right = 0

  public init(
    supply: DrillSupply, topics: [DrillTopic], seed: UInt64, count: Int?, style: TextStyle, width: @escaping () -> Int,
    progressPath: String, interactive: Bool, read: @escaping (String) -> String?, write: @escaping (String) -> Void
  ) {
    self.supply = supply
    self.topics = topics
    self.seed = seed
    self.count = count
    self.style = style
    self.width = width
    self.progressPath = progressPath
    self.interactive = interactive
    self.read = read
    self.write = write
  }

  /// How a drill ended.
  enum Outcome { case answered(Bool), skipped, quit, unavailable }

  /// Asks drills until `count`, q, or the end of input. The exit status: 1 if no drill could be
  /// verified here.
  public func run() -> Int32 {
    var progress = CourseProgress.load(path: progressPath)
    var k = 0
    while count.map({ k < $0 }) ?? true {
      let request = progress.nextDrill(among: topics, seed: seed &+ UInt64(k))
      let outcome = ask(request, number: k + 1, progress: progress)
      switch outcome {
      case .unavailable: return 1
      case .quit: break
      case .skipped: break
      case .answered(let ok):
        asked += 1
        if ok { right += 1 }
        do {
          progress = try CourseProgress.update(path: progressPath) { $0.recordDrill(request.topic, right: ok) }
        } catch {
          write(style.red("cannot save your progress to \(progressPath): \(ErrorText.of(error))"))
          progress.recordDrill(request.topic, right: ok)
        }
      }
      if case .quit = outcome { break }
      k += 1
      if interactive, count.map({ k < $0 }) ?? true {
        guard let line = read(style.dim("Enter for the next drill, q to quit: ")),
          !["q", ":q", "quit"].contains(line.trimmingCharacters(in: .whitespaces))
        else { break }
      }
    }
    if asked > 0 {
      write("")
      write(
        "\(right) of \(asked) right. "
          + style.dim(
            "observatory learn shows your mastery per rule; "
              + "observatory drill --seed \(seed) asks these again."))
    }
    return 0
  }

  /// Asks one drill.
  func ask(_ request: DrillRequest, number: Int, progress: CourseProgress) -> Outcome {
    if !supply.isReady(request) { write(style.dim("(checking the next drill against Swift…)")) }
    let verified: VerifiedDrill
    switch supply.drill(request) {
    case .failure(let e):
      write(style.red("error: ") + e.description)
      return .unavailable
    case .success(let v): verified = v
    }
    let drill = verified.drill
    // The drills that may come next are verified while the learner thinks about this one.
    supply.prefetch(progress.nextDrills(after: drill.topic.id, among: topics, seed: seed &+ UInt64(number)))
    let lines =
      [""] + DrillText.header(drill, number: number, verified: verified.verified, style: style) + [""]
      + DrillText.question(drill, style: style)
    for l in LineWrapper(width: width()).wrap(lines) { write(l) }
    var grade: DrillGrading.Grade?
    while true {
      guard let first = read(DrillGrading.takesLines(drill) ? "| " : "> ") else { return .quit }
      let word = first.trimmingCharacters(in: .whitespaces)
      if ["q", ":q", "quit"].contains(word) { return .quit }
      if ["s", ":skip", "skip"].contains(word) { break }
      var input = [first]
      if DrillGrading.takesLines(drill) {
        input = word.isEmpty ? [] : [first]
        while !word.isEmpty, let more = read("| "), !more.trimmingCharacters(in: .whitespaces).isEmpty {
          input.append(more)
        }
      }
      guard let answer = DrillGrading.parse(input, for: drill) else {
        write(style.dim("(that is not an answer: \(DrillGrading.howToAnswer(drill)))"))
        continue
      }
      grade = DrillGrading.grade(answer, for: drill, style: style)
      break
    }
    for l in DrillText.reveal(drill, grade: grade, style: style, width: width()) { write(l) }
    return grade.map { .answered($0.right) } ?? .skipped
  }
}
