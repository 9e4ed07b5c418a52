"""Issue 26, "the exact search": the compiled search (``tarot_core/analysis/_exact.c``) gives exactly the
values of the pure Python search, ``Solver(compiled=False)`` — the reference, which
tests/test_solver.py proves equal to plain minimax — and falls back to it silently.

Every test but the first is skipped when the module is not built; the first one fails when a C
compiler is on PATH and the module is still missing, so CI (which has gcc) never tests nothing.
The counts of positions compared are in each test's docstring (and printed with ``-s``).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tarot_core.analysis import solver as solver_module
from tarot_core.analysis.bench_solver import bot_deal, load_set, set_positions
from tarot_core.analysis.solver import SearchTimeout, Solver, review, solve
from tarot_core.game import GameState, replay_states
from tarot_core.io.golden import golden_records

EXACT = solver_module._exact_module()
needs_c = pytest.mark.skipif(EXACT is None, reason="the compiled search tarot_core.analysis._exact is not built "
                                                    "(no C compiler at install time): the pure Python search runs")


def test_compiled_search_is_built_when_a_c_compiler_is_present():
    """pip install builds the optional extension whenever a compiler is there (setup.py): with ``cc``
    on PATH a missing module is an install defect, not a reason to skip every proof below."""
    if shutil.which("cc") is None:
        pytest.skip("no C compiler on PATH: the pure Python search is the one that runs")
    assert EXACT is not None, "cc is on PATH but tarot_core.analysis._exact did not import (or is stale)"
    assert EXACT.ABI == solver_module._EXACT_ABI


def _cards_played(st: GameState) -> int:
    return sum(1 for a in st.actions if a.kind == "play")


def _last_positions(done: GameState, tricks_left: int) -> list[GameState]:
    """Every position of *done* (a finished deal) with 1 … *tricks_left* tricks left, anywhere in a trick:
    the deal taken back one card at a time from its last card (the last card played excluded: done)."""
    st = done.copy()
    out = []
    while _cards_played(st) > 4 * (18 - tricks_left):
        st.undo()
        out.append(st.copy())
    return out


def _same(a, b) -> bool:
    """Two Solutions alike but for the work done (nodes, seconds)."""
    return (a.S, a.made, a.taker_points, a.taker_bouts, a.petit_au_bout, a.slam, a.best_card, a.seat, a.line) == \
        (b.S, b.made, b.taker_points, b.taker_bouts, b.petit_au_bout, b.slam, b.best_card, b.seat, b.line)


BOT_SEEDS = range(1, 391)        # bot-played deals (all-pass and cancelled ones skipped): 300+


@needs_c
def test_equal_values_on_every_position_of_the_last_four_tricks_of_300_bot_played_deals():
    """Every position (trick starts and mid-trick) with 1–4 tricks left of the deals of seeds 1–390 played
    by four basic bots (tarot_core.analysis.bench_solver.bot_deal): the compiled value equals the pure
    Python one, position by position — 16 positions a deal, about 4,800 in all (the count is asserted).
    One solver of each kind per deal, asked from the last position back, as review does (tables kept)."""
    compared = deals = 0
    for seed in BOT_SEEDS:
        done = bot_deal(seed)
        if done is None:
            continue
        deals += 1
        c, p = Solver(compiled=True), Solver(compiled=False)
        for st in _last_positions(done, 4):
            assert c.value(st) == p.value(st), (seed, _cards_played(st))
            compared += 1
    print(f"\nbot-played deals: {deals}, positions compared: {compared}")
    assert deals >= 300 and compared == 16 * deals


@needs_c
def test_equal_solutions_on_the_golden_records_last_five_tricks():
    """The 14 golden records (tarot_core.io.golden: slams, the Excuse led to the last trick X6, the
    Excuse changing sides X5, petit au bout B5/B6 incl. the Petit of trick 17 before an Excuse-last
    slam): every position with 1–5 tricks left solved both ways gives the same Solution — S, made,
    points, bouts, petit au bout, slam, best card and principal line (checked by the referee inside
    solve). Every position of each played record is compared (the count is asserted)."""
    compared = records = 0
    for name, rec in golden_records().items():
        states = [s for s in replay_states(rec) if s.phase == "play"]
        if not states:
            continue
        records += 1
        c, p = Solver(compiled=True), Solver(compiled=False)
        for st in reversed(states):
            if _cards_played(st) < 4 * 13:
                break
            a, b = c.solve(st), p.solve(st)
            assert _same(a, b), (name, _cards_played(st), a, b)
            compared += 1
    print(f"\ngolden records: {records}, positions compared: {compared}")
    assert records == 14 and compared >= 14 * 20


@needs_c
def test_the_excuse_last_slam_of_the_module_docstring():
    """The worked example of tarot_core.analysis.solver's docstring (X6, B6, R5): Garde, 91 points,
    3 bouts, announced slam, the Petit of trick 17 counted au bout: S = (25 + 55 + 10) × 2 + 400 = 580."""
    before_17 = [s for s in replay_states(golden_records()["excuse_last_slam_petit_17"])
                 if s.phase == "play" and s.trick_number == 17 and not s.current_trick][0]
    sol = solve(before_17, solver=Solver(compiled=True))
    assert (sol.S, sol.petit_au_bout, sol.slam, [c.code for c in sol.line]) == \
        (580, "taker", "taker", ["T1", "QD", "KS", "QH", "EX", "KD", "KC", "KH"])


@needs_c
@pytest.mark.parametrize("k", [6])
@pytest.mark.parametrize("follow_order", [True, False])
@pytest.mark.parametrize("lead_order", [True, False])
@pytest.mark.parametrize("new", [(True, True, True, True), (False, True, True, True), (True, False, True, True),
                                 (True, True, False, True), (True, True, True, False), (False, False, False, False)])
def test_equal_values_and_nodes_on_the_benchmark_set_at_6_tricks_left(k, follow_order, lead_order, new):
    """The published benchmark set (tarot_core/analysis/data/solver_positions.json, 48 bot-played deals)
    taken back to 6 tricks left: same value as the pure Python search, and the same count of nodes (the
    compiled search visits the same tree: Solution.nodes and the benchmark keep their meaning) — with
    the second and third seats' order (follow_order) and the leads' (lead_order) and without them, and
    the trick-start table's bounds kept across the taker's points so far (monotone), the sure bounds'
    petit au bout (pab_bound) and Excuse (excuse_bound) and the trumps paired (trump_match), all and each
    without: each is written twice."""
    positions = set_positions(load_set(), k)
    assert len(positions) == 48
    for name, st in positions:
        opts = dict(follow_order=follow_order, lead_order=lead_order, monotone=new[0], pab_bound=new[1],
                    excuse_bound=new[2], trump_match=new[3])
        c, p = Solver(compiled=True, **opts), Solver(compiled=False, **opts)
        assert (c.value(st), c.nodes) == (p.value(st), p.nodes), name


@needs_c
def test_the_second_and_third_seats_order_searches_fewer_nodes_at_8_tricks_left():
    """Issue 26, the exact search's move ordering (follow_order, P2–P6): the second and third seats
    try first, when their side then holds the trick surely, their most points (not the Excuse, X3),
    else their fewest.
    On the benchmark set's 48 positions with 8 tricks left it searched 11.86 M nodes against 13.03 M
    in plain rising order (fewer on 33 of 48), with the same values; this test asks for fewer nodes
    in all (7 % fewer at least) and on most positions (without the order both counts are equal). The
    leads in plain rising order here (lead_order=False): with the leads' order both give about the
    same nodes in all at 8 left (10.24 M), follow_order still fewer on 33 of 48."""
    on = off = fewer = 0
    for name, st in set_positions(load_set(), 8):
        a, b = Solver(compiled=True, lead_order=False), Solver(compiled=True, follow_order=False, lead_order=False)
        assert a.value(st) == b.value(st), name
        on, off, fewer = on + a.nodes, off + b.nodes, fewer + (a.nodes < b.nodes)
    assert on < 0.93 * off and fewer > 24, (on, off, fewer)     # 0.95 with the Excuse among the points


def _nodes_with_worth(positions, worth, compiled: bool) -> tuple[list[int], int, int]:
    """The values, the nodes in all, and the nodes per position of the search with *worth* as what a
    follower's card gives away (solver.FOLLOW_WORTH; the compiled search gets it by configure)."""
    solver = solver_module
    kept = solver.FOLLOW_WORTH
    mod = solver._exact_module() if compiled else None
    try:
        solver.FOLLOW_WORTH = worth
        if mod is not None:
            mod._configured_by_solver = False          # configured again with this worth
            solver._exact_module()
        values, nodes = [], []
        for _, st in positions:
            s = Solver(compiled=compiled)
            values.append(s.value(st))
            nodes.append(s.nodes)
    finally:
        solver.FOLLOW_WORTH = kept
        if mod is not None:
            mod._configured_by_solver = False
            solver._exact_module()
    return values, sum(nodes), nodes


