"""Benchmark and check at every table: random legal deals at three, four and five players,
each refereed from its record and checked to sum to zero (V9; S4 at four).

    python -m tarot_core.analysis.bench_tables [--deals N] [--seed S] [--players 3,4,5] [--round-trip]

For each table: N deals from the seeded dealer (D2–D3, V1), the dealer moving to the right
(G1); each one played through the public :class:`~tarot_core.game.GameState` — at every step
an action drawn uniformly from ``legal_actions()`` (bids A1, the call V4 at five, the discard
E1–E2, the slam decision B7, poignées B1–B3, cards P2–P5, X1, V6) and given to ``apply()`` —
then refereed from its record (``referee(state.record())``, every rule checked again), its
outcome compared with the state's own and its scores summed (zero, V9). Prints one line per
table: deals, how they ended, ``deals_per_s`` (CPU time of the whole loop, play and referee).
A deal that does not sum to zero, or whose refereed outcome differs, stops the run (exit 1)
naming the table, the seed and the dealer. With ``--round-trip``, every state of every deal (the
dealt one, then one per action: bids, the call, the discard, slam decisions, poignées, cards) is
rebuilt from its own record, ``GameState.from_record(state.record(), partial=True)``, and must equal
it (issue 22); the line adds ``states`` (how many were rebuilt) and the time includes them.

Not a timed test: the figures depend on the machine (README, "Performance").
"""
from __future__ import annotations

import argparse
import collections
import random
import sys
import time

from ..errors import TarotError
from ..game import GameState, replay_states
from ..referee import referee
from ..table import FOUR_PLAYERS, table_for

MAX_DEALS = 10**7


class TableCheckError(AssertionError):
    """A deal that breaks the benchmark's checks (its scores do not sum to zero, or the referee
    disagrees with the state): the table, seed and dealer to replay it."""


def new_state(seed: int, dealer: int, players: int) -> GameState:
    """The seeded deal at a table of *players* (V1): ``GameState.new(seed=…, dealer=…, players=N)``."""
    if players == FOUR_PLAYERS.seats:
        return GameState.new(seed=seed, dealer=dealer)
    return GameState.new(seed=seed, dealer=dealer, players=players)


def play_random(state: GameState, rng: random.Random) -> GameState:
    """Play *state* to its end, each action drawn uniformly from ``legal_actions()``."""
    rnd = rng.random
    while True:
        actions = state.legal_actions()
        if not actions:
            return state
        state.apply(actions[int(rnd() * len(actions))])


def check_deal(state: GameState, players: int, seed: int, dealer: int):
    """Referee *state*'s record; the outcome must equal the state's and, played, sum to zero (V9).
    A deal played through legal actions that the referee refuses is a failure too."""
    try:
        out = referee(state.record())
    except TarotError as e:
        raise TableCheckError(f"{players} players, seed {seed}, dealer {dealer}: the referee refuses a deal "
                              f"played through legal actions: {e.line('en')}") from e
    if out.status == "played":
        scores = tuple(out.scores)
        if len(scores) != players or sum(scores) != 0:
            raise TableCheckError(f"{players} players, seed {seed}, dealer {dealer}: scores {scores} "
                                  f"do not sum to zero (V9)")
    try:
        same = out == state.outcome()
    except TarotError as e:
        raise TableCheckError(f"{players} players, seed {seed}, dealer {dealer}: the state's outcome "
                              f"raises: {e.line('en')}") from e
    if not same:
        raise TableCheckError(f"{players} players, seed {seed}, dealer {dealer}: the referee's outcome "
                              f"differs from the state's")
    return out


