"""The golden records of the three- and five-player tables (issue 22, "Golden records"; V1–V11, R6–R10).

* ``tests/golden_tables/*.json`` — one valid deal record per case worth teaching, found by
  ``tests/golden_tables_builder.py`` (seeded deals, steered bids/calls/poignées/play, some deals
  rigged with named cards); its case table (``CASES``) gives each record's title and predicate.
* ``tests/golden_tables_expect.json`` — the facts each record must give (status, taker, contract,
  call, partner, alone, attack, attack points and bouts, petit au bout, slam, S, scores, rulings,
  Excuse events): computed by the referee once by the builder, then reviewed by hand; never
  inside the records.
* ``tests/golden_tables_invalid/*.json`` — records the referee must refuse, with the rule it must
  cite (V4 for a refused or missing call or a call at three, R8 for a jack, V6 for a first lead of
  the called suit, R9 for the card that fixes the suit after an Excuse lead).

V11's worked examples are checked twice: as whole records (the attack's points and bouts exact)
against the values derived by hand from RULES.md V11 (``V11_BY_HAND`` below), and as score facts
through ``score_facts`` + ``table_scores``.

Not yet found (cases of the issue the builder does not yet produce; see ``not_found`` in the
expect file for any case its last run missed):

* R10 at three players: it cannot happen there (after a forced trump discard at three the taker
  keeps at least 19 trumps, more than the triple of 18), so three players have the forced trump
  discard (``three_forced_trump_discard``) and five players the R10 triple
  (``five_r10_triple_with_discarded_trumps``).
* ``five_attack_slam_with_partner`` where the partner plays (does not lead) his Excuse to the
  last trick is not in the builder's set: its record, which the referee once refused, is kept in
  ``tests/golden_tables_pending/`` and replayed below (X5, V7, B7: 86½ with 2 bouts).
* A refused call by a taker who holds the called card's suit's king (only "queen without four
  kings", "jack without four cavaliers", a missing call and a call at three are refused here).
"""
from __future__ import annotations

import importlib.util
import json
import pathlib
import sys

import pytest

from tarot_core.errors import TarotError
from tarot_core.game import GameState
from tarot_core.record import parse_record
from tarot_core.referee import referee
from tarot_core.scoring import score_facts, table_scores

HERE = pathlib.Path(__file__).resolve().parent
VALID_DIR = HERE / "golden_tables"
INVALID_DIR = HERE / "golden_tables_invalid"
EXPECT = json.loads((HERE / "golden_tables_expect.json").read_text(encoding="utf-8"))

_spec = importlib.util.spec_from_file_location("golden_tables_builder", HERE / "golden_tables_builder.py")
assert _spec is not None and _spec.loader is not None
builder = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("golden_tables_builder", builder)    # its dataclass looks its module up
_spec.loader.exec_module(builder)


def _load(folder: pathlib.Path) -> dict[str, dict]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))}


VALID = _load(VALID_DIR)
INVALID = _load(INVALID_DIR)
FACT_KEYS = ("status", "players", "taker", "contract", "called", "partner", "alone", "attack", "taker_points",
             "taker_bouts", "petit_au_bout", "slam", "S", "scores", "rulings", "excuse_events")

# V11, derived by hand from RULES.md (not from the referee): points, bouts → target, margin, S, shares.
V11_BY_HAND = {
    # three players, Garde: 50½ with 2 bouts, target 41, margin 9½ → 10, S = (25 + 10) × 2 = 70
    "three_v11_garde_50h_2_bouts": dict(points=50.5, bouts=2, target=41, margin=10, S=70,
                                        taker=140, partner=None, defender=-70),
    # five players, Prise: 38 with 3 bouts, target 36, margin 2, S = 25 + 2 = 27: +54 / +27 / −27 × 3
    "five_v11_prise_38_3_bouts": dict(points=38.0, bouts=3, target=36, margin=2, S=27,
                                      taker=54, partner=27, defender=-27),
    # the same facts, the taker alone: +108, −27 × 4
    "five_v11_prise_38_3_bouts_alone": dict(points=38.0, bouts=3, target=36, margin=2, S=27,
                                            taker=108, partner=None, defender=-27),
    # five players, Garde: 40½ with 2 bouts fails by ½ → margin 1 (V8), S = −(25 + 1) × 2 = −52
    "five_v11_garde_40h_2_bouts": dict(points=40.5, bouts=2, target=41, margin=1, S=-52,
                                       taker=-104, partner=-52, defender=52),
}


def test_enough_fixtures_per_table():
    """Issue 22: at least 15 three-player and 30 five-player golden records, each a case of the builder."""
    by_players = {3: 0, 5: 0}
    for name, rec in VALID.items():
        assert name in builder.CASES, f"{name}: no case in the builder"
        by_players[rec["players"]] += 1
    assert by_players[3] >= 15 and by_players[5] >= 30, by_players
    assert set(VALID) == set(EXPECT["valid"])
    assert set(INVALID) == set(EXPECT["invalid"])


