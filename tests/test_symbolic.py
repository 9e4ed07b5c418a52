"""The symbolic side (tarot_core.analysis.symbolic): the odds as binomial formulas (D4, C2, B1, B2) and
the score rule S3 as algebra, cross-checked against the core's own scoring (tarot_core.scoring).
"""
from __future__ import annotations

import itertools
import subprocess
import sys

import pytest

sp = pytest.importorskip("sympy")

from tarot_core.analysis import symbolic  # noqa: E402
from tarot_core.analysis.odds import names, odds  # noqa: E402
from tarot_core.errors import TarotError  # noqa: E402
from tarot_core.scoring import score_facts  # noqa: E402

CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")


def test_sympy_is_imported_lazily():
    code = "import sys, tarot_core.analysis.symbolic; print('sympy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- derivations ------------------------------------------------------------------------
@pytest.mark.parametrize("name", names())
def test_formula_equals_the_exact_fractions(name):
    """Every outcome's binomial formula evaluates to odds.py's Fraction (D4, C2, B1, B2)."""
    assert symbolic.check_formula(name)


def test_C2_chien_bouts_general_formula():
    """C(3,b)·C(75,6−b)/C(78,6), with the binomials kept visible for a lesson."""
    f = symbolic.formula("chien-bouts")
    b = f.variable
    assert str(b) == "b"
    for k in range(4):
        assert f.general.subs(b, k).doit() == sp.binomial(3, k) * sp.binomial(75, 6 - k) / sp.binomial(78, 6)
    assert "binom" in f.latex() and "binom{78}{6}" in f.latex()
    assert f.exact(2) == sp.Rational(270, 19019)


def test_D4_petit_sec_table_inclusion_exclusion():
    """D4: Σ (−1)^{j+1}·C(4,j)·q_j = 4q1 − 6q2 + 4q3 − q4, with q2 = q3 = q4 = 0 (one Petit)."""
    union, terms, value = symbolic.petit_sec_inclusion_exclusion()
    q1, q2, q3, q4 = sp.symbols("q1:5", nonnegative=True)
    assert sp.expand(union - (4 * q1 - 6 * q2 + 4 * q3 - q4)) == 0
    assert terms[q2] == terms[q3] == terms[q4] == 0
    assert value == sp.Rational(4) * sp.binomial(56, 17) / sp.binomial(78, 18)
    assert value == sp.Rational(11066915160, 6001312165589)
    p = odds("petit-sec-table").probability("petit-sec")
    assert value == sp.Rational(p.numerator, p.denominator)


def test_B1_triple_poignee_as_a_sum():
    f = symbolic.formula("poignee")
    assert f.exact("triple") == sp.Rational(3310913, 145294926114260)
    assert "sum" in f.latex("triple")


def test_unknown_formula():
    with pytest.raises(KeyError):
        symbolic.formula("nope")


# --- S3 as algebra, checked against the core's scoring -------------------------------------------
def test_S3_expression_shape():
    """S3: S = (ε(25 + m) + 10p)·k + εP + B."""
    s = symbolic.score_symbols()
    S = symbolic.score_expression()
    e, m, k, p, P, B = (s[x] for x in ("epsilon", "m", "k", "p", "P", "B"))
    assert sp.expand(S - ((e * (25 + m) + 10 * p) * k + e * P + B)) == 0


def test_S5_worked_example():
    """S5: Garde, 48 points with 2 bouts (margin 7), petit au bout to the defence, simple poignée: 64."""
    assert symbolic.score_value("garde", True, 7, "defence", ("simple",)) == 64
    assert score_facts(contract="garde", points=48, bouts=2, petit_au_bout="defence",
                       poignees=("simple",)).S == 64


def _grid():
    points = [p / 2 for p in range(0, 183, 7)]         # 0, 3.5, 7, … 87.5: halves included
    yield from itertools.product(CONTRACTS, points, range(4), (None, "taker", "defence"),
                                 ((), ("simple",), ("double", "simple"), ("triple",)))


def test_S3_expression_matches_score_facts_on_a_grid():
    """S3 (with S1, S2, B4, B5, A2): the sympy expression gives the same S as the core's
    scoring for every valid combination of contract, points, bouts, petit au bout, poignées."""
    S = sp.lambdify(list(symbolic.score_symbols().values()), symbolic.score_expression())
    order = list(symbolic.score_symbols().values())
    checked = 0
    for contract, pts, bouts, pab, poignees in _grid():
        try:
            r = score_facts(contract=contract, points=pts, bouts=bouts, petit_au_bout=pab,
                            poignees=poignees)
        except TarotError:
            continue                                  # facts that cannot happen
        values = symbolic.score_substitution(contract, r.made, r.margin, pab, poignees)
        assert S(*[values[x] for x in order]) == r.S, (contract, pts, bouts, pab, poignees)
        checked += 1
    assert checked > 1800                             # (1893 of them since the ranges of possible_points)


