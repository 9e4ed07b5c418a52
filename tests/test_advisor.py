"""The bidding advisor (issue 14): ``tarot_core.analysis.advisor``, its calibration
(``calibrate_advisor`` and the shipped ``data/advisor_calibration.json``) and ``tarot advise``.

Where the expected values come from:
- the Wilson interval: Newcombe's table (Statistics in Medicine 17:857–872, 1998), method 3;
- the figures of the fixed hand (deal 24's seat 0, the practice table's learner at seed 24: nine
  trumps with the Petit and the Excuse, a count of 42, a Prise) were computed once by this advisor
  (basic level, 40 deals, seed 0: the generator ``advisor_rng(0)``) and are pinned: the bots are
  deterministic and the deals seeded, so they change only if the dealer, the bots or the scoring
  change (then re-derive them);
- A2: Prise and Garde are played alike (their made counts are equal, the contract part of S doubles);
- D4: a petit sec cancels a deal — the learner's own (an answer, not a chance) or another hand's
  (the simulated deal is dealt again);
- the calibration file: a few of its hands recomputed exactly from their seeds.
"""
from __future__ import annotations

import json
import pathlib
import random

import pytest

from tarot_core.analysis.advisor import (
    CONTRACTS,
    advise,
    advisor_rng,
    deal_unseen,
    mean_interval,
    play_all_contracts,
    play_contract,
    wilson,
)
from tarot_core.analysis.bots import BasicBot
from tarot_core.auction import Contract
from tarot_core.cards import mask_of, parse_cards
from tarot_core.deal import deal, is_petit_sec_mask
from tarot_core.errors import CardError, DealError, TarotError
from tarot_core.io.cli import main as tarot

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "tarot_core" / "analysis" / "data" / "advisor_calibration.json"
HAND24 = "T16 T14 T13 T11 T8 T6 T4 T2 T1 EX 7S 10H QC 3C 2C 8D 6D 4D"
STRONG = "T21 T20 T19 T18 T17 T15 T12 T9 T5 EX KH QH KS QS KD 7D 3C 2C"
PETIT_SEC = "T1 KH QH CH VH 10H 9H 8H 7H 6H 5H 4H 3H 2H 1H KS QS CS"


@pytest.fixture(scope="module")
def advice24():
    return advise(HAND24, 40, seed=0)


# --- interval arithmetic ---------------------------------------------------------------------------
@pytest.mark.parametrize("k, n, low, high", [
    (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718),
    (29, 29, 0.8830, 1.0)])
def test_wilson_interval_matches_newcombe_1998(k, n, low, high):
    got = wilson(k, n)
    assert round(got[0], 4) == low and round(got[1], 4) == high


def test_mean_interval_is_mean_plus_minus_1_96_standard_errors():
    mean, low, high = mean_interval([10, 20, 30])            # s = 10, n = 3: half-width 1.96 × 10 / √3
    assert mean == 20
    assert high - mean == pytest.approx(11.3158, abs=1e-4) and mean - low == pytest.approx(11.3158, abs=1e-4)
    assert mean_interval([7]) == (7, None, None)             # one value: no interval


def test_a_share_is_shown_as_a_whole_percentage_halves_up():
    from tarot_core.analysis.advisor import ContractChance
    row = ContractChance(Contract.GARDE_SANS, 40, 9, (25,) * 9 + (-60,) * 31)     # 9 of 40 = 22.5 %
    assert row.text("en").startswith("Garde Sans: made in 23% of the deals (95% CI 12–38%)")
    assert row.text("fr").startswith("Garde Sans : réussie dans 23 % des donnes (IC 95 % : 12 à 38 %)")


# --- the fixed hand: pinned figures ------------------------------------------------------------------
def test_the_hand_is_deal_24_seat_0_and_its_count_suggests_a_prise(advice24):
    assert [c.code for c in deal(seed=24).hands[0]] == [c.code for c in parse_cards(HAND24)]
    assert advice24.count.total == 42 and advice24.count.suggestion is Contract.PRISE


def test_fixed_hand_exact_figures(advice24):
    made = {c.contract.code: c.made for c in advice24.contracts}
    # the basic bots' play (issue 24 §1: the Petit kept for the last trick once safe; the leading plans
    # in the bot's order, 11ee3ff; counting and playing safe, 9bb1845) moved these
    assert made == {"prise": 29, "garde": 29, "garde-sans": 10, "garde-contre": 1}
    assert [round(c.mean_s[0], 3) for c in advice24.contracts] == [25.675, 41.85, -87.8, -252.25]
    assert advice24.chance(Contract.PRISE).interval == wilson(29, 40)
    assert [round(x, 4) for x in wilson(29, 40)] == [0.5717, 0.8389]
    assert advice24.favoured is Contract.GARDE               # the count says Prise; the bots' mean S says Garde
    assert advice24.redeals == 0 and not advice24.cancelled


