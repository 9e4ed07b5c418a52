"""The table a deal is played at: how many seats, how many cards each, the chien, the poignées.

Every size the rules use comes from one :class:`Table` value, so that the three- and
five-player games of the FFT can be added later by describing their table, without
hunting for constants. Only the four-player table is implemented (D3, E1, B1).

>>> FOUR_PLAYERS.seats, FOUR_PLAYERS.hand_size, FOUR_PLAYERS.chien_size, FOUR_PLAYERS.n_tricks
(4, 18, 6, 18)
>>> FOUR_PLAYERS.poignee_sizes, FOUR_PLAYERS.n_cards
((10, 13, 15), 78)
"""
from __future__ import annotations

from typing import NamedTuple


class Table(NamedTuple):
    """The sizes of one kind of table (D3, E1, E4, B1)."""

    seats: int                                #: D1: players, numbered in play order
    hand_size: int                            #: D3, E4: cards dealt to each (and held when play starts)
    chien_size: int                           #: D3: cards of the chien (and of the discard, E1)
    poignee_sizes: tuple[int, ...]            #: B1: trumps shown for a simple, double, triple poignée

    @property
    def n_tricks(self) -> int:
        """Every card of every hand is played: one trick per card of a hand."""
        return self.hand_size

    @property
    def discard_size(self) -> int:
        """E1: the taker puts aside as many cards as the chien brought."""
        return self.chien_size

    @property
    def n_cards(self) -> int:
        """C1: the whole pack is dealt (hands and chien)."""
        return self.seats * self.hand_size + self.chien_size


#: The FFT four-player table (D3: 18 cards each, a chien of 6; B1: 10, 13 or 15 trumps).
FOUR_PLAYERS = Table(seats=4, hand_size=18, chien_size=6, poignee_sizes=(10, 13, 15))

#: The table the rules modules are written for today.
TABLE = FOUR_PLAYERS

__all__ = ["Table", "FOUR_PLAYERS", "TABLE"]
