"""How long the practice bots take to decide, on this machine (one core).

``python -m tarot_core.analysis.bench_bots [--deals N] [--sampler-deals M] [--budget S]``

- **basic**: every decision (bid, discard, poignée, slam, card) of N seeded deals played by four
  basic bots, each timed from the seat's view being taken to the decision (the target: at most
  5 ms each);
- **sampler**: every card of M deals where seat 0 is a sampler with a time budget of S seconds
  per card (the target: at most 1 s per card), with how many sampled deals it managed.

It prints the median, the 95th percentile and the maximum of each.
"""
from __future__ import annotations

import argparse
import statistics
import time

from ..game import GameState
from ..table import FOUR_PLAYERS
from .bots import BasicBot, play_turn
from .sampler import SamplerBot


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def time_basic(deals: int) -> list[float]:
    """Seconds per decision of four basic bots over *deals* seeded deals."""
    times: list[float] = []
    bots = [BasicBot() for _ in range(4)]
    for seed in range(deals):
        s = GameState.new(seed=seed, dealer=seed % FOUR_PLAYERS.seats)
        while s.to_act is not None:
            t0 = time.perf_counter()
            play_turn(s, bots)
            times.append(time.perf_counter() - t0)
    return times


def time_sampler(deals: int, budget: float) -> tuple[list[float], list[int]]:
    """Seconds per card of a sampler in seat 0 (budget *budget*), and its sampled deals per card."""
    times: list[float] = []
    samples: list[int] = []
    for seed in range(deals):
        sampler = SamplerBot(seed, budget=budget)
        bots = [sampler, BasicBot(), BasicBot(), BasicBot()]
        s = GameState.new(seed=1000 + seed, dealer=seed % FOUR_PLAYERS.seats)
        while s.to_act is not None:
            mine = s.phase == "play" and s.to_act == 0 and len(s.legal_cards()) > 1
            sampler.last_samples = 0
            t0 = time.perf_counter()
            play_turn(s, bots)
            if mine and sampler.last_samples:
                times.append(time.perf_counter() - t0)
                samples.append(sampler.last_samples)
    return times, samples


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--sampler-deals", type=int, default=3)
    p.add_argument("--budget", type=float, default=1.0)
    a = p.parse_args(argv)
    basic = time_basic(a.deals)
    print(f"basic: {len(basic)} decisions, median {1000 * statistics.median(basic):.3f} ms, "
          f"p95 {1000 * _percentile(basic, 0.95):.3f} ms, max {1000 * max(basic):.3f} ms")
    if a.sampler_deals:
        times, samples = time_sampler(a.sampler_deals, a.budget)
        if times:
            print(f"sampler (budget {a.budget} s): {len(times)} cards with a choice, "
                  f"median {statistics.median(times):.3f} s, "
                  f"p95 {_percentile(times, 0.95):.3f} s, max {max(times):.3f} s; sampled deals per card: "
                  f"median {statistics.median(samples):.0f}, min {min(samples)}")


if __name__ == "__main__":
    main()
