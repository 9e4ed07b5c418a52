"""One narration of an action: :func:`describe` (issue 23 §2).

Every place that tells a deal as it happens — the practice table's log, the replayer's
announcements, lesson 16's table talk — says an action in the same words: who bid or passed (A1),
who took the chien and discarded (E1) and which trumps were shown (E2), a slam announced (B7), a
poignée shown (B1), a card played and, when it closed a trick, who won it for which side (P6).
The caller only chooses how a seat is named (``name``: "Seat 2", "You", "Bob") and which seat is
spoken to in the second person (``you``). The sentences are the render floor's catalogue's
``describe.*`` keys (a key ending in ``.you`` is the same fact told to the learner).

>>> from tarot_core.actions import Bid, PlayCard
>>> from tarot_core.auction import Contract
>>> from tarot_core.cards import parse_card
>>> describe(Bid(1, Contract.GARDE), "en")
'Seat 1 bids Garde.'
>>> describe(Bid(0, None), "fr", you=0)
'Vous passez.'
>>> describe(PlayCard(2, parse_card("KS")), "en", name=lambda s: ["Ann", "Bob", "Cy", "Di"][s])
'Cy plays King of ♠ spades.'
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..actions import Action, Bid, Call, Discard, PlayCard, ShowPoignee, SlamDecision
from ..catalogue import text
from ..scoring import side_key
from ..table import FOUR_PLAYERS, Table

if TYPE_CHECKING:
    from ..game import GameState


_RULE = re.compile(r" \(([A-Z][0-9]+)\)")


def seat_name(seat: int, lang: str | None = None) -> str:
    """A seat as :func:`describe` names it when its caller does not: "Seat 2" (D1)."""
    return text("describe.seat", lang, seat=seat)


def camp_name(side: str, table: Table, lang: str | None = None) -> str:
    """P6, V7: the side a trick counts for, in a sentence: at five players the taker's side is a
    camp, the attack (taker and partner, V7: 'the attack'); at three and four 'the taker'; the other
    side is 'the defence' at every table.

    >>> from tarot_core.table import THREE_PLAYERS as THREE, FIVE_PLAYERS as FIVE
    >>> camp_name("taker", FIVE, "en"), camp_name("taker", THREE, "fr"), camp_name("defence", FIVE, "fr")
    ('the attack', 'le preneur', 'la défense')
    """
    return text(side_key(side, table), lang)


def _say(key: str, mine: bool, lang: str | None, **params) -> str:
    return text(key + ".you" if mine else key, lang, **params)


def _cards(cards, lang: str | None) -> str:
    return ", ".join(c.name(lang) for c in cards)


def describe(action: Action, lang: str | None = None, *, name: Callable[[int], str] | None = None,
             you: int | None = None, after: GameState | None = None, rule_first: bool = False) -> str:
    """*action* in one or two sentences of *lang*, naming each rule it shows.

    *name* maps a seat to the caller's name for it (default: "Seat 2"); the seat *you* (the learner)
    is told in the second person. With *after* (the state once the action is applied), a card that
    closed a trick is followed by who won it and for which side (P6). A taker's "no slam" is silence
    for the other seats (the empty string). *rule_first* puts the first rule named before the
    sentence instead of after each part ("E1, E2 — …"), as a lesson's table talk reads.

    >>> from tarot_core.actions import Discard
    >>> from tarot_core.cards import parse_card
    >>> describe(Discard(3, tuple(parse_card(c) for c in "T7 T6 2S 3S 4S 5S".split())), "en")
    'Seat 3 takes the chien and discards 6 cards face down (E1). Trumps discarded, shown to all (E2): Trump 7, Trump 6.'
    >>> describe(Discard(3, tuple(parse_card(c) for c in "T7 3H 2S 3S 4S 5S".split())), "en", rule_first=True)
    'E1, E2 — Seat 3 takes the chien and discards 6 cards face down. Trumps discarded, shown to all: Trump 7.'
    """
    who = name or (lambda s: seat_name(s, lang))
    mine = you is not None and action.seat == you
    if isinstance(action, Bid):
        c = action.contract
        out = (_say("describe.pass", mine, lang, name=who(action.seat)) if c is None else
               _say("describe.bid", mine, lang, name=who(action.seat), bid=c.label(lang)))
    elif isinstance(action, Call):
        out = _say("describe.call", mine, lang, name=who(action.seat), card=action.card.name(lang))
    elif isinstance(action, Discard):
        out = _say("describe.discard", mine, lang, name=who(action.seat), n=len(action.cards),
                   cards=_cards(action.cards, lang))
        trumps = [c for c in action.cards if c.is_trump]
        if trumps and not mine:                              # E2: the trumps are shown to all
            out += " " + text("describe.discard_trumps", lang, cards=_cards(trumps, lang))
    elif isinstance(action, SlamDecision):
        if not action.announce:                              # "no slam" is said to the learner only
            out = text("describe.no_slam.you", lang) if mine else ""
        else:
            out = _say("describe.slam", mine, lang, name=who(action.seat))
    elif isinstance(action, ShowPoignee):
        sizes = (after.table if after is not None else FOUR_PLAYERS).poignee_sizes       # V3: the table's sizes
        n = len(action.cards)
        kind = FOUR_PLAYERS.poignee_sizes[sizes.index(n)] if n in sizes else n           # named as at four (B1)
        out = _say("describe.poignee", mine, lang, name=who(action.seat),
                   kind=text(f"poignee.{kind}", lang), cards=_cards(action.cards, lang))
    elif isinstance(action, PlayCard):
        out = _say("describe.play", mine, lang, name=who(action.seat), card=action.card.name(lang))
        if after is not None and not after.current_trick and after.tricks:      # it closed a trick (P6)
            t = after.tricks[-1]
            out += " " + _say("describe.won", you is not None and t.winner == you, lang, n=t.number,
                              name=who(t.winner), side=camp_name(t.winner_side, after.table, lang))
    else:                                                    # pragma: no cover - Action is the union above
        raise TypeError(f"not an action: {action!r}")
    if rule_first and out:
        rules = list(dict.fromkeys(_RULE.findall(out)))
        if rules:
            out = f"{', '.join(rules)} — {_RULE.sub('', out)}"
    return out


__all__ = ["camp_name", "describe", "seat_name"]
