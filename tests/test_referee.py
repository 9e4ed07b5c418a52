"""The referee on whole deal records: the golden records and the invalid ones.

* ``tarot_core/io/golden/*.json`` — hand-built deals, one per edge case (X3–X7, B3, B5–B8, E2–E3,
  D4, A3, S2, S5, R1, R2). ``tests/golden_expect.json`` holds, by record name, the facts derived
  by hand from each record's ``description`` (see ``tests/golden_builder.py`` for how the tricks
  were produced); they stay test-side, out of the public record format.
  The referee must agree with every fact, and its outcome must be coherent: 78 cards on exactly
  one side (C1), 91 points in all (C3), scores summing to zero (S4), and ``replay`` ending where
  the outcome does (E1/E3: the discard or the chien joins at the end).
* ``tests/invalid_records/*.json`` — records that break one rule; ``tests/golden_expect_invalid.json``
  names, by record name, the rule, trick, seat and card the referee's error must give (with a
  message in French and in English).
"""
from __future__ import annotations

import json
import pathlib
import re

import pytest

from tarot_core.actions import PlayCard
from tarot_core.cards import FULL_MASK, mask_of, parse_card, points_of
from tarot_core.errors import RecordError, TarotError
from tarot_core.game import replay_states
from tarot_core.io.golden import golden_records
from tarot_core.referee import referee

GOLDEN = golden_records()
INVALID_DIR = pathlib.Path(__file__).resolve().parent / "invalid_records"
INVALID = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(INVALID_DIR.glob("*.json"))}
_HERE = pathlib.Path(__file__).resolve().parent
EXPECT = json.loads((_HERE / "golden_expect.json").read_text(encoding="utf-8"))                # name → facts
EXPECT_ERROR = json.loads((_HERE / "golden_expect_invalid.json").read_text(encoding="utf-8"))  # name → error

REQUIRED_GOLDEN = {
    "worked_example_s5", "excuse_last_slam_petit_17", "taker_slam_without_excuse_87",
    "defence_slam_announced_r1", "excuse_last_trick_changes_sides", "excuse_debt_paid_later",
    "excuse_exchanged", "excuse_debt_unpaid_r2", "garde_sans_bouts_in_chien",
    "garde_contre_bouts_in_chien", "forced_trump_discard", "four_kings_fifteen_trumps_poignee",
    "petit_au_bout_lost", "petit_sec_cancelled", "all_pass",
}
REQUIRED_INVALID_RULES = {"C1", "D3", "A1", "E2", "B2", "P2", "P3", "P4", "D4"}
_RULE_ID = re.compile(r"\b([CDAEPXBSGR]\d)\b")


def _rule_ids(text: str) -> str:
    ids = sorted(set(_RULE_ID.findall(text)), key=lambda r: ("CDAEPXBSGR".index(r[0]), int(r[1:])))
    return "-".join(ids)


def _golden_params():
    return [pytest.param(name, id=f"{_rule_ids(rec['description'])}:{name}") for name, rec in GOLDEN.items()]


def _played_params():
    return [pytest.param(name, id=f"{_rule_ids(rec['description'])}:{name}")
            for name, rec in GOLDEN.items() if EXPECT[name]["status"] == "played"]


def _invalid_params():
    return [pytest.param(name, id=f"{EXPECT_ERROR[name]['rule']}:{name}") for name in INVALID]


def _facts(out) -> dict:
    """The outcome's facts, in the shape of an entry of ``tests/golden_expect.json``."""
    return {"status": out.status, "taker": out.taker,
            "contract": out.contract.code if out.contract else None,
            "taker_points": out.taker_points, "taker_bouts": out.taker_bouts, "target": out.target,
            "made": out.made, "margin": out.margin, "petit_au_bout": out.petit_au_bout, "slam": out.slam,
            "S": out.S, "scores": list(out.scores),
            "excuse_events": [[e.trick, e.seat, e.event] for e in out.excuse_events]}


