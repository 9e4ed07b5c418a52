"""Lesson 22 (appendix: counting hands): its chart and exercises, language-free.

The counts and laws are the core's (:mod:`tarot_core.analysis.odds`, ``montecarlo``), the score
as algebra is :mod:`tarot_core.analysis.symbolic` (S3: ``score_value``, ``multiplier``,
``made_beats_condition``, ``petit_au_bout_cost``), the contracts are the auction's (A2); every
sentence is the course catalogue's (``lesson22.*``). An exercise draws from the lesson's random
stream in the order the appendix always did, so a room's seed gives the same questions.

>>> latex_number(0.125, "fr", 2), latex_number(0.125, "en", 2)
('0{,}12', '0.12')
>>> ex = garde_beats_prise(__import__("random").Random(3), "en")
>>> ex.needed == __import__("tarot_core.analysis.symbolic", fromlist=["x"]).smallest_margin_that_beats(ex.margin)
True
"""
from __future__ import annotations

import random

from tarot_core.analysis import symbolic
from tarot_core.analysis.odds import split_odds
from tarot_core.auction import Contract, parse_contract
from tarot_core.catalogue import format_number
from widgets.charts import make_table, show_chart

from .checks import Check, yes_no
from .odds import Exercise, pct
from .practice import random_score_facts
from .texts import say

BLUE, ORANGE = "#1f5fbf", "#b04a00"


def yes_word(value: bool, lang: str) -> str:
    """'yes' or 'no' in *lang* (the word of the course's yes/no buttons)."""
    return dict((v, word) for word, v in yes_no(lang))[bool(value)]


def latex_number(x, lang: str, decimals: int) -> str:
    """*x* with that many decimals, for LaTeX: French's decimal comma written ``{,}``."""
    return format_number(float(x), lang, decimals=decimals).replace(",", "{,}")


# --------------------------------------------------------------------------- the simulation's chart
def convergence_chart(steps, exact: float, lang: str):
    """The simulated share of chiens with no bout after more and more deals, its 95 % band and the
    exact value (a rule across); the description and the table say the same in words."""
    from widgets.charts import load_altair
    alt = load_altair()     # here, not with the module: paid by the chart (issue 26)
    col = {k: say(f"lesson22.col.{k}", lang) for k in ("deals", "simulated", "low", "high", "exact")}
    rows = [{col["deals"]: e.deals, col["simulated"]: round(e.p_hat, 4), col["low"]: round(e.low, 4),
             col["high"]: round(e.high, 4), col["exact"]: round(exact, 4)} for e in steps]
    table = make_table(rows)
    base = alt.Chart(alt.Data(values=rows)).encode(
        x=alt.X(f"{col['deals']}:Q", scale=alt.Scale(type="log", domain=[20, 20_000], nice=False),
                title=say("lesson22.chart.x", lang)))
    band = base.mark_area(opacity=0.25, color=BLUE).encode(
        y=alt.Y(f"{col['low']}:Q", title=say("lesson22.chart.y", lang), scale=alt.Scale(zero=False)),
        y2=f"{col['high']}:Q")
    line = base.mark_line(color=BLUE, point=alt.OverlayMarkDef(shape="circle", size=40)).encode(
        y=f"{col['simulated']}:Q", tooltip=[f"{c}:Q" for c in table.columns])
    rule = alt.Chart(alt.Data(values=[{"exact": exact}])).mark_rule(
        color=ORANGE, strokeDash=[6, 3], strokeWidth=2).encode(y="exact:Q")
    rule_label = (alt.Chart(alt.Data(values=[{"exact": exact, "label": say("lesson22.chart.exact", lang)}]))
                  .mark_text(align="left", dx=4, dy=10, color=ORANGE, fontWeight="bold")
                  .encode(x=alt.value(0), y="exact:Q", text="label:N"))
    chart = (band + line + rule + rule_label).properties(title=say("lesson22.chart.title", lang), width=420,
                                                         height=240)
    last = steps[-1]

    def four(x):
        return format_number(x, lang, decimals=4)
    description = say("lesson22.chart.description", lang, deals=format_number(last.deals, lang, grouping=True),
                      p=four(last.p_hat), low=four(last.low), high=four(last.high), exact=four(exact))
    return show_chart(chart, description, table, lang=lang)


