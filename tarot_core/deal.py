"""D1–D5: seats, the seeded dealer, petit sec and the dealer's rotation.

The dealer follows the real procedure so that a seed replays the same deal on every
machine: shuffle (a Fisher–Yates shuffle built on ``random.random()`` alone, the one
generator call Python promises to keep stable for a given seed), cut (more than 3
cards on each side, D2), then 24 packets of 3 going round the table from the
dealer's right, with 6 single cards put into the chien between packets, never
before the first packet nor after the last one (D3).

>>> d = deal(seed=7, dealer=0)
>>> [len(h) for h in d.hands], len(d.chien)
([18, 18, 18, 18], 6)
>>> deal(seed=7, dealer=0) == d
True
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import repeat, starmap
from operator import itemgetter

from .cards import BIT, EXCUSE_BIT, N_CARDS, PETIT_INDEX, TRUMP_MASK, Card, cards_of, mask_of, sort_key
from .errors import DealError
from .table import TABLE

N_SEATS = TABLE.seats
HAND_SIZE = TABLE.hand_size
CHIEN_SIZE = TABLE.chien_size
N_PACKETS = N_SEATS * HAND_SIZE // 3     # D3: the dealt cards go 3 at a time
MIN_CUT = 4             # D2: more than 3 cards in each part


def next_seat(seat: int) -> int:
    """D1: the next player in play order (on the right)."""
    return (seat + 1) % N_SEATS


# D1: the four seats in play order, starting from each seat (a trick from its leader, P1).
SEATS_FROM = tuple(tuple((first + i) % N_SEATS for i in range(N_SEATS)) for first in range(N_SEATS))


def check_seat(seat) -> int:
    """A seat must be 0, 1, 2 or 3 (D1)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < N_SEATS:
        raise DealError("D1", "err.deal.seat", seat=seat)
    return seat


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


def chien_gaps(rng: random.Random) -> tuple[int, ...]:
    """D3: the 6 gaps (after packet 1 … 23, in increasing order) where the dealer puts a chien card."""
    rnd = rng.random
    gaps = list(_GAPS)
    chosen = []
    for left in range(len(_GAPS), len(_GAPS) - CHIEN_SIZE, -1):
        chosen.append(gaps.pop(int(rnd() * left)))
    chosen.sort()
    return tuple(chosen)


_GAPS = range(1, N_PACKETS)          # D3: never before the first packet nor after the last


def deal_pack(pack: list, dealer: int, gaps: tuple[int, ...]) -> tuple[list[int], int]:
    """D3: hand out a cut pack in packets of 3 from the dealer's right, chien cards in the gaps.

    Returns the four hands and the chien as bit masks (bit i = card i). The chien card
    put after packet ``gaps[k]`` (in increasing order) sits at position ``3 * gaps[k] + k``
    of the pack; once those 6 are set aside, the j-th player from the dealer's right
    receives packets j, j + 4, j + 8, …: the positions in :data:`_PACKETS_OF` ``[j]``.
    """
    bits = list(itemgetter(*pack)(BIT))
    chien = 0
    order = sorted(gaps)
    for k in range(CHIEN_SIZE - 1, -1, -1):          # from the last, so earlier positions stay put
        chien |= bits.pop(3 * order[k] + k)
    hands = [0, 0, 0, 0]
    for j in range(N_SEATS):
        hands[(dealer + 1 + j) & 3] = sum(_PACKETS_OF[j](bits))
    return hands, chien


# D3: the positions, among the 72 dealt cards, of the packets j, j + 4, … (j = 0 … 3).
_PACKETS_OF = tuple(itemgetter(*[12 * m + 3 * j + i for m in range(HAND_SIZE // 3) for i in range(3)])
                    for j in range(N_SEATS))


@dataclass(frozen=True)
class Deal:
    """A deal as dealt: four hands of 18 (by seat) and a chien of 6 (D3)."""
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    chien: tuple[Card, ...]
    seed: int | None = None

    def to_record(self) -> dict:
        """The start of a deal record (hands and chien), to be completed with bids and tricks."""
        return {"dealer": self.dealer, "seed": self.seed,
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


def deal(seed: int | None = None, dealer: int = 0, rng: random.Random | None = None) -> Deal:
    """Deal a full pack the way a table does (D2, D3): same seed, same deal, everywhere.
    The seed is a whole number from 0 up (:func:`check_seed`)."""
    check_seat(dealer)
    if rng is None:
        rng = random.Random(check_seed(seed))
    hands, chien = deal_masks(rng, dealer)
    return Deal(dealer=dealer,
                hands=tuple(tuple(sorted(cards_of(h), key=sort_key)) for h in hands),
                chien=tuple(sorted(cards_of(chien), key=sort_key)),
                seed=seed)


def deal_masks(rng: random.Random, dealer: int = 0) -> tuple[list[int], int]:
    """The same procedure as :func:`deal`, returning bit masks (the engine's fast path)."""
    pack = cut_pack(rng, shuffled_order(rng, N_CARDS))       # the pack starts in card order 0 … 77
    return deal_pack(pack, dealer, chien_gaps(rng))


def is_petit_sec_mask(hand_mask: int) -> bool:
    """D4 on a bit mask: the Petit is the only trump and the Excuse is absent."""
    return (hand_mask & TRUMP_MASK) == BIT[PETIT_INDEX] and not hand_mask & EXCUSE_BIT


def is_petit_sec(hand) -> bool:
    """D4: a hand whose only trump is the Petit and which holds no Excuse.

    (Court cards have nothing to do with it, whatever some rule pages say.)
    """
    return is_petit_sec_mask(mask_of(hand))


def petit_sec_seat(hands) -> int | None:
    """D4: the first seat (in play order) whose hand is a petit sec, or None."""
    for seat, hand in enumerate(hands):
        if is_petit_sec(hand):
            return seat
    return None


def next_dealer(dealer: int, misdeal: bool = False) -> int:
    """G1/D5: the dealer moves to the right after each deal; a misdeal is dealt again by the same dealer."""
    return dealer if misdeal else next_seat(dealer)
