"""A rules case as a short text one player pastes and another pastes back: the same question,
the same ruling.

The format (``tarot-case 1``) is one ``key: value`` per line after a first line naming it (a line
ends at ``\n``, ``\r\n`` or ``\r`` only, not at U+2028 or the other breaks of ``str.splitlines``); blank
lines and lines starting with ``#`` are ignored; keys are English, values use the card notation
of the core (codes as in the README, French letters read too) and the words of the command line::

    tarot-case 1
    question: end
    contract: garde
    taker: 0
    slam-announced: no
    earlier: taker
    petit: taker
    trick: 0 T1 2H 3H 4H
    trick: 0 EX 5H 6H 7H

The questions and their keys (each key once, ``trick`` up to three times, in play order):

- ``play`` — ``hand``, ``trick`` (the cards so far, optional), ``players`` (3, 4 or 5; optional, 4 when
  absent, V1), ``call`` (five players: the called card, V4; the question is then the first trick's,
  V6 and R9): which cards may be played (P2–P5, X1, X2);
- ``discard`` — ``hand``, ``chien``, ``discard``, ``players`` (optional): is the discard allowed
  (E1–E2, V2);
- ``poignee`` — ``hand``, ``shown``, ``discard`` (optional), ``players`` (optional): is the poignée
  valid (B1–B3, V3, R10);
- ``end`` — ``contract``, ``taker`` (0–3), ``slam-announced`` (yes/no), ``earlier`` (``taker``,
  ``defence``, or one letter per earlier trick: ``T`` taker, ``D`` defence), ``trick`` (1 to 3:
  the leader's seat, then the four cards), ``excuse`` (when not in those tricks: ``taker N`` or
  ``defence N``, the side that played it and the trick, or ``chien``), ``petit`` (when not in
  them: ``taker``/``defence``, the side that won it, or ``chien``): the ruling on the Excuse,
  the petit au bout and the slam (X3–X7, B5–B8, R1–R5); optional ``players`` (3, 4 or 5, V1: the
  tricks then have that many cards) and, at five, ``call`` (the called card, V4) and ``holder``
  (where it was dealt: a seat or ``chien``): who was the partner, was the taker alone (V5, R7), the
  split (V9, R6);
- ``score`` — ``contract``, ``points``, ``bouts``, and optional ``petit-au-bout``
  (taker/defence), ``poignee`` (simple/double/triple, comma-separated), ``slam-announced``,
  ``all-tricks`` (taker/defence), ``players`` (3, 4 or 5) and ``alone`` (yes/no, five players: the
  called card in the taker's hand or the chien, V5): the score (S1–S4, V9: each seat's share), or why
  the facts cannot happen;
- ``referee`` — ``record``: a deal record as one line of JSON: the referee's outcome.

:meth:`Case.to_text` writes the canonical form, which :func:`parse_case` reads back to an equal
case; anything else is refused with the line number and the reason.

>>> case = case_for_play("KS T5 T12 EX", "10H T8")
>>> print(case.to_text())
tarot-case 1
question: play
hand: T12 T5 EX KS
trick: 10H T8
>>> parse_case(case.to_text()) == case
True
>>> case.answer("en").rules
('P3', 'P4')
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..auction import parse_contract
from ..cards import ascii_digits, parse_card, parse_cards, sort_key
from ..catalogue import check_language, format_number, text
from ..errors import FORMAT, TarotError
from ..table import FOUR_PLAYERS, Table
from .cli_tables import called_card, check_alone, legal_at, score_at, table_breakdown, table_option

MAGIC = "tarot-case 1"
MAX_CASE_CHARS = 20_000                 # a case is a few hundred characters; a record line a few kB
QUESTIONS = {
    "play": (("hand",), ("trick", "players", "call")),
    "discard": (("hand", "chien", "discard"), ("players",)),
    "poignee": (("hand", "shown"), ("discard", "players")),
    "end": (("contract", "taker", "earlier", "trick"), ("slam-announced", "excuse", "petit", "players", "call",
                                                         "holder")),
    "score": (("contract", "points", "bouts"), ("petit-au-bout", "poignee", "slam-announced", "all-tricks",
                                                 "players", "alone")),
    "referee": (("record",), ()),
}
ORDER = ("question", "players", "call", "holder", "alone", "hand", "chien", "discard", "shown", "contract", "taker",
         "points", "bouts", "slam-announced",
         "petit-au-bout", "poignee", "all-tricks", "earlier", "excuse", "petit", "trick", "record")
SIDES = ("taker", "defence")
YES_NO = {"yes": True, "no": False, "oui": True, "non": False, "true": True, "false": False}
# Every character str.splitlines() breaks a line at; a case's lines end at \n, \r\n or \r only.
LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_LINE_END = "\r\n|\r|\n"


class CaseError(TarotError):
    """A case text that cannot be read: the line and the reason (category ``format``, or the rule
    a value breaks, e.g. C1 for an unknown card)."""

    def __init__(self, key: str, line: int, rule: str = FORMAT, **params):
        super().__init__(rule, key, line=line, **params)


@dataclass(frozen=True)
class Ruling:
    """A case's answer: the rules it rests on, the answer in words, and the core's value."""
    rules: tuple[str, ...]
    text: str
    value: object = field(default=None, compare=False)


@dataclass(frozen=True)
class Case:
    """A question and its facts, as ``(key, value)`` text pairs in canonical form."""
    question: str
    fields: tuple[tuple[str, str], ...]

    def get(self, key: str, default=None):
        return next((v for k, v in self.fields if k == key), default)

    def all(self, key: str) -> list[str]:
        return [v for k, v in self.fields if k == key]

    def to_text(self) -> str:
        """The canonical text (:func:`parse_case` reads it back to an equal case)."""
        return "\n".join([MAGIC, f"question: {self.question}", *(f"{k}: {v}" for k, v in self.fields)])

    def answer(self, lang: str | None = None) -> Ruling:
        """The core's ruling on this case, in *lang*."""
        lang = check_language(lang)
        return _ANSWERS[self.question](self, lang)


