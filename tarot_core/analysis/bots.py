"""Virtual players: they decide from what their seat may know (:meth:`GameState.view`) alone.

Three levels, each a class with one method per decision — ``choose_bid``, ``choose_discard``,
``choose_slam``, ``choose_poignee``, ``choose_card`` — all taking a
:class:`~tarot_core.game.SeatView`. One entry point, :meth:`Bot.choose` (view → a typed
:mod:`~tarot_core.actions` action), asks the one the view's phase calls for; the driver is
``state.apply(bot.choose(state.view(seat)))``:

- :class:`RandomBot`: uniformly among the legal actions (the baseline);
- :class:`BasicBot`: the rules of thumb below, each a small named function a learner can read;
  it bids by the published hand count (:mod:`~tarot_core.analysis.handcount`) with the measured
  habit of modern players (:func:`~tarot_core.analysis.bidding.bid_modern`), and plays at three,
  four and five players: at five it calls a card (:mod:`~tarot_core.analysis.call_rules`) and plays
  the secret partnership by the rules of :mod:`~tarot_core.analysis.partner_rules`;
- :class:`~tarot_core.analysis.sampler.SamplerBot`: deals the unseen cards many times, plays each
  deal out with the basic rules and keeps the card that does best on average.

:func:`play_turn` makes the seat to act take its turn with its bot; :func:`play_deal` plays a
whole deal. The basic bot can also *advise* (:meth:`BasicBot.advise`): the card it would play
and the rule of thumb behind it, in words — the practice table's hint.

>>> from tarot_core.game import GameState
>>> s = play_deal(GameState.new(seed=5), [BasicBot(), RandomBot(1), BasicBot(), RandomBot(2)])
>>> s.phase in ("done", "all_pass", "cancelled")
True

The rules of thumb for a card, in the order the basic bot tries them (the first that applies
decides), are :data:`~.card_rules.FOLLOWING_RULES` and :data:`~.card_rules.LEADING_RULES`.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..actions import Action, Bid, Call, Discard, PlayCard, ShowPoignee, SlamDecision
from ..auction import Contract
from ..cards import BOUT_MASK, DECK, PLAIN_NOT_KINGS, TRUMP_MASK, Card, cards_of, mask_of
from ..catalogue import text
from ..deal import check_seed
from ..errors import DealError, TarotError, UsageError, quoted
from ..game import GameState, SeatView, phase_words
from ..poignee import poignee_choices
from ..table import TABLES
from .bidding import bid_by_count, bid_modern
from .call_rules import call_king_of_weak_suit
from .card_rules import *  # noqa: F403  (the rules of thumb, re-exported: lessons name them)
from .card_rules import __all__ as _CARD_RULE_NAMES
from .hand_rules import discard_for_voids, show_poignee_when_winning, slam_when_unbeatable
from .partner_rules import *  # noqa: F403  (the five-player rules, re-exported like the card rules)
from .partner_rules import __all__ as _FIVE_RULE_NAMES, table_card
from .situation import Situation, situation


# --- the bots ------------------------------------------------------------------------------------
class Advice(NamedTuple):
    """What the basic bot would do and why: the decision kind ('bid', 'call', 'discard', 'slam',
    'poignee', 'card'), the value, and the rule of thumb (a function name of this module)."""
    kind: str
    value: object
    rule: str

    def text(self, lang: str | None = None) -> str:
        """The advice in words: the card (or bid) and the rule of thumb behind it."""
        return text("bot.advice", lang, action=_action_words(self.kind, self.value, lang),
                    why=text(f"bot.rule.{self.rule}", lang))


def _action_words(kind: str, value, lang) -> str:
    if kind == "card":
        return text("bot.action.card", lang, card=DECK[int(value)].name(lang))
    if kind == "call":
        return text("bot.action.call", lang, card=DECK[int(value)].name(lang))
    if kind == "bid":
        return text("bot.action.bid", lang, bid=value.label(lang)) if value else text("bot.action.pass", lang)
    if kind == "discard":
        return text("bot.action.discard", lang, cards=", ".join(c.name(lang) for c in value))
    if kind == "poignee":
        return text("bot.action.poignee", lang, n=len(value)) if value else text("bot.action.no_poignee", lang)
    return text("bot.action.slam" if value else "bot.action.no_slam", lang)


class Bot:
    """A virtual player. Subclasses answer each decision from a :class:`SeatView`; ``players``
    lists the tables it can play (V1), and at five players it needs ``choose_call`` (V4)."""
    kind = "bot"
    players: tuple[int, ...] = tuple(TABLES)

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(check_seed(seed))            # D2: a whole number from 0 up, or None

    def choose(self, view: SeatView) -> Action:
        """The one decision the deal asks of *view*'s seat now, as a typed action (see
        :func:`choose_action`)."""
        return choose_action(self, view)

    def choose_bid(self, view: SeatView) -> Contract | None:
        raise NotImplementedError

    def choose_discard(self, view: SeatView) -> tuple[Card, ...]:
        raise NotImplementedError

    def choose_slam(self, view: SeatView) -> bool:
        raise NotImplementedError

    def choose_poignee(self, view: SeatView) -> tuple[Card, ...]:
        """The cards to show (B1–B3), or () for none."""
        raise NotImplementedError

    def choose_card(self, view: SeatView) -> Card:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class RandomBot(Bot):
    """Uniformly among the legal actions, at every table (V1): any legal bid, at five players any
    card the taker may call (V4, R8), a random legal discard (E2, V2), a slam or not, any valid
    poignée or none (V3), any legal card (the baseline; V6 at five players).

    >>> s = play_deal(GameState.new(seed=4, players=5), [RandomBot(i) for i in range(5)])
    >>> s.phase, len(s.tricks), s.called, s.partner, s.outcome().scores        # V9: taker 2 S, partner S
    ('done', 15, Card('KD'), 4, (32, -16, -16, -16, 16))
    """
    kind = "random"

    def choose_call(self, view: SeatView) -> Card:
        """V4, R8: any card the taker may call (his hand as dealt: the chien is not yet his)."""
        from ..call import callable_cards
        return self.rng.choice(callable_cards(view.hand))

    def choose_bid(self, view: SeatView) -> Contract | None:
        best = max((b for _, b in view.bids if b is not None), default=None)
        options: list[Contract | None] = [None, *(c for c in Contract if best is None or c > best)]
        return self.rng.choice(options)

    def choose_discard(self, view: SeatView) -> tuple[Card, ...]:
        pool = mask_of(view.hand)
        size = view.table.discard_size                          # E1, V2: as many cards as the chien
        plain = list(cards_of(pool & PLAIN_NOT_KINGS))
        if len(plain) >= size:
            return tuple(sorted(self.rng.sample(plain, size)))
        trumps = list(cards_of(pool & TRUMP_MASK & ~BOUT_MASK))
        return tuple(sorted(plain + self.rng.sample(trumps, size - len(plain))))

    def choose_slam(self, view: SeatView) -> bool:
        return self.rng.random() < 0.5

    def choose_poignee(self, view: SeatView) -> tuple[Card, ...]:
        discard = view.discard if view.seat == view.taker else ()
        options: list[tuple[Card, ...]] = [(), *(p.cards for p in poignee_choices(view.hand, discard, view.table))]
        return self.rng.choice(options)

    def choose_card(self, view: SeatView) -> Card:
        return self.rng.choice(view.legal)


class BasicBot(Bot):
    """The rules of thumb of this module (see its docstring); it bids by the published count with
    the measured habit of modern players (``bid_modern``).
    Every table (V1): the discard, the poignée and the slam sized by the view's table (V2, V3); at
    five players the call by :func:`call_king_of_weak_suit` (V4, R8) and the five-player rules
    (:data:`~tarot_core.analysis.partner_rules.FIVE_RULES`) before the card rules.

    >>> s = play_deal(GameState.new(seed=4, players=5), [BasicBot() for _ in range(5)])
    >>> s.phase, len(s.tricks), sum(s.outcome().scores)
    ('done', 15, 0)
    """
    kind = "basic"
    players = tuple(TABLES)

    def choose(self, view: SeatView) -> Action:
        _check_table(self, view.seat, view.table.seats)
        return choose_action(self, view)

    def advise(self, view: SeatView) -> Advice:
        """The decision this bot would take now for *view*'s seat, with its rule of thumb.

        In the auction any seat may ask what it would bid (from its hand and the bids so far); the
        discard and the cards are advised to the seat to act only. With no decision to advise, it
        raises a TarotError naming the rule, never returns a made-up card: the deal is over (E4),
        all passed (A3) or was cancelled (D4), or it is another seat's turn (E1, P1). Callers ask on
        the seat's own turn (the practice table's hint button asks only then)."""
        _check_table(self, view.seat, view.table.seats)
        _check_decision_due(view)
        if view.phase == "auction":
            return Advice("bid", bid_modern(view), bid_modern.__name__)
        if view.phase == "call":
            return Advice("call", call_king_of_weak_suit(view), call_king_of_weak_suit.__name__)
        if view.phase == "discard":
            return Advice("discard", discard_for_voids(view), discard_for_voids.__name__)
        c, rule = table_card(situation(view))
        return Advice("card", DECK[c], rule)

    def advise_slam(self, view: SeatView) -> Advice:
        """The taker's slam decision (B7) with its rule of thumb."""
        return Advice("slam", slam_when_unbeatable(view), slam_when_unbeatable.__name__)

    def advise_poignee(self, view: SeatView) -> Advice:
        """The poignée to show before the first card (B1–B4), or none, with its rule of thumb."""
        return Advice("poignee", show_poignee_when_winning(view), show_poignee_when_winning.__name__)

    def choose_bid(self, view: SeatView) -> Contract | None:
        return bid_modern(view)

    def choose_call(self, view: SeatView) -> Card:
        """V4, R8: the card the taker calls at five players (:func:`call_king_of_weak_suit`)."""
        return call_king_of_weak_suit(view)

    def choose_discard(self, view: SeatView) -> tuple[Card, ...]:
        return discard_for_voids(view)

    def choose_slam(self, view: SeatView) -> bool:
        return slam_when_unbeatable(view)

    def choose_poignee(self, view: SeatView) -> tuple[Card, ...]:
        return show_poignee_when_winning(view)

    def choose_card(self, view: SeatView) -> Card:
        return DECK[table_card(situation(view))[0]]


