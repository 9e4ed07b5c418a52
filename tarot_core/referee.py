"""The referee: a whole deal record checked against every rule, and its full outcome.

The referee replays the record into a :class:`~tarot_core.game.GameState` — the cards (C1,
D3), the petit sec (D4), the auction (A1–A3), the discard (E1–E2), the slam announcement
(B7, R4), the poignées (B1–B3), every card against the player's actual hand (P1–P5, X1) —
and asks it for the :class:`~tarot_core.outcome.Outcome`: the tricks and the Excuse (P6,
X2–X7), the bonuses (B4–B8) and the score (S1–S4). One path: the same state object that the
widgets, the bots and the searches step through.

>>> from tarot_core.io.golden import golden_records
>>> out = referee(golden_records()["worked_example_s5"])
>>> out.taker_points, out.taker_bouts, out.S, out.scores
(48.0, 2, 64, (-64, 192, -64, -64))
"""
from __future__ import annotations

TYPE_CHECKING = False                 # typing.TYPE_CHECKING without importing typing (milliseconds)

if TYPE_CHECKING:
    from .outcome import Outcome, TrickResult


def referee(source) -> Outcome:
    """Check a whole deal record (a DealRecord, a dict or JSON text) and return its full outcome;
    a broken rule raises TarotError naming the rule, the seat, the trick and the card."""
    from .game import GameState  # the state, and with it every rule, loads for the first deal refereed
    return GameState.from_record(source).outcome()


__all__ = ["referee", "Outcome", "TrickResult"]
