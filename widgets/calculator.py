"""Widget 6 — the score of a deal from its facts, line by line (S1–S4, B1, B4, B5, B7, B8, R1).

The learner sets the contract, the taker's points and bouts, the petit au bout,
the poignées shown and the slam; ``tarot_core.scoring.score_facts`` returns the
breakdown (each line with its rule ID), S and the four scores. Facts that cannot
happen (92 points, 4 bouts, 30 points with 3 bouts …) are refused with the core's
reason and nothing is computed.

>>> w = ScoreCalculator(lang="en", contract="garde", points=48, bouts=2,
...                     petit_au_bout="defence", poignees=["simple"])       # S5
>>> w.result["S"], w.result["taker_score"], w.result["defender_score"]
(64, 192, -64)
>>> [(p["value"], p["text"], p["count"]) for p in w.view["poignees"]][:2]     # B1: the core's names
[('simple', 'simple (10 trumps)', 1), ('double', 'double (13 trumps)', 0)]
>>> w.do("set", bouts=4); w.result["rule"], w.result.get("S")
('S1', None)
"""
from __future__ import annotations

import traitlets

from tarot_core.auction import Contract
from tarot_core.errors import TarotError
from tarot_core.scoring import POIGNEE_SIZES, score_facts

from ._base import UNSET, TarotWidget, choice_refused, esm
from .labels import fmt_points, label

SIDE_CHOICES = ("", "taker", "defence")
MAX_POIGNEES = 4           # poignées of one size in a deal: one per player at most (B1)
FIELDS = ("contract", "points", "bouts", "petit_au_bout", "poignees", "slam_announced", "all_tricks")


class ScoreCalculator(TarotWidget):
    """Facts in (``facts``), the core's ``ScoreResult`` out (``result``, ``score_result``)."""

    _esm = esm("calculator")
    LABELS = ("common.", "calc.")
    FROM_BROWSER = ()          # the browser sends actions; ``facts`` (set from Python) and ``result`` are Python's

    facts = traitlets.Dict().tag(sync=True)
    result = traitlets.Dict().tag(sync=True)

    def __init__(self, *, contract="garde", points=41, bouts=2, petit_au_bout=None, poignees=(),
                 slam_announced=False, all_tricks=None, **kwargs):
        self.score_result = None
        facts = {"contract": contract, "points": points, "bouts": bouts, "petit_au_bout": petit_au_bout,
                 "poignees": list(poignees), "slam_announced": slam_announced,          # the core checks the type (B7)
                 "all_tricks": all_tricks}
        super().__init__(facts=facts, **kwargs)

    @traitlets.observe("facts")
    def _on_facts(self, change):
        self.refresh()

    # Each action's arguments are its signature (checked by TarotWidget.run_action): an unknown fact
    # is refused there; the values are the core's to judge (score_facts checks their types, B7 …).
    def _do_set(self, *, contract=UNSET, points=UNSET, bouts=UNSET, petit_au_bout=UNSET, poignees: list = UNSET,
                slam_announced=UNSET, all_tricks=UNSET):
        """Change some facts as the learner typed them; the core judges them."""
        facts = dict(self.facts)
        changes = dict(contract=contract, points=points, bouts=bouts, petit_au_bout=petit_au_bout,
                       poignees=poignees, slam_announced=slam_announced, all_tricks=all_tricks)
        for key, value in changes.items():
            if value is UNSET:
                continue
            if key in ("petit_au_bout", "all_tricks"):
                value = value or None
            facts[key] = value
        self.facts = facts

    def _do_poignee(self, name: str, count: int | str = 0):
        """Set how many poignées of one size were shown (B1); the core checks the total."""
        if name not in POIGNEE_SIZES:
            self.say(choice_refused("poignee", "name", name, tuple(POIGNEE_SIZES), self.lang))
            return
        try:
            count = int(count) if isinstance(count, int) or (count.strip().isascii() and len(count) < 10) else -1
            if not 0 <= count <= MAX_POIGNEES:
                raise ValueError
        except (TypeError, ValueError):
            self.say(label("calc.count_nan", self.lang))
            return
        others = [p for p in _listed(self.facts.get("poignees")) if p != name]
        self._do_set(poignees=others + [name] * count)

    def set(self, **facts) -> None:
        """Set some facts from Python (same path as the browser)."""
        self.do("set", **facts)

    def facts_kwargs(self) -> dict:
        """The facts as :func:`tarot_core.scoring.score_facts` (and ``Scoresheet.add_facts``) take them."""
        f = dict(self.facts)
        bouts = f.get("bouts")
        if bouts is not None:
            try:
                f["bouts"] = int(bouts)
            except (TypeError, ValueError):
                pass
        return f

    def _compute(self) -> dict:
        try:
            r = score_facts(**self.facts_kwargs())
        except TarotError as e:
            self.score_result = None
            return {"error": e.message(self.lang), "rule": e.rule}
        self.score_result = r
        return r.to_dict(self.lang)

    def _build_view(self) -> dict:
        self.result = res = self._compute()
        heard = (repr(sorted(self.facts.items())), self.lang)
        if heard == getattr(self, "_heard", None):
            pass                                    # same facts: keep the last message (e.g. a refusal)
        elif "error" in res:
            self.say(res["error"])
        else:
            self.say(label("calc.result", self.lang, S=fmt_points(res["S"], self.lang),
                           taker=fmt_points(res["taker_score"], self.lang, signed=True),
                           defender=fmt_points(res["defender_score"], self.lang, signed=True)))
        self._heard = heard
        contracts = [{"value": c.code, "text": f"{c.label(self.lang)} ×{c.multiplier}"} for c in Contract]
        sides = [{"value": v, "text": label(f"calc.pab.{v or 'none'}", self.lang)} for v in SIDE_CHOICES]
        sweeps = [{"value": v, "text": label(f"common.the.{v}" if v else "common.nobody", self.lang)}
                  for v in SIDE_CHOICES]
        # B1: the poignées the core knows (name and number of trumps), in its order; the browser
        # draws one count field per entry, so no name is written in the JavaScript.
        poignees = [{"value": name, "text": label("calc.poignee", self.lang, name=name, size=size),
                     "count": sum(1 for p in _listed(self.facts.get("poignees")) if p == name)}
                    for name, size in POIGNEE_SIZES.items()]
        view = {"facts": {k: ("" if v is None else v) for k, v in self.facts.items()},
                "contracts": contracts, "sides": sides, "sweeps": sweeps, "poignees": poignees,
                "error": res.get("error", "")}
        if "error" not in res:
            view["breakdown"] = res["breakdown"]
            view["summary"] = [label("calc.target", self.lang, target=res["target"], bouts=res["taker_bouts"]),
                               label("calc.made" if res["made"] else "calc.failed", self.lang, margin=res["margin"])]
            taker = {"who": label("common.side.taker", self.lang),
                     "score": fmt_points(res["taker_score"], self.lang, signed=True)}
            view["scores"] = [taker] + [
                {"who": label("calc.defender_n", self.lang, n=i),
                 "score": fmt_points(res["defender_score"], self.lang, signed=True)} for i in (1, 2, 3)]
            view["S"] = fmt_points(res["S"], self.lang)
        return view


def _listed(poignees) -> list:
    """The poignées of the facts as a list to count in (facts set from Python may hold anything:
    the core refuses them with B1, and the view must still draw)."""
    return list(poignees) if isinstance(poignees, (list, tuple)) else []
