import ObservatoryEngine

extension LessonRun {
  /// The steps as transcript entries (for handouts and JSON).
  public var entries: [TranscriptEntry] {
    steps.map {
      TranscriptEntry(
        file: file, index: $0.info.index, start: $0.info.start, end: $0.info.end, line: $0.info.line,
        narration: $0.info.narration, events: $0.events)
    }
  }
}

/// One statement (a lesson step or a REPL entry) with what it did: what handouts, JSON streams
/// and `:export` are made of.
public struct TranscriptEntry: Sendable {
  public let file: SourceFile
  public let index: Int
  public let start: Int
  public let end: Int
  public let line: Int
  public let narration: [String]
  public let events: [TraceEvent]
}

/// `observatory run --format markdown`: a handout that renders on GitHub — narration as
/// Markdown, each step's code, its firing order, graphs as Mermaid blocks.
public enum Handout {
  public static func markdown(_ run: LessonRun) -> String { markdown(run.entries, error: run.error) }

  public static func markdown(_ entries: [TranscriptEntry], error: LessonError?) -> String {
    var out: [String] = []
    var code: [String] = []
    func flushCode() {
      guard !code.isEmpty else { return }
      out.append("```swift")
      out += code
      out.append("```")
      out.append("")
      code = []
    }
    for step in entries {
      if !step.narration.isEmpty {
        flushCode()
        out += step.narration
        out.append("")
      }
      if step.start < step.end {
        code += step.file.text(from: step.start, to: step.end).split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
      }
      let first = step.line
      let last = max(first, step.file.line(of: max(step.start, step.end - 1)))
      var plain: [TraceEvent] = []
      var blocks: [[String]] = []
      for e in step.events {
        if case .graph(let title, let graph, let focus) = e.kind {
          let mermaid = GraphRenderer.render(graph, as: .mermaid, focus: focus)
          blocks.append(["**\(title)**", "", "```mermaid", mermaid.trimmingTrailingNewlines(), "```", ""])
        } else {
          plain.append(e)
        }
      }
      if !plain.isEmpty || !blocks.isEmpty {
        flushCode()
        if !plain.isEmpty {
          out.append("```text")
          out += TraceRenderer.lines(plain[...], stepLines: first...last)
          out.append("```")
          out.append("")
        }
        for b in blocks { out += b }
      }
    }
    flushCode()
    if let e = error {
      out.append("```text")
      out.append(e.rendered())
      out.append("```")
    }
    return out.joined(separator: "\n") + "\n"
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = self
    while s.hasSuffix("\n") { s.removeLast() }
    return s
  }
}
