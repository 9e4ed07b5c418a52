"""V4–V7 (R8, R9): the five-player call, the partner, and the first trick.

At five players the taker names one card after the auction (V4): any king; a queen only
when he holds the four kings; a cavalier only with the four kings and the four queens; a
jack only with the four kings, queens and cavaliers (R8, the project's reading of the FFT's
"four grands mariages"). "Holds" means in his 15 cards as dealt, the chien not counted.

>>> from tarot_core.cards import parse_cards
>>> callable_cards("KS QS 7H T5")                      # V4: the four kings only
(Card('KS'), Card('KH'), Card('KC'), Card('KD'))
>>> len(callable_cards("KS KH KD KC 7H")), len(callable_cards("KS KH KD KC QS QH QD QC")), \\
...     len(callable_cards("KS KH KD KC QS QH QD QC CS CH CD CC"))     # V4, R8: one rank more each time
(8, 12, 16)
>>> e = call_error(mask_of(parse_cards("KS KH KD 7H")), parse_card("QH"))
>>> e.rule, e.detail("en")[-36:]
('V4', 'his hand lacks King of ♣ clubs (KC).')

The holder of the called card is the taker's partner (V5); nobody, when the taker holds it
or it lies in the chien (the taker plays alone):

>>> hands = ["KH 1S", "2S 3S", "4S 5S", "6S KS", "7S 8S"]
>>> partner_of("KS", hands, taker=0, chien="9S"), partner_of("KH", hands, taker=0, chien="9S")
(3, None)

V6 (R9): the first card of trick 1 — or, after an Excuse lead, the card that sets the suit —
may not be of the called suit, except the called card itself:

>>> first_trick_legal_cards("KH QH 7H 3S T4", (), called="KH")
(Card('T4'), Card('3S'), Card('KH'))
>>> first_trick_reason("QH 7H 3S T4", (), "QH", called="KH", lang="en")[0]
'V6'
>>> first_trick_reason("QH 7H 3S T4", ("EX",), "QH", called="KH", lang="en")[0]
'R9'
"""
from __future__ import annotations

from collections.abc import Sequence

from .cards import (
    BIT,
    DECK,
    FIRST_TRUMP,
    SUIT_MASKS,
    Card,
    Suit,
    cards_of,
    mask_of,
    parse_card,
    parse_cards,
    sort_key,
)
from .errors import CallError, CardError, DealError, PlayError, shown
from .play import legal_mask, play_error, trick_state
from .table import FIVE_PLAYERS

# Court cards by rank (C1): 11 jack, 12 cavalier, 13 queen, 14 king; bit masks of the four suits.
_COURT = {rank: sum(BIT[s * 14 + rank - 1] for s in range(4)) for rank in (11, 12, 13, 14)}
KING_MASK, QUEEN_MASK, CAVALIER_MASK, JACK_MASK = _COURT[14], _COURT[13], _COURT[12], _COURT[11]
COURT_MASK = KING_MASK | QUEEN_MASK | CAVALIER_MASK | JACK_MASK

# V4, R8: the cards a taker must hold to call each rank (king: none).
_NEEDED = {14: 0, 13: KING_MASK, 12: KING_MASK | QUEEN_MASK, 11: KING_MASK | QUEEN_MASK | CAVALIER_MASK}
_CALL_KEY = {13: "err.call.queen", 12: "err.call.cavalier", 11: "err.call.jack"}


# ---------------------------------------------------------------------------
# V4, R8: which card may be called.
# ---------------------------------------------------------------------------
def callable_mask(hand: int) -> int:
    """V4 (R8 for the jack) on a bit mask: the cards the holder of *hand* (his cards as dealt,
    the chien not counted) may call — every king; the queens with the four kings; the cavaliers
    with the four kings and queens; the jacks with the four kings, queens and cavaliers."""
    out = 0
    for rank, needed in _NEEDED.items():
        if hand & needed == needed:
            out |= _COURT[rank]
    return out


