// Widget 7: a recorded deal, card by card: the trick on the table, the hands still held, both
// sides' piles and running points, then the referee's outcome. Python holds the states; this
// view only draws them and sends the step asked for. Issue 14: beside the trick, "what was
// possible" (the exact review, every number and sentence from Python) and "what if" (another card
// for the seat to play, then best play). Actions go through send (common.js), queued:
// a click made while the kernel is searching is kept, not dropped.

// The costly cards of the trick row (view.trick[i].cost, from the review): a class, data-cost and
// their cost in words, seen and heard (never colour alone).
function markCosts(row, trick) {
  if (!row) return row;
  row.querySelectorAll("[role=listitem]").forEach((item, i) => {
    const t = trick[i] || {};
    if (!t.cost) return;
    item.classList.add("tw-costly");
    item.dataset.cost = String(t.cost);
    if (t.turned) item.dataset.turned = t.turned;
    item.setAttribute("aria-label", `${item.getAttribute("aria-label")} — ${t.cost_text}`);
    item.append(h("span", { class: "tw-cost", "aria-hidden": "true", text: t.cost_text }));
  });
  return row;
}

// The analysis panel: the verdict, the card just played (best S before and after, cost, best card),
// the turning card and the costly cards (each a step to go to), then "what if".
function analysisPanel(model, view, act) {
  const a = view.analysis || {};
  const w = view.whatif || {};
  const button = (testid, key, text, onClick, cls = "tw-btn") => h("button", {
    type: "button", class: cls, testid, "data-key": key, on: { click: onClick } }, text);
  const parts = [h("h4", { text: T(model, "replay.analysis.title") })];
  if (!a.shown || !a.summary) {
    if (a.busy !== "review") parts.push(button("replay-analyse", "analyse", T(model, "replay.analysis.analyse"),
                                               () => act("analyse"), "tw-btn tw-primary"));
  } else {
    parts.push(button("replay-analysis-hide", "hide-analysis", T(model, "replay.analysis.hide"), () => act("hide_analysis")));
    // a review the time limit cut short: one click takes it further back (the kernel's own words)
    if (a.more && a.busy !== "review") parts.push(button("replay-analysis-more", "analyse-more", a.more,
                                                         () => act("analyse_more")));
  }
  if (a.busy === "review") parts.push(h("p", { class: "tw-busy", testid: "replay-analysis-computing", text: a.computing }));
  if (a.busy === "review" && a.progress) parts.push(h("p", { class: "tw-muted", testid: "replay-analysis-progress", text: a.progress }));
  if (a.shown && a.summary) {
    parts.push(h("p", { class: "tw-muted", text: T(model, "replay.analysis.about") }),
      h("h4", { text: T(model, "replay.analysis.verdict") }),
      h("p", { testid: "replay-analysis-summary", text: a.summary }));
    if (a.card) {
      const c = a.card;
      parts.push(h("div", { testid: "replay-analysis-card", "data-card": c.card, "data-complete": String(c.complete),
                            "data-cost": c.cost === null || c.cost === undefined ? null : String(c.cost) },
        h("h4", { text: T(model, "replay.analysis.this_card") }),
        h("p", { testid: "replay-analysis-card-text", text: c.text }),
        c.shown ? h("table", { class: "tw-values", testid: "replay-analysis-values" }, h("tbody", {},
          ...[[T(model, "replay.analysis.before"), "before"], [T(model, "replay.analysis.after"), "after"],
              [T(model, "replay.analysis.cost"), "cost"], [T(model, "replay.analysis.best"), "best"]].map(([name, key]) => h("tr", {},
            h("th", { scope: "row", text: name }),
            h("td", { class: key === "best" ? null : "tw-num", testid: `replay-analysis-${key}`, text: c.shown[key] }))))) : null));
    } else if (a.card_note) {
      parts.push(h("p", { class: "tw-muted", testid: "replay-analysis-card-note", text: a.card_note }));
    } else {
      parts.push(h("p", { class: "tw-muted", text: T(model, "replay.analysis.step_hint") }));
    }
    if (a.turning) {
      parts.push(h("div", { class: "tw-turning", testid: "replay-analysis-turning" },
        h("h4", { text: T(model, "replay.analysis.turning") }),
        h("p", { text: a.turning.text }),
        button("replay-analysis-turning-go", "turning-go", T(model, "replay.analysis.goto"),
               () => act("review_goto", { step: a.turning.step }))));
    }
    if ((a.mistakes || []).length) {
      parts.push(h("h4", { text: T(model, "replay.analysis.mistakes") }),
        h("ol", { testid: "replay-analysis-mistakes" }, ...a.mistakes.map((m) => h("li", {
          class: m.current ? "tw-current" : null, "data-step": String(m.step), "data-cost": String(m.cost) },
          `${m.text} `, button(`replay-mistake-${m.step}`, `mistake:${m.step}`, T(model, "replay.analysis.goto"),
                               () => act("review_goto", { step: m.step }))))));
    }
  }
  if (a.shown || w.active) parts.push(whatIfBlock(model, view, act, button));
  return h("section", { class: "tw-analysis", testid: "replay-analysis", "aria-label": T(model, "replay.analysis.title") },
    ...parts);
}

