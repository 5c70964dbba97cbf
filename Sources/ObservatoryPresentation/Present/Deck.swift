import Foundation
import ObservatoryEngine

/// `observatory present LESSON`: the lesson as slides for a classroom, one step per screen. A
/// slide shows the narration before the step, the step's code, its firing order and the
/// dependency graph after it. Slides are made as the lesson is stepped (`Session`) and kept as
/// what they show, not as text, so stepping back is instant and exact and each is laid out for
/// the terminal it is drawn on: every line fits its width (wrapped as `run` wraps), the graph's
/// runs of like nodes are collapsed, and a slide taller than the screen ends with `⋮ N more`.
///
/// A `#predict` step is a slide of its own that asks the question (its source shown as
/// `#predict("question")`, never with the answer); the slide after it reveals the answer. The
/// teacher can type a statement that runs on the lesson's state (`live`): it becomes a slide of
/// its own, flagged when it changed the lesson, as the REPL flags it.
public final class Deck {
  let session = Session()
  public let title: String
  let predictions: [Int: Prediction]
  /// The slides made so far.
  public private(set) var slides: [Slide] = []
  /// How many steps the lesson has.
  public let total: Int
  private var pendingAnswer: Prediction?

  /// What one slide shows.
  public struct Slide {
    public enum Kind {
      /// A step of the lesson (its number, from 1).
      case step(Int)
      /// A statement the teacher typed.
      case live(String)
    }
    public let kind: Kind
    let narration: [String]
    /// Speaker notes: the `//: note:` lines before the step.
    public let notes: [String]
    let info: StepInfo?
    let file: SourceFile?
    let events: [TraceEvent]
    let error: LessonError?
    let graph: DependencyGraph?
    /// The question this slide asks, or the prediction it reveals.
    let asks: Prediction?
    let reveals: Prediction?
    let echo: String?
    /// A live statement changed the lesson's state.
    let changedLesson: Bool
  }

  public init(_ file: SourceFile) throws {
    try session.load(file)
    predictions = Prediction.all(in: file)
    total = session.lessonSteps.count
    title =
      session.lessonSteps.lazy.flatMap(\.narration).first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
      ?? (file.path as NSString).lastPathComponent
  }

  /// Slide `index` (from 0), making the slides up to it; nil past the end of the lesson.
  public func slide(_ index: Int) -> Slide? {
    while slides.count <= index {
      guard let o = session.step(), let info = o.step, let file = o.file else { return nil }
      slides.append(make(o, info, file))
      if o.error != nil { break }
    }
    return index < slides.count ? slides[index] : nil
  }

  /// Slide `index`'s lines for a screen `width` columns wide, with no limit on their number; nil
  /// past the end of the lesson.
  public func slide(_ index: Int, style: TextStyle, width: Int) -> [String]? {
    slide(index) == nil ? nil : lines(index, style: style, width: width)
  }

  /// Every slide, made to the end of the lesson (End).
  public func makeAll() -> Int {
    while slide(slides.count) != nil {}
    return slides.count
  }

  /// Whether a live statement may run now: at the latest slide, where the session's state is.
  public func canRunLive(at index: Int) -> Bool { index == slides.count - 1 }

  /// Runs a statement the teacher typed on the lesson's state and adds its slide after the
  /// latest one.
  public func live(_ text: String) -> Slide {
    let o = session.evaluate(text, path: "<live>")
    var echo: String?
    if let e = o.echo { echo = e.name + (e.type.map { ": " + $0 } ?? "") + " = " + e.value }
    let s = Slide(
      kind: .live(text), narration: [], notes: [], info: o.step, file: o.file, events: o.events, error: o.error,
      graph: session.dependencyGraph(), asks: nil, reveals: nil, echo: echo, changedLesson: o.changedLesson)
    slides.append(s)
    return s
  }

  private func make(_ o: Session.Outcome, _ info: StepInfo, _ file: SourceFile) -> Slide {
    let asks = predictions[info.start]
    let reveals = asks == nil ? pendingAnswer : nil
    pendingAnswer = asks
    return Slide(
      kind: .step(info.index + 1), narration: info.narration.filter { !$0.hasPrefix("# ") },
      notes: Transcript.notes(info.narration), info: info, file: file, events: asks == nil ? o.events : [],
      error: o.error, graph: asks == nil ? session.dependencyGraph() : nil, asks: asks, reveals: reveals, echo: nil,
      changedLesson: false)
  }