def test_fixed_hand_text_in_both_languages_is_a_labelled_model_estimate(advice24):
    en, fr = advice24.text("en").split("\n"), advice24.text("fr").split("\n")
    assert en[0].startswith("A model estimate — bots, not people: 40 random deals")
    assert fr[0].startswith("Estimation d'un modèle — des robots, pas des joueurs : 40 donnes")
    assert en[1] == "Prise: made in 73% of the deals (95% CI 57–84%); mean S +25.7 (95% CI +9.8 to +41.5)"
    assert fr[3] == ("Garde Sans : réussie dans 25 % des donnes (IC 95 % : 14 à 40 %) ; "
                     "S moyen −87,8 (IC 95 % : −131,8 à −43,8)")
    assert en[6] == "Hand count: 42 points; it suggests: Prise."
    assert en[7].startswith("By mean S the model favours: Garde")
    assert len(en) == len(fr)


def test_json_carries_every_figure(advice24):
    data = json.loads(advice24.to_json())
    assert data["model_estimate"] is True and data["deals"] == 40 and data["seed"] == 0
    assert [c["made"] for c in data["contracts"]] == [29, 29, 10, 1]
    assert data["contracts"][0]["ci95"] == list(wilson(29, 40))
    assert data["count"] == {"total": 42, "total_with_shape": 48, "suggestion": "prise"}
    assert data["favoured"] == "garde"


def test_one_simulated_deal_is_the_seeded_shuffle_played_by_basic_bots():
    """advise(deals=1) = the first deal of Random(seed), each contract played by four basic bots."""
    hand = mask_of(parse_cards(HAND24))
    hands, chien, _ = deal_unseen(hand, 0, advisor_rng(5))
    assert hands[0] == hand and chien.bit_count() == 6 and all(h.bit_count() == 18 for h in hands)
    assert sum(hands) + chien == (1 << 78) - 1                       # C1: the 78 cards, each once
    a = advise(HAND24, 1, seed=5)
    for c in CONTRACTS:
        out = play_contract(hands, chien, 0, 0, c, [BasicBot() for _ in range(4)]).outcome()
        assert out.taker == 0 and out.contract is c
        assert a.chance(c).made == int(out.result.made) and a.chance(c).scores == (out.result.S,)


def test_common_random_numbers_and_the_replayed_siblings_equal_a_full_play():
    """The four contracts see the same deal; at the basic level Garde replays Prise's actions and
    Garde Contre replays Garde Sans's: playing them in full gives the very same actions (the basic
    bots never read the contract), and the contract part of S doubles from Prise to Garde (A2, S3)."""
    rng = random.Random(11)
    hand = mask_of(parse_cards(HAND24))
    for _ in range(6):
        hands, chien, _ = deal_unseen(hand, 0, rng)
        states = play_all_contracts(hands, chien, 0, 0, "basic", 0)
        for sibling, model in ((Contract.GARDE, Contract.PRISE), (Contract.GARDE_CONTRE, Contract.GARDE_SANS)):
            full = play_contract(hands, chien, 0, 0, sibling, [BasicBot() for _ in range(4)])
            assert full.actions == states[sibling].actions
            assert [a for a in full.actions if a.kind != "bid"] == [a for a in states[model].actions if a.kind != "bid"]
        p, g = states[Contract.PRISE].outcome().result, states[Contract.GARDE].outcome().result
        assert p.made == g.made and g.contract_part == 2 * p.contract_part


# --- petit sec (D4) --------------------------------------------------------------------------------
def test_own_petit_sec_is_an_answer_not_a_chance():
    a = advise(PETIT_SEC)
    assert a.cancelled and a.contracts == () and a.favoured is None
    assert "(D4)" in a.text("en") and a.text("en").startswith("This hand is a petit sec")
    assert a.text("fr").startswith("Cette main est un Petit sec")
    assert json.loads(a.to_json())["rule"] == "D4"


def test_another_hands_petit_sec_is_dealt_again():
    """Holding T2–T19, the trumps out are the Petit, the 20, the 21 and the Excuse: a defender
    often gets the Petit alone — a cancelled deal (D4), dealt again and counted."""
    hand = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19"
    rng = random.Random(0)
    seen_redeal = 0
    for _ in range(30):
        hands, _, again = deal_unseen(mask_of(parse_cards(hand)), 0, rng)
        assert not any(is_petit_sec_mask(h) for h in hands[1:])
        seen_redeal += again
    assert seen_redeal > 0
    a = advise(hand, 20, seed=0)
    assert a.redeals > 0 and a.text("en").split("\n")[-1].startswith(f"{a.redeals} deals drawn were dealt again")


