"""How far back the replayer's review reaches in steps ("Judge further back", issue 26) against one
review given the whole time at once.

    .venv/bin/python scripts/bench_review_steps.py seed:13 seed:22 --step 10 --steps 3

Each deal of the solver's published benchmark set (``tarot_core.analysis.bench_solver.load_set``,
names ``seed:N``) is reviewed from trick 1 as the panel reviews it: *steps* calls of *step* seconds
of wall clock, each taking up the last (``review(..., resume=)``) with one search and its tables, then
one call of *step* × *steps* seconds with a fresh search. Printed per call: the first card judged (the
review works from the last card back), the nodes of the positions judged and the seconds in all.
Wall clock: run it on a quiet machine.
"""
from __future__ import annotations

import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))   # the repository, installed or not

from tarot_core.analysis.bench_solver import load_set  # noqa: E402
from tarot_core.analysis.solver_tables import review, solver_for  # noqa: E402
from tarot_core.game import GameState  # noqa: E402
from tarot_core.record import parse_record  # noqa: E402


def where(r) -> str:
    """The review's first judged card as "trick T, card K" (K: its place in the trick), or "none"."""
    first = r.first_judged
    if first is None:
        return "none"
    k = r.cards.index(first)
    card = 1 + sum(1 for c in r.cards[:k] if c.trick == first.trick)
    return f"trick {first.trick}, card {card}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_review_steps.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("deals", nargs="+", help="deal names of the benchmark set (seed:N)")
    parser.add_argument("--step", type=float, default=10.0, help="seconds a call (the panel's analysis_time)")
    parser.add_argument("--steps", type=int, default=3, help="calls taken up one after the other")
    args = parser.parse_args(argv)
    deals = dict(load_set())
    unknown = [d for d in args.deals if d not in deals]
    if unknown or args.step <= 0 or args.steps < 1:
        print(f"bench_review_steps.py: deals of the set ({', '.join(list(deals)[:3])} …), a step over 0 s and "
              f"1 call or more; not {' '.join(unknown) or (args.step, args.steps)}", file=sys.stderr)
        return 2
    for name in args.deals:
        record = parse_record(deals[name])
        search = solver_for(GameState.from_record(record))
        r = None
        for k in range(1, args.steps + 1):
            r = review(record, time_limit=args.step, solver=search, resume=r)
            print(f"{name}  step {k} of {args.step:g} s: from {where(r)}  {r.nodes / 1e6:.1f} M nodes  "
                  f"{r.seconds:.1f} s", flush=True)
        whole = review(record, time_limit=args.step * args.steps, solver=solver_for(GameState.from_record(record)))
        print(f"{name}  one call of {args.step * args.steps:g} s: from {where(whole)}  "
              f"{whole.nodes / 1e6:.1f} M nodes  {whole.seconds:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
