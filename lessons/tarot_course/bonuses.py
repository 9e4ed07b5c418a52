"""Lesson 9 (bonuses): its tables and exercises, written once for both languages.

The pack, the hand's size and the poignées' sizes (10, 13, 15 at four players) come from the core
(``tarot_core.cards``, ``tarot_core.table``, ``tarot_core.poignee``), never written here: a
practice hand is drawn from the core's trumps and plain cards, its largest poignée is the core's
(B1–B2), and every score from ``score_facts`` (B4–B8, S3). The sentences are ``lesson09.*`` keys
of the course's catalogue.

>>> poignee_sizes_text("en")
{'none': 'nothing', 'simple': 'a simple (10)', 'double': 'a double (13)', 'triple': 'a triple (15)'}
>>> import random
>>> hand, n, excuse = poignee_hand(random.Random(1))
>>> len(hand), sum(c.startswith("T") for c in hand) == n
(18, True)
>>> [r["slam part of S"] for r in slam_rows([("lesson09.slam.announced_made", True, "taker"),
...                                          ("lesson09.slam.defence", False, "defence")], "en")]
[400, -200]
"""
from __future__ import annotations

import random

from tarot_core.analysis.odds import poignee_level
from tarot_core.cards import BOUT_INDICES, DECK, TRUMPS, parse_cards
from tarot_core.poignee import Poignee, poignee_verdict
from tarot_core.scoring import POIGNEE_SIZES, TOTAL_POINTS, score_facts
from tarot_core.table import FOUR_PLAYERS, Table
from widgets.labels import fmt_points

from .checks import Check, answer_check, yes_no
from .display import side_words
from .practice import random_score_facts
from .texts import say

#: The slam table's facts (B7, B8): a taker's slam takes every bout (C2) and every point (C3); the
#: lesson's defence slam leaves the taker's side 6 points (its discard) and no bout.
ALL_BOUTS = len(BOUT_INDICES)
DEFENCE_SLAM_POINTS = 6


def b2_rows(hand: str, attempts: dict[str, str], lang: str | None = None) -> list[dict]:
    """B2: the core's verdict on each attempt to show a poignée from *hand* (attempt: text key → cards)."""
    words = {value: word for word, value in yes_no(lang)}
    rows = []
    for key, cards in attempts.items():
        verdict = poignee_verdict(hand, cards, lang=lang)
        rows.append({say("lesson09.col.shown", lang): say(key, lang),
                     say("lesson09.col.valid", lang): words[verdict.valid],
                     say("lesson09.col.reason", lang): verdict.reason})
    return rows


def pab_rows(contract: str, points_list, bouts: int, lang: str | None = None) -> list[dict]:
    """B5: the petit au bout in S for each side that wins the last trick, made and failed."""
    rows = []
    for points in points_list:
        for side in ("taker", "defence"):
            r = score_facts(contract, points, bouts, petit_au_bout=side)
            verdict = say("lesson09.made" if r.made else "lesson09.failed", lang)
            rows.append({say("lesson08.col.contract", lang): verdict,
                         say("lesson09.col.last_trick", lang): say(f"lesson09.side.{side}", lang),
                         say("lesson09.col.pab", lang): r.petit_au_bout * r.multiplier,
                         "S": r.S})
    return rows


def slam_rows(cases, lang: str | None = None, contract: str = "garde") -> list[dict]:
    """B7–B8: the slam part of S for each (text key, announced, side that won every trick) case; a
    taker's slam has every point and bout, a defence slam leaves the taker a discard's points."""
    rows = []
    for key, announced, sweep in cases:
        r = score_facts(contract,
                        TOTAL_POINTS if sweep == "taker" else DEFENCE_SLAM_POINTS,
                        ALL_BOUTS if sweep == "taker" else 0,
                        slam_announced=announced, all_tricks=sweep)
        rows.append({say("lesson09.col.slam", lang): say(key, lang), say("lesson09.col.slam_part", lang): r.slam})
    return rows


def poignee_sizes_text(lang: str | None = None) -> dict[str, str]:
    """B1: 'none' and each poignée with its size at four players, in words: {'simple': 'a simple (10)', …}."""
    return {"none": say("lesson09.size.none", lang),
            **{name: say(f"lesson09.size.{name}", lang, size=size) for name, size in POIGNEE_SIZES.items()}}


def _plain_codes() -> list[str]:
    """The plain cards' codes, rank by rank (the four suits of each rank together)."""
    plain = sorted((c for c in DECK if c.suit is not None), key=lambda c: (c.rank, c.suit))
    return [c.code for c in plain]


def poignee_hand(rng: random.Random, table: Table = FOUR_PLAYERS) -> tuple[list[str], int, bool]:
    """A hand of the table's size with a few trumps more or fewer than the poignées need (B1): two
    under the simple to one over the triple, the Excuse half the time; (hand, trumps, Excuse)."""
    sizes = table.poignee_sizes
    n_trumps, has_excuse = rng.randint(sizes[0] - 2, sizes[-1] + 1), rng.random() < 0.5
    trumps = rng.sample([c.code for c in TRUMPS], n_trumps)
    plain = rng.sample(_plain_codes(), table.hand_size - n_trumps - has_excuse)
    return trumps + (["EX"] if has_excuse else []) + plain, n_trumps, has_excuse