function whatIfBlock(model, view, act, button) {
  const a = view.analysis || {};
  const w = view.whatif || {};
  const parts = [h("h4", { text: T(model, "replay.analysis.whatif.title") })];
  if (w.active) {
    parts.push(button("replay-whatif-back", "whatif-back", T(model, "replay.analysis.whatif.back"),
                      () => act("real_deal"), "tw-btn tw-primary"));
  }
  if (a.busy === "whatif") parts.push(h("p", { class: "tw-busy", testid: "replay-whatif-computing", text: a.computing_whatif }));
  const ch = w.chooser;
  if (ch) {
    if (ch.offered) {
      parts.push(h("p", { testid: "replay-whatif-prompt", text: ch.prompt }), cardGrid({
        cards: ch.cards, label: ch.prompt, testid: "replay-whatif-cards", keyPrefix: "whatif",
        onActivate: (card) => act("what_if", { card: card.code }),
        describe: (card) => [card.played ? ch.played_text : null, card.legal ? null : ch.illegal_text]
          .filter(Boolean).join(", ") || null,
      }));
    } else {
      parts.push(h("p", { class: "tw-muted", testid: "replay-whatif-too-far", text: ch.reason }));
    }
  }
  if (w.error) parts.push(h("p", { class: "tw-error", role: "alert", testid: "replay-whatif-error", text: w.error }));
  return h("div", { class: "tw-whatif", testid: "replay-whatif" }, ...parts);
}

// The hypothetical deal, marked at the top: what was changed and its result against the real deal's.
function whatIfBanner(model, w) {
  if (!w || !w.active) return null;
  return h("div", { class: "tw-whatif-banner", testid: "replay-whatif-banner", "data-s": String(w.S),
                    "data-made": String(w.made), "data-real-s": String(w.real_S) },
    h("strong", { text: T(model, "replay.analysis.whatif.marker") }),
    h("span", { testid: "replay-whatif-text", text: w.banner }), " ",
    h("span", { testid: "replay-whatif-result", text: w.result }));
}

// analysis="shown": the pending review each model's views asked for (one request, however many views)
const reviewAsked = new WeakMap();

