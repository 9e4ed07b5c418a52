"""How strong is each bot? A duplicate match: the same seeded deals, played again with the seats
rotated, so that every kind of bot holds every hand and the luck of the cards cancels.

For each deal *i* (seed ``seed + i``, dealer ``i mod 4``) the four rotations are played: in
rotation *r* seat *s* gets the bot kind ``seats[(s - r) mod 4]``. A kind's result for the deal
is the mean score of the seats it held over the four rotations; the match reports, per kind, the
mean of those per-deal results with a 95 % confidence interval (normal approximation, 1.96
standard errors), the contracts it bid and made, and the time it took per decision.

>>> m = run_match(["basic", "random", "random", "random"], deals=4, seed=1)
>>> sorted(m.kinds), m.deals
(['basic', 'random'], 4)
>>> abs(m.kinds["basic"].total + 3 * m.kinds["random"].total) < 1e-9   # a deal's scores sum to zero (S4)
True
"""
from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import dataclass, field

from ..auction import Contract
from ..catalogue import check_language, format_number, text
from ..errors import TarotError
from ..game import GameState
from ..table import FOUR_PLAYERS
from .bots import BasicBot, Bot, RandomBot, play_turn
from .sampler import SamplerBot

N_SEATS = FOUR_PLAYERS.seats
_CODES = {c.code: int(c) for c in Contract}
KINDS = ("random", "basic", "sampler")


def make_bot(kind: str, seed: int | None = None, *, samples: int | None = None, budget: float = 1.0) -> Bot:
    """A bot of *kind* ('random', 'basic' or 'sampler'); the sampler takes a fixed number of
    *samples* per card (reproducible) or a time *budget* per card."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "basic":
        return BasicBot(seed)
    if kind == "sampler":
        return SamplerBot(seed, samples=samples, budget=budget)
    raise TarotError(None, "err.match.kind", kind=kind, kinds=", ".join(KINDS))


@dataclass
class KindResult:
    """One kind's figures over a match."""
    per_deal: list[float] = field(default_factory=list)     # its mean score per seat, one value per deal
    bids: Counter = field(default_factory=Counter)           # contract code -> times it took
    made: Counter = field(default_factory=Counter)           # contract code -> times it made it
    decisions: int = 0
    seconds: float = 0.0

    @property
    def total(self) -> float:
        return sum(self.per_deal)

    @property
    def mean(self) -> float:
        return self.total / len(self.per_deal) if self.per_deal else 0.0

    @property
    def half_width(self) -> float:
        """Half the 95 % confidence interval of :attr:`mean` (1.96 standard errors)."""
        n = len(self.per_deal)
        if n < 2:
            return math.inf
        m = self.mean
        var = sum((x - m) ** 2 for x in self.per_deal) / (n - 1)
        return 1.96 * math.sqrt(var / n)

    @property
    def ms_per_decision(self) -> float:
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0


@dataclass
class MatchResult:
    seats: tuple[str, ...]
    deals: int
    seed: int
    kinds: dict[str, KindResult]
    played: int = 0               # rotations that were played out (not all pass, not cancelled)

    def to_dict(self) -> dict:
        return {"seats": list(self.seats), "deals": self.deals, "seed": self.seed, "rotations": N_SEATS,
                "played": self.played,
                "kinds": {k: {"mean": r.mean, "ci95": [r.mean - r.half_width, r.mean + r.half_width],
                              "taken": dict(r.bids), "made": dict(r.made), "decisions": r.decisions,
                              "ms_per_decision": r.ms_per_decision} for k, r in self.kinds.items()}}

    def text(self, lang: str | None = None) -> str:
        lang = check_language(lang)
        rows = [text("match.head", lang, deals=self.deals, seed=self.seed, seats=", ".join(self.seats))]
        for k, r in sorted(self.kinds.items(), key=lambda kv: -kv[1].mean):
            taken = sum(r.bids.values())
            made = sum(r.made.values())
            contracts = ", ".join(f"{Contract(_CODES[c]).label(lang)} {r.made[c]}/{n}"
                                  for c, n in sorted(r.bids.items(), key=lambda kv: _CODES[kv[0]])) or "—"
            rows.append(text("match.row", lang, kind=k, mean=format_number(round(r.mean, 1), lang, signed=True),
                             low=format_number(round(r.mean - r.half_width, 1), lang, signed=True),
                             high=format_number(round(r.mean + r.half_width, 1), lang, signed=True),
                             taken=taken, made=made, contracts=contracts,
                             ms=format_number(r.ms_per_decision, lang, decimals=2)))
        return "\n".join(rows)


