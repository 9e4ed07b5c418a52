"""Deal records: the JSON description of a whole deal, read, checked for shape, and written.

A record (see the README for the schema)::

    {"dealer": 0, "hands": [[18 cards] × 4], "chien": [6 cards],
     "bids": ["pass", "garde", "pass", "pass"], "discard": [6 cards],
     "slam_announced": false, "poignees": {"1": [cards shown]},
     "tricks": [[4 cards from the trick's leader] × 18]}

Only the shape is checked here (fields, types, card names, sizes, duplicates: C1, D3);
the rules themselves are the referee's (:mod:`tarot_core.referee`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from .cards import N_CARDS, Card, parse_card
from .catalogue import text
from .deal import CHIEN_SIZE, HAND_SIZE, N_SEATS
from .errors import CardError, DealError, RecordError

KNOWN_FIELDS = {"dealer", "hands", "chien", "bids", "discard", "slam_announced", "poignees", "tricks",
                "name", "title", "description", "notes", "seed"}


@dataclass(frozen=True)
class DealRecord:
    """A deal record, its cards parsed. ``bids`` keep the words used in the record."""
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    chien: tuple[Card, ...]
    bids: tuple[str, ...] = ()
    discard: tuple[Card, ...] = ()
    slam_announced: bool = False
    poignees: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    tricks: tuple[tuple[Card, ...], ...] = ()
    name: str | None = None

    def states(self, *, partial: bool = False):
        """The deal replayed (A1 … P6): the dealt :class:`~tarot_core.game.GameState`, then the
        state after each action — bid, discard, slam, poignée, card — each an independent copy.

        A broken rule raises its error when the replay reaches it; with *partial*, a record that
        stops early (a deal in progress) is replayed as far as it goes.

        >>> from tarot_core.io.golden import golden_records
        >>> states = list(parse_record(golden_records()["worked_example_s5"]).states())
        >>> len(states), states[0].phase, states[-1].phase, states[-1].outcome().S
        (79, 'auction', 'done', 64)
        """
        from .game import replay_states  # the state builds on this module
        return replay_states(self, partial=partial)

    def to_dict(self) -> dict:
        """The record as plain JSON data (round-trips through :func:`load_record`)."""
        out = {"dealer": self.dealer,
               "hands": [[c.code for c in h] for h in self.hands],
               "chien": [c.code for c in self.chien],
               "bids": list(self.bids),
               "discard": [c.code for c in self.discard],
               "slam_announced": self.slam_announced,
               "poignees": {str(s): [c.code for c in cards] for s, cards in self.poignees},
               "tricks": [[c.code for c in t] for t in self.tricks]}
        if self.name:
            out["name"] = self.name
        return out


def _detail(key: str, **params):
    """What is wrong with a record, as a function of the language (catalogue ``err.record.detail.*``)."""
    return lambda lang: text("err.record.detail." + key, lang, **params)


def _bad(detail) -> RecordError:
    """An invalid record; *detail* (from :func:`_detail`) says what is wrong, in the reader's language."""
    return RecordError(None, "err.record.field", detail=detail)


def _card_list(value, what: str, seat=None, trick=None) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise _bad(_detail("not_cards", what=what))
    out = []
    for token in value:
        try:
            out.append(parse_card(token))
        except CardError as e:
            raise CardError("C1", "err.card.unknown", token=token, card=token, seat=seat, trick=trick) from e
    return tuple(out)


def parse_record(data: dict) -> DealRecord:
    """Check a record's shape (C1 cards, D3 sizes) and parse its cards."""
    if not isinstance(data, dict):
        raise _bad(_detail("not_object"))
    unknown = set(data) - KNOWN_FIELDS
    if unknown:
        raise _bad(_detail("unknown_fields", fields=sorted(unknown)))
    for key in ("dealer", "hands", "chien"):
        if key not in data:
            raise _bad(_detail("missing_field", field=key))
    dealer = data["dealer"]
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < N_SEATS:
        raise DealError("D1", "err.deal.seat", seat=dealer)
    hands_raw = data["hands"]
    if not isinstance(hands_raw, list) or len(hands_raw) != N_SEATS:
        raise DealError("D3", "err.deal.hands_count", count=len(hands_raw) if isinstance(hands_raw, list) else 0)
    hands = tuple(_card_list(h, f"hands[{i}]", seat=i) for i, h in enumerate(hands_raw))
    chien = _card_list(data["chien"], "chien")
    seen: dict[Card, str] = {}
    for seat, hand in enumerate(hands):
        for c in hand:
            if c in seen:
                raise CardError("C1", "err.card.twice", card=c, seat=seat)
            seen[c] = f"seat {seat}"
    for c in chien:
        if c in seen:
            raise CardError("C1", "err.card.twice", card=c)
        seen[c] = "chien"
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            raise DealError("D3", "err.deal.hand_size", seat=seat, count=len(hand))
    if len(chien) != CHIEN_SIZE:
        raise DealError("D3", "err.deal.chien_size", count=len(chien))
    if len(seen) != N_CARDS:   # unreachable with the sizes right and no card twice; kept as the C1 check
        raise CardError("C1", "err.card.missing", cards="?")

    bids = data.get("bids") or []
    if not isinstance(bids, list) or not all(isinstance(b, str) for b in bids):
        raise _bad(_detail("bids"))
    discard = _card_list(data.get("discard") or [], "discard")
    slam = data.get("slam_announced", False)
    if not isinstance(slam, bool):
        raise _bad(_detail("slam"))
    poignees_raw = data.get("poignees") or {}
    if not isinstance(poignees_raw, dict):
        raise _bad(_detail("poignees"))
    poignees = []
    for key, cards in sorted(poignees_raw.items()):
        try:
            seat = int(key)
        except (TypeError, ValueError):
            raise DealError("D1", "err.deal.seat", seat=key) from None
        if not 0 <= seat < N_SEATS:
            raise DealError("D1", "err.deal.seat", seat=key)
        poignees.append((seat, _card_list(cards, f"poignees[{key}]", seat=seat)))
    tricks_raw = data.get("tricks") or []
    if not isinstance(tricks_raw, list):
        raise _bad(_detail("tricks"))
    tricks = tuple(_card_list(t, f"tricks[{i}]", trick=i + 1) for i, t in enumerate(tricks_raw))
    return DealRecord(dealer, hands, chien, tuple(bids), discard, slam, tuple(poignees), tricks,
                      data.get("name") or data.get("title"))


def load_record(source) -> DealRecord:
    """A record from a :class:`DealRecord`, a dict, or JSON text (files: :func:`tarot_core.io.files.read_record`)."""
    if isinstance(source, DealRecord):
        return source
    if isinstance(source, dict):
        return parse_record(source)
    if isinstance(source, str) and source.lstrip().startswith("{"):
        return parse_record(_json(source, "<text>"))
    raise _bad(_detail("not_record"))


def _json(text: str, where: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        detail = _detail("json", line=e.lineno, msg=e.msg)
        raise RecordError(None, "err.file.corrupt", path=where, detail=detail) from None


__all__ = ["DealRecord", "parse_record", "load_record"]
