"""Widget 9 — an exercise that checks itself: right or wrong, always with the reason.

A ``Quiz`` asks one question and hands every answer to a Python ``check(answer)``
that asks ``tarot_core`` and returns ``(ok, reason)``; the widget shows "right" or
"not yet" *with* that reason (never a bare "wrong"). A "show me" button appears only
after a first attempt and reveals the worked solution. Every attempt is recorded
(``attempts``, ``correct``, ``history``) so that tests and lessons can drive it from
Python with ``quiz.do("answer", value=...)``, exactly as the browser does.

Kinds of answer:

* ``"choice"`` — one button per choice; ``choices`` are values, or ``(label, value)``
  pairs when what is shown differs from what ``check`` receives;
* ``"number"`` — a text box read as a number (``4.5``, ``4,5``, ``9/2``, ``12 %``);
* ``"text"`` — a text box, passed on stripped;
* ``"cards"`` — a list of card codes: selected among the quiz's own ``cards`` (shown in the
  order given, like every ``cards=`` of a quiz), or
  taken from a linked :class:`~widgets.handview.HandView` (``hand=``) when one is given.

``solution`` is a string, or a callable computing it (called only when revealed); a
``check`` may also carry it as a ``solution`` attribute. A ``TarotError`` raised by the
check (an unknown card typed, say) counts as a wrong attempt whose reason is the core's
own message.

>>> from tarot_core.cards import parse_card
>>> q = Quiz("How many points is the King of ♥ worth?", kind="number", lang="en",
...          check=lambda x: (x == parse_card("KH").points, "C3: a king is worth 4.5."),
...          solution="C3: bout or king 4.5.")
>>> q.view["can_show"]
False
>>> q.do("answer", value="5"); q.attempts, q.correct, q.message
(1, False, 'Not yet. C3: a king is worth 4.5.')
>>> q.do("answer", value="4,5"); q.attempts, q.correct
(2, True)
>>> q.do("show"); q.view["solution"]
'C3: bout or king 4.5.'
>>> yn = Quiz("Is the Excuse a trump?", choices=[("yes", True), ("no", False)], lang="en",
...           check=lambda v: (v is parse_card("EX").is_trump, "C1: the Excuse is not a trump."))
>>> yn.do("answer", choice=1); yn.correct, yn.history[-1]["answer"]
(True, 'no')
>>> yn.do("answer", value="yes"); yn.correct
False
"""
from __future__ import annotations

import math
from fractions import Fraction

import traitlets

from tarot_core.cards import parse_cards
from tarot_core.errors import TarotError

from ._base import TarotWidget, esm
from .labels import fmt_points, label

KINDS = ("choice", "number", "text", "cards")


def parse_number(text) -> float | None:
    """A number as a learner types it: ``4.5``, ``4,5``, ``−3``, ``9/2``, ``12 %`` (None if it is not one)."""
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, float)):
        return float(text) if math.isfinite(text) else None
    t = str(text or "").strip().replace("\u2212", "-").replace(" ", "").replace("\u00a0", "")
    t = t.replace(",", ".")
    percent = t.endswith("%")
    if percent:
        t = t[:-1]
    if not t or len(t) > 40:
        return None
    try:
        value = float(Fraction(t))
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    if not math.isfinite(value):
        return None
    return value / 100 if percent else value


