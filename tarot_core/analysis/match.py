"""How strong is each bot? A duplicate match: the same seeded deals, played again with the seats
rotated, so that every kind of bot holds every hand and the luck of the cards cancels.

At a table of *n* players (3, 4 or 5, V1; one kind per seat), for each deal *i* (seed ``seed + i``,
dealer ``i mod n``) the *n* rotations are played: in rotation *r* seat *s* gets the bot kind
``seats[(s - r) mod n]``. A kind's result for the deal is the mean score of the seats it held over
the *n* rotations (S4, V9: at five the partner's share too, so a kind's seats may be taker, partner
or defender); the match reports, per kind, the mean of those per-deal results with a 95 % confidence
interval (normal approximation, 1.96 standard errors), the contracts it bid and made, and the time
it took per decision.

>>> m = run_match(["basic", "random", "random", "random"], deals=4, seed=1)
>>> sorted(m.kinds), m.deals
(['basic', 'random'], 4)
>>> abs(m.kinds["basic"].total + 3 * m.kinds["random"].total) < 1e-9   # a deal's scores sum to zero (S4)
True
>>> m5 = run_match(["random"] * 5, deals=1, seed=1, players=5)          # V1: five seats, five rotations
>>> m5.players, m5.to_dict()["rotations"], round(m5.kinds["random"].total, 9)   # V9: the shares sum to zero
(5, 5, 0.0)

A long match can be measured before it is played (:func:`estimate_match`: a short trial of the
same bots, the sampler's cost scaled to its setting) and followed while it runs (*progress* of
:func:`run_match`, e.g. a :class:`Progress` writing a line to stderr every few seconds); ``tarot
match`` does both and refuses a match estimated over ``--max-minutes`` (60 by default).
"""
from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ..auction import Contract
from ..catalogue import check_language, format_number, text
from ..deal import check_seed
from ..errors import DealError, UsageError, quoted
from ..game import GameState
from ..table import FOUR_PLAYERS, Table, table_for
from .bots import BasicBot, Bot, RandomBot, check_bots, play_turn
from .sampler import BUDGET_MARGIN, SamplerBot, check_budget, check_samples
from .stats import half_width

N_SEATS = FOUR_PLAYERS.seats     # the table a match is played at unless told (``players``)
MAX_DEALS = 100_000          # deals in one match at most (random bots: about half an hour)
_CODES = {c.code: int(c) for c in Contract}
KINDS = ("random", "basic", "sampler")


def make_bot(kind: str, seed: int | None = None, *, samples: int | None = None, budget: float = 1.0) -> Bot:
    """A bot of *kind* ('random', 'basic' or 'sampler'); the sampler takes a fixed number of
    *samples* per card (reproducible) or a time *budget* per card. Every option is checked, whatever
    the kind: the kind (option ``kind``), the seed (D2), *samples* and *budget* (options of those
    names, :func:`~tarot_core.analysis.sampler.check_budget`)."""
    if not isinstance(kind, str) or kind not in KINDS:
        raise UsageError("err.match.kind", field="kind", kind=kind, kinds=", ".join(KINDS))
    check_seed(seed)
    check_samples(samples)
    check_budget(budget)
    if kind == "random":
        return RandomBot(seed)
    if kind == "basic":
        return BasicBot(seed)
    return SamplerBot(seed, samples=samples, budget=budget)


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
        return half_width(self.per_deal)

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
    players: int = N_SEATS        # V1: the table's seats, and so the rotations of each deal

    def to_dict(self) -> dict:
        return {"seats": list(self.seats), "players": self.players, "deals": self.deals, "seed": self.seed,
                "rotations": self.players, "played": self.played,
                "kinds": {k: {"mean": r.mean, "ci95": [r.mean - r.half_width, r.mean + r.half_width],
                              "taken": dict(r.bids), "made": dict(r.made), "decisions": r.decisions,
                              "ms_per_decision": r.ms_per_decision} for k, r in self.kinds.items()}}

    def text(self, lang: str | None = None) -> str:
        lang = check_language(lang)
        rows = [text("match.head", lang, deals=self.deals, seed=self.seed, seats=", ".join(self.seats),
                     players=self.players)]
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