def run_match(seats, deals: int, seed: int = 0, *, samples: int | None = 20, budget: float = 1.0,
              check=None) -> MatchResult:
    """Play *deals* seeded deals four times each, the seats rotated (see the module docstring).

    *seats*: four kinds; *samples*/*budget*: the sampler's setting; *check*: called with each
    finished :class:`GameState` (a test passes the referee there)."""
    seats = tuple(seats)
    if len(seats) != N_SEATS:
        raise TarotError(None, "err.match.seats", count=len(seats))
    for k in seats:
        make_bot(k)
    kinds = {k: KindResult() for k in dict.fromkeys(seats)}
    result = MatchResult(seats, deals, seed, kinds)
    for i in range(deals):
        sums = dict.fromkeys(kinds, 0.0)
        for r in range(N_SEATS):
            kind_of = [seats[(s - r) % N_SEATS] for s in range(N_SEATS)]
            bots = [make_bot(k, seed=(seed + i) * 16 + r * 4 + s, samples=samples, budget=budget)
                    for s, k in enumerate(kind_of)]
            state = GameState.new(seed=seed + i, dealer=i % N_SEATS)
            while state.to_act is not None:
                seat = state.to_act
                t0 = time.perf_counter()
                play_turn(state, bots)
                kinds[kind_of[seat]].seconds += time.perf_counter() - t0
                kinds[kind_of[seat]].decisions += 1
            if check is not None:
                check(state)
            if state.phase != "done":
                continue
            result.played += 1
            out = state.outcome()
            assert out.result is not None and out.taker is not None and out.contract is not None
            taker_kind = kind_of[out.taker]
            kinds[taker_kind].bids[out.contract.code] += 1
            kinds[taker_kind].made[out.contract.code] += bool(out.result.made)
            for s, points in enumerate(out.result.scores(out.taker)):
                sums[kind_of[s]] += points
        for k, total in sums.items():
            held = seats.count(k) * N_SEATS                   # seat-deals this kind played in the deal
            kinds[k].per_deal.append(total / held)
    return result


def replay_with_bot(state: GameState, seat: int, kind: str = "basic", others=("basic",) * 3, *,
                    seed: int = 0, samples: int | None = 20, budget: float = 1.0) -> GameState:
    """Duplicate for one deal: the same cards as *state* (its dealt hands, chien and dealer), played
    from the start with a bot of *kind* in *seat* and bots of the kinds *others* (in seat order)
    in the three other seats (a sampler takes *samples* per card, or with ``samples=None`` a time
    *budget* per card); returns the finished state. Compare the two results with
    ``outcome().result.scores(taker)[seat]``.

    >>> s = GameState.new(seed=12)
    >>> mine = replay_with_bot(s, 0, "random", seed=3)     # the whole deal, a random bot in seat 0
    >>> again = replay_with_bot(s, 0, "basic")
    >>> again.dealt == s.dealt == mine.dealt, mine.to_act is None
    (True, True)
    """
    others = list(others)
    if len(others) != N_SEATS - 1:
        raise TarotError(None, "err.match.seats", count=len(others) + 1)
    kinds = others[:seat] + [kind] + others[seat:]
    bots = [make_bot(k, seed=seed * 4 + s, samples=samples, budget=budget) for s, k in enumerate(kinds)]
    fresh = GameState(list(map(_mask, state.dealt)), _mask(state.chien), state.dealer, seed=state.seed)
    while fresh.to_act is not None:
        play_turn(fresh, bots)
    return fresh


def _mask(cards) -> int:
    from ..cards import mask_of
    return mask_of(cards)


__all__ = ["KINDS", "KindResult", "MatchResult", "make_bot", "replay_with_bot", "run_match"]
