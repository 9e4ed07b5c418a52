// Widget 9: an exercise that checks itself. Python's check() decides right or wrong and why;
// this view draws the question, sends the answer, and shows the reason and (after a try) the solution.

// **bold** in a question or a reason becomes <strong>; everything else stays plain text.
function richText(tag, text, attrs = {}) {
  const node = h(tag, attrs);
  String(text || "").split("**").forEach((part, i) => {
    if (part) node.append(i % 2 ? h("strong", { text: part }) : document.createTextNode(part));
  });
  return node;
}

// Visually hidden but read by screen readers (the visible feedback is drawn in the area).
const SR_ONLY = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;" +
                "clip:rect(0 0 0 0);white-space:nowrap;border:0";
const FEEDBACK_STYLE = "font-weight:600;border-left:4px solid currentColor;padding:2px 0 2px 8px;margin:6px 0;" +
                       "white-space:pre-line";
const SOLUTION_STYLE = "border:1px dashed #595959;border-radius:6px;padding:2px 10px;margin-top:6px;background:#fafafa";

function render({ model, el }) {
  let picked = new Set();                        // view state only: cards chosen in a "cards" quiz
  const input = h("input", { type: "text", testid: "quiz-input", "data-key": "input", size: 14,
                             autocomplete: "off", spellcheck: "false" });
  const submit = () => {
    const kind = (model.get("view") || {}).kind;
    if (kind === "cards") {
      const view = model.get("view") || {};
      if (view.linked) send(model, "answer", {});
      else send(model, "answer", { value: [...picked] });
    } else send(model, "answer", { value: input.value });
  };
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); submit(); }
  });
  const check = h("button", { type: "button", class: "tw-btn tw-primary", testid: "quiz-check", "data-key": "check",
                              on: { click: submit } });
  const show = sendButton(model, "show", "quiz-show");
  const inputField = field("", input, "quiz-input-field");

  return mount(model, el, {
    testid: "quiz", cls: "tw-quiz", title: "quiz.title",
    draw: (view) => {
      const root = el.querySelector(".tw-quiz");
      if (view.title && root) {
        root.querySelector(".tw-title").textContent = view.title;
        root.setAttribute("aria-label", view.title);
      }
      // The aria-live region announces the feedback; the visible copy sits right under the answer.
      const live = root && root.querySelector(".tw-live");
      if (live) live.style.cssText = SR_ONLY;
      check.textContent = T(model, view.kind === "cards" && view.linked ? "quiz.check_hand" : "quiz.check");
      show.textContent = T(model, "quiz.show");
      inputField.querySelector("label").textContent =
        T(model, view.kind === "number" ? "quiz.number" : view.kind === "cards" ? "quiz.cards" : "quiz.answer");
      const question = richText("p", view.question, { class: "tw-question", testid: "quiz-question" });
      const cards = view.cards || [];
      let shown = null;
      if (view.kind === "cards" && !view.linked && cards.length) {
        const left = new Set(cards.map((c) => c.code));
        picked = new Set([...picked].filter((c) => left.has(c)));
        const grid = cardGrid({
          cards, label: T(model, "quiz.grid"), testid: "quiz-cards", keyPrefix: "quiz",
          pressed: (c) => picked.has(c.code),
          onActivate: (c) => {
            picked.has(c.code) ? picked.delete(c.code) : picked.add(c.code);
            grid.querySelector(`[data-code="${CSS.escape(c.code)}"]`).setAttribute("aria-pressed", String(picked.has(c.code)));
          },
        });
        shown = grid;
      } else if (cards.length) {
        shown = h("div", { class: "tw-row", role: "img", testid: "quiz-cards",
                           "aria-label": cards.map((c) => c.label).join(", ") },
                  ...cards.map((c) => svgBox(c.svg)));
      }
      let answer;
      if (view.kind === "choice") {
        answer = h("div", { class: "tw-controls", role: "group", "aria-label": T(model, "quiz.choices"),
                            testid: "quiz-choices" },
          ...(view.choices || []).map((text, i) => h("button", {
            type: "button", class: `tw-btn${text === view.chosen ? " tw-primary" : ""}`, testid: `quiz-choice-${i}`,
            "data-key": `choice-${i}`, "aria-pressed": String(text === view.chosen),
            on: { click: () => send(model, "answer", { choice: i }) } }, text)));
      } else if (view.kind === "cards") {
        answer = h("div", { class: "tw-controls" }, check);
      } else {
        input.inputMode = view.kind === "number" ? "decimal" : "text";
        answer = h("div", { class: "tw-controls" }, inputField, check);
      }
      show.hidden = !view.can_show;
      const solution = view.solution
        ? h("div", { class: "tw-solution", testid: "quiz-solution", style: SOLUTION_STYLE },
            h("h4", { text: T(model, "quiz.solution") }), richText("p", view.solution, { style: "white-space: pre-line" }))
        : null;
      const feedback = view.feedback
        ? h("p", { class: `tw-feedback ${view.ok ? "tw-ok" : "tw-bad"}`, testid: "quiz-feedback",
                   "data-ok": String(!!view.ok), style: FEEDBACK_STYLE },
            h("span", { "aria-hidden": "true", text: view.ok ? "✓ " : "✗ " }), richText("span", view.feedback))
        : null;
      return [
        question,
        shown,
        answer,
        view.hint ? h("p", { class: "tw-muted", testid: "quiz-hint", text: view.hint }) : null,
        feedback,
        view.attempts_text ? h("p", { class: "tw-muted", testid: "quiz-attempts", text: view.attempts_text }) : null,
        view.can_show ? h("div", { class: "tw-controls" }, show) : null,
        solution,
      ];
    },
  });
}
export default { render };
