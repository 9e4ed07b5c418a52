"""Simulation against the exact odds (D3, D4, C2, B1, B2): tarot_core.analysis.montecarlo.

Fixed seeds, so every run sees the same deals. Each exact value whose outcome is expected
at least 50 times in the sample is checked to lie within a few standard errors of the
simulated frequency; the triple poignée (about 2 hands in 100 million) is left to the
exact test in test_odds.py. The real dealing procedure (D2 cut, D3 packets of 3 with the
chien never first or last) is checked to agree with a plain uniform shuffle.
"""
from __future__ import annotations

import random

import pytest

from tarot_core.analysis.montecarlo import (
    _KEY_VALUE,
    HAND_NAMES,
    NAMES,
    Tally,
    _hand_key,
    chi_square,
    chi_square_two_samples,
    convergence,
    hand_facts,
    main,
    sample_deals,
    simulate,
    uniform_masks,
)
from tarot_core.analysis.odds import odds
from tarot_core.cards import BIT, N_CARDS
from tarot_core.deal import deal_masks

REAL_DEALS = 200_000        # 12–20 s; three bouts in the chien is then expected 53 times
UNIFORM_DEALS = 50_000
MIN_EXPECTED = 50
BOUND = 4.0                 # standard errors; P(|Z| > 4) ≈ 6e-5 per value


@pytest.fixture(scope="module")
def real():
    return simulate(REAL_DEALS, seed=20240611, method="real", dealer=0)


@pytest.fixture(scope="module")
def uniform():
    return simulate(UNIFORM_DEALS, seed=977, method="uniform")


# --- the samplers ------------------------------------------------------------------------------
@pytest.mark.parametrize("method", ["real", "uniform"])
def test_D3_every_sampled_deal_is_four_hands_of_18_and_a_chien_of_6(method):
    for hands, chien in sample_deals(200, seed=3, method=method):
        assert [h.bit_count() for h in hands] == [18] * 4 and chien.bit_count() == 6
        union = chien
        for h in hands:
            assert not union & h
            union |= h
        assert union == (1 << N_CARDS) - 1


@pytest.mark.parametrize("method", ["real", "uniform"])
def test_same_seed_same_deals(method):
    assert list(sample_deals(50, 8, method)) == list(sample_deals(50, 8, method))
    assert list(sample_deals(5, 8, method)) != list(sample_deals(5, 9, method))


def test_D3_real_sampler_is_the_cores_seeded_dealer():
    rng = random.Random(42)
    expected = [deal_masks(rng, 2) for _ in range(10)]
    assert list(sample_deals(10, 42, "real", dealer=2)) == expected


def test_uniform_sampler_is_a_straight_split_of_the_cores_shuffle():
    from tarot_core.deal import shuffle_pack
    rng = random.Random(5)
    pack = list(range(N_CARDS))
    shuffle_pack(rng, pack)
    hands, chien = uniform_masks(random.Random(5))
    assert hands[0] == sum(BIT[c] for c in pack[:18])
    assert chien == sum(BIT[c] for c in pack[72:])


def test_hand_key_answers_like_hand_facts():
    """The tally's compact key per hand gives the same outcome as the plain reading."""
    for hands, _chien in sample_deals(1500, 11, "uniform"):
        for h in hands:
            facts = hand_facts(h)
            for name in HAND_NAMES:
                assert _KEY_VALUE[name](_hand_key(h)) == facts[name]


def test_unknown_method_or_name():
    with pytest.raises(ValueError):
        list(sample_deals(1, 1, "riffle"))
    with pytest.raises(KeyError):
        Tally().counts("nope")


# --- estimates ---------------------------------------------------------------------------------
def test_estimate_standard_error_on_a_hand_made_tally():
    """Per-deal counts 1, 0, 1, 0 (chien with 0 bouts): p̂ = 1/2, se = s/√n with s² = 1/3."""
    from tarot_core.cards import BOUT_MASK
    t = Tally()
    full = (1 << N_CARDS) - 1
    no_bout = sum(BIT[i] for i in range(6))              # six spades, no bout
    one_bout = sum(BIT[i] for i in range(5)) | BIT[77]   # five spades and the Excuse
    for chien in (no_bout, one_bout, no_bout, one_bout):
        rest = full & ~chien
        hands, cards = [], [i for i in range(N_CARDS) if rest >> i & 1]
        for s in range(4):
            hands.append(sum(BIT[c] for c in cards[18 * s:18 * s + 18]))
        t.add(hands, chien)
    e = t.estimate("chien-bouts", 0)
    assert e.hits == 2 and e.units == 4 and e.p_hat == 0.5
    assert e.se == pytest.approx((1 / 3 / 4) ** 0.5)
    assert e.low < 0.5 < e.high
    never = t.estimate("chien-bouts", 3)                  # nothing seen: rule of three
    assert never.hits == 0 and never.low == 0 and never.high == pytest.approx(3.0 / 4, rel=0.01)
    assert no_bout & BOUT_MASK == 0 and (one_bout & BOUT_MASK).bit_count() == 1


def test_estimate_interval_and_z_score(real):
    e = real.estimate("chien-bouts", 1)
    assert e.deals == REAL_DEALS and e.units == REAL_DEALS
    assert e.low < e.p_hat < e.high and e.confidence == 0.95
    assert e.z_score == pytest.approx((e.p_hat - float(e.exact)) / e.se)
    h = real.estimate("dealt-bouts", 1)
    assert h.units == 4 * REAL_DEALS


def _checked(tally, name):
    return [e for e in tally.estimates(name) if e.expected >= MIN_EXPECTED]


