/// `observatory run --format markdown`: a handout that renders on GitHub — narration as
/// Markdown, each step's code, its firing order, graphs as Mermaid blocks.
public enum Handout {
  public static func markdown(_ run: LessonRun) -> String {
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
    for step in run.steps {
      if !step.info.narration.isEmpty {
        flushCode()
        out += step.info.narration
        out.append("")
      }
      if step.info.start < step.info.end {
        code += run.file.text(from: step.info.start, to: step.info.end).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      let first = step.info.line
      let last = max(first, run.file.line(of: max(step.info.start, step.info.end - 1)))
      var plain: [TraceEvent] = []
      var blocks: [[String]] = []
      for e in step.events {
        if case .graph(let title, _, let mermaid) = e.kind {
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
    if let e = run.error {
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
