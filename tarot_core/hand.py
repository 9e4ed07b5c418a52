"""Hands and piles that show themselves in a notebook (their cards drawn as SVG).

>>> h = Hand("T1 KH EX 3S")
>>> [c.code for c in h], h.points, h.bouts
(['T1', 'EX', '3S', 'KH'], 14.0, 2)
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, bouts_in, parse_cards, points_of, sort_key


@dataclass(frozen=True, init=False)
class Pile:
    """Cards in a given order (a trick, a side's winnings); C3 points and C2 bouts."""
    cards: tuple[Card, ...]

    def __init__(self, cards=()):
        object.__setattr__(self, "cards", self._arrange(parse_cards(cards)))

    @staticmethod
    def _arrange(cards):
        return cards

    def __iter__(self):
        return iter(self.cards)

    def __len__(self):
        return len(self.cards)

    def __contains__(self, card):
        return card in self.cards

    @property
    def points(self) -> float:
        """C3: the pile's points."""
        return points_of(self.cards)

    @property
    def bouts(self) -> int:
        """C2: how many bouts it holds."""
        return bouts_in(self.cards)

    @property
    def trumps(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.is_trump)

    @property
    def codes(self) -> list[str]:
        return [c.code for c in self.cards]

    def __str__(self) -> str:
        return " ".join(self.codes)

    def _repr_html_(self) -> str:
        from .render.svg import hand_html
        return hand_html(self.cards)


class Hand(Pile):
    """A player's cards, kept sorted for display (trumps, Excuse, then suits)."""

    @staticmethod
    def _arrange(cards):
        return tuple(sorted(cards, key=sort_key))
