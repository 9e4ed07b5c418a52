"""What a seat knows when it must play a card, as bit masks (:class:`Situation`), and the small
questions the rules of thumb ask of it: who holds the trick (P6), which cards are still out, whether
a card is master, on which side another seat plays. Built from a :class:`~tarot_core.game.SeatView` —
what the seat may know (P1), nothing more — at every table (V1): its sizes come from the view's table.

At five players a seat may not know the camps (V5): :meth:`Situation.camp` answers ``"partner"``,
``"opponent"`` or ``"unknown"`` from what the seat knows (:func:`camps`), never from the deal."""
from __future__ import annotations

from typing import NamedTuple

from ..cards import (
    BIT,
    EXCUSE_BIT,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    FULL_MASK,
    HALF_POINTS,
    SUIT_MASKS,
    TRUMP_MASK,
    cards_of,
    mask_of,
)
from ..excuse import settle
from ..game import SUIT_LETTERS, SeatView
from ..play import FOLLOWERS, trick_state, winning_card
from ..table import FOUR_PLAYERS, seat_at

#: The four-player table's sizes, for callers written for four players (the rules read a
#: :class:`Situation`'s own ``seats`` and ``n_tricks``: every table, V1, V2).
N_SEATS = FOUR_PLAYERS.seats
N_TRICKS = FOUR_PLAYERS.n_tricks

#: What a seat may know of another seat's camp (:meth:`Situation.camp`; V5, V7).
PARTNER, OPPONENT, UNKNOWN = "partner", "opponent", "unknown"


# --- what a seat knows, as masks (the rules of thumb read only this) ---------------------------
class Situation(NamedTuple):
    """The facts a rule of thumb reads, as bit masks — built from a :class:`SeatView` (or, in a
    sampler's playout, from the simulated deal, with the same fields and nothing more).

    ``known``: the cards this seat knows are not in another player's hand (its own hand, the
    cards played, its own discard); ``taker_voids``: the plain suits (as masks) the taker showed
    he lacks; ``side_won_all``: this seat's side has won every finished trick (a slam is on).

    What the seat may count (:func:`counted_piles`): ``side_won`` and ``other_won``, the cards it
    knows its own side and the other side have won so far (the tricks it saw, the Excuse where X3
    puts it, the discard as far as it knows it, E1, E2); ``foe_voids``: the suits (plain suits and
    trumps, as masks) a seat of the other side showed it lacks (P2, P3). 0 (the defaults) for a
    caller that does not count.

    The table (V1, V2): ``seats`` and ``n_tricks``. At five players ``called`` is the called card
    (V4; -1 when there is none), and ``allies`` / ``foes`` are the seats (one bit each) this seat
    *knows* to play on its side (itself included) and on the other side (V5, :func:`camps`); a
    seat in neither is unknown to it. ``allies`` 0 (the defaults, for callers written for four
    players) reads the camps from ``taker`` alone: the taker against the rest (:func:`same_side`)."""
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
    seats: int = FOUR_PLAYERS.seats
    n_tricks: int = FOUR_PLAYERS.n_tricks
    called: int = -1
    allies: int = 0
    foes: int = 0
    side_won: int = 0
    other_won: int = 0
    foe_voids: int = 0

    def camp(self, other: int) -> str:
        """What this seat knows of *other*'s camp: :data:`PARTNER` (its own side), :data:`OPPONENT`
        or, at five players before the called card is seen, :data:`UNKNOWN` (V5).

        >>> s = Situation(2, 0, 0, 0, (), 0, 1, 0, 0, True, False, 5, 15, 3, 0b00100, 0b00001)
        >>> s.camp(2), s.camp(0), s.camp(1)          # a defender: himself, the taker, someone unknown
        ('partner', 'opponent', 'unknown')
        """
        if not self.allies:
            return PARTNER if same_side(self.seat, self.taker, other) else OPPONENT
        bit = 1 << other
        return PARTNER if self.allies & bit else OPPONENT if self.foes & bit else UNKNOWN

    def partner(self, other: int) -> bool:
        """Whether this seat *knows* that *other* plays on its side (V5: an unknown seat is not a
        partner for the rules of thumb: they never give it points on trust)."""
        return self.camp(other) == PARTNER

    @property
    def camps_known(self) -> bool:
        """Whether this seat knows every seat's camp (always at three and four players; at five,
        the partner from the start, the others once the called card is seen, V5)."""
        return not self.allies or (self.allies | self.foes) == (1 << self.seats) - 1


