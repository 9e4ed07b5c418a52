// Tarot Lab — helpers shared by every widget view (joined in front of each widget's module).
// The views only draw what Python sends in `view` and report what the learner does as an
// `action`; no rule of the game is decided here. User text always goes in as textContent.

// Elements that take the keyboard: JupyterLab must leave their keys alone (its command-mode
// shortcuts match the focused element itself, so the attribute on the widget's root is not enough:
// without it the arrows on a slider or a radio group would move between notebook cells instead).
const KEYED = new Set(["INPUT", "SELECT", "TEXTAREA", "BUTTON", "SUMMARY"]);

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "testid") node.dataset.testid = v;
    else if (k === "text") node.textContent = v;
    else if (k === "on") for (const [ev, fn] of Object.entries(v)) node.addEventListener(ev, fn);
    else if (k === "value") node.value = v;
    else if (k === "checked") node.checked = !!v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  if (KEYED.has(node.tagName) || node.hasAttribute("tabindex")) node.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

// A card drawing made by tarot_core.svg (trusted markup: every name in it is escaped there).
function svgBox(svg) {
  const span = document.createElement("span");
  span.className = "tw-svg";
  span.innerHTML = svg;
  const s = span.querySelector("svg");
  if (s) s.setAttribute("aria-hidden", "true");  // the button or caption names the card
  return span;
}

function T(model, key) {
  const labels = model.get("labels") || {};
  return key in labels ? labels[key] : key;
}

// An action, sent with every earlier one Python has not yet run (view.acked): JupyterLab sends one
// message at a time and merges what changes meanwhile, so quick clicks would else keep only the last.
// Python runs each action once, by its number (widgets/_base.py, TarotWidget.run_queue).
const queues = new WeakMap();
function send(model, act, args = {}) {
  const mine = queues.get(model) || { n: 0, items: [] };
  const n = Math.max(mine.n, (model.get("action") || {}).n || 0) + 1;
  const acked = (model.get("view") || {}).acked || 0;
  mine.n = n;
  mine.items = mine.items.filter((a) => a.n > acked).concat([{ act, n, args }]);
  queues.set(model, mine);
  model.set("action", { act, n, args, queue: mine.items.slice() });
  model.save_changes();
}

// A button that sends action `act` (no arguments) when clicked; its text is set when drawn.
function sendButton(model, act, testid, primary = false) {
  return h("button", { type: "button", class: primary ? "tw-btn tw-primary" : "tw-btn", testid, "data-key": act,
                       on: { click: () => send(model, act) } });
}

// Where the focus is inside `root` (by data-key), so a redraw can put it back.
function focusKey(root) {
  const active = root.getRootNode().activeElement;
  return active && root.contains(active) ? active.dataset.key || null : null;
}

function restoreFocus(root, key) {
  if (!key) return;
  const target = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!target) return;
  const grid = target.closest(".tw-grid");
  if (grid) for (const b of grid.querySelectorAll(".tw-card")) b.tabIndex = b === target ? 0 : -1;
  target.focus();
}

// Mount a widget: a root with a heading, a dynamic area redrawn from `view`, and an
// aria-live region that announces `view.say` each time Python says something.
function mount(model, el, { testid, cls, title, controls, draw }) {
  const heading = h("h3", { class: "tw-title" });
  const area = h("div", { class: "tw-area" });
  const live = h("div", { class: "tw-live", role: "status", "aria-live": "polite", testid: `${testid}-live` });
  // data-lm-suppress-shortcuts: JupyterLab leaves the keys pressed inside the widget alone
  const root = h("section", { class: `tw ${cls}`, testid, "aria-label": "",
                              "data-lm-suppress-shortcuts": "true" }, heading, controls || null, area, live);
  el.append(root);
  let said = null;
  const redraw = () => {
    const view = model.get("view") || {};
    heading.textContent = T(model, title);
    root.setAttribute("aria-label", T(model, title));
    const key = focusKey(root);
    area.replaceChildren(...[draw(view)].flat().filter(Boolean));
    restoreFocus(root, key);
    const say = view.say || {};
    live.classList.toggle("tw-error", !!view.error);     // a refusal is styled and worded as one
    if (say.n !== said) {
      said = say.n;
      live.textContent = say.text || "";
    }
  };
  model.on("change:view", redraw);
  model.on("change:labels", redraw);
  redraw();
  return () => { model.off("change:view", redraw); model.off("change:labels", redraw); };
}

