/// The style and the script of the lesson web page (`HTMLPage.swift`), inline so the page needs
/// nothing else. The script shows one step at a time: → / Space / PageDown forward, ← / PageUp
/// back, Home and End; `#step-N` in the address opens step N. A `#predict` step's choices reveal
/// whether they were right.
///
/// For tests, an address ending in `#test:keys=ArrowRight,ArrowRight;choose=1` presses those keys
/// (as keyboard events the page handles like real ones) and clicks that choice on load, then
/// writes what is on screen into `#test-report` as JSON: the step shown, the position text, the
/// code shown, and the drawn graph's node count and size, measured by the browser's layout.
enum HTMLScript {
  static let css = """
    :root { --fg: #1d1d1f; --dim: #6e6e73; --accent: #0a58ca; --bg: #fbfbfd; --panel: #fff; --line: #d2d2d7; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 17px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--fg);
      background: var(--bg); }
    header { display: flex; align-items: center; justify-content: space-between; padding: 0.6em 1.2em;
      border-bottom: 1px solid var(--line); background: var(--panel); position: sticky; top: 0; }
    h1 { font-size: 1.3em; margin: 0; }
    nav button { font-size: 1.1em; padding: 0.2em 0.8em; margin: 0 0.4em; cursor: pointer; }
    #position { font-variant-numeric: tabular-nums; color: var(--dim); }
    main { padding: 1em 1.2em; max-width: 1400px; margin: 0 auto; }
    .narration h2 { font-size: 1.15em; margin: 0.4em 0; }
    .narration p { margin: 0.4em 0; max-width: 60em; }
    code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; background: #f0f0f5;
      padding: 0 0.2em; border-radius: 3px; }
    pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 15px; margin: 0; white-space: pre-wrap; }
    pre.code { background: #1e1e24; color: #f5f5f7; padding: 0.8em 1em; border-radius: 6px; margin: 0.6em 0; }
    pre.code .ln { color: #8e8e93; display: inline-block; min-width: 2.5em; text-align: right; margin-right: 0.6em; }
    pre.table { color: var(--dim); }
    .panes { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1em; margin-top: 0.6em; }
    .panes h2 { font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.05em; color: var(--dim); margin: 0 0 0.4em; }
    .firing, .graph { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 0.8em;
      margin: 0; overflow: auto; }
    .graph svg { max-width: 100%; height: auto; }
    .quiet { color: var(--dim); }
    .predict { border: 2px solid var(--accent); border-radius: 6px; padding: 0.6em 1em; margin: 0.6em 0; }
    .predict .question { font-weight: 600; margin: 0 0 0.4em; }
    .predict button { font-size: 1em; margin: 0.2em 0.4em 0.2em 0; padding: 0.3em 0.8em; cursor: pointer; }
    .predict button.right { background: #d1f2d9; } .predict button.wrong { background: #fbd5d5; }
    .error { color: #b00020; margin-top: 0.6em; }
    footer { color: var(--dim); font-size: 0.85em; padding: 0.6em 1.2em; }
    @media (max-width: 900px) { .panes { grid-template-columns: 1fr; } }
    """

  static let js = """
    (function () {
      const steps = Array.from(document.querySelectorAll("section.step"));
      const count = steps.length;
      let current = 1;
      function show(n) {
        current = Math.max(1, Math.min(count, n));
        steps.forEach((s, i) => { s.hidden = i + 1 !== current; });
        document.body.dataset.current = String(current);
        document.getElementById("position").textContent = "Step " + current + " of " + count;
        if (!location.hash.startsWith("#test:")) history.replaceState(null, "", "#step-" + current);
      }
      document.addEventListener("keydown", (e) => {
        if (e.key === "ArrowRight" || e.key === " " || e.key === "PageDown") { show(current + 1); e.preventDefault(); }
        else if (e.key === "ArrowLeft" || e.key === "PageUp") { show(current - 1); e.preventDefault(); }
        else if (e.key === "Home") { show(1); e.preventDefault(); }
        else if (e.key === "End") { show(count); e.preventDefault(); }
      });
      document.getElementById("next").addEventListener("click", () => show(current + 1));
      document.getElementById("prev").addEventListener("click", () => show(current - 1));
      document.querySelectorAll(".predict").forEach((box) => {
        const answer = Number(box.dataset.answer);
        const buttons = Array.from(box.querySelectorAll("button.choice"));
        buttons.forEach((b) => b.addEventListener("click", () => {
          const chosen = Number(b.dataset.choice);
          buttons[answer].classList.add("right");
          if (chosen !== answer) b.classList.add("wrong");
          const verdict = box.querySelector(".verdict");
          verdict.hidden = false;
          verdict.textContent = chosen === answer
            ? "✓ Right. Step on to see it happen."
            : "✗ Not quite: the answer is " + buttons[answer].textContent + ". Step on to see why.";
        }));
      });
      const start = /^#step-(\\d+)$/.exec(location.hash);
      show(start ? Number(start[1]) : 1);
      if (location.hash.startsWith("#test:")) {
        const params = {};
        location.hash.slice(6).split(";").forEach((kv) => { const [k, v] = kv.split("="); params[k] = v || ""; });
        (params.keys ? params.keys.split(",") : []).forEach((key) => {
          document.dispatchEvent(new KeyboardEvent("keydown", { key: key === "Space" ? " " : key, bubbles: true }));
        });
        const shown = steps.filter((s) => !s.hidden);
        const section = shown[0];
        if (params.choose !== undefined && section) {
          const b = section.querySelector('button.choice[data-choice="' + params.choose + '"]');
          if (b) b.click();
        }
        const svg = section ? section.querySelector(".graph svg") : null;
        const box = svg ? svg.getBoundingClientRect() : null;
        const verdict = section ? section.querySelector(".verdict") : null;
        const report = {
          shown: shown.map((s) => s.id),
          position: document.getElementById("position").textContent,
          code: section && section.querySelector("pre.code") ? section.querySelector("pre.code").textContent : "",
          firing: section ? section.querySelector(".firing pre").textContent : "",
          question: section && section.querySelector(".question") ? section.querySelector(".question").textContent : "",
          verdict: verdict && !verdict.hidden ? verdict.textContent : "",
          graphNodes: svg ? svg.querySelectorAll("g.node").length : 0,
          graphWidth: box ? Math.round(box.width) : 0,
          graphHeight: box ? Math.round(box.height) : 0
        };
        const out = document.getElementById("test-report");
        out.textContent = JSON.stringify(report);
        out.hidden = false;
      }
    })();
    """
}