# --- building cases ---------------------------------------------------------------------------
def _cards_text(cards) -> str:
    return " ".join(c.code for c in sorted(parse_cards(cards), key=sort_key))


def _play_order(cards) -> str:
    return " ".join(c.code for c in parse_cards(cards))


def _make(question: str, pairs) -> Case:
    pairs = [(k, v) for k, v in pairs if v is not None and v != ""]
    for key, value in pairs:            # each value is one line of the text: a break in it is refused
        if any(ch in LINE_BREAKS for ch in str(value)):
            raise CaseError("err.case.line_break", 0, name=key, value=value)
    pairs.sort(key=lambda kv: ORDER.index(kv[0]))          # stable: the tricks keep their order
    return Case(question, tuple(pairs))


def case_for_play(hand, trick=(), players: int | None = None, call=None) -> Case:
    """May I play this card? *hand* and the trick so far (play order); at three or five
    *players* (V1), and at five the *call* (V4) makes it the first trick's question (V6, R9)."""
    return _make("play", [("players", _players_text(players)), ("call", call and parse_card(call).code),
                          ("hand", _cards_text(hand)), ("trick", _play_order(trick))])


def _players_text(players) -> str | None:
    return None if players is None else str(table_option(players).seats)


def case_for_discard(hand, chien, discard, players: int | None = None) -> Case:
    """Is this discard allowed (E1, E2; V2 at three and five *players*)?"""
    return _make("discard", [("players", _players_text(players)), ("hand", _cards_text(hand)),
                             ("chien", _cards_text(chien)), ("discard", _cards_text(discard))])


def case_for_poignee(hand, shown, discard=(), players: int | None = None) -> Case:
    """Is this poignée valid (B1–B3; V3, R10 at three and five *players*)?"""
    return _make("poignee", [("players", _players_text(players)), ("hand", _cards_text(hand)),
                             ("shown", _cards_text(shown)), ("discard", _cards_text(discard))])


