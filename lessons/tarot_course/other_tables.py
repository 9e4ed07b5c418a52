"""Lessons 23 and 24 (issue 25, "Lessons"): playing at five (the called king) and at three.

Everything here asks the core: the tables' sizes (``tarot_core.table``, V1–V3), the call
(``callable_cards``, ``call_error``: V4, R8), the partner (V5) and the first-trick rule (V6, R9)
from deals the basic bots play (``play_deal``), the score at each table (``table_scores`` and
``shares_step``: V8, V9, V11). The exercises' cases are drawn from the lesson's stream (``rng``):
the same room seed gives the whole room the same cases.
"""
from __future__ import annotations

import random

from tarot_core.analysis.bots import BasicBot, play_deal
from tarot_core.call import call_error, callable_cards, first_trick_legal_cards, first_trick_reason
from tarot_core.cards import DECK, mask_of, parse_card, parse_cards, sort_key
from tarot_core.game import GameState
from tarot_core.poignee import poignee_choices
from tarot_core.scoring import Facts, score, shares_step
from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS, table_for
from widgets.labels import fmt_points

from .checks import Check, answer_check
from .display import Shown, _codes, seat_name
from .practice import random_score_facts
from .texts import say

FIVE, THREE = FIVE_PLAYERS.seats, THREE_PLAYERS.seats
UNKNOWN, ALONE = "unknown", "alone"          # who the partner is, as everyone at the table knows it (V5)


# --------------------------------------------------------------------------- the tables (V1–V3)
def table_lines(players: int, lang: str | None = None) -> Shown:
    """V1–V3: the table's sizes as the core has them, one sentence."""
    table = table_for(players)
    text = say("lesson23.sizes", lang, players=players, hand=table.hand_size, packet=table.packet,
               chien=table.chien_size, tricks=table.n_tricks, total=table.n_cards,
               poignees=" / ".join(str(n) for n in table.poignee_sizes))
    return Shown(f"<p>{text}</p>", text)


# --------------------------------------------------------------------------- deals the bots play
def bot_deal(seed: int, players: int) -> GameState:
    """The first deal from *seed*, *seed* + 1 … that the basic bots play to the end (not all
    passed, not cancelled for a petit sec: A3, D4) at a table of *players* (V1)."""
    while True:
        state = play_deal(GameState.new(seed=seed, players=players), [BasicBot() for _ in range(players)])
        if state.phase == "done":
            return state
        seed += 1


def revealed_at(state: GameState) -> int:
    """V5, R7: the trick after which everyone knows the camps at five — the one in which the
    called card is played; 0 when it was seen in the chien at once (Prise, Garde); the last trick
    when nobody sees it before the count (in the chien in Garde Sans or Contre, or discarded)."""
    called = state.called
    if called in state.chien and state.contract is not None and state.contract.code in ("prise", "garde"):
        return 0
    for trick in state.tricks:
        if called in trick.cards:
            return trick.number
    return len(state.tricks)


def known_after(state: GameState, trick: int):
    """V5: who the taker's partner is as everyone knows it after *trick* tricks: a seat, ALONE
    (the called card was the taker's, or in the chien), or UNKNOWN (not played yet)."""
    if trick < revealed_at(state):
        return UNKNOWN
    return ALONE if state.partner is None else state.partner


def deal_lines(state: GameState, lang: str | None = None) -> Shown:
    """The call and the camps of a five-player deal the bots played (V4, V5, V9)."""
    out = state.outcome()
    seen = revealed_at(state)
    taker, contract, points = state.taker, state.contract, out.taker_points
    if taker is None or contract is None or points is None:
        raise ValueError(say("lesson23.deal.unplayed", lang))
    lines = [say("lesson23.deal.call", lang, taker=seat_name(taker, state.dealer, lang),
                 contract=contract.label(lang), card=_codes([state.called], lang)),
             say(alone_key(state) if state.partner is None else "lesson23.deal.partner", lang,
                 partner="" if state.partner is None else seat_name(state.partner, state.dealer, lang),
                 trick=seen),
             say("lesson23.deal.points", lang, points=fmt_points(points, lang), bouts=out.taker_bouts,
                 target=out.target),
             out.breakdown_text(lang).splitlines()[-1]]
    return Shown("<br>".join(lines), "\n".join(lines))


def alone_key(state: GameState) -> str:
    """V5, R7: why the taker is alone — the called card in the chien, or in his own hand."""
    return "lesson23.deal.chien" if state.called in state.chien else "lesson23.deal.alone"


def tricks_lines(state: GameState, upto: int, lang: str | None = None) -> Shown:
    """The first *upto* tricks of a deal: leader, cards in play order, winner (P1, P6)."""
    lines = [say("lesson23.trick", lang, n=t.number, leader=seat_name(t.leader, state.dealer, lang),
                 cards=_codes(t.cards, lang), winner=seat_name(t.winner, state.dealer, lang))
             for t in state.tricks[:upto]]
    return Shown("<br>".join(lines), "\n".join(lines))


