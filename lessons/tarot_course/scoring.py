"""Lesson 8 (scoring): its tables and exercises, written once for both languages.

Every number comes from the core: the bouts and targets of recorded deals (the referee, S1), the
contracts' multipliers (A2, S3), the points of a pile and the pack's total (C3), the scores by
seat (S4); every sentence from the course's catalogue (``lesson08.*`` keys). The notebook calls
these with its ``LANG``; its cells stay short and the same in French and English.

>>> rows = multiplier_rows(48, 2, "en")
>>> [(r["contract"], r["× multiplier"], r["S"]) for r in rows]
[('Prise', 1, 32), ('Garde', 2, 64), ('Garde Sans', 4, 128), ('Garde Contre', 6, 192)]
>>> multipliers_text("fr")
'×1, ×2, ×4 ou ×6'
>>> from tarot_core.cards import parse_card
>>> overtrump_question((parse_card("7H"), parse_card("T15")), parse_card("T3"), "en")[-49:]
'have none of that suit. May you play the trump 3?'
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Mapping

from tarot_core.auction import Contract
from tarot_core.cards import bouts_in, parse_cards
from tarot_core.io.golden import golden_title
from tarot_core.outcome import Outcome
from tarot_core.referee import referee
from tarot_core.scoring import TOTAL_POINTS, score_facts
from widgets.labels import fmt_points

from .checks import Check, answer_check
from .practice import random_score_facts
from .texts import say


def overtrump_question(trick, card, lang: str | None = None) -> str:
    """The warm-up question of lessons 8 and 19 (P4 over a partner): the taker led ``trick[0]``,
    the partner trumped with ``trick[1]``; may you play *card*?"""
    return say("lesson08.warm.overtrump", lang, led=trick[0].name(lang).lower(),
               trumped=trick[1].name(lang).lower(), card=card.name(lang).lower())


def bouts_rows(records: Mapping[str, dict], names: Iterable[str], lang: str | None = None) -> list[dict]:
    """S1 on recorded deals: the bouts dealt to the taker, those in his pile at the end (the
    referee's count) and the target they give."""
    rows = []
    for name in names:
        out = referee(records[name])
        dealt = bouts_in(parse_cards(records[name]["hands"][out.taker]))
        rows.append({say("lesson08.col.deal", lang): golden_title(name, lang),
                     say("lesson08.col.bouts_dealt", lang): dealt,
                     say("lesson08.col.bouts_end", lang): out.taker_bouts,
                     say("lesson08.col.target", lang): out.target})
    return rows


def multiplier_rows(points: float, bouts: int, lang: str | None = None) -> list[dict]:
    """S3, A2: the same points and bouts in each contract, ±(25 + margin), its multiplier and S."""
    rows = []
    for contract in Contract:
        r = score_facts(contract.code, points, bouts)
        rows.append({say("lesson08.col.contract", lang): r.facts.contract.label(lang),
                     say("lesson08.col.base", lang): r.base,
                     say("lesson08.col.multiplier", lang): r.multiplier,
                     "S": r.S})
    return rows


def multipliers_text(lang: str | None = None) -> str:
    """A2: the contracts' multipliers, as the core has them: '×1, ×2, ×4 or ×6'."""
    shown = [f"×{c.multiplier}" for c in Contract]
    return ", ".join(shown[:-1]) + say("lesson08.or", lang) + shown[-1]


def s_hint(lang: str | None = None) -> str:
    """S3, A2: how S is made from the margin (the multipliers named from the core)."""
    return say("lesson08.hint.S", lang, multipliers=multipliers_text(lang))


def no_bonus_row(outcome: Outcome, lang: str | None = None) -> list[dict]:
    """A one-row table: the deal's contract, and no bonus."""
    result = outcome.result
    if result is None:
        raise ValueError("no_bonus_row: the deal was not played (no score)")
    return [{say("lesson08.col.contract", lang): result.facts.contract.label(lang),
             say("lesson08.col.bonuses", lang): say("lesson08.no_bonus", lang)}]


def pile_points_check(outcome: Outcome, lang: str | None = None) -> Check:
    """C3–C4: the points in the taker's side's cards at the end; the defence has the rest of 91."""
    points = outcome.taker_points
    if points is None:
        raise ValueError("pile_points_check: the deal was not played (no points)")
    return answer_check(
        points,
        say("lesson08.ok.count", lang, points=fmt_points(points, lang), n=len(outcome.taker_cards),
            total=TOTAL_POINTS, rest=fmt_points(TOTAL_POINTS - points, lang)),
        say("lesson08.hint.count", lang))


def multiplier_exercise(rng: random.Random, lang: str | None = None) -> tuple[str, Check]:
    """S3: what the multiplier multiplies, as a sum to do — a Prise without bonus drawn by the core
    (``random_score_facts``) and its S; the learner gives S for the same points and bouts in a
    Garde Contre (issue 24 §3: the case comes from the lesson's stream, so no answer is fixed).
    Returns the question and its check; the proof (both contracts' S) is the right answer's reason.

    >>> question, check = multiplier_exercise(random.Random(1), "en")
    >>> right = next(x / 2 for x in range(-800, 801) if check(x / 2)[0])
    >>> check(right)[1].startswith("S3: Prise S ="), check(right + 1)[1].startswith("S3: S = (25")
    (True, True)
    """
    prise = random_score_facts(rng, contracts=["prise"], petit_au_bout=[None], poignees=[()])
    points, bouts = prise.facts.taker_points, prise.facts.taker_bouts
    contre = score_facts("garde-contre", points, bouts)
    proof = say("lesson08.proof.multiplier", lang, prise_base=prise.base, prise_x=prise.multiplier,
                prise_S=prise.S, contre_base=contre.base, contre_x=contre.multiplier, contre_S=contre.S)
    question = say("lesson08.q.multiplier", lang, points=fmt_points(points, lang), bouts=bouts,
                   S=fmt_points(prise.S, lang))
    return question, answer_check(contre.S, proof, say("lesson08.hint.multiplier", lang))


#: the words a target question names each bout with (lesson08.bout.*)
_BOUTS = ("T21", "EX", "T1")
#: what may happen to the taker's bouts during the play, and how many he ends with after it
_BOUT_EVENTS = {"kept": 0, "took_petit": +1, "lost_petit": -1, "excuse_last": -1}


def target_case(rng: random.Random, lang: str | None = None) -> tuple[str, int]:
    """S1 counts the bouts the taker holds at the end, not those he was dealt: one or two bouts
    dealt to him and one thing that happened to them, drawn from the lesson's stream (issue 24 §3)
    — nothing, a defender's Petit captured (+1), his own Petit captured (−1), or his Excuse played
    to the last trick and lost there (X5: it goes to the trick's winner, −1). Returns the question
    and the bouts he ends with (``target_check`` takes them).

    >>> question, bouts = target_case(random.Random(4), "en")
    >>> 0 <= bouts <= 3 and question.startswith("The taker was dealt")
    True
    """
    dealt = rng.sample(_BOUTS, rng.randint(1, 2))
    events = ["kept", "lost_petit" if "T1" in dealt else "took_petit"] + (["excuse_last"] if "EX" in dealt else [])
    event = rng.choice(events)
    names = [say(f"lesson08.bout.{code}", lang) for code in dealt]
    cards = names[0] if len(names) == 1 else say("lesson08.bouts.two", lang, a=names[0], b=names[1])
    question = say("lesson08.q.target", lang, cards=cards, event=say(f"lesson08.target.{event}", lang))
    return question, len(dealt) + _BOUT_EVENTS[event]


__all__ = ["bouts_rows", "multiplier_exercise", "multiplier_rows", "multipliers_text", "no_bonus_row",
           "overtrump_question", "pile_points_check", "s_hint", "target_case"]
