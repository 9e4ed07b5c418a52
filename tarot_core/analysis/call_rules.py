"""The basic bot's rule of thumb for the call at five players (V4, V5, R8): which card the taker
names, from his 15 cards as dealt (the chien is not yet his).

The usual choice: the king of a suit where the taker is weak, so that his partner holds that suit
for him (:func:`call_king_of_weak_suit`); a queen when he holds the four kings, a cavalier with the
four kings and queens, a jack with the four cavaliers as well (V4, R8); a king of his own (playing
alone against four, V5, V9: 4 × S) only with an overwhelming hand (:func:`overwhelming`).
Its words are the catalogue's ``bot.rule.call_king_of_weak_suit``.

>>> from tarot_core.cards import parse_cards
>>> hand = "KS QS 3S KH 9H 8H 2D 5C T21 T15 T12 T9 T7 T4 T2"
>>> called_card(mask_of(parse_cards(hand)), FIVE_PLAYERS).code       # ♦: one card, no honour
'KD'
"""
from __future__ import annotations

from ..call import callable_mask
from ..cards import (
    BOUT_MASK,
    DECK,
    HALF_POINTS,
    KING_MASK,
    SUIT_MASKS,
    TRUMP_MASK,
    Card,
    cards_of,
    mask_of,
)
from ..game import SeatView
from ..table import FIVE_PLAYERS, Table

#: V4, R8: the ranks a taker may call, highest first (king, queen, cavalier, jack), as masks.
_RANKS = tuple(sum(1 << (s * 14 + rank - 1) for s in range(4)) for rank in (14, 13, 12, 11))


def overwhelming(hand: int, table: Table = FIVE_PLAYERS) -> bool:
    """A hand strong enough to play alone against four (V5: the taker calls a king he holds; V9:
    he then scores 4 × S, and pays 4 × S when he fails): at least a double poignée's trumps (10 of
    his 15 at five players, V3, the Excuse counted as one) with two bouts or more, and a king to
    call.

    >>> from tarot_core.cards import parse_cards
    >>> overwhelming(mask_of(parse_cards("T21 T20 T18 T16 T14 T12 T10 T8 T6 EX KS KH 3D 2D 5C")))
    True
    >>> overwhelming(mask_of(parse_cards("T21 T20 T18 T16 T14 T12 T10 T8 T6 T3 KS KH 3D 2D 5C")))
    False
    """
    trumps = (hand & (TRUMP_MASK | BOUT_MASK)).bit_count()
    return bool(hand & KING_MASK) and trumps >= table.poignee_sizes[1] and (hand & BOUT_MASK).bit_count() >= 2


def called_card(hand: int, table: Table = FIVE_PLAYERS) -> Card:
    """:func:`call_king_of_weak_suit` on a bit mask (*hand*: the taker's cards as dealt)."""
    if overwhelming(hand, table):
        return DECK[max(cards_of(hand & KING_MASK), key=lambda k: ((hand & SUIT_MASKS[k // 14]).bit_count(), -k))]
    allowed = callable_mask(hand)
    for rank in _RANKS:                               # V4, R8: the highest rank he may call and lacks
        choices = allowed & rank & ~hand
        if choices:
            return DECK[min(cards_of(choices), key=lambda c: _weakness(hand, c // 14))]
    raise AssertionError("not reached: 15 cards cannot hold the 16 court cards")      # pragma: no cover


def _weakness(hand: int, suit: int) -> tuple[int, int, int, int]:
    """Sort key, weakest suit first: one he holds (so he can lead it to find his partner), the
    fewest cards of it, the fewest points in it, then suit order."""
    cards = hand & SUIT_MASKS[suit]
    return (not cards, cards.bit_count(), sum(HALF_POINTS[c] for c in cards_of(cards)), suit)


def call_king_of_weak_suit(view: SeatView) -> Card:
    """V4, V5, R8: call the king of the suit where you are weakest — one you hold a card of (so you
    can lead it and find your partner), with the fewest cards, then the fewest points: its holder,
    your secret partner, holds that suit for you. Holding the four kings, call a queen the same way
    (a cavalier with the four queens too, a jack with the four cavaliers as well: R8). Call a king
    of your own — and play alone against four — only with an overwhelming hand
    (:func:`overwhelming`)."""
    return called_card(mask_of(view.hand), view.table)


__all__ = ["call_king_of_weak_suit", "called_card", "overwhelming"]
