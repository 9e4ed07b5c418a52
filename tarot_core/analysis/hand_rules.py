"""The basic bot's rules of thumb for the decisions before the play: the discard (E1, E2), the
poignée (B2–B4) and the slam (B7), each sized by the view's table (V2, V3: three, four and five
players). Bidding is :mod:`~tarot_core.analysis.bidding`'s; the call at five players
:mod:`~tarot_core.analysis.call_rules`'."""
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
from ..game import SeatView
from ..poignee import poignee_choices


def discard_for_voids(view: SeatView) -> tuple[Card, ...]:
    """Discard to make voids without losing points: empty the shortest plain suits that hold no
    king, then put away cavaliers and queens (their points are safe in the discard), then the
    lowest cards; never a king or a bout (E2), and trumps only when forced, the lowest first
    (E2: they are shown). As many cards as the chien brought: 6 at three and four players, 3 at
    five (E1, V2)."""
    size = view.table.discard_size
    pool = mask_of(view.hand)
    free = pool & PLAIN_NOT_KINGS
    chosen = 0
    suits = sorted(range(4), key=lambda s: ((free & SUIT_MASKS[s]).bit_count(), s))
    for s in suits:
        cards = free & SUIT_MASKS[s]
        if not cards or pool & SUIT_MASKS[s] & KING_MASK:
            continue
        if chosen.bit_count() + cards.bit_count() <= size:
            chosen |= cards
    rest = sorted(cards_of(free & ~chosen), key=lambda c: (-HALF_POINTS[c], c))
    for c in rest:
        if chosen.bit_count() == size:
            break
        chosen |= BIT[c]
    trumps = sorted(cards_of(pool & TRUMP_MASK & ~BOUT_MASK))
    while chosen.bit_count() < size:
        chosen |= BIT[trumps.pop(0)]
    return tuple(sorted(cards_of(chosen)))


def show_poignee_when_winning(view: SeatView) -> tuple[Card, ...]:
    """Show a poignée when your side should win the deal: its bonus goes to the winners (B4), so
    the taker (and at five players his partner, who knows he is one, V5) shows one, a defender only
    a double or more (with that many trumps — 13 at four players, 15 at three, 10 at five, V3 — the
    taker is unlikely to make it). Show the largest one the hand allows, the lowest trumps, the
    Excuse only when it is needed (B2) — :func:`~tarot_core.poignee.poignee_choices` gives them,
    for the view's table (V3)."""
    table = view.table
    discard = view.discard if view.seat == view.taker else ()
    choices = poignee_choices(view.hand, discard, table)
    attacker = view.seat == view.taker or (view.partner_known and view.partner == view.seat)
    if not choices or (not attacker and choices[-1].size < table.poignee_sizes[1]):
        return ()
    return choices[-1].cards


def slam_when_unbeatable(view: SeatView) -> bool:
    """Announce a slam only with a hand that wins every trick by itself: the 21, as many trumps as a
    triple poignée or more (15 at four players, 18 at three, 13 at five: V3), and nothing else but
    kings and the Excuse (B7: a slam announced and missed costs 200; at five the attack must win
    every trick, R6)."""
    hand = mask_of(view.hand)
    return (bool(hand & BIT[TWENTY_ONE_INDEX]) and (hand & TRUMP_MASK).bit_count() >= view.table.triple
            and not hand & PLAIN_NOT_KINGS)