// A row of card buttons with one tab stop; arrow keys move the focus (left/right in the
// row, up/down between lines of a wrapped grid), Home/End jump, Space/Enter activate.
// A mouse acts when its button goes down, not at the click: every reply from Python redraws the
// widget (mount's replaceChildren takes the grid out and puts it back), and a redraw between the
// press and the release sends the click to the grid's parent, so a fast player would lose cards.
// The click that follows such a press is then ignored; keys, touch and pens act on the click.
function cardGrid({ cards, label, testid, keyPrefix, onActivate, pressed, describe }) {
  const grid = h("div", { class: "tw-grid", role: "group", "aria-label": label, testid });
  let pressTook = false;                         // a mouse press acted; its own click must not
  const press = (card) => (ev) => {
    if (ev.pointerType !== "mouse" || ev.button !== 0 || ev.currentTarget.disabled) return;
    pressTook = true;
    onActivate(card);
  };
  const click = (card) => (ev) => {
    if (ev.detail > 0 && pressTook) { pressTook = false; return; }   // detail 0: a key or a script
    onActivate(card);
  };
  const buttons = cards.map((card, i) => {
    const extra = describe ? describe(card) : null;
    const b = h("button", {
      type: "button", class: "tw-card", testid: `card-${card.code}`,
      "data-key": `${keyPrefix}:${card.code}`, "data-code": card.code,
      "aria-pressed": pressed ? String(!!pressed(card)) : null,
      "aria-label": extra ? `${card.label} (${extra})` : card.label,
      tabindex: i === 0 ? "0" : "-1",
      on: { pointerdown: press(card), click: click(card) },
    }, svgBox(card.svg));
    for (const [k, v] of Object.entries(card)) if (typeof v === "boolean") b.dataset[k] = String(v);
    return b;
  });
  const move = (from, to) => {
    if (to < 0 || to >= buttons.length || to === from) return;
    buttons[from].tabIndex = -1;
    buttons[to].tabIndex = 0;
    buttons[to].focus();
  };
  const rowStep = (i, dir) => {    // the nearest button on the next/previous visual line
    const me = buttons[i].getBoundingClientRect();
    let best = -1, bestDx = Infinity;
    buttons.forEach((b, j) => {
      const r = b.getBoundingClientRect();
      const onLine = dir > 0 ? r.top > me.top + me.height / 2 : r.bottom < me.bottom - me.height / 2;
      const dx = Math.abs(r.left - me.left) + (dir > 0 ? r.top - me.top : me.top - r.top) * 10;
      if (onLine && dx < bestDx) { best = j; bestDx = dx; }
    });
    return best;
  };
  grid.addEventListener("keydown", (ev) => {
    const i = buttons.indexOf(ev.target);
    if (i < 0) return;
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: buttons.length - 1,
                 ArrowDown: ev.key === "ArrowDown" ? rowStep(i, 1) : -1,
                 ArrowUp: ev.key === "ArrowUp" ? rowStep(i, -1) : -1 }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    ev.stopPropagation();            // keep JupyterLab's own shortcuts out of the grid
    move(i, to);
  });
  grid.append(...buttons);
  return grid;
}

// Call fn when a text or number field is committed: on change, and at once on Enter.
function onCommit(input, fn) {
  input.addEventListener("change", fn);
  input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); fn(); } });
  return input;
}

// A number typed with a decimal comma ("35,5") as Python reads numbers ("35.5"); anything else is
// passed on as typed, for the core to accept or refuse with its rule. No number is formatted here.
function decimalPoint(text) {
  return String(text).trim().replace(/^([+\-\u2212]?\d+),(\d+)$/, "$1.$2");
}

// A small "label: control" row.
function field(labelText, control, testid) {
  const id = `tw-${Math.random().toString(36).slice(2, 10)}`;
  control.id = id;
  return h("div", { class: "tw-field", testid }, h("label", { for: id, text: labelText }), control);
}

// The step bar of the replay widgets: a recorded deal to load, then Start / Previous / Next / End.
function stepBar(model, prefix) {
  const record = h("select", { testid: `${prefix}-record`, "data-key": "record" });
  const seed = h("input", { type: "number", min: "0", step: "1", testid: `${prefix}-seed`, "data-key": "seed" });
  const load = h("button", { type: "button", class: "tw-btn", testid: `${prefix}-load`, "data-key": "load",
    on: { click: () => send(model, "load", seed.value !== "" ? { seed: seed.value } : { name: record.value }) } });
  const nav = ["first", "prev", "next", "last"].map((a) => sendButton(model, a, `${prefix}-${a}`, a === "next"));
  const where = h("span", { class: "tw-muted", testid: `${prefix}-step` });
  const fRecord = field("", record, `${prefix}-record-field`);
  const fSeed = field("", seed, `${prefix}-seed-field`);
  const navGroup = h("div", { class: "tw-controls", role: "group" }, ...nav, where);
  const bar = h("div", {}, h("div", { class: "tw-controls" }, fRecord, fSeed, load), navGroup);
  let listed = null;                                  // the record list as last drawn
  bar.update = (view) => {
    fRecord.querySelector("label").textContent = T(model, "replay.record");
    fSeed.querySelector("label").textContent = T(model, "replay.seed");
    load.textContent = T(model, "replay.load");
    navGroup.setAttribute("aria-label", T(model, "replay.nav"));
    ["common.first", "common.prev", "common.next", "common.last"].forEach((k, i) => { nav[i].textContent = T(model, k); });
    // the golden records: each shown by its title in the learner's language, sent back by name
    const records = view.records || [];
    fRecord.hidden = records.length === 0;
    const titles = records.map((r) => `${r.name}\t${r.title}`).join("\n");
    if (listed !== titles) {                          // new records, or another language
      record.replaceChildren(h("option", { value: "", text: "—" }),
        ...records.map((r) => h("option", { value: r.name, text: r.title })));
      listed = titles;
    }
    record.value = records.some((r) => r.name === view.source) ? view.source : "";
    // aria-disabled, not disabled: the focus stays on the button (Python ignores a step too far)
    const atStart = view.step <= 0, atEnd = view.step >= view.total;
    [atStart, atStart, atEnd, atEnd].forEach((off, i) => nav[i].setAttribute("aria-disabled", String(off)));
    where.textContent = view.step_text || "";
  };
  return bar;
}

// A trick on the table: each card with who played it; the winner is starred (never colour alone).
function trickRow(trick, testid, label) {
  if (!trick.length) return null;
  return h("div", { class: "tw-row", role: "list", testid, "aria-label": label || null },
    ...trick.map((t, i) => h("div", {
      class: `tw-seat${t.winner ? " tw-winner" : ""}`, role: "listitem", testid: `${testid}-${i + 1}`,
      "aria-label": `${t.who}${t.side ? ` (${t.side})` : ""}: ${t.card.label}${t.winner ? " ★" : ""}` },
      svgBox(t.card.svg), h("span", { class: "tw-name", text: `${t.winner ? "★ " : ""}${t.who}` }))));
}
