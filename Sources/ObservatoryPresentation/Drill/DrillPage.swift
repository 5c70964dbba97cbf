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

/// The drill page's style and script (beside the lesson page's `HTMLScript`, whose style it
/// shares).
enum DrillPageScript {
  static let css = """
    section.drill { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 0.8em 1.2em;
      margin: 1em 0; }
    section.drill h2 { font-size: 1.1em; margin: 0.2em 0; }
    section.drill h3 { font-size: 0.9em; text-transform: uppercase; color: var(--dim); margin: 0.8em 0 0.2em; }
    .verified { margin: 0; font-size: 0.85em; }
    textarea.lines, input.order { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 15px; width: 100%;
      max-width: 40em; }
    .item { display: block; margin: 0.2em 0; }
    pre.verdict.right { color: #1a7f37; } pre.verdict.wrong { color: #b00020; }
    pre.trace { background: #f6f6f9; padding: 0.6em; border-radius: 4px; }
    .rules p { margin: 0.3em 0; max-width: 60em; }
    """

  static let js = """
    (function () {
      function lines(text) { return text.split("\\n").map((l) => l.trim()).filter((l, i, a) => l !== "" || i < a.length - 1); }
      function numbers(text) { return text.split(/[\\s,]+/).filter((w) => w !== "").map(Number); }
      function grade(section) {
        const kind = section.dataset.kind, answer = section.dataset.answer;
        let given = "", right = false;
        if (kind === "printed") {
          const yours = lines(section.querySelector("textarea").value).filter((l) => l !== "");
          given = yours.join("\\n");
          right = given === answer;
          if (!right) {
            const theirs = answer === "" ? [] : answer.split("\\n");
            const diff = [];
            const n = Math.max(yours.length, theirs.length);
            for (let i = 0; i < n; i++) {
              if (yours[i] === theirs[i]) diff.push("    " + yours[i]);
              else {
                if (yours[i] !== undefined) diff.push("  - " + yours[i]);
                if (theirs[i] !== undefined) diff.push("  + " + theirs[i]);
              }
            }
            return { right, text: "✗ not quite: your lines (-) against what it prints (+)\\n" + diff.join("\\n") };
          }
        } else if (kind === "order") {
          given = numbers(section.querySelector("input.order").value).join(" ");
          right = given === answer;
          if (!right) return { right, text: "✗ the order is " + answer };
        } else if (kind === "bodies") {
          const ticked = Array.from(section.querySelectorAll("input[type=checkbox]")).filter((b) => b.checked)
            .map((b) => Number(b.value) + 1);
          given = ticked.join(" ");
          right = given === answer;
          if (!right) return { right, text: "✗ the bodies that run: " + (answer === "" ? "none" : answer) };
        } else {
          const chosen = section.querySelector("button.choice.chosen");
          given = chosen ? String(Number(chosen.dataset.choice) + 1) : "";
          right = given === answer;
          if (!right) return { right, text: "✗ it is " + answer + ")" };
        }
        return { right, text: "✓ right" };
      }
      function show(section, verdict) {
        const v = section.querySelector(".verdict");
        if (verdict) {
          v.hidden = false;
          v.textContent = verdict.text;
          v.className = "verdict " + (verdict.right ? "right" : "wrong");
        }
        section.querySelector(".explain").hidden = false;
      }
      document.querySelectorAll("section.drill").forEach((section) => {
        section.querySelectorAll("button.choice").forEach((b) => b.addEventListener("click", () => {
          section.querySelectorAll("button.choice").forEach((o) => o.classList.remove("chosen"));
          b.classList.add("chosen");
          show(section, grade(section));
        }));
        section.querySelector("button.check").addEventListener("click", () => show(section, grade(section)));
        section.querySelector("button.reveal").addEventListener("click", () => show(section, null));
      });
      if (location.hash.startsWith("#test:")) {
        const params = {};
        location.hash.slice(6).split(";").forEach((kv) => {
          const k = kv.indexOf("=");
          if (k > 0) params[kv.slice(0, k)] = decodeURIComponent(kv.slice(k + 1));
          else params[kv] = "";
        });
        const section = document.getElementById("drill-" + (params.drill || "1"));
        if (section && params.answer !== undefined) {
          const kind = section.dataset.kind;
          if (kind === "printed") { section.querySelector("textarea").value = params.answer; section.querySelector("button.check").click(); }
          else if (kind === "order") { section.querySelector("input.order").value = params.answer; section.querySelector("button.check").click(); }
          else if (kind === "bodies") {
            numbers(params.answer).forEach((n) => { const b = section.querySelector('input[value="' + (n - 1) + '"]'); if (b) b.checked = true; });
            section.querySelector("button.check").click();
          } else {
            const b = section.querySelector('button.choice[data-choice="' + (Number(params.answer) - 1) + '"]');
            if (b) b.click();
          }
        }
        if (section && params.reveal !== undefined) section.querySelector("button.reveal").click();
        const explain = section ? section.querySelector(".explain") : null;
        const verdict = section ? section.querySelector(".verdict") : null;
        const report = {
          drills: document.querySelectorAll("section.drill").length,
          kind: section ? section.dataset.kind : "",
          answer: section ? section.dataset.answer : "",
          verdict: verdict && !verdict.hidden ? verdict.textContent : "",
          explained: explain ? !explain.hidden && explain.getBoundingClientRect().height > 0 : false,
          trace: explain && !explain.hidden ? explain.querySelector("pre.trace").textContent : ""
        };
        const out = document.getElementById("test-report");
        out.textContent = JSON.stringify(report);
        out.hidden = false;
      }
    })();
    """
}
