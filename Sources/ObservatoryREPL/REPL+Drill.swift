import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// `:drill [RULE|TOPIC]` in the REPL (and so in `observatory learn`): one drill, asked, graded
/// and recorded in the profile as `observatory drill` does (`DrillSession`); and, at the end of a
/// lesson of the course, the drills for the rules it taught.
extension REPL {
  /// Where drills come from: set by the command line (`VerifiedDrills`: the verification layer,
  /// which the REPL does not import). Made once, when the first drill is asked.
  nonisolated(unsafe) public static var makeDrillSupply: (() -> DrillSupply)?
  nonisolated(unsafe) static var drillSupply: DrillSupply?

  func drill(_ argument: String) {
    guard let supply = REPL.drillSupply ?? REPL.makeDrillSupply?() else {
      output.problem("drills need the observatory command (observatory drill)")
      return
    }
    REPL.drillSupply = supply
    let query = argument.trimmingCharacters(in: .whitespaces)
    let topics = query.isEmpty ? DrillTopic.all : DrillTopic.find(query)
    guard !topics.isEmpty else {
      output.problem(
        "no drills for '\(query)': the topics are \(DrillTopic.all.map(\.id).joined(separator: ", ")), "
          + "or a rule they practise (R5, R7, R16, ...)")
      return
    }
    let path = courseState.progress.path
    // A new drill each time: the seed moves on with the drills answered.
    let seed = UInt64(CourseProgress.load(path: path).drillCount) + 1
    let session = DrillSession(
      supply: supply, topics: topics, seed: seed, count: 1, style: output.style, width: output.width,
      progressPath: path, interactive: source.isInteractive,
      read: { [source] prompt in
        if case .line(let l) = source.read(prompt: prompt) { return l }
        return nil
      },
      write: { [output] in output.line($0) })
    _ = session.run()
    courseState.progress = CourseProgress.load(path: path)
  }

  /// The drills for what a finished lesson taught: the topics practising the rules it cites.
  func suggestDrills(after file: SourceFile) {
    let text = String(decoding: file.bytes, as: UTF8.self)
    let topics = DrillTopic.practising(Rules.citations(in: text))
    guard !topics.isEmpty else { return }
    let names = topics.prefix(4).map { "\($0.id) (\($0.rules.joined(separator: ", ")))" }.joined(separator: ", ")
    output.line(
      "Practise what it taught: " + output.style.bold("observatory drill \(topics[0].id)") + " or :drill "
        + topics[0].id + output.style.dim(" · drills for it: \(names)"))
  }
}
