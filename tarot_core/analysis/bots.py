"""Virtual players: they decide from what their seat may know (:meth:`GameState.view`) alone.

Three levels, each a class with one method per decision — ``choose_bid``, ``choose_discard``,
``choose_slam``, ``choose_poignee``, ``choose_card`` — all taking a
:class:`~tarot_core.game.SeatView`. One entry point, :meth:`Bot.choose` (view → a typed
:mod:`~tarot_core.actions` action), asks the one the view's phase calls for; the driver is
``state.apply(bot.choose(state.view(seat)))``:

- :class:`RandomBot`: uniformly among the legal actions (the baseline);
- :class:`BasicBot`: the rules of thumb below, each a small named function a learner can read;
  it bids by the published hand count (:mod:`~tarot_core.analysis.handcount`);
- :class:`~tarot_core.analysis.sampler.SamplerBot`: deals the unseen cards many times, plays each
  deal out with the basic rules and keeps the card that does best on average.

:func:`play_turn` makes the seat to act take its turn with its bot; :func:`play_deal` plays a
whole deal. The basic bot can also *advise* (:meth:`BasicBot.advise`): the card it would play
and the rule of thumb behind it, in words — the practice table's hint.

>>> from tarot_core.game import GameState
>>> s = play_deal(GameState.new(seed=5), [BasicBot(), RandomBot(1), BasicBot(), RandomBot(2)])
>>> s.phase in ("done", "all_pass", "cancelled")
True

The rules of thumb, in the order the basic bot tries them (the first that applies decides):

when following: :func:`excuse_before_last`, :func:`petit_home_when_safe`,
:func:`give_points_to_partner`, :func:`win_cheaply`, :func:`lowest_when_lost`;
when leading: :func:`excuse_before_last`, :func:`petit_home_when_safe`, :func:`draw_trumps`,
:func:`cash_a_king`, :func:`make_taker_trump`, :func:`lead_long_suit`, :func:`lowest_when_lost`.
:func:`keep_petit_out_of_danger` is a filter the others apply: never risk the Petit in a trick
that may be lost.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from ..actions import Action, Bid, Call, Discard, PlayCard, ShowPoignee, SlamDecision
from ..auction import Contract
from ..cards import (
    BIT,
    BOUT_MASK,
    DECK,
    EXCUSE_BIT,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    FULL_MASK,
    HALF_POINTS,
    KING_MASK,
    PETIT_INDEX,
    PLAIN_MASK,
    PLAIN_NOT_KINGS,
    SUIT_MASKS,
    TRUMP_MASK,
    TWENTY_ONE_INDEX,
    Card,
    cards_of,
    mask_of,
)
from ..catalogue import text
from ..deal import check_seed
from ..discard import DISCARD_SIZE
from ..errors import DealError, TarotError, UsageError, quoted
from ..game import SUIT_LETTERS, GameState, SeatView, phase_words
from ..play import FOLLOWERS, trick_state, winning_card
from ..poignee import poignee_choices
from ..table import FOUR_PLAYERS, TABLES
from .handcount import hand_count

N_SEATS = FOUR_PLAYERS.seats
N_TRICKS = FOUR_PLAYERS.n_tricks


# --- what a seat knows, as masks (the rules of thumb read only this) ---------------------------
class Situation(NamedTuple):
    """The facts a rule of thumb reads, as bit masks — built from a :class:`SeatView` (or, in a
    sampler's playout, from the simulated deal, with the same fields and nothing more).

    ``known``: the cards this seat knows are not in another player's hand (its own hand, the
    cards played, its own discard); ``taker_voids``: the plain suits (as masks) the taker showed
    he lacks; ``side_won_all``: this seat's side has won every finished trick (a slam is on)."""
    seat: int
    taker: int | None
    hand: int
    legal: int
    trick: tuple[int, ...]
    leader: int
    trick_number: int
    known: int
    taker_voids: int
    side_won_all: bool
    slam_announced: bool

    def partner(self, other: int) -> bool:
        """Whether *other* plays on this seat's side (:func:`same_side`)."""
        return same_side(self.seat, self.taker, other)


