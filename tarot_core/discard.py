"""E1–E3: the chien and the discard (écart); V2 at three and five players (a discard the size of the chien).

>>> hand = parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 KS KH KD KC")
>>> chien = parse_cards("T16 T17 T18 T19 T20 1S")
>>> discard_trumps_needed(hand + chien)
5
>>> check_discard(hand, chien, parse_cards("1S T2 T3 T4 T5 T6"))
(Card('T2'), Card('T3'), Card('T4'), Card('T5'), Card('T6'))

At five players the chien and the discard hold 3 cards (V2): the same 18 cards force 2 trumps.

>>> from tarot_core.table import FIVE_PLAYERS
>>> discard_trumps_needed(parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 KS KH KD KC 1S 2S T13"), FIVE_PLAYERS)
1
"""
from __future__ import annotations

from dataclasses import dataclass

from .auction import Contract, parse_contract
from .cards import (
    BIT,
    BOUT_MASK,
    DECK,
    KING_MASK,
    PLAIN_NOT_KINGS,
    TRUMP_MASK,
    Card,
    cards_of,
    mask_of,
    parse_cards,
    sort_key,
)
from .catalogue import text
from .errors import CardError, DiscardError
from .table import FOUR_PLAYERS, TABLE, Table

DISCARD_SIZE = TABLE.discard_size       # the four-player table's (E1); other tables pass theirs (V2)



def discardable_suit_cards(cards24) -> int:
    """E2: n, the suit cards other than kings among the taker's 24 (hand and chien: 30 cards at
    three players, 18 at five, V2)."""
    return (mask_of(cards24) & PLAIN_NOT_KINGS).bit_count()


def discard_trumps_needed(cards24, table: Table = FOUR_PLAYERS) -> int:
    """E2: with n suit cards other than kings among the taker's 24, exactly max(0, 6 − n) trumps go;
    V2: max(0, chien size − n) at every table (n among the taker's hand and chien)."""
    return max(0, table.discard_size - discardable_suit_cards(cards24))


def legal_discard_example(hand, chien, table: Table = FOUR_PLAYERS) -> tuple[Card, ...]:
    """E2: one discard the rules allow, for a worked solution: the last six suit cards other
    than kings in the hand's display order (the lowest diamonds first); when the 24 cards hold
    fewer than six of them, all of them and then the lowest trumps that are not bouts, exactly
    as many as E2 requires.

    >>> hand = parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 KS KH KD KC")
    >>> chien = parse_cards("T16 T17 T18 T19 T20 1S")
    >>> example = legal_discard_example(hand, chien)
    >>> example
    (Card('1S'), Card('T2'), Card('T3'), Card('T4'), Card('T5'), Card('T6'))
    >>> discard_verdict(hand, chien, example, lang="en").valid
    True
    """
    size = table.discard_size                     # V2: 6, or 3 at five players
    pool = sorted(tuple(parse_cards(hand)) + tuple(parse_cards(chien)), key=sort_key)
    plain = [c for c in pool if c.suit is not None and not c.is_king]
    trumps = [c for c in reversed(pool) if c.is_trump and not c.is_bout]
    if len(plain) >= size:
        return tuple(plain[-size:])
    return tuple(plain + trumps[:size - len(plain)])


