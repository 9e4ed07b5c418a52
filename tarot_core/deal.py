"""D1–D5 (and V1 at three and five players): seats, the seeded dealer, petit sec and the dealer's rotation.

The dealer follows the real procedure so that a seed replays the same deal on every
machine: shuffle (a Fisher–Yates shuffle built on ``random.random()`` alone, the one
generator call Python promises to keep stable for a given seed), cut (more than 3
cards on each side, D2), then packets going round the table from the dealer's right —
at four players 24 packets of 3 (D3), at three 18 packets of 4, at five 25 packets of 3
(V1) — with the chien's single cards (6, or 3 at five) put aside between packets, never
before the first packet nor after the last one. The table is a value
(:class:`~tarot_core.table.Table`), four players unless another is given.

>>> d = deal(seed=7, dealer=0)
>>> [len(h) for h in d.hands], len(d.chien)
([18, 18, 18, 18], 6)
>>> deal(seed=7, dealer=0) == d
True
>>> from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS
>>> d5 = deal(seed=7, dealer=4, table=FIVE_PLAYERS)
>>> [len(h) for h in d5.hands], len(d5.chien), d5.table is FIVE_PLAYERS
([15, 15, 15, 15, 15], 3, True)
"""
from __future__ import annotations

import random
from functools import cache
from itertools import repeat, starmap
from operator import itemgetter
from typing import NamedTuple

from .cards import BIT, EXCUSE_BIT, FULL_MASK, N_CARDS, PETIT_INDEX, TRUMP_MASK, Card, cards_of, mask_of, sort_key
from .errors import DealError
from .table import FOUR_PLAYERS, TABLE, Table, table_for

N_SEATS = TABLE.seats            # the four-player table's sizes, for callers written for it
HAND_SIZE = TABLE.hand_size
CHIEN_SIZE = TABLE.chien_size
N_PACKETS = TABLE.n_packets      # D3: the dealt cards go 3 at a time
MIN_CUT = 4             # D2: more than 3 cards in each part


def next_seat(seat: int, table: Table = FOUR_PLAYERS) -> int:
    """D1: the next player in play order (on the right)."""
    return (seat + 1) % table.seats


@cache
def seats_from(table: Table = FOUR_PLAYERS) -> tuple[tuple[int, ...], ...]:
    """D1: the table's seats in play order, starting from each seat (a trick from its leader, P1).

    >>> from tarot_core.table import THREE_PLAYERS
    >>> seats_from(THREE_PLAYERS)
    ((0, 1, 2), (1, 2, 0), (2, 0, 1))
    """
    n = table.seats
    return tuple(tuple((first + i) % n for i in range(n)) for first in range(n))


# D1: the four seats in play order, starting from each seat (a trick from its leader, P1).
SEATS_FROM = seats_from(FOUR_PLAYERS)


def check_seat(seat, table: Table = FOUR_PLAYERS) -> int:
    """A seat must be 0, 1, 2 or 3 (D1); 0 … 2 at three players, 0 … 4 at five.

    >>> from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS
    >>> check_seat(4, FIVE_PLAYERS)
    4
    >>> try:
    ...     check_seat(3, THREE_PLAYERS)
    ... except DealError as e:
    ...     print(e.rule, e.detail("en"))
    D1 Invalid seat 3: at 3 players, seats run from 0 to 2.
    """
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < table.seats:
        if table.seats == FOUR_PLAYERS.seats:
            raise DealError("D1", "err.deal.seat", seat=seat, last=table.seats - 1)
        raise DealError("D1", "err.deal.seat_table", seat=seat, players=table.seats, last=table.seats - 1)
    return seat


def check_table(table) -> Table:
    """V1: *table* must be one of the rules' tables (three, four or five players), else DealError (V1)."""
    if isinstance(table, Table) and table_for(table.seats) == table:
        return table
    raise DealError("V1", "err.table.players", players=table.seats if isinstance(table, Table) else table)


def shuffled_order(rng: random.Random, n: int) -> list[int]:
    """The positions 0 … n−1 shuffled: each gets a ``rng.random()`` key and they are sorted by it.

    Only ``random()`` is drawn (the one generator call Python keeps stable for a seed),
    so a seed gives the same deal on every machine; ties (probability ~2⁻⁴⁰) keep order.
    The keys are drawn by C-level iteration (``starmap``), the same calls in the same order.
    """
    keys = list(starmap(rng.random, repeat((), n)))
    return sorted(range(n), key=keys.__getitem__)


def shuffle_pack(rng: random.Random, pack: list) -> None:
    """Shuffle *pack* in place by :func:`shuffled_order` (D2: the dealer shuffles)."""
    pack[:] = [pack[i] for i in shuffled_order(rng, len(pack))]


def cut_pack(rng: random.Random, pack: list) -> list:
    """D2: cut leaving more than 3 cards in each part."""
    at = MIN_CUT + int(rng.random() * (len(pack) - 2 * MIN_CUT + 1))
    return pack[at:] + pack[:at]