def poignee_level_exercise(n_trumps: int, has_excuse: bool,
                           lang: str | None = None) -> tuple[list[tuple[str, str]], Check]:
    """B1–B2: the largest poignée a hand of *n_trumps* trumps (and the Excuse) may show, as the core
    says (``poignee_level``): the choices and the check."""
    sizes = poignee_sizes_text(lang)
    best = poignee_level(n_trumps, has_excuse)
    excuse = say("lesson09.and_excuse", lang) if has_excuse else ""
    levels = ", ".join(f"{size} → {name}" for name, size in POIGNEE_SIZES.items())
    check = answer_check(best, say("lesson09.ok.largest", lang, n=n_trumps, excuse=excuse, size=sizes[best]),
                         say("lesson09.hint.largest", lang, sizes=levels))
    return [(text, key) for key, text in sizes.items()], check


def show_hand(rng: random.Random, table: Table = FOUR_PLAYERS) -> tuple[list[str], int, bool]:
    """B1–B2: a hand to show the largest poignée from: one trump short of a size with the Excuse
    (it stands in, B2), just a size with the Excuse (it is not needed), or one over a size without
    it; (hand, trumps, Excuse)."""
    simple, double, triple = table.poignee_sizes
    n_show, excuse_show = rng.choice([(simple - 1, True), (simple, True), (simple + 1, False),
                                      (double - 1, True), (double, True), (triple - 1, False)])
    suit_codes = [c.code for c in DECK if c.suit is not None]
    hand = (rng.sample([c.code for c in TRUMPS], n_show) + (["EX"] if excuse_show else [])
            + rng.sample(suit_codes, table.hand_size - n_show - excuse_show))
    return hand, n_show, excuse_show


def show_question(n_show: int, excuse_show: bool, lang: str | None = None) -> str:
    """B1–B2: the question of the poignée to show, naming the hand's trumps (and Excuse)."""
    excuse = say("lesson09.and_excuse", lang) if excuse_show else ""
    return say("lesson09.q.show", lang, n=n_show, excuse=excuse)


def show_check(hand, best: Poignee, lang: str | None = None) -> Check:
    """B1–B2: the cards chosen must make a valid poignée (the core's verdict) and the largest the
    hand may show (*best*, the core's ``poignee_choices(hand)[-1]``)."""
    sizes = poignee_sizes_text(lang)

    def check(chosen):
        verdict = poignee_verdict(hand, chosen, lang=lang)
        if verdict.valid and best.size > len(parse_cards(chosen)):
            return False, say("lesson09.show.more", lang, reason=verdict.reason, size=sizes[best.name])
        return verdict.valid, verdict.reason

    solution = say("lesson09.show.solution", lang, size=sizes[best.name],
                   cards=", ".join(c.name(lang) for c in best.cards))
    return Check(check, solution)


def multiplier_exercise(rng: random.Random, lang: str | None = None) -> tuple[str, Check]:
    """S3 with bonuses: the multiplier multiplies 25 + margin and the petit au bout, not the
    poignée nor the slam — as a sum to do (issue 24 §3: drawn from the lesson's stream): a Prise
    with a petit au bout and a poignée, drawn by the core (``random_score_facts``), and its S; the
    learner gives S for the same facts in a Garde Contre. The proof (both S) is the right answer's
    reason.

    >>> question, check = multiplier_exercise(random.Random(2), "en")
    >>> right = next(x / 2 for x in range(-2000, 2001) if check(x / 2)[0])
    >>> check(right)[1].startswith("S3: Prise S = ("), check(right + 1)[1].startswith("S3: S = (25")
    (True, True)
    """
    prise = random_score_facts(rng, contracts=["prise"], petit_au_bout=("taker", "defence"),
                               poignees=(("simple",), ("double",)))
    f = prise.facts
    contre = score_facts("garde-contre", f.taker_points, f.taker_bouts, petit_au_bout=f.petit_au_bout,
                         poignees=list(f.poignees))
    proof = say("lesson09.proof.multiplier", lang,
                prise_base=prise.base, prise_pab=prise.petit_au_bout, prise_x=prise.multiplier,
                prise_poignee=prise.poignee, prise_S=prise.S,
                contre_base=contre.base, contre_pab=contre.petit_au_bout, contre_x=contre.multiplier,
                contre_poignee=contre.poignee, contre_S=contre.S)
    question = say("lesson09.q.multiplier", lang, points=fmt_points(f.taker_points, lang), bouts=f.taker_bouts,
                   side=side_words(f.petit_au_bout, lang), poignee=say(f"poignee.{f.poignees[0]}", lang),
                   S=fmt_points(prise.S, lang))
    return question, answer_check(contre.S, proof, say("lesson09.hint.multiplier", lang))


__all__ = ["b2_rows", "multiplier_exercise", "pab_rows", "poignee_hand", "poignee_level_exercise",
           "poignee_sizes_text", "show_check", "show_hand", "show_question", "slam_rows"]
