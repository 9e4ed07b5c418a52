"""Widget 1 — a hand, sorted, whose cards the learner selects (C1–C3).

The learner clicks cards, or moves along them with the arrow keys and presses Space or
Enter; the widget reports how many cards are selected, their points (C3) and how many
bouts they hold (C2), all counted by ``tarot_core``.

>>> w = HandView("KH 3S T1 EX", lang="en")
>>> [c["code"] for c in w.view["cards"]]
['T1', 'EX', '3S', 'KH']
>>> w.selected = ["KH", "T1"]
>>> w.report["points"], w.report["bouts"]
(9.0, 1)
"""
from __future__ import annotations

import traitlets

from tarot_core.cards import bouts_in, parse_cards, points_of, sort_key

from ._base import TarotWidget, esm
from .labels import fmt_points, label


class HandView(TarotWidget):
    """A sorted hand with selectable cards; ``selected`` (codes) and ``report`` follow the learner."""

    _esm = esm("handview")
    LABELS = ("common.", "hand.")

    cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode()).tag(sync=True)
    report = traitlets.Dict().tag(sync=True)
    caption = traitlets.Unicode("").tag(sync=True)

    def __init__(self, cards=(), *, caption: str = "", **kwargs):
        hand = sorted(parse_cards(cards), key=sort_key)        # C1: unknown card or twice -> CardError
        super().__init__(cards=[c.code for c in hand], caption=caption, **kwargs)

    @traitlets.validate("cards")
    def _valid_cards(self, proposal):
        return [c.code for c in sorted(parse_cards(proposal["value"]), key=sort_key)]

    @traitlets.validate("selected")
    def _valid_selection(self, proposal):
        """Keep only cards of the hand, once each, in the hand's order."""
        wanted = set(proposal["value"])
        return [code for code in self.cards if code in wanted]

    @traitlets.observe("cards", "selected")
    def _on_selection(self, change):
        if change["name"] == "cards":
            self.selected = [c for c in self.selected if c in self.cards]
        self.refresh()

    @property
    def hand(self):
        """The hand as core cards, in display order."""
        return parse_cards(self.cards)

    @property
    def selection(self):
        """The selected cards, in display order."""
        return parse_cards(self.selected)

    def _do_toggle(self, card: str):
        self.selected = ([c for c in self.selected if c != card] if card in self.selected
                         else [*self.selected, card])

    def _do_clear(self):
        self.selected = []

    def _build_view(self) -> dict:
        chosen = self.selection
        points, bouts = points_of(chosen), bouts_in(chosen)            # C3, C2
        text = label("hand.report", self.lang, count=len(chosen),
                     points=fmt_points(points, self.lang), bouts=bouts)
        self.report = {"count": len(chosen), "points": points, "bouts": bouts,
                       "cards": list(self.selected), "text": text}
        self.say(text)
        return {"cards": self._cards(self.hand), "report": text, "caption": self.caption}
