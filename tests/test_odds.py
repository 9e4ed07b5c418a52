"""Exact odds (D3, D4, C2, B1, B2): tarot_core.analysis.odds and the `odds` subcommand (tarot_core.io.cli_odds).

Every expected value is written here from its own binomial formula, computed by hand
with math.comb, so a slip in the module cannot hide behind itself.
"""
from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import subprocess
import sys
import time
from fractions import Fraction
from math import comb

import pytest

from tarot_core.analysis.odds import (
    Distribution,
    UnknownOdds,
    deals_count,
    hypergeometric_count,
    list_odds,
    names,
    odds,
    poignee_level,
)
from tarot_core.io import cli_odds

REQUIRED = ("petit-sec-seat", "petit-sec-table", "chien-bouts", "chien-kings", "poignee",
            "dealt-bouts", "hand-trumps", "hand-trumps-excuse")
HANDS = comb(78, 18)        # every 18-card hand, all equally likely (D3)
CHIENS = comb(78, 6)        # every 6-card chien (D3)


# --- the catalogue of distributions ---------------------------------------------------
def test_required_names_are_listed_in_order():
    assert set(REQUIRED) <= set(names())
    assert [d.name for d in list_odds()] == list(names())


@pytest.mark.parametrize("name", REQUIRED)
def test_each_distribution_is_a_law_with_its_counts(name):
    """Probabilities sum to 1; each equals count/total; counts add up to the total."""
    d = odds(name)
    assert isinstance(d, Distribution)
    assert sum(o.probability for o in d) == 1
    assert sum(o.count for o in d) == d.total
    for o in d:
        assert isinstance(o.probability, Fraction)
        assert o.probability == Fraction(o.count, o.total)
        assert o.total == d.total and o.terms
        assert o.label("fr") and o.label("en")
    assert d.title("fr") and d.title("en") and d.title("fr") != d.title("en")
    assert d.derivation("fr") and d.derivation("en")
    assert d.rules and d.formula


@pytest.mark.parametrize("name", REQUIRED)
def test_each_exact_value_computes_well_under_a_second(name):
    odds.cache_clear()
    start = time.perf_counter()
    odds(name)
    assert time.perf_counter() - start < 0.2


def test_distributions_are_frozen():
    d = odds("chien-bouts")
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.name = "x"
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.outcomes[0].count = 0


def test_unknown_name_is_a_readable_error():
    with pytest.raises(UnknownOdds) as e:
        odds("petit-sex")
    assert "petit-sec-seat" in str(e.value)
    assert isinstance(e.value, KeyError)