def partner_choices(state: GameState, lang: str | None = None) -> list[tuple[str, object]]:
    """The four seats other than the taker, 'not known yet' and 'the taker is alone' (V5)."""
    seats = [(seat_name(s, state.dealer, lang), s) for s in range(FIVE) if s != state.taker]
    return seats + [(say("lesson23.partner.unknown", lang), UNKNOWN), (say("lesson23.partner.alone", lang), ALONE)]


def partner_check(state: GameState, trick: int, lang: str | None = None) -> Check:
    """V5: who everyone knows the partner to be after *trick* tricks."""
    right = known_after(state, trick)
    card = _codes([state.called], lang)
    seen = revealed_at(state)
    if right == UNKNOWN:
        ok = say("lesson23.partner.ok.unknown", lang, card=card, trick=trick)
    elif right == ALONE and state.called in state.chien:
        ok = say("lesson23.partner.ok.chien" if revealed_at(state) == 0 else "lesson23.partner.ok.count", lang,
                 card=card)
    elif right == ALONE:
        ok = say("lesson23.partner.ok.alone", lang, card=card, trick=seen)
    else:
        ok = say("lesson23.partner.ok.seat", lang, card=card, trick=seen, seat=seat_name(right, state.dealer, lang))
    return answer_check(right, ok, say("lesson23.partner.hint", lang, card=card))


def partner_case(rng: random.Random) -> tuple[GameState, int]:
    """A five-player deal the bots play, from the lesson's stream, and a trick number to ask
    about: half the time before the called card falls, half the time after (V5)."""
    state = bot_deal(rng.randrange(1, 1_000_000), FIVE)
    seen = revealed_at(state)
    before = seen > 1 and rng.random() < 0.5
    after = max(seen, 1)
    trick = rng.randint(1, seen - 1) if before else rng.randint(after, min(after + 3, FIVE_PLAYERS.n_tricks))
    return state, trick


def first_trick_lines(state: GameState, lang: str | None = None) -> Shown:
    """V6 (R9): what the first leader of a five-player deal may not lead, asked of the core: his
    hand as play began (the cards he played), the cards of the called suit refused with the
    core's reason, and the cards he may lead."""
    leader = state.tricks[0].leader
    held = tuple(sorted((t.cards[t.seats.index(leader)] for t in state.tricks), key=sort_key))
    called = state.called
    reasons = [first_trick_reason(held, (), c, called=called, lang=lang) for c in held]
    refused = [why[1] for why in reasons if why is not None and why[0] in ("V6", "R9")]
    lines = [say("lesson23.first.hand", lang, seat=seat_name(leader, state.dealer, lang), cards=_codes(held, lang),
                 called=_codes([called], lang))]
    if refused:
        lines.append(refused[0])
    else:
        lines.append(say("lesson23.first.none", lang))
    lines.append(say("lesson23.first.may", lang,
                     cards=_codes(first_trick_legal_cards(held, (), called=called), lang)))
    return Shown("<br>".join(lines), "\n".join(lines))


def card_text(card, lang: str | None = None) -> str:
    """A card written short in the lesson's language (KH, R♥)."""
    return _codes([card], lang)


# --------------------------------------------------------------------------- the call (V4, R8)
def call_lines(hand, lang: str | None = None) -> Shown:
    """V4, R8: the cards a taker with *hand* (as dealt) may call, from the core."""
    text = say("lesson23.call.may", lang, cards=_codes(callable_cards(hand), lang))
    return Shown(f"<p>{text}</p>", text)


def refusal(hand, card, lang: str | None = None) -> str:
    """V4, R8: the core's one line on a call, or that it may be made."""
    error = call_error(mask_of(parse_cards(hand)), parse_card(card))
    return say("lesson23.call.ok", lang, card=_codes([card], lang)) if error is None else error.message(lang)


def call_case(rng: random.Random) -> tuple[tuple, object]:
    """A hand dealt at five (15 cards) holding three or four kings, from the lesson's stream, and
    a court card to ask about: a queen most often, else a cavalier or a king (V4, R8)."""
    while True:
        state = GameState.new(seed=rng.randrange(1, 1_000_000), players=FIVE)
        for hand in state.hands:
            kings = [c for c in hand if c.rank == 14 and not c.is_trump]
            if len(kings) >= 3:
                suit = rng.choice("SHDC")
                rank = rng.choice(["Q", "Q", "Q", "C", "K"])
                return tuple(sorted(hand, key=sort_key)), parse_card(rank + suit)


def call_check(hand, card, lang: str | None = None) -> Check:
    """V4, R8: may the taker holding *hand* call *card*? (yes/no; the core gives the reason)."""
    right = call_error(mask_of(parse_cards(hand)), parse_card(card)) is None
    ok = refusal(hand, card, lang) + " " + say("lesson23.call.all", lang, cards=_codes(callable_cards(hand), lang))
    return answer_check(right, ok, say("lesson23.call.hint", lang))


