"""The review of every played golden record by the exact endgame search (issue 14).

    .venv/bin/python scripts/review_golden.py [--limit SECONDS] [--json]

For each played golden record (``tarot_core.io.golden.golden_records()``; all-pass and cancelled
deals skipped) it reviews the deal (:func:`tarot_core.analysis.solver.review`) from trick 18, then
from trick 17, 16 … back, each whole review within *--limit* seconds (default 30), one
:class:`~tarot_core.analysis.solver.Solver` per record so that each review re-uses the tables of
the one before; it stops at the first trick from which the review does not finish (or at trick 1)
and keeps the last complete review. One line per record: its name, the first trick judged, S (S3)
with best play at that trick's first card, S as played (the referee's), the number of cards that
cost their side points, and the card that turned the contract (made → failed, or the reverse), if
one did; then the totals. ``--json``: one JSON object per record instead.
"""
from __future__ import annotations

import argparse
import json
import time

from tarot_core.analysis.solver import Review, Solver, review
from tarot_core.io.golden import golden_records
from tarot_core.record import load_record
from tarot_core.referee import referee


def deepest_review(record, limit: float) -> tuple[int, Review | None, float]:
    """(first trick judged, its complete review, seconds in all) for *record*, trying its last trick
    (18 at four players; the table's count, V1), then the one before … back while the whole review
    finishes within *limit* seconds."""
    solver = Solver()
    tricks = load_record(record).table.n_tricks
    best: tuple[int, Review | None] = (tricks + 1, None)
    started = time.perf_counter()
    for trick in range(tricks, 0, -1):
        r = review(record, from_trick=trick, time_limit=limit, solver=solver)
        if not r.complete:
            break
        best = (trick, r)
    return best[0], best[1], time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/review_golden.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=float, default=30.0, help="seconds for each whole review (default 30)")
    parser.add_argument("--json", action="store_true", help="one JSON object per record")
    args = parser.parse_args(argv)
    rows = []
    for name, record in golden_records().items():
        outcome = referee(record)
        if outcome.status != "played":
            continue
        trick, r, seconds = deepest_review(record, args.limit)
        if r is None:
            rows.append({"record": name, "first_trick_judged": None, "actual_S": outcome.S,
                         "seconds": round(seconds, 1)})
            continue
        first, turn = r.cards[0], r.turning_card
        turning = None if turn is None else {
            "card": turn.card.code, "trick": turn.trick, "seat": turn.seat, "side": turn.side, "turned": turn.turned,
            "best_card": turn.best_card.code if turn.best_card else None}
        rows.append({"record": name, "first_trick_judged": trick, "best_S": first.value_before,
                     "made_with_best_play": first.made_before, "actual_S": outcome.S, "costly_cards": len(r.mistakes),
                     "turning_card": turning, "nodes": r.nodes, "seconds": round(seconds, 1)})
    if args.json:
        for row in rows:
            print(json.dumps(row))
        return 0
    width = max(len(row["record"]) for row in rows)
    print(f"{'record':<{width}}  from  best S  actual S  costly  turning card")
    for row in rows:
        if row["first_trick_judged"] is None:
            print(f"{row['record']:<{width}}  (no trick within {args.limit:g} s)")
            continue
        t = row["turning_card"]
        verb = "lost" if t and t["turned"] == "lost" else "gave away"
        turn = "-" if t is None else (f"{t['card']} (trick {t['trick']}, seat {t['seat']} {t['side']}: "
                                      f"{verb} the contract; best {t['best_card']})")
        print(f"{row['record']:<{width}}  {row['first_trick_judged']:>4}  {row['best_S']:>6}  {row['actual_S']:>8}  "
              f"{row['costly_cards']:>6}  {turn}")
    judged = [row for row in rows if row["first_trick_judged"] is not None]
    print(f"\n{len(rows)} played records, {len(judged)} reviewed; "
          f"{sum(1 for row in judged if row['turning_card'])} with a turning card; "
          f"{sum(row['costly_cards'] for row in judged)} costly cards in all; "
          f"whole reviews within {args.limit:g} s each, {sum(row['seconds'] for row in rows):.0f} s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