# --------------------------------------------------------------------------- golden records
def test_golden_records_cover_every_required_case():
    """X3–X7, B3, B5–B8, E2–E3, D4, A3, S2, S5, R1, R2: every required golden record is present."""
    assert REQUIRED_GOLDEN <= set(GOLDEN)


def test_every_record_has_its_expected_facts_and_no_other():
    """The test-side facts name exactly the records that exist (a renamed record cannot go unchecked)."""
    assert set(EXPECT) == set(GOLDEN)
    assert set(EXPECT_ERROR) == set(INVALID)


@pytest.mark.parametrize("field", ["expect", "expect_error"])
def test_record_format_refuses_test_expectations_naming_the_field(field):
    """Test expectations are not part of the deal-record format: a record carrying one is refused."""
    rec = dict(GOLDEN["worked_example_s5"], **{field: EXPECT["worked_example_s5"]})
    with pytest.raises(RecordError) as info:
        referee(rec)
    assert info.value.message("en") == f"Invalid deal record: unknown field(s) ['{field}']."


@pytest.mark.parametrize("name", _golden_params())
def test_golden_record_is_documented(name):
    """Every golden record has a title, a description naming its rule IDs, and hand-derived facts."""
    rec = GOLDEN[name]
    assert rec.get("name") and len(rec.get("description", "")) > 80
    assert _rule_ids(rec["description"]), "the description must name the rule IDs it illustrates"
    assert set(EXPECT[name]) >= {"taker", "contract", "taker_points", "taker_bouts", "target", "made",
                                  "margin", "petit_au_bout", "slam", "S", "scores", "excuse_events"}


@pytest.mark.parametrize("name", _golden_params())
def test_golden_referee_matches_hand_reasoning(name):
    """S1–S4 (with X3–X7, B1–B8, E1–E3, D4, A3, R1, R2): the referee finds exactly the facts derived by hand."""
    rec = GOLDEN[name]
    got = _facts(referee(rec))
    expected = EXPECT[name]
    diffs = {k: (expected[k], got[k]) for k in expected if got.get(k) != expected[k]}
    assert not diffs, f"{name}: fact: (hand reasoning, referee) = {diffs}"


def test_S5_worked_example_through_the_referee():
    """S5: Garde, 48 points with 2 bouts, petit au bout by the defence, simple poignée → S = 64."""
    out = referee(GOLDEN["worked_example_s5"])
    assert (out.taker_points, out.taker_bouts, out.target, out.margin, out.S, out.scores) == \
        (48.0, 2, 41, 7, 64, (-64, 192, -64, -64))
    assert [(s, p.name, p.bonus) for s, p in out.poignees] == [(1, "simple", 20)]


@pytest.mark.parametrize("name", _played_params())
def test_golden_C1_C3_every_card_on_one_side_and_91_points(name):
    """C1, C3 (and X5/S2 half points): the 78 cards end on exactly one side; the sides total 91."""
    out = referee(GOLDEN[name])
    taker, defence = mask_of(out.taker_cards), mask_of(out.defence_cards)
    assert len(out.taker_cards) + len(out.defence_cards) == 78
    assert taker | defence == FULL_MASK and not taker & defence
    assert out.taker_points + out.defence_points == 91
    # The piles' C3 values differ from the points only by the unpaid Excuse debt (X4): half a point.
    assert abs(points_of(out.taker_cards) - out.taker_points) in (0, 0.5)


@pytest.mark.parametrize("name", _golden_params())
def test_golden_S4_scores_sum_to_zero(name):
    """S4: the taker scores 3 × S, each defender −S; every deal sums to zero."""
    out = referee(GOLDEN[name])
    assert sum(out.scores) == 0
    if out.status == "played":
        assert out.scores[out.taker] == 3 * out.S
        assert all(out.scores[s] == -out.S for s in range(4) if s != out.taker)
    else:
        assert out.scores == (0, 0, 0, 0)


