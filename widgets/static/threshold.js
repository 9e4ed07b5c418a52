// Widget 3: bouts + taker's points -> target, made or not, margin (all computed in Python).
function render({ model, el }) {
  const legend = h("legend");
  // One radio group (one name for the four): one tab stop, the arrows move the choice and the focus.
  const group = `tw-bouts-${Math.random().toString(36).slice(2)}`;
  const radios = [0, 1, 2, 3].map((b) => h("input", {
    type: "radio", name: group, value: String(b),
    testid: `threshold-bouts-${b}`, "data-key": `bouts-${b}`,
    on: { change: () => send(model, "set", { bouts: b }) },
  }));
  const bouts = h("fieldset", { testid: "threshold-bouts" }, legend,
    ...radios.map((r, b) => h("label", { class: "tw-radio" }, r, ` ${b}`)));
  // Points are typed as text ("35,5" or "35.5": Python reads both, and shows them per language);
  // a number input would turn "35,5" into 355 or into nothing, and write 40.5 in French.
  const points = h("input", { type: "text", inputmode: "decimal", size: "6", autocomplete: "off",
                              testid: "threshold-points", "data-key": "points" });
  // The slider: a native range (arrows ±0.5, Page Up/Down, Home/End), read out in the learner's words.
  const slider = h("input", { type: "range", min: "0", max: "91", step: "0.5", testid: "threshold-slider",
                              "data-key": "slider" });
  onCommit(points, () => send(model, "set", { points: points.value }));
  slider.addEventListener("input", () => send(model, "set", { points: slider.value }));
  const pointsField = field("", points, "threshold-points-field");
  const controls = h("div", { class: "tw-controls" }, bouts, pointsField, slider);

  return mount(model, el, {
    testid: "threshold-table", cls: "tw-threshold", title: "threshold.title", controls,
    draw: (view) => {
      legend.textContent = T(model, "threshold.bouts");
      pointsField.querySelector("label").textContent = T(model, "threshold.points");
      slider.setAttribute("aria-label", T(model, "threshold.points"));
      radios.forEach((r, b) => { r.checked = b === view.bouts; });
      const active = points.getRootNode().activeElement;
      if (active !== points) points.value = view.points_text;          // '40,5' in French (Python's)
      if (active !== slider) slider.value = String(view.points);
      slider.setAttribute("aria-valuetext", view.points_text);
      const rows = (view.rows || []).map((r) => h("tr", {
        class: r.current ? "tw-current" : null, "aria-current": r.current ? "true" : null,
        testid: `threshold-row-${r.bouts}`,
      }, h("td", { class: "tw-num" }, r.current ? "▶ " : "", String(r.bouts)),
         h("td", { class: "tw-num", text: String(r.target) })));
      return [
        h("table", { testid: "threshold-targets" },
          h("caption", { text: T(model, "threshold.caption") }),
          h("thead", {}, h("tr", {}, h("th", { class: "tw-num", text: T(model, "threshold.col_bouts") }),
                                      h("th", { class: "tw-num", text: T(model, "threshold.col_target") }))),
          h("tbody", {}, ...rows)),
      ];
    },
  });
}
export default { render };
