"""tarot_core: the rules of French Tarot (FFT, three to five players), pure standard library.

Each rule of the project's specification lives in one function whose docstring names its
ID (C1 … S5, G1, G2, rulings R1–R5). The cards, the texts, the errors, the table, the deal and
the referee load at once; the other names load on first use (PEP 562's module ``__getattr__``,
below: each is a plain import statement), so ``import tarot_core`` takes milliseconds.
"""
from __future__ import annotations

from .cards import DECK, EXCUSE, PETIT, TWENTY_ONE, Card, Suit, parse_card, parse_cards
from .catalogue import get_language, rule_ids, rule_title, set_language, text
from .deal import Deal, deal, is_petit_sec, next_dealer, petit_sec_seat
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
from .referee import referee
from .table import FOUR_PLAYERS, Table

# ``deal`` and ``referee`` are both a function and a submodule: imported here, at once, the
# package's name is the function for good (a later ``import tarot_core.deal`` finds the module
# loaded already and leaves the package's attribute alone).

TYPE_CHECKING = False               # typing.TYPE_CHECKING, without importing typing
if TYPE_CHECKING:                   # the names loaded on first use, for type checkers and readers
    from .auction import Contract, check_auction, parse_bid
    from .counting import PairCount, count_pairs
    from .discard import check_discard, discard_trumps_needed
    from .game import Action, GameState, SeatView
    from .hand import Hand, Pile
    from .outcome import Outcome, TrickResult
    from .play import Trick, illegal_reasons, legal_cards, trick_winner
    from .poignee import Poignee, check_poignee
    from .record import DealRecord, load_record
    from .scoring import Facts, ScoreResult, score, score_facts, target_for

__version__ = "0.1.0"

__all__ = [
    "DECK", "EXCUSE", "PETIT", "TWENTY_ONE", "Card", "Suit", "parse_card", "parse_cards",
    "get_language", "rule_ids", "rule_title", "set_language", "text",
    "AuctionError", "CardError", "DealError", "DiscardError", "PlayError", "PoigneeError", "RecordError",
    "ScoreInputError", "TarotError",
    "deal", "Deal", "is_petit_sec", "petit_sec_seat", "next_dealer", "referee", "Table", "FOUR_PLAYERS",
    # loaded on first use:
    "count_pairs", "PairCount", "Hand", "Pile", "Contract", "parse_bid", "check_auction", "check_discard",
    "discard_trumps_needed", "legal_cards", "illegal_reasons", "trick_winner", "Trick", "check_poignee", "Poignee",
    "Facts", "score", "score_facts", "target_for", "ScoreResult", "Outcome", "TrickResult", "GameState",
    "SeatView", "Action", "DealRecord", "load_record",
]
# The golden records (tarot_core.io.golden) and the scoresheet (tarot_core.io.session) are the I/O
# floor's: imported from there, the rules package never reaches up to them (tests/test_architecture.py).


def __getattr__(name: str):
    """A name of a heavier module, imported when first asked for, then kept in the package."""
    if name in ("count_pairs", "PairCount"):
        from . import counting
        value = getattr(counting, name)
    elif name in ("Hand", "Pile"):
        from . import hand
        value = getattr(hand, name)
    elif name in ("Contract", "parse_bid", "check_auction"):
        from . import auction
        value = getattr(auction, name)
    elif name in ("check_discard", "discard_trumps_needed"):
        from . import discard
        value = getattr(discard, name)
    elif name in ("legal_cards", "illegal_reasons", "trick_winner", "Trick"):
        from . import play
        value = getattr(play, name)
    elif name in ("check_poignee", "Poignee"):
        from . import poignee
        value = getattr(poignee, name)
    elif name in ("Facts", "score", "score_facts", "target_for", "ScoreResult"):
        from . import scoring
        value = getattr(scoring, name)
    elif name in ("Outcome", "TrickResult"):
        from . import outcome
        value = getattr(outcome, name)
    elif name in ("GameState", "SeatView", "Action"):
        from . import game
        value = getattr(game, name)
    elif name in ("DealRecord", "load_record"):
        from . import record
        value = getattr(record, name)
    else:
        raise AttributeError(f"module 'tarot_core' has no attribute {name!r}")
    globals()[name] = value
    return value
