// Widget 11 (issue 13): the rules desk. Python asks the core every question (through a case of
// tarot_core.io.case) and writes every sentence; this view draws the question chosen, its controls
// and card pickers (pickerBlock, from picker.js), the ruling with its rule IDs, and Share.
// Fields the learner types into (codes, points, a record, a case) are built once and kept, so a
// redraw never loses what is being typed.
function render({ model, el }) {
  const ui = {};                                   // the pickers' kept fields and focus
  const kept = {};                                 // the desk's own kept fields
  const act = (name, args) => send(model, name, args || {});
  const keep = (key, make) => kept[key] || (kept[key] = make());

  const button = (testid, key, text, onClick, extra = {}) => h("button", {
    type: "button", class: "tw-btn", testid, "data-key": key, ...extra, on: { click: onClick } }, text);
  const select = (testid, key, options, value, onChange) => {
    const s = h("select", { testid, "data-key": key, on: { change: () => onChange(s.value) } },
      ...options.map((o) => h("option", { value: o.value, text: o.text })));
    s.value = value;
    return s;
  };
  const labelled = (text, control, testid) => field(text, control, testid);
  const kept_input = (key, testid, attrs = {}) => keep(key, () => h("input", { testid, "data-key": key, ...attrs }));
  const setIfIdle = (input, value) => { if (input.getRootNode().activeElement !== input) input.value = String(value ?? ""); };

  // --- the question chosen ---------------------------------------------------------------------------
  const questions = (view) => h("div", { class: "tw-controls dk-questions", role: "group", testid: "desk-questions",
                                         "aria-label": T(model, "desk.question") },
    ...(view.questions || []).map((q, i) => button(`desk-q-${q.value}`, `q:${q.value}`, `${i + 1} · ${q.text}`,
      () => act("question", { q: q.value }),
      { class: `tw-btn${view.question === q.value ? " tw-primary" : ""}`, "aria-pressed": String(view.question === q.value) })));

  const modes = (view) => view.question !== "discard" ? null : h("div", {
    class: "tw-controls", role: "group", testid: "desk-modes", "aria-label": T(model, "desk.mode") },
    ...(view.modes || []).map((m) => button(`desk-mode-${m.value}`, `mode:${m.value}`, m.text,
      () => act("question", { q: "discard", mode: m.value }),
      { class: `tw-btn${view.mode === m.value ? " tw-primary" : ""}`, "aria-pressed": String(view.mode === m.value) })));

  // --- the table (V1) and, at five players, the call (V4, V5; V6 and R9 for the first trick) ----------------
  const tables = (view) => h("div", { class: "tw-controls dk-tables", role: "group", testid: "desk-tables",
                                      "aria-label": T(model, "desk.table") },
    h("span", { class: "tw-name", text: T(model, "desk.table") }),
    ...(view.tables || []).map((t) => button(`desk-table-${t.value}`, `table:${t.value}`, t.text,
      () => act("table", { players: t.value }),
      { class: `tw-btn${view.players === t.value ? " tw-primary" : ""}`, "aria-pressed": String(view.players === t.value) })));

  const callControls = (view) => {
    const c = view.call;
    if (!c || (view.key !== "play" && view.key !== "end")) return null;
    const set = (k, v) => act("call_set", { [k]: v });
    const parts = [labelled(T(model, "desk.call.card"), select("desk-call-card", "call:card", c.cards, c.called,
                                                                (v) => set("called", v)), "desk-call-card-field")];
    if (view.key === "end") {
      parts.push(labelled(T(model, "desk.call.holder"), select("desk-call-holder", "call:holder", c.holders, c.holder,
                                                                (v) => set("holder", v)), "desk-call-holder-field"));
    } else {
      const first = h("input", { type: "checkbox", testid: "desk-call-first", "data-key": "call:first", checked: !!c.first,
                                 on: { change: () => set("first_trick", first.checked) } });
      parts.push(labelled(T(model, "desk.call.first"), first, "desk-call-first-field"));
    }
    return h("fieldset", { class: "dk-panel dk-call", testid: "desk-call" },
      h("legend", { text: T(model, "desk.call.title") }), h("div", { class: "tw-controls" }, ...parts));
  };

  // --- question 3: the facts of the end of the deal ------------------------------------------------------
  const endControls = (e) => {
    const f = e.facts || {};
    const set = (k, v) => act("end_set", { [k]: v });
    const slam = h("input", { type: "checkbox", testid: "desk-end-slam", "data-key": "end:slam", checked: !!f.slam,
                              on: { change: () => set("slam", slam.checked) } });
    const parts = [
      h("div", { class: "tw-controls" },
        labelled(T(model, "desk.end.contract"), select("desk-end-contract", "end:contract", e.contracts, f.contract,
                                                        (v) => set("contract", v)), "desk-end-contract-field"),
        labelled(T(model, "desk.end.taker"), select("desk-end-taker", "end:taker", e.seats, f.taker,
                                                     (v) => set("taker", v)), "desk-end-taker-field"),
        labelled(T(model, "desk.end.slam"), slam, "desk-end-slam-field")),
      h("div", { class: "tw-controls" },
        labelled(T(model, "desk.end.earlier"), select("desk-end-earlier", "end:earlier", e.earlier_choices, f.earlier,
                                                       (v) => set("earlier", v)), "desk-end-earlier-field"),
        labelled(T(model, "desk.end.count"), select("desk-end-count", "end:count", e.counts, f.count,
                                                     (v) => set("count", v)), "desk-end-count-field")),
    ];
    if ((e.sides || []).length) {
      parts.push(h("div", { class: "dk-sides", role: "group", testid: "desk-end-sides", "aria-label": T(model, "desk.end.sides") },
        h("span", { class: "tw-name", text: T(model, "desk.end.sides") }),
        ...e.sides.map((s) => button(`desk-end-side-${s.trick}`, `end:side:${s.trick}`, `${s.trick} ${s.short}`,
          () => set("side", s.trick), { class: `tw-btn dk-side dk-${s.side}`, "aria-label": s.label,
                                        "aria-pressed": String(s.side === "defence") }))));
    }
    const where = [];
    if (e.excuse_shown) {
      where.push(h("span", { class: "tw-muted dk-note", testid: "desk-end-excuse-here", text: T(model, "desk.end.excuse_here") }));
    } else {
      where.push(labelled(T(model, "desk.end.excuse"), select("desk-end-excuse", "end:excuse", e.excuse_choices, f.excuse,
                                                               (v) => set("excuse", v)), "desk-end-excuse-field"));
      if (f.excuse === "taker" || f.excuse === "defence") {
        where.push(labelled(T(model, "desk.end.excuse_trick"), select("desk-end-excuse-trick", "end:excuse_trick", e.tricks,
                                                                       f.excuse_trick, (v) => set("excuse_trick", v)),
                            "desk-end-excuse-trick-field"));
      }
    }
    if (e.petit_shown) {
      where.push(h("span", { class: "tw-muted dk-note", testid: "desk-end-petit-here", text: T(model, "desk.end.petit_here") }));
    } else {
      where.push(labelled(T(model, "desk.end.petit"), select("desk-end-petit", "end:petit", e.petit_choices, f.petit,
                                                              (v) => set("petit", v)), "desk-end-petit-field"));
    }
    parts.push(h("div", { class: "tw-controls" }, ...where));
    parts.push(h("div", { class: "tw-controls", role: "group", "aria-label": T(model, "desk.end.leaders") },
      ...(e.leaders || []).map((l) => labelled(l.label, select(`desk-end-leader-${l.trick}`, `end:leader:${l.trick}`,
        e.seats, l.value, (v) => set("leader", { trick: l.trick, seat: v })), `desk-end-leader-${l.trick}-field`))));
    return h("div", { class: "dk-panel", testid: "desk-end" }, ...parts);
  };

  // --- question 4: the score calculator's facts -----------------------------------------------------------
  const scoreControls = (v) => {
    const f = v.facts || {};
    const set = (k, value) => act("score_set", { [k]: value });
    const points = keep("score:points", () => {
      const i = h("input", { type: "text", inputmode: "decimal", size: "6", autocomplete: "off",
                             testid: "desk-score-points", "data-key": "score:points" });
      return onCommit(i, () => set("points", decimalPoint(i.value)));
    });
    const bouts = keep("score:bouts", () => {
      const i = h("input", { type: "number", min: "0", max: "3", step: "1", testid: "desk-score-bouts",
                             "data-key": "score:bouts" });
      return onCommit(i, () => set("bouts", i.value));
    });
    setIfIdle(points, f.points);
    setIfIdle(bouts, f.bouts);
    const slam = h("input", { type: "checkbox", testid: "desk-score-slam", "data-key": "score:slam",
                              checked: !!f.slam_announced, on: { change: () => set("slam_announced", slam.checked) } });
    const alone = f.players !== 5 ? null : h("input", { type: "checkbox", testid: "desk-score-alone", "data-key": "score:alone",
                              checked: !!f.alone, on: { change: () => set("alone", alone.checked) } });
    const counts = (v.poignees || []).map((p) => {
      const input = keep(`score:poignee:${p.value}`, () => {
        const i = h("input", { type: "number", min: "0", max: "4", step: "1", testid: `desk-score-poignee-${p.value}`,
                               "data-key": `score:poignee:${p.value}` });
        return onCommit(i, () => act("score_poignee", { name: p.value, count: i.value }));
      });
      setIfIdle(input, p.count);
      return labelled(p.text, input, `desk-score-poignee-${p.value}-field`);
    });
    return h("div", { class: "dk-panel", testid: "desk-score" },
      h("div", { class: "tw-controls" },
        labelled(T(model, "calc.contract"), select("desk-score-contract", "score:contract", v.contracts || [], f.contract,
                                                    (x) => set("contract", x)), "desk-score-contract-field"),
        labelled(T(model, "calc.points"), points, "desk-score-points-field"),
        labelled(T(model, "calc.bouts"), bouts, "desk-score-bouts-field"),
        labelled(T(model, "calc.pab"), select("desk-score-pab", "score:pab", v.sides || [], f.petit_au_bout,
                                               (x) => set("petit_au_bout", x)), "desk-score-pab-field")),
      h("fieldset", { testid: "desk-score-poignees" }, h("legend", { text: T(model, "calc.poignees") }), ...counts),
      h("div", { class: "tw-controls" },
        labelled(T(model, "calc.slam_announced"), slam, "desk-score-slam-field"),
        alone && labelled(T(model, "desk.score.alone"), alone, "desk-score-alone-field"),
        labelled(T(model, "calc.all_tricks"), select("desk-score-all-tricks", "score:sweep", v.sweeps || [], f.all_tricks,
                                                      (x) => set("all_tricks", x)), "desk-score-all-tricks-field")));
  };

  // --- question 5: a deal record pasted (or uploaded: the text shows here) ----------------------------------
  let shownRecord = null;
  const recordControls = (view) => {
    const area = keep("record:text", () => h("textarea", { rows: "6", cols: "80", spellcheck: "false",
                                                           testid: "desk-record-text", "data-key": "record:text" }));
    if (view.record_text !== shownRecord) {          // a record loaded from Python or a file: show its text
      area.value = view.record_text || "";
      shownRecord = view.record_text;
    }
    const go = button("desk-record-go", "record:go", T(model, "desk.record.go"), () => act("referee", { text: area.value }),
                      { class: "tw-btn tw-primary" });
    return h("div", { class: "dk-panel", testid: "desk-record" },
      labelled(T(model, "desk.record.label"), area, "desk-record-field"),
      h("div", { class: "tw-controls" }, go, h("span", { class: "tw-muted", text: T(model, "desk.record.more") })));
  };

  // --- the ruling --------------------------------------------------------------------------------------------
  const lines = (items, testid) => h("ol", { class: "dk-lines", testid },
    ...items.map((s) => h("li", { "data-rule": s.rule || "" }, s.text)));
  const answer = (a) => {
    const parts = [h("h4", { text: T(model, "desk.answer") })];
    if (a.state === "ask") {
      parts.push(h("p", { class: "tw-note", testid: "desk-answer-prompt", text: a.prompt || "" }));
    } else {
      parts.push(h("p", { class: `dk-headline${a.ok === true ? " tw-ok" : a.ok === false ? " tw-bad" : ""}`,
                          testid: "desk-answer-headline", "data-ok": a.ok === undefined ? "" : String(a.ok),
                          text: a.headline || "" }));
      if (a.camp) parts.push(h("p", { class: "dk-camp", testid: "desk-answer-camp", text: a.camp }));
      if (a.state === "refused") {
        parts.push(h("p", { class: "tw-error", testid: "desk-answer-error", "data-rule": (a.error || {}).rule || "",
                            text: (a.error || {}).message || "" }));
      }
      if ((a.rules || []).length) {
        parts.push(h("p", { class: "dk-rules", testid: "desk-answer-rules", "data-rules": a.rules.join(" ") },
          h("span", { text: `${T(model, "desk.rules")} ` }),
          ...a.rules.map((r) => h("span", { class: "tw-rule", text: r }))));
      }
      if ((a.lines || []).length) parts.push(lines(a.lines, "desk-answer-lines"));
      if ((a.breakdown || []).length) {
        parts.push(h("h4", { text: T(model, "calc.breakdown") }), lines(a.breakdown, "desk-answer-breakdown"));
      }
      if (a.scores) parts.push(h("p", { testid: "desk-answer-scores", text: a.scores }));
      if ((a.rulings || []).length) {
        parts.push(h("div", { class: "dk-rulings", testid: "desk-answer-rulings", role: "note" },
          h("p", { class: "tw-name", text: T(model, "desk.rulings") }),
          h("ul", {}, ...a.rulings.map((r) => h("li", { "data-rule": r.rule, text: r.text })))));
      }
    }
    return h("section", { class: "dk-answer", testid: "desk-answer", "data-state": a.state || "",
                          "data-question": a.key || "", "aria-label": T(model, "desk.answer") }, ...parts);
  };

  // --- share: the case as text, and a case text pasted back ---------------------------------------------------
  const share = (view) => {
    const out = h("textarea", { rows: "5", cols: "60", readonly: true, spellcheck: "false", testid: "desk-share-text",
                                "data-key": "share:text" });
    out.value = view.case_text || "";
    const status = h("span", { class: "tw-muted", role: "status", testid: "desk-share-copied" });
    const copy = button("desk-share-copy", "share:copy", T(model, "desk.share.copy"), () => {
      out.select();
      const done = (ok) => { status.textContent = T(model, ok ? "desk.share.copied" : "desk.share.copy_failed"); };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(out.value).then(() => done(true), () => done(document.execCommand("copy")));
      } else {
        done(document.execCommand("copy"));
      }
    });
    const paste = keep("share:paste", () => h("textarea", { rows: "5", cols: "60", spellcheck: "false",
                                                            testid: "desk-paste-text", "data-key": "share:paste" }));
    const open = button("desk-paste-open", "share:open", T(model, "desk.share.open"), () => act("open_case", { text: paste.value }));
    const s = view.shared || {};
    let result = null;
    if (s.error) {
      result = h("p", { class: "tw-error", testid: "desk-shared", "data-rule": s.error.rule || "", text: s.error.message });
    } else if (s.rules) {
      result = h("div", { class: "dk-shared", testid: "desk-shared", "data-rules": s.rules.join(" "),
                          "data-same": String(!!s.same) },
        h("p", { class: "tw-name", text: T(model, "desk.shared.title") }),
        h("p", { class: "dk-rules" }, h("span", { text: `${T(model, "desk.rules")} ` }),
          ...s.rules.map((r) => h("span", { class: "tw-rule", text: r }))),
        h("pre", { class: "dk-case-ruling", text: s.text || "" }),
        h("p", { class: s.same ? "tw-ok" : "tw-note", testid: "desk-shared-same",
                 text: T(model, s.same ? "desk.shared.same" : "desk.shared.other") }));
    }
    return h("section", { class: "dk-share", testid: "desk-share", "aria-label": T(model, "desk.share.title") },
      h("h4", { text: T(model, "desk.share.title") }),
      h("p", { class: "tw-muted", text: T(model, "desk.share.about") }),
      h("div", { class: "tw-controls" }, button("desk-share-make", "share:make", T(model, "desk.share.make"),
                                                () => act("share"), { class: "tw-btn tw-primary" }), copy, status),
      labelled(T(model, "desk.share.text"), out, "desk-share-text-field"),
      labelled(T(model, "desk.share.paste"), paste, "desk-paste-field"),
      h("div", { class: "tw-controls" }, open),
      result);
  };

  return mount(model, el, {
    testid: "rules-desk", cls: "tw-desk", title: "desk.title",
    draw: (view) => {
      const key = view.key;
      const parts = [tables(view), questions(view), modes(view),
                     h("p", { class: "dk-about", testid: "desk-about", text: view.about || "" }), callControls(view)];
      if (key === "end") parts.push(endControls(view.end || {}));
      if (key === "score") parts.push(scoreControls(view.score || {}));
      if (key === "referee") parts.push(recordControls(view));
      parts.push(answer(view.answer || {}));
      if (view.error && !view.picker) {
        parts.push(h("p", { class: "tw-error", testid: "desk-error", "data-rule": view.error_rule || "", text: view.error }));
      }
      if (view.picker) {
        parts.push(h("h4", { text: T(model, key === "end" ? "desk.end.tricks" : "desk.cards") }),
          pickerBlock(model, { ...view.picker, rows: view.rows, error: view.error, error_rule: view.error_rule },
                      (name, args) => act(name, { ...args, picker: view.picker.id }), ui));
      }
      parts.push(share(view));
      return h("div", { class: "dk", "data-question": view.question }, ...parts);
    },
  });
}
export default { render };