@pytest.mark.parametrize("compiled,left,most", [pytest.param(True, 8, 0.95, marks=needs_c), (False, 6, 0.97)])
def test_the_excuse_and_the_21_count_as_half_a_point_in_the_followers_order(compiled, left, most):
    """Issue 26, follow_order: what a second or third seat's card gives away is its points (C3), but the
    Excuse only the ½ point its side gives in exchange (X3) and the 21 a plain trump's ½ (no card takes
    it, P6) — solver.FOLLOW_WORTH. Against the plain points (the Excuse 4½, the 21 4½), with the same
    values: the compiled search on the benchmark set's 48 positions with 8 tricks left 6,821,620 nodes
    against 7,424,283 (fewer on 29, more on 10; with 10 left 97.9 M against 102.8 M, the 95th
    percentile 0.44 → 0.32 s), the pure Python one with 6 left 246,973 against 261,922 (the Excuse at
    0 instead: 10 left 117.0 M, more). This test asks for 5 % (3 %) fewer at least."""
    from tarot_core.cards import HALF_POINTS

    positions = set_positions(load_set(), left)
    v_new, new, per_new = _nodes_with_worth(positions, solver_module.FOLLOW_WORTH, compiled)
    v_old, old, per_old = _nodes_with_worth(positions, tuple(HALF_POINTS), compiled)
    assert v_new == v_old
    assert new < most * old and sum(a < b for a, b in zip(per_new, per_old)) >= 20, (new, old)