@pytest.mark.parametrize("name", _golden_params())
def test_golden_replay_ends_on_the_outcome(name):
    """E1/E3 with X3–X7: replay_states(record) gives the dealt state and one state per action; the
    last one's piles plus the discard or chien are the outcome's."""
    rec = GOLDEN[name]
    out = referee(rec)
    states = list(replay_states(rec))
    last = states[-1]
    assert states[0].actions == () and len(states) == len(last.actions) + 1
    if out.status != "played":
        assert last.phase == out.status and last.outcome() == out
        return
    assert sum(isinstance(a, PlayCard) for a in last.actions) == 72              # E4: 18 tricks of 4
    assert [t.winner for t in last.tricks] == [t.winner for t in out.tricks]
    taker_so_far, defence_so_far = last.points_so_far
    extra = points_of(out.discard) if out.discard else points_of(parse_card(c) for c in rec["chien"])
    if out.chien_to == "taker":
        assert taker_so_far + extra == out.taker_points
        assert defence_so_far == out.defence_points
    else:
        assert taker_so_far == out.taker_points
        assert defence_so_far + extra == out.defence_points
    assert last.settlement().events == out.excuse_events


def test_golden_B7_P1_slam_announcer_leads():
    """P1, B7: after a slam announcement the taker leads the first trick (not the dealer's right)."""
    for name in ("excuse_last_slam_petit_17", "defence_slam_announced_r1"):
        out = referee(GOLDEN[name])
        assert out.slam_announced and out.tricks[0].leader == out.taker
        assert out.tricks[0].leader != (out.dealer + 1) % 4


def test_golden_E3_chien_owner():
    """E3: Garde Sans — the chien is the taker's (its 21 is his bout); Garde Contre — the defence's."""
    sans = referee(GOLDEN["garde_sans_bouts_in_chien"])
    contre = referee(GOLDEN["garde_contre_bouts_in_chien"])
    assert sans.chien_to == "taker" and parse_card("T21") in sans.taker_cards
    assert contre.chien_to == "defence"
    assert parse_card("T21") in contre.defence_cards and parse_card("EX") in contre.defence_cards


def test_golden_E2_B3_forced_trumps_and_triple_poignee_from_the_discard():
    """E2, B3: the forced trumps go to the discard; the taker's triple poignée uses one of them."""
    forced = referee(GOLDEN["forced_trump_discard"])
    assert sorted(c.code for c in forced.discard if c.is_trump) == ["T3", "T4", "T5"]
    kings = referee(GOLDEN["four_kings_fifteen_trumps_poignee"])
    (seat, p), = kings.poignees
    assert seat == 3 and p.name == "triple" and p.bonus == 40 and p.uses_discard


# --------------------------------------------------------------------------- invalid records
def test_invalid_records_cover_every_required_rule():
    """C1, D3, A1, E2, B2, P2, P3, P4, D4: at least one invalid record per refusal the referee must cite."""
    assert len(INVALID) >= 6
    assert REQUIRED_INVALID_RULES <= {EXPECT_ERROR[name]["rule"] for name in INVALID}


@pytest.mark.parametrize("name", _invalid_params())
def test_invalid_record_error_names_rule_trick_seat_card(name):
    """C1, D3, D4, A1, E2, B2, P2, P3, P4: the error names the rule, trick, seat and card, in French and English."""
    expected = EXPECT_ERROR[name]
    with pytest.raises(TarotError) as info:
        referee(INVALID[name])
    e = info.value
    got = {"rule": e.rule, "trick": e.trick, "seat": e.seat, "card": e.card}
    assert got == expected, f"{name}: (expected, referee) differ: {expected} vs {got}"
    fr, en = e.message("fr"), e.message("en")
    assert fr and en and fr != en
    assert fr.startswith(expected["rule"]) and en.startswith(expected["rule"])
    assert e.as_dict("en")["rule"] == expected["rule"]
