// Widget 6: the facts of a deal in, the core's breakdown, S and each seat's score out (3, 4 or 5 players, V9).
function render({ model, el }) {
  const set = (field, value) => send(model, "set", { [field]: value });
  const players = h("select", { testid: "calc-players", "data-key": "players",
                                on: { change: () => set("players", Number(players.value)) } });
  const alone = h("input", { type: "checkbox", testid: "calc-alone", "data-key": "alone",
                             on: { change: () => set("alone", alone.checked) } });
  const contract = h("select", { testid: "calc-contract", "data-key": "contract",
                                 on: { change: () => set("contract", contract.value) } });
  // Points are typed as text: "35,5" and "35.5" both mean 35.5 (a number input makes 355 of "35,5").
  const points = onCommit(h("input", { type: "text", inputmode: "decimal", size: "6", autocomplete: "off",
                                       testid: "calc-points", "data-key": "points" }),
                          () => set("points", decimalPoint(points.value)));
  const bouts = onCommit(h("input", { type: "number", min: "0", max: "3", step: "1", testid: "calc-bouts",
                                      "data-key": "bouts" }), () => set("bouts", bouts.value));
  const pab = h("select", { testid: "calc-pab", "data-key": "pab",
                            on: { change: () => set("petit_au_bout", pab.value) } });
  const slam = h("input", { type: "checkbox", testid: "calc-slam", "data-key": "slam",
                            on: { change: () => set("slam_announced", slam.checked) } });
  const sweep = h("select", { testid: "calc-all-tricks", "data-key": "sweep",
                              on: { change: () => set("all_tricks", sweep.value) } });
  // One count field per poignée that Python lists in view.poignees (the core's names, in its
  // order), made the first time a name is seen and kept, so a redraw never takes the focus away.
  const counts = Object.create(null);
  const poigneeBox = h("fieldset", { testid: "calc-poignees" }, h("legend"));
  const poigneeField = (name) => {
    counts[name] = onCommit(h("input", { type: "number", min: "0", max: "4", step: "1", testid: `calc-poignee-${name}`,
                                         "data-key": `poignee-${name}` }),
                            () => send(model, "poignee", { name, count: counts[name].value }));
    poigneeBox.append(field("", counts[name], `calc-poignee-${name}-field`));
    return counts[name];
  };
  const fields = {
    players: field("", players, "calc-players-field"), alone: field("", alone, "calc-alone-field"),
    contract: field("", contract, "calc-contract-field"), points: field("", points, "calc-points-field"),
    bouts: field("", bouts, "calc-bouts-field"), pab: field("", pab, "calc-pab-field"),
    slam: field("", slam, "calc-slam-field"), sweep: field("", sweep, "calc-all-tricks-field"),
  };
  const controls = h("div", { class: "tw-controls" }, fields.players, fields.alone, fields.contract, fields.points, fields.bouts, fields.pab,
                     poigneeBox, fields.slam, fields.sweep);
  const options = (select, items, value) => {
    select.replaceChildren(...items.map((o) => h("option", { value: o.value, text: o.text })));
    select.value = String(value);
  };
  const keep = (input, value) => { if (input.getRootNode().activeElement !== input) input.value = String(value); };

  return mount(model, el, {
    testid: "score-calculator", cls: "tw-calc", title: "calc.title", controls,
    draw: (view) => {
      const f = view.facts || {};
      for (const [k, key] of [["players", "calc.players"], ["alone", "calc.alone"], ["contract", "calc.contract"], ["points", "calc.points"], ["bouts", "calc.bouts"],
                              ["pab", "calc.pab"], ["slam", "calc.slam_announced"], ["sweep", "calc.all_tricks"]])
        fields[k].querySelector("label").textContent = T(model, key);
      poigneeBox.querySelector("legend").textContent = T(model, "calc.poignees");
      (view.poignees || []).forEach((p) => {
        const input = counts[p.value] || poigneeField(p.value);
        input.parentNode.querySelector("label").textContent = p.text;
        keep(input, p.count);
      });
      options(players, view.tables || [], f.players);
      fields.alone.hidden = !view.five && !f.alone;       // V5: "alone" is said at five players only
      alone.checked = f.alone === true;
      options(contract, view.contracts || [], f.contract);
      options(pab, view.sides || [], f.petit_au_bout);
      options(sweep, view.sweeps || [], f.all_tricks);
      keep(points, f.points);
      keep(bouts, f.bouts);
      slam.checked = !!f.slam_announced;
      if (view.error) return [];
      return [
        h("p", { testid: "calc-summary", text: (view.summary || []).join(" ") }),
        h("h4", { text: T(model, "calc.breakdown") }),
        h("ol", { testid: "calc-breakdown" }, ...(view.breakdown || []).map((s) =>
          h("li", { "data-rule": s.rule }, s.text))),
        h("table", { testid: "calc-scores" },
          h("caption", { text: T(model, "calc.scores") }),
          h("tbody", {}, ...(view.scores || []).map((s) => h("tr", {},
            h("th", { scope: "row", text: s.who }), h("td", { class: "tw-num", text: s.score })))),
          view.sum ? h("tfoot", {}, h("tr", { testid: "calc-sum" },
            h("th", { scope: "row", text: view.sum.who }), h("td", { class: "tw-num", text: view.sum.score }))) : null),
      ];
    },
  });
}
export default { render };
