"""Benchmark of the exact endgame search (:mod:`tarot_core.analysis.solver`), all cards known.

    python -m tarot_core.analysis.bench_solver [--deals N] [--seed S] [--max-tricks K]
                                               [--time-limit SECONDS] [--ablation K] [--json]

The positions: every golden record (``tarot_core.io.golden.golden_records()``) that is played,
replayed to the start of the trick that leaves k tricks to play (after trick 18 − k); and N
seeded deals (seeds S, S+1, …; all-pass and cancelled deals skipped) played by four basic bots
(``BasicBot``, ``play_turn``) and stopped at the same point — for k = 1 … K (default 8). Each
position is solved from scratch (a new :class:`~tarot_core.analysis.solver.Solver`): the value,
its principal line and the referee's facts at its end. For each k it prints the median and the
95th percentile (nearest rank) of the time and of the nodes searched, and the slowest position;
a position over the time limit (default 120 s) counts as a timeout.

Time is the CPU time of this process (one core), as in :mod:`tarot_core.analysis.bench`.

``--ablation K`` (default 5; 0 skips it) then solves the k = K positions again with each technique
of the search turned off in turn (:class:`~tarot_core.analysis.solver.Solver`'s switches) and
prints the total time and nodes of each: what each technique is worth.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import time

from ..game import GameState, replay_states
from ..io.golden import golden_records
from ..table import FOUR_PLAYERS
from .bots import BasicBot, play_turn
from .solver import SearchTimeout, Solver

TABLE = FOUR_PLAYERS                 # the exact search plays the four-player game
ABLATIONS: tuple[tuple[str, dict], ...] = (("all techniques", {}),
             ("no transposition table", {"table": False}),
             ("no equivalent cards", {"merge": False}),
             ("no move ordering", {"order": False}),
             ("no sure bounds", {"bounds": False}),
             ("no points-only search", {"points_only": False}),
             ("MTD(f) from S = 0", {"guess": "zero"}),
             ("full-window alpha-beta", {"driver": "alphabeta"}))


def _cards_played(state: GameState) -> int:
    return sum(1 for a in state.actions if a.kind == "play")


def golden_positions(k: int) -> list[tuple[str, GameState]]:
    """The golden records' positions with *k* tricks left to play (at the start of trick 19 − k)."""
    out: list[tuple[str, GameState]] = []
    target = TABLE.seats * (TABLE.n_tricks - k)
    for name, rec in golden_records().items():
        for st in replay_states(rec):
            if st.phase == "play" and _cards_played(st) == target:
                out.append((f"golden:{name}", st))
                break
    return out


_DEALS: dict[int, GameState | None] = {}


def bot_deal(seed: int) -> GameState | None:
    """Deal *seed* played to its end by four basic bots (None if all passed or it was cancelled)."""
    if seed in _DEALS:
        return _DEALS[seed]
    s = GameState.new(seed=seed, dealer=seed % TABLE.seats)
    bots = [BasicBot(seed * 4 + i) for i in range(4)]
    while s.to_act is not None:
        play_turn(s, bots)
    _DEALS[seed] = s if s.phase == "done" else None
    return _DEALS[seed]


def bot_positions(deals: int, seed: int, k: int) -> list[tuple[str, GameState]]:
    """*deals* bot-played deals (seeds from *seed*), each taken back to *k* tricks from the end."""
    out: list[tuple[str, GameState]] = []
    s = seed
    while len(out) < deals:
        done = bot_deal(s)
        if done is not None:
            st = done.copy()
            while _cards_played(st) > TABLE.seats * (TABLE.n_tricks - k):
                st.undo()
            out.append((f"seed:{s}", st))
        s += 1
    return out


def percentile(values, q: float):
    """The nearest-rank percentile *q* (0–100) of *values*."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def measure(positions, time_limit: float, **options) -> dict:
    """Solve each position with a new Solver(**options); CPU time and nodes of each, timeouts apart."""
    times, nodes, slowest, timeouts = [], [], ("", 0.0), 0
    for name, st in positions:
        solver = Solver(**options)
        t0 = time.process_time()
        try:
            sol = solver.solve(st, time_limit=time_limit)
        except SearchTimeout:                 # counted at its time: the percentiles are then lower bounds
            timeouts += 1
            sol = None
        dt = time.process_time() - t0
        times.append(dt)
        if sol is not None:
            nodes.append(sol.nodes)
        if dt > slowest[1]:
            slowest = (name, dt)
    return {"positions": len(positions), "solved": len(nodes), "timeouts": timeouts,
            "median_s": statistics.median(times) if times else None,
            "p95_s": percentile(times, 95) if times else None,
            "max_s": max(times) if times else None, "slowest": slowest[0],
            "median_nodes": statistics.median(nodes) if nodes else None,
            "p95_nodes": percentile(nodes, 95) if nodes else None,
            "total_s": sum(times), "total_nodes": sum(nodes)}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tarot_core.analysis.bench_solver",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="bot-played deals per number of tricks left")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-tricks", type=int, default=8, help="up to this many tricks left (0-18; 0: none)")
    parser.add_argument("--time-limit", type=float, default=120.0, help="seconds per position")
    parser.add_argument("--ablation", type=int, default=5, help="tricks left for the ablation table (0: none)")
    parser.add_argument("--json", action="store_true", help="one JSON object per line instead of the table")
    args = parser.parse_args(argv)
    if args.deals < 0 or not 0 <= args.max_tricks <= TABLE.n_tricks or not 0 <= args.ablation <= TABLE.n_tricks:
        parser.error("--deals ≥ 0, --max-tricks 0–18, --ablation 0–18")
    if not args.json and args.max_tricks:
        print(f"{'tricks left':>11} {'positions':>9} {'median s':>9} {'p95 s':>8} {'max s':>8} "
              f"{'median nodes':>12} {'p95 nodes':>10} {'timeouts':>8}  slowest")
    for k in range(1, args.max_tricks + 1):
        positions = golden_positions(k) + bot_positions(args.deals, args.seed, k)
        r = measure(positions, args.time_limit)
        if args.json:
            print(json.dumps({"tricks_left": k, **r}))
        elif r["solved"]:
            print(f"{k:>11} {r['positions']:>9} {r['median_s']:>9.4f} {r['p95_s']:>8.3f} {r['max_s']:>8.3f} "
                  f"{r['median_nodes']:>12.0f} {r['p95_nodes']:>10} {r['timeouts']:>8}  {r['slowest']}", flush=True)
    if args.ablation:
        k = args.ablation
        positions = golden_positions(k) + bot_positions(args.deals, args.seed, k)
        if not args.json:
            print(f"\nablation, {k} tricks left, {len(positions)} positions:")
            print(f"{'search':>24} {'total s':>8} {'median s':>9} {'p95 s':>8} {'total nodes':>12} {'timeouts':>8}")
        for label, options in ABLATIONS:
            r = measure(positions, args.time_limit, **options)
            if args.json:
                print(json.dumps({"ablation": label, "tricks_left": k, **r}))
            else:
                print(f"{label:>24} {r['total_s']:>8.2f} {r['median_s']:>9.4f} {r['p95_s']:>8.3f} "
                      f"{r['total_nodes']:>12} {r['timeouts']:>8}", flush=True)


if __name__ == "__main__":
    main()
