"""The basic bot's rules of thumb for the decisions before the play: the discard (E1, E2), the
poignée (B2–B4) and the slam (B7). Bidding is :mod:`~tarot_core.analysis.bidding`'s."""
from __future__ import annotations

from ..cards import (
    BIT,
    BOUT_MASK,
    HALF_POINTS,
    KING_MASK,
    PLAIN_NOT_KINGS,
    SUIT_MASKS,
    TRUMP_MASK,
    TWENTY_ONE_INDEX,
    Card,
    cards_of,
    mask_of,
)
from ..discard import DISCARD_SIZE
from ..game import SeatView
from ..poignee import poignee_choices
from ..table import FOUR_PLAYERS


def discard_for_voids(view: SeatView) -> tuple[Card, ...]:
    """Discard to make voids without losing points: empty the shortest plain suits that hold no
    king, then put away cavaliers and queens (their points are safe in the discard), then the
    lowest cards; never a king or a bout (E2), and trumps only when forced, the lowest first
    (E2: they are shown)."""
    pool = mask_of(view.hand)
    free = pool & PLAIN_NOT_KINGS
    chosen = 0
    suits = sorted(range(4), key=lambda s: ((free & SUIT_MASKS[s]).bit_count(), s))
    for s in suits:
        cards = free & SUIT_MASKS[s]
        if not cards or pool & SUIT_MASKS[s] & KING_MASK:
            continue
        if chosen.bit_count() + cards.bit_count() <= DISCARD_SIZE:
            chosen |= cards
    rest = sorted(cards_of(free & ~chosen), key=lambda c: (-HALF_POINTS[c], c))
    for c in rest:
        if chosen.bit_count() == DISCARD_SIZE:
            break
        chosen |= BIT[c]
    trumps = sorted(cards_of(pool & TRUMP_MASK & ~BOUT_MASK))
    while chosen.bit_count() < DISCARD_SIZE:
        chosen |= BIT[trumps.pop(0)]
    return tuple(sorted(cards_of(chosen)))


def show_poignee_when_winning(view: SeatView) -> tuple[Card, ...]:
    """Show a poignée when your side should win the deal: its bonus goes to the winners (B4), so
    the taker shows one, a defender only a double or more (with 13 trumps the taker is unlikely to
    make it). Show the largest one the hand allows, the lowest trumps, the Excuse only when it is
    needed (B2) — :func:`~tarot_core.poignee.poignee_choices` gives them."""
    discard = view.discard if view.seat == view.taker else ()
    choices = poignee_choices(view.hand, discard)
    if not choices or (view.seat != view.taker and choices[-1].size < FOUR_PLAYERS.poignee_sizes[1]):
        return ()
    return choices[-1].cards


def slam_when_unbeatable(view: SeatView) -> bool:
    """Announce a slam only with a hand that wins every trick by itself: the 21, as many trumps as a
    triple poignée or more (15 at four players), and nothing else but kings and the Excuse (B7: a slam
    announced and missed costs 200)."""
    hand = mask_of(view.hand)
    return (bool(hand & BIT[TWENTY_ONE_INDEX]) and (hand & TRUMP_MASK).bit_count() >= view.table.triple
            and not hand & PLAIN_NOT_KINGS)

