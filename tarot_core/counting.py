"""C3–C4: a pile's points, and how players count it in pairs.

Players do not add halves: they pair each counting card (bout, king, queen, cavalier,
jack) with a low card and read whole numbers (king + low = 5, queen + low = 4,
cavalier + low = 3, jack + low = 2), pair the remaining low cards (two lows = 1),
and when low cards run out, put two counting cards together for the sum of their
values (king + queen = 4.5 + 3.5 = 8, which players say as 5 + 4 − 1). A card left
alone counts its own value. The result always equals the C3 total.

>>> r = count_pairs("KH 3S QD 7C T5 T12 EX")
>>> [(p.codes, p.value) for p in r.pairs]
[(('KH', '3S'), 5.0), (('EX', '7C'), 5.0), (('QD', 'T5'), 4.0), (('T12',), 0.5)]
>>> r.total, r.exact
(14.5, 14.5)
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import HALF_POINTS, Card, bouts_in, parse_cards


@dataclass(frozen=True)
class CountedPair:
    """One step of the count: one or two cards and their whole-point value (C4)."""
    cards: tuple[Card, ...]
    value: float
    kind: str            # "high+low", "low+low", "high+high", "alone"
    running_total: float

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(c.code for c in self.cards)


@dataclass(frozen=True)
class PairCount:
    """The count of a pile: its pairs in counting order, the total and the C3 check."""
    pairs: tuple[CountedPair, ...]
    total: float
    exact: float
    bouts: int

    @property
    def agrees(self) -> bool:
        """C4: counting in pairs always gives the C3 total."""
        return self.total == self.exact


def count_pairs(cards) -> PairCount:
    """C4: count a pile the way players do (see the module docstring)."""
    pile = parse_cards(cards)
    highs = sorted((c for c in pile if HALF_POINTS[c] > 1), key=lambda c: (-HALF_POINTS[c], c))
    lows = [c for c in pile if HALF_POINTS[c] == 1]
    groups: list[tuple[tuple[Card, ...], str]] = []
    while highs and lows:
        groups.append(((highs.pop(0), lows.pop(0)), "high+low"))
    while len(highs) >= 2:
        groups.append(((highs.pop(0), highs.pop(0)), "high+high"))
    while len(lows) >= 2:
        groups.append(((lows.pop(0), lows.pop(0)), "low+low"))
    for c in highs + lows:
        groups.append(((c,), "alone"))
    pairs, running = [], 0
    for group, kind in groups:
        value = sum(HALF_POINTS[c] for c in group)
        running += value
        pairs.append(CountedPair(group, value / 2, kind, running / 2))
    exact = sum(HALF_POINTS[c] for c in pile) / 2
    return PairCount(tuple(pairs), running / 2, exact, bouts_in(pile))
