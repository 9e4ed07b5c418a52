"""Benchmark of the exact endgame search (:mod:`tarot_core.analysis.solver`), all cards known.

    python -m tarot_core.analysis.bench_solver [--deals N] [--seed S] [--max-tricks K]
                                               [--time-limit SECONDS] [--ablation K] [--json]
    python -m tarot_core.analysis.bench_solver --set [FILE] [--tricks 6,8,10,12] [--baseline DIR] [--pure]
    python -m tarot_core.analysis.bench_solver --make-set FILE [--deals N] [--seed S]

The positions: every golden record (``tarot_core.io.golden.golden_records()``) that is played,
replayed to the start of the trick that leaves k tricks to play (after trick 18 − k); and N
seeded deals (seeds S, S+1, …; all-pass and cancelled deals skipped) played by four basic bots
(``BasicBot``, ``play_turn``) and stopped at the same point — for k = 1 … K (default 8). Each
position is solved from scratch (a new :class:`~tarot_core.analysis.solver.Solver`): the value,
its principal line and the referee's facts at its end. For each k it prints the median and the
95th percentile (nearest rank) of the time and of the nodes searched, and the slowest position;
a position over the time limit (default 120 s, CPU) counts as a timeout.

Time is the CPU time of this process (one core), as in :mod:`tarot_core.analysis.bench`.

``--ablation K`` (default 5; 0 skips it) then solves the k = K positions again with each technique
of the search turned off in turn (:class:`~tarot_core.analysis.solver.Solver`'s switches) and
prints the total time and nodes of each: what each technique is worth.

``--set`` reads the published benchmark set (``tarot_core/analysis/data/solver_positions.json``,
48 seeded deals played by four basic bots, kept as their records, so the positions stay put when
the bots change; ``--make-set`` wrote it with ``--deals 48 --seed 1``) and solves each deal taken
back to k tricks from its end, for each k of ``--tricks``. ``--baseline DIR`` solves each position
again, right after, with the search of another checkout (``git worktree add DIR a27aa07``, the
search before issue 26) in a second process, and prints its median, 95th percentile and slowest
beside: both see the same load. The two values must agree.

The search is the compiled one when it is built (``tarot_core/analysis/_exact.c``, see
:mod:`tarot_core.analysis.solver`), else the pure Python one. ``--pure`` (with ``--set``) solves each
position again, right after, with the pure Python search (``Solver(compiled=False)``, the reference)
and prints its figures beside, the same way; ``--python`` times the pure Python search alone. The
ablation's first rows are both searches with every technique; the rows that turn one off measure the
Python search (the compiled one has every technique on), but for the seven techniques the compiled
search has a switch for too (``follow_order``, ``lead_order``, ``monotone``, ``pab_bound``,
``excuse_bound``, ``trump_match``, ``killer``): those rows are compiled when it is built.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time

from ..game import GameState, replay_states
from ..io.golden import golden_records
from ..table import FOUR_PLAYERS
from .bots import BasicBot, play_deal, play_turn
from .solver import PETIT_BIT, SearchTimeout, Solution, Solver

TABLE = FOUR_PLAYERS                 # the exact search plays the four-player game
ISSUE_26 = {"canon": False, "lattice": False, "made_test": False, "greedy4": False, "top_bound": False,
            "trump_run": False, "follow_order": False, "lead_order": False, "monotone": False,
            "pab_bound": False, "excuse_bound": False, "trump_match": False, "killer": False, "quick": False}
ABLATIONS: tuple[tuple[str, dict], ...] = (("all techniques", {}),
             ("all, pure Python", {"compiled": False}),
             ("none of issue 26's", ISSUE_26),          # the search of a27aa07: the same nodes
             ("no ranks renumbered", {"canon": False}),
             ("no value lattice", {"lattice": False}),
             ("no made? test", {"made_test": False}),
             ("no 4th-seat order", {"greedy4": False}),
             ("no 2nd/3rd-seat order", {"follow_order": False}),      # compiled when built (its own switch)
             ("no leads' order", {"lead_order": False}),               # compiled when built (its own switch)
             ("no monotone table", {"monotone": False}),               # compiled when built (its own switch)
             ("no petit au bout bound", {"pab_bound": False}),         # compiled when built (its own switch)
             ("no Excuse bound", {"excuse_bound": False}),             # compiled when built (its own switch)
             ("no paired trumps bound", {"trump_match": False}),       # compiled when built (its own switch)
             ("no killer lead", {"killer": False}),                    # compiled when built (its own switch)
             ("no cashing tricks bound", {"quick": False}),            # compiled when built (its own switch)
             ("no top-trump bound", {"top_bound": False}),
             ("no top-trump run", {"trump_run": False}),
             ("no equivalent cards", {"merge": False}),
             ("no move ordering", {"order": False}),
             ("no sure bounds", {"bounds": False}),
             ("no points-only search", {"points_only": False}),
             ("MTD(f) from S = 0", {"guess": "zero"}),
             ("full-window alpha-beta", {"driver": "alphabeta"}),
             ("no transposition table", {"table": False}))


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


SET_FILE = "solver_positions.json"     # the published set, in tarot_core/analysis/data/


def make_set(deals: int, seed: int) -> dict:
    """The benchmark set: *deals* seeded deals (seeds from *seed*; all-pass and cancelled deals
    skipped) played to their end by four basic bots, each kept as its record (the hands, the
    chien, the auction, the discard and the 18 tricks): a position is a deal taken back to k tricks
    from its end, so the set never moves when the bots change."""
    out: list[dict] = []
    s = seed
    while len(out) < deals:
        done = bot_deal(s)
        if done is not None:
            rec = done.record().to_dict()
            rec.pop("actions", None)          # the tricks say the same; the record is read without them
            out.append({"name": f"seed:{s}", "record": rec})
        s += 1
    return {"about": "Positions of the exact search's benchmark (python -m tarot_core.analysis.bench_solver "
                     "--set): deals played by four basic bots from seeded deals, each taken back to k tricks "
                     "from its end.", "made_with": f"--make-set --deals {deals} --seed {seed}", "deals": out}


def load_set(path: str | None = None) -> list[tuple[str, dict]]:
    """The set's deals (name, record dict): the published one, or the file *path*."""
    if path is None:
        from importlib.resources import files
        text = files("tarot_core.analysis").joinpath("data", SET_FILE).read_text(encoding="utf-8")
    else:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    return [(d["name"], d["record"]) for d in json.loads(text)["deals"]]