class Quiz(TarotWidget):
    """One question, checked by ``check(answer) -> (ok, reason)``; a worked solution after a try."""

    _esm = esm("quiz")
    LABELS = ("common.", "quiz.")

    question = traitlets.Unicode("").tag(sync=True)
    kind = traitlets.Unicode("choice").tag(sync=True)
    attempts = traitlets.Int(0).tag(sync=True)
    correct = traitlets.Bool(False).tag(sync=True)        # the latest answer was right
    solved = traitlets.Bool(False).tag(sync=True)         # some answer was right
    history = traitlets.List(traitlets.Dict()).tag(sync=True)
    solution_shown = traitlets.Bool(False).tag(sync=True)

    def __init__(self, question: str, check, solution=None, kind: str = "choice", choices=(),
                 *, cards=(), hand=None, title: str = "", **kwargs):
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
        if not callable(check):
            raise TypeError("check must be a callable answer -> (ok, reason)")
        pairs = [c if isinstance(c, tuple) and len(c) == 2 else (c, c) for c in choices]
        if kind == "choice" and not pairs:
            raise ValueError("a 'choice' quiz needs choices")
        self._check = check
        self._solution = solution if solution is not None else getattr(check, "solution", None)
        self._choices = [(str(lab), val) for lab, val in pairs]
        self._cards_shown = [c.code for c in parse_cards(cards)]
        self._hand = hand
        self._title = title
        self._feedback: tuple[bool, str] | None = None     # (ok, text) of the latest attempt
        self._hint = ""                           # what to do when an answer could not be read
        super().__init__(question=question, kind=kind, **kwargs)

    # --- answers ---------------------------------------------------------------
    def _read(self, value, choice):
        """The answer as ``check`` expects it, its text for the history, or (None, problem)."""
        if self.kind == "choice":
            if choice is not None:
                try:
                    lab, val = self._choices[int(choice)]
                except (ValueError, IndexError, TypeError):
                    return None, None, label("quiz.empty", self.lang)
                return val, lab, None
            for lab, val in self._choices:
                if value == val or (isinstance(value, str) and value.strip().lower() == lab.lower()):
                    return val, lab, None
            return None, None, label("quiz.empty", self.lang)
        if self.kind == "number":
            if value is None or str(value).strip() == "":
                return None, None, label("quiz.empty", self.lang)
            number = parse_number(value)
            if number is None:
                return None, None, label("quiz.nan", self.lang, text=str(value)[:40])
            return number, fmt_points(number, self.lang), None
        if self.kind == "cards":
            if value is None and self._hand is not None:
                value = list(self._hand.selected)
            if isinstance(value, str):
                value = value.replace(",", " ").split()
            codes = [str(v) for v in (value or [])]
            if not codes:
                return None, None, label("quiz.no_cards", self.lang)
            return codes, " ".join(codes), None
        text = str(value or "").strip()
        if not text:
            return None, None, label("quiz.empty", self.lang)
        return text, text, None

    def _do_answer(self, value=None, choice=None):
        answer, shown, problem = self._read(value, choice)
        if problem:                      # nothing readable: not an attempt, just a hint
            self._hint = problem
            self.say(problem)
            return
        self._hint = ""
        try:
            result = self._check(answer)
        except TarotError as e:          # the core refuses the answer itself: its words are the reason
            result = (False, e.message(self.lang))
        ok, reason = result if isinstance(result, tuple) else (bool(result), "")
        ok = bool(ok)
        self.attempts += 1
        self.correct = ok
        self.solved = self.solved or ok
        self.history = [*self.history, {"answer": shown, "ok": ok, "reason": str(reason)}]
        text = label("quiz.right" if ok else "quiz.wrong", self.lang)
        text = f"{text} {reason}".strip()
        self._feedback = (ok, text)
        self.say(text)

    def _do_show(self):
        """The worked solution, only once the learner has tried."""
        if self.attempts < 1:
            self._hint = label("quiz.locked", self.lang)
            self.say(self._hint)
            return
        self.solution_shown = True
        self.say(label("quiz.shown", self.lang))

    @property
    def solution(self) -> str:
        sol = self._solution
        return str(sol() if callable(sol) else (sol or ""))

    # --- view ------------------------------------------------------------------
    def _build_view(self) -> dict:
        ok, feedback = self._feedback if self._feedback else (None, "")
        return {
            "title": self._title, "question": self.question, "kind": self.kind,
            "choices": [lab for lab, _ in self._choices],
            "chosen": self.history[-1]["answer"] if self.history else None,
            "cards": self._cards(parse_cards(self._cards_shown), width=48),
            "linked": self._hand is not None,
            "attempts": self.attempts,
            "attempts_text": label("quiz.attempts", self.lang, n=self.attempts) if self.attempts else "",
            "ok": ok, "feedback": feedback, "error": ok is False, "hint": self._hint,
            "can_show": self.attempts > 0 and bool(self._solution),
            "solution": self.solution if self.solution_shown else "",
        }
