"""P2–P6, X1–X2: which cards may be played to a trick, and who wins it.

The engine works on bit masks (bit i = card index i) so random playouts run fast;
the friendly functions below take and return :class:`~tarot_core.cards.Card` values
and explain every refusal with its rule.

>>> legal_cards("KH 3H T5 T12 EX", "10H")          # P2: follow hearts (the Excuse is always allowed, X1)
(Card('EX'), Card('KH'), Card('3H'))
>>> legal_cards("KS T5 T12 EX", "10H T8")          # P3 + P4: void in hearts, trump above T8
(Card('T12'), Card('EX'))
>>> legal_cards("KS T5 EX", "10H T8")              # P4: nothing higher, so undertrump
(Card('T5'), Card('EX'))
>>> from tarot_core.cards import parse_card
>>> illegal_reasons("KS T5 T12 EX", "10H T8", lang="en")[parse_card("T5")][0]
'P4'
>>> trick_winner("EX 7C KC T2")                    # X2: the 7C sets the suit; P6: the trump wins
3
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import (
    BIT,
    DECK,
    EXCUSE_BIT,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    SUIT_MASKS,
    TRUMP_MASK,
    Card,
    Suit,
    cards_of,
    mask_of,
    parse_cards,
    sort_key,
)
from .deal import next_seat
from .errors import CardError, PlayError
from .table import FOUR_PLAYERS, Table, trick_seats


# ---------------------------------------------------------------------------
# The hot path: masks and card indices.
# ---------------------------------------------------------------------------
def led_card(trick) -> int | None:
    """X2: the card that sets the suit — the first card, or the next one when the Excuse leads."""
    for c in trick:
        if c != EXCUSE_INDEX:
            return c
    return None


# X2, P2: the cards that follow each card when it sets the suit — its suit, all trumps for a
# trump, none for the Excuse (which sets no suit: the next card does).
FOLLOWERS = tuple(SUIT_MASKS[c // 14] if c < FIRST_TRUMP else TRUMP_MASK if c != EXCUSE_INDEX else 0
                  for c in range(EXCUSE_INDEX + 1))
START = (0, 0)                   # the state of an empty trick: no suit led, no card played


def advance(follow: int, played: int, card: int) -> tuple[int, int]:
    """The trick's state after *card*: (cards that follow the suit led, cards played so far).

    ``follow`` is 0 until a card other than the Excuse sets the suit (X2), then that suit's
    mask (or all trumps when a trump leads; :data:`FOLLOWERS`); ``played`` is the mask of
    the trick's cards, from which P4 and P6 read the highest trump.
    """
    return follow or FOLLOWERS[card], played | BIT[card]


def trick_state(trick) -> tuple[int, int]:
    """The state (see :func:`advance`) of a trick given from its leader."""
    state = START
    for c in trick:
        state = advance(*state, c)
    return state


def legal_in_state(hand: int, follow: int, played: int) -> int:
    """P2–P5 and X1 on bit masks: the cards of *hand* that may be played in this trick state."""
    if not follow:                          # leading, or following a led Excuse (X2)
        return hand
    same = hand & follow
    if same and follow != TRUMP_MASK:       # P2: follow the suit led
        return same | (hand & EXCUSE_BIT)   # X1: the Excuse is always allowed
    trumps = hand & TRUMP_MASK
    if not trumps:                          # P5: neither the suit nor a trump: any card
        return hand
    k = (played & TRUMP_MASK).bit_length()  # P4: only trumps above the highest one played …
    return ((trumps >> k << k) or trumps) | (hand & EXCUSE_BIT)   # … else any trump (P3, P2)


def legal_mask(hand: int, trick) -> int:
    """P2–P5 and X1: the cards of *hand* (a mask) that may be played to *trick* (card indices)."""
    return legal_in_state(hand, *trick_state(trick))


def winning_card(follow: int, played: int) -> int:
    """P6 on a trick's state (see :func:`advance`): its highest trump, else its highest card of
    the suit led. The Excuse is neither (X3); −1 if it is the only card so far."""
    return ((played & TRUMP_MASK) or (played & follow)).bit_length() - 1


def winner_position(trick) -> int:
    """P6: the position (0 for the lead) of the winning card: highest trump, else highest of the suit led.

    The Excuse never wins here (X3); the Excuse-last slam (X6) is the referee's business.
    """
    best = winning_card(*trick_state(trick))
    return trick.index(best) if best >= 0 else 0       # the Excuse alone (a trick just begun)


def next_leader(leader: int, cards: Sequence[int], table: Table = FOUR_PLAYERS,
                follow: int | None = None, played: int | None = None) -> int:
    """P6 then P1: the seat that wins the trick *cards* (card indices from *leader*) leads the next.

    *follow* and *played* (the trick's state, :func:`~tarot_core.play.advance`), when the caller
    already has them, save recomputing them. The Excuse never wins (X3); X6 (the Excuse led to
    the last trick of a sweep) is decided by :func:`~tarot_core.excuse.settle`, which knows the
    sides. A trick of the Excuse alone has no winner yet: its leader is returned.

    >>> from tarot_core.cards import parse_cards
    >>> next_leader(1, [int(c) for c in parse_cards("EX 7C KC T2")])   # X2, P6: T2 (seat 0) wins
    0
    """
    if played is None or follow is None:
        follow, played = trick_state(cards)
    best = winning_card(follow, played)
    return leader if best < 0 else (leader + cards.index(best)) % table.seats


def trick_winners(tricks: Iterable[tuple[int, Sequence[int]]], table: Table = FOUR_PLAYERS) -> list[int]:
    """P6: the seat winning each trick ``(leader, cards)`` (X6 aside, see :func:`next_leader`)."""
    return [next_leader(leader, cards, table) for leader, cards in tricks]



def excuse_wins_last_trick(first_card: int, leader_side_won) -> bool:
    """X6 (and R3): the Excuse leads the last trick, and the leader's side won every earlier one.

    *leader_side_won* tells, for each of the 17 earlier tricks, whether the leader's side won
    it. Then the Excuse wins the last trick, whichever side leads it, slam announced or not.
    (Who wins a trick is this module's question: :func:`~tarot_core.excuse.settle`, which knows
    the sides, asks it here.)

    >>> excuse_wins_last_trick(77, [True] * 17), excuse_wins_last_trick(77, [True] * 16 + [False])
    (True, False)
    """
    return first_card == EXCUSE_INDEX and all(leader_side_won)


def first_leader(dealer: int, taker: int | None, slam_announced: bool, table: Table = FOUR_PLAYERS) -> int:
    """P1 (and B7): the player on the dealer's right leads the first trick, unless the taker
    announced a slam: then he leads.

    >>> first_leader(dealer=0, taker=2, slam_announced=False), first_leader(0, 2, True)
    (1, 2)
    >>> from tarot_core.table import THREE_PLAYERS
    >>> first_leader(dealer=2, taker=None, slam_announced=False, table=THREE_PLAYERS)
    0
    """
    return taker if slam_announced and taker is not None else next_seat(dealer, table)


# ---------------------------------------------------------------------------
# The friendly API.
# ---------------------------------------------------------------------------
def check_trick(hand, trick, table: Table = FOUR_PLAYERS) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """C1, P6: *hand* and *trick* parsed, the trick not already full and no card in both."""
    hand, trick = parse_cards(hand), parse_cards(trick)
    if len(trick) >= table.seats:
        raise PlayError("P6", "err.play.trick_full")
    for c in trick:
        if c in hand:
            raise CardError("C1", "err.card.twice", card=c)
    return hand, trick


def legal_cards(hand, trick=()) -> tuple[Card, ...]:
    """P2–P5, X1: the cards of *hand* that may be played to *trick* (given from its leader)."""
    hand, trick = check_trick(hand, trick)
    return tuple(sorted(cards_of(legal_mask(mask_of(hand), trick)), key=sort_key))


def excuse_led_suit_setter(trick) -> Card | None:
    """X2: in a trick the Excuse led, the card played after it, which sets the suit; None when the
    Excuse did not lead or nothing has followed it yet.

    >>> excuse_led_suit_setter("EX 9S T8").code, excuse_led_suit_setter("9S EX"), excuse_led_suit_setter("EX")
    ('9S', None, None)
    """
    trick = parse_cards(trick)
    return trick[1] if len(trick) > 1 and trick[0] == EXCUSE_INDEX else None


def _suit_words(led: int, lang) -> str:
    """The suit led, named for an error message: '♥ hearts', or the trumps."""
    if led >= FIRST_TRUMP:
        from .catalogue import text
        return text("card.trumps", lang)
    return Suit(led // 14).label(lang)


def illegal_reason(hand, trick, card, lang: str | None = None) -> tuple[str, str] | None:
    """Why *card* may not be played (rule ID, sentence), or None if it may (P2–P4)."""
    hand, trick = check_trick(hand, trick)
    try:
        check_play(hand, trick, card)
    except PlayError as e:
        return str(e.rule), e.message(lang)
    return None


def check_play(hand, trick, card, *, seat: int | None = None, trick_number: int | None = None) -> Card:
    """Raise PlayError naming the rule (E4, P2, P3, P4) if *card* may not be played; return the card."""
    hand, trick = parse_cards(hand), parse_cards(trick)
    card = parse_cards([card])[0]
    error = play_error(mask_of(hand), trick, card, seat=seat, trick_number=trick_number)
    if error is not None:
        raise error
    return card


def play_error(hand: int, trick, card: int, *, seat: int | None = None,
               trick_number: int | None = None) -> PlayError | None:
    """Why *card* may not be played from *hand* (a mask) to *trick* (cards from its leader), as a
    PlayError naming the rule, seat, trick and card — or None when it may (E4, P2–P5, X1)."""
    card = DECK[card]
    where = dict(seat=seat, trick=trick_number)
    if not hand & BIT[card]:
        return PlayError("E4", "err.play.not_in_hand", card=card, **where)     # E4: one plays the hand one holds
    if legal_mask(hand, trick) & BIT[card]:
        return None
    led = led_card(trick)
    assert led is not None              # with no suit set yet, every card of the hand may be played

    def suit(lang):
        return _suit_words(led, lang)
    if led < FIRST_TRUMP and hand & SUIT_MASKS[led // 14]:
        return PlayError("P2", "err.play.follow", card=card, suit=suit, **where)
    if led >= FIRST_TRUMP and not card.is_trump:
        return PlayError("P2", "err.play.follow", card=card, suit=suit, **where)
    if not card.is_trump:
        return PlayError("P3", "err.play.trump", card=card, suit=suit, **where)
    best = DECK[max(c for c in trick if FIRST_TRUMP <= c < EXCUSE_INDEX)]
    return PlayError("P4", "err.play.overtrump", card=card, best=best, **where)


def illegal_reasons(hand, trick=(), lang: str | None = None) -> dict[Card, tuple[str, str]]:
    """For every card of *hand* that may not be played: (rule ID, reason in *lang*)."""
    hand, trick = check_trick(hand, trick)
    legal = legal_mask(mask_of(hand), trick)
    out = {}
    for c in sorted(hand, key=sort_key):
        if not legal & BIT[c]:
            e = play_error(mask_of(hand), trick, c)
            assert e is not None
            out[c] = (str(e.rule), e.message(lang))
    return out


def trick_winner(trick) -> int:
    """P6 (and X2): the position in the trick, from its leader, of the card that wins it."""
    trick = parse_cards(trick)
    if len(trick) < 2:
        return 0
    return winner_position(trick)


@dataclass(frozen=True)
class Trick:
    """A trick: its leader's seat and the cards in play order (P1, P6), at a *table* (four players
    unless told).

    ``number`` (1 to the table's number of tricks) and ``leader_side_won_all`` (the leader's side
    won every earlier trick) matter for one case only, X6: the Excuse led to the last trick of a sweep wins it.

    >>> from tarot_core.cards import parse_cards
    >>> Trick(2, parse_cards("EX 7C KC T2")).winner          # X2 then P6: the trump wins
    1
    >>> Trick(2, parse_cards("EX 7C KC T2"), number=18, leader_side_won_all=True).winner   # X6
    2
    >>> from tarot_core.table import THREE_PLAYERS
    >>> Trick(2, parse_cards("7C KC T2"), table=THREE_PLAYERS).seats    # P1 at three players
    (2, 0, 1)
    """
    leader: int
    cards: tuple[Card, ...]
    number: int | None = None
    leader_side_won_all: bool = False
    table: Table = FOUR_PLAYERS

    @property
    def seats(self) -> tuple[int, ...]:
        """P1: the seat of each card, from the leader round the table."""
        return trick_seats(self.leader, len(self.cards), self.table)

    @property
    def winner(self) -> int:
        """P6: the seat that wins it (the Excuse never does, X3) — except X6's last trick."""
        if (self.number == self.table.n_tricks and self.cards
                and excuse_wins_last_trick(self.cards[0], [self.leader_side_won_all])):
            return self.leader
        return self.seats[winner_position(self.cards)]

    def _repr_html_(self) -> str:
        from .render.svg import hand_html
        return hand_html(self.cards)


__all__ = ["next_leader", "trick_winners", "excuse_wins_last_trick", "first_leader", "play_error",
           "check_trick", "legal_cards", "illegal_reasons", "illegal_reason", "check_play", "excuse_led_suit_setter",
           "trick_winner", "Trick",
           "legal_mask", "legal_in_state", "advance", "winner_position", "winning_card", "led_card"]
