import Foundation
import ObservatoryEngine

/// `observatory run LESSON --format html -o FILE`: the lesson as one self-contained web page.
/// Every step is a slide: the narration before it, its code, its firing order, and the dependency
/// graph after it, drawn as SVG by Graphviz (`dot -Tsvg`) when the page is made, so viewing it
/// needs no network and no script from anywhere else. The arrow keys, Space, Home and End step
/// through it (`HTMLScript.swift`); a `#predict` step asks its question and reveals the answer
/// when a choice is clicked.
public enum HTMLPage {
  /// One step of the page.
  struct Slide {
    let number: Int
    let narration: [String]
    let code: [String]
    let firstLine: Int
    let firing: [String]
    let graph: String
    let prediction: Prediction?
    let error: String?
  }

  /// How many different graphs a page has Graphviz draw, and how large each may be.
  static let maxDrawnGraphs = 60
  static let maxDotBytes = 64 << 10
  /// How much graph markup a page holds in all.
  static let maxGraphBytes = 8 << 20

  /// Runs the lesson step by step and renders the page. Throws the lesson's load error.
  public static func render(_ file: SourceFile, svg: (String) -> String? = GraphvizSVG.render) throws -> String {
    var failed = false
    return try render(file, svg: svg, failed: &failed)
  }

  /// The page, and in `failed` whether the lesson stopped with an error or an `#expect` failed
  /// (`run --format html` then exits 1, as the other formats do).
  public static func render(_ file: SourceFile, svg: (String) -> String? = GraphvizSVG.render, failed: inout Bool)
    throws -> String
  {
    let session = Session()
    try session.load(file)
    let predictions = Prediction.all(in: file)
    var slides: [Slide] = []
    var cache: [String: String] = [:]
    var graphBytes = 0
    var budget = EventBudget()
    while let o = session.step() {
      guard let info = o.step else { break }
      let last = max(info.line, file.line(of: max(info.start, info.end - 1)))
      if o.error != nil
        || o.events.contains(where: { if case .expectation(false, _, _) = $0.kind { true } else { false } })
      {
        failed = true
      }
      let prediction = predictions[info.start]
      let events = prediction == nil ? o.events : []
      // Runs of like nodes drawn as one, as the trace collapses them: a graph of 20 tiles stays
      // legible at projector widths.
      let dot = GraphRenderer.render(session.dependencyGraph().collapsed(), as: .dot)
      var drawn: String
      if let known = cache[dot] {
        drawn = known
      } else if cache.count < maxDrawnGraphs, dot.utf8.count <= maxDotBytes {
        drawn = svg(dot) ?? "<pre class=\"dot\">" + escape(dot) + "</pre>"
        cache[dot] = drawn
      } else {
        // Graphviz is a process per graph and its layout grows faster than the graph: a page
        // draws so many, so large, and shows the rest as text (the same on every machine).
        drawn =
          "<pre class=\"dot\">" + escape(session.graph(focus: nil, format: .text)) + "</pre>"
          + "<p class=\"quiet\">(shown as text: a page draws at most \(maxDrawnGraphs) graphs of up to "
          + "\(maxDotBytes / 1024) KB)</p>"
      }
      // Each slide holds its graph: past a total, slides say where to get it instead, so that a
      // lesson of many steps over a large graph does not make a page of gigabytes.
      graphBytes += drawn.utf8.count
      if graphBytes > maxGraphBytes {
        drawn =
          "<p class=\"quiet\">(not drawn: the page holds \(maxGraphBytes >> 20) MB of graphs already; "
          + "observatory graph LESSON --at \(last + 1) shows this one)</p>"
      }
      slides.append(
        Slide(
          number: slides.count + 1, narration: info.narration,
          code: prediction.map { p in [String(file.lineText(info.line).prefix { $0 == " " }) + p.questionSource] }
            ?? (info.start < info.end ? Transcript.statementLines(info, file: file).map(\.text) : []),
          firstLine: info.line,
          firing: TraceRenderer.lines(
            events[...], style: TextStyle(color: false), stepLines: info.line...last,
            cap: budget.cap(for: events.count)),
          graph: drawn, prediction: prediction, error: o.error?.rendered()))
      if o.error != nil { break }
    }
    let title =
      slides.lazy.flatMap(\.narration).first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
      ?? (file.path as NSString).lastPathComponent
    return page(title: title, slides: slides)
  }