@needs_c
def test_the_leads_order_searches_fewer_nodes_at_8_tricks_left():
    """Issue 26, the exact search's move ordering (lead_order, P2–P6): after the table's best lead, the
    leader tries first the cards no opponent can beat, the most points first (never the Excuse, X1,
    X3), then his fewest points. On the benchmark set's 48 positions with 8 tricks left it searched
    10.24 M nodes against 11.86 M in plain rising order (fewer on 29 of 48), with the same values; this
    test asks for 10 % fewer at least, and fewer on half the positions (without it both are equal)."""
    on = off = fewer = 0
    for name, st in set_positions(load_set(), 8):
        a, b = Solver(compiled=True), Solver(compiled=True, lead_order=False)
        assert a.value(st) == b.value(st), name
        on, off, fewer = on + a.nodes, off + b.nodes, fewer + (a.nodes < b.nodes)
    assert on < 0.9 * off and fewer >= 24, (on, off, fewer)


@needs_c
def test_the_monotone_table_searches_fewer_nodes_on_seed_22_with_10_tricks_left():
    """Issue 26, the trick-start table kept across the taker's points so far (monotone, S1–S3: S never
    falls as the taker's points grow, all else equal, so a lower bound found with h half points so far
    holds with more, an upper one with fewer): the benchmark set's seed:22 with 10 tricks left, S = −39
    both ways, searched 2,936,439 nodes against 5,574,470 without it (measured when it was added); this
    test asks for 40 % fewer at least."""
    st = dict(set_positions(load_set(), 10))["seed:22"]
    a, b = Solver(compiled=True), Solver(compiled=True, monotone=False)
    assert a.value(st) == b.value(st) == -39
    assert a.nodes < 0.6 * b.nodes, (a.nodes, b.nodes)


def test_the_monotone_table_searches_fewer_nodes_in_pure_python():
    """The same technique in the pure Python reference (Solver._searcher, monotone): the benchmark set's
    seed:5 with 6 tricks left, S = −36 both ways, 12,755 nodes against 26,738 without it (the compiled
    search counts the same, test_equal_values_and_nodes_on_the_benchmark_set_at_6_tricks_left)."""
    st = dict(set_positions(load_set(), 6))["seed:5"]
    a, b = Solver(compiled=False), Solver(compiled=False, monotone=False)
    assert a.value(st) == b.value(st) == -36
    assert a.nodes < 0.6 * b.nodes, (a.nodes, b.nodes)


@pytest.mark.parametrize("compiled", [pytest.param(True, marks=needs_c), False])
def test_the_petit_bound_searches_fewer_nodes_on_seed_44_with_7_tricks_left(compiled):
    """Issue 26, the sure bounds' petit au bout (pab_bound; B5, P6): with no slam to come, a side without a
    trump never wins a trick with the Petit in it, so the trick start's bounds score that side no petit au
    bout. The benchmark set's seed:44 with 7 tricks left, S = 26 both ways, searched 49,038 nodes against
    70,532 without it (both searches count the same, measured when it was added); this test asks for 20 %
    fewer at least, in C and in the pure Python reference."""
    st = dict(set_positions(load_set(), 7))["seed:44"]
    a, b = Solver(compiled=compiled), Solver(compiled=compiled, pab_bound=False)
    assert a.value(st) == b.value(st) == 26
    assert a.nodes < 0.8 * b.nodes, (a.nodes, b.nodes)


