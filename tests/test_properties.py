"""Property tests (hypothesis): random legal deals through the referee (C3, S2, S4, X5)."""
import math

from hypothesis import assume, given, settings, strategies as st

from tarot_core.analysis.simulate import random_record
from tarot_core.game import replay_states
from tarot_core.referee import referee
from tarot_core.scoring import possible_points, score_facts


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 3))
def test_random_legal_deals_complete_and_balance(seed, dealer):
    rec = random_record(seed, dealer)
    out = referee(rec)
    assert out.status in ("played", "all_pass", "cancelled")
    if out.status != "played":
        assert out.scores == (0, 0, 0, 0)
        return
    # every card ends on exactly one side (C1)
    assert sorted(out.taker_cards + out.defence_cards) == list(range(78))
    # the two sides total 91 (C3); half points may arise (X5, S2): no whole-number assumption
    assert out.taker_points + out.defence_points == 91
    assert (out.taker_points * 2) == int(out.taker_points * 2)
    # zero sum (S4)
    assert sum(out.scores) == 0
    assert len(out.tricks) == 18


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_replay_ends_where_the_referee_ends(seed):
    rec = random_record(seed, 0)
    out = referee(rec)
    last = list(replay_states(rec))[-1]
    if out.status != "played":
        assert last.phase == out.status
        return
    assert sum(last.points_so_far) + sum(c.points for c in (out.discard or out.chien)) == 91
    assert last.settlement().events == out.excuse_events


@settings(max_examples=300, deadline=None)
@given(points=st.integers(0, 182).map(lambda h: h / 2), bouts=st.integers(0, 3),
       contract=st.sampled_from(["prise", "garde", "garde-sans", "garde-contre"]),
       pab=st.sampled_from([None, "taker", "defence"]))
def test_declared_facts_score_is_zero_sum_and_signed_S3(points, bouts, contract, pab):
    """S1–S4 recomputed from RULES.md for any declared facts (no poignée, no slam)."""
    assume(possible_points(contract, bouts).allows(points))  # E1, E3, X5, B7: facts that can happen
    assume(not (pab == "taker" and (bouts == 0 or points % 1)))  # B5: his Petit, his last trick (X5)
    assume(not (pab == "defence" and bouts == 3))             # B5: the defence holds the Petit
    r = score_facts(contract, points, bouts, petit_au_bout=pab)
    target = {0: 56, 1: 51, 2: 41, 3: 36}[bouts]                              # S1
    made = points >= target                                                  # S1: the target exactly makes it
    margin = math.ceil(abs(points - target))                                 # S2: a half point rounds up
    k = {"prise": 1, "garde": 2, "garde-sans": 4, "garde-contre": 6}[contract]   # A2
    pab_part = {None: 0, "taker": 10, "defence": -10}[pab]                   # B5, S3
    assert (r.target, r.made, r.margin) == (target, made, margin)
    assert r.S == ((25 + margin if made else -(25 + margin)) + pab_part) * k  # S3
    assert r.scores(0) == (3 * r.S, -r.S, -r.S, -r.S)                         # S4: sums to zero