# Which rule says there is nothing to decide: the deal is over (E4), all passed (A3), cancelled (D4);
# another seat's turn in the auction (A1), the discard (E1) or the play (P1).
_NO_DECISION_RULE = {"done": "E4", "all_pass": "A3", "cancelled": "D4", "auction": "A1", "call": "V4", "discard": "E1",
                     "play": "P1"}


def _check_table(bot, seat: int, players: int) -> None:
    """V1: *bot* plays at a table of *players* players (its ``players``), else one line naming it."""
    known = getattr(bot, "players", tuple(TABLES))
    if players not in known:
        raise TarotError("V1", "err.bot.table", bot=getattr(bot, "kind", type(bot).__name__), seat=seat,
                         known=" / ".join(map(str, known)), players=players)


def _check_decision_due(view: SeatView) -> None:
    """Raise unless *view*'s seat has a decision to take: any time in the auction (what it would bid),
    on its turn in the discard and the play."""
    if view.phase == "auction":
        return
    rule = _NO_DECISION_RULE.get(view.phase, "P1")
    if view.to_act is None:
        raise TarotError(rule, "err.bot.no_decision", seat=view.seat, phase=phase_words(view.phase))
    if view.to_act != view.seat:
        raise TarotError(rule, "err.bot.not_its_turn", seat=view.seat, to_act=view.to_act,
                         phase=phase_words(view.phase))


