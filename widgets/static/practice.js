// Widget 9 (issue 12): the practice table. Python holds the deal (the core's GameState) and the bots,
// and writes every sentence; this view draws the table, sends what the learner does, and sets the
// bots' pace: after each change it asks Python for ONE bot move ("step", naming the position it saw)
// `view.delay` ms later — unless the learner chose step by step, then the "Next move" button does it.
// The 78 card drawings come once, in the `deck` trait (code -> the core's accessible name and SVG);
// the view names cards by code. A drawing is sized here for its place, and a card that may not be
// played gets the core's own mark (deck.disabled, or the card's own "off" drawing).
function drawing(model, code, { width, disabled } = {}) {
  const deck = model.get("deck") || {};
  const card = (deck.cards || {})[code] || { label: code, svg: "" };
  let svg = card.svg || "";
  if (disabled) {
    svg = card.off || svg.replace('data-disabled="false"', 'data-disabled="true"')
      .replace(/<\/svg>$/, `${deck.disabled || ""}</svg>`);
  }
  if (width && width !== deck.width) {
    const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    const height = box ? (width * Number(box[2])) / Number(box[1]) : width * 1.5;
    svg = svg.replace(/ width="[\d.]+" height="[\d.]+"/, ` width="${width}" height="${+height.toFixed(2)}"`);
  }
  return { code, label: card.label || code, svg };
}

// The view comes in patches (issue 26): Python sends the whole view once (`view_patch.full`), then per
// step only the keys that changed and the log's new lines. One table view per model holds the view
// they make (every display of the widget shares it) and stands for the model: get("view") is that view,
// "change:view" fires when a patch has been applied; anything else is the model's own.
const tables = new WeakMap();
function tableView(model) {
  if (tables.has(model)) return tables.get(model);
  let view = null, n = null, asked = null;
  const listeners = new Set();
  const table = {
    get: (key) => (key === "view" ? view : model.get(key)),
    set: (key, value) => model.set(key, value),
    save_changes: () => model.save_changes(),
    on: (ev, fn) => (ev === "change:view" ? listeners.add(fn) : model.on(ev, fn)),
    off: (ev, fn) => (ev === "change:view" ? listeners.delete(fn) : model.off(ev, fn)),
  };
  const apply = () => {
    const p = model.get("view_patch") || {};
    if (p.full) {
      view = p.full;
    } else if (view && p.base === n) {
      view = { ...view, ...(p.set || {}) };
      for (const key of p.drop || []) delete view[key];
      for (const [key, items] of Object.entries(p.items || {})) {
        view[key] = view[key].slice();
        for (const [i, item] of Object.entries(items)) view[key][Number(i)] = item;
      }
      if (p.log_add) view.log = (view.log || []).slice(p.log_cut).concat(p.log_add);
    } else {
      // a patch of a view this page never had (reloaded mid-deal): ask Python for the whole view, once
      if (p.n !== n && asked !== p.n) { asked = p.n; send(table, "resync"); }
      return;
    }
    n = p.n;
    for (const fn of [...listeners]) fn();
  };
  model.on("change:view_patch", apply);
  tables.set(model, table);
  apply();
  return table;
}