def _check_match(seats, deals, seed, samples, budget, players=N_SEATS) -> tuple[tuple[str, ...], Table]:
    """Every option of a match, checked before the first deal: the table (V1: 3, 4 or 5 players),
    one kind per seat of it (V1: the count is the table's; each kind a bot that plays at that table),
    a whole number of deals from 1 to :data:`MAX_DEALS` (option ``deals``), the seed (D2: a whole
    number from 0, not None), the sampler's *samples* and *budget*. Returns the kinds and the table."""
    table = table_for(players)
    try:
        seats = tuple(seats)
    except TypeError:
        raise DealError("V1", "err.match.seats", seats=table.seats, count=quoted(seats)) from None
    if len(seats) != table.seats:
        raise DealError("V1", "err.match.seats", seats=table.seats, count=len(seats))
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_DEALS:
        raise UsageError("err.bot.deals", field="deals", value=quoted(deals), high=MAX_DEALS)
    if seed is None:
        raise DealError("D2", "err.deal.seed", seed=None)           # a match is replayed from its seed
    check_seed(seed)
    check_bots([make_bot(k, samples=samples, budget=budget) for k in seats], table.seats)   # V1: e.g. basic at four
    return seats, table


def _rotation(seats, seed: int, i: int, r: int, samples, budget,
              table: Table = FOUR_PLAYERS) -> tuple[list[str], list[Bot], GameState]:
    """Deal *i*'s rotation *r* at *table*: the kind in each seat, their bots (each its own seed), and
    the dealt state."""
    n = table.seats
    kind_of = [seats[(s - r) % n] for s in range(n)]
    bots = [make_bot(k, seed=((seed + i) * n + r) * n + s, samples=samples, budget=budget)
            for s, k in enumerate(kind_of)]
    return kind_of, bots, GameState.new(seed=seed + i, dealer=i % n, players=n)


def run_match(seats, deals: int, seed: int = 0, *, players: int = N_SEATS, samples: int | None = 20,
              budget: float = 1.0, check=None, progress: Callable[[int, int], object] | None = None) -> MatchResult:
    """Play *deals* seeded deals once per seat each, the seats rotated (see the module docstring).

    *seats*: one kind per seat of a table of *players* (3, 4 or 5, V1); *samples*/*budget*: the
    sampler's setting; *check*: called with each finished :class:`GameState` (a test passes the
    referee there); *progress*: called after each deal with (deals played, deals in all). Every
    option is checked before the first deal."""
    seats, table = _check_match(seats, deals, seed, samples, budget, players)
    n = table.seats
    kinds = {k: KindResult() for k in dict.fromkeys(seats)}
    result = MatchResult(seats, deals, seed, kinds, players=n)
    for i in range(deals):
        sums = dict.fromkeys(kinds, 0.0)
        for r in range(n):
            kind_of, bots, state = _rotation(seats, seed, i, r, samples, budget, table)
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
            for s, points in enumerate(out.scores):                # S4, V9: each seat's share
                sums[kind_of[s]] += points
        for k, total in sums.items():
            held = seats.count(k) * n                          # seat-deals this kind played in the deal
            kinds[k].per_deal.append(total / held)
        if progress is not None:
            progress(i + 1, deals)
    return result


TRIAL_SECONDS = 0.3      # how long estimate_match plays (at least one rotation, at most every rotation)
PROGRESS_EVERY = 5.0     # seconds between two lines of Progress (the first after as long)
TRIAL_SAMPLES = 1        # the sampler's samples per card in the trial; its real cost is scaled from it


@dataclass(frozen=True)
class Estimate:
    """How long a match should take (:func:`estimate_match`): *seconds* in all, from *rotations*
    rotations played in a trial."""
    seconds: float
    rotations: int


def estimate_match(seats, deals: int, seed: int = 0, *, players: int = N_SEATS, samples: int | None = 20,
                   budget: float = 1.0, trial_seconds: float = TRIAL_SECONDS,
                   clock: Callable[[], float] = time.perf_counter) -> Estimate:
    """How long :func:`run_match` with these options should take, measured before it is played.

    The match's own first rotations are played for about *trial_seconds* (at least one), the
    sampler drawing :data:`TRIAL_SAMPLES` deal per card. Each decision's time is kept, and the
    sampler's scaled to its setting: × *samples* / TRIAL_SAMPLES (its time grows with the deals it
    draws), or, with a time *budget* (``samples=None``), its budget for each card it sampled for,
    less the margin it keeps, plus one draw (it stops when one more draw would overrun). The mean
    per rotation × the rotations (one per seat of the table) × *deals* is the estimate. Bad options
    are refused as :func:`run_match` refuses them.

    >>> e = estimate_match(["random"] * 4, deals=1000, trial_seconds=0.01)
    >>> 0 < e.seconds < 3600, e.rotations >= 1
    (True, True)
    """
    seats, table = _check_match(seats, deals, seed, samples, budget, players)
    start = clock()
    spent, rotations = 0.0, 0
    total = deals * table.seats
    while rotations < total and (rotations == 0 or clock() - start < trial_seconds):
        i, r = divmod(rotations, table.seats)
        kind_of, bots, state = _rotation(seats, seed, i, r, TRIAL_SAMPLES, budget, table)
        while state.to_act is not None:
            bot = bots[state.to_act]
            sampler = bot if isinstance(bot, SamplerBot) else None
            if sampler is not None:
                sampler.last_samples = 0
            t0 = clock()
            play_turn(state, bots)
            took = clock() - t0
            if sampler is not None and sampler.last_samples:      # the card was chosen by sampling deals
                took = (max(budget - BUDGET_MARGIN, 0.0) + took if samples is None
                        else took * samples / TRIAL_SAMPLES)
            spent += took
        rotations += 1
    return Estimate(spent / rotations * total, rotations)


