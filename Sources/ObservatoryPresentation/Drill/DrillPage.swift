import ObservatoryEngine

/// `observatory drill --format html -o drills.html --count 20`: verified drills on one
/// self-contained page (no network, no script from elsewhere). Each drill shows its program and
/// question; the learner answers (clicks a value, ticks the bodies, types an order or the printed
/// lines) and Check grades it, or Reveal shows the answer; either way the run and the rule
/// follow, as on the terminal. `#test:drill=N;answer=TEXT` (for tests) answers drill N and writes
/// what the page shows into `#test-report`.
public enum DrillPage {
  public static func render(_ drills: [VerifiedDrill], seed: UInt64) -> String {
    let plain = TextStyle(color: false)
    var out = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>Observation drills · Observatory</title>", "<style>", HTMLScript.css, DrillPageScript.css, "</style>",
      "</head>", "<body>",
      "<header><h1>Observation drills</h1><span class=\"quiet\">\(drills.count) drills · seed \(seed) · each checked "
        + "against the real Swift runtime before it was put here</span></header>",
      "<main>",
    ]
    for (k, v) in drills.enumerated() {
      let d = v.drill
      let kind = d.program.question.kind
      out.append(
        "<section class=\"drill\" id=\"drill-\(k + 1)\" data-kind=\"\(kind)\" data-answer=\"\(HTMLPage.escape(answerData(d)))\">"
      )
      out.append(
        "<h2>Drill \(k + 1) · \(HTMLPage.escape(d.topic.title)) <span class=\"quiet\">(\(d.topic.rules.joined(separator: ", "))) · "
          + "\(d.program.name)</span></h2>")
      out.append("<p class=\"quiet verified\">\(HTMLPage.escape(v.verified))</p>")
      out.append("<pre class=\"code\">")
      for (n, l) in d.codeLines.enumerated() { out.append("<span class=\"ln\">\(n + 1)</span> " + HTMLPage.escape(l)) }
      out.append("</pre>")
      out.append("<div class=\"predict\"><p class=\"question\">? \(HTMLPage.escape(d.prompt))</p>")
      switch d.program.question {
      case .printed:
        out.append("<textarea class=\"lines\" rows=\"4\" placeholder=\"the lines it prints, one per line\"></textarea>")
      case .order:
        for (i, c) in d.shown.enumerated() { out.append("<div class=\"item\">\(i + 1)) \(HTMLPage.escape(c))</div>") }
        out.append("<input class=\"order\" placeholder=\"the numbers in the order printed, e.g. 2 1 3\">")
      case .bodies:
        for (i, c) in d.shown.enumerated() {
          out.append(
            "<label class=\"item\"><input type=\"checkbox\" value=\"\(i)\"> \(i + 1)) \(HTMLPage.escape(c))</label>")
        }
      case .value:
        for (i, c) in d.shown.enumerated() {
          out.append("<button class=\"choice\" data-choice=\"\(i)\">\(i + 1)) \(HTMLPage.escape(c))</button>")
        }
      }
      out.append("<div><button class=\"check\">Check</button> <button class=\"reveal\">Reveal</button></div>")
      out.append("<pre class=\"verdict\" hidden></pre></div>")
      out.append("<div class=\"explain\" hidden>")
      out.append(
        "<h3>The answer</h3><pre class=\"answer\">"
          + DrillGrading.answerText(d).map(HTMLPage.escape).joined(separator: "\n") + "</pre>")
      out.append(
        "<h3>What happened</h3><pre class=\"trace\">"
          + DrillText.trace(d, style: plain).dropFirst().map(HTMLPage.escape).joined(separator: "\n") + "</pre>")
      out.append(
        "<div class=\"rules\">"
          + DrillText.rules(d, style: plain, width: 10_000).map { "<p>" + HTMLPage.escape($0) + "</p>" }.joined()
          + "</div>")
      out.append("</div></section>")
    }
    out += [
      "</main>", "<footer>made by <code>observatory drill --format html</code></footer>",
      "<pre id=\"test-report\" hidden></pre>", "<script>", DrillPageScript.js, "</script>", "</body>", "</html>",
    ]
    return out.joined(separator: "\n") + "\n"
  }

  /// The right answer as the page's script compares it: printed lines joined by newlines, an
  /// order's shown numbers (`2 1 3`), the shown numbers of the bodies that run (`1 3`, or none),
  /// the shown number of the value.
  static func answerData(_ d: Drill) -> String {
    switch d.answer {
    case .lines(let lines): lines.joined(separator: "\n")
    case .order(let o): o.map { String($0 + 1) }.joined(separator: " ")
    case .views(let v): v.sorted().map { String($0 + 1) }.joined(separator: " ")
    case .choice(let k): String(k + 1)
    }
  }
}

/// The drill page's style and script, `Drill/drills.css` and `Drill/drills.js` built into the
/// binary (beside the lesson page's `HTMLScript`, whose style it shares).
enum DrillPageScript {
  static let css = EmbeddedText.text(PackageResources.drills_css)

  static let js = EmbeddedText.text(PackageResources.drills_js)
}
