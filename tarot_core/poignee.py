"""B1–B3: checking a poignée against the hand that shows it; V3 and R10 at three and five players.

>>> ten = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
>>> check_poignee(ten + " KS 1H 2H 3H 4H 5H 6H 7H", ten).bonus
20
>>> check_poignee("EX T3 T4 T5 T6 T7 T8 T9 T10 T11 KS 1H 2H 3H 4H 5H 6H 7H", "EX T3 T4 T5 T6 T7 T8 T9 T10 T11").name
'simple'

At five players a poignée is 8, 10 or 13 trumps (V3), with the bonuses of four players:

>>> from tarot_core.table import FIVE_PLAYERS
>>> p = check_poignee("T2 T3 T4 T5 T6 T7 T8 T9 KS 1H 2H 3H 4H 5H 6H", "T2 T3 T4 T5 T6 T7 T8 T9", table=FIVE_PLAYERS)
>>> p.name, p.bonus
('simple', 20)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, parse_cards, sort_key
from .catalogue import text
from .discard import Verdict, check_apart
from .errors import PoigneeError
from .scoring import POIGNEE_BONUS, poignee_name
from .table import FOUR_PLAYERS, TABLE, Table

B3_TRUMPS = TABLE.triple     # B3: the triple poignée's 15 trumps at four players (R10: the table's triple)


@dataclass(frozen=True)
class Poignee:
    """A valid poignée: its size (10/13/15; V3: 13/15/18 at three, 8/10/13 at five), name, bonus
    (B1) and the cards shown, at its *table*."""
    size: int
    cards: tuple[Card, ...]
    uses_discard: bool = False
    table: Table = field(default=FOUR_PLAYERS)

    @property
    def level(self) -> int:
        """B1, V3: 0 for a simple, 1 for a double, 2 for a triple, at every table."""
        return self.table.poignee_sizes.index(self.size)

    @property
    def name(self) -> str:
        """'simple', 'double' or 'triple' (B1, V3)."""
        return poignee_name(FOUR_PLAYERS.poignee_sizes[self.level])

    @property
    def bonus(self) -> int:
        """B1: 20, 30 or 40 — paid to the side that wins the deal (B4); V3: the same at every table."""
        return POIGNEE_BONUS[FOUR_PLAYERS.poignee_sizes[self.level]]


def b3_allowed(hand, discard, table: Table = FOUR_PLAYERS) -> bool:
    """B3's exception: the taker's 24 cards held the 4 kings and at least 15 trumps (the
    Excuse not counted), and E2 forced trumps into the discard. R10 at three and five players:
    at least the table's triple (18, or 13) among hand and chien."""
    hand, discard = parse_cards(hand), parse_cards(discard)
    cards = hand + discard
    return (sum(1 for c in cards if c.is_king) == 4
            and sum(1 for c in cards if c.is_trump) >= table.triple
            and any(c.is_trump for c in discard))


def check_poignee(hand, shown, discard=(), table: Table = FOUR_PLAYERS) -> Poignee:
    """B1–B3: validate the cards *shown* from *hand* (the 18 cards held before the first card;
    24 at three players, 15 at five, whose poignées are V3's sizes).

    *discard* is given only for a taker in Prise or Garde: it allows B3's exception (R10 at
    three and five players). Raises PoigneeError naming the card and the rule (CardError, C1,
    if *hand* and *discard* share a card); a size the *table* does not know names V3 at three
    and five players.
    """
    hand, shown, discard = parse_cards(hand), parse_cards(shown), parse_cards(discard)
    check_apart(hand, discard)         # C1: a discarded card is no longer in the hand
    four = table.seats == FOUR_PLAYERS.seats
    if len(shown) not in table.poignee_sizes:
        if four:
            raise PoigneeError("B1", "err.poignee.size", count=len(shown))
        simple, double, triple = table.poignee_sizes
        raise PoigneeError("V3", "err.poignee.size_table", count=len(shown), players=table.seats,
                           simple=simple, double=double, triple=triple)
    for c in shown:
        if not (c.is_trump or c.is_excuse):
            raise PoigneeError("B1", "err.poignee.not_trump", card=c)
    from_discard = tuple(c for c in shown if c not in hand)
    hidden = sorted((c for c in hand if c.is_trump and c not in shown), key=sort_key)
    if from_discard:
        for c in from_discard:
            if c not in discard:
                raise PoigneeError("B1", "err.poignee.not_in_hand", card=c)
        exception = "B3" if four else "R10"       # R10: B3 with the table's triple
        if not b3_allowed(hand, discard, table) or len(shown) != table.triple:
            if four:
                raise PoigneeError("B3", "err.poignee.discard", card=from_discard[0])
            raise PoigneeError("R10", "err.poignee.discard_table", card=from_discard[0], players=table.seats,
                               triple=table.triple)
        if any(c.is_excuse for c in shown):        # B2: the Excuse in a poignée means no trump is hidden …
            unshown = [c for c in sorted(discard, key=sort_key) if c.is_trump and c not in shown]
            card = unshown[0] if unshown else from_discard[0]                # … but discarded trumps stay unshown
            if four:
                raise PoigneeError("B2", "err.poignee.excuse_with_discard", card=card)
            raise PoigneeError("B2", "err.poignee.excuse_with_discard_table", card=card, triple=table.triple)
        if hidden:
            raise PoigneeError(exception, "err.poignee.discard_incomplete", card=hidden[0])
    if any(c.is_excuse for c in shown) and hidden:
        raise PoigneeError("B2", "err.poignee.excuse_hides", card=hidden[0])
    return Poignee(len(shown), tuple(sorted(shown, key=sort_key)), bool(from_discard), table)


def poignee_choices(hand, discard=(), table: Table = FOUR_PLAYERS) -> tuple[Poignee, ...]:
    """B1–B3: one poignée of each size that *hand* (the 18 cards held before the first card) may
    show, smallest first: the lowest trumps; the Excuse only when it completes the count (B2: then
    every trump is shown); for a taker whose *discard* holds trumps (Prise or Garde), B3's triple
    of every trump in hand and discarded trumps to make 15 (R10: the *table*'s triple). Each is
    checked by :func:`check_poignee`.

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
    for n in table.poignee_sizes:                                             # B1, V3
        tries = [trumps[:n] if len(trumps) >= n else trumps + excuse]
        if thrown and len(trumps) < n:
            tries.append(trumps + thrown[:n - len(trumps)])                    # B3
        for cards in tries:
            if len(cards) == n:
                try:
                    found.append(check_poignee(hand, cards, discard, table))
                except PoigneeError:
                    continue
                break
    return tuple(found)


def poignee_verdict(hand, shown, discard=(), lang: str | None = None, table: Table = FOUR_PLAYERS) -> Verdict:
    """B1–B3 as an answer (valid or not, the rule, the reason) for widgets and the CLI; cards that
    cannot be (C1) still raise CardError."""
    try:
        p = check_poignee(hand, shown, discard, table)
    except PoigneeError as e:
        return Verdict(False, e.rule, e.message(lang), e.card)
    four = table.seats == FOUR_PLAYERS.seats
    rule = ("B3" if four else "R10") if p.uses_discard else ("B1" if four else "V3")
    return Verdict(True, rule, text("ok.poignee", lang, name=p.name, bonus=p.bonus))