@pytest.mark.parametrize("name", sorted(VALID))
def test_referee_gives_the_expected_facts(name):
    """S4, V9: every fact of the record's outcome as reviewed, and every deal sums to zero."""
    want = EXPECT["valid"][name]
    got = builder.facts(referee(VALID[name]))
    assert {k: got[k] for k in FACT_KEYS} == {k: want[k] for k in FACT_KEYS}, name
    assert sum(got["scores"]) == 0 and len(got["scores"]) == VALID[name]["players"]


@pytest.mark.parametrize("name", sorted(VALID))
def test_round_trip_and_predicate(name):
    """Issue 22: ``GameState.from_record(rec).record()`` equals the record; the case's predicate holds."""
    rec = VALID[name]
    state = GameState.from_record(rec)
    # "seed" is left out: from_record does not carry a record's seed (D2) into record() — reported, not fixed here
    again = {k: v for k, v in state.record().to_dict().items() if k not in ("name", "seed")}
    assert again == {k: v for k, v in rec.items() if k not in ("name", "seed")}, name
    assert GameState.from_record(state.record()) == state
    players, _steer, pred, _title = builder.CASES[name]
    assert rec["players"] == players
    assert pred(referee(rec), parse_record(rec)), f"{name}: the case's predicate does not hold"


@pytest.mark.parametrize("name", sorted(V11_BY_HAND))
def test_v11_worked_examples_as_records(name):
    """V11 (with S1–S3, V8, V9): the hand-derived facts, on the found record."""
    if name not in VALID:
        pytest.fail(f"{name}: the builder found no record for this worked example")
    hand = V11_BY_HAND[name]
    o = referee(VALID[name])
    assert (o.taker_points, o.taker_bouts, o.target, o.margin, o.S) == (
        hand["points"], hand["bouts"], hand["target"], hand["margin"], hand["S"])
    assert o.petit_au_bout is None and not o.poignees and o.slam is None
    for seat, score in enumerate(o.scores):
        role = "taker" if seat == o.taker else "partner" if seat == o.partner else "defender"
        assert score == hand[role], (name, seat, role)
    assert (o.partner is None) == (hand["partner"] is None)


def test_v11_worked_examples_as_score_facts():
    """V11 through the score sheet (``score_facts`` + ``table_scores``), the hand values of RULES.md."""
    assert score_facts("garde", 50.5, 2).S == 70
    assert table_scores(70, 3, taker=0) == (140, -70, -70)
    assert score_facts("prise", 38, 3).S == 27
    assert table_scores(27, 5, taker=0, partner=1) == (54, 27, -27, -27, -27)
    assert table_scores(27, 5, taker=0) == (108, -27, -27, -27, -27)
    assert score_facts("garde", 40.5, 2).S == -52
    assert table_scores(-52, 5, taker=0, partner=1) == (-104, -52, 52, 52, 52)


@pytest.mark.parametrize("name", sorted(INVALID))
def test_invalid_records_are_refused_with_their_rule(name):
    """V4 (refused or missing call, a call at three), R8 (a jack), V6 (first lead of the called suit), R9."""
    want = EXPECT["invalid"][name]
    with pytest.raises(TarotError) as info:
        referee(INVALID[name])
    e = info.value
    assert {"rule": e.rule, "seat": e.seat, "trick": e.trick, "card": e.card} == {
        k: want[k] for k in ("rule", "seat", "trick", "card")}
    assert e.rule == want["wanted"], f"{name}: refused under {e.rule}, the case wants {want['wanted']}"
    fr, en = e.message("fr"), e.message("en")
    assert fr and en and fr != en and fr.startswith(e.rule) and en.startswith(e.rule)


# --------------------------------------------------------------------------- known core defect (not fixed here)
PENDING = _load(HERE / "golden_tables_pending")


@pytest.mark.parametrize("name", sorted(PENDING))
def test_X5_V7_the_partners_excuse_played_to_the_last_trick_of_the_attacks_sweep(name):
    """Five players, Garde Sans, the attack (taker 3, partner 1) wins all 15 tricks; the partner plays
    his Excuse to trick 15, led by the taker: X5 sends it to the defence (X6 needs it led), so the
    attack has 91 − 4½ = 86½ with 2 bouts and still wins every trick (B7), as X5's own example has
    it for a defender in a defence sweep. The referee used to raise ScoreInputError X7 ("the only
    possible total is 87"): the bounds knew no partner. Found by the builder's case
    ``five_attack_slam_with_partner`` at seed 2. Announced slam: S = (25 + 46) × 4 + 400 = 684."""
    o = referee(PENDING[name])
    assert (o.status, o.taker_points, o.taker_bouts, o.slam) == ("played", 86.5, 2, "taker")
    assert o.S == 684 and o.scores == (-684, 684, -684, 1368, -684) and sum(o.scores) == 0
