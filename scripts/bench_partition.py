"""Partition search (issue 26, ``Solver(partition=True)``: the Python points-only search) against the same
search without it: nodes, CPU seconds and S of each position, side by side.

    .venv/bin/python scripts/bench_partition.py --set seed:11 --tricks 7,9,10
    .venv/bin/python scripts/bench_partition.py --deals 400 --first 1000 --tricks 4,5,6,7,8

``--set NAME``: a deal of the solver's published benchmark set (``bench_solver.load_set``), from the start
of the trick with that many tricks left. ``--deals N``: deals ``--first``, ``--first`` + 1 … played by four
basic bots, every trick start with those tricks left once the Petit is gone (the points-only search).
Both searches are the pure Python one (the compiled search has no partition table); each S is checked
against the compiled search's (or the Python one's without partition where it is not built). CPU time of
one core (``time.process_time``).
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))   # the repository, installed or not

from tarot_core.analysis.bench_solver import load_set, points_only_starts, set_positions  # noqa: E402
from tarot_core.analysis.solver import Solver  # noqa: E402
from tarot_core.game import GameState  # noqa: E402


def positions(args) -> list[tuple[str, GameState]]:
    """The positions asked for, each with a label."""
    left = {int(k) for k in args.tricks.split(",")}
    if args.set:
        deal = [(args.set, dict(load_set())[args.set])]
        return [(f"{name} trick {st.trick_number}", st) for k in sorted(left, reverse=True)
                for name, st in set_positions(deal, k)]
    return [(f"seed {seed} trick {st.trick_number}", st)
            for seed, st in points_only_starts(range(args.first, args.first + args.deals), left)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_partition.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", metavar="NAME", help="a deal of the benchmark set (seed:N)")
    parser.add_argument("--deals", type=int, default=0, help="basic-bot deals, points-only trick starts")
    parser.add_argument("--first", type=int, default=1000, help="the first deal's seed (with --deals)")
    parser.add_argument("--tricks", default="7", help="tricks left, comma-separated")
    parser.add_argument("--quiet", action="store_true", help="the totals only")
    args = parser.parse_args(argv)
    if bool(args.set) == bool(args.deals) or (args.set and args.set not in dict(load_set())):
        print("bench_partition.py: --set NAME (a deal of the benchmark set, seed:N) or --deals N, one of them",
              file=sys.stderr)
        return 2
    reference = Solver()
    totals = {False: [0, 0.0], True: [0, 0.0]}
    wrong = 0
    found = positions(args)
    for label, st in found:
        values = {}
        for partition in (False, True):
            search = Solver(compiled=False, partition=partition, clock=time.process_time)
            t = time.process_time()
            values[partition] = search.value(st)
            totals[partition][0] += search.nodes
            totals[partition][1] += time.process_time() - t
            if not args.quiet:
                print(f"{label}  partition={partition!s:<5}  S {values[partition]:>5}  {search.nodes:>12,} nodes",
                      flush=True)
        if not values[False] == values[True] == reference.value(st):
            wrong += 1
            print(f"{label}: S differs {values} (compiled or reference: {reference.value(st)})", flush=True)
    print(f"{len(found)} positions, S differs on {wrong}: without {totals[False][0]:,} nodes "
          f"({totals[False][1]:.1f} s), with partition {totals[True][0]:,} nodes ({totals[True][1]:.1f} s)")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