function render({ model, el }) {
  const act = (name, args) => send(model, name, args || {});
  const bar = stepBar(model, "replay");
  const nav = bar.querySelector("[role=group]");
  const key = (k) => nav.querySelector(`[data-key="${k}"]`);
  const trickButton = (act, testid) => h("button", { type: "button", class: "tw-btn", testid, "data-key": act,
                                                     on: { click: () => send(model, act) } });
  const prevTrick = trickButton("prev_trick", "replay-prev-trick");
  const nextTrick = trickButton("next_trick", "replay-next-trick");
  key("prev").before(prevTrick);
  key("next").after(nextTrick);
  const cardOf = h("span", { class: "tw-muted tw-card-of", testid: "replay-card" });
  nav.append(cardOf);
  const keysHint = h("p", { class: "tw-muted tw-keys", testid: "replay-keys", id: `tw-keys-${Math.random().toString(36).slice(2, 10)}` });
  bar.append(keysHint);
  // Keys on the step buttons: arrows one card, Page Up/Down one trick, Home/End (the buttons' own actions).
  const shortcuts = { ArrowLeft: "prev", ArrowRight: "next", PageUp: "prev_trick", PageDown: "next_trick", Home: "first", End: "last" };
  const shortcutOf = { first: "Home", prev_trick: "PageUp", prev: "ArrowLeft", next: "ArrowRight", next_trick: "PageDown", last: "End" };
  for (const [act, k] of Object.entries(shortcutOf)) key(act).setAttribute("aria-keyshortcuts", k);
  nav.setAttribute("aria-describedby", keysHint.id);
  nav.addEventListener("keydown", (ev) => {
    const act = shortcuts[ev.key];
    if (!act || ev.target.tagName !== "BUTTON") return;
    ev.preventDefault();
    ev.stopPropagation();            // keep JupyterLab's own shortcuts out of the step bar
    send(model, act);
  });
  const update = (view) => {
    bar.update(view);
    key("prev").textContent = T(model, "replay.prev_card");
    key("next").textContent = T(model, "replay.next_card");
    prevTrick.textContent = T(model, "common.prev");
    nextTrick.textContent = T(model, "common.next");
    nav.setAttribute("aria-label", T(model, "replay.nav_cards"));
    prevTrick.setAttribute("aria-disabled", String(view.step <= 0));
    nextTrick.setAttribute("aria-disabled", String(view.step >= view.total));
    nav.hidden = !view.total;         // D4, A3: nothing to step through (the status says why)
    keysHint.hidden = !view.total;
    keysHint.textContent = T(model, "replay.keys");
    cardOf.textContent = view.card_text ? `· ${view.card_text}` : "";
  };
  return mount(model, el, {
    testid: "deal-replayer", cls: "tw-replay", title: "replay.title", controls: bar,
    draw: (view) => {
      update(view);
      if (view.error) return [];
      // analysis="shown": the review waits for the replayer to be on screen; the first view drawn asks
      // for it once (its number: a record loaded later asks again)
      const pending = view.analysis && view.analysis.pending;
      if (pending && reviewAsked.get(model) !== pending) {
        reviewAsked.set(model, pending);
        act("analyse");
      }
      const status = h("p", { testid: "replay-status", class: view.played ? null : "tw-note", text: view.status || "" });
      if (!view.played) return [status];
      const hands = h("div", { class: "tw-hands", testid: "replay-hands" },
        h("h4", { text: T(model, "replay.hands") }),
        ...(view.hands || []).map((p) => h("div", {
          class: `tw-hand-row${p.taker ? " tw-taker" : ""}${p.to_play ? " tw-to-play" : ""}`,
          testid: `replay-hand-${p.seat}`, "data-count": String(p.count) },
          h("span", { class: "tw-name", text: p.title }),
          p.count ? h("span", { class: "tw-row", role: "img", "aria-label": p.label }, svgBox(p.svg))
                  : h("span", { class: "tw-muted", text: p.empty }))));
      const piles = (view.piles || []).map((p) => h("div", { class: "tw-side", testid: `replay-pile-${p.testid}` },
        h("h4", {}, `${p.title} — ${p.points} ${T(model, "common.points")}`),
        // an empty pile (before the first trick) is no image: nothing to name (its title says 0 points)
        h("div", { class: "tw-pile", role: p.count ? "img" : null, "aria-label": p.count ? p.label : null,
                   testid: `replay-pile-${p.testid}-cards` },
          ...p.cards.map((svg) => svgBox(svg)))));
      const out = view.outcome;
      const w = view.whatif || {};
      const trick = markCosts(trickRow(view.trick || [], "replay-trick", T(model, "replay.table")), view.trick || []);
      const parts = [
        whatIfBanner(model, w),
        status,
        h("div", { class: "tw-table-row" }, trick, view.analysis ? analysisPanel(model, view, act) : null),
        hands,
        view.running ? h("p", { testid: "replay-running", text: view.running }) : null,
        piles.length ? h("div", { class: "tw-sides" }, ...piles) : null,
        out ? h("div", { testid: "replay-outcome", "data-whatif": String(!!out.whatif) },
          h("h4", { text: T(model, out.whatif ? "replay.analysis.whatif.outcome" : "replay.outcome") }),
          h("p", { text: out.summary }),
          out.rulings && out.rulings.length ? h("ul", { testid: "replay-rulings" },
            ...out.rulings.map((s) => h("li", { "data-rule": s.rule, text: s.text }))) : null,
          h("ol", {}, ...out.breakdown.map((s) => h("li", { "data-rule": s.rule, text: s.text }))),
          h("p", { testid: "replay-scores", text: out.scores })) : null,
      ];
      // the hypothetical deal in a dashed frame, under its banner
      return w.active ? [h("div", { class: "tw-hypothetical", testid: "replay-hypothetical" }, ...parts.filter(Boolean))] : parts;
    },
  });
}
export default { render };
