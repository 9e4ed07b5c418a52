// Widget 2: count a pile in pairs. The learner picks one or two cards; Python values the pair.
function render({ model, el }) {
  let picked = new Set();                       // view state only: the cards about to be paired
  const make = h("button", { type: "button", class: "tw-btn tw-primary", testid: "pairs-make", "data-key": "make" });
  const undo = sendButton(model, "undo", "pairs-undo");
  const reset = h("button", { type: "button", class: "tw-btn", testid: "pairs-reset", "data-key": "reset",
                              on: { click: () => { picked = new Set(); send(model, "reset"); } } });
  const guess = h("input", { type: "text", inputmode: "decimal", testid: "pairs-guess-input", size: 6, "data-key": "guess" });
  const check = h("button", { type: "button", class: "tw-btn", testid: "pairs-check", "data-key": "check",
                              on: { click: () => send(model, "guess", { value: guess.value }) } });
  guess.addEventListener("keydown", (ev) => { if (ev.key === "Enter") send(model, "guess", { value: guess.value }); });
  make.addEventListener("click", () => { const cards = [...picked]; picked = new Set(); send(model, "pick", { cards }); });
  const guessField = field("", guess, "pairs-guess");

  return mount(model, el, {
    testid: "pair-counter", cls: "tw-pairs", title: "pairs.title",
    draw: (view) => {
      make.textContent = T(model, "pairs.make");
      undo.textContent = T(model, "common.undo");
      reset.textContent = T(model, "common.reset");
      check.textContent = T(model, "pairs.check");
      guessField.querySelector("label").textContent = T(model, "pairs.guess");
      const left = new Set((view.cards || []).map((c) => c.code));
      picked = new Set([...picked].filter((c) => left.has(c)));
      const grid = cardGrid({
        cards: view.cards || [], label: T(model, "pairs.grid"), testid: "pairs-grid", keyPrefix: "pile",
        pressed: (c) => picked.has(c.code),
        onActivate: (c) => {
          picked.has(c.code) ? picked.delete(c.code) : picked.add(c.code);
          const b = grid.querySelector(`[data-code="${c.code}"]`);
          b.setAttribute("aria-pressed", String(picked.has(c.code)));
        },
      });
      const rows = (view.pairs || []).map((p, i) => h("tr", { testid: `pairs-row-${i + 1}` },
        h("td", { class: "tw-num", text: String(i + 1) }),
        h("td", {}, h("span", { class: "tw-row", "aria-label": p.cards.map((c) => c.label).join(" + "), role: "img" },
          ...p.cards.map((c) => svgBox(c.svg)))),
        h("td", { class: "tw-num", text: p.value }),
        h("td", { class: "tw-num", text: p.running })));
      const table = rows.length ? h("table", { testid: "pairs-table" },
        h("caption", { text: T(model, "pairs.formed") }),
        h("thead", {}, h("tr", {}, h("th", { text: "#" }), h("th", { text: T(model, "pairs.col_pair") }),
          h("th", { class: "tw-num", text: T(model, "pairs.col_value") }),
          h("th", { class: "tw-num", text: T(model, "pairs.col_running") }))),
        h("tbody", {}, ...rows)) : null;
      const other = (view.other || []).length ? h("details", { testid: "pairs-other" },
        h("summary", { text: T(model, "pairs.other_pile") }),
        h("div", { class: "tw-row tw-tight" }, ...view.other.map((c) => svgBox(c.svg)))) : null;
      return [
        grid,
        h("div", { class: "tw-controls" }, make, undo, reset),
        h("p", { testid: "pairs-running", text: view.running || "" }),
        table,
        view.final ? h("p", { testid: "pairs-final", class: "tw-ok", text: view.final }) : null,
        other,
        h("div", { class: "tw-controls" }, guessField, check),
      ];
    },
  });
}
export default { render };
