"""The table benchmark's checks (issue 22): every random legal deal at three, four and five players
is refereed, sums to zero (V9), and — with ``--round-trip`` — every one of its states is rebuilt
from its own record. The full run (2,000 deals per table, every state) is a benchmark, not a test:
``python -m tarot_core.analysis.bench_tables --deals 2000 --round-trip`` (README, "Performance")."""
from __future__ import annotations

import pytest

from tarot_core.analysis import bench_tables
from tarot_core.analysis.bench_tables import TableCheckError, run_table
from tarot_core.game import GameState


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_state_of_random_deals_is_rebuilt_from_its_record(players):
    """20 deals per table, each state (dealt, then one per action) rebuilt: at least 15 states a
    deal — 24, 18 or 15 tricks of cards alone (V1) — and no failure."""
    r = run_table(players, 20, seed=3, round_trip=True)
    cards = {3: 78 - 6, 4: 78 - 6, 5: 78 - 3}[players]       # every card but the chien's is played (V1)
    assert r["failures"] == [] and sum(r["statuses"].values()) == 20
    assert r["states"] >= r["statuses"].get("played", 0) * cards


def test_the_round_trip_check_sees_a_state_that_is_not_rebuilt(monkeypatch):
    """Break it once: a from_record that loses the last action is caught, naming table, seed and dealer."""
    real = GameState.from_record

    def lossy(record, partial=False):
        state = real(record, partial=partial)
        if partial and state.actions:                  # the referee's full replay is left alone
            state.undo()
        return state
    monkeypatch.setattr(bench_tables.GameState, "from_record", staticmethod(lossy))
    with pytest.raises(TableCheckError, match=r"5 players, seed \d+, dealer 0: the state after 1 action"):
        run_table(5, 1, seed=3, round_trip=True)
