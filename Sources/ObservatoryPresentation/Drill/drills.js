(function () {
  function lines(text) { return text.split("\n").map((l) => l.trim()).filter((l, i, a) => l !== "" || i < a.length - 1); }
  function numbers(text) { return text.split(/[\s,]+/).filter((w) => w !== "").map(Number); }
  function grade(section) {
    const kind = section.dataset.kind, answer = section.dataset.answer;
    let given = "", right = false;
    if (kind === "printed") {
      const yours = lines(section.querySelector("textarea").value).filter((l) => l !== "");
      given = yours.join("\n");
      right = given === answer;
      if (!right) {
        const theirs = answer === "" ? [] : answer.split("\n");
        const diff = [];
        const n = Math.max(yours.length, theirs.length);
        for (let i = 0; i < n; i++) {
          if (yours[i] === theirs[i]) diff.push("    " + yours[i]);
          else {
            if (yours[i] !== undefined) diff.push("  - " + yours[i]);
            if (theirs[i] !== undefined) diff.push("  + " + theirs[i]);
          }
        }
        return { right, text: "✗ not quite: your lines (-) against what it prints (+)\n" + diff.join("\n") };
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
