"""Widget 3 — the target by bouts, and whether the taker's points make it (S1, S2).

Pick the number of bouts the taker holds at the end and the taker's points: the
table of targets (S1, from ``scoring.target_for``) lights the row in use, and the
core's ``score_facts`` says made or failed and by how much (S2). Points that cannot
happen with that many bouts are refused with the core's reason.

>>> w = ThresholdTable(bouts=2, points=40.5, lang="en")
>>> w.result["target"], w.result["made"], w.result["margin"]
(41, False, 1)
>>> w.do("set", points="95"); w.result["rule"]
'C3'

Points are typed as people write them, with a decimal comma or a dot in either language
(``"35,5"`` is 35.5, never 355), and shown in the learner's language (``view["points_text"]``:
'40,5' in French):

>>> w = ThresholdTable(bouts=2, points=40, lang="fr")
>>> w.do("set", points="35,5"); w.points, w.view["points_text"]
(35.5, '35,5')
"""
from __future__ import annotations

import traitlets

from tarot_core.errors import TarotError
from tarot_core.scoring import score_facts, target_for

from ._base import TarotWidget, esm
from .labels import fmt_points, label
from .quiz import parse_number

BOUT_COUNTS = (0, 1, 2, 3)          # S1: the taker holds 0 to 3 bouts


class ThresholdTable(TarotWidget):
    """Bouts and points in, target / made / margin out (``result``), all from the core."""

    _esm = esm("threshold")
    LABELS = ("common.", "threshold.")

    bouts = traitlets.Int(1).tag(sync=True)
    points = traitlets.Float(51.0).tag(sync=True)
    result = traitlets.Dict().tag(sync=True)

    @traitlets.observe("bouts", "points")
    def _on_input(self, change):
        self._typed = (self.bouts, self.points)
        self.refresh()

    def _do_set(self, bouts=None, points=None):
        """Take the learner's input as typed; the core decides whether it can happen."""
        old_bouts, old_points = getattr(self, "_typed", (self.bouts, self.points))
        self._typed = (_as_int(bouts) if bouts is not None else old_bouts,
                       _as_number(points) if points is not None else old_points)

    def _evaluate(self) -> dict:
        bouts, points = getattr(self, "_typed", (self.bouts, self.points))
        try:
            r = score_facts(contract="prise", points=points, bouts=bouts)     # checks S1 and C3
        except TarotError as e:
            return {"error": e.message(self.lang), "rule": e.rule, "bouts": None}
        key = "threshold.made" if r.made else "threshold.failed"
        text = label(key, self.lang, bouts=r.facts.taker_bouts, target=r.target,
                     points=fmt_points(r.facts.taker_points, self.lang), margin=r.margin)
        return {"bouts": r.facts.taker_bouts, "points": r.facts.taker_points, "target": r.target,
                "made": r.made, "margin": r.margin, "text": text}

    def _build_view(self) -> dict:
        result = self._evaluate()
        if "error" not in result and (result["bouts"], result["points"]) != (self.bouts, self.points):
            with self.hold_trait_notifications():       # a valid input becomes the widget's state
                self.bouts, self.points = result["bouts"], result["points"]
        self.result = result                            # after the state: an observer of result reads it
        self.say(result.get("error") or result["text"])
        rows = [{"bouts": b, "target": target_for(b), "current": b == result["bouts"]} for b in BOUT_COUNTS]
        return {"rows": rows, "bouts": self.bouts, "points": self.points,
                "points_text": fmt_points(self.points, self.lang),      # '40,5' in French
                "error": result.get("error", ""), "text": result.get("text", "")}


def _as_number(value):
    """Points as the learner typed them ('35,5' or '35.5'); anything else goes to the core as typed (C3)."""
    number = parse_number(value) if isinstance(value, str) else None
    return value if number is None else number


def _as_int(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return value