def petit_au_bout_table(lang: str):
    """B5/S3: what a lost petit au bout costs in each contract (A2's multipliers)."""
    col = {k: say(f"lesson22.col.{k}", lang) for k in ("contract", "k", "versus_nobody", "swing", "taker_swing")}
    rows = []
    for contract in Contract:
        c = symbolic.petit_au_bout_cost(contract.code)
        rows.append({col["contract"]: contract.label(lang), col["k"]: c.multiplier,
                     col["versus_nobody"]: c.versus_nobody, col["swing"]: c.swing, col["taker_swing"]: c.taker_swing})
    return make_table(rows)


# --------------------------------------------------------------------------- exercises
def likelier_split(rng: random.Random, lang: str) -> Exercise:
    """A3, D3 (lesson 18): of two splits of the trumps out, the likelier has more equally likely placings."""
    missing = rng.choice([9, 10, 11])
    first, second = rng.sample(split_odds(missing)[:4], 2)
    likelier = max(first, second, key=lambda s: s.probability)

    def check(name):
        return name == likelier.name, say("lesson22.split.reason", lang, first=first.name,
                                          p_first=pct(first.probability, lang), second=second.name,
                                          p_second=pct(second.probability, lang), likelier=likelier.name)

    return Exercise(say("lesson22.split.q", lang, missing=missing), Check(check, lambda: check(likelier.name)[1]),
                    choices=[(s.name, s.name) for s in (first, second)], lang=lang, title="A3, D3",
                    facts={"missing": missing, "first": first, "second": second, "likelier": likelier})


def petit_swing(rng: random.Random, lang: str) -> Exercise:
    """B5/S3: S with the petit au bout won by the taker's side, minus S with it lost to the defence."""
    contract = rng.choice([c.code for c in Contract])
    cost = symbolic.petit_au_bout_cost(contract)
    prise = symbolic.petit_au_bout_cost("prise")

    def check(x):
        x = abs(x)
        if x == cost.swing:
            return True, say("lesson22.swing.right", lang, k=cost.multiplier, per_step=cost.per_step,
                             swing=cost.swing)
        if x == cost.per_step:
            return False, say("lesson22.swing.one_step", lang)
        if x == prise.swing and cost.multiplier != prise.multiplier:
            return False, say("lesson22.swing.prise", lang)
        return False, say("lesson22.swing.hint", lang)

    def solution():
        return say("lesson22.swing.solution", lang, per_step=cost.per_step, swing=cost.swing,
                   taker_swing=cost.taker_swing)

    return Exercise(say("lesson22.swing.q", lang, contract=parse_contract(contract).label(lang)),
                    Check(check, solution), kind="number", lang=lang, title="B5, S3",
                    facts={"contract": contract, "cost": cost})


def garde_beats_prise(rng: random.Random, lang: str, higher: str = "garde", lower: str = "prise") -> Exercise:
    """S3: the smallest whole margin by which a Garde made pays strictly more than a Prise made by a
    margin over 25 (no bonus): S of each asked of the core's S3 (``symbolic.score_value``)."""
    facts = random_score_facts(rng, contracts=[lower], petit_au_bout=[None], poignees=[()],
                               want=lambda r: r.made and r.margin > 25)
    margin = facts.margin
    needed = symbolic.smallest_margin_that_beats(margin, higher, lower)
    base = int(symbolic.score_value(lower, True, 0)) // symbolic.multiplier(lower)     # S3: 25
    k, k_low = symbolic.multiplier(higher), symbolic.multiplier(lower)
    pays_lower = int(symbolic.score_value(lower, True, margin))

    def check(x):
        if x != int(x):
            return False, say("lesson22.garde.whole", lang)
        x = int(x)
        pays = int(symbolic.score_value(higher, True, x))
        if x == needed:
            return True, say("lesson22.garde.right", lang, base=base, x=x, k=k, higher=pays, margin=margin,
                             lower=pays_lower)
        if pays == pays_lower:
            return False, say("lesson22.garde.tie", lang)
        if x > needed:
            return False, say("lesson22.garde.more", lang)
        return False, say("lesson22.garde.short", lang, base=base, k=k, margin=margin, k_low=k_low)

    def solution():
        solved = symbolic.made_beats_condition(higher, lower)[1]
        bound = solved.rhs.subs({s: margin for s in solved.rhs.free_symbols})
        return say("lesson22.garde.solution", lang, base=base, k=k, margin=margin,
                   bound=format_number(float(bound), lang), needed=needed)

    return Exercise(say("lesson22.garde.q", lang, margin=margin), Check(check, solution), kind="number", lang=lang,
                    title="S3", facts={"score": facts, "margin": margin, "needed": needed})


__all__ = ["convergence_chart", "garde_beats_prise", "latex_number", "likelier_split", "petit_au_bout_table",
           "petit_swing", "yes_word"]
