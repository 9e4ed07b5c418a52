"""Widget 2 — count a pile the way players do, in pairs (C3, C4).

The learner picks one or two cards and makes a pair; the core's
``count_pairs`` gives each pair its whole value (king + low = 5, two lows = 1 …),
the running total grows, and once every card is counted the total is checked
against the exact C3 sum. With a second pile (``other``) the widget also makes the
players' check: yours + theirs = 91.

>>> w = PairCounter("KH 3S QD 7C", lang="en")
>>> w.do("pick", cards=["KH", "3S"]); w.total
5.0
>>> w.do("pick", cards=["QD", "7C"]); w.total, w.done
(9.0, True)
>>> w.do("pick", cards=["KH"]); w.message    # already counted
'KH is not in the pile to count.'
"""
from __future__ import annotations

import traitlets

from tarot_core.cards import parse_cards, sort_key
from tarot_core.counting import count_pairs

from ._base import TarotWidget, esm
from .labels import fmt_points, label

TOTAL = 91.0     # C3: the pack totals 91


class PairCounter(TarotWidget):
    """Count a pile in pairs; ``pairs`` holds the learner's pairs, ``total`` their sum so far."""

    _esm = esm("paircounter")
    LABELS = ("common.", "pairs.")

    cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    other = traitlets.List(traitlets.Unicode()).tag(sync=True)
    pairs = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    total = traitlets.Float(0.0).tag(sync=True)
    done = traitlets.Bool(False).tag(sync=True)

    def __init__(self, cards=(), *, other=(), **kwargs):
        pile = sorted(parse_cards(cards), key=sort_key)           # C1 checks
        theirs = sorted(parse_cards(other), key=sort_key)
        super().__init__(cards=[c.code for c in pile], other=[c.code for c in theirs], **kwargs)

    # --- state ---------------------------------------------------------------
    @property
    def remaining(self):
        used = {code for pair in self.pairs for code in pair}
        return tuple(c for c in parse_cards(self.cards) if c.code not in used)

    @property
    def exact(self) -> float:
        """C3: the pile's exact total (the core's sum of card values)."""
        return count_pairs(self.cards).exact

    # --- actions -------------------------------------------------------------
    def _do_pick(self, cards=()):
        """Make a pair of one or two cards; the core values it (C4)."""
        codes = list(dict.fromkeys(cards))
        left = {c.code: c for c in self.remaining}
        missing = [c for c in codes if c not in left]
        if missing:
            self.say(label("pairs.not_in_pile", self.lang, card=missing[0]))
            return
        if not 1 <= len(codes) <= 2:
            self.say(label("pairs.too_many", self.lang, count=len(codes)))
            return
        ideal = count_pairs(self.remaining).pairs[0].kind     # how C4 would pair what is left
        counted = count_pairs(codes).pairs[0]
        self.pairs = [*self.pairs, codes]
        self.total = sum(count_pairs(p).total for p in self.pairs)
        self.done = not self.remaining
        text = label("pairs.made", self.lang, cards=" + ".join(codes),
                     value=fmt_points(counted.value, self.lang), total=fmt_points(self.total, self.lang))
        if counted.kind != ideal:
            text += " " + label("pairs.hint", self.lang, kind=label(f"pairs.kind.{ideal}", self.lang))
        if self.done:
            text += " " + self._final_text()
        self.say(text)

    def _do_undo(self):
        if self.pairs:
            self.pairs = self.pairs[:-1]
            self.total = sum(count_pairs(p).total for p in self.pairs)
            self.done = False
            self.say(label("pairs.running", self.lang, total=fmt_points(self.total, self.lang)))

    def _do_reset(self):
        self.pairs, self.total, self.done = [], 0.0, False
        self.say(label("pairs.pick", self.lang))

    def _do_guess(self, value=None):
        """Check the learner's own total against the exact count (C3)."""
        try:
            guess = float(str(value).replace(",", "."))
        except ValueError:
            self.say(label("pairs.guess_nan", self.lang))
            return
        exact = self.exact
        key = "pairs.guess_ok" if guess == exact else "pairs.guess_bad"
        self.say(label(key, self.lang, guess=fmt_points(guess, self.lang), exact=fmt_points(exact, self.lang)))

    # --- view ----------------------------------------------------------------
    def _final_text(self) -> str:
        exact = self.exact
        text = label("pairs.done", self.lang, total=fmt_points(self.total, self.lang),
                     exact=fmt_points(exact, self.lang),
                     verdict=label("pairs.agree" if self.total == exact else "pairs.disagree", self.lang))
        if self.other:
            theirs = count_pairs(self.other).exact
            both = exact + theirs
            text += " " + label("pairs.other", self.lang, other=fmt_points(theirs, self.lang),
                                mine=fmt_points(exact, self.lang), sum=fmt_points(both, self.lang),
                                verdict=label("pairs.91_ok" if both == TOTAL else "pairs.91_bad", self.lang))
        return text

    def _build_view(self) -> dict:
        pairs = []
        running = 0.0
        for p in self.pairs:
            counted = count_pairs(p)
            running += counted.total
            pairs.append({"cards": self._cards(parse_cards(p), width=34), "value": fmt_points(counted.total, self.lang),
                          "running": fmt_points(running, self.lang)})
        if not self.message:
            self.message = label("pairs.pick", self.lang)
        return {"cards": self._cards(self.remaining), "pairs": pairs,
                "running": label("pairs.running", self.lang, total=fmt_points(self.total, self.lang)),
                "final": self._final_text() if self.done else "",
                "other": self._cards(parse_cards(self.other), width=40) if self.other else []}
