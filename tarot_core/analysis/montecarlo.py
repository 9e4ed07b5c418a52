"""Monte Carlo estimates of the odds of :mod:`tarot_core.analysis.odds`, with confidence intervals.

Deals come from the core's seeded dealer, which follows the real procedure (D2 cut, D3
packets of 3 with six single chien cards, never the first or the last card), or from a
plain uniform shuffle split straight into 18/18/18/18/6. Both give every split of the
pack the same chance, so both must agree with the exact values; the tests check it, and
:func:`chi_square` / :func:`chi_square_two_samples` measure how close they are.

One observation per deal for the chien (``chien-bouts``, ``chien-kings``) and the table
(``petit-sec-table``); four per deal for a hand's distributions (every seat is counted).
The four hands of one deal are not independent, so a standard error is taken from the
spread of the per-deal counts (how many of the four hands had the outcome), which is
exact for independent deals whatever the dependence inside one deal.

>>> sim = simulate(2000, seed=1)
>>> est = sim.estimate("chien-bouts", 0)
>>> est.low < float(est.exact) < est.high
True

Benchmark: ``python -m tarot_core.analysis.montecarlo --bench`` prints ``sampled_deals_per_s=<n>``
last: deals dealt by the real procedure and tallied, none played (whole deals played through the
referee's functions are :mod:`tarot_core.analysis.bench`'s ``deals_per_s``).
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from statistics import NormalDist

from ..cards import BIT, BOUT_MASK, EXCUSE_BIT, KING_MASK, N_CARDS, PETIT_INDEX, TRUMP_MASK
from ..deal import deal_masks, is_petit_sec_mask, shuffle_pack
from ..table import FOUR_PLAYERS, Table
from .odds import UnknownOdds, odds, poignee_level

HAND_NAMES = ("petit-sec-seat", "dealt-bouts", "hand-trumps", "hand-trumps-excuse", "poignee")
ONCE_NAMES = ("petit-sec-table", "chien-bouts", "chien-kings")
NAMES = HAND_NAMES + ONCE_NAMES
METHODS = ("real", "uniform")
_LEVEL = tuple(poignee_level(a, False) for a in range(19))   # B1/B2 by trumps + Excuse


# --- samplers -----------------------------------------------------------------------
def uniform_masks(rng: random.Random, table: Table = FOUR_PLAYERS) -> tuple[list[int], int]:
    """A uniform shuffle (the core's :func:`shuffle_pack`) split straight: one hand per seat of the
    table, then the chien (18, 18, 18, 18, 6 at four players)."""
    pack = list(range(N_CARDS))
    shuffle_pack(rng, pack)
    size, dealt = table.hand_size, table.seats * table.hand_size
    masks = []
    for start in range(0, N_CARDS, size):
        m = 0
        for c in pack[start:min(start + size, N_CARDS)]:
            m |= BIT[c]
        masks.append(m)
    chien = 0
    for c in pack[dealt:]:
        chien |= BIT[c]
    return masks[:table.seats], chien


def sampler(method: str = "real", dealer: int = 0):
    """A function ``rng -> (4 hand masks, chien mask)``: the D3 procedure or a uniform split."""
    if method == "real":
        return lambda rng: deal_masks(rng, dealer)
    if method == "uniform":
        return uniform_masks
    raise ValueError(f"unknown method {method!r}: use 'real' or 'uniform'")


def sample_deals(n: int, seed: int, method: str = "real", dealer: int = 0):
    """Yield *n* deals as ``(hands, chien)`` bit masks, reproducibly from *seed*."""
    rng = random.Random(seed)
    draw = sampler(method, dealer)
    for _ in range(n):
        yield draw(rng)


def hand_facts(hand: int) -> dict[str, object]:
    """The outcome of each hand-level distribution for one hand mask (D4, C2, B1/B2)."""
    trumps = (hand & TRUMP_MASK).bit_count()
    with_excuse = trumps + (1 if hand & EXCUSE_BIT else 0)
    return {"petit-sec-seat": "petit-sec" if is_petit_sec_mask(hand) else "no-petit-sec",
            "dealt-bouts": (hand & BOUT_MASK).bit_count(),
            "hand-trumps": trumps,
            "hand-trumps-excuse": with_excuse,
            "poignee": _LEVEL[with_excuse]}


def _hand_key(hand: int) -> int:
    """A hand summed up: trumps (5 bits), the 21 and the Excuse (2 bits), the Petit (1 bit)."""
    return (hand & TRUMP_MASK).bit_count() | (hand >> 76) << 5 | ((hand >> PETIT_INDEX) & 1) << 7


_PETIT_SEC_KEY = 1 | 1 << 7            # D4: one trump, the Petit; no 21, no Excuse


def _trumps_excuse(key: int) -> int:
    return (key & 31) + ((key >> 6) & 1)


_KEY_VALUE = {
    "petit-sec-seat": lambda k: "petit-sec" if k == _PETIT_SEC_KEY else "no-petit-sec",
    "dealt-bouts": lambda k: ((k >> 5) & 1) + ((k >> 6) & 1) + ((k >> 7) & 1),
    "hand-trumps": lambda k: k & 31,
    "hand-trumps-excuse": _trumps_excuse,
    "poignee": lambda k: _LEVEL[_trumps_excuse(k)],
}


# --- estimates ----------------------------------------------------------------------
@dataclass(frozen=True)
class Estimate:
    """A simulated frequency beside the exact probability, with a confidence interval.

    ``hits`` of ``units`` observations (``deals`` deals, ``units // deals`` per deal) had the
    outcome; ``p_hat = hits / units``; ``se`` its standard error; ``[low, high]`` the interval
    ``p_hat ± z·se`` at the requested confidence, kept within [0, 1]. When nothing was seen
    the interval is [0, −ln(1 − confidence)/units] (about 3/units at 95%, the "rule of three").
    """
    name: str
    value: object
    exact: Fraction
    deals: int
    units: int
    hits: int
    p_hat: float
    se: float
    low: float
    high: float
    confidence: float

    @property
    def expected(self) -> float:
        """How many hits the exact probability predicts for this sample."""
        return float(self.exact) * self.units

    @property
    def covers(self) -> bool:
        """True when the interval contains the exact value."""
        return self.low <= float(self.exact) <= self.high

    @property
    def z_score(self) -> float:
        """(simulated − exact) in standard errors (inf when the error is 0 and they differ)."""
        diff = self.p_hat - float(self.exact)
        if self.se == 0:
            return 0.0 if diff == 0 else math.copysign(math.inf, diff)
        return diff / self.se


class Tally:
    """Counts of every distribution's outcomes over a run of deals (the simulation's state).

    Each hand is summed up by a small key (trumps, the 21, the Excuse, the Petit), enough to
    answer every hand-level distribution; pairs of keys within a deal give the spread of the
    per-deal counts without a second pass.
    """

    def __init__(self):
        self.deals = 0
        self.seat_keys: list[dict[int, int]] = [{} for _ in range(FOUR_PLAYERS.seats)]   # seat -> hand key -> hands
        self.pair_keys: dict[int, int] = {}          # (key i, key j) of two hands of a deal
        self.once: dict[str, dict[int | str, int]] = {n: {} for n in ONCE_NAMES}
        self.chien_cards = [0] * N_CARDS             # how often each card went to the chien

    def add(self, hands: list[int], chien: int) -> None:
        """Count one deal given as bit masks."""
        self.deals += 1
        keys = [_hand_key(h) for h in hands]
        seat_keys = self.seat_keys
        pairs = self.pair_keys
        for seat in range(len(hands)):
            k = keys[seat]
            d = seat_keys[seat]
            d[k] = d.get(k, 0) + 1
            for other in keys[seat + 1:]:
                pk = (k << 8) | other if k <= other else (other << 8) | k
                pairs[pk] = pairs.get(pk, 0) + 1
        table = "petit-sec" if any(k == _PETIT_SEC_KEY for k in keys) else "no-petit-sec"
        self._once("petit-sec-table", table)
        self._once("chien-bouts", (chien & BOUT_MASK).bit_count())
        self._once("chien-kings", (chien & KING_MASK).bit_count())
        cards = self.chien_cards
        while chien:
            low = chien & -chien
            cards[low.bit_length() - 1] += 1
            chien ^= low

    def _once(self, name: str, value: int | str) -> None:
        d = self.once[name]
        d[value] = d.get(value, 0) + 1

    def run(self, n: int, seed: int, method: str = "real", dealer: int = 0) -> Tally:
        """Add *n* deals drawn from *seed* with *method* (``"real"`` or ``"uniform"``)."""
        add = self.add
        for hands, chien in sample_deals(n, seed, method, dealer):
            add(hands, chien)
        return self

    # --- reading the tally ------------------------------------------------------------
    def per_deal(self, name: str) -> int:
        """Observations per deal: 4 for a hand's distribution, 1 otherwise."""
        _check(name)
        return 4 if name in HAND_NAMES else 1

    def counts(self, name: str, seat: int | None = None) -> dict:
        """Hits by outcome (every seat, or one seat for a hand's distribution)."""
        _check(name)
        if name in ONCE_NAMES:
            return dict(self.once[name])
        of = _KEY_VALUE[name]
        seats = self.seat_keys if seat is None else [self.seat_keys[seat]]
        out: dict = {}
        for d in seats:
            for k, c in d.items():
                v = of(k)
                out[v] = out.get(v, 0) + c
        return out

    def _squares(self, name: str, value, hits: int) -> int:
        """Σ over deals of (hands of that deal with *value*)²: hits + 2 × matching pairs."""
        of = _KEY_VALUE[name]
        same = sum(c for pk, c in self.pair_keys.items()
                   if of(pk >> 8) == value and of(pk & 0xFF) == value)
        return hits + 2 * same

    def estimate(self, name: str, value, confidence: float = 0.95) -> Estimate:
        """The simulated frequency of *value* with its confidence interval (normal approx.)."""
        k = self.per_deal(name)
        n = self.deals
        if n == 0:
            raise ValueError("no deal simulated yet")
        hits = self.counts(name).get(value, 0)
        squares = self._squares(name, value, hits) if k > 1 else hits
        mean = hits / n                                   # per-deal mean count
        var = max(squares / n - mean * mean, 0.0)
        if n > 1:
            var *= n / (n - 1)
        se = math.sqrt(var / n) / k
        z = NormalDist().inv_cdf(0.5 + confidence / 2)
        p_hat = hits / (n * k)
        low, high = max(0.0, p_hat - z * se), min(1.0, p_hat + z * se)
        if hits == 0:                      # nothing seen: the "rule of three" upper bound
            low, high = 0.0, min(1.0, -math.log(1 - confidence) / (n * k))
        return Estimate(name=name, value=value, exact=odds(name).probability(value), deals=n,
                        units=n * k, hits=hits, p_hat=p_hat, se=se, low=low, high=high,
                        confidence=confidence)

    def estimates(self, name: str, confidence: float = 0.95) -> list[Estimate]:
        """One estimate per outcome of the exact distribution, in its order."""
        return [self.estimate(name, v, confidence) for v in odds(name).values]


def _check(name: str) -> None:
    if name not in NAMES:
        raise UnknownOdds(name)


def simulate(deals: int, seed: int, method: str = "real", dealer: int = 0) -> Tally:
    """Deal *deals* times from *seed* and count every distribution's outcomes."""
    return Tally().run(deals, seed, method, dealer)


def convergence(name: str, value, deals: int, seed: int, method: str = "real",
                points: int = 20, confidence: float = 0.95) -> list[Estimate]:
    """Estimates after growing numbers of deals (for a chart of the frequency settling down).

    The checkpoints are spaced geometrically from about deals/1000 up to *deals*.
    """
    _check(name)
    marks = sorted({max(1, round(deals * 10 ** (-3 + 3 * i / (points - 1)))) for i in range(points)})
    tally = Tally()
    rng = random.Random(seed)
    draw = sampler(method)
    out = []
    for mark in marks:
        while tally.deals < mark:
            tally.add(*draw(rng))
        out.append(tally.estimate(name, value, confidence))
    return out


# --- goodness of fit ----------------------------------------------------------------
def _chi2_sf(x: float, df: int) -> float:
    """P(χ² with df degrees of freedom ≥ x), by the Wilson–Hilferty cube-root approximation."""
    if df <= 0:
        return 1.0
    h = 2 / (9 * df)
    z = ((x / df) ** (1 / 3) - (1 - h)) / math.sqrt(h)
    return 1 - NormalDist().cdf(z)


def _pooled(cells: Sequence[Sequence[float]], min_expected: float, expected_of) -> list[list[float]]:
    """Merge neighbouring cells until each expects at least *min_expected* (tail cells last)."""
    merged: list[list[float]] = []
    current: list[float] | None = None
    for cell in cells:
        current = list(cell) if current is None else [a + b for a, b in zip(current, cell, strict=True)]
        if expected_of(current) >= min_expected:
            merged.append(current)
            current = None
    if current is not None:
        if merged:
            merged[-1] = [a + b for a, b in zip(merged[-1], current, strict=True)]
        else:
            merged.append(current)
    return merged


def chi_square(counts: dict, name: str, min_expected: float = 5.0) -> tuple[float, int, float]:
    """Pearson's χ² of observed *counts* against the exact law *name*: (statistic, df, p-value).

    Rare outcomes are pooled with their neighbours so every cell expects at least
    *min_expected* hits; the p-value uses the Wilson–Hilferty approximation.
    """
    dist = odds(name)
    n = sum(counts.values())
    cells = [(counts.get(o.value, 0), n * float(o.probability)) for o in dist.outcomes]
    pooled = _pooled(cells, min_expected, lambda c: c[1])
    stat = sum((obs - exp) ** 2 / exp for obs, exp in pooled)
    df = len(pooled) - 1
    return stat, df, _chi2_sf(stat, df)


def chi_square_two_samples(a: dict, b: dict, min_expected: float = 5.0,
                           order: list | None = None) -> tuple[float, int, float]:
    """χ² test that two samples of outcomes come from one law: (statistic, df, p-value)."""
    keys = order if order is not None else sorted(set(a) | set(b), key=str)
    na, nb = sum(a.values()), sum(b.values())
    cells = [(a.get(k, 0), b.get(k, 0)) for k in keys]
    pooled = _pooled(cells, min_expected, lambda c: (c[0] + c[1]) * min(na, nb) / (na + nb))
    stat = 0.0
    for ca, cb in pooled:
        both = ca + cb
        for obs, n in ((ca, na), (cb, nb)):
            exp = both * n / (na + nb)
            if exp > 0:
                stat += (obs - exp) ** 2 / exp
    df = len(pooled) - 1
    return stat, df, _chi2_sf(stat, df)


# --- command line: estimates and the benchmark ---------------------------------------
def bench(deals: int = 20000, seed: int = 1) -> dict[str, float]:
    """Deals sampled and tallied per second, by each method."""
    rates = {}
    for method in METHODS:
        start = time.perf_counter()
        simulate(deals, seed, method)
        rates[method] = deals / (time.perf_counter() - start)
    return rates


def main(argv=None) -> int:
    import argparse
    p = argparse.ArgumentParser(prog="python -m tarot_core.analysis.montecarlo",
                                description="Simulated odds beside the exact ones (D3, D4, C2, B1, B2).")
    p.add_argument("name", nargs="?", help="a distribution: " + ", ".join(NAMES))
    p.add_argument("--deals", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--method", choices=METHODS, default="real")
    p.add_argument("--bench", action="store_true", help="print deals sampled (dealt and tallied) per second")
    args = p.parse_args(argv)
    if args.bench:
        n = args.deals or 20000
        rates = bench(n, args.seed)
        for method, rate in rates.items():
            print(f"{method}: {rate:,.0f} sampled deals/s ({n} deals)")
        print(f"sampled_deals_per_s={rates['real']:.0f}")
        return 0
    if args.name not in NAMES:
        print(f"give one of: {', '.join(NAMES)}")
        return 2
    tally = simulate(args.deals or 50000, args.seed, args.method)
    for e in tally.estimates(args.name):
        print(f"{e.value!s:>14}  exact {float(e.exact):.6f}  simulated {e.p_hat:.6f}  "
              f"95% [{e.low:.6f}, {e.high:.6f}]  hits {e.hits}/{e.units}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
