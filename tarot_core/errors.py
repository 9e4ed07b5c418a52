"""Errors a learner can read: each names the rule broken, and where (card, seat, trick).

>>> e = TarotError("P2", "err.play.follow", card="7C", suit="♣")
>>> e.message("en")
'P2 (Follow the suit led when you can): 7C is illegal: you hold ♣, you must follow suit.'
>>> e.as_dict("fr")["rule"]
'P2'
>>> TarotError("P3", "err.play.trump", card="KS", suit="♣", seat=2, trick=3).message("en")[-17:]
'[seat 2, trick 3]'

A file or a record that cannot be read breaks no rule of the game: its errors carry the
non-rule category ``"format"`` (:data:`FORMAT`) instead of a rule ID, and their message
names the file or the field.
"""
from __future__ import annotations

from .catalogue import MESSAGES, RULES, check_language, rule_title, text

FORMAT = "format"       # not a rule: a file or a record that cannot be read (catalogue 'category.format')
USAGE = "usage"         # not a rule: a command line that cannot be read (catalogue 'category.usage')
CATEGORIES = (FORMAT, USAGE)

SHOWN_CHARS = 200       # a value quoted in a message is cut after this many characters
HUGE_BITS = 100         # an integer longer than this is shown by its number of digits


def notation(card, lang: str | None = None) -> str:
    """A card written in *lang*'s notation: the code in English ('KH', '1S', 'T5', 'EX'); in
    French the French rank letter and the suit symbol ('R♥', '1♠'), trumps and the Excuse as
    in English. Both read back with :func:`~tarot_core.cards.parse_card`."""
    lang = check_language(lang)
    if card.suit is None:
        return card.code
    rank = text(f"card.notation.rank.{card.rank}", lang) if card.rank in (11, 12, 13, 14) else str(card.rank)
    return text("card.notation", lang, rank=rank, suit=text(f"card.notation.suit.{card.suit.letter}", lang))


def named(card, lang: str | None = None) -> str:
    """A card in a sentence: its name in *lang*, the words of the game log, then its notation in
    brackets ('Trump 15 (T15)', 'Roi de ♥ cœur (R♥)', 'Trump 1 (Petit, T1)').

    >>> from tarot_core.cards import parse_card
    >>> named(parse_card("T15"), "en"), named(parse_card("KH"), "fr"), named(parse_card("T1"), "en")
    ('Trump 15 (T15)', 'Roi de ♥ cœur (R♥)', 'Trump 1 (Petit, T1)')
    """
    name, code = card.name(lang), notation(card, lang)
    if name.endswith(")"):                 # the name has brackets already: the code joins them
        return text("card.named.bracketed", lang, name=name[:-1], code=code)
    return text("card.named", lang, name=name, code=code)


def shown(value, lang: str | None = None):
    """A value quoted in a message, kept to one short line: control and invisible characters
    are escaped (a newline or a NUL byte cannot break the line), a long text is cut, a huge
    number is shown by its size, and a card by its name and notation (:func:`named`, which a
    :class:`~tarot_core.cards.Card` answers as ``card.named(lang)``: this module stays below ``cards``)."""
    in_sentence = getattr(type(value), "named", None) if isinstance(value, int) else None
    if callable(in_sentence):                         # a Card: Card.named
        return in_sentence(value, lang)
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return value
    if isinstance(value, int):
        if value.bit_length() > HUGE_BITS:     # str() of it may be refused (or slow): say its size
            return text("fmt.huge_number", lang, digits=int(value.bit_length() * 0.30103) + 1)
        return value
    if not isinstance(value, str):
        try:
            value = repr(value)
        except (RecursionError, ValueError):
            value = f"<{type(value).__name__}>"
    import unicodedata  # loaded when a message is shown, not with the package
    out = "".join(ascii(ch)[1:-1] if unicodedata.category(ch) in _HIDDEN or unicodedata.category(ch)[0] == "C"
                  else ch for ch in value[:SHOWN_CHARS])
    return out + "…" if len(value) > SHOWN_CHARS else out


def quoted(value):
    """A value from the input for a message: a text in quotes (so that '1' is not read as the
    seat 1), anything callable as its repr (a message calls a callable parameter with the language)."""
    if isinstance(value, str):
        return repr(value)
    return shown(value) if callable(value) else value


_HIDDEN = ("Zl", "Zp")      # line and paragraph separators; the C* categories too (controls, NUL, format …)


def _names(key: str, field: str) -> bool:
    """Whether the catalogue message *key* shows *field* itself ('err.play.trick_size' names its trick)."""
    return "{" + field + "}" in MESSAGES[key]["en"]


