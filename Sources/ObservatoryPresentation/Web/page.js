(function () {
  const steps = Array.from(document.querySelectorAll("section.step"));
  const count = steps.length;
  const minText = 12;
  let current = 1;
  let zoom = 1;
  // Draws the step's graph to fit its pane, never with text under minText pixels.
  function fit(section) {
    const svg = section.querySelector(".graph svg");
    if (!svg) return;
    const box = section.querySelector(".graph .drawing");
    const vb = svg.viewBox.baseVal;
    if (!vb || !vb.width) return;
    let smallest = Infinity;
    svg.querySelectorAll("text").forEach((t) => {
      smallest = Math.min(smallest, parseFloat(t.getAttribute("font-size") || "14"));
    });
    if (!isFinite(smallest)) smallest = 14;
    const floor = minText / smallest;
    const room = Math.max(100, box.clientWidth - 4);
    const scale = Math.max(floor, Math.min(1.5, room / vb.width) * zoom);
    svg.setAttribute("width", String(Math.round(vb.width * scale)));
    svg.setAttribute("height", String(Math.round(vb.height * scale)));
  }
  function show(n) {
    current = Math.max(1, Math.min(count, n));
    steps.forEach((s, i) => { s.hidden = i + 1 !== current; });
    document.body.dataset.current = String(current);
    document.getElementById("position").textContent = "Step " + current + " of " + count;
    fit(steps[current - 1]);
    if (!location.hash.startsWith("#test:")) history.replaceState(null, "", "#step-" + current);
  }
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight" || e.key === " " || e.key === "PageDown") { show(current + 1); e.preventDefault(); }
    else if (e.key === "ArrowLeft" || e.key === "PageUp") { show(current - 1); e.preventDefault(); }
    else if (e.key === "Home") { show(1); e.preventDefault(); }
    else if (e.key === "End") { show(count); e.preventDefault(); }
    else if (e.key === "+" || e.key === "=") { zoom = Math.min(4, zoom * 1.25); fit(steps[current - 1]); }
    else if (e.key === "-") { zoom = Math.max(0.25, zoom / 1.25); fit(steps[current - 1]); }
  });
  window.addEventListener("resize", () => fit(steps[current - 1]));
  document.getElementById("next").addEventListener("click", () => show(current + 1));
  document.getElementById("prev").addEventListener("click", () => show(current - 1));
  document.querySelectorAll(".zoom-in").forEach((b) => b.addEventListener("click", () => {
    zoom = Math.min(4, zoom * 1.25); fit(steps[current - 1]); }));
  document.querySelectorAll(".zoom-out").forEach((b) => b.addEventListener("click", () => {
    zoom = Math.max(0.25, zoom / 1.25); fit(steps[current - 1]); }));
  function revealed(box) {
    const panes = box.closest("section").querySelector(".panes[data-after-answer]");
    if (panes) { panes.hidden = false; fit(box.closest("section")); }
  }
  document.querySelectorAll(".predict").forEach((box) => {
    const buttons = Array.from(box.querySelectorAll("button.choice"));
    const verdict = box.querySelector(".verdict");
    if (box.dataset.order !== undefined) {
      const right = box.dataset.order.split(",").map(Number);
      const picked = [];
      buttons.forEach((b) => b.addEventListener("click", () => {
        const k = Number(b.dataset.choice);
        if (picked.includes(k) || picked.length === right.length) return;
        picked.push(k);
        const rank = document.createElement("span");
        rank.className = "rank";
        rank.textContent = String(picked.length) + ".";
        b.prepend(rank);
        if (picked.length < right.length) return;
        const name = (i) => buttons[i].textContent.replace(/^\d+\.\s*/, "").replace(/^\d+\) /, "");
        let inPlace = 0;
        const lines = picked.map((k2, i) => {
          const ok = k2 === right[i];
          if (ok) inPlace++;
          buttons[k2].classList.add(ok ? "right" : "wrong");
          return (ok ? "✓ " : "✗ ") + (i + 1) + ". " + name(k2) + (ok ? "" : "   (it is " + name(right[i]) + ")");
        });
        verdict.hidden = false;
        verdict.style.whiteSpace = "pre-line";
        verdict.textContent = inPlace === right.length
          ? "✓ Right: " + right.map(name).join(" → ") + ". Step on to see it happen."
          : "✗ " + inPlace + " of " + right.length + " in their place:\n" + lines.join("\n");
        revealed(box);
      }));
      return;
    }
    const answer = Number(box.dataset.answer);
    buttons.forEach((b) => b.addEventListener("click", () => {
      const chosen = Number(b.dataset.choice);
      buttons[answer].classList.add("right");
      if (chosen !== answer) b.classList.add("wrong");
      verdict.hidden = false;
      verdict.textContent = chosen === answer
        ? "✓ Right. Step on to see it happen."
        : "✗ Not quite: the answer is " + buttons[answer].textContent + ". Step on to see why.";
      revealed(box);
    }));
  });
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  const start = /^#step-(\d+)$/.exec(location.hash);
  show(start ? Number(start[1]) : 1);
  window.scrollTo(0, 0);
  function smallestText(section) {
    let m = Infinity;
    section.querySelectorAll(".graph svg text").forEach((t) => {
      const ctm = t.getScreenCTM();
      if (!ctm) return;
      m = Math.min(m, parseFloat(t.getAttribute("font-size") || "14") * Math.hypot(ctm.a, ctm.b));
    });
    return isFinite(m) ? Math.round(m * 10) / 10 : 0;
  }
  if (location.hash.startsWith("#test:")) {
    const params = {};
    location.hash.slice(6).split(";").forEach((kv) => { const [k, v] = kv.split("="); params[k] = v || ""; });
    const measured = [];
    if (params.measure !== undefined) {
      for (let n = 1; n <= count; n++) {
        show(n);
        const first = steps[n - 1].querySelector("button.choice");
        const order = steps[n - 1].querySelectorAll("button.choice");
        if (first) order.forEach((b) => b.click());
        measured.push(smallestText(steps[n - 1]));
      }
      show(1);
    }
    (params.keys ? params.keys.split(",") : []).forEach((key) => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: key === "Space" ? " " : key, bubbles: true }));
    });
    const shown = steps.filter((s) => !s.hidden);
    const section = shown[0];
    if (params.choose !== undefined && section) {
      params.choose.split(",").forEach((c) => {
        const b = section.querySelector('button.choice[data-choice="' + c + '"]');
        if (b) b.click();
      });
    }
    const svg = section ? section.querySelector(".graph svg") : null;
    const panes = section ? section.querySelector(".panes") : null;
    const box = svg && panes && !panes.hidden ? svg.getBoundingClientRect() : null;
    const verdict = section ? section.querySelector(".verdict") : null;
    const report = {
      shown: shown.map((s) => "step-" + s.dataset.step),
      position: document.getElementById("position").textContent,
      code: section && section.querySelector("pre.code") ? section.querySelector("pre.code").textContent : "",
      firing: section ? section.querySelector(".firing pre").textContent : "",
      question: section && section.querySelector(".question") ? section.querySelector(".question").textContent : "",
      verdict: verdict && !verdict.hidden ? verdict.textContent : "",
      graphShown: !!box,
      graphNodes: svg ? svg.querySelectorAll("g.node").length : 0,
      graphWidth: box ? Math.round(box.width) : 0,
      graphHeight: box ? Math.round(box.height) : 0,
      scrollY: Math.round(window.scrollY),
      smallestText: measured
    };
    const out = document.getElementById("test-report");
    out.textContent = JSON.stringify(report);
    out.hidden = false;
  }
})();