def callable_cards(hand) -> tuple[Card, ...]:
    """V4, R8: the cards the taker may call with *hand* (as dealt), in display order."""
    return tuple(sorted(cards_of(callable_mask(mask_of(parse_cards(hand)))), key=sort_key))


def call_error(hand: int, card: int, *, seat: int | None = None) -> CallError | None:
    """Why *card* may not be called by the holder of *hand* (a mask, as dealt): a CallError
    naming V4 (R8 for a jack), the card and the cards the hand lacks — or None when it may."""
    card = DECK[card]
    if not COURT_MASK & BIT[card]:
        return CallError("V4", "err.call.not_court", card=card, seat=seat)
    needed = _NEEDED[card.rank]
    if hand & needed == needed:
        return None
    missing = sorted(cards_of(needed & ~hand), key=sort_key)
    return CallError("R8" if card.rank == 11 else "V4", _CALL_KEY[card.rank], card=card, seat=seat,
                     missing=lambda lang: ", ".join(str(shown(c, lang)) for c in missing))


def check_call(hand, card, *, seat: int | None = None) -> Card:
    """V4, R8: raise CallError unless the holder of *hand* (his 15 cards as dealt) may call
    *card*; return the card. A king may always be called, one he holds included."""
    hand, card = parse_cards(hand), parse_card(card)
    error = call_error(mask_of(hand), card, seat=seat)
    if error is not None:
        raise error
    return card


# ---------------------------------------------------------------------------
# V5, V7: the partner and the attack.
# ---------------------------------------------------------------------------
def partner_seat(called: int, hands: Sequence[int], taker: int) -> int | None:
    """V5 on bit masks: the seat whose hand (as dealt) holds *called*, or None when the taker
    holds it or no hand does (it is in the chien): then the taker plays alone."""
    bit = BIT[called]
    for seat, hand in enumerate(hands):
        if hand & bit:
            return None if seat == taker else seat
    return None


def partner_of(called, hands, taker: int, chien=()) -> int | None:
    """V5: the taker's partner — the seat holding the called card in the hands as dealt — or
    None when the taker holds it or it is in the chien (he plays alone, whatever he later does
    with it). The called card must be in exactly one hand or in the chien (C1)."""
    called = parse_card(called)
    masks = [mask_of(parse_cards(h)) for h in hands]
    _check_seat(taker, len(masks))
    places = sum(1 for m in masks if m & BIT[called]) + (called in parse_cards(chien))
    if places == 0:
        raise CardError("C1", "err.card.missing", cards=called)
    if places > 1:
        raise CardError("C1", "err.card.twice", card=called)
    return partner_seat(called, masks, taker)


def attack_seats(taker: int, partner: int | None) -> tuple[int, ...]:
    """V7: the attack's seats — the taker, and his partner at five players (in seat order)."""
    return (taker,) if partner is None or partner == taker else tuple(sorted((taker, partner)))


def _check_seat(seat, seats: int) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        raise DealError("D1", "err.deal.seat_table", seat=seat, players=seats, last=seats - 1)