def chien_gaps(rng: random.Random, table: Table = FOUR_PLAYERS) -> tuple[int, ...]:
    """D3, V1: the gaps (after packet 1 … n − 1, in increasing order) where the dealer puts a chien
    card: 6 among 23 at four players, 6 among 17 at three, 3 among 24 at five."""
    rnd = rng.random
    chien_size, free = (_FOUR_LAYOUT if table is FOUR_PLAYERS else _layout(table))[2:4]
    gaps = list(free)
    chosen = []
    for left in range(len(gaps), len(gaps) - chien_size, -1):
        chosen.append(gaps.pop(int(rnd() * left)))
    chosen.sort()
    return tuple(chosen)


@cache
def _layout(table: Table) -> tuple[int, int, int, range, tuple[itemgetter, ...]]:
    """D3, V1: what the dealer's hands need of *table*, computed once: the packet, the seats, the
    chien's size, the gaps a chien card may go in (after packet 1 … n − 1: never before the first
    packet nor after the last) and, for the j-th player from the dealer's right, the positions
    among the dealt cards (the chien set aside) of packets j, j + seats, j + 2 × seats, …"""
    seats, packet = table.seats, table.packet
    packets_of = tuple(itemgetter(*[seats * packet * m + packet * j + i
                                    for m in range(table.hand_size // packet) for i in range(packet)])
                       for j in range(seats))
    return packet, seats, table.chien_size, range(1, table.n_packets), packets_of


_FOUR_LAYOUT = _layout(FOUR_PLAYERS)      # the four-player table's, looked up without hashing


def deal_pack(pack: list, dealer: int, gaps: tuple[int, ...], table: Table = FOUR_PLAYERS) -> tuple[list[int], int]:
    """D3, V1: hand out a cut pack in packets from the dealer's right, chien cards in the gaps.

    Returns the hands (by seat) and the chien as bit masks (bit i = card i). The chien card
    put after packet ``gaps[k]`` (in increasing order) sits at position ``packet * gaps[k] + k``
    of the pack; once those are set aside, the j-th player from the dealer's right
    receives packets j, j + seats, j + 2 × seats, … (:func:`_layout`).
    """
    packet, seats, chien_size, _, packets_of = _FOUR_LAYOUT if table is FOUR_PLAYERS else _layout(table)
    bits = list(itemgetter(*pack)(BIT))
    chien = 0
    order = sorted(gaps)
    for k in range(chien_size - 1, -1, -1):      # from the last, so earlier positions stay put
        chien |= bits.pop(packet * order[k] + k)
    hands = [0] * seats
    for j in range(seats):
        hands[(dealer + 1 + j) % seats] = sum(packets_of[j](bits))
    return hands, chien


class Deal(NamedTuple):
    """A deal as dealt: the hands (by seat) and the chien: four hands of 18 and a chien of 6 (D3);
    three of 24 and 6, or five of 15 and 3 (V1). A named tuple, not a dataclass: ``import
    tarot_core`` loads this module at once, and ``dataclasses`` alone would cost it ~6 ms."""
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    chien: tuple[Card, ...]
    seed: int | None = None

    @property
    def table(self) -> Table:
        """V1: the table this deal was dealt for (by its number of hands)."""
        return table_for(len(self.hands))

    def to_record(self) -> dict:
        """The start of a deal record (hands and chien), to be completed with bids and tricks;
        at three or five players it says so (``players``; absent means four)."""
        players = {} if len(self.hands) == FOUR_PLAYERS.seats else {"players": len(self.hands)}
        return {**players, "dealer": self.dealer, "seed": self.seed,
                "hands": [[c.code for c in h] for h in self.hands],
                "chien": [c.code for c in self.chien]}

    @property
    def petit_sec_seat(self) -> int | None:
        """D4: the seat holding the Petit sec, if any."""
        return petit_sec_seat(self.hands)


def check_seed(seed) -> int | None:
    """D2: a seed is a whole number from 0 up (or None: a fresh shuffle). Python's generator
    ignores a seed's sign (-12 shuffles as 12 does), so a negative seed is refused rather than
    dealing the deal of another seed under its name.

    >>> check_seed(12), check_seed(None)
    (12, None)
    >>> try:
    ...     check_seed(-12)
    ... except DealError as e:
    ...     print(e.rule, e.message("en").split(": ", 1)[1])
    D2 Invalid seed -12: a seed is a whole number from 0 up.
    """
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        raise DealError("D2", "err.deal.seed", seed=seed)
    return seed


def deal(seed: int | None = None, dealer: int = 0, rng: random.Random | None = None,
         table: Table = FOUR_PLAYERS) -> Deal:
    """Deal a full pack the way a table does (D2, D3; V1 at three and five players): same seed,
    same deal, everywhere. The seed is a whole number from 0 up (:func:`check_seed`)."""
    check_seat(dealer, check_table(table))
    if rng is None:
        rng = random.Random(check_seed(seed))
    hands, chien = deal_masks(rng, dealer, table)
    return Deal(dealer=dealer,
                hands=tuple(tuple(sorted(cards_of(h), key=sort_key)) for h in hands),
                chien=tuple(sorted(cards_of(chien), key=sort_key)),
                seed=seed)


def playable_deal(seed: int | None, dealer: int = 0, table: Table = FOUR_PLAYERS) -> Deal:
    """The deal of *seed* or, when a petit sec cancels it (D4; V2 at every table), the deal of the
    first later seed that is played: what an exercise lays out when it needs a deal to play or a
    hand to bid on. The dealer stays the same (the exercise names a seed; at a real table the next
    dealer deals again, G1). *seed* None: fresh shuffles until one is played.

    >>> deal(seed=267).petit_sec_seat, playable_deal(267).seed, playable_deal(268).seed
    (3, 268, 268)
    """
    s = check_seed(seed)
    while True:
        d = deal(s, dealer, table=table)
        if d.petit_sec_seat is None:
            return d
        if s is not None:                     # None: the next fresh shuffle
            s += 1


def deal_masks(rng: random.Random, dealer: int = 0, table: Table = FOUR_PLAYERS) -> tuple[list[int], int]:
    """The same procedure as :func:`deal`, returning bit masks (the engine's fast path).

    :func:`shuffled_order`, :func:`cut_pack`, :func:`chien_gaps` and :func:`deal_pack` written out in
    one function (issue 26: a playout's deal is a quarter of its time): the same draws in the same
    order, the same cards to the same seats (a test pins thousands of seeded deals)."""
    rnd = rng.random
    packet, seats, free, lefts, last_first, packets_of = _FOUR_PLAN if table is FOUR_PLAYERS else _plan(table)
    keys = list(starmap(rnd, repeat((), N_CARDS)))            # D2: shuffle (shuffled_order) …
    order = sorted(_CARD_RANGE, key=keys.__getitem__)         # … the pack starts in card order 0 … 77
    at = MIN_CUT + int(rnd() * _CUT_CHOICES)                  # D2: cut (cut_pack)
    bits = list(itemgetter(*(order[at:] + order[:at]))(BIT))
    gaps = list(free)                                         # D3, V1: the chien's gaps (chien_gaps)
    chosen = [gaps.pop(int(rnd() * left)) for left in lefts]
    chosen.sort()
    chien = 0                                                 # D3, V1: packets and chien (deal_pack)
    for k in last_first:                                      # from the last, so earlier positions stay put
        chien |= bits.pop(packet * chosen[k] + k)
    hands = [0] * seats
    rest = FULL_MASK ^ chien
    for j, get in enumerate(packets_of):                      # all but the dealer's: his is what is left
        hand = hands[(dealer + 1 + j) % seats] = sum(get(bits))
        rest ^= hand
    hands[dealer] = rest
    return hands, chien


@cache
def _plan(table: Table) -> tuple[int, int, tuple[int, ...], range, range, tuple[itemgetter, ...]]:
    """:func:`deal_masks`' view of :func:`_layout`: the packet, the seats, the gaps a chien card may go
    in, how many are left at each of the chien's draws, the chien's cards from the last, the packets of
    every seat but the dealer's (the last served: he gets the cards left, D3)."""
    packet, seats, chien_size, free, packets_of = _layout(table)
    return (packet, seats, tuple(free), range(len(free), len(free) - chien_size, -1), range(chien_size - 1, -1, -1),
            packets_of[:-1])


_CARD_RANGE = range(N_CARDS)
_FOUR_PLAN = _plan(FOUR_PLAYERS)                              # the four-player table's, looked up without hashing
_CUT_CHOICES = N_CARDS - 2 * MIN_CUT + 1                      # D2: where the cut may fall


def is_petit_sec_mask(hand_mask: int) -> bool:
    """D4 on a bit mask: the Petit is the only trump and the Excuse is absent."""
    return (hand_mask & TRUMP_MASK) == BIT[PETIT_INDEX] and not hand_mask & EXCUSE_BIT


def is_petit_sec(hand) -> bool:
    """D4: a hand whose only trump is the Petit and which holds no Excuse.

    (Court cards have nothing to do with it, whatever some rule pages say.)
    """
    return is_petit_sec_mask(mask_of(hand))


def petit_sec_seat(hands) -> int | None:
    """D4 (V2: at every table): the first seat (in play order) whose hand is a petit sec, or None."""
    for seat, hand in enumerate(hands):
        if is_petit_sec(hand):
            return seat
    return None


def next_dealer(dealer: int, misdeal: bool = False, table: Table = FOUR_PLAYERS) -> int:
    """G1/D5: the dealer moves to the right after each deal; a misdeal is dealt again by the same dealer."""
    return dealer if misdeal else next_seat(dealer, table)
