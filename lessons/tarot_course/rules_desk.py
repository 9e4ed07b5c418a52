"""Lesson 20 (the rules desk): its exercises, each drawn from the lesson's stream (``lesson_rng``:
the same for a room, another for the next) and answered by the core.

>>> import random
>>> ok, why = slam_part_check(True, "defence", "en")(-400)
>>> ok, why
(True, 'B7 −200, B8 −200 (R1, a project ruling: both apply): −400 in S, never multiplied.')
>>> slam_part_check(False, "taker", "en")(200)[0]
True
>>> hand, trick = play_case(random.Random(4))
>>> len(hand), 1 <= len(trick) <= 3, not set(hand) & set(trick)
(5, True, True)
>>> answers = {len(legal_cards(*play_case(random.Random(n)))) for n in range(30)}
>>> len(answers) > 2
True
"""
from __future__ import annotations

import random

from tarot_core.cards import DECK
from tarot_core.play import legal_cards
from tarot_core.scoring import slam_bonus
from widgets.labels import fmt_points

from .checks import Check, answer_check
from .texts import say

#: the slam cases a learner is asked about (B7, B8, R1): (announced, who won every trick or None)
SLAM_CASES = ((True, "taker"), (False, "taker"), (True, None), (True, "defence"), (False, "defence"))


def slam_case(rng: random.Random) -> tuple[bool, str | None]:
    """One of SLAM_CASES, drawn from the lesson's stream."""
    return rng.choice(SLAM_CASES)


def slam_case_text(announced: bool, all_tricks: str | None, lang: str | None = None) -> str:
    """The case in words: announced or not, and who won every trick (nobody: 'none')."""
    return say(f"lesson20.slam_case.{'announced' if announced else 'silent'}.{all_tricks or 'none'}", lang)


def slam_part_check(announced: bool, all_tricks: str | None, lang: str | None = None) -> Check:
    """The slam part of S (B7, B8, R1): :func:`tarot_core.scoring.slam_bonus` gives the total and
    its parts; the reason lists them."""
    total, parts = slam_bonus(announced, all_tricks)
    lines = ", ".join(f"{rule} {fmt_points(points, lang, signed=True)}" for rule, _, points in parts
                      if rule != "R1")
    if any(rule == "R1" for rule, _, _ in parts):
        lines += say("lesson20.slam_part.r1", lang)
    ok = say("lesson20.slam_part.ok", lang, parts=lines or say("lesson20.slam_part.none", lang),
             total=fmt_points(total, lang, signed=True))
    return answer_check(total, ok, say("lesson20.slam_part.hint", lang))


def play_case(rng: random.Random) -> tuple[tuple, tuple]:
    """P2–P5, X1, X2: five cards of a hand and one to three cards of the trick so far, from a pack
    shuffled by the lesson's stream (so the cards the rules allow differ from room to room)."""
    pack = list(DECK)
    rng.shuffle(pack)
    played = rng.randint(1, 3)
    return tuple(sorted(pack[played:played + 5])), tuple(pack[:played])


def legal_count_check(hand, trick, lang: str | None = None) -> Check:
    """How many of *hand*'s cards may be played to *trick*: the core's legal_cards."""
    legal = legal_cards(hand, trick)
    ok = say("lesson20.legal_count.ok", lang, n=len(legal), cards=" ".join(c.code for c in legal))
    return answer_check(len(legal), ok, say("lesson20.legal_count.hint", lang))


__all__ = ["SLAM_CASES", "legal_count_check", "play_case", "slam_case", "slam_case_text", "slam_part_check"]
