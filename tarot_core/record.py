"""Deal records: the JSON description of a whole deal, read, checked for shape, and written.

A record (see the README for the schema)::

    {"players": 4, "dealer": 0, "hands": [[18 cards] × 4], "chien": [6 cards], "call": "KH",
     "bids": ["pass", "garde", "pass", "pass"], "discard": [6 cards],
     "slam_announced": false, "poignees": {"1": [cards shown]},
     "tricks": [[4 cards from the trick's leader] × 18],
     "actions": [{"seat": 1, "bid": "pass"}, …, {"seat": 2, "slam": false}, {"seat": 1, "card": "T21"}, …]}

``players`` is 3, 4 or 5 (absent: 4; V1): ``hands`` holds as many hands as players (24, 18
or 15 cards), the ``chien`` and the ``discard`` 6, 6 or 3 cards (V1, V2), ``bids`` one word per
player and ``tricks`` 24 tricks of 3 cards, 18 of 4, or 15 of 5. ``call`` is the card the taker
called at five players (V4, e.g. ``"KH"``); a record of three or four players has none.

``actions`` (written by :meth:`~tarot_core.game.GameState.record` since issue 22) keeps the
order of the deal's actions (:mod:`tarot_core.actions`): a poignée shown after another seat's
card, the taker's explicit slam decision. The per-phase fields stay beside it, for older
readers and for the eye; a record without ``actions`` (every older file) is replayed in the
order of its fields.

Only the shape is checked here (fields, types, card names, sizes, duplicates: C1, D3);
the rules themselves are the referee's (:mod:`tarot_core.referee`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from .actions import Action, action_from_json
from .cards import N_CARDS, Card, parse_card
from .catalogue import text
from .deal import check_seat
from .errors import AuctionError, CardError, DealError, PlayError, RecordError, TarotError, shown
from .table import FOUR_PLAYERS, Table, table_for

KNOWN_FIELDS = {"players", "dealer", "hands", "chien", "bids", "call", "discard", "slam_announced", "poignees",
                "tricks", "name", "title", "description", "notes", "seed", "actions"}
TEXT_FIELDS = ("name", "title", "description", "notes")
SEAT_KEYS = tuple(str(seat) for seat in range(FOUR_PLAYERS.seats))   # D1: a poignée's seat, as JSON writes it
MAX_RECORD_BYTES = 1_000_000     # a record is a few kilobytes: a larger text or file is refused unread


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
    seed: int | str | None = None        # the seed the deal was dealt from (D2), when one was
    #: The deal's actions in the order they were made (:mod:`tarot_core.actions`), or None for a
    #: record that does not keep them (older files): it is replayed in the order of its fields.
    actions: tuple[Action, ...] | None = None
    players: int = FOUR_PLAYERS.seats    #: V1: 3, 4 or 5 (a record without the field has 4)
    call: Card | None = None             #: V4: the called card (five players, with a taker)

    @property
    def table(self) -> Table:
        """V1: the table of the record's number of players."""
        return table_for(self.players)

    def dumps(self, **json_options) -> str:
        """The record as JSON text (:meth:`to_dict`); :func:`loads` reads it back, equal."""
        return json.dumps(self.to_dict(), ensure_ascii=False, **json_options)

    def to_dict(self) -> dict:
        """The record as plain JSON data (round-trips through :func:`load_record`)."""
        out: dict = {"players": self.players} if self.players != FOUR_PLAYERS.seats else {}    # V1: absent = 4
        out.update({"dealer": self.dealer,
                    "hands": [[c.code for c in h] for h in self.hands],
                    "chien": [c.code for c in self.chien],
                    "bids": list(self.bids)})
        if self.call is not None:
            out["call"] = self.call.code                                  # V4: five players
        out.update({"discard": [c.code for c in self.discard],
                    "slam_announced": self.slam_announced,
                    "poignees": {str(s): [c.code for c in cards] for s, cards in self.poignees},
                    "tricks": [[c.code for c in t] for t in self.tricks]})
        if self.name:
            out["name"] = self.name
        if self.seed is not None:
            out["seed"] = self.seed
        if self.actions is not None:
            out["actions"] = [a.to_json() for a in self.actions]
        return out