# --- driving a deal -----------------------------------------------------------------------------
#: What a bot answers (:class:`Bot`): any object with these methods plays.
BOT_METHODS = ("choose_bid", "choose_discard", "choose_slam", "choose_poignee", "choose_card")


def check_bots(bots, seats: int) -> tuple:
    """D1: one bot per seat of the table, each answering the five decisions (:data:`BOT_METHODS`);
    returns them as a tuple. Refused before any card is played: a count that is not the table's
    (D1), something that is not a list of bots, or a seat without a bot (the option ``bots``)."""
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Iterable) or _is_bot(bots):
        raise UsageError("err.bot.list", field="bots", seats=seats, value=quoted(bots))
    bots = tuple(bots)
    if len(bots) != seats:
        raise DealError("D1", "err.match.seats", seats=seats, count=len(bots))
    for seat, bot in enumerate(bots):
        if not _is_bot(bot):
            raise UsageError("err.bot.not_bot", field="bots", seat=seat, value=quoted(bot),
                             methods=", ".join(BOT_METHODS))
        _check_table(bot, seat, seats)                     # V1: e.g. the basic bot plays at four only
    return bots


def _is_bot(obj) -> bool:
    return not isinstance(obj, type) and all(callable(getattr(obj, m, None)) for m in BOT_METHODS)