def case_for_end(contract, last_tricks, earlier="taker", taker: int = 0, excuse_earlier=None, petit_earlier=None,
                 slam_announced: bool = False, players: int | None = None, called=None, holder=None) -> Case:
    """The end of a deal (see :func:`tarot_core.ending.end_of_deal`, same arguments)."""
    if isinstance(earlier, str):
        earlier_text = earlier
    else:
        earlier_text = "".join("T" if s == "taker" else "D" for s in earlier)
    excuse = None
    if excuse_earlier == "chien":
        excuse = "chien"
    elif excuse_earlier is not None:
        excuse = f"{excuse_earlier[0]} {excuse_earlier[1]}"
    pairs = [("players", _players_text(players)), ("call", called and parse_card(called).code),
             ("holder", None if holder is None else str(holder)),
             ("contract", parse_contract(contract).code), ("taker", str(taker)),
             ("slam-announced", "yes" if slam_announced else "no"), ("earlier", earlier_text),
             ("excuse", excuse), ("petit", petit_earlier)]
    pairs += [("trick", f"{leader} {_play_order(cards)}") for leader, cards in last_tricks]
    return _make("end", pairs)


def case_for_score(contract, points, bouts, petit_au_bout=None, poignees=(), slam_announced=False,
                   all_tricks=None, players: int | None = None, alone: bool = False) -> Case:
    """The score from declared facts; at three or five *players* (V9), at five the taker maybe *alone* (V5)."""
    return _make("score", [("players", _players_text(players)), ("alone", "yes" if alone else None),
                           ("contract", parse_contract(contract).code), ("points", format_number(points, "en")),
                           ("bouts", str(bouts)), ("petit-au-bout", petit_au_bout),
                           ("poignee", ",".join(poignees) or None),
                           ("slam-announced", "yes" if slam_announced else None), ("all-tricks", all_tricks)])


def case_for_record(record) -> Case:
    """Referee a whole deal: *record* (a DealRecord, or its JSON data) kept as one line of JSON."""
    from ..record import load_record
    rec = load_record(record) if not hasattr(record, "to_dict") else record
    return _make("referee", [("record", _json_line(rec.to_dict()))])


def _json_line(data) -> str:
    r"""*data* as one line of JSON. json.dumps escapes the control characters (\n, \x0c …) but not
    U+0085, U+2028 and U+2029, which break a line for str.splitlines() and many editors: they
    are written as \u escapes too (the same JSON value), so the case reads back equal.

    >>> _json_line({"name": "a\u2028b\x85", "x": 1})
    '{"name":"a\\u2028b\\u0085","x":1}'
    """
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("\x85", "\\u0085").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


# --- reading cases -------------------------------------------------------------------------------
def parse_case(source: str) -> Case:
    """Read a case text (see the module docstring); a malformed one raises :class:`CaseError`
    naming its line. The facts are checked when the case is answered (the rule named then)."""
    if not isinstance(source, str):
        raise CaseError("err.case.not_text", 0, what=type(source).__name__)
    if len(source) > MAX_CASE_CHARS:
        raise CaseError("err.case.too_long", 0, size=lambda lang: format_number(len(source), lang, grouping=True),
                        limit=lambda lang: format_number(MAX_CASE_CHARS, lang, grouping=True))
    import re
    lines = [(i + 1, ln.strip()) for i, ln in enumerate(re.split(_LINE_END, source))]   # not splitlines(): U+2028 …
    lines = [(i, ln) for i, ln in lines if ln and not ln.startswith("#")]
    if not lines or lines[0][1] != MAGIC:
        raise CaseError("err.case.magic", lines[0][0] if lines else 1, magic=MAGIC)
    question = None
    pairs: list[tuple[str, str, int]] = []
    for number, ln in lines[1:]:
        key, sep, value = ln.partition(":")
        key, value = key.strip().lower(), value.strip()
        if not sep or not key:
            raise CaseError("err.case.no_colon", number)
        if key == "question":
            if question is not None:
                raise CaseError("err.case.twice", number, name=key)
            if value not in QUESTIONS:
                raise CaseError("err.case.question", number, value=value[:40], questions=", ".join(QUESTIONS))
            question = value
            continue
        if key not in ORDER:
            raise CaseError("err.case.key", number, name=key[:40])
        pairs.append((key, value, number))
    if question is None:
        raise CaseError("err.case.missing", lines[-1][0], name="question")
    needed, optional = QUESTIONS[question]
    given: set[str] = set()
    for key, _value, number in pairs:
        if key not in needed + optional:
            raise CaseError("err.case.not_for", number, name=key, question=question)
        if key in given and (key != "trick" or question != "end"):
            raise CaseError("err.case.twice", number, name=key)
        given.add(key)
    for key in needed:
        if not any(k == key for k, _, _ in pairs):
            raise CaseError("err.case.missing", lines[-1][0], name=key)
    if question == "end" and sum(1 for k, _, _ in pairs if k == "trick") > 3:
        raise CaseError("err.case.tricks", next(n for k, _, n in pairs[::-1] if k == "trick"))
    return _canonical(question, pairs)