def camps(seat: int, taker: int | None, partner: int | None, known: bool, seats: int) -> tuple[int, int]:
    """V5, V7: (allies, foes) — the seats, one bit each, that *seat* knows to play on its side
    (itself included) and on the other side. *known*: whether it knows the camps (then *partner*
    is the partner's seat, None when the taker is alone). Before that (five players only) the
    taker knows only himself, and a defender knows he defends (he does not hold the called card)
    and that the taker is the other side — not who the partner is. Without a taker: (0, 0).

    >>> camps(2, 0, 4, True, 5), camps(2, 0, None, False, 5), camps(0, 0, None, False, 5)
    ((14, 17), (4, 1), (1, 0))
    >>> camps(1, 0, None, True, 4)                  # four players: the taker alone against three
    (14, 1)
    """
    if taker is None:
        return 0, 0
    me = 1 << seat
    if not known:
        return (me, 0) if seat == taker else (me, 1 << taker)
    attack = 1 << taker | (0 if partner is None else 1 << partner)
    everyone = (1 << seats) - 1
    return (attack, everyone & ~attack) if attack & me else (everyone & ~attack, attack)


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
        taker_voids = _void_masks(view.voids[taker]) & ~TRUMP_MASK
    table = view.table
    allies, foes = camps(seat, taker, view.partner, view.partner_known, table.seats)
    won_all = all(allies >> t.winner & 1 for t in view.tricks) if allies else \
        all(same_side(seat, taker, t.winner) for t in view.tricks)
    leader = view.current_leader if view.current_leader is not None else seat
    side_won, other_won = counted_piles(view)
    foe_voids = 0
    for other in range(table.seats):
        if other != seat and (foes >> other & 1 if allies else not same_side(seat, taker, other)):
            foe_voids |= _void_masks(view.voids[other])
    return Situation(seat, taker, mask_of(view.hand), mask_of(view.legal),
                     tuple(int(c) for c in view.current_trick), leader, len(view.tricks) + 1,
                     known, taker_voids, won_all, view.slam_announced, table.seats, table.n_tricks,
                     -1 if view.called is None else int(view.called), allies, foes,
                     side_won, other_won, foe_voids)


def _void_masks(letters) -> int:
    """The suits named by void *letters* (S H D C, T for trumps: ``SeatView.voids``) as one mask."""
    out = 0
    for letter in letters:
        out |= TRUMP_MASK if letter == "T" else SUIT_MASKS[SUIT_LETTERS.index(letter)] if letter in SUIT_LETTERS else 0
    return out


