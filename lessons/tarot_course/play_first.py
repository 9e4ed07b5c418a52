"""The play-first page (issue 24 §2): a beginner's first whole deal, cards face up, before any lesson.

The page (``lessons/en/play_first.ipynb``, ``lessons/fr/jouer_d_abord.ipynb``) shows no code: its two
code cells call :func:`room_deal` and :func:`play_first_table`. The deal is seeded by the room's
number (``TAROT_LAB_SEED`` when an instructor sets it, :func:`~tarot_course.seed.lesson_seed`), so
thirty people play the same cards: it is the first deal number from the room's number on (D2) in
which the three bots pass and the basic bot's hint for the learner — seat 0, the dealer, who speaks
last (D1, A1) — is a Prise or a Garde (A2), with no poignée in the hand as dealt (B1). So the page's
first beat holds: the beginner takes, on the bot's hint, and plays the deal as the taker.

Every rule question is the core's, through the practice table (:class:`widgets.PracticeTable`): the
bids, the discard (E1–E2), the cards refused (P2–P5, X1) and the outcome (S1–S4).

>>> deal = first_deal(0)
>>> w = play_first_table(deal, "en")
>>> w.show_all, w.seat, w.dealer, w.seed == deal
(True, 0, 0, True)
>>> w.run_bots(); [b for b in w.state.bids]
[None, None, None]
>>> takes(deal)
True
"""
from __future__ import annotations

import html

from tarot_core.analysis.bots import BasicBot
from tarot_core.auction import Contract
from tarot_core.catalogue import set_language
from tarot_core.deal import check_seed
from tarot_core.errors import TarotError
from tarot_core.game import GameState
from tarot_core.poignee import poignee_choices
from widgets import PracticeTable

from .display import Shown
from .seed import lesson_seed
from .texts import say

SEAT = 0                        # the learner: seat 0, the dealer (D1: the last to speak, A1)
FIRST_CONTRACTS = (Contract.PRISE, Contract.GARDE)      # A2: the two contracts the first beat names
LOOK_AHEAD = 2_000              # deal numbers tried from the room's number on (about one in nine takes)


def takes(deal: int) -> bool:
    """Whether deal no. *deal* (D2) is a first deal: no petit sec (D4), the three bots pass (A1),
    the basic bot's hint for the learner is a Prise or a Garde (A2), and no poignée as dealt (B1)."""
    state = GameState.new(seed=deal, dealer=SEAT)
    if state.phase != "auction" or poignee_choices(state.hands[SEAT]):
        return False
    bot = BasicBot()
    while (seat := state.to_act) is not None and seat != SEAT:
        advice = bot.advise(state.view(seat))
        if advice.value is not None:                     # a bot bids: the learner would not open
            return False
        state.bid(None)
    advice = bot.advise(state.view(SEAT))
    return advice.kind == "bid" and advice.value in FIRST_CONTRACTS


def first_deal(room_seed: int) -> int:
    """The page's deal number: the first from *room_seed* on (D2) that :func:`takes`."""
    check_seed(room_seed)                                # D2: a whole number from 0 up
    for deal in range(room_seed, room_seed + LOOK_AHEAD):
        if takes(deal):
            return deal
    raise LookupError(f"no first deal in the {LOOK_AHEAD} deal numbers from {room_seed}")


def room_deal(lang: str) -> int | None:
    """The room's number (``TAROT_LAB_SEED``, or a fresh one) and the page's deal drawn from it, said
    in one line; sets the language of the widgets and the core's messages (as ``start`` does); returns
    the deal number. A room number the core refuses (D2: a whole number from 0 up) is said in one line,
    with the rule, and there is no deal (``None``): never a traceback, never another deal instead."""
    set_language(lang)
    try:
        seed = lesson_seed()                       # D2: a room number that is no whole number from 0 up
        deal: int | None = first_deal(seed)
        note = say("playfirst.deal", lang, seed=seed, deal=deal)
    except TarotError as e:
        deal, note = None, say("playfirst.refused", lang, reason=e.message(lang))
    _show(note, "playfirst-deal")
    return deal


def play_first_table(deal: int | None, lang: str, **options) -> PracticeTable | Shown:
    """The practice table of the page: deal no. *deal*, the learner in seat 0 and dealing, three
    basic bots, every hand face up (``show_all``); *options* go to :class:`widgets.PracticeTable`.
    With no deal (the room's number was refused, :func:`room_deal`), one line saying so."""
    if deal is None:
        return _shown(say("playfirst.no_table", lang), "playfirst-no-table")
    return PracticeTable(seed=deal, seat=SEAT, dealer=SEAT, lang=lang, opponents="basic", show_all=True,
                         **options)


def _shown(text: str, testid: str) -> Shown:
    return Shown(f'<p data-testid="{testid}" style="margin:2px 0">{html.escape(text)}</p>', text)


def _show(text: str, testid: str) -> None:
    try:
        from IPython.display import display
        display(_shown(text, testid))
    except ImportError:                       # pragma: no cover - outside IPython
        print(text)


__all__ = ["FIRST_CONTRACTS", "first_deal", "play_first_table", "room_deal", "takes"]