def check_round_trip(state: GameState, players: int, seed: int, dealer: int) -> int:
    """Every state of *state*'s deal, rebuilt from its own (partial) record, equals it; the count."""
    states = list(replay_states(state.record(), partial=True))
    if len(states) != len(state.actions) + 1 or states[-1] != state:
        raise TableCheckError(f"{players} players, seed {seed}, dealer {dealer}: replaying the record does "
                              f"not give the deal back")
    for st in states:
        if GameState.from_record(st.record(), partial=True) != st:
            raise TableCheckError(f"{players} players, seed {seed}, dealer {dealer}: the state after "
                                  f"{len(st.actions)} action(s) is not rebuilt from its record")
    return len(states)


def run_table(players: int, deals: int, seed: int = 0, keep_going: bool = False,
              round_trip: bool = False) -> dict:
    """Play, referee and check *deals* random deals at a table of *players*; the figures. A failed
    check raises TableCheckError, or with *keep_going* is counted (``failures``: the messages).
    With *round_trip*, every state of each deal is rebuilt from its record too (``states``)."""
    seats = table_for(players).seats
    rng = random.Random(f"{seed}-{players}")
    statuses: collections.Counter[str] = collections.Counter()
    failures: list[str] = []
    rebuilt = 0
    start = time.process_time()
    for i in range(deals):
        deal_seed, dealer = rng.randrange(2**32), i % seats
        state = play_random(new_state(deal_seed, dealer, players), rng)
        try:
            statuses[check_deal(state, players, deal_seed, dealer).status] += 1
            if round_trip:
                rebuilt += check_round_trip(state, players, deal_seed, dealer)
        except TableCheckError as e:
            if not keep_going:
                raise
            failures.append(str(e))
    seconds = time.process_time() - start
    return {"players": players, "deals": deals, "statuses": dict(statuses), "failures": failures,
            "states": rebuilt, "seconds": seconds, "deals_per_s": deals / seconds if seconds > 0 else float("inf")}


def _players(value: str) -> list[int]:
    try:
        out = [int(v) for v in value.split(",")]
        for n in out:
            table_for(n)                      # V1: 3, 4 or 5
    except (ValueError, TypeError):
        raise argparse.ArgumentTypeError(f"{value!r}: the tables are 3, 4 and 5 players (V1)") from None
    return out


def _deals(value: str) -> int:
    if not value.isascii() or not value.isdigit() or not 1 <= int(value) <= MAX_DEALS:
        raise argparse.ArgumentTypeError(f"{value!r}: a whole number from 1 to {MAX_DEALS:,}")
    return int(value)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tarot_core.analysis.bench_tables",
                                description="random legal deals at each table, refereed, summing to zero")
    p.add_argument("--deals", type=_deals, default=1000, help="deals per table (default 1000)")
    p.add_argument("--seed", type=_deals, default=1, help="the run's seed (default 1)")
    p.add_argument("--players", type=_players, default=[3, 4, 5], help="tables, e.g. 3,4,5 (default)")
    p.add_argument("--keep-going", action="store_true",
                   help="count the deals that fail a check (the first 5 printed) instead of stopping at the first")
    p.add_argument("--round-trip", action="store_true",
                   help="also rebuild every state of every deal from its record (from_record(record()) == state)")
    a = p.parse_args(argv)
    status = 0
    for players in a.players:
        try:
            r = run_table(players, a.deals, a.seed, a.keep_going, a.round_trip)
        except TableCheckError as e:
            print(f"FAILED: {e}", file=sys.stderr)
            return 1
        for message in r["failures"][:5]:
            print(f"FAILED: {message}", file=sys.stderr)
        ends = ", ".join(f"{k} {v}" for k, v in sorted(r["statuses"].items()))
        verdict = "all sum to zero" if not r["failures"] else f"{len(r['failures'])} FAILED, the others sum to zero"
        rebuilt = f" states={r['states']} each rebuilt from its record;" if a.round_trip else ""
        print(f"players={players} deals={r['deals']} ({ends}) {verdict};{rebuilt} "
              f"cpu={r['seconds']:.2f}s deals_per_s={r['deals_per_s']:.1f}", flush=True)
        status = status or (1 if r["failures"] else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
