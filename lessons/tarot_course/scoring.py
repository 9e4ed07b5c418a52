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

from collections.abc import Iterable, Mapping

from tarot_core.auction import Contract
from tarot_core.cards import bouts_in, parse_cards
from tarot_core.io.golden import golden_title
from tarot_core.outcome import Outcome
from tarot_core.referee import referee
from tarot_core.scoring import TOTAL_POINTS, score_facts
from widgets.labels import fmt_points

from .checks import Check, answer_check
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


def multiplier_exercise(lang: str | None = None) -> tuple[list[tuple[str, str]], Check]:
    """S3: what the multiplier multiplies — the choices and the check, a Prise and a Garde Contre
    with the same points (48, 2 bouts) as the proof."""
    prise, contre = (score_facts(c, 48, 2) for c in ("prise", "garde-contre"))
    proof = say("lesson08.proof.multiplier", lang, prise_base=prise.base, prise_x=prise.multiplier,
                prise_S=prise.S, contre_base=contre.base, contre_x=contre.multiplier, contre_S=contre.S)
    choices = [(say(f"lesson08.choice.{value}", lang), value) for value in ("base", "25", "margin")]
    return choices, answer_check("base", proof, say("lesson08.hint.multiplier", lang, proof=proof))


__all__ = ["bouts_rows", "multiplier_exercise", "multiplier_rows", "multipliers_text", "no_bonus_row",
           "overtrump_question", "pile_points_check", "s_hint"]