  /// The header: where the class is, cut to fit `width` (the title gives way first).
  public func header(_ index: Int, width: Int) -> String {
    let slide = index < slides.count ? slides[index] : nil
    let position: String
    switch slide?.kind {
    case .live?: position = "live"
    case .step(let n)?: position = "\(n)/\(total)"
    case nil: position = "\(index + 1)/\(total)"
    }
    let keys = width >= 70 ? "← → · g N · q" : "q"
    let room = width - DisplayWidth.of(position) - DisplayWidth.of(keys) - 6
    var name = TerminalText.visible(title)
    if DisplayWidth.of(name) > room {
      name = room > 1 ? String(name.prefix(room - 1)) + "…" : ""
      while DisplayWidth.of(name) > max(0, room) { name = String(name.dropLast(2)) + "…" }
    }
    let left = " \(name)  \(position) "
    return left + String(repeating: " ", count: max(1, width - DisplayWidth.of(left) - DisplayWidth.of(keys) - 1))
      + keys + " "
  }

  /// The lines of slide `index` laid out for a screen of `width` columns: at most `height`
  /// lines (the last says how many more there are) when a height is given.
  public func lines(_ index: Int, style: TextStyle, width: Int, height: Int? = nil) -> [String] {
    guard let s = slide(index) else { return [] }
    let wrapper = LineWrapper(width: width)
    var out: [String] = []
    var sawTitle = true
    // Prose is easier to read in lines of at most 100 columns.
    out += Transcript.narration(s.narration, style: style, sawTitle: &sawTitle, width: min(width, 100))
    switch s.kind {
    case .live(let text):
      out += ["", style.bold("live") + " (typed here, run on the lesson's state)"]
      out += wrapper.wrap(text.split(separator: "\n").map { "   ▷ " + TerminalText.visible(String($0)) })
    case .step:
      if let p = s.asks {
        out += wrapper.wrap(Transcript.numbered([(p.line, p.questionSource)], style: style))
      } else if let info = s.info, let file = s.file, info.start < info.end || !info.isDeclaration {
        out += wrapper.wrap(Transcript.code(info, file: file, style: style))
      }
    }
    if let p = s.asks {
      out += [""] + wrapper.wrap(style.bold("? " + TerminalText.visible(p.question)), hang: 2) + [""]
      out += wrapper.wrap(p.numberedChoices.map { "      " + TerminalText.visible($0) })
      out += [
        "",
        "  "
          + (p.isOrder ? "Agree on an order, then step on to see it happen." : "Vote, then step on to see it happen."),
      ]
      return fit(out, height: height, style: style)
    }
    if let info = s.info, let file = s.file {
      out += wrapper.wrap(Transcript.firingOrder(s.events, of: info, file: file, style: style))
    }
    if let echo = s.echo { out += wrapper.wrap("     " + TerminalText.visible(echo)) }
    if let e = s.error { out += ["", e.rendered(color: style.color, width: width)] }
    if s.changedLesson {
      out += wrapper.wrap(
        style.bold("  ⚑ this changed the lesson's state: the next steps may differ from observatory run"))
    }
    if let p = s.reveals {
      out += [""] + wrapper.wrap(style.bold(style.green("✓ The answer: ") + TerminalText.visible(p.answerText)))
    }
    if let g = s.graph, !g.isEmpty {
      let text = GraphRenderer.render(g.collapsed(), as: .text).split(separator: "\n").map { "  " + $0 }
      out += ["", style.bold("Dependency graph")] + wrapper.wrap(text)
    }
    return fit(out, height: height, style: style)
  }

  /// At most `height` lines: a taller slide keeps its first lines and says how many more it has.
  func fit(_ lines: [String], height: Int?, style: TextStyle) -> [String] {
    guard let height, lines.count > height, height >= 2 else { return lines }
    return Array(lines.prefix(height - 1)) + [style.bold("  ⋮ \(lines.count - height + 1) more")]
  }
}
