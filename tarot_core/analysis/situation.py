"""What a seat knows when it must play a card, as bit masks (:class:`Situation`), and the small
questions the rules of thumb ask of it: who holds the trick (P6), which cards are still out, whether
a card is master. Built from a :class:`~tarot_core.game.SeatView` — what the seat may know (P1),
nothing more."""
from __future__ import annotations

from typing import NamedTuple

from ..cards import (
    BIT,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    FULL_MASK,
    HALF_POINTS,
    SUIT_MASKS,
    TRUMP_MASK,
    cards_of,
    mask_of,
)
from ..game import SUIT_LETTERS, SeatView
from ..play import FOLLOWERS, trick_state, winning_card
from ..table import FOUR_PLAYERS

N_SEATS = FOUR_PLAYERS.seats
N_TRICKS = FOUR_PLAYERS.n_tricks


# --- what a seat knows, as masks (the rules of thumb read only this) ---------------------------
class Situation(NamedTuple):
    """The facts a rule of thumb reads, as bit masks — built from a :class:`SeatView` (or, in a
    sampler's playout, from the simulated deal, with the same fields and nothing more).

    ``known``: the cards this seat knows are not in another player's hand (its own hand, the
    cards played, its own discard); ``taker_voids``: the plain suits (as masks) the taker showed
    he lacks; ``side_won_all``: this seat's side has won every finished trick (a slam is on)."""
    seat: int
    taker: int | None
    hand: int
    legal: int
    trick: tuple[int, ...]
    leader: int
    trick_number: int
    known: int
    taker_voids: int
    side_won_all: bool
    slam_announced: bool

    def partner(self, other: int) -> bool:
        """Whether *other* plays on this seat's side (:func:`same_side`)."""
        return same_side(self.seat, self.taker, other)


def same_side(seat: int, taker: int | None, other: int) -> bool:
    """Whether *other* plays on *seat*'s side: the taker is alone against the defence (four
    players); without a taker, each seat is its own side.

    >>> same_side(0, 2, 1), same_side(0, 2, 2), same_side(2, 2, 2), same_side(1, None, 1)
    (True, False, True, True)
    """
    if taker is None:
        return other == seat
    return (other == taker) == (seat == taker)


def situation(view: SeatView) -> Situation:
    """The :class:`Situation` of the seat that *view* belongs to (it must be its turn to play)."""
    seat, taker = view.seat, view.taker
    known = mask_of(view.hand) | mask_of(view.current_trick)
    for t in view.tricks:
        known |= mask_of(t.cards)
    if seat == taker:
        known |= mask_of(view.discard)
    else:
        known |= mask_of(view.discard) & TRUMP_MASK
    taker_voids = 0
    if taker is not None:
        for letter in view.voids[taker]:
            if letter in SUIT_LETTERS:
                taker_voids |= SUIT_MASKS[SUIT_LETTERS.index(letter)]
    won_all = all(view_partner(view, t.winner) for t in view.tricks)
    leader = view.current_leader if view.current_leader is not None else seat
    return Situation(seat, taker, mask_of(view.hand), mask_of(view.legal),
                     tuple(int(c) for c in view.current_trick), leader, len(view.tricks) + 1,
                     known, taker_voids, won_all, view.slam_announced)


def view_partner(view: SeatView, other: int) -> bool:
    """Whether *other* plays on the side of the seat *view* belongs to (:func:`same_side`)."""
    return same_side(view.seat, view.taker, other)


# --- small helpers on masks ------------------------------------------------------------------
def lowest(mask: int) -> int:
    """The card of *mask* worth least (points, then rank; trumps after plain cards of equal worth)."""
    return min(cards_of(mask), key=cheapness)


def highest_points(mask: int) -> int:
    return max(cards_of(mask), key=lambda c: (HALF_POINTS[c], -(c >= FIRST_TRUMP), c % 14))


def cheapness(c: int) -> tuple[int, int, int]:
    return (HALF_POINTS[c], c >= FIRST_TRUMP, c if c >= FIRST_TRUMP else c % 14)


def trick_winner(sit: Situation) -> tuple[int, int]:
    """(seat, card) winning the trick so far (P6); (-1, -1) before a card other than the Excuse."""
    best = winning_card(*trick_state(sit.trick))
    if best < 0:
        return -1, -1
    return (sit.leader + sit.trick.index(best)) % N_SEATS, best


def wins(sit: Situation, c: int) -> bool:
    """Whether card *c* would lead the trick once played now (P6; the Excuse never wins, X3)."""
    if c == EXCUSE_INDEX:
        return False
    follow, played = trick_state(sit.trick)
    return winning_card(follow or FOLLOWERS[c], played | BIT[c]) == c


def still_to_play(sit: Situation) -> list[int]:
    return [(sit.seat + i) % N_SEATS for i in range(1, N_SEATS - len(sit.trick))]


def outstanding(sit: Situation) -> int:
    """The cards this seat cannot see: held by the others (or hidden in the chien or discard)."""
    return FULL_MASK & ~sit.known


def is_master(sit: Situation, card: int) -> bool:
    """No unseen card of its kind is higher: the highest trump still out, or the highest card of
    its suit still out (which a trump may still beat)."""
    if card == EXCUSE_INDEX:
        return False
    group = TRUMP_MASK if card >= FIRST_TRUMP else SUIT_MASKS[card // 14]
    return not outstanding(sit) & group & ~((BIT[card] << 1) - 1)


def sure_for_side(sit: Situation) -> bool:
    """The trick is as good as won by this seat's side: a partner holds it, and either nobody
    else of the other side plays after this seat, or the partner's card cannot be beaten."""
    seat, card = trick_winner(sit)
    if seat < 0 or not sit.partner(seat):
        return False
    later = still_to_play(sit)
    if all(sit.partner(s) for s in later):
        return True
    if card >= FIRST_TRUMP:
        return is_master(sit, card)
    return False       # a plain card can be trumped by anyone void in the suit