def slam_decision_due(state: GameState) -> bool:
    """Whether the taker's slam decision (B7, R4) is due: the play has begun, no card is down and
    the taker has not decided (:attr:`~tarot_core.game.GameState.slam_open`)."""
    return state.phase == "play" and state.taker is not None and state.slam_open


def choose_action(bot, view: SeatView) -> Action:
    """What *bot* does for *view*'s seat, by the view's phase: a :class:`Bid` in the auction (A1),
    the :class:`Discard` (E1), then in the play the taker's :class:`SlamDecision` while it is open
    (B7, R4), a :class:`ShowPoignee` if the bot shows one before its first card (B1), else the
    :class:`PlayCard`. The answer is checked by the state that applies it, never here."""
    seat = view.seat
    if view.phase == "auction":
        return Bid(seat, bot.choose_bid(view))
    if view.phase == "call":                                     # V4: five players, the taker calls
        choose_call = getattr(bot, "choose_call", None)
        if choose_call is None:
            raise TarotError("V4", "err.bot.no_call", seat=seat)
        return Call(seat, choose_call(view))
    if view.phase == "discard":
        return Discard(seat, tuple(bot.choose_discard(view)))
    if view.slam_open and view.phase == "play":
        return SlamDecision(seat, bot.choose_slam(view))
    if view.poignee_open:
        shown = bot.choose_poignee(view)
        if shown:
            return ShowPoignee(seat, tuple(shown))
    return PlayCard(seat, bot.choose_card(view))


def play_turn(state: GameState, bots: Sequence[Bot]) -> list:
    """The seat to act takes its turn with its bot, deciding from its own view only: a bid, the
    discard, (for the taker, once) the slam, a poignée before its first card, then a card.
    Returns the actions taken (the state's own :class:`~tarot_core.game.Action` values).
    *bots*: one per seat of the table (:func:`check_bots`)."""
    return _play_turn(state, check_bots(bots, state.table.seats))


def _play_turn(state: GameState, bots: Sequence[Bot]) -> list:
    """Actions up to and including the turn's bid, discard or card (a slam decision and a poignée
    come before a card: they are part of that turn)."""
    before = len(state.actions)
    while (seat := state.awaiting) is not None:
        bot = bots[seat]
        choose = getattr(bot, "choose", None)
        action = state.apply(choose(state.view(seat)) if choose else choose_action(bot, state.view(seat)))
        if not isinstance(action, (SlamDecision, ShowPoignee)):
            break
    return list(state.actions[before:])


def play_deal(state: GameState, bots: Sequence[Bot]) -> GameState:
    """Play *state* to its end (done, all pass or cancelled) with one bot per seat of its table
    (:func:`check_bots`: checked before the first action); return it."""
    bots = check_bots(bots, state.table.seats)
    while state.to_act is not None:
        _play_turn(state, bots)                 # state.apply(bot.choose(state.view(seat))), turn by turn
    return state


__all__ = ["Advice", "BOT_METHODS", "BasicBot", "Bot", "RandomBot", "Situation", "check_bots",
           "choose_action", "play_deal", "play_turn", "situation", *_CARD_RULE_NAMES, "bid_by_count", "bid_modern",
           "call_king_of_weak_suit", "discard_for_voids", "show_poignee_when_winning", "slam_when_unbeatable",
           *_FIVE_RULE_NAMES]