def check_discard_masks(hand: int, chien: int, discard: int, order=None, table: Table = FOUR_PLAYERS) -> int:
    """E1–E2 on bit masks (the engine's form, and the one home of these checks); returns the mask
    of discarded trumps, or raises DiscardError. At three and five players (*table*) the discard
    holds the chien's size, and a wrong size names V2.

    Of the discarded cards that cannot go (not among the taker's 24: E1; a king or a bout: E2),
    the error names the first in *order* (the discarded cards as the player gave them), or the
    lowest card when no order is given.
    """
    pool = hand | chien
    size = table.chien_size                       # E1, V2: the discard holds as many cards as the chien
    if discard.bit_count() != size:
        if table.seats == FOUR_PLAYERS.seats:
            raise DiscardError("E1", "err.discard.size", count=discard.bit_count())
        raise DiscardError("V2", "err.discard.size_table", count=discard.bit_count(), size=size, players=table.seats)
    bad = discard & (~pool | KING_MASK | BOUT_MASK)
    if bad:
        card = cards_of(bad)[0]
        if order is not None:
            card = DECK[next((c for c in order if BIT[c] & bad), card)]
        if BIT[card] & ~pool:
            raise DiscardError("E1", "err.discard.not_owned", card=card)
        raise DiscardError("E2", "err.discard.king" if BIT[card] & KING_MASK else "err.discard.bout", card=card)
    n = (pool & PLAIN_NOT_KINGS).bit_count()
    needed = max(0, size - n)
    trumps = discard & TRUMP_MASK
    if trumps.bit_count() > needed:
        extra = cards_of(trumps)[needed]
        raise DiscardError("E2", "err.discard.too_many_trumps", card=extra, n=n, needed=needed)
    if trumps.bit_count() < needed:   # the discard would need a king or a bout, both refused above
        raise DiscardError("E2", "err.discard.too_few_trumps", n=n, needed=needed)
    return trumps


def check_apart(*piles) -> None:
    """C1: each card exists once, so two piles that are both dealt (a hand and the chien, a hand
    and its discard) share no card; the first card found in two of them raises CardError."""
    seen = 0
    for pile in piles:
        both = seen & mask_of(pile)
        if both:
            raise CardError("C1", "err.card.twice", card=cards_of(both)[0])
        seen |= mask_of(pile)


def check_discard(hand, chien, discard, table: Table = FOUR_PLAYERS) -> tuple[Card, ...]:
    """E1–E2: validate the taker's discard; return the trumps it shows (E2), or raise DiscardError.

    The discard is 6 cards of the taker's 24 (hand + chien), with no king and no bout
    (so never the Excuse), and exactly as many trumps as unavoidable; at three and five players
    as many cards as the chien (V2: 6 of 30, or 3 of 18). A hand and a chien that
    share a card are no deal at all: CardError (C1), not an answer.
    """
    hand, chien, discard = parse_cards(hand), parse_cards(chien), parse_cards(discard)   # C1: no card twice
    check_apart(hand, chien)
    # The checks live in check_discard_masks; the player's order picks the card an error names.
    return cards_of(check_discard_masks(mask_of(hand), mask_of(chien), mask_of(discard), order=discard, table=table))


@dataclass(frozen=True)
class Verdict:
    """A rule check as an answer: valid or not, the rule, and the reason in words."""
    valid: bool
    rule: str | None
    reason: str
    card: str | None = None


def discard_verdict(hand, chien, discard, lang: str | None = None, table: Table = FOUR_PLAYERS) -> Verdict:
    """E2 as an answer rather than an exception (for widgets, exercises and the CLI); cards that
    cannot be (unknown, or one card twice: C1) still raise CardError."""
    try:
        trumps = check_discard(hand, chien, discard, table)
    except DiscardError as e:
        return Verdict(False, e.rule, e.message(lang), e.card)
    if trumps:
        return Verdict(True, "E2", text("ok.discard.trumps", lang, cards=" ".join(c.code for c in trumps)))
    return Verdict(True, "E2", text("ok.discard", lang))


def chien_owner(contract) -> str:
    """E1/E3: whose points the chien (or the discard) counts for: 'taker' or 'defence'.

    Prise and Garde: the discard is the taker's. Garde Sans: the unseen chien is the
    taker's (a bout in it is his). Garde Contre: it is the defence's.
    """
    return "defence" if parse_contract(contract) is Contract.GARDE_CONTRE else "taker"


__all__ = ["check_discard", "check_apart", "discard_trumps_needed", "discard_verdict", "chien_owner", "Verdict",
           "check_discard_masks", "legal_discard_example"]
