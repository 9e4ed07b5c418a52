"""B1–B3: checking a poignée against the hand that shows it.

>>> ten = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
>>> check_poignee(ten + " KS 1H 2H 3H 4H 5H 6H 7H", ten).bonus
20
>>> check_poignee("EX T3 T4 T5 T6 T7 T8 T9 T10 T11 KS 1H 2H 3H 4H 5H 6H 7H", "EX T3 T4 T5 T6 T7 T8 T9 T10 T11").name
'simple'
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, parse_cards, sort_key
from .catalogue import text
from .discard import Verdict, check_apart
from .errors import PoigneeError
from .scoring import POIGNEE_BONUS, poignee_name
from .table import TABLE

B3_TRUMPS = TABLE.poignee_sizes[-1]     # B3: the triple poignée's 15 trumps


@dataclass(frozen=True)
class Poignee:
    """A valid poignée: its size (10/13/15), name, bonus (B1) and the cards shown."""
    size: int
    cards: tuple[Card, ...]
    uses_discard: bool = False

    @property
    def name(self) -> str:
        return poignee_name(self.size)

    @property
    def bonus(self) -> int:
        """B1: 20, 30 or 40 — paid to the side that wins the deal (B4)."""
        return POIGNEE_BONUS[self.size]


def b3_allowed(hand, discard) -> bool:
    """B3's exception: the taker's 24 cards held the 4 kings and at least 15 trumps (the
    Excuse not counted), and E2 forced trumps into the discard."""
    hand, discard = parse_cards(hand), parse_cards(discard)
    cards24 = hand + discard
    return (sum(1 for c in cards24 if c.is_king) == 4
            and sum(1 for c in cards24 if c.is_trump) >= B3_TRUMPS
            and any(c.is_trump for c in discard))


def check_poignee(hand, shown, discard=()) -> Poignee:
    """B1–B3: validate the cards *shown* from *hand* (the 18 cards held before the first card).

    *discard* is given only for a taker in Prise or Garde: it allows B3's exception.
    Raises PoigneeError naming the card and the rule (CardError, C1, if *hand* and *discard*
    share a card).
    """
    hand, shown, discard = parse_cards(hand), parse_cards(shown), parse_cards(discard)
    check_apart(hand, discard)         # C1: a discarded card is no longer in the hand
    if len(shown) not in POIGNEE_BONUS:
        raise PoigneeError("B1", "err.poignee.size", count=len(shown))
    for c in shown:
        if not (c.is_trump or c.is_excuse):
            raise PoigneeError("B1", "err.poignee.not_trump", card=c)
    from_discard = tuple(c for c in shown if c not in hand)
    hidden = sorted((c for c in hand if c.is_trump and c not in shown), key=sort_key)
    if from_discard:
        for c in from_discard:
            if c not in discard:
                raise PoigneeError("B1", "err.poignee.not_in_hand", card=c)
        if not b3_allowed(hand, discard) or len(shown) != B3_TRUMPS:
            raise PoigneeError("B3", "err.poignee.discard", card=from_discard[0])
        if any(c.is_excuse for c in shown):        # B2: the Excuse in a poignée means no trump is hidden …
            unshown = [c for c in sorted(discard, key=sort_key) if c.is_trump and c not in shown]
            raise PoigneeError("B2", "err.poignee.excuse_with_discard",     # … but discarded trumps stay unshown
                               card=unshown[0] if unshown else from_discard[0])
        if hidden:
            raise PoigneeError("B3", "err.poignee.discard_incomplete", card=hidden[0])
    if any(c.is_excuse for c in shown) and hidden:
        raise PoigneeError("B2", "err.poignee.excuse_hides", card=hidden[0])
    return Poignee(len(shown), tuple(sorted(shown, key=sort_key)), bool(from_discard))


def poignee_choices(hand, discard=()) -> tuple[Poignee, ...]:
    """B1–B3: one poignée of each size that *hand* (the 18 cards held before the first card) may
    show, smallest first: the lowest trumps; the Excuse only when it completes the count (B2: then
    every trump is shown); for a taker whose *discard* holds trumps (Prise or Garde), B3's triple
    of every trump in hand and discarded trumps to make 15. Each is checked by :func:`check_poignee`.

    >>> [p.size for p in poignee_choices("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 EX KS KH KD KC")]
    [10, 13]
    >>> [c.code for c in poignee_choices("T2 T3 T4 T5 T6 T7 T8 T9 T10 EX KS 1H 2H 3H 4H 5H 6H 7H")[0].cards][-1]
    'EX'
    """
    hand, discard = parse_cards(hand), parse_cards(discard)
    trumps = sorted((c for c in hand if c.is_trump), key=sort_key)
    excuse = [c for c in hand if c.is_excuse]
    thrown = sorted((c for c in discard if c.is_trump), key=sort_key)
    found = []
    for n in TABLE.poignee_sizes:
        tries = [trumps[:n] if len(trumps) >= n else trumps + excuse]
        if thrown and len(trumps) < n:
            tries.append(trumps + thrown[:n - len(trumps)])                    # B3
        for cards in tries:
            if len(cards) == n:
                try:
                    found.append(check_poignee(hand, cards, discard))
                except PoigneeError:
                    continue
                break
    return tuple(found)


def poignee_verdict(hand, shown, discard=(), lang: str | None = None) -> Verdict:
    """B1–B3 as an answer (valid or not, the rule, the reason) for widgets and the CLI; cards that
    cannot be (C1) still raise CardError."""
    try:
        p = check_poignee(hand, shown, discard)
    except PoigneeError as e:
        return Verdict(False, e.rule, e.message(lang), e.card)
    return Verdict(True, "B3" if p.uses_discard else "B1", text("ok.poignee", lang, name=p.name, bonus=p.bonus))
