"""The actions of a deal as typed values: what a seat says or does, one step of a :class:`~tarot_core.game.GameState`.

A deal is the ordered list of these (pokerkit's operations, OpenSpiel's ``apply_action``):
the bids (A1), the call at five players (V4), the taker's slam decision (B7, R4), the discard
(E1–E2), the poignées (B1–B3) and the cards (P1–P6). Each is a small frozen value naming its
seat; the state checks it (``verify``) and applies it (``apply``). They are plain data: the
words a player reads are the catalogue's (the narration belongs to the callers).

>>> from tarot_core.cards import parse_card
>>> a = PlayCard(1, parse_card("T21"))
>>> a, a.to_json()
(PlayCard(seat=1, card=Card('T21')), {'seat': 1, 'card': 'T21'})
>>> action_from_json({"seat": 2, "bid": "garde"})
Bid(seat=2, contract=<Contract.GARDE: 2>)
>>> action_from_json({"seat": 2, "slam": True}) == SlamDecision(2, True)
True
>>> Phase.PLAY == "play"
True
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from .auction import Contract, parse_bid
from .cards import Card, parse_card
from .catalogue import text
from .errors import RecordError, TarotError


class Phase(StrEnum):
    """Where a deal stands. The values are the words the state has always used, so that
    ``state.phase == "play"`` keeps reading as before."""
    AUCTION = "auction"          # A1: each seat speaks once
    CALL = "call"                # V4: five players, the taker calls a card (before the chien is shown)
    DISCARD = "discard"          # E1: the taker (Prise, Garde) puts six cards aside
    PLAY = "play"                # P1–P6
    DONE = "done"                # the last trick is won: the outcome can be scored
    ALL_PASS = "all_pass"        # A3: nobody took
    CANCELLED = "cancelled"      # D4: a petit sec

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:            # shown as the word it stands for, as before the enum
        return repr(self.value)

    __hash__ = str.__hash__               # a key "play" finds Phase.PLAY in a dict, and back


@dataclass(frozen=True, slots=True)
class Bid:
    """A1: *seat* passes (``contract`` None) or bids a contract higher than the best so far."""
    seat: int
    contract: Contract | None
    kind: ClassVar[str] = "bid"

    @property
    def value(self) -> Contract | None:
        """The action's content under the one name every kind shares (here: the contract)."""
        return self.contract

    def to_json(self) -> dict:
        return {"seat": self.seat, "bid": "pass" if self.contract is None else self.contract.code}


@dataclass(frozen=True, slots=True)
class Call:
    """V4 (five players): the taker calls a card (a king, or per R8 a lower rank); its holder is
    his secret partner (V5). Refused at four players (V4)."""
    seat: int
    card: Card
    kind: ClassVar[str] = "call"

    @property
    def value(self) -> Card:
        return self.card

    def to_json(self) -> dict:
        return {"seat": self.seat, "call": self.card.code}


@dataclass(frozen=True, slots=True)
class SlamDecision:
    """B7, R4: the taker announces a slam (``announce`` True) or not, after the auction and
    before the first card; a taker who announces leads the first trick (P1)."""
    seat: int
    announce: bool
    kind: ClassVar[str] = "slam"

    @property
    def value(self) -> bool:
        return self.announce

    def to_json(self) -> dict:
        return {"seat": self.seat, "slam": self.announce}


@dataclass(frozen=True, slots=True)
class CardsAction:
    """An action that puts down several cards at once (a discard, a poignée shown): its value is the
    cards, and the record writes them under the action's kind (``{"seat": 1, "discard": [...]}``)."""
    seat: int
    cards: tuple[Card, ...]
    kind: ClassVar[str]

    @property
    def value(self) -> tuple[Card, ...]:
        return self.cards

    def to_json(self) -> dict:
        return {"seat": self.seat, self.kind: [c.code for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Discard(CardsAction):
    """E1–E2, V2: the taker's discard (as many cards as the chien: 6, or 3 at five players), in display order."""
    kind: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class ShowPoignee(CardsAction):
    """B1–B3: *seat* shows a poignée (the trumps it shows) before its first card."""
    kind: ClassVar[str] = "poignee"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """P1–P5, X1: *seat* plays *card* to the trick in progress."""
    seat: int
    card: Card
    kind: ClassVar[str] = "play"

    @property
    def value(self) -> Card:
        return self.card

    def to_json(self) -> dict:
        return {"seat": self.seat, "card": self.card.code}


Action = Bid | Call | SlamDecision | Discard | ShowPoignee | PlayCard
ACTION_TYPES: tuple[type, ...] = (Bid, Call, SlamDecision, Discard, ShowPoignee, PlayCard)
#: The JSON key that names each kind in a record's ``actions`` list.
JSON_KEYS = {"bid": Bid, "call": Call, "slam": SlamDecision, "discard": Discard, "poignee": ShowPoignee,
             "card": PlayCard}


def _bad(entry, why: str) -> RecordError:
    """A record's action that cannot be read: which one (its position) and why."""
    return RecordError(None, "err.record.field",
                       detail=lambda lang: text("err.record.detail.action", lang, entry=entry,
                                                why=text("err.record.detail.action." + why, lang)))


def action_from_json(data, index: int | str = "?") -> Action:
    """One action of a record's ``actions`` list: an object with ``seat`` (a whole number from 0:
    the referee checks it against the table, D1) and exactly one of ``bid`` (a word: 'pass', 'garde'
    …), ``call`` (a card), ``slam`` (true/false), ``discard`` / ``poignee`` (lists of cards),
    ``card`` (a card). Types are checked, never coerced; a card name is checked (C1)."""
    if not isinstance(data, dict):
        raise _bad(index, "not_object")
    keys = [k for k in data if k != "seat"]
    if set(data) - {"seat", *JSON_KEYS} or len(keys) != 1:
        raise _bad(index, "keys")
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise _bad(index, "seat")
    key = keys[0]
    value = data[key]
    try:
        if key == "bid":
            if not isinstance(value, str):
                raise _bad(index, "bid")
            return Bid(seat, parse_bid(value))
        if key == "slam":
            if not isinstance(value, bool):
                raise _bad(index, "slam")
            return SlamDecision(seat, value)
        if key in ("discard", "poignee"):
            if not isinstance(value, list) or not all(isinstance(c, str) for c in value) or len(value) > 78:
                raise _bad(index, "cards")
            return JSON_KEYS[key](seat, tuple(parse_card(c) for c in value))
        if not isinstance(value, str):
            raise _bad(index, "card")
        return JSON_KEYS[key](seat, parse_card(value))
    except RecordError:
        raise
    except TarotError as e:          # an unknown bid word (A2) or card name (C1): the rule's own error
        e.params.setdefault("seat", seat)
        raise


def dumps_actions(actions) -> str:
    """The actions as JSON text (one list, a record's ``actions`` field)."""
    return json.dumps([a.to_json() for a in actions], ensure_ascii=False)


__all__ = ["Phase", "Bid", "Call", "SlamDecision", "CardsAction", "Discard", "ShowPoignee", "PlayCard", "Action",
           "ACTION_TYPES",
           "action_from_json", "dumps_actions"]
