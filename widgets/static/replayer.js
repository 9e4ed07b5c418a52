// Widget 7: a recorded deal, trick by trick, with both sides' piles and the referee's outcome.
function render({ model, el }) {
  const bar = stepBar(model, "replay");
  return mount(model, el, {
    testid: "deal-replayer", cls: "tw-replay", title: "replay.title", controls: bar,
    draw: (view) => {
      bar.update(view);
      if (view.error) return [];
      const piles = (view.piles || []).map((p) => h("div", { class: "tw-side", testid: `replay-pile-${p.testid}` },
        h("h4", {}, `${p.title} — ${p.points} ${T(model, "common.points")}`),
        h("div", { class: "tw-pile", role: "img", "aria-label": p.label }, ...p.rows.map((r) => svgBox(r)))));
      const out = view.outcome;
      return [
        view.step === 0 ? h("p", { testid: "replay-intro", text: view.intro }) : null,
        trickRow(view.trick || [], "replay-trick"),
        view.running ? h("p", { testid: "replay-running", text: view.running }) : null,
        piles.length ? h("div", { class: "tw-sides" }, ...piles) : null,
        out ? h("div", { testid: "replay-outcome" },
          h("h4", { text: T(model, "replay.outcome") }),
          h("p", { text: out.summary }),
          h("ol", {}, ...out.breakdown.map((s) => h("li", { "data-rule": s.rule, text: s.text }))),
          h("p", { testid: "replay-scores", text: out.scores })) : null,
      ];
    },
  });
}
export default { render };
