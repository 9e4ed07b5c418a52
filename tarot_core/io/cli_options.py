"""The ``tarot`` command line's option values, shared by :mod:`~tarot_core.io.cli` and the
subcommands in their own modules (``cli_advise``, ``cli_analyse``): cards, numbers with a decimal
comma or point, bounds. Each refuses a value with one line in the user's language naming it.

>>> number_type("en", whole=False)("40,5"), bounded(number_type("en", whole=True), "en", 1, 18)("12")
(40.5, 12)
>>> [c.code for c in cards_option("KH, t21")]
['KH', 'T21']
"""
from __future__ import annotations

import argparse
import re

from ..cards import parse_cards
from ..catalogue import format_number, text
from ..errors import TarotError, shown

MAX_CARDS_TEXT = 2000      # characters: 78 cards written in full, with room to spare; longer is refused unread


def cards_option(value, option: str = "CARDS"):
    """CARDS: a space- or comma-separated list (parsed when the command runs, so errors name the
    rule); a text too long to hold 78 cards is refused before it is split (C1)."""
    if value is not None and len(value) > MAX_CARDS_TEXT:
        raise TarotError("C1", "err.cli.cards_too_long", option=option, size=len(value), limit=MAX_CARDS_TEXT)
    return parse_cards(value or ())


# --- option values: numbers with a decimal comma, words in French or English -------------------
_NUMBER = re.compile(r"[+-]?[0-9]{1,30}(?:[.,][0-9]{1,30})?")
_WHOLE = re.compile(r"[+-]?[0-9]{1,4000}(?:[.,]0{1,30})?")


def number_type(lang, whole: bool):
    """A number as people write it: 40.5 or 40,5 (*whole*: 12, or 12,0). No exponent, no nan."""
    def parse(value: str):
        v = value.strip()
        if not (_WHOLE if whole else _NUMBER).fullmatch(v):
            key = "err.usage.whole" if whole and _NUMBER.fullmatch(v) else "err.usage.number"
            raise argparse.ArgumentTypeError(text(key, lang, value=shown(value, lang)))
        if whole:
            return int(re.split(r"[.,]", v)[0])
        return float(v.replace(",", "."))
    parse.__name__ = "whole number" if whole else "number"
    return parse


def bounded(parse, lang, low, high):
    """*parse* (a number type), then refused outside [low, high] with the bounds named."""
    def check(value: str):
        v = parse(value)
        if not low <= v <= high:
            raise argparse.ArgumentTypeError(text("err.usage.range", lang, value=shown(value, lang),
                                                  low=format_number(low, lang, grouping=True),
                                                  high=format_number(high, lang, grouping=True)))
        return v
    check.__name__ = parse.__name__
    return check


__all__ = ["cards_option", "number_type", "bounded", "MAX_CARDS_TEXT"]