def same_side(seat: int, taker: int | None, other: int) -> bool:
    """Whether *other* plays on *seat*'s side: the taker is alone against the defence (four
    players); without a taker, each seat is its own side.

    >>> same_side(0, 2, 1), same_side(0, 2, 2), same_side(2, 2, 2), same_side(1, None, 1)
    (True, False, True, True)
    """
    if taker is None:
        return other == seat
    return (other == taker) == (seat == taker)


def situation(view: SeatView) -> Situation:
    """The :class:`Situation` of the seat that *view* belongs to (it must be its turn to play)."""
    seat, taker = view.seat, view.taker
    known = mask_of(view.hand) | mask_of(view.current_trick)
    for t in view.tricks:
        known |= mask_of(t.cards)
    if seat == taker:
        known |= mask_of(view.discard)
    else:
        known |= mask_of(view.discard) & TRUMP_MASK
    taker_voids = 0
    if taker is not None:
        for letter in view.voids[taker]:
            if letter in SUIT_LETTERS:
                taker_voids |= SUIT_MASKS[SUIT_LETTERS.index(letter)]
    won_all = all(view_partner(view, t.winner) for t in view.tricks)
    leader = view.current_leader if view.current_leader is not None else seat
    return Situation(seat, taker, mask_of(view.hand), mask_of(view.legal),
                     tuple(int(c) for c in view.current_trick), leader, len(view.tricks) + 1,
                     known, taker_voids, won_all, view.slam_announced)


def view_partner(view: SeatView, other: int) -> bool:
    """Whether *other* plays on the side of the seat *view* belongs to (:func:`same_side`)."""
    return same_side(view.seat, view.taker, other)


# --- small helpers on masks ------------------------------------------------------------------
def _lowest(mask: int) -> int:
    """The card of *mask* worth least (points, then rank; trumps after plain cards of equal worth)."""
    return min(cards_of(mask), key=_cheapness)


def _highest_points(mask: int) -> int:
    return max(cards_of(mask), key=lambda c: (HALF_POINTS[c], -(c >= FIRST_TRUMP), c % 14))


def _cheapness(c: int) -> tuple[int, int, int]:
    return (HALF_POINTS[c], c >= FIRST_TRUMP, c if c >= FIRST_TRUMP else c % 14)


def _trick_winner(sit: Situation) -> tuple[int, int]:
    """(seat, card) winning the trick so far (P6); (-1, -1) before a card other than the Excuse."""
    best = winning_card(*trick_state(sit.trick))
    if best < 0:
        return -1, -1
    return (sit.leader + sit.trick.index(best)) % N_SEATS, best


def _wins(sit: Situation, c: int) -> bool:
    """Whether card *c* would lead the trick once played now (P6; the Excuse never wins, X3)."""
    if c == EXCUSE_INDEX:
        return False
    follow, played = trick_state(sit.trick)
    return winning_card(follow or FOLLOWERS[c], played | BIT[c]) == c


def _still_to_play(sit: Situation) -> list[int]:
    return [(sit.seat + i) % N_SEATS for i in range(1, N_SEATS - len(sit.trick))]


def _outstanding(sit: Situation) -> int:
    """The cards this seat cannot see: held by the others (or hidden in the chien or discard)."""
    return FULL_MASK & ~sit.known