def test_no_sympy_in_the_core_imports():
    """The exact odds and the simulation need the standard library only (DESIGN)."""
    code = ("import sys, tarot_core.analysis.odds, tarot_core.analysis.montecarlo, tarot_core.analysis.symbolic, "
            "tarot_core.io.cli_odds; print('sympy' in sys.modules, 'altair' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


# --- the counting helpers, checked by brute force on a small pack -------------------------
def test_hypergeometric_count_matches_enumeration_on_a_small_pack():
    pack, marked, drawn = 10, 3, 4
    for k in range(0, 4):
        brute = sum(1 for hand in itertools.combinations(range(pack), drawn)
                    if sum(1 for c in hand if c < marked) == k)
        assert hypergeometric_count(marked, drawn, k, pack) == brute


def test_deals_count_is_the_multinomial():
    """78!/(18!⁴·6!) = C(78,18)·C(60,18)·C(42,18)·C(24,18)·C(6,6): choose each pile in turn."""
    assert deals_count(78, (18, 18, 18, 18, 6)) == comb(78, 18) * comb(60, 18) * comb(42, 18) * comb(24, 18)
    with pytest.raises(ValueError):
        deals_count(78, (18, 18))


# --- D4: petit sec ------------------------------------------------------------------------
def test_D4_petit_sec_one_seat_is_C56_17_over_C78_18():
    """D4: the Petit, none of the 20 other trumps, no Excuse: 17 cards from the 56 suit cards."""
    p = odds("petit-sec-seat").probability("petit-sec")
    assert p == Fraction(comb(56, 17), comb(78, 18)) == Fraction(2766728790, 6001312165589)
    assert abs(float(p) - 0.00046102) < 1e-8          # about 1 hand in 2,169
    assert odds("petit-sec-seat").outcome("petit-sec").count == comb(56, 17) == 97997533741800


def test_D4_petit_sec_seat_by_sequential_draws():
    """Another way: the Petit is among the 18 (18/78), then the 17 others avoid 21 of the 77."""
    p = Fraction(18, 78) * Fraction(comb(56, 17), comb(77, 17))
    assert odds("petit-sec-seat").probability("petit-sec") == p


def test_D4_petit_sec_table_by_inclusion_exclusion():
    """D4 at the table: P(∪ Ai) = 4·P(A1) − 6·P(A1∩A2) + 4·P(…) − P(…); every intersection is
    empty (one Petit), so it is 4·C(56,17)/C(78,18) exactly, about 0.184% of deals."""
    p = odds("petit-sec-table").probability("petit-sec")
    assert p == 4 * Fraction(comb(56, 17), comb(78, 18)) == Fraction(11066915160, 6001312165589)
    assert abs(float(p) - 0.0018440826) < 1e-9
    d = odds("petit-sec-table")
    assert d.unit == "deal"
    # counted over whole deals: M(78) = 78!/(18!^4 6!), favourable 4·C(56,17)·60!/(18!^3 6!)
    assert d.total == deals_count(78, (18, 18, 18, 18, 6))
    assert d.outcome("petit-sec").count == 4 * comb(56, 17) * deals_count(60, (18, 18, 18, 6))


# --- C2/D3: bouts and kings in the chien, bouts dealt ---------------------------------------
@pytest.mark.parametrize("b,expected", [(0, Fraction(comb(75, 6), CHIENS)),
                                        (1, Fraction(3 * comb(75, 5), CHIENS)),
                                        (2, Fraction(3 * comb(75, 4), CHIENS)),
                                        (3, Fraction(comb(75, 3), CHIENS))])
def test_C2_D3_bouts_in_the_chien(b, expected):
    """C(3,b)·C(75,6−b)/C(78,6): b of the 3 bouts, the rest from the 75 other cards."""
    assert odds("chien-bouts").probability(b) == expected


def test_C2_D3_chien_bouts_known_fractions():
    d = odds("chien-bouts")
    assert [d.probability(b) for b in range(4)] == [Fraction(2130, 2717), Fraction(3834, 19019),
                                                    Fraction(270, 19019), Fraction(5, 19019)]
    assert 1 - d.probability(0) == Fraction(587, 2717)     # at least one bout: about 21.6%
    assert d.mean() == Fraction(6 * 3, 78)                 # hypergeometric mean n·K/N


@pytest.mark.parametrize("r", range(5))
def test_D3_kings_in_the_chien(r):
    """C(4,r)·C(74,6−r)/C(78,6)."""
    assert odds("chien-kings").probability(r) == Fraction(comb(4, r) * comb(74, 6 - r), CHIENS)


def test_D3_four_kings_in_the_chien_is_C74_2_over_C78_6():
    assert odds("chien-kings").probability(4) == Fraction(comb(74, 2), CHIENS) == Fraction(1, 95095)
    assert odds("chien-kings").mean() == Fraction(6 * 4, 78)


@pytest.mark.parametrize("b", range(4))
def test_C2_D3_bouts_dealt_to_one_hand(b):
    """C(3,b)·C(75,18−b)/C(78,18)."""
    assert odds("dealt-bouts").probability(b) == Fraction(comb(3, b) * comb(75, 18 - b), HANDS)


def test_C2_D3_dealt_bouts_known_fractions():
    d = odds("dealt-bouts")
    assert [d.probability(b) for b in range(4)] == [Fraction(8555, 19019), Fraction(7965, 19019),
                                                    Fraction(2295, 19019), Fraction(204, 19019)]
    # three bouts: 3 given cards among the 18 = 18·17·16 / (78·77·76)
    assert d.probability(3) == Fraction(18 * 17 * 16, 78 * 77 * 76)
    assert d.mean() == Fraction(18 * 3, 78)


# --- trumps in a hand -----------------------------------------------------------------------
def test_C1_D3_hand_trumps_excuse_not_counted():
    """C(21,t)·C(57,18−t)/C(78,18): the Excuse is among the 57 cards that are not trumps (C1)."""
    d = odds("hand-trumps")
    assert d.values == tuple(range(19))
    for t in range(19):
        assert d.probability(t) == Fraction(comb(21, t) * comb(57, 18 - t), HANDS)
    assert d.mean() == Fraction(18 * 21, 78)                  # 63/13 ≈ 4.85 trumps
    assert d.probability(0) == Fraction(comb(57, 18), HANDS)


def test_B2_hand_trumps_with_the_excuse():
    """C(22,a)·C(56,18−a)/C(78,18): the 21 trumps and the Excuse together, 22 cards."""
    d = odds("hand-trumps-excuse")
    for a in range(19):
        assert d.probability(a) == Fraction(comb(22, a) * comb(56, 18 - a), HANDS)
    assert d.mean() == Fraction(18 * 22, 78)


# --- B1/B2: poignées ------------------------------------------------------------------------
@pytest.mark.parametrize("trumps,excuse,level", [
    (9, False, "none"), (9, True, "simple"), (10, False, "simple"), (10, True, "simple"),
    (12, False, "simple"), (12, True, "double"), (13, False, "double"), (14, True, "triple"),
    (14, False, "double"), (15, False, "triple"), (18, False, "triple"), (0, True, "none")])
def test_B1_B2_best_poignee_a_hand_can_show(trumps, excuse, level):
    """B1: 10/13/15 shown; B2: the Excuse stands in for one missing trump (9 + Excuse = simple)."""
    assert poignee_level(trumps, excuse) == level


def test_B1_B2_poignee_levels_by_summing_rows():
    """simple = Σ_{a=10..12} C(22,a)·C(56,18−a) / C(78,18), double a = 13..14, triple a ≥ 15."""
    def rows(lo, hi):
        return Fraction(sum(comb(22, a) * comb(56, 18 - a) for a in range(lo, hi + 1)), HANDS)
    d = odds("poignee")
    assert d.values == ("none", "simple", "double", "triple")
    assert d.probability("simple") == rows(10, 12) == Fraction(29001376287, 5588266389010)
    assert d.probability("double") == rows(13, 14) == Fraction(68950827, 7264746305713)
    assert d.probability("none") == rows(0, 9)


def test_B1_triple_poignee_exactly():
    """B1 triple (15 with the Excuse standing in, B2): Σ_{a=15..18} C(22,a)·C(56,18−a)/C(78,18)
    = 3310913/145294926114260, about 2.3 hands in 100 million — checked exactly only."""
    p = odds("poignee").probability("triple")
    expected = Fraction(comb(22, 15) * comb(56, 3) + comb(22, 16) * comb(56, 2)
                        + comb(22, 17) * comb(56, 1) + comb(22, 18), HANDS)
    assert p == expected == Fraction(3310913, 145294926114260)
    assert 2.2e-8 < float(p) < 2.4e-8


def test_B2_poignee_from_the_joint_law_of_trumps_and_excuse():
    """Independent route: P(t trumps, e Excuse) = C(21,t)·C(1,e)·C(56,18−t−e)/C(78,18),
    each (t, e) classified by poignee_level — the levels come out the same."""
    by_level: dict[str, Fraction] = {}
    for t in range(19):
        for e in (0, 1):
            if t + e > 18:
                continue
            p = Fraction(comb(21, t) * comb(1, e) * comb(56, 18 - t - e), HANDS)
            level = poignee_level(t, bool(e))
            by_level[level] = by_level.get(level, 0) + p
    d = odds("poignee")
    assert {o.value: o.probability for o in d} == by_level


# --- the odds subcommand ------------------------------------------------------------------------
def run_cli(capsys, *argv):
    code = cli_odds.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_lists_names_with_titles(capsys):
    code, out, _ = run_cli(capsys, "--lang", "en")
    assert code == 0
    for d in list_odds():
        assert d.name in out and d.title("en") in out


def test_cli_prints_fractions_decimals_and_counts(capsys):
    """D4: the table's petit sec as a fraction, a decimal and the counts behind it."""
    code, out, _ = run_cli(capsys, "petit-sec-table", "--lang", "en")
    assert code == 0
    assert "11066915160/6001312165589" in out and "0.001844" in out
    assert str(deals_count(78, (18, 18, 18, 18, 6))) in out
    code, out, _ = run_cli(capsys, "chien-bouts", "--lang", "fr")
    assert code == 0 and "bouts au chien" in out and "C(3,2)·C(75,4)" in out and "3834/19019" in out


def test_cli_json_rows(capsys):
    code, out, _ = run_cli(capsys, "chien-kings", "--json")
    assert code == 0
    rows = json.loads(out)
    assert [r["outcome"] for r in rows] == [0, 1, 2, 3, 4]
    for r in rows:
        assert {"outcome", "numerator", "denominator", "probability"} <= set(r)
        assert Fraction(r["numerator"], r["denominator"]) == Fraction(r["count"], r["total"])
        assert abs(r["probability"] - r["numerator"] / r["denominator"]) < 1e-15
    code, out, _ = run_cli(capsys, "poignee", "--json")
    assert [r["outcome"] for r in json.loads(out)] == ["none", "simple", "double", "triple"]
    code, out, _ = run_cli(capsys, "--json")
    assert [r["name"] for r in json.loads(out)] == list(names())


def test_cli_unknown_name_exits_2_with_one_line(capsys):
    code, out, err = run_cli(capsys, "petit-sex")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "petit-sex" in err


def test_cli_parser_plugs_into_a_main_parser_without_clobbering_its_options(capsys):
    """The main CLI calls add_parser/run; a --lang given before the subcommand is kept."""
    parser = argparse.ArgumentParser(prog="tarot")
    parser.add_argument("--lang", choices=("fr", "en"))
    sub = parser.add_subparsers(dest="command")
    cli_odds.add_parser(sub)
    args = parser.parse_args(["--lang", "fr", "odds", "dealt-bouts"])
    assert args.lang == "fr"
    assert cli_odds.run(args) == 0
    assert "bouts reçus" in capsys.readouterr().out
    args = parser.parse_args(["odds", "dealt-bouts", "--lang", "en", "--json"])
    assert cli_odds.run(args) == 0
    assert json.loads(capsys.readouterr().out)[3]["numerator"] == 204


def test_distribution_draws_itself_as_a_table_in_either_language():
    """A notebook shows a Distribution as a table of outcomes with their counts (D3, C2)."""
    from tarot_core import get_language, set_language
    before = get_language()
    try:
        set_language("en")
        html_en = odds("chien-bouts")._repr_html_()
        set_language("fr")
        html_fr = odds("chien-bouts")._repr_html_()
    finally:
        set_language(before)
    assert "<table>" in html_en and "Number of bouts in the chien" in html_en
    assert "256,851,595" in html_en and "C(3,2)·C(75,4)" in html_en
    assert "Nombre de bouts au chien" in html_fr and "0,783953" in html_fr
