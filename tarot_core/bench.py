"""Benchmark: random full deals per second, played by the referee's own functions.

    python -m tarot_core.bench [--deals N] [--seed S] [--import-time]

Each deal: the seeded dealer (D2–D3), the petit sec check (D4), a random legal auction
(A1–A3), a legal discard checked by E2, 18 tricks with every card drawn uniformly from
the legal cards (P2–P5, X1), the Excuse and the piles (X3–X7) and the score (S1–S4).
The last line printed is ``deals_per_s=<number>``.
"""
from __future__ import annotations

import argparse
import collections
import random
import time

from .simulate import play_random_deal


def run(deals: int, seed: int) -> dict:
    rng = random.Random(seed)
    statuses = collections.Counter()
    start = time.process_time()
    for i in range(deals):
        statuses[play_random_deal(rng, dealer=i % 4)["status"]] += 1
    elapsed = time.process_time() - start   # CPU time of this process: one core, not disturbed by other load
    return {"deals": deals, "seconds": elapsed, "deals_per_s": deals / elapsed, "statuses": dict(statuses)}


def import_time_ms(runs: int = 15) -> float:
    """The median time ``import tarot_core`` adds to a fresh interpreter (``-X importtime``), in ms.

    Measured as a user meets it: bytecode cached (a first run writes it), so
    PYTHONDONTWRITEBYTECODE is lifted for the measurement.
    """
    import os
    import statistics
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cmd = [sys.executable, "-X", "importtime", "-c", "import tarot_core"]
    subprocess.run(cmd, capture_output=True, env=env)          # warm-up: writes the .pyc files
    times = []
    for _ in range(runs):
        err = subprocess.run(cmd, capture_output=True, text=True, env=env).stderr
        line = next(ln for ln in err.splitlines() if ln.rstrip().endswith("| tarot_core"))
        times.append(int(line.split("|")[1]) / 1000)
    return statistics.median(times)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tarot_core.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--import-time", action="store_true", help="also measure `import tarot_core`")
    args = parser.parse_args(argv)
    if args.import_time:
        print(f"import_tarot_core_ms={import_time_ms():.1f}")
    r = run(args.deals, args.seed)
    print(f"deals={r['deals']} seconds={r['seconds']:.2f} statuses={r['statuses']}")
    print(f"deals_per_s={r['deals_per_s']:.0f}")


if __name__ == "__main__":
    main()
