"""Benchmark: random full deals per second, played by the referee's own functions.

    python -m tarot_core.analysis.bench [--deals N] [--seed S] [--rounds R] [--import-time] [--state]
                                        [--magmacrunch] [--sampler SAMPLES]

Each deal: the seeded dealer (D2–D3), the petit sec check (D4), a random legal auction
(A1–A3), a legal discard checked by E2, 18 tricks with every card drawn uniformly from
the legal cards (P2–P5, X1), the Excuse and the piles (X3–X7) and the score (S1–S4).
The deals are timed in R equal rounds (default 5); the last line printed is
``deals_per_s=<number>``, the best round, as ``timeit`` reports the best of its repeats
(the line above it gives every round and their median). The engines compared (the full
``Outcome``, the lean playout, ``--magmacrunch``) take their rounds in turn (:func:`run_alternately`,
since issue 26: before, each engine's rounds ran after the other's, under another load).

``--state`` also plays random deals through the public GameState (``legal_cards()`` then
``play()`` for every card, each checked again) and prints ``state_deals_per_s=`` before the
last line: the price of stepping through a deal the way bots and widgets do.

The same deals are also played by the lean playout (issue 26, ``lean_deals_per_s=``:
:func:`~.simulate.play_random_points`, bit masks to the taker's points and bouts, no ``Outcome``).
``--magmacrunch`` plays the same work with the PyPI package ``magmacrunch-tarot`` (installed in a venv
of its own: :func:`magmacrunch_deal`) and prints the ratios; ``--sampler N`` measures the sampler
bot's sampled deals per CPU second with its lean playout and its reference (:func:`sampler_rate`).
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
from .simulate import play_random_deal, play_random_points, random_bids, random_discard


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
    return run_alternately(deals, seed, rounds, {"": play})[""]


def run_alternately(deals: int, seed: int, rounds: int, plays: dict) -> dict[str, dict]:
    """:func:`run` for each of *plays* (name → play), their rounds taken in turn (a round of each,
    then the next round of each, …): a load that changes during the run falls on all of them alike,
    where one engine's rounds all run before the other's would meet another machine. Each play has
    its own generator from *seed*, so it plays the deals :func:`run` plays."""
    per_round = max(1, deals // rounds)
    seats = FOUR_PLAYERS.seats
    state = {name: _Rounds(seed) for name in plays}
    for _ in range(rounds):
        for name, play in plays.items():
            st = state[name]
            rng, statuses, i = st.rng, st.statuses, st.i
            start = time.process_time()
            for _ in range(per_round):                 # the loop's own cost kept small: it is timed too
                statuses[play(rng, i % seats).status] += 1
                i += 1
            elapsed = time.process_time() - start
            st.i, st.total = i, st.total + elapsed
            st.rates.append(per_round / max(elapsed, 1e-9))
    return {name: {"deals": st.i, "seconds": st.total, "rounds": st.rates, "median": statistics.median(st.rates),
                   "deals_per_s": max(st.rates), "statuses": dict(st.statuses)} for name, st in state.items()}


class _Rounds:
    """One engine's run in :func:`run_alternately`: its generator, the statuses counted, each round's rate."""
    __slots__ = ("rng", "statuses", "rates", "total", "i")

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.statuses: collections.Counter[str] = collections.Counter()
        self.rates: list[float] = []
        self.total, self.i = 0.0, 0


class _Done:
    """What :func:`run` counts of a deal played by another engine: its status."""
    __slots__ = ("status",)

    def __init__(self, status: str) -> None:
        self.status = status


def magmacrunch_deal(rng: random.Random, dealer: int = 0) -> _Done:
    """The same work with the PyPI package ``magmacrunch-tarot`` (module ``tarot.rules``), for the
    comparison of issue 26: its own shuffle and deal (a petit sec deals again: ``cancelled``), a random
    bid per seat among those its auction allows (all passes: ``all_pass``), its own discard
    (``ai_discards``) when the taker takes the dog, poignées declined, then every card drawn uniformly
    from its ``legal_plays`` and given to ``Game.play``, up to its ``round_result`` (the card points
    counted, the score). Install it only in a venv of its own, with this repository on its path::

        python -m venv /tmp/mc && /tmp/mc/bin/pip install magmacrunch-tarot
        PYTHONPATH=. /tmp/mc/bin/python -m tarot_core.analysis.bench --magmacrunch
    """
    from tarot.rules import BIDDING, DOG_EXCHANGE, TRICK_PLAY, Game, ai_discards, legal_plays  # type: ignore[import-not-found]  # a package installed apart

    rnd = rng.random
    g = Game(rnd)
    seats = FOUR_PLAYERS.seats                          # the package plays at four only
    g.scores, g.round_scores = [0.0] * seats, [0.0] * seats
    g.dealer = dealer
    g.deal()
    if g.phase != BIDDING:
        return _Done("cancelled")
    for _ in range(seats):                               # one bid per seat (its auction would deal again)
        if g.phase != BIDDING:
            break
        bids = g.bids_open()
        g.bid(g.current_bidder, bids[int(rnd() * len(bids))] if rnd() < 0.35 else "PASSE")
    if g.taker < 0:
        return _Done("all_pass")
    if g.phase == DOG_EXCHANGE:
        g.discard([c.id for c in ai_discards(g.hands[g.taker])])
    result = None
    while g.phase == TRICK_PLAY:
        if g.poignee_offer:
            g.declare_poignee(False)
        p = g.current
        legal = legal_plays(g.hands[p], g.trick)
        out = g.play(p, legal[int(rnd() * len(legal))])
        if out and "round" in out:
            result = out["round"]
    assert result is not None and 0 <= result["points"] <= 91
    return _Done("played")


def sampler_positions(seeds=range(6), every: int = 6) -> list:
    """Positions where the sampler bot has a choice: every *every*-th card decision with more than one
    legal card, in deals of the given seeds played by four basic bots (the same positions each run)."""
    from ..game import GameState
    from .bots import BasicBot, play_turn
    views = []
    for seed in seeds:
        st = GameState.new(seed=seed)
        bots = [BasicBot() for _ in range(FOUR_PLAYERS.seats)]
        while st.phase not in ("done", "all_pass", "cancelled"):
            if st.phase == "play" and st.taker is not None and st.to_act is not None and len(st.legal_cards()) > 1:
                views.append(st.view(st.to_act))
            play_turn(st, bots)
    return views[::every]


def sampler_rate(samples: int = 20, reference: bool = False, views=None) -> dict:
    """The sampler bot's sampled deals per second (issue 26): at each position of
    :func:`sampler_positions`, ``SamplerBot(seed=1, samples=samples).choose_card`` — each sampled deal
    played out once per candidate card — timed in CPU seconds of this process (what a budget of
    that many seconds buys on an idle core; a loaded machine's wall clock would say less). With
    *reference*, its playouts are :func:`~.sampler.playout_reference`'s (the engine's ``Playout``
    step by step: the path before the lean playout), for a before/after in one run; the cards chosen
    are returned too (the same either way)."""
    from . import sampler
    views = sampler_positions() if views is None else views
    lean = sampler.playout
    if reference:
        sampler.playout = sampler.playout_reference
    try:
        chosen, total = [], 0.0
        for v in views:
            bot = sampler.SamplerBot(seed=1, samples=samples)
            start = time.process_time()
            chosen.append(bot.choose_card(v))
            total += time.process_time() - start
    finally:
        sampler.playout = lean
    return {"positions": len(views), "samples": samples, "seconds": total,
            "samples_per_s": samples * len(views) / total, "chosen": chosen}


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
    parser.add_argument("--magmacrunch", action="store_true",
                        help="also play the same deals' work with the PyPI package magmacrunch-tarot (installed "
                             "apart: see magmacrunch_deal) and print its rate and the ratio")
    parser.add_argument("--sampler", type=int, metavar="SAMPLES", default=None,
                        help="also measure the sampler bot's sampled deals per CPU second (SAMPLES per card), "
                             "with its lean playout and with the reference playout, alternately")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.rounds < 1 or args.rounds > args.deals:
        parser.error("--deals and --rounds must be at least 1, and --rounds at most --deals")
    if args.sampler is not None:
        views = sampler_positions()
        rates: dict[str, list[float]] = {"reference": [], "lean": []}
        cards = {}
        for _ in range(2):                                   # alternately: the machine's load falls on both
            for name in rates:
                got = sampler_rate(args.sampler, name == "reference", views)
                rates[name].append(got["samples_per_s"])
                cards[name] = got["chosen"]
        for name, per_s in rates.items():
            print(f"sampler_{name}_samples_per_s=" + ",".join(f"{x:.1f}" for x in per_s)
                  + f" best={max(per_s):.1f} positions={len(views)} samples={args.sampler}")
        print(f"sampler_same_cards={cards['lean'] == cards['reference']}")
    if args.import_time:
        print(f"import_tarot_core_ms={import_time_ms():.1f}")
    if args.state:
        n = max(args.rounds, args.deals // 5)
        st = run(n, args.seed, args.rounds, play=play_through_state)
        print(f"state_deals={st['deals']} seconds={st['seconds']:.2f} statuses={st['statuses']}")
        print("state_rounds_deals_per_s=" + ",".join(f"{x:.0f}" for x in st["rounds"])
              + f" median={st['median']:.0f}")
        print(f"state_deals_per_s={st['deals_per_s']:.0f}")
    # the full Outcome, the lean playout (issue 26: the same deals to their card points, no Outcome:
    # play_random_points) and, with --magmacrunch, the package: their rounds in turn (run_alternately)
    plays = {"full": play_random_deal, "lean": play_random_points}
    if args.magmacrunch:
        plays["magmacrunch"] = magmacrunch_deal
    got = run_alternately(args.deals, args.seed, args.rounds, plays)
    r, lean = got["full"], got["lean"]
    print(f"deals={r['deals']} seconds={r['seconds']:.2f} statuses={r['statuses']}")
    print("rounds_deals_per_s=" + ",".join(f"{x:.0f}" for x in r["rounds"]) + f" median={r['median']:.0f}")
    print(f"lean_deals={lean['deals']} seconds={lean['seconds']:.2f} statuses={lean['statuses']}")
    print("lean_rounds_deals_per_s=" + ",".join(f"{x:.0f}" for x in lean["rounds"]) + f" median={lean['median']:.0f}")
    print(f"lean_deals_per_s={lean['deals_per_s']:.0f}")
    if args.magmacrunch:
        m = got["magmacrunch"]
        print(f"magmacrunch_deals={m['deals']} seconds={m['seconds']:.2f} statuses={m['statuses']}")
        print("magmacrunch_rounds_deals_per_s=" + ",".join(f"{x:.0f}" for x in m["rounds"])
              + f" median={m['median']:.0f}")
        print(f"magmacrunch_deals_per_s={m['deals_per_s']:.0f} ratio={r['deals_per_s'] / m['deals_per_s']:.1f} "
              f"lean_ratio={lean['deals_per_s'] / m['deals_per_s']:.1f}")
    print(f"deals_per_s={r['deals_per_s']:.0f}")


if __name__ == "__main__":
    main()