# ---------------------------------------------------------------------------
# V6, R9: the first trick.
# ---------------------------------------------------------------------------
#: V6: for each called card (by index), the cards that may not set the suit of trick 1: the
#: other cards of its suit (with a queen called, the king too). 0 for a card that is not in a suit.
FIRST_TRICK_FORBIDDEN = tuple(SUIT_MASKS[c // 14] & ~BIT[c] if c < FIRST_TRUMP else 0 for c in range(len(DECK)))


def first_trick_forbidden(called) -> tuple[Card, ...]:
    """V6: the cards that may not set the suit of the first trick when *called* was called —
    every card of its suit but the called card itself (with a queen called, the king of that
    suit is one of them); trumps, the Excuse and the other suits are free.

    >>> [c.code for c in first_trick_forbidden("QH")][:3]
    ['KH', 'CH', 'JH']
    """
    called = _called(called)
    return tuple(sorted(cards_of(FIRST_TRICK_FORBIDDEN[called]), key=sort_key))


def restrict_first_trick(legal: int, follow: int, called: int) -> int:
    """V6, R9 on bit masks: the cards of *legal* that may be played in trick 1, where *follow*
    is the trick's suit state (:func:`~tarot_core.play.advance`: 0 while no card has set the
    suit — the lead, or the card after an Excuse lead, R9). Once the suit is set, nothing
    changes (later cards, later tricks are free).

    A full hand always keeps a card to play (15 cards, at most 13 of them forbidden); should a
    hand of a what-if hold only forbidden cards, the rule cannot bind and they stay playable.
    """
    if follow:
        return legal
    return legal & ~FIRST_TRICK_FORBIDDEN[called] or legal


def first_trick_legal_mask(hand: int, trick, called: int) -> int:
    """P2–P5, X1 and V6/R9: the cards of *hand* (a mask) that may be played to the first trick
    (*trick*: its cards so far, from its leader) when *called* was called."""
    follow, _played = trick_state(trick)
    return restrict_first_trick(legal_mask(hand, trick), follow, called)


def first_trick_error(hand: int, trick, card: int, called: int, *,
                      seat: int | None = None) -> PlayError | None:
    """Why *card* may not be played from *hand* (a mask) to the first trick (cards from its
    leader) when *called* was called: the P rule's error (E4, P2–P4), else V6 — R9 when an
    Excuse led — naming the card, the called card and the suit; None when it may."""
    error = play_error(hand, trick, card, seat=seat, trick_number=1)
    if error is not None or first_trick_legal_mask(hand, trick, called) & BIT[card]:
        return error
    called_card = DECK[called]
    suit = Suit(called // 14)
    return PlayError("R9" if trick else "V6", "err.call.first_trick_excuse" if trick else "err.call.first_trick",
                     card=DECK[card], called=called_card, suit=suit.label, seat=seat, trick=1)


def _first_trick_args(hand, trick, called):
    hand, trick, called = parse_cards(hand), parse_cards(trick), _called(called)
    if len(trick) >= FIVE_PLAYERS.seats:
        raise PlayError("P6", "err.play.trick_full")
    for c in trick:
        if c in hand:
            raise CardError("C1", "err.card.twice", card=c)
    return mask_of(hand), trick, called


def first_trick_legal_cards(hand, trick=(), *, called) -> tuple[Card, ...]:
    """P2–P5, X1, V6, R9: the cards of *hand* that may be played to the first trick (given from
    its leader) at five players when *called* was called, in display order."""
    hand_mask, trick, called = _first_trick_args(hand, trick, called)
    return tuple(sorted(cards_of(first_trick_legal_mask(hand_mask, trick, called)), key=sort_key))


def check_first_trick_card(hand, trick, card, *, called, seat: int | None = None) -> Card:
    """Raise PlayError naming the rule (E4, P2–P4, V6, R9) if *card* may not be played to the
    first trick when *called* was called; return the card."""
    hand_mask, trick, called = _first_trick_args(hand, trick, called)
    card = parse_card(card)
    error = first_trick_error(hand_mask, trick, card, called, seat=seat)
    if error is not None:
        raise error
    return card


def first_trick_reason(hand, trick, card, *, called, lang: str | None = None) -> tuple[str, str] | None:
    """Why *card* may not be played to the first trick (rule ID, sentence in *lang*), or None."""
    hand_mask, trick, called = _first_trick_args(hand, trick, called)
    error = first_trick_error(hand_mask, trick, parse_card(card), called)
    return None if error is None else (str(error.rule), error.message(lang))


def _called(card) -> Card:
    """A called card: a king, queen, cavalier or jack (V4)."""
    card = parse_card(card)
    if not COURT_MASK & BIT[card]:
        raise CallError("V4", "err.call.not_court", card=card)
    return card


__all__ = ["callable_mask", "callable_cards", "call_error", "check_call", "partner_seat", "partner_of",
           "attack_seats", "FIRST_TRICK_FORBIDDEN", "first_trick_forbidden", "restrict_first_trick",
           "first_trick_legal_mask", "first_trick_error", "first_trick_legal_cards", "check_first_trick_card",
           "first_trick_reason"]
