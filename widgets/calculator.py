"""Widget 6 — the score of a deal from its facts, line by line (S1–S4, B1, B4, B5, B7, B8, R1, V9).

The learner sets the contract, the taker's points and bouts, the petit au bout,
the poignées shown and the slam; ``tarot_core.scoring.score_facts`` returns the
breakdown (each line with its rule ID), S and the four scores. Facts that cannot
happen (92 points, 4 bouts, 30 points with 3 bouts …) are refused with the core's
reason and nothing is computed.

At every table (``players`` 3, 4 or 5, V1): the points are the attack's (V7), half points
arise (V8), poignées are read in the table's sizes (V3) and the last line shares S among the
seats (S4 at four, V9 at three and five: at five with a partner or *alone*). The scores table
has a line per seat and their sum, always 0.

>>> five = ScoreCalculator(lang="en", players=5, contract="prise", points=38, bouts=3)   # V11
>>> five.result["S"], five.result["scores"], five.result["sum"]
(27, [54, 27, -27, -27, -27], 0)
>>> five.do("set", alone=True); five.result["scores"]
[108, -27, -27, -27, -27]

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
from tarot_core.scoring import POIGNEE_SIZES, Facts, score, score_shares, shares_step
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, TABLES as TABLE_SIZES, table_for

from ._base import UNSET, TarotWidget, choice_refused, esm
from .labels import fmt_points, label

SIDE_CHOICES = ("", "taker", "defence")
MAX_POIGNEES = 4           # poignées of one size in a deal: one per player at most (B1)
FIELDS = ("contract", "points", "bouts", "petit_au_bout", "poignees", "slam_announced", "all_tricks")
TABLES = tuple(TABLE_SIZES)   # V1: the tables the calculator scores (3, 4, 5)


class ScoreCalculator(TarotWidget):
    """Facts in (``facts``), the core's ``ScoreResult`` out (``result``, ``score_result``)."""

    _esm = esm("calculator")
    LABELS = ("common.", "calc.")
    FROM_BROWSER = ()          # the browser sends actions; ``facts`` (set from Python) and ``result`` are Python's

    facts = traitlets.Dict().tag(sync=True)
    result = traitlets.Dict().tag(sync=True)

    def __init__(self, *, contract="garde", points=41, bouts=2, petit_au_bout=None, poignees=(),
                 slam_announced=False, all_tricks=None, players=4, alone=False, **kwargs):
        self.score_result = None
        facts = {"contract": contract, "points": points, "bouts": bouts, "petit_au_bout": petit_au_bout,
                 "poignees": list(poignees), "slam_announced": slam_announced,          # the core checks the type (B7)
                 "all_tricks": all_tricks, "players": players, "alone": alone}     # V1, V5: checked by the core
        super().__init__(facts=facts, **kwargs)

    @traitlets.observe("facts")
    def _on_facts(self, change):
        self.refresh()

    # Each action's arguments are its signature (checked by TarotWidget.run_action): an unknown fact
    # is refused there; the values are the core's to judge (score_facts checks their types, B7 …).
    def _do_set(self, *, contract=UNSET, points=UNSET, bouts=UNSET, petit_au_bout=UNSET, poignees: list = UNSET,
                slam_announced=UNSET, all_tricks=UNSET, players=UNSET, alone=UNSET):
        """Change some facts as the learner typed them; the core judges them."""
        facts = dict(self.facts)
        changes = dict(contract=contract, points=points, bouts=bouts, petit_au_bout=petit_au_bout,
                       poignees=poignees, slam_announced=slam_announced, all_tricks=all_tricks,
                       players=players, alone=alone)
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
        """The facts as :func:`tarot_core.scoring.score_facts` (and ``Scoresheet.add_facts``) take them
        (the table, ``players`` and ``alone``, are apart: :attr:`players`, :attr:`alone`)."""
        f = {k: v for k, v in self.facts.items() if k in FIELDS}
        bouts = f.get("bouts")
        if bouts is not None:
            try:
                f["bouts"] = int(bouts)
            except (TypeError, ValueError):
                pass
        return f

    @property
    def players(self):
        """V1: the table the facts are scored for (3, 4 or 5)."""
        return self.facts.get("players", 4)

    @property
    def alone(self):
        """V5: at five players, whether the taker played alone (the called card his or in the chien)."""
        return self.facts.get("alone", False)

    def _compute(self) -> dict:
        players, alone = self.players, self.alone
        try:
            # V1: 3, 4 or 5, an int; anything else is named as typed ("No table of '5' players")
            table = table_for(players if isinstance(players, int) else repr(players)[:40])
            shares = score_shares(table, alone)                 # V5: a bool, and only at five
            r = score(Facts.make(**self.facts_kwargs(), players=table))
        except TarotError as e:
            self.score_result = None
            return {"error": e.message(self.lang), "rule": e.rule}
        self.score_result = r
        out = r.to_dict(self.lang)
        last = shares_step(r.S, table, alone)                   # S4 at four players, V9 elsewhere
        out["breakdown"][-1] = {"rule": last.rule, "text": last.text(self.lang)}
        # One score per seat, the taker's first, then the partner's (five players, not alone), then
        # each defender's; they sum to zero (S4, V9).
        scores = [shares.taker * r.S] + ([shares.partner * r.S] if shares.partner is not None else [])
        scores += [shares.defender * r.S] * (table.seats - len(scores))
        out.update(players=table.seats, alone=alone, taker_score=shares.taker * r.S,
                   defender_score=shares.defender * r.S,
                   partner_score=None if shares.partner is None else shares.partner * r.S,
                   scores=scores, sum=sum(scores), shares_text=last.text(self.lang))
        return out

    def _build_view(self) -> dict:
        self.result = res = self._compute()
        heard = (repr(sorted(self.facts.items())), self.lang)
        if heard == getattr(self, "_heard", None):
            pass                                    # same facts: keep the last message (e.g. a refusal)
        elif "error" in res:
            self.say(res["error"])
        elif res["players"] == FOUR_PLAYERS.seats:
            self.say(label("calc.result", self.lang, S=fmt_points(res["S"], self.lang),
                           taker=fmt_points(res["taker_score"], self.lang, signed=True),
                           defender=fmt_points(res["defender_score"], self.lang, signed=True)))
        else:                                       # V9: the core's line for this table
            self.say(f"S = {fmt_points(res['S'], self.lang)} — {res['shares_text']}")
        self._heard = heard
        contracts = [{"value": c.code, "text": f"{c.label(self.lang)} ×{c.multiplier}"} for c in Contract]
        sides = [{"value": v, "text": label(f"calc.pab.{v or 'none'}", self.lang)} for v in SIDE_CHOICES]
        sweeps = [{"value": v, "text": label(f"common.the.{v}" if v else "common.nobody", self.lang)}
                  for v in SIDE_CHOICES]
        # B1: the poignées the core knows (name and number of trumps), in its order; the browser
        # draws one count field per entry, so no name is written in the JavaScript.
        # V3: the trumps shown are the table's (13/15/18 at three, 8/10/13 at five).
        sizes = table_for(self.players).poignee_sizes if self.players in TABLES and not isinstance(
            self.players, bool) else tuple(POIGNEE_SIZES.values())
        poignees = [{"value": name, "text": label("calc.poignee", self.lang, name=name, size=size),
                     "count": sum(1 for p in _listed(self.facts.get("poignees")) if p == name)}
                    for name, size in zip(POIGNEE_SIZES, sizes, strict=True)]
        tables = [{"value": n, "text": label("calc.players_n", self.lang, n=n)} for n in TABLES]
        view = {"facts": {k: ("" if v is None else v) for k, v in self.facts.items()},
                "contracts": contracts, "sides": sides, "sweeps": sweeps, "poignees": poignees,
                "tables": tables, "five": self.players == FIVE_PLAYERS.seats, "error": res.get("error", "")}
        if "error" not in res:
            view["breakdown"] = res["breakdown"]
            view["summary"] = [label("calc.target", self.lang, target=res["target"], bouts=res["taker_bouts"]),
                               label("calc.made" if res["made"] else "calc.failed", self.lang, margin=res["margin"])]
            who = [label("common.side.taker", self.lang)]
            if res["partner_score"] is not None:
                who.append(label("calc.partner", self.lang))
            who += [label("calc.defender_n", self.lang, n=i) for i in range(1, res["players"] - len(who) + 1)]
            view["scores"] = [{"who": w, "score": fmt_points(v, self.lang, signed=True)}
                              for w, v in zip(who, res["scores"], strict=True)]
            view["sum"] = {"who": label("calc.sum", self.lang, rule=res["breakdown"][-1]["rule"]),
                           "score": fmt_points(res["sum"], self.lang)}
            view["S"] = fmt_points(res["S"], self.lang)
        return view


def _listed(poignees) -> list:
    """The poignées of the facts as a list to count in (facts set from Python may hold anything:
    the core refuses them with B1, and the view must still draw)."""
    return list(poignees) if isinstance(poignees, (list, tuple)) else []