# --------------------------------------------------------------------------- the score (V8, V9, V11)
def table_steps(result, players: int, alone: bool = False):
    """S1–S3 as at four, then the shares at *players*' table (V9): the core's steps."""
    return result.breakdown[:-1] + (shares_step(result.S, players, alone),)


def table_breakdown(result, players: int, alone: bool = False, lang: str | None = None) -> Shown:
    """The score's steps at a table of *players* (V9), each naming its rule."""
    text = "\n".join(step.text(lang) for step in table_steps(result, players, alone))
    return Shown("<br>".join(text.splitlines()), text)


def table_result(contract: str, points, bouts: int, players: int, **more):
    """The core's score of these facts at a table of *players* (V8: a half point may arise)."""
    return score(Facts.make(contract, points, bouts, players=players, **more))


def score_case(rng: random.Random, players: int):
    """Facts the core accepts at *players*' table, drawn from the lesson's stream by the course's
    ``random_score_facts`` (the attack's points, a half point often, V8); at five, alone or not (V5)."""
    result = random_score_facts(rng, contracts=["prise", "garde", "garde-sans"], points=(28, 62),
                                petit_au_bout=[None], poignees=[()], players=players)
    return result, players == FIVE and rng.random() < 0.3


def score_question(result, players: int, role: str, alone: bool = False, lang: str | None = None) -> str:
    """The question of a score exercise at three or five (V9)."""
    key = f"lesson{23 if players == FIVE else 24}.score.q.{role}"
    f = result.facts
    return say(key, lang, contract=f.contract.label(lang), points=fmt_points(f.taker_points, lang),
               bouts=f.taker_bouts, alone=say("lesson23.score.alone", lang) if alone else "")


def role_choices_five(alone: bool) -> list[str]:
    """The roles whose score can be asked at five (V9)."""
    return ["taker", "defender"] if alone else ["taker", "partner", "defender"]


def score_check(result, players: int, role: str, alone: bool = False, lang: str | None = None) -> Check:
    """V9: the score of the taker, the partner or one defender at *players*' table."""
    partner = 1 if players == FIVE and not alone else None
    scores = result.scores(0, players, partner=partner)            # the taker at seat 0, the partner at 1
    right = {"taker": scores[0], "partner": scores[1], "defender": scores[-1]}[role]
    steps = table_breakdown(result, players, alone, lang).text
    return Check(lambda a: (a == right, steps if a == right else say("lesson23.score.hint", lang, players=players)),
                 steps)


# --------------------------------------------------------------------------- poignées at three (V3)
LEVELS = (-1, 0, 1, 2)          # none, simple, double, triple (B1, V3)


def poignee_level_choices(lang: str | None = None) -> list[tuple[str, int]]:
    """No poignée, simple, double, triple (B1, V3)."""
    return [(say(f"lesson24.poignee.level{level}", lang), level) for level in LEVELS]


def trumps_of(hand) -> int:
    """B1, B2: the trumps of a hand, the Excuse counted."""
    return sum(1 for c in parse_cards(hand) if c.is_trump or c.is_excuse)


def poignee_case(rng: random.Random) -> tuple:
    """A hand of 24 cards (V1: three players) with 11 to 19 trumps, the Excuse counted, drawn
    from the lesson's stream: every answer of lesson 24's poignée question comes up (V3)."""
    trumps = [c for c in DECK if c.is_trump or c.is_excuse]
    suits = [c for c in DECK if not (c.is_trump or c.is_excuse)]
    n = rng.choice([11, 12, 13, 13, 14, 15, 16, 17, 18, 19])
    hand = rng.sample(trumps, n) + rng.sample(suits, THREE_PLAYERS.hand_size - n)
    return tuple(sorted(hand, key=sort_key))


def poignee_check(hand, lang: str | None = None) -> Check:
    """V3 (B1, B2): the biggest poignée *hand* may show at three, asked of the core."""
    found = poignee_choices(hand, table=THREE_PLAYERS)
    right = found[-1].level if found else -1
    sizes = " / ".join(str(n) for n in THREE_PLAYERS.poignee_sizes)
    ok = say("lesson24.poignee.ok", lang, trumps=trumps_of(hand), sizes=sizes,
             level=say(f"lesson24.poignee.level{right}", lang))
    return answer_check(right, ok, say("lesson24.poignee.hint", lang))


def poignee_lines(state: GameState, lang: str | None = None) -> Shown:
    """V3 (B1, B2): each hand of a deal at three as dealt, its trumps (the Excuse counted) and the
    poignées the core lets it show."""
    lines = []
    for seat, hand in enumerate(state.dealt):
        found = poignee_choices(hand, table=THREE_PLAYERS)
        shows = ", ".join(say(f"lesson24.poignee.level{p.level}", lang) + f" ({p.size})" for p in found)
        lines.append(say("lesson24.poignee.seat", lang, seat=seat_name(seat, state.dealer, lang),
                         trumps=trumps_of(hand), shows=shows or say("lesson24.poignee.level-1", lang)))
    return Shown("<br>".join(lines), "\n".join(lines))
