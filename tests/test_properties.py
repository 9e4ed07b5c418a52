"""Property tests (hypothesis): random legal deals through the referee (C3, S2, S4, X5)."""
from hypothesis import given, settings, strategies as st

from tarot_core.referee import referee, replay
from tarot_core.scoring import score_facts
from tarot_core.analysis.simulate import random_record


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
    states = list(replay(rec))
    if out.status != "played":
        assert states == []
        return
    last = states[-1]
    assert last.taker_points_so_far + last.defence_points_so_far + sum(
        c.points for c in (out.discard or out.chien)) == 91
    assert last.excuse_events_so_far == out.excuse_events


@settings(max_examples=300, deadline=None)
@given(points=st.integers(0, 182).map(lambda h: h / 2), bouts=st.integers(0, 3),
       contract=st.sampled_from(["prise", "garde", "garde-sans", "garde-contre"]),
       pab=st.sampled_from([None, "taker", "defence"]))
def test_declared_facts_score_is_zero_sum_and_signed_S3(points, bouts, contract, pab):
    if not 4 * bouts <= points <= 91 - 4 * (3 - bouts):
        return
    r = score_facts(contract, points, bouts, petit_au_bout=pab)
    assert sum(r.scores(0)) == 0
    assert (r.S > 0) == r.made or pab is not None
    assert r.margin >= 0 and r.margin == int(r.margin)