@pytest.mark.parametrize("name", NAMES)
def test_D3_D4_C2_B1_B2_simulation_agrees_with_exact_values(real, name):
    """D3 (real dealing), D4 petit sec, C2 bouts, B1/B2 poignée: every outcome expected at least
    50 times in 200,000 deals lies within 4 standard errors of the exact value."""
    checked = _checked(real, name)
    assert checked, name
    for e in checked:
        assert abs(e.z_score) <= BOUND, (name, e.value, e.p_hat, float(e.exact), e.se)


def test_which_values_the_simulation_checks(real):
    """The rare outcomes are left to the exact tests: the triple and double poignées, 4 kings
    in the chien, 13 trumps or more; three bouts in the chien (expected 53 times) is checked."""
    checked = {(n, e.value) for n in NAMES for e in _checked(real, n)}
    assert ("petit-sec-table", "petit-sec") in checked            # about 369 deals
    assert ("petit-sec-seat", "petit-sec") in checked
    assert ("poignee", "simple") in checked
    assert ("poignee", "triple") not in checked and ("poignee", "double") not in checked
    assert ("chien-bouts", 3) in checked and ("chien-kings", 4) not in checked
    assert ("hand-trumps", 13) not in checked
    assert len(checked) >= 40


def test_D4_petit_sec_table_frequency(real):
    """D4: the deal is cancelled about 0.18% of the time; one seat about 0.046%."""
    table = real.estimate("petit-sec-table", "petit-sec")
    seat = real.estimate("petit-sec-seat", "petit-sec")
    assert table.hits == seat.hits        # never two petits secs in one deal: a single Petit
    assert abs(table.z_score) <= BOUND and abs(seat.z_score) <= BOUND
    assert 250 < table.hits < 500


# --- the real procedure against a uniform shuffle ------------------------------------------------
ONE_PER_DEAL = ("chien-bouts", "chien-kings", "petit-sec-table")
SEAT_ZERO = ("dealt-bouts", "hand-trumps", "hand-trumps-excuse", "poignee")


def _one_per_deal_counts(tally, name):
    return tally.counts(name) if name in ONE_PER_DEAL else tally.counts(name, seat=0)


@pytest.mark.parametrize("name", ONE_PER_DEAL + SEAT_ZERO)
def test_D3_real_dealing_and_uniform_shuffle_agree(real, uniform, name):
    """D3: packets of 3 with the chien never first or last deal the same odds as a uniform
    shuffle split straight: a χ² test of the two samples (one observation per deal: the chien,
    the table, or seat 0's hand), and of each sample against the exact law."""
    order = list(odds(name).values)
    a, b = _one_per_deal_counts(real, name), _one_per_deal_counts(uniform, name)
    _stat, _df, p = chi_square_two_samples(a, b, order=order)
    assert p > 1e-3, (name, a, b)
    for counts in (a, b):
        _stat, _df, p = chi_square(counts, name)
        assert p > 1e-3, (name, counts)


def test_D3_every_card_is_equally_likely_in_the_chien(real, uniform):
    """D3: the chien never takes the first or last card of the pack, yet after the shuffle
    each of the 78 cards lands in it with the same chance, 6/78."""
    from tarot_core.analysis.montecarlo import _chi2_sf
    for tally in (real, uniform):
        n = tally.deals
        exp = n * 6 / 78
        stat = sum((c - exp) ** 2 / exp for c in tally.chien_cards)
        assert sum(tally.chien_cards) == 6 * n
        assert _chi2_sf(stat, 77) > 1e-3


def test_D1_D3_seats_are_alike(real):
    """D3: the seat dealt first (the dealer's right) and the others get the same bouts' law."""
    order = list(odds("dealt-bouts").values)
    for seat in (1, 2, 3):
        _s, _df, p = chi_square_two_samples(real.counts("dealt-bouts", 0), real.counts("dealt-bouts", seat),
                                            order=order)
        assert p > 1e-3


def test_chi_square_detects_a_wrong_law():
    """The χ² helper does reject: a fair chien sample against a shifted law."""
    counts = {0: 700, 1: 280, 2: 20}            # far from 78% / 20% / 1.4%
    _stat, _df, p = chi_square(counts, "chien-bouts")
    assert p < 1e-6
    _stat, _df, p = chi_square_two_samples({0: 780, 1: 200, 2: 20}, {0: 600, 1: 370, 2: 30})
    assert p < 1e-6


# --- convergence and the command line ------------------------------------------------------------
def test_convergence_narrows_towards_the_exact_value():
    points = convergence("chien-bouts", 0, 4000, seed=2, points=8)
    assert [e.deals for e in points] == sorted({e.deals for e in points})
    assert points[-1].deals == 4000
    assert points[-1].high - points[-1].low < points[1].high - points[1].low
    assert points[-1].covers


def test_cli_bench_prints_sampled_deals_per_second_last(capsys):
    """The rate is of deals dealt and tallied (no card played): named apart from the referee
    benchmark's ``deals_per_s=`` (tarot_core.analysis.bench, whole deals played), so the two never mix."""
    assert main(["--bench", "--deals", "300"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split(":")[0] for line in lines[:-1]] == ["real", "uniform"]
    assert all(line.endswith("sampled deals/s (300 deals)") for line in lines[:-1])
    key, value = lines[-1].split("=")
    assert key == "sampled_deals_per_s" and float(value) > 0
    assert not any(line.startswith("deals_per_s=") for line in lines)


def test_cli_estimates(capsys):
    assert main(["chien-kings", "--deals", "500", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "exact 0.721237" in out
    assert main(["nope"]) == 2
