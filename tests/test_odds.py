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


# --- at the table: how the unseen cards split among the defenders (A3, C1, P2, P3) -------------
# The taker, his discard down, sees 24 cards; the other 54 are three hands of 18, every split
# equally likely (D3). Each figure is checked three ways: a formula written here by hand, a
# brute-force enumeration on a small table, and a seeded Monte Carlo on the real one.
from tarot_core.analysis.odds import (  # noqa: E402
    every_hand_holds_at_least,
    king_survives,
    longest_holding,
    some_hand_holds_at_least,
    split_odds,
)
from tarot_core.errors import TarotError  # noqa: E402


def _brute_split(missing, hands, hand_size):
    """Every placing of the missing cards among the hidden places, counted by pattern."""
    seats = [h for h in range(hands) for _ in range(hand_size)]
    out: dict[tuple, int] = {}
    for places in itertools.combinations(range(hands * hand_size), missing):
        held = [0] * hands
        for p in places:
            held[seats[p]] += 1
        key = tuple(sorted(held, reverse=True))
        out[key] = out.get(key, 0) + 1
    return out


@pytest.mark.parametrize("missing,hands,hand_size", [(4, 3, 3), (5, 3, 4), (6, 3, 4), (3, 2, 5)])
def test_split_odds_match_enumeration_on_a_small_table(missing, hands, hand_size):
    brute = _brute_split(missing, hands, hand_size)
    got = {s.pattern: s.count for s in split_odds(missing, hands, hand_size)}
    assert got == brute
    assert all(s.total == comb(hands * hand_size, missing) for s in split_odds(missing, hands, hand_size))


def test_split_odds_reproduce_the_published_bridge_table():
    """Published a-priori suit splits at bridge (two hidden hands of 13; the table of "Contract
    bridge probabilities" on Wikipedia, as in bridge manuals): 5 missing split 3-2 67.83 %, 4-1
    28.26 %, 5-0 3.91 %; 4 missing 2-2 40.70 %, 3-1 49.74 %, 4-0 9.57 %; 7 missing 4-3 62.17 %."""
    def pct(missing):
        return {s.name: round(100 * float(s.probability), 2) for s in split_odds(missing, 2, 13)}
    assert pct(5) == {"3-2": 67.83, "4-1": 28.26, "5-0": 3.91}
    assert pct(4) == {"3-1": 49.74, "2-2": 40.70, "4-0": 9.57}
    assert pct(7)["4-3"] == 62.17


def test_ten_missing_trumps_split_4_3_3_by_hand():
    """Worked by hand: 11 trumps held, 10 out (C1). 4-3-3 = 3 seatings × C(18,4)·C(18,3)² placings
    = 3 × 3060 × 816² = 6,112,558,080 of C(54,10) = 23,930,713,170, that is 25.54 %; 5-3-2 =
    3! × C(18,5)·C(18,3)·C(18,2) = 6 × 8568 × 816 × 153 = 6,418,185,984, 26.82 %, the likeliest."""
    s = {x.name: x for x in split_odds(10)}
    assert comb(54, 10) == 23_930_713_170
    assert s["4-3-3"].count == 3 * 3060 * 816 ** 2 == 6_112_558_080
    assert s["5-3-2"].count == 6 * 8568 * 816 * 153 == 6_418_185_984
    assert split_odds(10)[0].name == "5-3-2" and split_odds(10)[1].name == "4-3-3"
    assert round(100 * float(s["4-3-3"].probability), 2) == 25.54
    assert sum(x.probability for x in s.values()) == 1 and len(s) == 14


def test_a_defender_with_five_or_more_of_ten_trumps_by_complement():
    """P(some defender holds 5+) = 1 − P(4-3-3) − P(4-4-2): the only patterns of 10 with no 5."""
    s = {x.name: x.probability for x in split_odds(10)}
    assert some_hand_holds_at_least(5, 10) == 1 - s["4-3-3"] - s["4-4-2"]
    assert round(float(some_hand_holds_at_least(5, 10)), 4) == 0.5650
    assert longest_holding(10)[4] == s["4-3-3"] + s["4-4-2"]
    assert sum(longest_holding(10).values()) == 1 and min(longest_holding(10)) == 4   # ceil(10/3)