@pytest.mark.parametrize("compiled", [pytest.param(True, marks=needs_c), False])
def test_the_excuse_bound_searches_fewer_nodes_on_seed_3_with_7_tricks_left(compiled):
    """Issue 26, the sure bounds' Excuse (excuse_bound; X1, X3): with no slam to come, the side holding the
    Excuse may play it to the trick starting (not the last) and keep it — 4 points and a bout it is sure
    of, in the trick start's bounds and in the points-only search's. The benchmark set's seed:3 with 7
    tricks left, S = 33 both ways, searched 22,786 nodes against 43,941 without it (both searches count
    the same, measured when it was added); this test asks for 30 % fewer at least, in C and in Python."""
    st = dict(set_positions(load_set(), 7))["seed:3"]
    a, b = Solver(compiled=compiled), Solver(compiled=compiled, excuse_bound=False)
    assert a.value(st) == b.value(st) == 33
    assert a.nodes < 0.7 * b.nodes, (a.nodes, b.nodes)


@pytest.mark.parametrize("compiled", [pytest.param(True, marks=needs_c), False])
def test_the_paired_trumps_bound_searches_fewer_nodes_on_seed_24_with_7_tricks_left(compiled):
    """Issue 26, the sure bounds' paired trumps (trump_match; P6, C3): each trump of a hand wins its trick
    unless a higher trump of the other side is in it, and a hand plays one card a trick, so it loses at
    most as many tricks as the pairs (its trump, a higher one of the other side's) — in the trick start's
    bounds and in the points-only search's, for the taker against the defence and for each defender
    against the taker. The benchmark set's seed:24 with 7 tricks left, S = 45 both ways, searched 3,792
    nodes against 10,825 without it (both searches count the same, measured when it was added; the set's
    48 positions 1.05 M against 1.12 M); this test asks for half as many at most, in C and in Python."""
    st = dict(set_positions(load_set(), 7))["seed:24"]
    a, b = Solver(compiled=compiled), Solver(compiled=compiled, trump_match=False)
    assert a.value(st) == b.value(st) == 45
    assert a.nodes < 0.5 * b.nodes, (a.nodes, b.nodes)


@needs_c
@pytest.mark.slow
def test_equal_values_on_the_benchmark_set_at_8_tricks_left():
    """The benchmark set at 8 tricks left (48 positions, about 70 s of pure Python): same values."""
    for name, st in set_positions(load_set(), 8):
        assert Solver(compiled=True).value(st) == Solver(compiled=False).value(st), name


@needs_c
def test_review_gives_the_same_card_values_either_way():
    """review (every card from trick 14 on, one table for the deal) of two bot-played deals and of the
    golden record whose Excuse changes sides in the last trick (X5): the same per-card values, best
    cards and verdicts with the compiled search as with the pure Python one."""
    deals = [bot_deal(1), bot_deal(2), golden_records()["excuse_last_trick_changes_sides"]]
    for deal in deals:
        a = review(deal, from_trick=14, solver=Solver(compiled=True)).to_json()
        b = review(deal, from_trick=14, solver=Solver(compiled=False)).to_json()
        for d in (a, b):
            d.pop("nodes")
            d.pop("seconds")
        assert a == b and a["complete"]


class _Clock:
    """A clock that jumps far ahead after its first *calm* readings (the deadline then passes)."""

    def __init__(self, calm: int) -> None:
        self.calls, self.calm = 0, calm

    def __call__(self) -> float:
        self.calls += 1
        return 0.0 if self.calls <= self.calm else 1e9


@needs_c
def test_a_timeout_raises_search_timeout_and_the_next_call_still_works():
    """Past the deadline (checked every 1,024 nodes with the solver's clock, as the Python search does)
    the compiled search unwinds and raises the solver's SearchTimeout; the same Solver then solves the
    position to the pure Python value (seed 1 of the benchmark set, 8 tricks left)."""
    st = set_positions(load_set(), 8)[0][1]
    clock = _Clock(calm=1)
    s = Solver(compiled=True, clock=clock)
    with pytest.raises(SearchTimeout):
        s.value(st, time_limit=5.0)
    assert clock.calls >= 2                       # the C search read the clock itself
    s.clock = _Clock(calm=10 ** 9)
    assert s.value(st, time_limit=5.0) == Solver(compiled=False).value(st)


@needs_c
def test_an_error_of_the_clock_comes_through():
    """A clock that fails inside the compiled search raises its own error (no crash, no value)."""
    st = set_positions(load_set(), 8)[0][1]
    calls = []

    def clock() -> float:
        calls.append(1)
        if len(calls) > 1:
            raise OSError("clock broken")
        return 0.0

    with pytest.raises(OSError, match="clock broken"):
        Solver(compiled=True, clock=clock).value(st, time_limit=5.0)