class _Bad(Exception):
    """A value that does not read: the catalogue key saying what is expected (and its params)."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params


def _case_table(pairs) -> Table:
    """V1: the table a case's text names (``players``, wherever its line is), for the seat ranges
    its messages give; four players when absent or unreadable (that line is refused on its own)."""
    value = next((v for k, v, _ in pairs if k == "players"), None)
    try:
        return table_option(value) if value is not None else FOUR_PLAYERS
    except TarotError:
        return FOUR_PLAYERS


def _canonical(question: str, pairs) -> Case:
    """The case in canonical form, each value read once (cards parsed, words checked)."""
    values: dict[str, object] = {}
    tricks = []
    table = _case_table(pairs)
    last = table.seats - 1
    for key, value, number in pairs:
        try:
            if key in ("hand", "chien", "discard", "shown"):
                values[key] = _cards_text(value)
            elif key == "trick" and question == "play":
                values[key] = _play_order(value)
            elif key == "trick":
                leader, _, cards = value.partition(" ")
                if not ascii_digits(leader) or len(leader) != 1 or int(leader) > last:
                    raise _Bad("err.case.leader", last=last)      # D1, V1: a seat of the case's table
                tricks.append(f"{leader} {_play_order(cards)}")
            elif key == "contract":
                values[key] = parse_contract(value).code
            elif key == "taker":                   # D1, V1: a seat of the case's table
                if not ascii_digits(value) or len(value) > 1:      # '²' passes isdigit(), not int()
                    raise _Bad("err.case.seat", last=last, players=table.seats)
                values[key] = value
            elif key == "bouts":                   # S1: 0 to 3 bouts at every table
                if not ascii_digits(value) or len(value) > 1:
                    raise _Bad("err.case.digit")
                values[key] = value
            elif key == "points":
                if not _is_number(value):
                    raise _Bad("err.case.number")
                values[key] = format_number(float(value.replace(",", ".")), "en")
            elif key == "players":                 # V1: 3, 4 or 5
                values[key] = str(table_option(value).seats)
            elif key == "call":                    # V4: checked against the table when answered
                values[key] = parse_card(value).code
            elif key == "holder":                  # V5: a seat or the chien, checked when answered
                if value.lower() != "chien" and (not ascii_digits(value) or len(value) != 1):
                    raise _Bad("err.case.holder")
                values[key] = value.lower()
            elif key in ("slam-announced", "alone"):
                if value.lower() not in YES_NO:
                    raise _Bad("err.case.yes_no")
                values[key] = "yes" if YES_NO[value.lower()] else "no"
            elif key in ("petit-au-bout", "all-tricks"):
                values[key] = _side(value)
            elif key == "petit":
                values[key] = "chien" if value == "chien" else _side(value)
            elif key == "excuse":
                if value == "chien":
                    values[key] = value
                else:
                    side, _, trick = value.partition(" ")
                    if not ascii_digits(trick) or len(trick) > 2:
                        raise _Bad("err.case.excuse")
                    values[key] = f"{_side(side)} {int(trick)}"
            elif key == "earlier":
                values[key] = value.lower() if value.lower() in SIDES else _letters(value)
            elif key == "poignee":
                names = [v.strip() for v in value.split(",")]
                if any(v not in ("simple", "double", "triple") for v in names):
                    raise _Bad("err.case.poignee")
                values[key] = ",".join(names)
            elif key == "record":
                from ..record import load_record
                values[key] = _json_line(load_record(value).to_dict())
        except TarotError as e:
            inner = e
            raise CaseError("err.case.value", number, rule=e.rule or FORMAT, name=key,
                            reason=lambda lang, inner=inner: inner.detail(lang)) from None
        except _Bad as e:
            raise CaseError("err.case.value", number, name=key,
                            reason=lambda lang, k=e.key, p=e.params: text(k, lang, **p)) from None
    pairs_out = [(k, str(v)) for k, v in values.items()] + [("trick", t) for t in tricks]
    return _make(question, pairs_out)


def _is_number(value: str) -> bool:
    import re
    return re.fullmatch(r"[0-9]{1,2}(?:[.,][05])?", value) is not None


def _side(value: str) -> str:
    words = {"taker": "taker", "defence": "defence", "defense": "defence",
             **{text(f"side.short.{side}", lang): side for side in SIDES for lang in ("fr", "en")}}
    if value.lower() not in words:
        raise _Bad("err.case.side")
    return words[value.lower()]


def _letters(value: str) -> str:
    if not value or any(ch not in "TD" for ch in value.upper()):
        raise _Bad("err.case.earlier")
    return value.upper()


def case_arguments(case: Case) -> dict:
    """The facts of *case* as its ``case_for_<question>`` function takes them (its inverse:
    ``case_for_end(**case_arguments(c)) == c``), and so as the core's rule function does.

    >>> c = case_for_end("garde", [(0, "T1 2H 3H 4H")], earlier="DT" * 8 + "T", excuse_earlier=("defence", 3))
    >>> args = case_arguments(c); args["earlier"][:2], args["excuse_earlier"], args["last_tricks"]
    (['defence', 'taker'], ('defence', 3), [(0, 'T1 2H 3H 4H')])
    >>> case_for_end(**args) == c
    True
    """
    get, q = case.get, case.question
    players = int(get("players")) if get("players") else None
    if q == "play":
        return {"hand": get("hand"), "trick": get("trick", ""), "players": players, "call": get("call")}
    if q == "discard":
        return {"hand": get("hand"), "chien": get("chien"), "discard": get("discard"), "players": players}
    if q == "poignee":
        return {"hand": get("hand"), "shown": get("shown"), "discard": get("discard", ""), "players": players}
    if q == "end":
        earlier = get("earlier")
        if earlier not in SIDES:
            earlier = ["taker" if ch == "T" else "defence" for ch in earlier]
        excuse = get("excuse")
        if excuse and excuse != "chien":
            side, number = excuse.split()
            excuse = (side, int(number))
        tricks = [(int(t.partition(" ")[0]), t.partition(" ")[2]) for t in case.all("trick")]
        args = {"contract": get("contract"), "last_tricks": tricks, "earlier": earlier, "taker": int(get("taker")),
                "excuse_earlier": excuse, "petit_earlier": get("petit"),
                "slam_announced": get("slam-announced", "no") == "yes"}
        holder = get("holder")                  # V1, V4, V5: only when the case gives them
        args.update({k: v for k, v in (("players", players), ("called", get("call")),
                                       ("holder", holder if holder in (None, "chien") else int(holder)))
                     if v is not None})
        return args
    if q == "score":
        return {"contract": get("contract"), "points": float(get("points")), "bouts": int(get("bouts")),
                "petit_au_bout": get("petit-au-bout"),
                "poignees": tuple(get("poignee").split(",")) if get("poignee") else (),
                "slam_announced": get("slam-announced") == "yes", "all_tricks": get("all-tricks"),
                "players": players, "alone": get("alone") == "yes"}
    return {"record": json.loads(get("record"))}


# --- answering -------------------------------------------------------------------------------------
def _ruled(rule, reason: str, lang: str) -> str:
    """A reason led by its rule ID, once (an error's message already starts with it)."""
    return reason if rule and reason.startswith(rule) else text("fmt.rule_line", lang, rule=rule, body=reason)


def _answer_play(case: Case, lang: str) -> Ruling:
    from ..errors import notation
    table = table_option(case.get("players"))
    called = called_card(case.get("call"), table)       # V4; with a call, the question is trick 1's (V6, R9)
    legal, reasons = legal_at(case.get("hand"), case.get("trick", ""), table, called, called is not None, lang)
    lines = [text("case.play.legal", lang, cards=" ".join(notation(c, lang) for c in legal))]
    lines += [_ruled(rule, why, lang) for _c, (rule, why) in reasons.items()]
    rules = tuple(sorted({rule for rule, _ in reasons.values()}))
    return Ruling(rules, "\n".join(lines), legal)


def _answer_discard(case: Case, lang: str) -> Ruling:
    from ..discard import discard_verdict
    v = discard_verdict(case.get("hand"), case.get("chien"), case.get("discard"), lang,
                        table_option(case.get("players")))
    return Ruling(tuple(r for r in (v.rule,) if r), _ruled(v.rule, v.reason, lang), v)


def _answer_poignee(case: Case, lang: str) -> Ruling:
    from ..poignee import poignee_verdict
    v = poignee_verdict(case.get("hand"), case.get("shown"), case.get("discard", ""), lang,
                        table_option(case.get("players")))
    return Ruling(tuple(r for r in (v.rule,) if r), _ruled(v.rule, v.reason, lang), v)


def _answer_end(case: Case, lang: str) -> Ruling:
    from ..ending import end_of_deal
    e = end_of_deal(**case_arguments(case))
    rules = tuple(dict.fromkeys(s.rule for s in e.steps())) + tuple(r for r in e.rulings)
    return Ruling(tuple(dict.fromkeys(rules)), e.text(lang), e)


def _answer_score(case: Case, lang: str) -> Ruling:
    a = case_arguments(case)
    table, alone = table_option(case.get("players")), a["alone"]
    check_alone(table, alone)                           # V5: alone at five players only
    r = score_at(table, a["contract"], a["points"], a["bouts"], a["petit_au_bout"], a["poignees"],
                 a["slam_announced"], a["all_tricks"])
    steps = table_breakdown(r, table, alone)           # S4, V9: each seat's share
    return Ruling(tuple(dict.fromkeys(s.rule for s in steps)), "\n".join(s.text(lang) for s in steps), r)


def _answer_referee(case: Case, lang: str) -> Ruling:
    from ..referee import referee
    return referee_ruling(referee(json.loads(case.get("record"))), lang)


def referee_ruling(o, lang: str | None = None) -> Ruling:
    """A ``referee`` case's ruling from the record's :class:`~tarot_core.referee.Outcome` (the story,
    its breakdown, the rulings): for a caller that has replayed the record already (the rules desk's
    replayer), so it is not replayed again."""
    lang = check_language(lang)
    parts = [o.story_text(lang), o.breakdown_text(lang)]
    rules = tuple(dict.fromkeys([s.rule for s in o.story()] + list(o.rulings)))
    return Ruling(rules, "\n".join(p for p in parts if p), o)


_ANSWERS = {"play": _answer_play, "discard": _answer_discard, "poignee": _answer_poignee, "end": _answer_end,
            "score": _answer_score, "referee": _answer_referee}

__all__ = ["Case", "CaseError", "Ruling", "case_arguments", "case_for_discard", "case_for_end", "case_for_play",
           "case_for_poignee", "case_for_record", "case_for_score", "parse_case", "referee_ruling"]