def _is_master(sit: Situation, card: int) -> bool:
    """No unseen card of its kind is higher: the highest trump still out, or the highest card of
    its suit still out (which a trump may still beat)."""
    if card == EXCUSE_INDEX:
        return False
    group = TRUMP_MASK if card >= FIRST_TRUMP else SUIT_MASKS[card // 14]
    return not _outstanding(sit) & group & ~((BIT[card] << 1) - 1)


def _sure_for_side(sit: Situation) -> bool:
    """The trick is as good as won by this seat's side: a partner holds it, and either nobody
    else of the other side plays after this seat, or the partner's card cannot be beaten."""
    seat, card = _trick_winner(sit)
    if seat < 0 or not sit.partner(seat):
        return False
    later = _still_to_play(sit)
    if all(sit.partner(s) for s in later):
        return True
    if card >= FIRST_TRUMP:
        return _is_master(sit, card)
    return False       # a plain card can be trumped by anyone void in the suit


# --- the rules of thumb ------------------------------------------------------------------------
# Each takes a Situation and returns a card index, or None when it does not apply.
def keep_petit_out_of_danger(sit: Situation, cards: int) -> int:
    """Keep the Petit out of danger: of *cards*, leave the Petit aside whenever another card will
    do and the trick is not sure to be won by your side — a Petit caught by the other side is a
    bout and 4.5 points lost, and maybe the petit au bout (B5)."""
    if cards & BIT[PETIT_INDEX] and cards & ~BIT[PETIT_INDEX] and not _sure_for_side(sit):
        return cards & ~BIT[PETIT_INDEX]
    return cards


def excuse_before_last(sit: Situation) -> int | None:
    """Play the Excuse before the last trick: led to the last trick or played in it, it changes
    sides, whoever wins that trick (X5) — unless your side has won every trick so far, when
    leading it to the last trick completes the slam (X6, B7). So play it at trick 17 at the
    latest, or keep it for trick 18 when your side holds every trick."""
    if not sit.legal & EXCUSE_BIT or sit.trick_number != N_TRICKS - 1:
        return None
    if sit.side_won_all and sit.seat == sit.taker:
        return None
    return EXCUSE_INDEX


def petit_home_when_safe(sit: Situation) -> int | None:
    """Bring the Petit home when it is safe: play it when your side is sure to win the trick (you
    play last, or a partner's trump cannot be beaten), or lead it when no trump is left out
    against it. Won at the last trick it is the petit au bout (B5)."""
    if not sit.legal & BIT[PETIT_INDEX]:
        return None
    if not sit.trick:
        return PETIT_INDEX if not _outstanding(sit) & TRUMP_MASK else None
    if _sure_for_side(sit):
        return PETIT_INDEX
    later = _still_to_play(sit)
    if not later and _wins(sit, PETIT_INDEX):
        return PETIT_INDEX              # the last to play, and the Petit takes the trick
    return None


def give_points_to_partner(sit: Situation) -> int | None:
    """Give points to a partner who holds the trick ("charger"): when your side is sure to win it,
    put on it your most valuable plain card (a king, a queen …), never a trump you may need."""
    if not sit.trick or not _sure_for_side(sit):
        return None
    plain = sit.legal & PLAIN_MASK
    if plain:
        return _highest_points(plain)
    return None


def win_cheaply(sit: Situation) -> int | None:
    """Win as cheaply as possible: when the other side holds the trick and you can take it, use
    the smallest card that does it (keeping the Petit out of danger)."""
    if not sit.trick:
        return None
    seat, _ = _trick_winner(sit)
    if seat >= 0 and sit.partner(seat):
        return None
    winners = sum(BIT[c] for c in cards_of(sit.legal) if _wins(sit, c))
    if not winners:
        return None
    winners = keep_petit_out_of_danger(sit, winners)
    if winners == BIT[PETIT_INDEX] and _still_to_play(sit):
        return None                     # only the Petit would win, and someone may still trump it
    return min(cards_of(winners), key=lambda c: (c >= FIRST_TRUMP, c))


def lowest_when_lost(sit: Situation) -> int | None:
    """Follow with the lowest card when the trick is lost (or is your side's but not for sure):
    keep your points and your strong cards for later; the Excuse and the Petit stay in hand
    while another card will do."""
    cards = sit.legal
    if cards & ~EXCUSE_BIT:
        cards &= ~EXCUSE_BIT
    cards = keep_petit_out_of_danger(sit, cards)
    return _lowest(cards)


def draw_trumps(sit: Situation) -> int | None:
    """The taker draws trumps when long in them: with more trumps than the defence can hold, he
    leads them (the highest first) so that the defenders' trumps fall before they can trump his
    kings or catch his Petit."""
    if sit.trick or sit.seat != sit.taker:
        return None
    mine = sit.hand & TRUMP_MASK
    out = (_outstanding(sit) & TRUMP_MASK).bit_count()
    if not out or mine.bit_count() <= out:
        return None
    lead = mine & ~BIT[PETIT_INDEX]
    return lead.bit_length() - 1 if lead else None


def cash_a_king(sit: Situation) -> int | None:
    """Lead a king while its suit has not been played: the longer you wait, the likelier an
    opponent is void in it and trumps it. Not into a suit the taker has shown he lacks."""
    if sit.trick:
        return None
    for king in cards_of(sit.legal & KING_MASK):
        suit = SUIT_MASKS[king // 14]
        played = sit.known & ~sit.hand & suit
        if not played and not (sit.seat != sit.taker and sit.taker_voids & suit):
            return king
    return None


def make_taker_trump(sit: Situation) -> int | None:
    """A defender leads a suit the taker has shown he lacks (low cards only): the taker must spend
    a trump on it (P3), and every trump he spends is one less to draw yours or save his Petit."""
    if sit.trick or sit.taker is None or sit.seat == sit.taker:
        return None
    cards = sit.legal & sit.taker_voids & ~KING_MASK
    return _lowest(cards) if cards else None


def lead_long_suit(sit: Situation) -> int | None:
    """Otherwise lead the lowest card of your longest plain suit (not a king): it gives little
    away and makes the others spend cards of it."""
    if sit.trick:
        return None
    suits = [sit.legal & m & ~KING_MASK for m in SUIT_MASKS]
    longest = max(suits, key=lambda m: (m.bit_count(), -m.bit_length()))
    return _lowest(longest) if longest else None


FOLLOWING_RULES: tuple[Callable[[Situation], int | None], ...] = (
    excuse_before_last, petit_home_when_safe, give_points_to_partner, win_cheaply, lowest_when_lost)
LEADING_RULES: tuple[Callable[[Situation], int | None], ...] = (
    excuse_before_last, petit_home_when_safe, draw_trumps, cash_a_king, make_taker_trump, lead_long_suit,
    lowest_when_lost)
CARD_RULES = tuple(dict.fromkeys(FOLLOWING_RULES + LEADING_RULES)) + (keep_petit_out_of_danger,)


def basic_card(sit: Situation) -> tuple[int, str]:
    """The basic bot's card for *sit* and the name of the rule of thumb that chose it."""
    if sit.legal & (sit.legal - 1) == 0:               # one legal card: no choice
        return sit.legal.bit_length() - 1, "only_card"
    for rule in LEADING_RULES if not sit.trick else FOLLOWING_RULES:
        c = rule(sit)
        if c is not None and sit.legal & BIT[c]:
            return c, rule.__name__
    return _lowest(sit.legal), lowest_when_lost.__name__      # not reached: the last rule always answers


# --- the other decisions ----------------------------------------------------------------------
def bid_by_count(view: SeatView) -> Contract | None:
    """Bid what the hand count suggests (under 40 pass, 40–55 Prise, 56–70 Garde, 71–80 Garde Sans,
    over 80 Garde Contre) if that beats the best bid so far (A1), else pass."""
    wanted = hand_count(view.hand).suggestion
    best = max((b for _, b in view.bids if b is not None), default=None)
    if wanted is None or (best is not None and wanted <= best):
        return None
    return wanted


def discard_for_voids(view: SeatView) -> tuple[Card, ...]:
    """Discard to make voids without losing points: empty the shortest plain suits that hold no
    king, then put away cavaliers and queens (their points are safe in the discard), then the
    lowest cards; never a king or a bout (E2), and trumps only when forced, the lowest first
    (E2: they are shown)."""
    pool = mask_of(view.hand)
    free = pool & PLAIN_NOT_KINGS
    chosen = 0
    suits = sorted(range(4), key=lambda s: ((free & SUIT_MASKS[s]).bit_count(), s))
    for s in suits:
        cards = free & SUIT_MASKS[s]
        if not cards or pool & SUIT_MASKS[s] & KING_MASK:
            continue
        if chosen.bit_count() + cards.bit_count() <= DISCARD_SIZE:
            chosen |= cards
    rest = sorted(cards_of(free & ~chosen), key=lambda c: (-HALF_POINTS[c], c))
    for c in rest:
        if chosen.bit_count() == DISCARD_SIZE:
            break
        chosen |= BIT[c]
    trumps = sorted(cards_of(pool & TRUMP_MASK & ~BOUT_MASK))
    while chosen.bit_count() < DISCARD_SIZE:
        chosen |= BIT[trumps.pop(0)]
    return tuple(sorted(cards_of(chosen)))


def show_poignee_when_winning(view: SeatView) -> tuple[Card, ...]:
    """Show a poignée when your side should win the deal: its bonus goes to the winners (B4), so
    the taker shows one, a defender only a double or more (with 13 trumps the taker is unlikely to
    make it). Show the largest one the hand allows, the lowest trumps, the Excuse only when it is
    needed (B2) — :func:`~tarot_core.poignee.poignee_choices` gives them."""
    discard = view.discard if view.seat == view.taker else ()
    choices = poignee_choices(view.hand, discard)
    if not choices or (view.seat != view.taker and choices[-1].size < FOUR_PLAYERS.poignee_sizes[1]):
        return ()
    return choices[-1].cards


def slam_when_unbeatable(view: SeatView) -> bool:
    """Announce a slam only with a hand that wins every trick by itself: the 21, as many trumps as a
    triple poignée or more (15 at four players), and nothing else but kings and the Excuse (B7: a slam
    announced and missed costs 200)."""
    hand = mask_of(view.hand)
    return (bool(hand & BIT[TWENTY_ONE_INDEX]) and (hand & TRUMP_MASK).bit_count() >= view.table.triple
            and not hand & PLAIN_NOT_KINGS)


# --- the bots ------------------------------------------------------------------------------------
class Advice(NamedTuple):
    """What the basic bot would do and why: the decision kind ('bid', 'discard', 'slam',
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
    """The rules of thumb of this module (see its docstring); it bids by the published count.
    Four players only (its counts and rules of thumb are the four-player game's): another table
    is refused before its first decision (:func:`check_bots`, or its view's table)."""
    kind = "basic"
    players = (FOUR_PLAYERS.seats,)

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
            return Advice("bid", bid_by_count(view), bid_by_count.__name__)
        if view.phase == "discard":
            return Advice("discard", discard_for_voids(view), discard_for_voids.__name__)
        c, rule = basic_card(situation(view))
        return Advice("card", DECK[c], rule)

    def advise_slam(self, view: SeatView) -> Advice:
        """The taker's slam decision (B7) with its rule of thumb."""
        return Advice("slam", slam_when_unbeatable(view), slam_when_unbeatable.__name__)

    def advise_poignee(self, view: SeatView) -> Advice:
        """The poignée to show before the first card (B1–B4), or none, with its rule of thumb."""
        return Advice("poignee", show_poignee_when_winning(view), show_poignee_when_winning.__name__)

    def choose_bid(self, view: SeatView) -> Contract | None:
        return bid_by_count(view)

    def choose_discard(self, view: SeatView) -> tuple[Card, ...]:
        return discard_for_voids(view)

    def choose_slam(self, view: SeatView) -> bool:
        return slam_when_unbeatable(view)

    def choose_poignee(self, view: SeatView) -> tuple[Card, ...]:
        return show_poignee_when_winning(view)

    def choose_card(self, view: SeatView) -> Card:
        return DECK[basic_card(situation(view))[0]]


# Which rule says there is nothing to decide: the deal is over (E4), all passed (A3), cancelled (D4);
# another seat's turn in the auction (A1), the discard (E1) or the play (P1).
_NO_DECISION_RULE = {"done": "E4", "all_pass": "A3", "cancelled": "D4", "auction": "A1", "discard": "E1", "play": "P1"}


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


__all__ = ["Advice", "BOT_METHODS", "BasicBot", "Bot", "RandomBot", "Situation", "basic_card", "check_bots",
           "choose_action", "play_deal", "play_turn", "situation", *[r.__name__ for r in CARD_RULES], "bid_by_count",
           "discard_for_voids", "show_poignee_when_winning", "slam_when_unbeatable"]