@needs_c
def test_the_compiled_search_is_the_default_and_tarot_lab_pure_forces_python(monkeypatch):
    """Solver() takes the compiled search when it is built and current; TAROT_LAB_PURE=1 in the
    environment gives the pure Python one; a switch turned off (the ablations measure the Python search)
    too; compiled=True with a switch off is refused."""
    monkeypatch.delenv("TAROT_LAB_PURE", raising=False)
    assert Solver().compiled is True
    assert Solver(compiled=False).compiled is False
    assert Solver(canon=False).compiled is False
    with pytest.raises(ValueError, match="every technique"):
        Solver(compiled=True, table=False)
    with pytest.raises(TypeError, match="compiled"):
        Solver(compiled="yes")  # type: ignore[arg-type]
    monkeypatch.setenv("TAROT_LAB_PURE", "1")
    assert Solver().compiled is False


@needs_c
def test_a_stale_module_falls_back_to_python(monkeypatch):
    """A module built from another source (its ABI constant is not the one solver.py speaks to) is never
    used: Solver() runs the Python search, silently; compiled=True says why it cannot."""
    monkeypatch.setattr(solver_module, "_EXACT_ABI", EXACT.ABI + 1)
    assert Solver().compiled is False
    with pytest.raises(RuntimeError, match="stale"):
        Solver(compiled=True)


@needs_c
def test_the_ranks_renumbered_with_bmi2_give_the_same_nodes_as_the_portable_code():
    """Issue 26: where the CPU has BMI2, the compiled search renumbers the ranks of the tables' keys (see
    ``solver.canonical``) with its bit extract and deposit (seed:11's review from trick 7: 19.4–20.4 →
    17.3–18.5 s, the same 217.6 M nodes); elsewhere, or with TAROT_LAB_NO_BMI2=1, with its portable code.
    Both ways, in two processes: the same values and nodes on the benchmark set's 48 positions with 8
    tricks left. Seen failing with BMI2's keys leaving the trumps out."""
    code = ("import json\n"
            "from tarot_core.analysis import solver as s\n"
            "from tarot_core.analysis.bench_solver import load_set, set_positions\n"
            "out = []\n"
            "for name, st in set_positions(load_set(), 8):\n"
            "    v = s.Solver(compiled=True)\n"
            "    out.append([name, v.value(st), v.nodes])\n"
            "print(json.dumps([s._exact_module().BMI2, out]))\n")
    runs = {}
    for flag in ("0", "1"):
        env = dict(os.environ, TAROT_LAB_NO_BMI2=flag)
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
        runs[flag] = json.loads(done.stdout)
    assert runs["1"][0] == 0 and runs["0"][0] in (0, 1)
    assert len(runs["0"][1]) == 48
    assert runs["0"][1] == runs["1"][1]


def test_import_tarot_core_does_not_load_the_compiled_module():
    """The compiled module is imported at the first Solver built, never by ``import tarot_core`` nor by
    importing the solver module (tests/test_architecture.py keeps the core's imports light)."""
    code = ("import sys, tarot_core, tarot_core.analysis.solver as s\n"
            "assert 'tarot_core.analysis._exact' not in sys.modules\n"
            "s.Solver()\n"
            "print(s._EXACT_LOADED[0] is not None)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == str(EXACT is not None)


@needs_c
def test_bad_positions_are_refused_by_the_module_with_one_line():
    """The module checks what it is given (a mask beyond the 78 cards, a card index out of range, a
    wrong type): one clear error, never a crash."""
    exact = Solver(compiled=True)
    st = set_positions(load_set(), 1)[0][1]
    exact.value(st)
    x = exact._exact
    assert x is not None
    args = ((1, 2, 4, 8), 0, (), 0, 0, 3, 1, 0, -10, 10, None, float)
    assert isinstance(x.search(*args)[0], int)
    with pytest.raises(ValueError, match="78 cards"):
        x.search((1 << 80, 2, 4, 8), *args[1:])
    with pytest.raises(ValueError, match="card index"):
        x.search(args[0], 0, (99,), *args[3:])
    with pytest.raises(ValueError, match="cards left to play"):
        x.search((0, 0, 0, 0), *args[1:])
    with pytest.raises(ValueError, match="two hands"):
        x.search((1, 1, 4, 8), *args[1:])
    with pytest.raises(TypeError, match="int"):
        x.search(("1", 2, 4, 8), *args[1:])
