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
    var budget = EventBudget()
    func flushCode() {
      guard !code.isEmpty else { return }
      out += fenced("swift", code)
      out.append("")
      code = []
    }
    for step in entries {
      if !step.narration.isEmpty {
        flushCode()
        out += narration(step.narration)
        out.append("")
      }
      if step.start < step.end {
        code += step.file.text(from: step.start, to: step.end).split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
      }
      let first = step.line
      let last = max(first, step.file.line(of: max(step.start, step.end - 1)))
      // The first events of a step, as many as `EventBudget` allows; a line says how many are not.
      let (shown, omitted, end) = EventBudget.split(step.events[...], cap: budget.cap(for: step.events.count))
      var plain: [TraceEvent] = []
      var blocks: [[String]] = []
      for e in shown {
        if case .graph(let title, let graph, let focus) = e.kind {
          let mermaid = GraphRenderer.render(graph, as: .mermaid, focus: focus)
          blocks.append(
            ["**\(escapingHTML(title))**", ""] + fenced("mermaid", [mermaid.trimmingTrailingNewlines()]) + [""])
        } else {
          plain.append(e)
        }
      }
      if !plain.isEmpty || !blocks.isEmpty || omitted > 0 {
        flushCode()
        if !plain.isEmpty || omitted > 0 {
          var lines = TraceRenderer.lines(plain[...], stepLines: first...last, cap: plain.count)
          if omitted > 0 { lines.append("⋮ " + EventBudget.notShown(omitted + end.count)) }
          out += fenced("text", lines)
          out.append("")
        }
        for b in blocks { out += b }
      }
    }
    flushCode()
    if let e = error { out += fenced("text", [e.rendered()]) }
    return out.joined(separator: "\n") + "\n"
  }

  /// A fenced code block whose fence is longer than any run of backticks in `lines`, so that no
  /// line of the lesson (a string holding ```) can close it early.
  static func fenced(_ info: String, _ lines: [String]) -> [String] {
    var longest = 0
    for line in lines {
      var run = 0
      for c in line.utf8 {
        run = c == UInt8(ascii: "`") ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return [fence + info] + lines + [fence]
  }

  /// Narration as Markdown, with raw HTML escaped (`<` outside code spans becomes `&lt;`), as the
  /// web page does: a renderer that allows HTML must not run what a lesson wrote. A code block
  /// the narration opens and leaves open is closed after it.
  static func narration(_ lines: [String]) -> [String] {
    var out: [String] = []
    var fence: String?
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      let ticks = trimmed.prefix { $0 == "`" }
      if ticks.count >= 3 {
        if fence == nil {
          fence = String(ticks)
        } else if let f = fence, ticks.count >= f.count, trimmed.dropFirst(ticks.count).allSatisfy({ $0 == " " }) {
          fence = nil
        }
        out.append(line)
      } else {
        out.append(fence == nil ? escapingHTML(line) : line)
      }
    }
    if let fence { out.append(fence) }
    return out
  }

  /// `<` outside code spans as `&lt;`, so that no HTML tag is made. Code spans are found as
  /// CommonMark finds them: a run of backticks opens one only if a run of the same length closes
  /// it (else its backticks are text), in one pass.
  static func escapingHTML(_ line: String) -> String {
    guard line.contains("<") else { return line }
    let chars = Array(line)
    // The backtick runs, and for each the next run of the same length.
    var runs: [(start: Int, length: Int)] = []
    var k = 0
    while k < chars.count {
      guard chars[k] == "`" else {
        k += 1
        continue
      }
      let start = k
      while k < chars.count, chars[k] == "`" { k += 1 }
      runs.append((start, k - start))
    }
    var closer = [Int?](repeating: nil, count: runs.count)
    var nextOfLength: [Int: Int] = [:]
    for r in runs.indices.reversed() {
      closer[r] = nextOfLength[runs[r].length]
      nextOfLength[runs[r].length] = r
    }
    var out = ""
    var codeEnd = 0  // characters before this are inside a code span
    var r = 0
    for (i, c) in chars.enumerated() {
      if r < runs.count, runs[r].start == i {
        if i >= codeEnd, let close = closer[r] {
          codeEnd = runs[close].start + runs[close].length
          r = close
        }
        r += 1
        while r < runs.count, runs[r].start < codeEnd { r += 1 }
      }
      out += c == "<" && i >= codeEnd ? "&lt;" : String(c)
    }
    return out
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = self
    while s.hasSuffix("\n") { s.removeLast() }
    return s
  }
}
