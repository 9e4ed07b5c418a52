// Widget 8: the scoresheet (3, 4 or 5 players; 5 or 6 people with the dealer sitting out, V10).
// Names and notes are user text: they only ever go in as textContent.
function render({ model, el }) {
  const taker = h("select", { testid: "sheet-taker", "data-key": "taker" });
  const partner = h("select", { testid: "sheet-partner", "data-key": "partner" });     // five players (V5)
  const note = h("input", { type: "text", testid: "sheet-note", "data-key": "note", maxlength: "200" });
  const reason = h("select", { testid: "sheet-reason", "data-key": "reason" });
  const btn = (testid, onClick) => h("button", { type: "button", class: "tw-btn", testid, "data-key": testid,
                                                 on: { click: onClick } });
  const addCalc = btn("sheet-add-calc", () => {
    const args = { taker: Number(taker.value), note: note.value };
    if (!fPartner.hidden) args.partner = partner.value === "" ? null : Number(partner.value);
    send(model, "add_calc", args);
    note.value = "";
  });
  const addReplay = btn("sheet-add-replay", () => { send(model, "add_replay", { note: note.value }); note.value = ""; });
  const cancel = btn("sheet-cancel", () => { send(model, "cancel", { reason: reason.value, note: note.value }); note.value = ""; });
  const undo = btn("sheet-undo", () => send(model, "undo"));
  const expName = h("input", { type: "text", testid: "sheet-export-name", "data-key": "export-name", maxlength: "120",
                                spellcheck: "false", autocomplete: "off" });
  const exp = btn("sheet-export", () => send(model, "export", { name: expName.value.trim() }));
  const saveAgain = btn("sheet-save", () => send(model, "save"));
  const reload = btn("sheet-reload", () => send(model, "reload"));
  addCalc.classList.add("tw-primary");
  const fTaker = field("", taker, "sheet-taker-field");
  const fPartner = field("", partner, "sheet-partner-field");
  const fNote = field("", note, "sheet-note-field");
  const fReason = field("", reason, "sheet-reason-field");
  const fExport = field("", expName, "sheet-export-field");
  const controls = h("div", {},
    h("div", { class: "tw-controls" }, fTaker, fPartner, fNote, addCalc, addReplay),
    h("div", { class: "tw-controls" }, fReason, cancel, undo),
    h("div", { class: "tw-controls" }, fExport, exp, saveAgain, reload));
  const options = (select, items) => {
    const keep = select.value;
    select.replaceChildren(...items.map((o) => h("option", { value: String(o.value), text: o.text })));
    if (items.some((o) => String(o.value) === keep)) select.value = keep;
  };

  return mount(model, el, {
    testid: "scoresheet", cls: "tw-sheet", title: "sheet.title", controls,
    draw: (view) => {
      fTaker.querySelector("label").textContent = T(model, "sheet.taker_seat");
      fPartner.querySelector("label").textContent = T(model, "sheet.partner");
      fPartner.hidden = !view.five;
      fNote.querySelector("label").textContent = T(model, "sheet.note");
      fReason.querySelector("label").textContent = T(model, "sheet.cancel_reason");
      addCalc.textContent = T(model, "sheet.add_calc");
      addReplay.textContent = T(model, "sheet.add_replay");
      cancel.textContent = T(model, "sheet.cancel");
      undo.textContent = T(model, "common.undo");
      fExport.querySelector("label").textContent = T(model, "sheet.export_name");
      exp.textContent = T(model, "sheet.export");
      saveAgain.textContent = T(model, "sheet.save_again");
      reload.textContent = T(model, "sheet.reload");
      saveAgain.hidden = !view.unsaved;         // only after a failed save
      reload.hidden = !view.unsaved;
      expName.placeholder = view.export_name || "";       // empty: the sheet's own name, .csv
      addCalc.hidden = !view.has_calc;
      addReplay.hidden = !view.has_replay;
      addCalc.disabled = addReplay.disabled = !!view.complete;
      options(taker, view.seats || []);
      options(partner, view.partners || []);
      options(reason, view.reasons || []);
      const players = view.players || [];
      const head = h("tr", {}, h("th", { scope: "col", text: T(model, "sheet.deal") }),
        h("th", { scope: "col", text: T(model, "sheet.taker") }), h("th", { scope: "col", text: T(model, "sheet.contract") }),
        h("th", { scope: "col", class: "tw-num", text: T(model, "sheet.S") }),
        ...players.map((p) => h("th", { scope: "col", class: "tw-num", text: p })),
        h("th", { scope: "col", text: T(model, "sheet.note") }));
      const body = (view.rows || []).map((r, i) => h("tr", { testid: `sheet-row-${i + 1}`, class: r.counts ? null : "tw-muted" },
        h("td", { class: "tw-num", text: r.number }), h("td", { text: r.taker }), h("td", { text: r.contract }),
        h("td", { class: "tw-num", text: r.S }),
        ...r.scores.map((s, j) => h("td", { class: r.out.includes(j) ? "tw-num tw-muted" : "tw-num", title: r.totals[j],
                                            "data-out": r.out.includes(j) ? "true" : null }, s)),
        h("td", { text: r.note })));
      const foot = h("tr", { testid: "sheet-totals" }, h("th", { scope: "row", colspan: "4", text: T(model, "sheet.totals") }),
        ...(view.totals || []).map((t) => h("td", { class: "tw-num", text: t })), h("td"));
      return [
        h("p", { class: "tw-muted", testid: "sheet-file" }, `${T(model, "sheet.file")} `, view.file || ""),
        view.save_state ? h("p", { testid: "sheet-save-state", class: view.unsaved ? "tw-error" : "tw-muted",
                                   "data-unsaved": String(!!view.unsaved), text: view.save_state }) : null,
        h("p", { testid: "sheet-table-kind", class: "tw-muted", text: view.table || "" }),
        h("p", { testid: "sheet-progress", text: view.progress || "" }),
        view.next_out ? h("p", { testid: "sheet-next-out", text: view.next_out }) : null,
        h("table", { testid: "sheet-table" }, h("thead", {}, head), h("tbody", {}, ...body), h("tfoot", {}, foot)),
        h("h4", { text: T(model, "sheet.ranking") }),
        h("ul", { testid: "sheet-ranking", class: "tw-plain" }, ...(view.ranking || []).map((r) => h("li", { text: r }))),
      ];
    },
  });
}
export default { render };