def counted_piles(view: SeatView) -> tuple[int, int]:
    """What *view*'s seat may count of the points won so far: (its own side's cards, the other
    side's cards), as masks, from the finished tricks it saw (P6: everyone sees who wins each).

    The Excuse and its half-point exchange go where X3–X4 put them (:func:`~tarot_core.excuse.settle`,
    the one home of the Excuse rules; a debt waits, X4). The taker's discard counts for the attack
    (E1) as far as the seat knows it: all of it for the taker, its shown trumps for the others (E2);
    the chien of a Garde Sans or Garde Contre (E3) is nobody's to count before the end. At five
    players before the camps are known (V5) only the tricks won by seats whose camp the seat knows
    are counted, and the Excuse with the camp of the seat that played it, when known (no exchange
    counted then): the counts never leak the called card's holder (R7).

    Four players, seed 4 (basic bots), after two tricks: the taker (seat 3, Garde) lost trick 1
    (5♠ 1♠ 9♠, trumped by seat 0's T3: 2 points, C3) and won trick 2 (K♥ 1♥ 2♥ T4: 6 points); his
    discard (Q♠ C♠ Q♥ 8♥ 3♥ Q♣: 14 points) is his (E1). He counts 20 points to 2; a defender, who
    does not see that discard (no trump in it to show, E2), counts 2 points to 6:

    >>> from tarot_core.game import GameState
    >>> from tarot_core.analysis.bots import BasicBot, play_turn
    >>> from tarot_core.cards import points_of, cards_of
    >>> s = GameState.new(seed=4)
    >>> bots = [BasicBot() for _ in range(4)]
    >>> while s.phase != "play" or len(s.tricks) < 2:
    ...     _ = play_turn(s, bots)
    >>> s.taker, [points_of(cards_of(m)) for m in counted_piles(s.view(3))]
    (3, [20.0, 2.0])
    >>> [points_of(cards_of(m)) for m in counted_piles(s.view(0))]
    [2.0, 6.0]
    """
    seat, taker, table = view.seat, view.taker, view.table
    if taker is None:
        return 0, 0
    allies, foes = camps(seat, taker, view.partner, view.partner_known, table.seats)
    attack_side = bool(allies >> taker & 1)
    if (allies | foes) == (1 << table.seats) - 1:           # the camps are known (always at 3 and 4)
        attack, defence = _settled_piles(view.tricks, taker, table, view.partner)
    else:                                                    # V5: five players, camps not yet known
        tricks = [(t.leader, tuple(int(c) for c in t.cards)) for t in view.tricks]
        attack = defence = 0
        for (leader, cards), t in zip(tricks, view.tricks):
            pile = mask_of(cards) & ~EXCUSE_BIT
            if (allies if attack_side else foes) >> t.winner & 1:
                attack |= pile
            elif (foes if attack_side else allies) >> t.winner & 1:
                defence |= pile
            if EXCUSE_INDEX in cards:
                owner = seat_at(leader, cards.index(EXCUSE_INDEX), table)
                if (allies if attack_side else foes) >> owner & 1:
                    attack |= EXCUSE_BIT
                elif (foes if attack_side else allies) >> owner & 1:
                    defence |= EXCUSE_BIT
    attack |= mask_of(view.discard)                          # E1, E2: as this seat knows it
    return (attack, defence) if attack_side else (defence, attack)


# The piles of the finished tricks last settled: a game's views hand out the same tuple of tricks until
# the next trick ends (GameState keeps it), so a bot's next card reads it again at no cost.
_last_settled: tuple = ((), None, None, None, (0, 0))


def _settled_piles(tricks: tuple, taker: int, table, partner: int | None) -> tuple[int, int]:
    """(attack, defence): the cards of the finished *tricks* each camp holds so far, the Excuse where
    X3–X4 put it (:func:`~tarot_core.excuse.settle`; an Excuse debt waits, X4)."""
    global _last_settled
    seen, *key, piles = _last_settled
    if seen is tricks and key == [taker, table, partner]:
        return piles
    st = settle([(t.leader, tuple(int(c) for c in t.cards)) for t in tricks], taker, final=False,
                winners=[t.winner for t in tricks], table=table, partner=partner)
    piles = (st.taker_mask, st.defence_mask)
    _last_settled = (tricks, taker, table, partner, piles)
    return piles


def view_partner(view: SeatView, other: int) -> bool:
    """Whether *view*'s seat knows that *other* plays on its side (:func:`camps`; V5 at five)."""
    allies, _ = camps(view.seat, view.taker, view.partner, view.partner_known, view.table.seats)
    return bool(allies >> other & 1) if allies else same_side(view.seat, view.taker, other)


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
    return (sit.leader + sit.trick.index(best)) % sit.seats, best


def wins(sit: Situation, c: int) -> bool:
    """Whether card *c* would lead the trick once played now (P6; the Excuse never wins, X3)."""
    if c == EXCUSE_INDEX:
        return False
    follow, played = trick_state(sit.trick)
    return winning_card(follow or FOLLOWERS[c], played | BIT[c]) == c


def still_to_play(sit: Situation) -> list[int]:
    """The seats that play after this one in the current trick (P1, the table's size)."""
    return [(sit.seat + i) % sit.seats for i in range(1, sit.seats - len(sit.trick))]


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