def format_duration(seconds: float, lang: str | None = None) -> str:
    """A duration in words for a person: '45 s', '12 min', '3 h 20 min', '4.5 days', '3 years'.

    >>> [format_duration(s, "en") for s in (0.2, 59.6, 1500, 12000, 4 * 86400, 3e9)]
    ['1 s', '60 s', '25 min', '3 h 20 min', '4 days', '95 years']
    >>> format_duration(3.9 * 86400, "fr")
    '3,9 jours'
    """
    lang = check_language(lang)
    def amount(x: float) -> str:
        return format_number(round(x) if x >= 10 else round(x, 1), lang, grouping=True) if math.isfinite(x) else "∞"
    if not math.isfinite(seconds) or seconds >= 2 * 365.25 * 86400:
        return text("match.duration.years", lang, n=amount(seconds / (365.25 * 86400)))
    if seconds >= 2 * 86400:
        return text("match.duration.days", lang, n=amount(seconds / 86400))
    if seconds >= 3600:
        minutes = round(seconds / 60)
        return text("match.duration.hours", lang, h=minutes // 60, m=minutes % 60)
    if seconds >= 60:
        return text("match.duration.minutes", lang, n=round(seconds / 60))
    return text("match.duration.seconds", lang, n=max(1, round(seconds)))


class Progress:
    """A *progress* for :func:`run_match`: a line on *out* (stderr for ``tarot match``) at most every
    *every* seconds (:data:`PROGRESS_EVERY`), the deals played and the time left at the pace so far;
    nothing for a match that ends sooner. *clock* is the time source (a test gives its own)."""

    def __init__(self, out, lang: str | None = None, *, every: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.out, self.lang, self.clock = out, check_language(lang), clock
        self.every = PROGRESS_EVERY if every is None else every
        self.start = self.last = clock()

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        if now - self.last < self.every or done >= total:
            return
        self.last = now
        left = (now - self.start) / done * (total - done)
        print(text("match.progress", self.lang, done=format_number(done, self.lang, grouping=True),
                   total=format_number(total, self.lang, grouping=True), left=format_duration(left, self.lang)),
              file=self.out, flush=True)


def replay_with_bot(state: GameState, seat: int, kind: str = "basic", others=("basic",) * 3, *,
                    seed: int = 0, samples: int | None = 20, budget: float = 1.0) -> GameState:
    """Duplicate for one deal: the same cards as *state* (its dealt hands, chien and dealer), played
    from the start with a bot of *kind* in *seat* and bots of the kinds *others* (in seat order)
    in the other seats of its table (one kind each, V1; a sampler takes *samples* per card, or with
    ``samples=None`` a time *budget* per card); returns the finished state. Compare the two results
    with ``outcome().scores[seat]``.

    >>> s = GameState.new(seed=12)
    >>> mine = replay_with_bot(s, 0, "random", seed=3)     # the whole deal, a random bot in seat 0
    >>> again = replay_with_bot(s, 0, "basic")
    >>> again.dealt == s.dealt == mine.dealt, mine.to_act is None
    (True, True)
    """
    others = list(others)
    n = state.table.seats
    if len(others) != n - 1:
        raise DealError("D1", "err.match.seats", seats=n, count=len(others) + 1)
    kinds = others[:seat] + [kind] + others[seat:]
    bots = [make_bot(k, seed=seed * n + s, samples=samples, budget=budget) for s, k in enumerate(kinds)]
    fresh = GameState(list(map(_mask, state.dealt)), _mask(state.chien), state.dealer, seed=state.seed,
                      table=state.table)
    while fresh.to_act is not None:
        play_turn(fresh, bots)
    return fresh


def _mask(cards) -> int:
    from ..cards import mask_of
    return mask_of(cards)


__all__ = ["KINDS", "MAX_DEALS", "Estimate", "KindResult", "MatchResult", "Progress", "estimate_match",
           "format_duration", "make_bot", "replay_with_bot", "run_match"]
