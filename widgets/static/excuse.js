// Widget 5: where the Excuse goes, trick by trick (X3-X7), as the referee decided it.
function render({ model, el }) {
  const bar = stepBar(model, "excuse");
  const nav = bar.querySelector("[role=group]");
  return mount(model, el, {
    testid: "excuse-transfer", cls: "tw-excuse", title: "excuse.title", controls: bar,
    draw: (view) => {
      bar.update(view);
      nav.hidden = !view.total;         // D4, A3: nothing to step through (the status says why)
      if (view.error) return [];
      const status = h("p", { testid: "excuse-status", class: view.played ? null : "tw-note", text: view.status || "" });
      if (!view.played) return [status];
      const trick = trickRow(view.trick || [], "excuse-trick");
      const sides = h("div", { class: "tw-sides", testid: "excuse-sides" },
        ...(view.sides || []).map((s) => h("div", { class: "tw-side", testid: `excuse-side-${s.key}`,
                                                     "data-here": String(s.here) },
          h("h4", { text: s.title }),
          s.here ? h("div", { class: "tw-row" }, svgBox(view.excuse.svg), h("span", { text: T(model, "excuse.here") }))
                 : h("p", { class: "tw-muted", text: T(model, "excuse.not_here") }))));
      return [
        status,
        trick,
        h("p", { testid: "excuse-where", text: view.where_text || "" }),
        sides,
        h("h4", { text: T(model, "excuse.log") }),
        (view.events || []).length
          ? h("ol", { testid: "excuse-log" }, ...view.events.map((e) => h("li", { "data-rule": e.rule, text: e.text })))
          : h("p", { class: "tw-muted", testid: "excuse-log", text: T(model, "excuse.not_yet") }),
      ];
    },
  });
}
export default { render };