  static func page(title: String, slides: [Slide]) -> String {
    var out = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(escape(title)) · Observatory</title>", "<style>", HTMLScript.css, "</style>", "</head>",
      "<body data-current=\"1\" data-count=\"\(slides.count)\">",
      "<header><h1>\(escape(title))</h1>",
      "<nav><button id=\"prev\" title=\"previous step (←)\">←</button>",
      "<span id=\"position\">Step 1 of \(slides.count)</span>",
      "<button id=\"next\" title=\"next step (→ or Space)\">→</button></nav></header>",
      "<main>",
    ]
    for s in slides { out += slide(s, count: slides.count) }
    out += [
      "</main>",
      "<footer>← → or Space to step · Home / End · made by <code>observatory run --format html</code></footer>",
      "<pre id=\"test-report\" hidden></pre>",
      "<script>", HTMLScript.js, "</script>", "</body>", "</html>",
    ]
    return out.joined(separator: "\n") + "\n"
  }

  static func slide(_ s: Slide, count: Int) -> [String] {
    var out = [
      // The id is not the address's `#step-N`, so that the browser does not scroll to it on a
      // reload (the script shows the step).
      "<section class=\"step\" id=\"slide-\(s.number)\" data-step=\"\(s.number)\"\(s.number == 1 ? "" : " hidden")>"
    ]
    let narration = s.narration.filter { !$0.hasPrefix("# ") && Transcript.isNarration($0) }
    if !narration.isEmpty { out.append("<div class=\"narration\">" + markdown(narration) + "</div>") }
    if !s.code.isEmpty {
      out.append("<pre class=\"code\">")
      for (k, l) in s.code.enumerated() {
        out.append("<span class=\"ln\">\(s.firstLine + k)</span> " + escape(TerminalText.visible(l)))
      }
      out.append("</pre>")
    }
    if let p = s.prediction {
      // The answer is in the page (it works offline) but shown only once a choice is made.
      let key =
        p.order.map { "data-order=\"\($0.map(String.init).joined(separator: ","))\"" } ?? "data-answer=\"\(p.answer)\""
      out.append("<div class=\"predict\" \(key)><p class=\"question\">? \(escape(p.question))</p>")
      if p.isOrder { out.append("<p class=\"how\">Click them in the order they happen.</p>") }
      for (k, c) in p.choices.enumerated() {
        out.append("<button class=\"choice\" data-choice=\"\(k)\">\(k + 1)) \(escape(c))</button>")
      }
      out.append("<p class=\"verdict\" hidden></p></div>")
    }
    // A question's step shows its graph only after the answer: the graph could give it away.
    out.append("<div class=\"panes\"\(s.prediction == nil ? "" : " data-after-answer hidden")>")
    out.append(
      "<div class=\"firing\"><h2>Firing order</h2><pre>"
        + (s.firing.isEmpty
          ? "<span class=\"quiet\">nothing fired</span>" : s.firing.map(escape).joined(separator: "\n"))
        + "</pre></div>")
    out.append(
      "<figure class=\"graph\"><h2>Dependency graph <span class=\"zoom\"><button class=\"zoom-out\" title=\"smaller\">−</button>"
        + "<button class=\"zoom-in\" title=\"larger\">+</button></span></h2><div class=\"drawing\">" + s.graph
        + "</div></figure>")
    out.append("</div>")
    if let e = s.error { out.append("<pre class=\"error\">" + escape(e) + "</pre>") }
    out.append("</section>")
    return out
  }

  /// The narration's Markdown, as much as lessons use: `## ` headings, `* ` lists, `code`,
  /// **bold**, *emphasis*, paragraphs, and `|` tables shown as preformatted text.
  static func markdown(_ lines: [String]) -> String {
    var out: [String] = []
    var paragraph: [String] = []
    var list: [String] = []
    func flush() {
      if !paragraph.isEmpty { out.append("<p>" + inline(paragraph.joined(separator: " ")) + "</p>") }
      if !list.isEmpty { out.append("<ul>" + list.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>") }
      paragraph = []
      list = []
    }
    for l in lines {
      if l.hasPrefix("## ") {
        flush()
        out.append("<h2>" + inline(String(l.dropFirst(3))) + "</h2>")
      } else if l.hasPrefix("* ") {
        if !paragraph.isEmpty { flush() }
        list.append(String(l.dropFirst(2)))
      } else if l.hasPrefix("  "), !list.isEmpty {
        list[list.count - 1] += " " + l.trimmingCharacters(in: .whitespaces)
      } else if l.hasPrefix("|") {
        flush()
        out.append("<pre class=\"table\">" + escape(l) + "</pre>")
      } else if l.trimmingCharacters(in: .whitespaces).isEmpty {
        flush()
      } else {
        if !list.isEmpty { flush() }
        paragraph.append(l)
      }
    }
    flush()
    return out.joined(separator: "\n")
  }

  /// `code`, **bold** and *emphasis* inside a line (escaped).
  static func inline(_ text: String) -> String {
    var out = ""
    var inCode = false
    for (k, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      if k > 0 { out += inCode ? "</code>" : "<code>" }
      if k > 0 { inCode.toggle() }
      out += inCode ? escape(String(part)) : emphasis(escape(String(part)))
    }
    if inCode { out += "</code>" }
    return out
  }

  private static func emphasis(_ s: String) -> String {
    var r = s
    for (marker, tag) in [("**", "strong"), ("*", "em")] {
      let parts = r.components(separatedBy: marker)
      guard parts.count >= 3 else { continue }
      var joined = parts[0]
      for k in 1..<parts.count {
        let opens = k % 2 == 1 && k < parts.count - (parts.count % 2 == 0 ? 1 : 0)
        joined += (k % 2 == 1 ? (opens ? "<\(tag)>" : marker) : "</\(tag)>") + parts[k]
      }
      r = joined
    }
    return r
  }

  static func escape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}

/// Graphviz's `dot`, which setup installs: DOT in, SVG out (without its XML prolog, to sit
/// inside the page). nil if `dot` cannot be run.
public enum GraphvizSVG {
  public static func render(_ dot: String) -> String? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["dot", "-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return nil }
    // Write on another thread while this one reads, so neither pipe fills up.
    let data = Data(dot.utf8)
    let writer = Thread {
      input.fileHandleForWriting.write(data)
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let svg = output.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0, let text = String(data: svg, encoding: .utf8),
      let start = text.range(of: "<svg")
    else { return nil }
    return String(text[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