# --- input checks -----------------------------------------------------------------------------------
@pytest.mark.parametrize("hand, error, rule", [
    ("T21 T20", DealError, "D3"), (STRONG + " 4C", DealError, "D3"),
    ("T21 T21 T19 T18 T17 T15 T12 T9 T5 EX KH QH KS QS KD 7D 3C 2C", CardError, "C1"),
    ("T22 T20 T19 T18 T17 T15 T12 T9 T5 EX KH QH KS QS KD 7D 3C 2C", CardError, "C1"),
    (42, CardError, "C1")])
def test_bad_hands_raise_the_cores_errors(hand, error, rule):
    with pytest.raises(error) as e:
        advise(hand, 1)
    assert e.value.rule == rule and "\n" not in e.value.message("fr") and "\n" not in e.value.message("en")


@pytest.mark.parametrize("deals", [0, -3, 5001, True, 2.5, "10"])
def test_the_number_of_deals_is_bounded_and_typed(deals):
    with pytest.raises(TarotError) as e:
        advise(STRONG, deals)
    assert e.value.key == "err.advisor.deals"
    assert e.value.message("en").startswith("Invalid number of simulated deals")


def test_sampler_bound_level_seat_and_seed_are_checked():
    with pytest.raises(TarotError, match="1 to 100"):
        advise(STRONG, 101, level="sampler")
    with pytest.raises(TarotError) as e:
        advise(STRONG, 1, level="expert")
    assert e.value.key == "err.advisor.level"
    with pytest.raises(DealError) as e:
        advise(STRONG, 1, seat=4)
    assert e.value.rule == "D1"
    with pytest.raises(DealError) as e:
        advise(STRONG, 1, seed=-1)
    assert e.value.rule == "D2"


@pytest.mark.slow
def test_sampler_level_plays_every_contract_in_full():
    a = advise(STRONG, 1, level="sampler", seed=2)
    assert a.level == "sampler" and [c.deals for c in a.contracts] == [1, 1, 1, 1]
    assert a.text("en").split("\n")[0].endswith("a sampler bot in your seat and 3 basic bots in the other seats "
                                                "(seed 2).")


# --- the command line ----------------------------------------------------------------------------------
def test_cli_advise_prints_the_advice(capsys):
    assert tarot(["advise", "--hand", HAND24, "--deals", "40", "--lang", "en"]) == 0
    assert capsys.readouterr().out.rstrip("\n") == advise(HAND24, 40, seed=0).text("en")
    assert tarot(["advise", "--hand", HAND24, "--deals", "40", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["made"] for c in data["contracts"]] == [29, 29, 10, 1]


@pytest.mark.parametrize("argv, rule", [
    (["--hand", "T21 ZZ"], "C1"), (["--hand", "T21 T20"], "D3"),
    (["--hand", STRONG, "--deals", "0"], "usage"), (["--hand", STRONG, "--seed", "-2"], "D2"),
    (["--hand", STRONG, "--level", "sampler", "--deals", "101"], "usage"),
    (["--hand", STRONG, "--deals", "lots"], "usage")])
def test_cli_advise_errors_are_one_line(capsys, argv, rule):
    assert tarot(["advise", *argv, "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert tarot(["advise", *argv, "--json"]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["error"]["rule"] == rule


def test_cli_advise_petit_sec_is_an_answer(capsys):
    assert tarot(["advise", "--hand", PETIT_SEC, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cancelled"] is True


# --- the calibration ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def calibration():
    return json.loads(DATA.read_text(encoding="utf-8"))


def test_calibration_file_says_how_it_was_made(calibration):
    assert calibration["command"].startswith("python -m tarot_core.analysis.calibrate_advisor --hands ")
    assert calibration["level"] == "basic" and calibration["seat"] == 0 and calibration["dealer"] == 0
    assert len(calibration["hands"]) == calibration["hands_count"]
    seeds = [h["seed"] for h in calibration["hands"]] + calibration["skipped"]
    assert sorted(seeds) == list(range(calibration["first"], calibration["last"] + 1))
    assert sum(r["count"] for r in calibration["rows"]) == calibration["events"] == 3 * calibration["hands_count"]


def test_calibration_rows_follow_from_its_hands(calibration):
    from tarot_core.analysis.calibrate_advisor import bin_rows
    assert bin_rows(calibration["hands"], calibration["deals"]) == calibration["rows"]


def test_calibration_hands_recomputed_exactly(calibration):
    """Three hands of the shipped file, recomputed from their seeds: the same predictions and the
    same real results (the advisor and the bots are deterministic)."""
    from tarot_core.analysis.calibrate_advisor import hand_record
    hands = calibration["hands"]
    for h in (hands[0], hands[len(hands) // 2], hands[-1]):
        assert hand_record(h["seed"], calibration["deals"], calibration["level"]) == h


def test_calibration_skips_a_real_deal_cancelled_by_a_petit_sec():
    from tarot_core.analysis.calibrate_advisor import hand_record
    from tarot_core.game import GameState
    seed = next(s for s in range(500) if GameState.new(seed=s, dealer=0).phase == "cancelled")
    assert hand_record(seed, 1) is None