function render({ model: wire, el }) {
  const model = tableView(wire);
  // The bar above the table is built once, so a number being typed survives the bots' moves.
  const seed = h("input", { type: "number", min: "0", step: "1", testid: "practice-seed", "data-key": "seed" });
  const dealNow = () => send(model, "new", seed.value !== "" ? { seed: seed.value } : {});
  seed.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); dealNow(); } });
  const seedField = field("", seed, "practice-seed-field");
  const button = (testid, key, act, args, primary) => h("button", {
    type: "button", class: `tw-btn${primary ? " tw-primary" : ""}`, testid, "data-key": key,
    on: { click: () => send(model, act, typeof args === "function" ? args() : args || {}) } });
  const deal = button("practice-deal", "deal", "new", () => (seed.value !== "" ? { seed: seed.value } : {}));
  const fresh = button("practice-new", "new", "new", {});
  const showAll = button("practice-show-all", "show_all", "show_all", {});
  const stepMode = button("practice-step-mode", "step_mode", "pace",
    () => ({ mode: (model.get("view") || {}).pace === "step" ? "auto" : "step" }));
  // The table (V1): 3, 4 or 5 players; Python checks the learner's seat is at it, and deals there.
  const players = h("select", { testid: "practice-players", "data-key": "players" },
    ...[3, 4, 5].map((n) => h("option", { value: String(n), text: String(n) })));
  players.addEventListener("change", () => { model.set("players", Number(players.value)); model.save_changes(); });
  const playersField = field("", players, "practice-players-field");
  // the pace the learner chose, said as such (the wait between two bot moves comes on top of their time)
  const paceText = h("span", { class: "tp-pace", testid: "practice-pace" });
  const bar = h("div", { class: "tw-controls", role: "group", testid: "practice-bar" },
    seedField, playersField, deal, fresh, showAll, stepMode, paceText);

  // The pace: one timer at a time, for the position the view shows.
  let timer = null, timerFor = null;
  const pace = () => {
    const view = model.get("view") || {};
    if (!view.bots_to_play || view.pace !== "auto") {
      if (timer) clearTimeout(timer);
      timer = null; timerFor = null;
      return;
    }
    if (timer && timerFor === view.turn) return;
    if (timer) clearTimeout(timer);
    timerFor = view.turn;
    timer = setTimeout(() => { timer = null; send(model, "step", { at: view.turn }); }, view.delay || 0);
  };

  const seatBox = (s, cls) => h("div", {
    class: `tp-seat ${cls}${s.to_play ? " tp-to-play" : ""}${s.taker ? " tp-taker" : ""}`,
    role: "group", "aria-label": s.name, testid: `practice-seat-${s.seat}`, "data-count": String(s.count),
    "data-pos": s.pos },
    h("div", {}, h("span", { class: "tw-name", text: s.name }), " ", h("span", { class: "tp-marks", text: s.marks })),
    h("div", { class: "tp-count", text: s.count_text }),
    (s.cards || []).length ? h("div", { class: "tw-row tp-fan", role: "img", "aria-label": s.label },
      ...s.cards.map((c) => svgBox(drawing(model, c, { width: 30 }).svg))) : null);

  // a list of the cards down (role list only when there is one: an empty list would name nothing)
  const centre = (view) => h("div", { class: "tp-centre", testid: "practice-trick",
                                      role: (view.trick || []).length ? "list" : null,
                                      "aria-label": (view.trick || []).length ? view.trick_title : null },
    h("div", { class: "tp-title", testid: "practice-trick-title",
               text: view.trick_title || T(model, "practice.trick_empty") }),
    ...(view.trick || []).map((t, i) => {
      const card = drawing(model, t.code, { width: 52 });
      return h("div", {
        class: `tp-slot tp-slot-${t.pos}${t.winner ? " tw-winner" : ""}`, role: "listitem",
        testid: `practice-trick-${i + 1}`, "data-card": t.code,
        "aria-label": `${t.who}: ${card.label}${t.winner ? " ★" : ""}` },
        svgBox(card.svg), h("span", { class: "tw-name", text: `${t.winner ? "★ " : ""}${t.who}` }));
    }));

  // What the learner may do now: bid, discard, slam, poignée (real buttons, right after the hand).
  const actions = (view) => {
    const out = [];
    if ((view.bid_options || []).length) {
      out.push(h("div", { class: "tp-actions", role: "group", "aria-label": T(model, "practice.your_bid"),
                          testid: "practice-bids" },
        h("span", { class: "tw-name", text: T(model, "practice.your_bid") }),
        ...view.bid_options.map((b) => {
          const bid = button(`practice-bid-${b.value}`, `bid:${b.value}`, "bid", { bid: b.value }, b.value === "pass");
          bid.textContent = b.text;
          return bid;
        })));
    }
    // V4: the call dialog (five players, the learner took): every card offered; one the core does not
    // allow now is marked, and pressing it gets the core's reason (V4, R8)
    if (((view.call || {}).options || []).length) {
      out.push(h("div", { class: "tp-actions tp-call", role: "group", "aria-label": view.call.title,
                          testid: "practice-call" },
        h("span", { class: "tw-name", text: view.call.title }),
        ...view.call.options.map((o) => {
          const b = button(`practice-call-${o.code}`, `call:${o.code}`, "call", { card: o.code }, o.mine && o.allowed);
          b.textContent = o.text;
          b.setAttribute("aria-disabled", String(!o.allowed));
          b.dataset.mine = String(!!o.mine);
          return b;
        })));
    }
    if (view.hand_mode === "discard") {
      const go = button("practice-discard", "discard", "discard", {}, true);
      go.textContent = view.discard_do || "";
      go.setAttribute("aria-disabled", String(!view.discard_ready));   // the core says why if pressed early
      out.push(h("div", { class: "tp-actions" }, go,
        h("span", { testid: "practice-discard-count", text: view.discard_count || "" })));
    }
    if (view.slam_offer) {
      const yes = button("practice-slam-yes", "slam_yes", "slam", { announce: true });
      const no = button("practice-slam-no", "slam_no", "slam", { announce: false }, true);
      yes.textContent = T(model, "practice.slam_yes");
      no.textContent = T(model, "practice.slam_no");
      out.push(h("div", { class: "tp-actions", role: "group", "aria-label": T(model, "practice.your_turn_slam"),
                          testid: "practice-slam" }, yes, no));
    }
    if ((view.poignee_offers || []).length) {
      out.push(h("div", { class: "tp-panel", testid: "practice-poignee" },
        h("p", { text: T(model, "practice.poignee_offer") }),
        ...view.poignee_offers.map((p) => {
          const b = button(`practice-poignee-${p.size}`, `poignee:${p.size}`, "poignee", { size: p.size });
          b.textContent = p.text;
          return h("div", { class: "tp-actions" }, b,
            h("span", { class: "tw-row tw-tight", role: "img",
                        "aria-label": p.cards.map((c) => drawing(model, c).label).join(", ") },
              ...p.cards.map((c) => svgBox(drawing(model, c, { width: 30 }).svg))));
        })));
    }
    return out;
  };

  const help = (view) => {
    const hint = button("practice-hint", "hint", "hint", {});
    hint.textContent = T(model, "practice.hint");
    const count = button("practice-count", "count", "count", {});
    count.textContent = T(model, "practice.count");
    count.setAttribute("aria-expanded", String((view.count || []).length > 0));
    // In the auction the first press also runs the advisor (seconds): say "computing…" at once,
    // before Python answers (its own busy view follows; the next drawing replaces this line).
    if (view.advice_next) {
      count.addEventListener("click", () => {
        count.setAttribute("aria-busy", "true");
        const bar = count.parentElement;
        if (bar && !el.querySelector("[data-testid=practice-advice-busy]")) {
          bar.after(h("p", { class: "tp-panel tp-busy", role: "status", testid: "practice-advice-busy",
                             text: view.advice_computing || "" }));
        }
      });
    }
    const undo = button("practice-undo", "undo", "undo", {});
    undo.textContent = T(model, "practice.undo");
    undo.setAttribute("aria-disabled", String(!view.can_undo));
    const step = button("practice-step", "step", "step", () => ({ at: (model.get("view") || {}).turn }),
                        view.pace === "step");
    step.textContent = T(model, "practice.step");
    step.hidden = !view.step_shown;          // step by step only, and only while a bot is to move
    return h("div", { class: "tw-controls", role: "group", "aria-label": T(model, "practice.controls") },
      step, hint, count, undo);
  };

  // The bidding advisor's answer (a model estimate: its first line says so), or "computing…".
  const advice = (view) => {
    const a = view.advice || {};
    if (!a.title) return null;
    if (a.busy) {
      return h("div", { class: "tp-panel tp-advice", testid: "practice-advice", "aria-busy": "true" },
        h("h4", { text: a.title }),
        h("p", { class: "tp-busy", role: "status", testid: "practice-advice-busy", text: a.text || "" }));
    }
    return h("div", { class: "tp-panel tp-advice", testid: "practice-advice", "aria-busy": "false" },
      h("h4", { text: a.title }),
      h("p", { class: "tp-estimate", testid: "practice-advice-head", text: a.head || "" }),
      h("ul", { class: "tw-plain", testid: "practice-advice-rows" },
        ...(a.rows || []).map((line) => h("li", { text: line }))),
      ...(a.notes || []).map((line) => h("p", { class: "tp-note", text: line })));
  };

  const outcome = (view) => {
    const out = view.outcome || {};
    if (!out.title) return null;
    const parts = [h("h4", { text: out.title }),
      h("p", { testid: "practice-outcome-summary", text: out.summary || out.status || "" })];
    // V7, V9: who played for whom (three and five players: the taker, his partner or "alone", the defence)
    if (out.camps) parts.push(h("p", { testid: "practice-camps", class: "tp-status", text: out.camps }));
    // two numbered lists, each under its own heading: what each side won, then the calculation
    if ((out.story || []).length) {
      parts.push(h("h5", { class: "tp-subtitle", testid: "practice-story-title", text: out.story_title || "" }),
        h("ol", { testid: "practice-story" },
          ...out.story.map((s) => h("li", { "data-rule": s.rule, text: s.text }))));
    }
    if ((out.breakdown || []).length) {
      parts.push(h("h5", { class: "tp-subtitle", testid: "practice-breakdown-title", text: out.breakdown_title || "" }),
        h("ol", { class: "tarot-breakdown", testid: "practice-breakdown" },
          ...out.breakdown.map((s) => h("li", { "data-rule": s.rule, text: s.text }))));
    }
    if ((out.rulings || []).length) {                  // R1–R10: the project's rulings this deal rests on
      parts.push(h("h5", { class: "tp-subtitle", text: out.rulings_title || "" }),
        h("ul", { class: "tw-plain", testid: "practice-rulings" },
          ...out.rulings.map((r) => h("li", { "data-rule": r.rule, text: r.text }))));
    }
    parts.push(h("p", { testid: "practice-scores", text: out.scores || "" }));
    if (out.mine) parts.push(h("p", { testid: "practice-my-score", class: "tp-status", text: out.mine }));
    const more = h("div", { class: "tw-controls" });
    if (view.can_duplicate) {
      const dup = button("practice-duplicate", "duplicate", "duplicate", {});
      dup.textContent = T(model, "practice.duplicate");
      more.append(dup);
    }
    if (view.save && view.save.on && !view.save.ok) {
      const save = button("practice-save", "save", "save", {});
      save.textContent = T(model, "practice.save");
      more.append(save);
    }
    const again = button("practice-new-end", "new_end", "new", {}, true);
    again.textContent = T(model, "practice.new_deal");
    more.append(again);
    parts.push(more);
    if (view.duplicate) parts.push(h("p", { testid: "practice-duplicate-text", class: "tp-panel", text: view.duplicate }));
    if (view.save && view.save.text) {
      parts.push(h("p", { testid: "practice-saved", class: view.save.ok ? "tw-ok" : "tw-error", text: view.save.text }));
    }
    return h("div", { testid: "practice-outcome", class: "tp-panel" }, ...parts);
  };

  const stop = mount(model, el, {
    testid: "practice-table", cls: "tw-practice", title: "practice.title", controls: bar,
    draw: (view) => {
      // the static bar: captions and toggles
      seedField.querySelector("label").textContent = T(model, "practice.seed");
      if (seed.getRootNode().activeElement !== seed) seed.value = String(view.seed ?? "");
      playersField.querySelector("label").textContent = T(model, "practice.players");
      if (players.getRootNode().activeElement !== players) players.value = String(view.players ?? 4);
      deal.textContent = T(model, "practice.deal");
      fresh.textContent = T(model, "practice.new_deal");
      showAll.textContent = T(model, "practice.show_all");
      showAll.setAttribute("aria-pressed", String(!!view.show_all));
      stepMode.textContent = T(model, "practice.step_mode");
      stepMode.setAttribute("aria-pressed", String(view.pace === "step"));
      paceText.textContent = view.pace_text || "";
      bar.setAttribute("aria-label", T(model, "practice.controls"));

      // A card played (or a button gone) took the focus with it: put it on the hand, so that the
      // keyboard stays in the game (after mount has tried to put it back by data-key).
      const before = focusKey(el);
      if (before && before !== "seed") {
        queueMicrotask(() => {
          const active = el.getRootNode().activeElement;
          if (active && el.contains(active)) return;
          const grid = el.querySelector("[data-testid=practice-hand]");
          const target = grid && (grid.querySelector('.tw-card[data-legal="true"]') || grid.querySelector(".tw-card"));
          const fallback = el.querySelector("[data-testid=practice-actions] button, [data-testid=practice-outcome] button");
          const to = target || fallback;
          if (!to) return;
          if (target) for (const b of grid.querySelectorAll(".tw-card")) b.tabIndex = b === target ? 0 : -1;
          to.focus();
        });
      }

      const me = view.me || {};
      const hand = (view.hand || []).length ? cardGrid({
        cards: view.hand.map((c) => ({ ...c, ...drawing(model, c.code, { disabled: c.legal === false }) })),
        label: view.grid_label, testid: "practice-hand", keyPrefix: "hand",
        pressed: view.hand_mode === "discard" ? (c) => c.chosen : null,
        describe: (c) => c.note || null,
        onActivate: (c) => send(model, view.hand_mode === "discard" ? "toggle" : "play", { card: c.code }),
      }) : null;
      const chien = view.chien || {};
      return [
        h("div", { class: "tp-info" },
          h("span", { testid: "practice-deal-info", text: view.deal_info || "" }),
          h("span", { testid: "practice-table-size", text: view.table_size || "" }),
          h("span", { testid: "practice-contract", text: view.contract || "" }),
          view.slam_on ? h("span", { text: view.slam_on }) : null,
          view.points ? h("span", { testid: "practice-points", text: view.points }) : null),
        h("p", { class: "tp-status", testid: "practice-status", text: view.status || "" }),
        view.error ? h("p", { class: "tw-error", testid: "practice-error", "data-rule": view.error_rule || "",
                              text: view.error }) : null,
        h("div", { class: `tp-table tp-players-${view.players || 4}`, role: "group", "aria-label": T(model, "practice.table"),
                   testid: "practice-felt", "data-players": String(view.players || 4) },
          ...(view.seats || []).map((s) => seatBox(s, `tp-pos-${s.pos}`)),
          centre(view)),
        h("div", { class: `tp-me${me.to_play ? " tp-to-play" : ""}`, testid: `practice-seat-${me.seat}`,
                   role: "group", "aria-label": me.name || "", "data-count": String(me.count ?? "") },
          h("div", {}, h("span", { class: "tw-name", text: me.name || "" }), " ",
            h("span", { class: "tp-marks", text: me.marks || "" })),
          hand,
          h("div", { testid: "practice-actions" }, ...actions(view))),
        help(view),
        view.hint ? h("p", { class: "tp-hint", testid: "practice-hint-text", text: view.hint }) : null,
        (view.count || []).length ? h("div", { class: "tp-panel", testid: "practice-count-text" },
          h("h4", { text: T(model, "practice.count_title") }),
          h("ul", { class: "tw-plain" }, ...view.count.map((line) => h("li", { text: line })))) : null,
        advice(view),
        (view.bids || []).length ? h("p", { testid: "practice-auction" },
          `${T(model, "practice.bids")} — ${view.bids.join(" · ")}`) : null,
        chien.title ? h("div", { class: "tp-panel", testid: "practice-chien" },
          h("p", { text: chien.title }),
          (chien.cards || []).length ? h("div", { class: "tw-row", role: "img",
            "aria-label": `${chien.title}: ${chien.cards.map((c) => drawing(model, c).label).join(", ")}` },
            ...chien.cards.map((c) => svgBox(drawing(model, c, { width: 40 }).svg))) : null,
          chien.discard ? h("p", { testid: "practice-discard-shown", text: chien.discard }) : null) : null,
        (view.poignees || []).length ? h("div", { class: "tp-panel", testid: "practice-poignees" },
          h("p", { text: T(model, "practice.poignees") }),
          h("ul", { class: "tw-plain" }, ...view.poignees.map((p) => h("li", { text: p })))) : null,
        outcome(view),
        (view.log || []).length ? h("details", { testid: "practice-log", open: true },
          h("summary", { text: T(model, "practice.log") }),
          h("ol", { class: "tp-log" }, ...view.log.map((line) => h("li", { text: line })))) : null,
      ];
    },
  });
  model.on("change:view", pace);
  pace();
  return () => {
    if (timer) clearTimeout(timer);
    model.off("change:view", pace);
    stop();
  };
}
// initialize: the model's patches are applied from the start, displayed or not
export default { initialize: ({ model }) => { tableView(model); }, render };
