"""tarot_core: the rules of French Tarot (FFT, four players), pure standard library.

Each rule of the project's specification lives in one function whose docstring names its
ID (C1 … S5, G1, G2, rulings R1–R5). Light modules load at once; the rest load on first use,
so ``import tarot_core`` stays fast.
"""
from __future__ import annotations

import sys as _sys
import types as _types

from .cards import DECK, EXCUSE, PETIT, TWENTY_ONE, Card, Suit, parse_card, parse_cards
from .catalogue import get_language, rule_ids, rule_title, set_language, text
from .errors import (
    AuctionError,
    CardError,
    DealError,
    DiscardError,
    PlayError,
    PoigneeError,
    RecordError,
    ScoreInputError,
    TarotError,
)

__version__ = "0.1.0"

# Names resolved lazily: module -> names it provides.
_LAZY = {
    "deal": ("deal", "Deal", "is_petit_sec", "petit_sec_seat", "next_dealer"),
    "counting": ("count_pairs", "PairCount"),
    "hand": ("Hand", "Pile"),
    "auction": ("Contract", "parse_bid", "check_auction"),
    "discard": ("check_discard", "discard_trumps_needed"),
    "play": ("legal_cards", "illegal_reasons", "trick_winner", "Trick"),
    "poignee": ("check_poignee", "Poignee"),
    "scoring": ("Facts", "score", "score_facts", "target_for", "ScoreResult"),
    "referee": ("referee",),
    "outcome": ("Outcome", "TrickResult"),
    "game": ("GameState", "SeatView", "Action"),
    "table": ("Table", "FOUR_PLAYERS"),
    "record": ("DealRecord", "load_record"),
    "io.golden": ("golden_records",),
    "io.session": ("Scoresheet",),
}
_WHERE = {name: mod for mod, names in _LAZY.items() for name in names}

# What ``from tarot_core import *`` gives: the names loaded at once, then the lazy ones
# (tests/test_architecture.py checks that this list and _LAZY agree).
__all__ = [
    "DECK", "EXCUSE", "PETIT", "TWENTY_ONE", "Card", "Suit", "parse_card", "parse_cards",
    "get_language", "rule_ids", "rule_title", "set_language", "text",
    "AuctionError", "CardError", "DealError", "DiscardError", "PlayError", "PoigneeError", "RecordError",
    "ScoreInputError", "TarotError",
    "deal", "Deal", "is_petit_sec", "petit_sec_seat", "next_dealer", "count_pairs", "PairCount", "Hand", "Pile",
    "Contract", "parse_bid", "check_auction", "check_discard", "discard_trumps_needed", "legal_cards",
    "illegal_reasons", "trick_winner", "Trick", "check_poignee", "Poignee", "Facts", "score", "score_facts",
    "target_for", "ScoreResult", "referee", "Outcome", "TrickResult", "GameState", "SeatView", "Action", "Table",
    "FOUR_PLAYERS", "DealRecord", "load_record", "golden_records", "Scoresheet",
]


# Lazy names that are also the names of submodules (``deal``, ``referee``): importing the
# submodule ``tarot_core.deal`` makes Python set the package's attribute ``deal`` to that
# module, which would shadow the function. The package's class refuses exactly that one
# assignment, so ``from tarot_core import deal`` is always the function; the module stays
# in ``sys.modules`` for ``import tarot_core.deal`` and ``from tarot_core.deal import …``.
_SHADOWED = frozenset(name for name, mod in _WHERE.items() if name == mod)


def __getattr__(name):
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'tarot_core' has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(f".{mod}", __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_WHERE))


class _Package(_types.ModuleType):
    """The package's module type: a submodule named like a lazy name never replaces it."""

    def __setattr__(self, name, value):
        if name in _SHADOWED and isinstance(value, _types.ModuleType) and value.__name__ == f"{__name__}.{name}":
            return
        super().__setattr__(name, value)


for _name in _SHADOWED:     # a submodule imported while the package was loading
    if isinstance(globals().get(_name), _types.ModuleType):
        del globals()[_name]
_sys.modules[__name__].__class__ = _Package
del _name