def record_detail(name: str, /, **params):
    """What is wrong with a record, as a function of the language (catalogue ``err.record.detail.*``).
    A parameter may itself be a function of the language; the others are quoted by ``shown``."""
    return lambda lang: text("err.record.detail." + name, lang,
                             **{k: v(lang) if callable(v) else shown(v, lang) for k, v in params.items()})


def _bad(detail, rule: str | None = None) -> RecordError:
    """An invalid record; *detail* (from :func:`record_detail`) says what is wrong, in the reader's language.
    *rule* is the rule the field is about (C1 for a list of cards …); without one, the error is of
    the non-rule category 'format'."""
    return RecordError(rule, "err.record.field", detail=detail)


def _card_list(value, what: str, seat=None, trick=None) -> tuple[Card, ...]:
    """C1: a list of card names (a pack has 78 cards: a longer list is refused before it is read)."""
    if not isinstance(value, list):
        raise _bad(record_detail("not_cards", what=what), "C1")
    if len(value) > N_CARDS:
        raise _bad(record_detail("too_many_cards", what=what, count=len(value), limit=N_CARDS), "C1")
    out = []
    for i, token in enumerate(value):
        if not isinstance(token, (str, Card)):
            raise _bad(record_detail("not_card_name", what=f"{what}[{i}]", type=_json_type(token)), "C1")
        try:
            out.append(parse_card(token))
        except CardError as e:
            raise CardError("C1", "err.card.unknown", token=token, card=token, seat=seat, trick=trick) from e
    return tuple(out)


def _json_type(value):
    """The JSON name of a value's type, as a function of the language ('a number', 'une liste' …)."""
    for kind, name in ((bool, "boolean"), ((int, float), "number"), (str, "string"), ((list, tuple), "list"),
                       (dict, "object"), (type(None), "null")):
        if isinstance(value, kind):
            return lambda lang, name=name: text(f"json.type.{name}", lang)
    return lambda lang: text("json.type.other", lang, name=type(value).__name__)


def _poignee_seat(key, table: Table = FOUR_PLAYERS) -> int:
    """D1: a poignée's seat is written "0", "1", "2" or "3" (to "2" or "4" at three or five
    players) — one spelling per seat, so that two keys can never name the same seat ("1" and
    "01" would add the bonus twice)."""
    if key not in [str(seat) for seat in range(table.seats)]:
        if table == FOUR_PLAYERS:
            raise DealError("D1", "err.record.poignee_seat", entry=_quoted(key))
        raise DealError("D1", "err.record.poignee_seat_table", entry=_quoted(key), players=table.seats,
                        last=table.seats - 1)
    return int(key)


#: For each size of a deal, its rule and message at four players (D3, A1, E4) and at the others (V1, V2).
_SIZES = {"hands": ("D3", "err.deal.hands_count", "V1"), "hand": ("D3", "err.deal.hand_size", "V1"),
          "chien": ("D3", "err.deal.chien_size", "V1"), "bids": ("A1", "err.auction.count", "A1"),
          "trick": ("E4", "err.play.trick_size", "V2"), "tricks": ("E4", "err.play.trick_count", "V2")}
_SIZE_ERRORS: dict[str, type[TarotError]] = {"hands": DealError, "hand": DealError, "chien": DealError,
                                             "bids": AuctionError, "trick": PlayError, "tricks": PlayError}


def size_error(what: str, table: Table, **params) -> TarotError:
    """A deal of the wrong size for *table*: *what* is 'hands' (their number), 'hand' (a hand's
    cards), 'chien', 'bids', 'trick' (a trick's cards) or 'tricks' (their number). At four players
    the error is D3/A1/E4's as it always was; at three and five it names V1 (V2 for the tricks,
    A1 for the bids) and the table's size."""
    rule, key, other = _SIZES[what]
    size = {"hand": table.hand_size, "chien": table.chien_size, "tricks": table.n_tricks}.get(what, table.seats)
    if table == FOUR_PLAYERS:                   # the message names the table's sizes (issue 25 §1)
        return _SIZE_ERRORS[what](rule, key, players=table.seats, size=size, **params)
    return _SIZE_ERRORS[what](other, key + "_table", players=table.seats, size=size, **params)