def set_positions(deals: list[tuple[str, dict]], k: int) -> list[tuple[str, GameState]]:
    """Each deal of the set at the start of the trick that leaves *k* tricks to play."""
    from ..record import parse_record
    target = TABLE.seats * (TABLE.n_tricks - k)
    out: list[tuple[str, GameState]] = []
    for name, rec in deals:
        for st in replay_states(parse_record(rec)):
            if st.phase == "play" and _cards_played(st) == target:
                out.append((name, st))
                break
    return out


def points_only_starts(seeds, tricks_left) -> list[tuple[int, GameState]]:
    """(seed, state): every trick start with a number of tricks left in *tricks_left* of deals *seeds* played
    by four basic bots, once the Petit is gone (the points-only search: no petit au bout nor slam to come,
    B5–B8) — the positions the partition search (``Solver(partition=True)``) is measured and tested on."""
    out = []
    for seed in seeds:
        start = GameState.new(seed=seed)
        if start.phase == "cancelled":
            continue
        done = play_deal(start, [BasicBot(0)] * TABLE.seats)
        if done.phase != "done":
            continue
        for st in replay_states(done.record()):
            if (st.phase == "play" and not st.current_trick and TABLE.n_tricks + 1 - st.trick_number in tricks_left
                    and not any(st.hand_mask(h) & PETIT_BIT for h in range(TABLE.seats))):
                out.append((seed, st))
    return out


