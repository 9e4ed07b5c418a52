// Widget 10 (issue 13): the card picker. Python holds the piles (widgets/picker.py, Piles) and says
// why a card is refused (C1 from the core, a full pile with its rule, a code the core cannot read);
// this view lays out the 78 cards (the `deck` trait, sent once), the piles and the current-pile
// selector, and sends pick / remove / type / clear / current. The rules desk draws its pickers with
// pickerBlock (this file is joined in front of desk.js; its export line is dropped there).

// The deck by code, rebuilt only when Python sends another deck (language, four colours).
const deckCache = new WeakMap();
function deckByCode(model) {
  const deck = model.get("deck") || [];
  let hit = deckCache.get(model);
  if (!hit || hit.deck !== deck) {
    hit = { deck, byCode: Object.fromEntries(deck.map((c) => [c.code, c])) };
    deckCache.set(model, hit);
  }
  return hit;
}

// One picker drawn from its view `pv` (Piles.view). `act(name, args)` sends an action; `ui` keeps
// what must outlive a redraw: the typed-codes field (so a text being typed survives) and where the
// focus goes when the card it was on leaves a pile.
function pickerBlock(model, pv, act, ui) {
  const id = pv.testid;
  const { deck, byCode } = deckByCode(model);
  const where = pv.where || {};
  const current = (pv.piles || []).find((p) => p.current) || {};

  // where clicked and typed cards go: one button per pile, the current one pressed
  const selector = h("div", { class: "pk-selector", role: "group", "aria-label": T(model, "picker.current_pile"),
                              testid: `${id}-piles` },
    h("span", { class: "tw-name", text: T(model, "picker.current_pile") }),
    ...(pv.piles || []).map((p) => h("button", {
      type: "button", class: `tw-btn pk-pile-btn${p.current ? " tw-primary" : ""}`, testid: `${id}-pile-${p.name}`,
      "data-key": `${id}:pile:${p.name}`, "aria-pressed": String(!!p.current), "data-full": String(!!p.full),
      on: { click: () => act("current", { pile: p.name }) } }, `${p.title} · ${p.count_text}`)));

  // what each pile holds: its cards as buttons that take the card out again
  const contents = h("div", { class: "pk-contents", testid: `${id}-contents` },
    ...(pv.piles || []).map((p) => h("div", {
      class: `pk-pile${p.current ? " pk-current" : ""}`, testid: `${id}-in-${p.name}`, "data-count": String(p.count),
      "data-cards": p.cards.join(" "), role: "group", "aria-label": p.label },
      h("div", { class: "pk-pile-head" }, h("span", { class: "tw-name", text: p.title }), " ",
        h("span", { class: "tw-muted", testid: `${id}-count-${p.name}`, text: p.count_text })),
      p.cards.length ? h("ol", { class: `pk-pile-cards${p.ordered ? " pk-ordered" : ""}` },
        ...p.cards.map((code, i) => {
          const c = byCode[code] || { label: code, svg: "" };
          return h("li", {}, h("button", {
            type: "button", class: "tw-card pk-out", testid: `${id}-in-${p.name}-${code}`,
            "data-key": `${id}:in:${p.name}:${code}`, "data-code": code,
            "aria-label": `${p.ordered ? `${i + 1}. ` : ""}${c.label} — ${T(model, "picker.take_out")}`,
            on: { click: () => { ui.focus = `${id}:deck:${code}`; act("remove", { card: code, pile: p.name }); } } },
            p.ordered ? h("span", { class: "pk-order", "aria-hidden": "true", text: String(i + 1) }) : null,
            svgBox(c.svg)));
        })) : h("p", { class: "tw-muted pk-empty", text: T(model, "picker.empty_pile") }))));

  // typing codes: the core reads them (French letters too) or says why not
  const typed = ui.typed || (ui.typed = {});
  if (!typed[id]) {
    const input = h("input", { type: "text", size: "28", autocomplete: "off", spellcheck: "false",
                               testid: `${id}-type`, "data-key": `${id}:type` });
    const add = h("button", { type: "button", class: "tw-btn", testid: `${id}-type-add`, "data-key": `${id}:type-add` });
    const go = () => { if (input.value.trim()) { input.dataset.pending = "1"; act("type", { text: input.value }); } };
    input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); go(); } });
    add.addEventListener("click", go);
    const hint = h("span", { class: "tw-muted pk-type-hint", id: `pk-hint-${Math.random().toString(36).slice(2, 10)}` });
    input.setAttribute("aria-describedby", hint.id);
    typed[id] = { input, add, hint, row: h("div", { class: "tw-controls pk-type" }, field("", input, `${id}-type-field`), add, hint) };
  }
  const t = typed[id];
  t.row.querySelector("label").textContent = T(model, "picker.type");
  t.add.textContent = T(model, "picker.add");
  t.hint.textContent = T(model, "picker.type_hint");
  if (t.input.dataset.pending && !pv.error) t.input.value = "";     // read and put away: the field is free
  delete t.input.dataset.pending;
  const clear = h("button", { type: "button", class: "tw-btn", testid: `${id}-clear`, "data-key": `${id}:clear`,
                              on: { click: () => act("clear", { pile: current.name }) } },
                  `${T(model, "picker.clear")} (${current.title || ""})`);

  // the 78 cards: a row per suit, then the trumps and the Excuse; one tab stop, arrows move. The
  // grid is built once per deck (language, four colours) and kept: a redraw only marks each card's
  // place, so 78 drawings are not parsed again on every click, and the roving tab stop stays put.
  const acts = ui.acts || (ui.acts = {});
  acts[id] = act;
  const decks = ui.decks || (ui.decks = {});
  let kept = decks[id];
  if (!kept || kept.deck !== deck) {
    const grid = cardGrid({
      cards: deck, label: T(model, "picker.grid"), testid: `${id}-deck`, keyPrefix: `${id}:deck`,
      pressed: () => false, onActivate: (c) => acts[id]("pick", { card: c.code }),
    });
    grid.classList.add("pk-deck");
    const rows = pv.rows || [];
    const buttons = {};
    let row = -1;
    for (const b of [...grid.querySelectorAll(".tw-card")]) {
      const c = byCode[b.dataset.code] || {};
      if (c.row !== row) {
        row = c.row;
        b.before(h("span", { class: "pk-row", "aria-hidden": "true", text: rows[row] || "" }));
      }
      const tag = h("span", { class: "pk-tag", "aria-hidden": "true", text: "" });
      b.append(tag);
      buttons[c.code] = { b, tag, label: c.label };
    }
    kept = decks[id] = { deck, grid, buttons };
  }
  const grid = kept.grid;
  grid.setAttribute("aria-label", T(model, "picker.grid"));
  for (const [code, { b, tag, label }] of Object.entries(kept.buttons)) {
    const w = where[code] || {};
    const places = w.piles || [];
    b.setAttribute("aria-pressed", String(places.includes(current.name)));
    b.setAttribute("aria-label", w.text ? `${label} (${w.text})` : label);
    b.dataset.placed = String(places.length > 0);
    b.dataset.piles = places.join(" ");
    tag.textContent = places.map((name) => ((pv.piles || []).find((p) => p.name === name) || {}).short || name)
      .join(" · ");
  }
  if (ui.focus) {                      // the card just taken out: the focus goes to it in the deck
    const key = ui.focus;
    ui.focus = null;
    queueMicrotask(() => {
      const root = grid.getRootNode();
      const active = root.activeElement;
      if (active && active !== document.body && grid.closest(".tw") && grid.closest(".tw").contains(active)) return;
      const target = grid.querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (!target) return;
      for (const b of grid.querySelectorAll(".tw-card")) b.tabIndex = b === target ? 0 : -1;
      target.focus();
    });
  }
  return h("div", { class: "pk", testid: id, "data-current": pv.current || "" },
    selector,
    h("p", { class: "tw-muted pk-hint", testid: `${id}-hint`, text: pv.hint || "" }),
    contents,
    pv.error ? h("p", { class: "tw-error", testid: `${id}-error`, "data-rule": pv.error_rule || "", text: pv.error }) : null,
    h("div", { class: "tw-controls" }, t.row, clear),
    h("h4", { text: T(model, "picker.deck") }),
    grid);
}

function renderPicker({ model, el }) {
  const ui = {};
  return mount(model, el, {
    testid: "card-picker", cls: "tw-picker", title: "picker.title",
    draw: (view) => pickerBlock(model, view, (act, args) => send(model, act, args), ui),
  });
}
export default { render: renderPicker };
