import Foundation
import ObservatoryEngine

/// `observatory present LESSON`: the lesson as slides for a classroom, one step per screen. A
/// slide shows the narration before the step, the step's code, its firing order and the
/// dependency graph after it, with a title bar saying where the class is. Slides are made as the
/// lesson is stepped (`Session`) and kept, so stepping back is instant and exact. A `#predict`
/// step is a slide of its own that asks the question; the slide after it reveals the answer.
public final class Deck {
  let session = Session()
  public let title: String
  let predictions: [Int: Prediction]
  /// The slides made so far.
  public private(set) var slides: [[String]] = []
  private var pendingAnswer: Prediction?
  public let total: Int

  public init(_ file: SourceFile) throws {
    try session.load(file)
    predictions = Prediction.all(in: file)
    total = session.lessonSteps.count
    title =
      session.lessonSteps.lazy.flatMap(\.narration).first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
      ?? (file.path as NSString).lastPathComponent
  }

  /// Slide `index` (from 0), making the slides up to it; nil past the end of the lesson.
  public func slide(_ index: Int, style: TextStyle, width: Int) -> [String]? {
    while slides.count <= index {
      guard let o = session.step(), let info = o.step, let file = o.file else { return nil }
      slides.append(make(o, info, file, style: style, width: width))
      if o.error != nil { break }
    }
    return index < slides.count ? slides[index] : nil
  }

  private func make(_ o: Session.Outcome, _ info: StepInfo, _ file: SourceFile, style: TextStyle, width: Int)
    -> [String]
  {
    var out: [String] = []
    var sawTitle = true
    let narration = info.narration.filter { !$0.hasPrefix("# ") }
    for l in Transcript.narration(narration, style: style, sawTitle: &sawTitle) {
      out += Deck.wrap(l, width: width)
    }
    if info.start < info.end || !info.isDeclaration {
      out += Transcript.code(info, file: file, style: style)
    }
    if let p = predictions[info.start] {
      out += ["", style.bold("? " + p.question), ""]
      out += p.numberedChoices.map { "      " + $0 }
      out += ["", "  Vote, then step on to see it happen."]
      pendingAnswer = p
      return out
    }
    out += Transcript.firingOrder(o.events, of: info, file: file, style: style)
    if let e = o.error { out += ["", e.rendered(color: style.color)] }
    if let p = pendingAnswer {
      out += ["", style.bold(style.green("✓ The answer: ") + p.answerText)]
      pendingAnswer = nil
    }
    let graph = session.graph(focus: nil).split(separator: "\n").map(String.init)
    if !graph.isEmpty && !graph.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      out += ["", style.bold("Dependency graph")]
      out += graph.map { "  " + $0 }
    }
    return out
  }

  /// Cuts a line of narration at spaces to fit the screen.
  static func wrap(_ line: String, width: Int) -> [String] {
    guard line.count > width, width > 20 else { return [line] }
    var out: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if current.count + word.count + 1 > width, !current.isEmpty {
        out.append(current)
        current = "  "
      }
      current += (current.isEmpty || current == "  " ? "" : " ") + word
    }
    if !current.isEmpty { out.append(current) }
    return out
  }
}
