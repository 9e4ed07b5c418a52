// Widget 4: play a card to the trick. Python says which cards are legal and why not (P2-P5, X1),
// and who wins (P6); this view only draws and sends the card chosen, Next trick, Undo and Reset.
function render({ model, el }) {
  const next = sendButton(model, "next", "trick-next", true);
  const undo = sendButton(model, "undo", "trick-undo");
  const reset = sendButton(model, "reset", "trick-reset");
  return mount(model, el, {
    testid: "trick-player", cls: "tw-trick", title: "trick.title",
    draw: (view) => {
      next.textContent = T(model, "trick.next");
      undo.textContent = T(model, "trick.undo");
      undo.setAttribute("aria-disabled", String(!view.can_undo));   // Python says "nothing to take back"
      reset.textContent = T(model, "common.reset");
      next.setAttribute("aria-disabled", String(!view.can_next));   // keeps the focus; Python ignores it
      next.hidden = view.single;
      const trick = (view.trick || []).length ? trickRow(view.trick, "trick-cards", T(model, "trick.table"))
        : h("p", { class: "tw-muted", text: T(model, "trick.empty"), testid: "trick-cards" });
      const hand = (view.hand || []).length ? [
        h("h4", { text: view.hand_title }),
        cardGrid({ cards: view.hand, label: view.grid_label, testid: "trick-hand", keyPrefix: "hand",
                   describe: (c) => (c.legal ? T(model, "trick.legal_mark") : T(model, "trick.illegal_mark")),
                   onActivate: (c) => send(model, "play", { card: c.code }) }),
      ] : [];
      const others = (view.others || []).length ? h("details", { testid: "trick-others" },
        h("summary", { text: T(model, "trick.others") }),
        ...view.others.map((o) => h("div", { class: "tw-controls" },
          h("span", { class: "tw-name", text: o.name, style: "min-width:7em" }),
          h("span", { class: "tw-row", role: "img", "aria-label": `${o.name}: ${o.cards.map((c) => c.label).join(", ")}` },
            ...o.cards.map((c) => svgBox(c.svg)))))) : null;
      return [
        h("h4", { text: T(model, "trick.table") }),
        trick,
        ...(view.notes || []).map((n) => h("p", { class: "tw-note", text: n })),
        (view.last || []).length ? h("details", { testid: "trick-last" },
          h("summary", { text: T(model, "trick.last") }), trickRow(view.last, "trick-last-cards")) : null,
        ...hand,
        h("div", { class: "tw-controls" }, next, undo, reset),
        others,
      ];
    },
  });
}
export default { render };
