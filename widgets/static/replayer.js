// Widget 7: a recorded deal, card by card: the trick on the table, the hands still held, both
// sides' piles and running points, then the referee's outcome. Python holds the states; this
// view only draws them and sends the step asked for.
function render({ model, el }) {
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
        h("div", { class: "tw-pile", role: "img", "aria-label": p.label, testid: `replay-pile-${p.testid}-cards` },
          ...p.cards.map((svg) => svgBox(svg)))));
      const out = view.outcome;
      return [
        status,
        trickRow(view.trick || [], "replay-trick", T(model, "replay.table")),
        hands,
        view.running ? h("p", { testid: "replay-running", text: view.running }) : null,
        piles.length ? h("div", { class: "tw-sides" }, ...piles) : null,
        out ? h("div", { testid: "replay-outcome" },
          h("h4", { text: T(model, "replay.outcome") }),
          h("p", { text: out.summary }),
          out.rulings && out.rulings.length ? h("ul", { testid: "replay-rulings" },
            ...out.rulings.map((s) => h("li", { "data-rule": s.rule, text: s.text }))) : null,
          h("ol", {}, ...out.breakdown.map((s) => h("li", { "data-rule": s.rule, text: s.text }))),
          h("p", { testid: "replay-scores", text: out.scores })) : null,
      ];
    },
  });
}
export default { render };