def percentile(values, q: float):
    """The nearest-rank percentile *q* (0–100) of *values*."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def measure(positions, time_limit: float, line: bool = True, **options) -> dict:
    """Solve each position with a new Solver(**options); CPU time and nodes of each, timeouts apart.
    *line*: the value and its principal line (:meth:`Solver.solve`), else the value only
    (:meth:`Solver.value`, as the baseline's worker)."""
    times, nodes, slowest, timeouts, value = [], [], ("", 0.0), 0, None
    for name, st in positions:
        solver = Solver(clock=time.process_time, **options)     # the time limit in CPU seconds too
        t0 = time.process_time()
        sol: Solution | None
        try:
            if line:
                sol = solver.solve(st, time_limit=time_limit)
                value = sol.S
            else:
                value = solver.value(st, time_limit=time_limit)
                sol = None
        except SearchTimeout:                 # counted at its time: the percentiles are then lower bounds
            timeouts += 1
            sol, value = None, None
        dt = time.process_time() - t0
        times.append(dt)
        if value is not None:
            nodes.append(solver.nodes)
        if dt > slowest[1]:
            slowest = (name, dt)
    return {"positions": len(positions), "solved": len(nodes), "timeouts": timeouts,
            "median_s": statistics.median(times) if times else None,
            "p95_s": percentile(times, 95) if times else None,
            "max_s": max(times) if times else None, "slowest": slowest[0],
            "median_nodes": statistics.median(nodes) if nodes else None,
            "p95_nodes": percentile(nodes, 95) if nodes else None,
            "total_s": sum(times), "total_nodes": sum(nodes), "value": value}


BASELINE_WORKER = """
import json, sys, time
import tarot_core.analysis.solver as module
from tarot_core.analysis.solver import SearchTimeout, Solver
module.time = type("CPU", (), {"perf_counter": staticmethod(time.process_time)})   # limits in CPU seconds
from tarot_core.game import replay_states
from tarot_core.record import parse_record
for line in sys.stdin:
    job = json.loads(line)
    st = [s for s in replay_states(parse_record(job["record"]))
          if s.phase == "play" and sum(1 for a in s.actions if a.kind == "play") == job["played"]][0]
    solver = Solver()
    t0 = time.process_time()
    try:
        value = solver.value(st, time_limit=job["limit"])
    except SearchTimeout:
        value = None
    print(json.dumps({"S": value, "seconds": time.process_time() - t0, "nodes": solver.nodes}), flush=True)
"""


class Baseline:
    """The exact search of another checkout of the project (*path*, e.g. a ``git worktree`` of an
    older commit), in a second process fed one position at a time: the same positions, solved there
    one after the other with the current search, so both see the same load."""

    def __init__(self, path: str) -> None:
        import os
        import subprocess
        import sys
        env = dict(os.environ, PYTHONPATH=path)
        self.proc = subprocess.Popen([sys.executable, "-c", BASELINE_WORKER], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env, cwd=path)

    def solve(self, record: dict, k: int, time_limit: float) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        played = TABLE.seats * (TABLE.n_tricks - k)
        self.proc.stdin.write(json.dumps({"record": record, "played": played, "limit": time_limit}) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait()


def compare(deals: list[tuple[str, dict]], k: int, time_limit: float, baseline: Baseline | None,
            progress: bool = False, pure: bool = False, options: dict | None = None) -> dict:
    """The set's positions with *k* tricks left, each solved by the current search (Solver(**options))
    and, when asked, by the baseline (another checkout) or by the pure Python search right after: the
    same load for both; the values must agree."""
    mine: list[dict] = []
    base_times, base_timeouts = [], 0
    by_name = dict(deals)
    positions = set_positions(deals, k)
    options = options or {}
    for name, st in positions:
        r = measure([(name, st)], time_limit, line=baseline is None, **options)   # the baseline: the value only
        mine.append(r)
        b = None
        if baseline is not None:
            b = baseline.solve(by_name[name], k, time_limit)
        elif pure:
            p = measure([(name, st)], time_limit, line=True, compiled=False)
            b = {"S": p["value"], "seconds": p["total_s"], "nodes": p["total_nodes"]}
        if b is not None:
            base_times.append(b["seconds"])
            base_timeouts += b["S"] is None
            if b["S"] is not None and r["value"] is not None and b["S"] != r["value"]:
                raise AssertionError(f"{name}, {k} tricks left: S = {r['value']}, the other search {b['S']}")
        if progress:                        # one line a position, on standard error
            print(json.dumps({"k": k, "name": name, "S": r["value"], "s": round(r["total_s"], 3),
                              "base_S": b and b["S"], "base_s": b and round(b["seconds"], 3)}),
                  file=sys.stderr, flush=True)
    times = [r["total_s"] for r in mine]
    out = {"tricks_left": k, "positions": len(positions), "median_s": statistics.median(times),
           "p95_s": percentile(times, 95), "max_s": max(times),
           "timeouts": sum(r["timeouts"] for r in mine),
           "median_nodes": statistics.median(r["total_nodes"] for r in mine),
           "slowest": max(mine, key=lambda r: r["total_s"])["slowest"]}
    if base_times:
        out.update({"base_median_s": statistics.median(base_times), "base_p95_s": percentile(base_times, 95),
                    "base_max_s": max(base_times), "base_timeouts": base_timeouts})
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tarot_core.analysis.bench_solver",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="bot-played deals per number of tricks left")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-tricks", type=int, default=8, help="up to this many tricks left (0-18; 0: none)")
    parser.add_argument("--time-limit", type=float, default=120.0, help="seconds per position")
    parser.add_argument("--ablation", type=int, default=5, help="tricks left for the ablation table (0: none)")
    parser.add_argument("--json", action="store_true", help="one JSON object per line instead of the table")
    parser.add_argument("--set", nargs="?", const="", default=None, metavar="FILE",
                        help="the published benchmark set (or FILE made by --make-set) instead of golden and bot deals")
    parser.add_argument("--tricks", default="6,8,10,12", help="with --set: the numbers of tricks left, comma-separated")
    parser.add_argument("--baseline", metavar="DIR",
                        help="with --set: also solve each position with the checkout DIR's search (git worktree)")
    parser.add_argument("--progress", action="store_true", help="with --set: one line a position on standard error")
    parser.add_argument("--pure", action="store_true",
                        help="with --set: also solve each position with the pure Python search, figures beside")
    parser.add_argument("--python", action="store_true",
                        help="time the pure Python search only (Solver(compiled=False)), not the compiled one")
    parser.add_argument("--make-set", metavar="FILE",
                        help="write a benchmark set of --deals deals from --seed, and stop")
    args = parser.parse_args(argv)
    if args.deals < 0 or not 0 <= args.max_tricks <= TABLE.n_tricks or not 0 <= args.ablation <= TABLE.n_tricks:
        parser.error("--deals ≥ 0, --max-tricks 0–18, --ablation 0–18")
    if args.make_set:
        with open(args.make_set, "w", encoding="utf-8") as f:
            data = make_set(args.deals, args.seed)
            deals = data.pop("deals")
            f.write(json.dumps(data, ensure_ascii=False)[:-1] + ', "deals": [\n'
                    + ",\n".join(json.dumps(d, separators=(",", ":")) for d in deals) + "\n]}\n")
        return
    if args.set is not None:
        try:
            ks = [int(k) for k in args.tricks.split(",")]
        except ValueError:
            parser.error("--tricks: numbers of tricks left, e.g. 6,8,10,12")
        if not all(1 <= k <= TABLE.n_tricks for k in ks):
            parser.error("--tricks: each 1–18")
        if args.pure and (args.baseline or args.python):
            parser.error("--pure: not with --baseline nor --python")
        deals = load_set(args.set or None)
        baseline = Baseline(args.baseline) if args.baseline else None
        beside = "baseline median" if baseline else "pure Py median" if args.pure else ""
        options = {"compiled": False} if args.python else {}
        if not args.json:
            search = "pure Python" if args.python or not Solver().compiled else "compiled"
            print(f"search: {search}" + (" | beside: pure Python" if args.pure else ""))
            print(f"{'tricks left':>11} {'positions':>9} {'median s':>9} {'p95 s':>8} {'max s':>8} {'timeouts':>8}"
                  + (f" | {beside:>15} {'p95':>8} {'max':>8} {'timeouts':>8}" if beside else "")
                  + "  slowest")
        for k in ks:
            r = compare(deals, k, args.time_limit, baseline, args.progress, args.pure, options)
            if args.json:
                print(json.dumps(r), flush=True)
                continue
            line = (f"{k:>11} {r['positions']:>9} {r['median_s']:>9.3f} {r['p95_s']:>8.3f} {r['max_s']:>8.3f} "
                    f"{r['timeouts']:>8}")
            if baseline or args.pure:
                line += (f" | {r['base_median_s']:>15.3f} {r['base_p95_s']:>8.3f} {r['base_max_s']:>8.3f} "
                         f"{r['base_timeouts']:>8}")
            print(line + f"  {r['slowest']}", flush=True)
        if baseline:
            baseline.close()
        if args.ablation:
            k = args.ablation
            positions = set_positions(deals, k)
            _ablation(positions, k, args)
        return
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
        _ablation(golden_positions(k) + bot_positions(args.deals, args.seed, k), k, args)


def _ablation(positions, k: int, args) -> None:
    """Each technique turned off in turn on the same positions: total time and nodes."""
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
