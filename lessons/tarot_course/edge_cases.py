"""Lesson 19 (the edge-case lab): the referee's ruling on a recorded deal, written once for both
languages; the marimo edge-case lab asks the same referee.

Which project rulings (R1–R5) a case rests on is the referee's answer (``Outcome.rulings``), never a
list kept here: :func:`ruling` shows them in a box beside the breakdown, whenever the referee names
any. The sentences are ``lesson19.*`` keys of the course's catalogue.

>>> from tarot_core.io.golden import golden_records
>>> out = ruling(golden_records(), "excuse_last_slam_petit_17", "en", show=False)
>>> out.rulings
('R3', 'R4')
>>> ruling_line(out, "en")[:52]
'Taker: seat 2, Garde; 91 points with 3 bout(s), targ'
>>> side_word(None, "fr"), side_word("taker", "fr")
('aucun', 'le preneur')

At five players the line's points are the attack's (V7): :func:`camps_line` says who the attack
was — the referee's own V5/V7 line (the partner, or the taker alone) — and is None at three and
four players, where nobody is called (V4).
"""
from __future__ import annotations

from collections.abc import Mapping

from tarot_core.outcome import Outcome
from tarot_core.referee import referee
from widgets.labels import fmt_points

from .display import breakdown_lines, rule_box
from .texts import say


def side_word(side: str | None, lang: str | None = None) -> str:
    """'taker', 'defence' or nobody (None), in words."""
    return say("lesson19.side.none", lang) if side is None else say(f"lesson09.side.{side}", lang)


def ruling_line(out: Outcome, lang: str | None = None) -> str:
    """The referee's ruling in one line: taker, contract, points, bouts, target, slam, petit au bout, S, scores."""
    if out.contract is None or out.taker_points is None:
        raise ValueError(f"ruling_line: the deal was not played ({out.status}): no contract, no score")
    return say("lesson19.ruling", lang, taker=out.taker, contract=out.contract.label(lang),
               points=fmt_points(out.taker_points, lang), bouts=out.taker_bouts, target=out.target,
               slam=side_word(out.slam, lang), pab=side_word(out.petit_au_bout, lang), S=out.S, scores=out.scores)


def camps_line(out: Outcome, lang: str | None = None) -> str | None:
    """Five players: who was the partner, or that the taker was alone (V5, V7) — the referee's own
    line of its story; None when no card was called (three and four players, V4)."""
    if out.called is None:
        return None
    step = next(s for s in out.story() if s.rule in ("V5", "V7"))
    return step.text(lang)


def rulings_box(out: Outcome, lang: str | None = None):
    """The project rulings (R1–R5) the referee says this deal rests on, in a box; None when none."""
    return rule_box(" ".join(out.rulings), lang) if out.rulings else None


def ruling(records: Mapping[str, dict], name: str, lang: str | None = None, show: bool = True) -> Outcome:
    """The referee's ruling on the recorded deal *name*: printed in one line, then its score
    breakdown and, where a project ruling is involved, a box naming it (the referee's own list)."""
    out = referee(records[name])
    if show:
        from IPython.display import display
        print(ruling_line(out, lang))
        camps = camps_line(out, lang)
        if camps is not None:
            print(camps)
        display(breakdown_lines(out, lang))
        box = rulings_box(out, lang)
        if box is not None:
            display(box)
    return out


__all__ = ["camps_line", "ruling", "ruling_line", "rulings_box", "side_word"]