def test_split_odds_agree_with_a_seeded_monte_carlo_deal():
    """200,000 random placings of 10 trumps among 54 cards (seed 11): each pattern within 4
    standard errors of its exact value."""
    import random
    rng = random.Random(11)
    n, seen = 200_000, {}
    for _ in range(n):
        held = [0, 0, 0]
        for p in rng.sample(range(54), 10):
            held[p // 18] += 1
        key = "-".join(map(str, sorted(held, reverse=True)))
        seen[key] = seen.get(key, 0) + 1
    for s in split_odds(10):
        p = float(s.probability)
        assert abs(seen.get(s.name, 0) / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 1e-9, s.name


def test_king_survives_is_no_void_among_the_defenders():
    """P2/P3: the king led in the first round of its suit is safe when all three defenders hold
    a card of it. King + 3 small, nothing discarded: 10 cards out; by inclusion–exclusion on the
    voids, P(no void) = 1 − 3·C(36,10)/C(54,10) + 3·C(18,10)/C(54,10) − 0."""
    by_hand = 1 - Fraction(3 * comb(36, 10) - 3 * comb(18, 10), comb(54, 10))
    assert king_survives(4) == by_hand == every_hand_holds_at_least(1, 10)
    assert round(float(king_survives(4)), 4) == 0.9681
    # a suit shortened in the discard (E1) leaves fewer cards out: the king is in more danger
    assert king_survives(4, discarded=4) < king_survives(4)
    assert king_survives(4, discarded=4) == every_hand_holds_at_least(1, 6)
    # the second round needs two cards in every hand: much less likely (why cash_a_king leads early)
    assert king_survives(4, rounds=2) == every_hand_holds_at_least(2, 10) < king_survives(4)
    # fewer than three cards out: somebody must be void
    assert king_survives(12) == 0


def test_every_hand_at_least_matches_enumeration():
    for missing in range(0, 7):
        brute = _brute_split(missing, 3, 4)
        for n in (1, 2):
            want = Fraction(sum(c for k, c in brute.items() if k[-1] >= n), comb(12, missing))
            assert every_hand_holds_at_least(n, missing, 3, 4) == want


@pytest.mark.parametrize("call", [lambda: split_odds(55), lambda: split_odds("10"), lambda: split_odds(True),
                                  lambda: split_odds(-1), lambda: king_survives(0), lambda: king_survives(7, 7),
                                  lambda: king_survives(4, rounds=0), lambda: king_survives(4.0),
                                  lambda: split_odds(0, hands=0), lambda: split_odds(2, 3, 0)])
def test_bad_counts_are_one_line_errors_in_both_languages(call):
    with pytest.raises(TarotError) as e:
        call()
    for lang in ("fr", "en"):
        message = e.value.message(lang)
        assert "\n" not in message and len(message) > 20


# --- the decision: another round of trumps? (the basic bot's draw_trumps, lesson 14) ----------
def test_taker_draws_asks_the_bots_rule():
    """draw_trumps: lead the highest trump (not the Petit) while the taker holds more trumps
    than are out; stop when none is out."""
    from tarot_core.analysis.odds_table import taker_draws
    played = " ".join(f"T{n}" for n in range(2, 13))            # T2..T12 gone: T13..T17 out (5)
    assert taker_draws("T1 T18 T19 T20 T21 KH", played, 5) is None          # 5 against 5: no
    assert taker_draws("T1 T16 T17 T18 T19 T20 T21", "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13",
                       6).code == "T21"                                       # 6 against 2: yes
    assert taker_draws("T1 KH", " ".join(f"T{n}" for n in range(2, 22)), 9) is None   # none out


def test_trump_rounds_positions_count_to_21_and_follow_the_rule():
    import random

    from tarot_core.analysis.odds_table import taker_draws, trump_rounds
    answers = set()
    for seed in range(20):
        held = (8, 9, 11, 13, 15, 16)[seed % 6]
        case = trump_rounds(random.Random(seed), held)
        assert case.mine == held - 2 and len(case.hand) == 16
        assert case.mine + 2 + case.fallen + case.out == 21                       # C1
        assert all(t[0].is_trump for t in case.tricks)
        assert case.draws == (case.out > 0 and case.mine > case.out)
        seen = [c for t in case.tricks for c in t] + list(case.discard)
        assert case.lead == taker_draws(case.hand, seen, 3)
        answers.add((case.draws, case.out == 0))
    assert answers == {(True, False), (False, False), (False, True)}   # draw; too short; none out


@pytest.mark.parametrize("call", [lambda t, r: t.trump_rounds(7, 11), lambda t, r: t.trump_rounds(r, 2),
                                  lambda t, r: t.trump_rounds(r, 19), lambda t, r: t.trump_rounds(r, 11.0),
                                  lambda t, r: t.taker_draws("T21", "", 0)])
def test_trump_rounds_refuses_bad_input_in_one_line(call):
    import random

    from tarot_core.analysis import odds_table
    with pytest.raises(TarotError) as e:
        call(odds_table, random.Random(1))
    for lang in ("fr", "en"):
        message = e.value.message(lang)
        assert "\n" not in message and len(message) > 20 and "{" not in message
