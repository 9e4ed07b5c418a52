// Widget 1: a hand of cards to select (mouse, or arrows + Space/Enter).
function render({ model, el }) {
  const clear = sendButton(model, "clear", "hand-clear");
  return mount(model, el, {
    testid: "hand-view", cls: "tw-hand", title: "hand.title",
    draw: (view) => {
      clear.textContent = T(model, "hand.clear");
      const selected = new Set(model.get("selected"));
      const toggle = (card) => {
        const now = new Set(model.get("selected"));
        now.has(card.code) ? now.delete(card.code) : now.add(card.code);
        model.set("selected", [...now]);        // Python keeps the hand's order and reports
        model.save_changes();
      };
      return [
        view.caption ? h("p", { class: "tw-muted", text: view.caption, testid: "hand-caption" }) : null,
        cardGrid({ cards: view.cards || [], label: T(model, "hand.grid"), testid: "hand-grid",
                   keyPrefix: "hand", onActivate: toggle, pressed: (c) => selected.has(c.code) }),
        clear,
      ];
    },
  });
}
export default { render };
