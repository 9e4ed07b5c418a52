"""The table a deal is played at: how many seats, how many cards each, the chien, the poignées.

Every size the rules use comes from one :class:`Table` value, passed to the rule functions
(never copied into constants): the FFT's three-, four- and five-player tables are the same
code with a different table (D3, E1, B1; V1–V3 for three and five players).

>>> FOUR_PLAYERS.seats, FOUR_PLAYERS.hand_size, FOUR_PLAYERS.chien_size, FOUR_PLAYERS.n_tricks
(4, 18, 6, 18)
>>> FOUR_PLAYERS.poignee_sizes, FOUR_PLAYERS.n_cards
((10, 13, 15), 78)
>>> [(t.seats, t.hand_size, t.packet, t.chien_size, t.poignee_sizes) for t in (THREE_PLAYERS, FIVE_PLAYERS)]
[(3, 24, 4, 6, (13, 15, 18)), (5, 15, 3, 3, (8, 10, 13))]
>>> table_for(5) is FIVE_PLAYERS
True
"""
from __future__ import annotations

from typing import NamedTuple

from .errors import DealError


class Table(NamedTuple):
    """The sizes of one kind of table (D3, E1, E4, B1; V1–V3)."""

    seats: int                                #: D1: players, numbered in play order
    hand_size: int                            #: D3, E4, V1: cards dealt to each (and held when play starts)
    chien_size: int                           #: D3, V1: cards of the chien (and of the discard, E1, V2)
    poignee_sizes: tuple[int, ...]            #: B1, V3: trumps shown for a simple, double, triple poignée
    packet: int = 3                           #: D3, V1: cards a player receives at a time in the deal

    @property
    def n_tricks(self) -> int:
        """Every card of every hand is played: one trick per card of a hand (E4, V2)."""
        return self.hand_size

    @property
    def discard_size(self) -> int:
        """E1, V2: the taker puts aside as many cards as the chien brought."""
        return self.chien_size

    @property
    def n_cards(self) -> int:
        """C1: the whole pack is dealt (hands and chien)."""
        return self.seats * self.hand_size + self.chien_size

    @property
    def n_packets(self) -> int:
        """D3, V1: how many packets the hands are dealt in (24 at four, 18 at three, 25 at five)."""
        return self.seats * self.hand_size // self.packet

    @property
    def triple(self) -> int:
        """B3, R10: the triple poignée's size (15 at four, 18 at three, 13 at five)."""
        return self.poignee_sizes[-1]


#: The FFT four-player table (D3: 18 cards each, 3 at a time, a chien of 6; B1: 10, 13 or 15 trumps).
FOUR_PLAYERS = Table(seats=4, hand_size=18, chien_size=6, poignee_sizes=(10, 13, 15), packet=3)

#: V1, V3: three players, 24 cards each dealt 4 at a time, a chien of 6; poignées of 13, 15 or 18 trumps.
THREE_PLAYERS = Table(seats=3, hand_size=24, chien_size=6, poignee_sizes=(13, 15, 18), packet=4)

#: V1, V3: five players, 15 cards each dealt 3 at a time, a chien of 3; poignées of 8, 10 or 13 trumps.
FIVE_PLAYERS = Table(seats=5, hand_size=15, chien_size=3, poignee_sizes=(8, 10, 13), packet=3)

#: The tables of the FFT rules, by number of players (V1).
TABLES = {3: THREE_PLAYERS, 4: FOUR_PLAYERS, 5: FIVE_PLAYERS}

#: The table the rules modules default to (four players).
TABLE = FOUR_PLAYERS


def table_for(players) -> Table:
    """V1: the table of *players* players (3, 4 or 5); anything else raises DealError (V1).

    >>> table_for(3).hand_size
    24
    >>> try:
    ...     table_for(6)
    ... except ValueError as e:
    ...     print(e.rule)
    V1
    """
    if isinstance(players, int) and not isinstance(players, bool) and players in TABLES:
        return TABLES[players]
    raise DealError("V1", "err.table.players", players=players)


def seat_at(leader: int, position: int, table: Table = FOUR_PLAYERS) -> int:
    """P1: the seat playing the card at *position* (0 = the lead) of a trick led by *leader*.

    >>> from tarot_core.table import THREE_PLAYERS
    >>> seat_at(2, 1, THREE_PLAYERS), seat_at(2, 2, THREE_PLAYERS)
    (0, 1)
    """
    return (leader + position) % table.seats



def trick_seats(leader: int, n_cards: int, table: Table = FOUR_PLAYERS) -> tuple[int, ...]:
    """P1: the seats of a trick's first *n_cards* cards, from its *leader* round the table (what
    :attr:`~tarot_core.play.Trick.seats` and :attr:`~tarot_core.outcome.TrickResult.seats` say).

    >>> trick_seats(3, 4), trick_seats(4, 2, FIVE_PLAYERS)
    ((3, 0, 1, 2), (4, 0))
    """
    return tuple(seat_at(leader, i, table) for i in range(n_cards))


__all__ = ["Table", "FOUR_PLAYERS", "THREE_PLAYERS", "FIVE_PLAYERS", "TABLES", "TABLE", "table_for", "seat_at",
           "trick_seats"]
