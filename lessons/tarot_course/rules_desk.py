"""Lesson 20 (the rules desk): its warm-up exercises, each asking the core for its answer.

>>> overtrump_check("en")(True)[0], overtrump_check("en")(False)[0]
(True, False)
>>> ok, why = slam_part_check("en")(-400)
>>> ok, why.split(": ", 1)[1]
(True, 'B7 (−200, announced and lost) and B8 (−200, defence slam) both apply: −400 in S.')
"""
from __future__ import annotations

from tarot_core.cards import parse_card
from tarot_core.play import legal_cards
from tarot_core.scoring import slam_bonus
from widgets.labels import fmt_points

from .checks import Check
from .exercises import keyed_check

#: warm-up 1's cards (P4): no heart in the hand, the 5 and the 12 of trumps; the trick so far: a heart
#: led, then the partner's 8 of trumps
OVERTRUMP_HAND, OVERTRUMP_TRICK = "KS 3D T5 T12", "7H T8"


def overtrump_check(lang: str | None = None) -> Check:
    """Must you play the 12 (P4)? Yes when the core refuses the 5 over the partner's 8."""
    right = parse_card("T5") not in legal_cards(OVERTRUMP_HAND, OVERTRUMP_TRICK)
    return keyed_check(right, "lesson20.overtrump", lang)


def slam_part_check(lang: str | None = None) -> Check:
    """The slam part of S when a slam was announced and the defence won every trick (B7, B8, R1):
    :func:`tarot_core.scoring.slam_bonus` gives the total and its parts."""
    total, parts = slam_bonus(True, "defence")
    value = {rule: points for rule, _, points in parts}
    return keyed_check(total, "lesson20.slam_part", lang, failed=fmt_points(value["B7"], lang),
                       defence=fmt_points(value["B8"], lang), total=fmt_points(total, lang))


__all__ = ["OVERTRUMP_HAND", "OVERTRUMP_TRICK", "overtrump_check", "slam_part_check"]
