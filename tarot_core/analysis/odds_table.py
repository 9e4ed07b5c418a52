"""At the table: the taker's question "draw another round of trumps?", on cards a learner can see.

The exact odds of what the defenders hold are :mod:`tarot_core.analysis.odds` (``split_odds``,
``longest_holding``, ``king_survives``). This module deals a position in which the taker has
led some rounds of trumps, and answers the question the way the basic bot does — its rule of
thumb :func:`~tarot_core.analysis.bots.draw_trumps` is asked, never restated:

* the trumps still out are counted from what the taker has seen (C1: 21 trumps, minus his own,
  minus those played, minus any in his discard, E2);
* he draws again while some are out and he holds more of them than the defence.

>>> import random
>>> case = trump_rounds(random.Random(4), held=11)
>>> len(case.tricks), case.mine, case.mine + len(case.tricks) + case.fallen + case.out
(2, 9, 21)
>>> case.draws == (case.out > 0 and case.mine > case.out)
True
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import BIT, DECK, FIRST_TRUMP, PETIT_INDEX, PLAIN_NOT_KINGS, TRUMP_MASK, TRUMPS, Card, cards_of, mask_of
from ..discard import DISCARD_SIZE
from ..errors import USAGE, TarotError
from ..play import legal_mask, trick_winner
from .bots import Situation, basic_card, draw_trumps
from .odds import DEFENDERS, HAND, N_TRUMPS

TAKER = 0                       # the taker's seat in these positions; the defenders are 1, 2, 3
TRIES = 500                     # deals tried before giving up on a position that fits


@dataclass(frozen=True)
class TrumpRounds:
    """The taker (seat 0) after leading ``len(tricks)`` rounds of trumps and winning each.

    ``hand``: his cards now; ``discard``: his six discarded cards (E1); ``tricks``: each round's
    four cards, his lead first; ``mine``, ``fallen``, ``out``: his trumps now, the defenders'
    trumps played, the trumps still out (C1: with the trumps he led, they add up to 21); ``lead``: the card the
    basic bot's ``draw_trumps`` leads next, or None when it stops drawing."""
    held: int
    hand: tuple[Card, ...]
    discard: tuple[Card, ...]
    tricks: tuple[tuple[Card, ...], ...]
    mine: int
    fallen: int
    out: int
    lead: Card | None

    @property
    def draws(self) -> bool:
        """Whether the basic bot leads another round of trumps."""
        return self.lead is not None

    @property
    def voids(self) -> tuple[tuple[int, ...], ...]:
        """For each round, the defenders (1, 2, 3) who played no trump to it (void, P3/P5;
        or who played the Excuse instead, X1)."""
        return tuple(tuple(seat for seat, c in enumerate(t) if seat and not c.is_trump)
                     for t in self.tricks)


def taker_draws(hand, seen, trick_number: int) -> Card | None:
    """The basic bot's ``draw_trumps`` for a taker holding *hand* who has seen *seen* (the cards
    played so far and his own discard), leading trick *trick_number*: the trump he leads, or None.

    >>> taker_draws("T21 T20 T19 KH", "", 1) is None      # 3 trumps against 18 out: too short
    True
    >>> taker_draws("T21 T20 T19 KH", " ".join(f"T{n}" for n in range(1, 17)), 7).code
    'T21'
    """
    from ..cards import parse_cards
    if isinstance(trick_number, bool) or not isinstance(trick_number, int) or trick_number < 1:
        raise TarotError(USAGE, "odds.err.count", field="trick_number", value=trick_number)
    mine = mask_of(parse_cards(hand))
    known = mine | mask_of(parse_cards(seen))
    sit = Situation(TAKER, TAKER, mine, mine, (), TAKER, trick_number, known, 0, True, False)
    card = draw_trumps(sit)
    return None if card is None else DECK[card]


def _defender_card(seat: int, hand: int, trick: tuple[int, ...], seen: int, number: int) -> int:
    """The basic bot's card for defender *seat* in a trick the taker led (P2–P4 through legal_mask)."""
    legal = legal_mask(hand, trick)
    sit = Situation(seat, TAKER, hand, legal, trick, TAKER, number, seen | hand, 0, number == 1, False)
    return basic_card(sit)[0]


def trump_rounds(rng: random.Random, held: int, rounds: int = 2) -> TrumpRounds:
    """Deal a position: the taker holds *held* trumps after a discard of six plain cards (E2: no
    king, no trump), the 54 other cards are dealt to the three defenders (D3), and he leads his
    highest trump *rounds* times; the defenders play as the basic bot does. Only deals where his
    trump wins every round are kept, so he is the one to lead the next trick (P1, P6).

    >>> trump_rounds(random.Random(1), held=11).held
    11
    """
    if not isinstance(rng, random.Random):
        raise TarotError(USAGE, "odds.err.rng", value=type(rng).__name__)
    for field, value in (("held", held), ("rounds", rounds)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TarotError(USAGE, "odds.err.count", field=field, value=value)
    if not rounds + 1 <= held <= min(N_TRUMPS, HAND) or rounds < 1:
        raise TarotError("C1", "odds.err.rounds", held=held, rounds=rounds, trumps=N_TRUMPS, hand=HAND)
    for _ in range(TRIES):
        trumps = rng.sample(TRUMPS, held)
        plains = rng.sample([c for c in DECK[:FIRST_TRUMP]], HAND - held + DISCARD_SIZE)
        low = [c for c in plains if BIT[c] & PLAIN_NOT_KINGS]
        if len(low) < DISCARD_SIZE:
            continue
        discard = low[:DISCARD_SIZE]
        hand = mask_of(trumps) | (mask_of(plains) & ~mask_of(discard))
        rest = [c for c in DECK if not BIT[c] & (hand | mask_of(discard))]
        rng.shuffle(rest)
        hands = [hand] + [mask_of(rest[i * HAND:(i + 1) * HAND]) for i in range(DEFENDERS)]
        seen = [mask_of(discard)] + [0] * DEFENDERS     # each seat's own view of the cards played
        tricks = []
        for number in range(1, rounds + 1):
            lead = (hands[TAKER] & TRUMP_MASK & ~BIT[PETIT_INDEX]).bit_length() - 1
            trick: tuple[int, ...] = (lead,)
            for seat in range(1, DEFENDERS + 1):
                trick += (_defender_card(seat, hands[seat], trick, seen[seat], number),)
            if trick_winner(tuple(DECK[c] for c in trick)) != TAKER:
                break
            for seat, card in enumerate(trick):
                hands[seat] &= ~BIT[card]
            played = mask_of(trick)
            seen = [s | played for s in seen]
            tricks.append(tuple(DECK[c] for c in trick))
        else:
            mine = (hands[TAKER] & TRUMP_MASK).bit_count()
            fallen = sum(1 for t in tricks for c in t[1:] if c.is_trump)
            return TrumpRounds(held, cards_of(hands[TAKER]), tuple(DECK[c] for c in discard),
                               tuple(tricks), mine, fallen, N_TRUMPS - mine - fallen - rounds,
                               taker_draws(cards_of(hands[TAKER]), cards_of(seen[TAKER]),
                                           rounds + 1))
    raise TarotError("C1", "odds.err.no_position", held=held, rounds=rounds)