@pytest.mark.parametrize("contract,points,bouts,pab,announced,sweep", [
    ("garde", 91, 3, "taker", True, "taker"),       # B7 announced and made: +400
    ("prise", 91, 3, None, False, "taker"),         # B7 made unannounced: +200
    ("garde-sans", 60, 1, None, True, None),        # B7 announced, not made: −200
    ("garde", 3, 0, "defence", False, "defence"),   # B8 defence slam: −200 (the discard's 3 points)
    ("garde-contre", 0, 0, None, True, "defence"),  # R1: both −200
])
def test_B7_B8_R1_slam_term_matches_score_facts(contract, points, bouts, pab, announced, sweep):
    r = score_facts(contract=contract, points=points, bouts=bouts, petit_au_bout=pab,
                    slam_announced=announced, all_tricks=sweep)
    assert symbolic.score_value(contract, r.made, r.margin, pab, (), announced, sweep) == r.S


# --- what a lesson derives ----------------------------------------------------------------------
@pytest.mark.parametrize("contract,k", list(zip(CONTRACTS, (1, 2, 4, 6))))
def test_B5_S3_cost_of_a_lost_petit_au_bout(contract, k):
    """B5/S3: ∂S/∂p = 10k, so a lost petit au bout costs 10k against no petit au bout and
    20k against bringing it home (the swing); checked on score_facts."""
    c = symbolic.petit_au_bout_cost(contract)
    assert (c.multiplier, c.per_step, c.versus_nobody, c.swing, c.taker_swing) == (k, 10 * k, 10 * k, 20 * k, 60 * k)
    for points in (30, 50):                 # made or not, the petit au bout counts the same (B5)
        S = {pab: score_facts(contract=contract, points=points, bouts=2, petit_au_bout=pab).S
             for pab in ("taker", None, "defence")}
        assert S[None] - S["defence"] == c.versus_nobody
        assert S["taker"] - S["defence"] == c.swing


def test_S3_garde_made_beats_prise_made():
    """S3: (25 + m_g)·2 > (25 + m_p)·1 ⇔ m_g > m_p/2 − 25/2: any Garde made beats a Prise made by
    less than 25; at 25 they tie (both 50)."""
    ineq, solved = symbolic.made_beats_condition("garde", "prise")
    mh = sp.Symbol("m_h", integer=True, nonnegative=True)
    ml = sp.Symbol("m_l", integer=True, nonnegative=True)
    assert solved == sp.Gt(mh, ml / 2 - sp.Rational(25, 2))
    assert symbolic.equal_pay_margin("garde", "prise") == 25
    assert symbolic.smallest_margin_that_beats(24) == 0
    assert symbolic.smallest_margin_that_beats(25) == 1
    assert symbolic.smallest_margin_that_beats(40) == 8


@pytest.mark.parametrize("prise_margin", [0, 10, 25, 26, 40, 44])      # 41 + 44 = 85: the most with 2 bouts
def test_S3_smallest_garde_margin_checked_on_score_facts(prise_margin):
    """With 2 bouts (target 41, S1): Prise made by m_p against Garde made by the smallest margin
    found, and one less — the core's scores confirm the threshold."""
    prise = score_facts(contract="prise", points=41 + prise_margin, bouts=2).S
    m = symbolic.smallest_margin_that_beats(prise_margin)
    assert score_facts(contract="garde", points=41 + m, bouts=2).S > prise
    if m > 0:
        assert score_facts(contract="garde", points=41 + m - 1, bouts=2).S <= prise


def test_S3_other_pairs_of_contracts():
    """Garde Contre (×6) against Garde Sans (×4): m_h > 2m_l/3 − 25/3."""
    _ineq, solved = symbolic.made_beats_condition("garde-contre", "garde-sans")
    ml = sp.Symbol("m_l", integer=True, nonnegative=True)
    assert sp.simplify(solved.rhs - (sp.Rational(2, 3) * ml - sp.Rational(25, 3))) == 0
    # Garde Sans made by 20 pays (25 + 20)·4 = 180; Garde Contre by 5 ties (30·6), by 6 wins.
    assert symbolic.smallest_margin_that_beats(20, "garde-contre", "garde-sans") == 6
    assert score_facts(contract="garde-contre", points=46, bouts=2).S == \
        score_facts(contract="garde-sans", points=61, bouts=2).S == 180
