"""Benchmark: random full deals per second, played by the referee's own functions.

    python -m tarot_core.analysis.bench [--deals N] [--seed S] [--rounds R] [--import-time] [--state]

Each deal: the seeded dealer (D2–D3), the petit sec check (D4), a random legal auction
(A1–A3), a legal discard checked by E2, 18 tricks with every card drawn uniformly from
the legal cards (P2–P5, X1), the Excuse and the piles (X3–X7) and the score (S1–S4).
The deals are timed in R equal rounds (default 5); the last line printed is
``deals_per_s=<number>``, the best round, as ``timeit`` reports the best of its repeats
(the line above it gives every round and their median).

``--state`` also plays random deals through the public GameState (``legal_cards()`` then
``play()`` for every card, each checked again) and prints ``state_deals_per_s=`` before the
last line: the price of stepping through a deal the way bots and widgets do.
"""
from __future__ import annotations

import argparse
import collections
import random
import statistics
import time

from ..cards import cards_of
from ..deal import deal_masks
from ..game import GameState
from ..table import FOUR_PLAYERS
from .simulate import play_random_deal, random_bids, random_discard


def play_through_state(rng: random.Random, dealer: int = 0):
    """One random legal deal played through the public :class:`~tarot_core.game.GameState`:
    random bids (A1), a random legal discard (E2), then every card drawn uniformly from
    ``legal_cards()`` and given to ``play()`` (each one checked again, P2–P5) — the way a bot
    or a widget steps through a deal. Returns the Outcome."""
    rnd = rng.random
    s = GameState(*deal_masks(rng, dealer), dealer)
    if s.phase == "auction":
        for bid in random_bids(rnd):
            s.bid(bid)
    if s.phase == "discard":
        s.discard(cards_of(random_discard(s.hand_mask(s.taker or 0), rnd)))
    while s.phase == "play":
        legal = s.legal_cards()
        s.play(legal[int(rnd() * len(legal))])
    return s.outcome()


def run(deals: int, seed: int, rounds: int = 5, play=play_random_deal) -> dict:
    """Play *deals* random deals from *seed* with *play* (the simulator's loop, or
    :func:`play_through_state`), timed in *rounds* equal parts.

    Time is the CPU time of this process (one core; other processes do not count, but they
    still slow it through shared caches and clock speed). As ``timeit`` advises, the best
    round is the figure for the code, the others show the machine's noise.
    """
    rng = random.Random(seed)
    statuses: collections.Counter[str] = collections.Counter()
    per_round = max(1, deals // rounds)
    rates, total = [], 0.0
    i = 0
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(per_round):
            statuses[play(rng, dealer=i % FOUR_PLAYERS.seats).status] += 1
            i += 1
        elapsed = time.process_time() - start
        total += elapsed
        rates.append(per_round / max(elapsed, 1e-9))
    return {"deals": i, "seconds": total, "rounds": rates, "median": statistics.median(rates),
            "deals_per_s": max(rates), "statuses": dict(statuses)}


def import_time_ms(runs: int = 15) -> float:
    """The median time ``import tarot_core`` adds to a fresh interpreter (``-X importtime``), in ms.

    Measured as a user meets it: bytecode cached (a first run writes it), so
    PYTHONDONTWRITEBYTECODE is lifted for the measurement.
    """
    import os
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
    parser = argparse.ArgumentParser(prog="python -m tarot_core.analysis.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=5, help="timed parts (the best one is reported)")
    parser.add_argument("--import-time", action="store_true", help="also measure `import tarot_core`")
    parser.add_argument("--state", action="store_true",
                        help="also play deals through GameState.play (a fifth of --deals)")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.rounds < 1 or args.rounds > args.deals:
        parser.error("--deals and --rounds must be at least 1, and --rounds at most --deals")
    if args.import_time:
        print(f"import_tarot_core_ms={import_time_ms():.1f}")
    if args.state:
        n = max(args.rounds, args.deals // 5)
        st = run(n, args.seed, args.rounds, play=play_through_state)
        print(f"state_deals={st['deals']} seconds={st['seconds']:.2f} statuses={st['statuses']}")
        print("state_rounds_deals_per_s=" + ",".join(f"{x:.0f}" for x in st["rounds"])
              + f" median={st['median']:.0f}")
        print(f"state_deals_per_s={st['deals_per_s']:.0f}")
    r = run(args.deals, args.seed, args.rounds)
    print(f"deals={r['deals']} seconds={r['seconds']:.2f} statuses={r['statuses']}")
    print("rounds_deals_per_s=" + ",".join(f"{x:.0f}" for x in r["rounds"]) + f" median={r['median']:.0f}")
    print(f"deals_per_s={r['deals_per_s']:.0f}")


if __name__ == "__main__":
    main()