def _quoted(key) -> str:
    try:
        return json.dumps(key, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(key)


def parse_record(data: dict) -> DealRecord:
    """Check a record's shape (C1 cards, D3 sizes) and parse its cards."""
    if not isinstance(data, dict):
        raise _bad(record_detail("not_object"))
    unknown = set(data) - KNOWN_FIELDS
    if unknown:
        raise _bad(record_detail("unknown_fields", fields=sorted(unknown, key=repr)))
    for key in ("dealer", "hands", "chien"):
        if key not in data:
            raise _bad(record_detail("missing_field", field=key))
    players = _optional(data, "players", FOUR_PLAYERS.seats)
    table = table_for(players)                                   # V1: 3, 4 or 5 (a number, never coerced)
    dealer = data["dealer"]
    check_seat(dealer, table)                                    # D1: 0 to the table's last seat
    hands_raw = data["hands"]
    if not isinstance(hands_raw, list):
        raise _bad(record_detail("not_list", what="hands", type=_json_type(hands_raw)), "D3")
    if len(hands_raw) != table.seats:
        raise size_error("hands", table, count=len(hands_raw))
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
        if len(hand) != table.hand_size:
            raise size_error("hand", table, seat=seat, count=len(hand))
    if len(chien) != table.chien_size:
        raise size_error("chien", table, count=len(chien))
    if len(seen) != N_CARDS:   # unreachable with the sizes right and no card twice; kept as the C1 check
        raise CardError("C1", "err.card.missing", cards="?")

    # Absent and null mean "none"; any other value must have the field's type (never coerced:
    # the string "false" is not false, 0 is not an empty list).
    bids = _optional(data, "bids", [])
    if not isinstance(bids, list) or not all(isinstance(b, str) for b in bids):
        raise _bad(record_detail("bids"), "A1")
    if len(bids) > table.seats:
        raise size_error("bids", table, count=len(bids))
    call = _optional(data, "call", None)
    if call is not None and not isinstance(call, (str, Card)):
        raise _bad(record_detail("call", type=_json_type(call)), "V4")
    call = None if call is None else parse_card(call)
    discard = _card_list(_optional(data, "discard", []), "discard")
    slam = _optional(data, "slam_announced", False)
    if not isinstance(slam, bool):
        raise _bad(record_detail("slam"), "B7")
    poignees_raw = _optional(data, "poignees", {})
    if not isinstance(poignees_raw, dict):
        raise _bad(record_detail("poignees"), "B1")
    poignees = sorted((_poignee_seat(key, table), cards) for key, cards in poignees_raw.items())
    poignees = [(seat, _card_list(cards, f"poignees[{seat}]", seat=seat)) for seat, cards in poignees]
    tricks_raw = _optional(data, "tricks", [])
    if not isinstance(tricks_raw, list):
        raise _bad(record_detail("tricks"), "E4")
    if len(tricks_raw) > table.n_tricks:
        raise size_error("tricks", table, count=len(tricks_raw))
    tricks = tuple(_card_list(t, f"tricks[{i}]", trick=i + 1) for i, t in enumerate(tricks_raw))
    for field in TEXT_FIELDS:
        if not isinstance(data.get(field, ""), (str, type(None))):
            raise _bad(record_detail("not_text", field=field, type=_json_type(data[field])))
    if not isinstance(data.get("seed"), (int, str, type(None))) or isinstance(data.get("seed"), bool):
        raise _bad(record_detail("seed", type=_json_type(data["seed"])))
    for field in (*TEXT_FIELDS, "seed"):
        if isinstance(data.get(field), str) and not _is_unicode(data[field]):
            raise _bad(record_detail("not_unicode", field=field))
    actions_raw = data.get("actions")
    if actions_raw is not None and not isinstance(actions_raw, list):
        raise _bad(lambda lang: text("err.record.detail.actions", lang))
    if actions_raw is not None and len(actions_raw) > 2 * N_CARDS:       # bids, call, discard, slam, poignées, cards
        raise _bad(record_detail("too_many_cards", what="actions", count=len(actions_raw), limit=2 * N_CARDS))
    actions = None if actions_raw is None else tuple(action_from_json(a, i) for i, a in enumerate(actions_raw))
    return DealRecord(dealer, hands, chien, tuple(bids), discard, slam, tuple(poignees), tricks,
                      data.get("name") or data.get("title"), data.get("seed"), actions, table.seats, call)


def _is_unicode(value: str) -> bool:
    """Text that can be written back (a lone surrogate, '\\ud800' in JSON, cannot be)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _optional(data: dict, field: str, default):
    """An optional field: its value, or *default* when it is absent or null."""
    value = data.get(field)
    return default if value is None else value


def loads(text: str) -> DealRecord:
    """A record from JSON text (:meth:`DealRecord.dumps`), its shape checked (:func:`parse_record`).

    >>> from tarot_core.game import GameState
    >>> s = GameState.new(seed=3)
    >>> s.bid("garde"); s.bid("pass")
    >>> loads(s.record().dumps()) == s.record()
    True
    """
    if not isinstance(text, str):
        raise _bad(record_detail("not_record"))
    return parse_record(read_json(text, "<text>"))


def load_record(source) -> DealRecord:
    """A record from a :class:`DealRecord`, a dict, or JSON text (files: :func:`tarot_core.io.files.read_record`)."""
    if isinstance(source, DealRecord):
        return source
    if isinstance(source, dict):
        return parse_record(source)
    if isinstance(source, str) and source.lstrip().startswith("{"):
        return parse_record(read_json(source, "<text>"))
    if isinstance(source, str):             # pasted text (the rules desk): words for a player, no API names
        raise _bad(record_detail("not_record_text"))
    raise _bad(record_detail("not_record"))


# What the json module says (in English), as a catalogue key (err.record.detail.json.*).
_JSON_MESSAGES = {"Expecting value": "value", "Expecting property name enclosed in double quotes": "name",
                  "Expecting ',' delimiter": "comma", "Expecting ':' delimiter": "colon",
                  "Unterminated string starting at": "string", "Invalid control character at": "control",
                  "Extra data": "extra", "Invalid \\escape": "escape", "Invalid \\uXXXX escape": "escape"}


def read_json(text: str, where: str, key: str = "err.input.corrupt", limit: int = MAX_RECORD_BYTES):
    """JSON text -> data, or a RecordError (catalogue *key*) naming *where*: a text over *limit*
    (refused unread), bad JSON, a nesting Python cannot follow, a number of thousands of digits,
    a key given twice in one object."""
    def bad(detail):
        return RecordError(None, key, path=where, detail=detail)
    if len(text) > limit:        # characters: at least as many bytes
        raise bad(record_detail("too_large", limit=limit // 1_000_000))
    try:
        return json.loads(text, object_pairs_hook=_no_key_twice)
    except json.JSONDecodeError as e:
        known = _JSON_MESSAGES.get(e.msg)
        msg = record_detail(f"json.{known}") if known else e.msg
        raise bad(record_detail("json", line=e.lineno, column=e.colno, msg=msg)) from None
    except _KeyTwice as e:
        raise bad(record_detail("key_twice", entry=e.args[0])) from None
    except RecursionError:
        raise bad(record_detail("too_deep")) from None
    except ValueError:        # an integer too long to convert (sys.get_int_max_str_digits)
        raise bad(record_detail("huge_number")) from None


class _KeyTwice(Exception):
    pass


def _no_key_twice(pairs):
    """A JSON object whose keys are all different: a key twice would silently keep the last value."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise _KeyTwice(_quoted(key))
            seen.add(key)
    return out


__all__ = ["DealRecord", "parse_record", "load_record", "loads", "size_error", "read_json", "record_detail",
           "MAX_RECORD_BYTES"]