class TarotError(ValueError):
    """A rule was broken, or the input describes something that cannot happen.

    ``rule`` is the rule ID (``"P4"``), or a non-rule category (``"format"``, ``"usage"``);
    ``key`` the catalogue message; ``card``, ``seat`` and ``trick`` (1-based) locate the
    problem when they apply.
    """

    def __init__(self, rule: str | None, key: str, *, card=None, seat=None, trick=None, **params):
        self.rule = rule
        self.key = key
        self.card = None if card is None else str(card)
        self.seat = seat
        self.trick = trick
        self.params = dict(params, card=card, seat=seat, trick=trick)
        super().__init__(rule, key)      # the message is written when shown (__str__), in the language of that moment

    def message(self, lang: str | None = None) -> str:
        """The full message in *lang*: rule ID, its title, then what went wrong and where
        (``[seat 2, trick 3]``: the seat and the trick the sentence itself does not name)."""
        lang = check_language(lang)
        body = self.detail(lang)
        if self.rule in RULES:
            body = text("fmt.rule_titled", lang, rule=self.rule, title=rule_title(self.rule, lang), body=body)
        where = []
        if _is_seat(self.seat) and not _names(self.key, "seat"):
            where.append(text("fmt.where.seat", lang, seat=self.seat))
        if self.trick is not None and not _names(self.key, "trick"):
            where.append(text("fmt.where.trick", lang, trick=shown(self.trick, lang)))
        if where:
            body += f" [{', '.join(where)}]"
        return body

    def line(self, lang: str | None = None) -> str:
        """The message for a place that shows nothing else, such as a terminal line: a non-rule
        error names its category first, the way a rule's message starts with its ID and title
        (``format (data format, …): Unreadable file …``), as ``--json`` gives it in ``rule``."""
        lang = check_language(lang)
        message = self.message(lang)
        if self.rule in CATEGORIES and not message.startswith(str(self.rule)):
            return text("fmt.rule_titled", lang, rule=self.rule, title=title_of(self.rule, lang), body=message)
        return message

    def detail(self, lang: str | None = None) -> str:
        """What went wrong, without the rule's title or the place (for a message that quotes it)."""
        lang = check_language(lang)
        # A parameter may depend on the language (a suit's name): then it is a function of it.
        # Values from the input are quoted through shown(); the catalogue's own words (callables) are not.
        params = {k: v(lang) if callable(v) else shown(v, lang) for k, v in self.params.items()}
        return text(self.key, lang, **params)

    def as_dict(self, lang: str | None = None) -> dict:
        """Plain data for JSON: rule (or category), its title, trick, seat, card and message."""
        return {"rule": self.rule, "title": title_of(self.rule, lang),
                "trick": self.trick if _is_seat(self.trick) else None,
                "seat": self.seat if _is_seat(self.seat) else None,
                "card": None if self.card is None else shown(self.card, lang), "message": self.message(lang)}

    def __str__(self) -> str:  # the default language at the time it is shown
        return self.message()


def _is_seat(seat) -> bool:
    """A seat (or trick) number fit to show and to write as JSON: a plain, not absurd integer."""
    return isinstance(seat, int) and not isinstance(seat, bool) and -2**63 < seat < 2**63


def title_of(rule: str | None, lang: str | None = None) -> str | None:
    """The title of a rule, or of a non-rule category ('format', 'usage'), in *lang*."""
    if rule in RULES:
        return rule_title(rule, lang)
    if rule in CATEGORIES:
        return text(f"category.{rule}", lang)
    return None


class CardError(TarotError):
    """C1: a card that does not exist, or a card twice."""


class DealError(TarotError):
    """D3/D4: a deal that cannot be (sizes, petit sec played)."""


class AuctionError(TarotError):
    """A1–A3: an auction that breaks the rules."""


class DiscardError(TarotError):
    """E2: a discard that breaks the rules."""


class PlayError(TarotError):
    """P2–P5: an illegal card."""


class CallError(TarotError):
    """V4, R8: a call at five players that is not allowed."""


class PoigneeError(TarotError):
    """B1–B3: a poignée that does not match the hand."""


class ScoreInputError(TarotError):
    """S1–S3: declared facts that cannot happen."""


class RecordError(TarotError):
    """A deal record or a file that cannot be read: the category ``"format"`` unless a rule
    is given (C1 for a card list, D3 for a size …)."""

    def __init__(self, rule: str | None, key: str, **params):
        super().__init__(rule or FORMAT, key, **params)


class UsageError(TarotError):
    """A command line that cannot be read (category ``"usage"``): the message names the option."""

    def __init__(self, key: str, *, field: str | None = None, **params):
        super().__init__(USAGE, key, field=field, **params)
        self.field = field

    def as_dict(self, lang: str | None = None) -> dict:
        return dict(super().as_dict(lang), field=self.field)

    def line(self, lang: str | None = None) -> str:
        """A usage error's message names its command, the option and ``--help`` already."""
        return self.message(lang)
